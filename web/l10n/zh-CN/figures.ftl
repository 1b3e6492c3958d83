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

## <posenc-similarity>

similarity-name = 每对位置之间余弦相似度的热力图
similarity-profile-name = 余弦相似度随偏移 k 变化的曲线：实测的第 0 行与闭式解
similarity-profile-title = 相似度随偏移 k = q − p 的变化（第 p = 0 行）
similarity-key-line = 闭式解 Σ cos(k·ωᵢ) / (d/2)
similarity-key-dots = 矩阵的第 0 行
similarity-note = 数值已归一化：PE(p)·PE(q) 除以 d_model / 2（每个编码长度的平方），因此对角线为 1。
similarity-legend = 余弦相似度
similarity-label = 位置 0 至 { $last } 的编码两两之间的相似度（d-model { $dModel }）：对角线上最高（1），每一行都随距离以相同方式递减；最小值 { $min }。
similarity-x-title = 位置 q：0 … { $last } →
similarity-y-title = 位置 p：0 … { $last } →
similarity-cell = 位置 { $p } 与 { $q }（偏移 { $offset }）：点积 { $dot }，余弦 { $cosine }
similarity-table-caption = 位置 0 至 { $last } 的余弦相似度
similarity-row-header = p { $p }
similarity-col-header = q { $q }
similarity-summary = { $positions } 个位置的相似度，d-model { $dModel }，底数 { $base }。每一行都是同一条曲线的平移：它只取决于偏移 k。k = 1 处的余弦：{ $first }；k = { $last } 处：{ $atLast }。
similarity-plot-x = 偏移 k = q − p
similarity-plot-y = 余弦
similarity-profile-label = 余弦相似度随偏移 k（0 至 { $last }）变化的曲线：圆点（实测的第 0 行）落在曲线（闭式解）上，从 1 开始下降，随后振荡，最低至 { $min }。

## <posenc-rotation>

rotation-control-p = 位置 p
rotation-control-k = 偏移量 k
rotation-dials-name = 刻度盘，每个通道对一个：点 PE(p) 转过 k·ωᵢ，到达 PE(p + k)
rotation-name = 旋转矩阵 Mₖ 的热力图：对角线上是 2×2 的块，其余为零
rotation-dials-title = 第 i 对转过角度 k·ωᵢ
rotation-dials-note = 空心点：PE(p) 中的这一对。实心点：PE(p + k) 中的同一对。横轴：余弦，纵轴：正弦。
rotation-matrix-title = 旋转矩阵 Mₖ
rotation-matrix-note = 空白的格子恰好为 0：只有对角线上的 2×2 块不为 0。
rotation-label = k = { $k }、d-model { $dModel } 时的旋转矩阵 Mₖ：对角线上有 { $count ->
   *[other] { $blocks } 个
  } 2×2 的块，其余为零。
rotation-x-title = 列 0 … { $last } →
rotation-y-title = 行 0 … { $last } →
rotation-cell = Mₖ 的第 { $row } 行、第 { $column } 列：{ $value }{ $block ->
    [inside] （第 { $pair } 对的块，角度 k·ω = { $angle } rad）
   *[outside] （块外）
  }
rotation-table-caption = k = { $k } 时的 Mₖ
rotation-row-header = 行 { $row }
rotation-col-header = 列 { $column }
rotation-legend-dark = 色标：−1 为蓝色，接近 0 的值融入背景，+1 为红色。
rotation-dials-label = { $count ->
   *[other] { $dials } 个刻度盘
  }，每个通道对一个：点 PE({ $from }) 转过 k·ωᵢ，到达 PE({ $to })；第 0 对转过 { $first } rad，第 { $lastPair } 对只转过 { $last } rad。
rotation-summary = k = { $k } 时，Mₖ 对每个 p 都把 PE(p) 映射到 PE(p { $sign ->
    [minus] −
   *[plus] +
  } { $offset })（d-model { $dModel }，底数 { $base }）。这里 k = { $k } 把 PE({ $from }) 映射到 PE({ $to })：与直接计算的 PE({ $to }) 的最大差值为 { $error }。

## 刻度盘（画在旋转图示的画布上）

dials-index = i = { $index }
dials-angle = kω{ $subscript } = { $angle }
dials-turns = kω{ $subscript } = { $angle }（{ $turns } 圈）
dials-cos = cos
dials-sin = sin

## <posenc-offset-head> (web/src/widgets/offset-head.js)

## <posenc-permutation> (web/src/widgets/permutation.js, permutation-rules.js)

## <posenc-order-lab> (web/src/widgets/order-lab*.js)
