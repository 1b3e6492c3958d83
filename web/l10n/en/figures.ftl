# The figures' strings: every text of the custom elements (web/src/widgets)
# and of their drawing helpers (web/src/render) that a learner reads or
# hears. Numbers arrive formatted for the locale (as strings); keep every
# { $variable } of a message. docs/translating.md says how to add a locale.

## Every figure (web/src/widgets/base.js)

figure-load-failed = The figure could not load its WebAssembly module: { $error }
figure-render-failed = The figure could not be drawn: { $error }

## Bad attribute values (web/src/widgets/attributes.js, schemas.js): the warnings
## under every figure, and the lines of the lesson's and the embed page's URL
## notices. $name is the attribute or URL parameter, $got the text given (put
## between the language's quotation marks), $values and $value a choice's
## words: all of them stay as typed in every language. The numbers arrive
## written for the locale.

attribute-number = { $name } must be { $integer ->
        [yes] an integer
       *[no] a number
    } from { $min } to { $max }; got "{ $got }", using { $value }.
attribute-number-step = { $name } must be { $integer ->
        [yes] an integer
       *[no] a number
    } from { $min } to { $max }, a multiple of { $step }; got "{ $got }", using { $value }.
attribute-choice = { $name } must be one of { $values }; got "{ $got }", using { $value }.
# Between the words of a list (a choice's words, the wave pairs).
attribute-list-separator = {", "}
attribute-text-long = { $name } is longer than { $max } characters; the rest is ignored.
attribute-list = { $name } must be up to { $count } integers from 0 to { $max }, separated by spaces or commas; got "{ $got }", ignoring it.
attribute-list-long = { $name } must be up to { $count } integers from 0 to { $max }, separated by spaces or commas in at most { $most } characters; got { $length } characters, ignoring it.
# The heatmap draws at most $cells values: it shows fewer positions.
heatmap-warning-cells = positions × d-model may be at most { $cells }; showing { $most } positions.
# Defaults of elements without the attribute, in the reader's language. The
# permutation figure reverses its words by default: they are best a sentence
# whose words reversed mean something else (the lesson's pair, in
# lesson.ftl's s1-order-demo-sentence). The offset head's text has 64 tokens
# (docs/translating.md, "Sentences and tokens").
permutation-default-sentence = the dog bit the man
offset-head-default-text = the dog that the man saw bit the cat , and the cat ran up the old tree by the river . the man called the dog back , but the dog sat under the tree and barked at the cat until the sun went down and the birds came home to the quiet river as the moon rose over the dark hills .

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

## The dials (web/src/render/dials.js), drawn on the rotation figure's canvas: keep them short

dials-index = i = { $index }
# $subscript is the pair's index in subscript digits (kω₃).
dials-angle = kω{ $subscript } = { $angle }
dials-turns = kω{ $subscript } = { $angle } ({ $turns } turns)
# The axes' names: the short names of cosine and sine, as in the formulas.
dials-cos = cos
dials-sin = sin

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
