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
