# 图示中的文字（见 en/figures.ftl）。

## 所有图示

figure-load-failed = 图示无法加载其 WebAssembly 模块：{ $error }
figure-render-failed = 图示无法绘制：{ $error }

## 热力图视图

heatmap-view-name = 热力图
heatmap-view-reader = 热力图单元格读取器
heatmap-view-keys = 方向键将光标移动一个单元格并读出其值；Page Up 和 Page Down 移动十分之一的行；Home 和 End 移到行的两端，按住 Control 则移到第一个和最后一个单元格。
heatmap-view-hint = 指向一个单元格，或聚焦热力图并使用方向键，即可读出其值。
data-table-show = 显示数据表
data-table-hide = 隐藏数据表
data-table-region = 数据表
data-table-region-named = 数据表：{ $caption }

## 颜色图例

legend-name = 颜色刻度
legend-label = 颜色刻度（{ $colormap }）：{ $what } { $lo } 为{ $low }，{ $middle }，{ $hi } 为{ $high }。
legend-middle-between = 中间为{ $colour }
legend-middle-at = { $mid } 处为{ $colour }
legend-value = 数值
colour-dark-blue = 深蓝色
colour-white = 白色
colour-dark-red = 深红色
colour-dark-purple = 深紫色
colour-teal = 青绿色
colour-yellow = 黄色
colour-grey = 灰色

## <posenc-heatmap>

heatmap-name = 正弦位置编码热力图：位置 × 通道
heatmap-label = 正弦位置编码热力图：位置 { $first } 至 { $last }（行，自上而下）× { $dModel } 个通道（列，自左向右）。
heatmap-x-title = 通道 0 … { $lastChannel } →
heatmap-y-title = 位置 { $first } … { $last } →
heatmap-cell = 位置 { $position }，通道 { $channel }（第 { $pair } 对，{ $fn }）：{ $value }
heatmap-table-caption = 编码数值，位置 { $first } 至 { $last }
heatmap-row-header = p { $position }
heatmap-col-header = { $channel }：{ $fn } { $pair }
heatmap-summary = { $positions } 个位置（{ $first } 至 { $last }）× { $dModel } 个通道，底数 { $base }，{ $layout ->
    [interleaved] 交错排列。左侧各列
   *[concatenated] 拼接排列。每一半的左侧各列
  }（快速变化的通道对）逐行变化；右侧各列（慢速变化的通道对）几乎不变。
