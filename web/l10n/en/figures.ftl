# The figures' strings: every text of the custom elements (web/src/widgets)
# and of their drawing helpers (web/src/render) that a learner reads or
# hears. Numbers arrive formatted for the locale (as strings); keep every
# { $variable } of a message. docs/translating.md says how to add a locale.

## Every figure (web/src/widgets/base.js)

figure-load-failed = The figure could not load its WebAssembly module: { $error }
figure-render-failed = The figure could not be drawn: { $error }

## The heatmap view (web/src/render/heatmap-view.js), in every heatmap-like figure

heatmap-view-name = Heatmap
heatmap-view-reader = Heatmap cell reader
heatmap-view-keys = Arrow keys move the cursor one cell and read it; Page Up and Page Down move a tenth of the rows; Home and End go to the ends of the row, with Control to the first and last cell.
heatmap-view-hint = Point at a cell, or focus the heatmap and use the arrow keys, to read its value.
data-table-show = Show data table
data-table-hide = Hide data table
data-table-region = Data table
data-table-region-named = Data table: { $caption }

## The colour legend (web/src/render/legend.js)

legend-name = Colour scale
# $colormap is the map's name (rdbu, viridis, cividis); $low, $middle and
# $high are the colours' words below.
legend-label = Colour scale ({ $colormap }): { $what } { $lo } is { $low }, { $middle }, { $hi } is { $high }.
legend-middle-between = { $colour } in between
legend-middle-at = { $colour } at { $mid }
legend-value = value
colour-dark-blue = dark blue
colour-white = white
colour-dark-red = dark red
colour-dark-purple = dark purple
colour-teal = teal
colour-yellow = yellow
colour-grey = grey

## <posenc-heatmap> (web/src/widgets/heatmap.js)

heatmap-name = Heatmap of the sinusoidal positional encoding: positions by channels
heatmap-label = Heatmap of the sinusoidal positional encoding: positions { $first } to { $last } (rows, top to bottom) by { $dModel } channels (columns, left to right).
heatmap-x-title = channel 0 … { $lastChannel } →
heatmap-y-title = position { $first } … { $last } →
# $fn is sin or cos, written as in the formulas.
heatmap-cell = Position { $position }, channel { $channel } (pair { $pair }, { $fn }): { $value }
heatmap-table-caption = Encoding values, positions { $first } to { $last }
heatmap-row-header = p { $position }
heatmap-col-header = { $channel }: { $fn } { $pair }
heatmap-summary = { $positions } positions ({ $first } to { $last }) × { $dModel } channels, base { $base }, { $layout ->
    [interleaved] interleaved layout. Left columns
   *[concatenated] concatenated layout. The left columns of each half
  } (fast pairs) change from row to row; the right ones (slow pairs) barely change.

## <posenc-similarity> (web/src/widgets/similarity.js)

similarity-name = Heatmap of the cosine similarity of every pair of positions
similarity-profile-name = Plot of cosine similarity against the offset k: the measured row 0 and the closed form
similarity-profile-title = Similarity against the offset k = q − p (row p = 0)
similarity-key-line = closed form Σ cos(k·ωᵢ) / (d/2)
similarity-key-dots = row 0 of the matrix
similarity-note = Values are normalised: PE(p)·PE(q) divided by d_model / 2, the squared length of every code, so the diagonal is 1.
similarity-legend = cosine similarity
similarity-label = Similarity of the encodings of positions 0 to { $last } with each other (d-model { $dModel }): highest (1) on the diagonal, fading with distance in the same way in every row; smallest value { $min }.
similarity-x-title = position q: 0 … { $last } →
similarity-y-title = position p: 0 … { $last } →
similarity-cell = Positions { $p } and { $q } (offset { $offset }): dot product { $dot }, cosine { $cosine }
similarity-table-caption = Cosine similarity of positions 0 to { $last }
similarity-row-header = p { $p }
similarity-col-header = q { $q }
similarity-summary = Similarity of { $positions } positions, d-model { $dModel }, base { $base }. Every row is the same profile shifted: it depends only on the offset k. Cosine at k = 1: { $first }, at k = { $last }: { $atLast }.
# Axis titles drawn on the canvas: keep them short.
similarity-plot-x = offset k = q − p
similarity-plot-y = cosine
similarity-profile-label = Plot of cosine similarity against offset k from 0 to { $last }: the dots (measured row 0) lie on the line (closed form), falling from 1 and then oscillating, down to { $min }.

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

## The dials (web/src/render/dials.js), drawn on the rotation figure's canvas: keep them short

dials-index = i = { $index }
# $subscript is the pair's index in subscript digits (kω₃).
dials-angle = kω{ $subscript } = { $angle }
dials-turns = kω{ $subscript } = { $angle } ({ $turns } turns)
# The axes' names: the short names of cosine and sine, as in the formulas.
dials-cos = cos
dials-sin = sin

## <posenc-offset-head> (web/src/widgets/offset-head.js)

## <posenc-permutation> (web/src/widgets/permutation.js, permutation-rules.js)

## <posenc-order-lab> (web/src/widgets/order-lab*.js)
