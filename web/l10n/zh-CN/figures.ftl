# 图示中的文字（见 en/figures.ftl）。

## 所有图示

figure-load-failed = 图示无法加载其 WebAssembly 模块：{ $error }
figure-render-failed = 图示无法绘制：{ $error }

## 无效的属性值

attribute-number = { $name } 必须是 { $min } 到 { $max } 之间的{ $integer ->
        [yes] 整数
       *[no] 数
    }；收到的是“{ $got }”，改用 { $value }。
attribute-number-step = { $name } 必须是 { $min } 到 { $max } 之间的{ $integer ->
        [yes] 整数
       *[no] 数
    }，且为 { $step } 的倍数；收到的是“{ $got }”，改用 { $value }。
attribute-choice = { $name } 必须是以下之一：{ $values }；收到的是“{ $got }”，改用 { $value }。
attribute-list-separator = 、
attribute-text-long = { $name } 超过 { $max } 个字符；多出的部分被忽略。
attribute-list = { $name } 必须是最多 { $count } 个 0 到 { $max } 之间的整数，用空格或逗号分隔；收到的是“{ $got }”，已忽略。
attribute-list-long = { $name } 必须是最多 { $count } 个 0 到 { $max } 之间的整数，用空格或逗号分隔，且不超过 { $most } 个字符；收到 { $length } 个字符，已忽略。
heatmap-warning-cells = positions × d-model 最多为 { $cells }；改为显示 { $most } 个位置。
permutation-default-sentence = 狗咬人
offset-head-default-text = 那人看见的狗咬了猫，猫爬上河边的老树。那人叫狗回来，可是狗坐在树下对着猫叫，直到太阳落山，鸟飞回安静的河边，月亮升上黑暗的山丘。

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

## 刻度盘（画在旋转图示的画布上）

dials-index = i = { $index }
dials-angle = kω{ $subscript } = { $angle }
dials-turns = kω{ $subscript } = { $angle }（{ $turns } 圈）
dials-cos = cos
dials-sin = sin

## <posenc-permutation> (web/src/widgets/permutation.js, permutation-rules.js)

permutation-sentence = 句子
permutation-positional = 加上位置编码
permutation-shuffle = 打乱词序
permutation-reverse = 颠倒词序
permutation-original = 原句
permutation-shuffled = 打乱后
permutation-name-original = 原句的注意力权重
permutation-name-shuffled = 打乱后句子的注意力权重，已放回原来的顺序
permutation-name-difference = 两张注意力图之差
permutation-title-original = 注意力，原句
permutation-title-shuffled = 注意力，打乱后的句子，行和列已放回原位
permutation-title-difference = 差值，第一张图减第二张图
permutation-legend = 注意力权重
permutation-legend-difference = 权重之差
permutation-label = { $map ->
    [original] 原句
   *[shuffled] 打乱后句子（已放回原来的顺序）
  }的注意力权重，{ $words } 个词：行是发出注意力的词，列是被关注的词。
permutation-table-caption = { $map ->
    [original] 原句
   *[shuffled] 打乱后句子（已放回原来的顺序）
  }的注意力权重（每行之和为 1）
permutation-x-title = 被关注的词 →
permutation-y-title = 发出注意力的词 →
permutation-word = “{ $word }”（位置 { $position }）
permutation-cell = { $from }关注{ $to }：权重 { $weight }
permutation-difference-label = 两张注意力图逐词之差：最大为 { $largest }{ $blank ->
    [yes] ，所以这张图是空白的（全为 0）。
   *[no] 。
  }
permutation-difference-cell = “{ $from }”关注“{ $to }”：差值 { $difference }
permutation-difference-caption = 注意力权重之差，原来的顺序
permutation-verdict = { $positional ->
    [off] 没有位置编码时，打乱词序只会打乱输出：max |Attn(PX) − P·Attn(X)| = { $residual }（舍入误差）。这一层分辨不出两种顺序。
   *[on] 加上位置编码后，词一移动输出就会变化：max |Attn(PX) − P·Attn(X)| = { $residual }。现在词序有影响了。
  }
permutation-summary = { $verdict }句子：{ $sentence }；打乱后：{ $shuffled }。
permutation-warning-cut = 句子超过 { $max } 个词；只使用前 { $max } 个，到“{ $last }”为止，其余的略去。
permutation-warning-short = 句子至少需要 2 个词；改为显示“{ $fallback }”。
permutation-warning-order = permutation 必须把 0 到 { $last } 每个数恰好列出一次（每个词一个）；收到的是“{ $given }”，改为颠倒词序。
