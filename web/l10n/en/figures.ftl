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

# Slider labels, the radio groups' legends and their choices.
offset-head-control-k = offset k
offset-head-control-scale = scale
offset-head-control-weight = position weight
offset-head-code = Position code
# The codes' names, also used in the label ("{ $code } code") and the summary.
offset-head-code-sinusoidal = sinusoidal
offset-head-code-index = index p
offset-head-code-binary = binary digits
offset-head-words = Words
offset-head-words-none = none
offset-head-words-add = added
offset-head-words-concat = concatenated
offset-head-name = Attention weights of a head that looks k positions back
offset-head-terms-title = The score, term by term (same colour scale)
# The four terms of the score (a word's embedding or a position's code, on the query's side and on the key's) and their sum: the small maps' captions.
offset-head-term-word-word = word·word
offset-head-term-word-position = word·position
offset-head-term-position-word = position·word
offset-head-term-position-position = position·position
offset-head-term-sum = sum
# Each small map's name before it is drawn, and once drawn; $term is a caption above or offset-head-term-sum-name.
offset-head-term-name = Map of the score term { $term } over query and key positions
offset-head-term-label = Map of { $term }: { $peaks } of { $rows } rows peak at p − { $k }.
offset-head-term-sum-name = their sum, the score
offset-head-terms-legend = score term
offset-head-legend = attention weight
offset-head-table-summary = Data table: where each row attends
offset-head-table-query = query p
offset-head-table-peak = attends most to q
offset-head-table-weight = weight at p − k
offset-head-table-outside = (outside)
offset-head-table-caption = Where each query position attends most (k = { $k })
# A position with its word, in the cell read and the summary.
offset-head-position-word = { $position } “{ $word }”
# $direction is back or ahead and $steps the size of k; $code a code's name above; $words is none, add or concat;
# $band is yes when every row attends most to p − k.
offset-head-label = Attention weights of a head that looks { $direction ->
    [ahead] { $steps } ahead
   *[back] { $steps } back
  }, { $code } code{ $words ->
    [add] { " " }with the words added
    [concat] { " " }with the words concatenated
   *[none] { "" }
  }, { $positions } positions: { $hits } of { $rows } rows put their largest weight at position p − { $k }{ $band ->
    [yes] , a diagonal band
   *[no] { "" }
  }.
offset-head-x-title = key position q: 0 … { $last } →
offset-head-y-title = query position p: 0 … { $last } →
# $query and $key are positions (a number, or offset-head-position-word); $target is yes at q = p − k;
# with $split yes (words added) the score's four terms follow.
offset-head-cell = Query { $query }, key { $key }{ $target ->
    [yes] { " " }(p − k)
   *[no] { "" }
  }: weight { $weight }, score { $score }{ $split ->
    [yes] { " " }= word·word { $wordWord } + word·position { $wordPosition } + position·word { $positionWord } + position·position { $positionPosition }
   *[no] { "" }
  }
# The summary: these sentences one after the other (each but the first starts with the space that separates it from the one before, where the language has one).
# $result is all, none or some: how many rows with a position k back (or ahead) attend most to it.
offset-head-verdict = { $result ->
    [all] Every row with a position { $direction ->
        [ahead] { $steps } ahead
       *[back] { $steps } back
      } attends most to it: { $hits } of { $rows }.
    [none] None of the { $rows } rows with a position { $direction ->
        [ahead] { $steps } ahead
       *[back] { $steps } back
      } attend most to it.
   *[some] Only { $hits } of the { $rows } rows with a position { $direction ->
        [ahead] { $steps } ahead
       *[back] { $steps } back
      } attend most to it.
  }
offset-head-apart = { " " }The words sit in channels of their own and the query and key read only the position channels, so the three terms that involve a word are 0.
offset-head-own-word = { " " }{ $hits } of { $rows } rows attend most to their own word.
# The sizes that decide a row with the sinusoidal code; $weighted is yes when the position weight is not 1.
offset-head-own-word-sizes = { " " }{ $hits } of { $rows } rows attend most to their own word: word·word at q = p scores { $low } to { $high }, and position·position{ $weighted ->
    [yes] { " " }(position weight { $weight })
   *[no] { "" }
  } peaks at { $peak } at p − k with { $beside } beside it.
# $map is exact (the sinusoidal code's M₋ₖ) or fit (least squares).
offset-head-settings = { " " }Code { $code }, query map { $map ->
    [exact] M₋ₖ (k = { $k })
   *[fit] the best single matrix (least squares)
  }, d-model { $dModel }, scale { $scale }{ $words ->
    [add] , words added
    [concat] , words concatenated
   *[none] { "" }
  }.
offset-head-code-text = { " " }Even the exact code for p − k as the query sends { $hits } of { $rows } rows there: this code's rows run from length { $low } to { $high }, and a dot product peaks at equality only among codes of one length (every sinusoidal row has length √(d/2)).
offset-head-fit = { " " }The map misses c(p − k) by { $miss } (relative).
offset-head-fit-zero = { " " }Every target c(p − k) is the zero vector, so the map's miss has no relative size.
offset-head-mark = { " " }Row { $row } attends most to { $peak }.
# A warning under the figure: the sentence's words do not fit the attention layer.
offset-head-warning-bytes = sentence: its words, repeated over { $positions } positions, take { $bytes } bytes, more than the { $max } the attention layer reads; the default text is shown instead.

## <posenc-permutation> (web/src/widgets/permutation.js, permutation-rules.js)

permutation-sentence = Sentence
permutation-positional = Add positional encoding
permutation-shuffle = Shuffle words
permutation-reverse = Reverse words
# The titles of the two lists of words.
permutation-original = Original
permutation-shuffled = Shuffled
# The three maps' names (before they are drawn) and titles.
permutation-name-original = Attention weights of the original sentence
permutation-name-shuffled = Attention weights of the shuffled sentence, put back in the original order
permutation-name-difference = Difference of the two attention maps
permutation-title-original = Attention, original sentence
permutation-title-shuffled = Attention, shuffled sentence, rows and columns put back
permutation-title-difference = Difference, first map minus second
permutation-legend = attention weight
permutation-legend-difference = difference of weights
# $map is original or shuffled (the shuffled sentence's map with its rows and columns put back in the original order).
permutation-label = Attention weights { $map ->
    [original] in the original sentence
   *[shuffled] in the shuffled sentence, put back in the original order
  }, { $words } words: row = the word that attends, column = the word attended to.
permutation-table-caption = Attention weights { $map ->
    [original] in the original sentence
   *[shuffled] in the shuffled sentence, put back in the original order
  } (rows sum to 1)
permutation-x-title = attended word →
permutation-y-title = attending word →
# $from and $to are permutation-word.
permutation-word = "{ $word }" (position { $position })
permutation-cell = { $from } attends to { $to }: weight { $weight }
# $blank is yes when the largest difference is under 0.0001.
permutation-difference-label = Difference of the two attention maps, word by word: largest { $largest }{ $blank ->
    [yes] , so the map is blank (all 0).
   *[no] .
  }
permutation-difference-cell = "{ $from }" attending to "{ $to }": difference { $difference }
permutation-difference-caption = Difference of the attention weights, original order
# $positional is on or off (the switch "Add positional encoding").
permutation-verdict = { $positional ->
    [off] Without positional encoding, shuffling the words only shuffles the outputs: max |Attn(PX) − P·Attn(X)| = { $residual } (rounding). The layer cannot tell the two orders apart.
   *[on] With positional encoding, the outputs change when the words move: max |Attn(PX) − P·Attn(X)| = { $residual }. Word order now matters.
  }
# $sentence and $shuffled are the words, separated by spaces.
permutation-summary = { $verdict } Sentence: { $sentence }; shuffled: { $shuffled }.
# Warnings under the figure.
permutation-warning-cut = The sentence has more than { $max } words; only the first { $max } are used, up to "{ $last }"; the rest is left out.
permutation-warning-short = The sentence needs at least 2 words; showing "{ $fallback }".
permutation-warning-order = permutation must list each of 0 to { $last } once (one per word); got "{ $given }", reversing the words instead.

## <posenc-order-lab> (web/src/widgets/order-lab*.js)
