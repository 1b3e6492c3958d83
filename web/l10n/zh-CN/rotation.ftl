# <posenc-rotation> 的文字（见 en/rotation.ftl）。

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
