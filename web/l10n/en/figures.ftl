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

# The toy vocabulary, shown and typed in the learner's language: one word per
# token of the model (same ids, same numbers in every locale). Each must be one
# word as the ask box reads it (letters, no spaces); Chinese words may be
# typed without spaces, and are then split by the longest words of this list.
order-lab-word-man = man
order-lab-word-woman = woman
order-lab-word-dog = dog
order-lab-word-cat = cat
order-lab-word-fox = fox
order-lab-word-bird = bird
order-lab-word-bites = bites
order-lab-word-sees = sees
order-lab-word-chases = chases
order-lab-word-likes = likes
order-lab-word-the = the
order-lab-word-a = a
order-lab-word-big = big
order-lab-word-small = small
order-lab-word-old = old
order-lab-word-today = today
# Two words or sentences one after the other: with a space between, or with
# none in a language written without spaces.
order-lab-join = { $before } { $after }
# The controls.
order-lab-position = Position signal
order-lab-position-none = none
order-lab-position-sinusoidal = sinusoidal (added)
order-lab-position-learned = learned table (added)
order-lab-position-rope = RoPE (rotated)
order-lab-mask = Mask
order-lab-mask-bidirectional = none (bidirectional)
order-lab-mask-causal = causal
order-lab-readout = Read-out
order-lab-readout-cls = [CLS] in front
order-lab-readout-last = last word
order-lab-readout-cls-end = [CLS] after the sentence
order-lab-layers = Layers
order-lab-train = Train
order-lab-pause = Pause
order-lab-continue = Continue
order-lab-train-again = Train again
order-lab-reset = Reset
order-lab-failed = Training paused: { $error } Press Continue to go on.
# The plots: their headings, their names before the first run, and the words drawn on them (keep those short).
order-lab-loss-title = Test loss
order-lab-accuracy-title = Test accuracy
order-lab-loss-name = Loss plot: the test loss at each training step; a dashed line marks the best possible without order, ln 2
order-lab-accuracy-name = Accuracy plot: the test and training accuracy at each training step; dashed lines mark the best possible without order, 50%, and chance, 1/6
order-lab-plot-x = training step
order-lab-plot-loss = loss
order-lab-plot-accuracy = accuracy
order-lab-rule-loss = best possible without order: ln 2 ≈ { $loss }
order-lab-rule-accuracy = best possible without order: { $half }
order-lab-rule-chance = chance: 1/{ $nouns }
# The key under the plots; $settings is order-lab-settings.
order-lab-key-this = this run: { $settings }
order-lab-key-previous = previous run: { $settings }
order-lab-key-training = this run on the trained noun pairs (dotted)
order-lab-key-blind = best possible without order ({ $half }), and chance (1/{ $nouns })
order-lab-key-chance = chance (1/{ $nouns })
# The test and training sets.
order-lab-test-set = { $task ->
    [agent] the { $count } "noun verb noun" sentences of unseen noun pairs
   *[filler] test sentences of { $length } words with unseen noun pairs
  }
order-lab-trained-set = { $task ->
    [agent] the { $count } sentences of trained noun pairs
   *[filler] sentences of { $length } words with trained noun pairs
  }
# What the test accuracy says of the model.
order-lab-verdict-learned = it has learned who does it
order-lab-verdict-memorised = it learns the training sentences, not the rule: far better on the trained noun pairs than on unseen ones
order-lab-verdict-blind = at most a coin toss between the two nouns, which a model blind to order cannot pass
order-lab-verdict-better = better than a coin toss, not yet right every time
order-lab-verdict-coin = no better than a coin toss on unseen noun pairs yet
# A run's settings; $layers is written for the locale, $count is the same number (for the plural).
order-lab-settings = { $position ->
    [none] no position signal
    [sinusoidal] sinusoidal position signal
    [learned] learned position signal
   *[rope] rope position signal
  }, { $mask ->
    [causal] causal mask
   *[bidirectional] bidirectional mask
  }, read out at { $readout ->
    [last] the last word
    [cls-end] { "[" }CLS] after the sentence
   *[cls] { "[" }CLS] in front
  }, { $layers } { $count ->
    [one] layer
   *[other] layers
  }
# The figure's summary, announced at a start, a pause and the end.
order-lab-summary-head = Order lab, { $settings }, task { $task ->
    [agent] agent
   *[filler] filler
  }.
order-lab-summary-running = { $head } Training: { $total } steps under way.
order-lab-summary-untrained = { $head } Not trained yet: press Train to run { $total } training steps.
# $why: blind when the model cannot see order and stays at a coin toss.
order-lab-summary = { $head } { $phase ->
    [running] Training:
    [paused] Paused after
   *[done] After
  } { $step } of { $total } steps: { $verdict }.{ $why ->
    [blind] { " " }Without position information this model sees each sentence as a set of words, so it must give "man bites dog" and "dog bites man" the same answer.
   *[other] { "" }
  }
order-lab-status = Step { $step } of { $total } · test accuracy { $accuracy } on { $testSet } · on trained pairs { $training } · test loss { $loss }
# A noun pair ("man–fox"), and the list of them.
order-lab-pair = { $first }–{ $second }
order-lab-pairs-two = { $first } and { $last }
order-lab-pairs-list-separator = ,{ " " }
order-lab-held-out = Held out of training, in both orders: { $pairs }.
# The runs of 20 seeds.
order-lab-seeds = Train 20 seeds
order-lab-seeds-running = Training 20 random starts…
order-lab-seeds-progress = Training 20 random starts… { $done }
order-lab-seeds-failed = The random starts stopped: { $error }
order-lab-seeds-counts = Over { $runs } random starts ({ $steps } steps each): { $reach95 } reach 95% on unseen pairs and { $past50 } pass 50%; median { $median } (from { $low } to { $high }); { $trainedAll } answer every trained sentence.
order-lab-strip-name = Strip of the test accuracy of each random start
order-lab-strip-label = Test accuracy on unseen noun pairs of { $runs } random starts (seeds 1 to { $runs }): { $values }{ $mine ->
    [yes] ; your run (seed { $seed }) is ringed, at { $accuracy }
   *[no] { "" }
  }.
order-lab-strip-yours = your run
# The plots' names after a run.
order-lab-loss-label = Loss plot: { $shown ->
    [yes] test loss from { $first } at step { $firstStep } to { $last } at step { $lastStep }
   *[no] no training yet
  }{ $blind ->
    [yes] ; a dashed line marks the best possible without order, ln 2 = { $chance }
   *[no] { "" }
  }{ $previous ->
    [none] .
   *[other] ; the previous run ({ $previous }) is drawn dashed.
  }
order-lab-accuracy-label = Accuracy plot: { $shown ->
    [yes] test accuracy (unseen noun pairs) from { $first } at step { $firstStep } to { $last } at step { $lastStep }, training accuracy (dotted) from { $trainingFirst } to { $trainingLast }
   *[no] no training yet
  }; { $blind ->
    [yes] dashed lines mark the best possible without order, { $half }, and chance, 1/{ $nouns }
   *[no] a dashed line marks chance, 1/{ $nouns }
  }{ $previous ->
    [none] .
   *[other] ; the previous run ({ $previous }) is drawn dashed.
  }
# The question box.
order-lab-ask-title = Ask the model who does it
order-lab-sentence-label = Sentence
order-lab-ask = Ask
order-lab-ask-unseen = Ask an unseen pair
order-lab-nouns-title = Probability of each noun
order-lab-attention-title = Attention of the read-out row
order-lab-attention-title-token = Attention of the read-out row ({ $token })
order-lab-reads-out = { $token } (reads out)
order-lab-skipped = The model reads words only: { $count ->
    [one] 1 punctuation mark or symbol
   *[other] { $marks } punctuation marks or symbols
  } left out, it was asked "{ $sentence }".
order-lab-problem-empty = Type a sentence first, for example "{ $example }".
order-lab-problem-long = The model reads at most { $max } words; this sentence has { $truncated ->
    [yes] more than { $count }
   *[no] { $count }
  }: nothing was asked.
order-lab-unknown-word = "{ $word }"
order-lab-problem-unknown = The model does not know { $shown }{ $more ->
    [0] { "" }
   *[other] { " " }and { $more } more
  }. It knows only these words: { $vocabulary }.
order-lab-unlike = This model was trained only on { $task ->
    [agent] "noun verb noun" sentences such as "{ $example }"
   *[filler] "noun verb noun" among filler words, at most { $length } words long
  }: this sentence is new to it, and its answer is a guess.
order-lab-unseen-pair = An unseen noun pair: the model never trained on it.
order-lab-trained-pair = A trained noun pair.
order-lab-answer = Who does it? The model answers "{ $answer }" (probability { $probability }).
order-lab-untrained = (Untrained: a guess.)
order-lab-attention-label = Attention of the read-out row ({ $token }) over the sentence: { $weights }.
order-lab-weight = { $token } { $weight }
# The split of the read-out scores.
order-lab-terms-title = Score of each word, split in four terms
order-lab-rotation-title = Score of each word, without and with the rotation
order-lab-term-wordWord = word·word
order-lab-term-wordPosition = word·position
order-lab-term-positionWord = position·word
order-lab-term-positionPosition = position·position
order-lab-term-without = without rotation
order-lab-term-rotation = rotation adds
order-lab-table-word = word
order-lab-table-score = score
order-lab-table-caption = Scores of the read-out row ({ $token }) before the softmax
order-lab-term-word = { $token } { $score } (mostly { $term })
order-lab-terms-text = Score of each word for the read-out row ({ $token }), before the softmax, as the sum of four terms: { $words }. The three terms that involve a position make up { $share } of the size of all terms{ $why ->
    [some] .
    [causal] : no position signal reaches these scores, but the first layer's causal mask does, since each word's row there mixed only the words up to it, so the word·word term can depend on the order.
   *[none] : the scores cannot depend on where a word stands.
  }
order-lab-rotation-word = { $token } { $without } → { $with }
order-lab-rotation-text = With RoPE nothing is added to the words: each query and key is turned by its position, so the four-term split does not apply. Score of each word for the read-out row ({ $token }), before the softmax, without the rotation → with it: { $words }. What the rotation adds, the part position makes, is { $share } of the size of both parts.
# Items of a list in the figure's sentences (the words of a sentence and their weights).
order-lab-list-separator = ,{ " " }
