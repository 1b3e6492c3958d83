# The words of <posenc-rotation> (see figures.ftl): a file of their own, so that an
# English page loads them with the element's code, not before its first figure.

## <posenc-rotation> (web/src/widgets/rotation.js)

# Slider labels.
rotation-control-p = position p
rotation-control-k = offset k
rotation-dials-name = Dials, one per pair: the point PE(p) turns by k·ωᵢ to PE(p + k)
rotation-name = Heatmap of the rotation matrix Mₖ: 2 by 2 blocks on the diagonal, zero elsewhere
rotation-dials-title = Each pair i turns by the angle k·ωᵢ
rotation-dials-note = Hollow dot: the pair in PE(p). Filled dot: the same pair in PE(p + k). Horizontal axis: cosine, vertical axis: sine.
rotation-matrix-title = The rotation matrix Mₖ
rotation-matrix-note = Blank cells are exactly 0: only the 2 × 2 blocks on the diagonal are not.
# $count is the number of blocks as a number (for the plural), $blocks the same written for the locale.
rotation-label = Rotation matrix Mₖ for k = { $k }, d-model { $dModel }: { $blocks } { $count ->
    [one] block
   *[other] blocks
  } of 2 by 2 on the diagonal, zero elsewhere.
rotation-x-title = column 0 … { $last } →
rotation-y-title = row 0 … { $last } →
# $block is inside (a cell of a 2 × 2 block) or outside.
rotation-cell = Row { $row }, column { $column } of Mₖ: { $value } { $block ->
    [inside] (block of pair { $pair }, angle k·ω = { $angle } rad)
   *[outside] (outside the blocks)
  }
rotation-table-caption = Mₖ for k = { $k }
rotation-row-header = row { $row }
rotation-col-header = col { $column }
# The legend's name in the dark colour scheme, where the cells fade from the background.
rotation-legend-dark = Colour scale: −1 is blue, values near 0 fade into the background, +1 is red.
# $count is the number of dials as a number (for the plural), $dials the same written for the locale.
rotation-dials-label = { $dials } { $count ->
    [one] dial
   *[other] dials
  }, one per pair: the point PE({ $from }) turns by k·ωᵢ to PE({ $to }); pair 0 turns { $first } rad, pair { $lastPair } only { $last } rad.
# $sign is plus or minus: PE(p + 2) or PE(p − 2); $offset is the size of k.
rotation-summary = Mₖ with k = { $k } maps PE(p) to PE(p { $sign ->
    [minus] −
   *[plus] +
  } { $offset }) for every p (d-model { $dModel }, base { $base }). Here k = { $k } maps PE({ $from }) to PE({ $to }): largest difference from PE({ $to }) computed directly, { $error }.
