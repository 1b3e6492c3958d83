# The words of the lesson's figures below its first screens (web/lesson/figures/*.js
# that web/lesson/later-figures.js loads): a file of their own, so that an English
# page loads them with those figures, not before its first one.

# Between the numbers of a list ("0.841, 0.540, 0.0998"): a language that
# writes a decimal comma separates them otherwise.
ui-lesson-figure-separator = {", "}

# <lesson-addition>: a word's embedding plus its position code, as bars. $word is the sentence's word, as typed.
ui-addition-name = Bar charts: a word embedding plus its position code
ui-addition-no-repeat = No word appears twice in this sentence.
ui-addition-embedding = embedding of "{ $word }"
ui-addition-input = input at position { $p }
ui-addition-label = Two rows of three bar charts, { $bars } bars each, on one scale from { $lo } to { $hi }: the embedding of "{ $word }" plus PE({ $first }) equals its input at position { $first }; the same embedding plus PE({ $second }) equals its input at position { $second }.
ui-addition-summary = "{ $word }" has one embedding wherever it stands. Added to PE({ $first }) and to PE({ $second }), it gives two inputs that differ by up to { $gap } in a channel. The codes stay within ±1, the size of this model's embedding values: the word is still there, with its place written on top.

# <lesson-bug>: "spot the bug", a buggy encoding next to the correct one.
ui-bug-checked-name = Heatmap of the implementation to check: positions by channels
ui-bug-correct-name = Heatmap of the correct encoding: positions by channels
ui-bug-checked-title = This implementation
ui-bug-correct-title = Correct (the paper)
ui-bug-numbers-summary = Compare the two tables in numbers
ui-bug-numbers-note = Each pair of channels (a sine and a cosine) is a point on a circle. For every pair: the angle it turns by from one position to the next, averaged over the positions, and the range of sin² + cos² over the positions (1 when the pair stays on the circle).
ui-bug-numbers-region = Table: how each pair turns, in both tables
ui-bug-reveal = Reveal the bug
ui-bug-hide = Hide the answer
ui-bug-answer-exponent = The exponent uses the channel number c, 10000^(−c/d), instead of the pair number, 10000^(−2i/d). Sine and cosine of a pair no longer share a frequency, so a shift is no longer a rotation.
ui-bug-answer-multiply = It multiplies by 10000^(2i/d) instead of dividing. Later channels turn faster and faster instead of slower, so they look like noise at the scale of a sentence and nothing encodes coarse position.
ui-bug-answer-batch-axis = The encoding was indexed by the example in the batch instead of the position, so every position of a sentence gets the same row: the model is blind to order again.
ui-bug-answer-integer-exponent = The exponent 2i/d was computed by integer division, which gives 0 for every pair, so every frequency is 1: all the pairs turn by 1 radian a position, the same fast wave over and over. Nothing encodes coarse position, and positions 44 apart (7 turns and 0.02 radians) get almost the same code.
# Said after the answer ($answer) when the two tables agree, as they can at d_model 2.
ui-bug-same-tables = { $answer } Here, though, the two tables are the same: with d_model 2 there is only pair 0, whose frequency is 1 either way. A larger d_model (section 3) shows the bug.
ui-bug-checked-label = Heatmap of the implementation to check: { $positions } positions by { $dModel } channels.
ui-bug-correct-label = Heatmap of the correct encoding: { $positions } positions by { $dModel } channels.
ui-bug-x-title = channel 0 … { $last } →
ui-bug-y-title = position 0 … { $last } →
ui-bug-cell = Position { $p }, channel { $c }: { $value }
ui-bug-summary = Two heatmaps, { $positions } positions by { $dModel } channels: the implementation to check, and the correct encoding. "Compare the two tables in numbers" lists how each pair of channels turns in both.
ui-bug-col-pair = pair
ui-bug-col-checked-turn = this implementation: turn per position (rad)
ui-bug-col-length = its sin² + cos²
ui-bug-col-correct-turn = correct: turn per position (rad)
ui-bug-range = { $from } to { $to }
ui-bug-caption = How each pair turns over positions 0 to { $last }

# <lesson-fingerprint>: one position code as bars. $layout is interleaved or concatenated; $first is a list of numbers.
ui-fingerprint-name = Bar chart of one position code, one bar per channel
ui-fingerprint-x = channel
ui-fingerprint-label = Bars of the { $dModel } channels of PE({ $p }), channel 0 on the left, from −1 (down) to +1 (up).
ui-fingerprint-summary = PE({ $p }), { $dModel } channels, { $layout ->
    [interleaved] interleaved
   *[concatenated] concatenated
  }. First channels: { $first }. Last channel: { $last }.

# <lesson-naive-code>: a first-idea position code as a heatmap. $kind is index, fraction or binary;
# $count is the number of channels as a number (for the plural), $channels the same written for the locale.
ui-naive-code-name = Heatmap of a first-idea position code: positions by channels
ui-naive-code-index = The raw index: every channel of row p holds p. On the 0-to-1 scale of the other panels, everything from position 2 on is off the top; the last row holds { $last }, while word embeddings hold values around ±1.
ui-naive-code-fraction = Index divided by (length − 1): position 2 is coded { $code } in a { $positions }-word sentence.
ui-naive-code-fraction-compare = Index divided by (length − 1): position 2 is coded { $code } in a { $positions }-word sentence but { $other } in a { $compare }-word one.
ui-naive-code-binary = Binary digits, lowest bit in channel 0. Squared distance from 7 to 8: { $near }; from 8 to 9: { $far }. Neighbours are not equally far apart.
# A panel's title: $count is the number (for the plural), $n the same written for the locale.
ui-naive-code-words = { $count ->
    [one] { $n } word
   *[other] { $n } words
  }
ui-naive-code-positions = { $count ->
    [one] { $n } position
   *[other] { $n } positions
  }
ui-naive-code-legend = code value
ui-naive-code-legend-top = 1 and above
ui-naive-code-label = Heatmap of the { $kind ->
    [index] index
    [fraction] fraction
   *[binary] binary
  } code: { $positions } positions (rows) by { $channels } { $count ->
    [one] channel
   *[other] channels
  } (columns), values 0 to { $top }.
ui-naive-code-label-over = Heatmap of the { $kind ->
    [index] index
    [fraction] fraction
   *[binary] binary
  } code: { $positions } positions (rows) by { $channels } { $count ->
    [one] channel
   *[other] channels
  } (columns), values 0 to { $top }, drawn on a scale from 0 to 1, so every value above 1 has the top colour.
ui-naive-code-x-title = channel →
ui-naive-code-y-title = position 0 … { $last } →
ui-naive-code-cell = Position { $p }, channel { $c }: { $value }
ui-naive-code-caption = The { $kind ->
    [index] index
    [fraction] fraction
   *[binary] binary
  } code, { $positions } positions by { $channels } { $count ->
    [one] channel
   *[other] channels
  }
ui-naive-code-row = p { $p }
ui-naive-code-col = ch { $c }

# <lesson-precision>: the error of rounding the angle. $format is float16 or bfloat16 (a name, not translated);
# $verdict is bad, small or harmless.
ui-precision-name = Line plot of the largest error per position when the angle is rounded
ui-precision-x = position p
ui-precision-y = largest error
ui-precision-result = Largest error of any value over positions { $first } to { $last } when the angle is rounded to { $format }: { $error }. { $verdict ->
    [bad] Values lie in [−1, 1], so that is badly wrong.
    [small] Small, but enough to blur nearby positions.
   *[harmless] Harmless at these positions.
  }
ui-precision-label = Line plot of the largest error per position, { $format } angles, positions { $first } to { $last }.
ui-precision-summary = { $format }: largest error { $error } over positions { $first } to { $last } (d_model { $dModel }).

# <lesson-properties>: the three properties of the encoding, measured.
ui-properties-unique-name = Line plot of the distance from PE(p) to the code of every other position
ui-properties-histogram-name = Histogram of every value of the encoding table, from −1 to 1
ui-properties-norms-name = Line plot of the length of PE(p) for every position p
ui-properties-unique-term = Unique: distance from position p to every other position
ui-properties-unique-value = Smallest distance between any two of the { $positions } rows: { $distance }
# Two positions named together ("12 and 8"); a third is joined to the pair the same way.
ui-properties-and = { $first } and { $next }
ui-properties-unique-x = position q
ui-properties-nearest = Circled: q = { $near }, nearest to p = { $p } (distance { $distance }).
ui-properties-unique-label = Line plot of the distance from PE({ $p }) to PE(q) for q from 0 to { $last }: 0 at q = { $p }, smallest elsewhere at q = { $near } ({ $distance }).
# $verdict is one of the ui-property-words-* sentences.
ui-properties-past = (p = { $asked } is past the { $positions } positions shown: the plot uses p = { $p }.) { $verdict }
ui-properties-relative-term = Relative position: largest error of Mₖ·PE(p) against PE(p + k)
# $count is the number of pairs as a number (for the plural), $pairs the same written for the locale.
ui-properties-relative-meaning = Measured over { $pairs } { $count ->
    [one] pair
   *[other] pairs
  } (p, k) spread over the table: a shift is the same rotation everywhere, and the error is float32 rounding.
ui-properties-histogram-term = Bounded: every value of the table
ui-properties-histogram-value = Largest |value|: { $value }
ui-properties-histogram-x = value
ui-properties-histogram-y = % of values
ui-properties-histogram-label = Histogram of the { $values } values of the table, from −1 to 1 in { $bins } bins: none outside.
ui-properties-histogram-label-slow = Histogram of the { $values } values of the table, from −1 to 1 in { $bins } bins: none outside. Peaks near 0 and near +1.
ui-properties-histogram-meaning = Nothing falls outside [−1, 1], however far the position, so the code never outgrows the embedding it is added to.
ui-properties-histogram-meaning-slow = Nothing falls outside [−1, 1], however far the position, so the code never outgrows the embedding it is added to. The peaks near 0 and +1 are the slow pairs, which have barely turned over the { $positions } positions shown: their sines stay near 0 and their cosines near 1.
ui-properties-norms-term = Bounded: the length of every row
ui-properties-norms-value = Squared length { $length }
ui-properties-norms-range = Squared length { $low } to { $high }
ui-properties-norms-x = position p
ui-properties-norms-label = Line plot of the length of PE(p) for p from 0 to { $last }: flat at √(d_model / 2) = { $root }.
ui-properties-norms-meaning = Every row has the same length, √(d_model / 2) = { $root } (squared: { $squared }): each pair adds sin² + cos² = 1, and there { $count ->
    [one] is { $pairs } pair
   *[other] are { $pairs } pairs
  }.
ui-properties-summary = Measured for { $positions } positions, d_model { $dModel }, base { $base }: smallest distance { $distance }. { $verdict }

# <lesson-repeated>: the outputs of a sentence with a repeated word. $positional is yes or no (the switch);
# $word and $list are the sentence's words, as typed; $count is the number of words as a number
# (for the plural), $words the same written for the locale.
ui-repeated-name = Heatmap of the attention outputs, one row per word
ui-repeated-empty = No words to show.
ui-repeated-legend = output
ui-repeated-label = Heatmap of the attention outputs { $positional ->
    [yes] with
   *[no] without
  } positional encoding, one row per word ({ $list }), { $channels } columns.
ui-repeated-label-repeat = Heatmap of the attention outputs { $positional ->
    [yes] with
   *[no] without
  } positional encoding, one row per word ({ $list }), { $channels } columns; the two rows of "{ $word }" are outlined.
ui-repeated-x-title = output channel →
ui-repeated-y-title = word →
ui-repeated-cell = Position { $p } "{ $word }", channel { $c }: { $value }
ui-repeated-caption = Attention outputs, one row per word
ui-repeated-row = { $p }: { $word }
ui-repeated-no-repeat = No word appears twice in this sentence.
ui-repeated-summary-none = { $positional ->
    [yes] With
   *[no] Without
  } positional encoding: { $words } { $count ->
    [one] word
   *[other] words
  } × { $channels } output channels; no repeated word.
ui-repeated-col-gap = largest difference
ui-repeated-col-verdict = so the two copies are
ui-repeated-without = without positional encoding
ui-repeated-with = with positional encoding
ui-repeated-identical = identical
ui-repeated-different = different
ui-repeated-copies = The two copies of "{ $word }" (positions { $first } and { $second }), output against output
ui-repeated-summary = { $positional ->
    [yes] With
   *[no] Without
  } positional encoding: { $words } { $count ->
    [one] word
   *[other] words
  } × { $channels } output channels. The two copies of "{ $word }" differ by at most { $gap }: { $same ->
    [yes] identical, attention cannot tell them apart
   *[no] different, thanks to their positions
  }.

# <lesson-rope>: the RoPE score of a query and a key content at every pair of positions.
# $query and $key are the contents' names (A, B or C).
ui-rope-query-content = Query content
ui-rope-key-content = Key content
ui-rope-query-a = query A
ui-rope-query-b = query B
ui-rope-query-c = query C
ui-rope-key-a = key A
ui-rope-key-b = key B
ui-rope-key-c = key C
ui-rope-name = Heatmap of the RoPE score over query and key positions
ui-rope-legend = score q·k
ui-rope-label = Heatmap of the score of query { $query } and key { $key }, rotated to positions 0 to { $last }: query position m down, key position n across. Every diagonal has one colour: the score depends only on m − n.
ui-rope-x-title = key position n: 0 … { $last } →
ui-rope-y-title = query position m: 0 … { $last } →
ui-rope-cell = Query at { $m }, key at { $n } (offset { $offset }): score { $score }
ui-rope-summary = Scores of query { $query } and key { $key } at every pair of positions (d = 8, base { $base }): along every diagonal, where the offset m − n is the same, the score differs by at most { $spread } (float32 rounding). At offset 0 it is { $first }, at offset 3 { $third }.

# <lesson-same-turn>: the shift by k at two positions, p and q. $count is the number of dials or pairs as a number
# (for the plural), $dials or $pairs the same written for the locale; $all is yes when every pair is drawn.
ui-same-turn-name = Dials of the first pairs: each pair turns by k·ωᵢ
ui-same-turn-title = At p = { $p }: PE({ $p }) to PE({ $to })
ui-same-turn-pair = pair { $pair } by { $angle } rad
# $turns is a list of ui-same-turn-pair.
ui-same-turn-label = { $dials } { $count ->
    [one] dial
   *[other] dials
  } at p = { $p }: each pair turns by k·ωᵢ, { $turns }.
ui-same-turn-result = The same arcs at both positions, because one matrix does both shifts: Mₖ with k = { $k } turns PE({ $p }) into PE({ $pk }) (largest error { $a }) and PE({ $q }) into PE({ $qk }) (largest error { $b }).
ui-same-turn-summary = { $all ->
    [yes] All
   *[no] The first
  } { $pairs } { $count ->
    [one] pair
   *[other] pairs
  } at p = { $p } and at p = { $q }, shifted by k = { $k }: the points stand elsewhere, the arcs are the same.

# <lesson-shift>: Mₖ·PE(p) next to PE(p + k), channel by channel. $pk is p + k; $count is the number of
# channels listed as a number (for the plural), $listed the same written for the locale.
ui-shift-region = Table: Mₖ·PE(p) against PE(p + k)
ui-shift-col-channel = channel
ui-shift-caption = The first { $listed } of { $channels } channels, with k = { $k }
ui-shift-result = Largest difference between Mₖ·PE({ $p }) and PE({ $pk }) over all { $channels } channels: { $error }.
ui-shift-summary = Mₖ·PE({ $p }) next to PE({ $pk }), channel by channel, for the first { $listed } { $count ->
    [one] channel
   *[other] channels
  }.

# <lesson-waves>: the sine channel of a few pairs against the position. $count is the number of pairs as a
# number (for the plural), $pairs their numbers ("0, 2, 6").
ui-waves-name = Line plot of the sine channel of a few pairs against the position
ui-waves-x = position p
ui-waves-y = value
ui-waves-key = pair { $pair } (channel { $channel }, sine): wavelength { $wavelength } positions
# Between the lines of the key, in the summary.
ui-waves-key-separator = {"; "}
ui-waves-label = Line plot of the sine { $count ->
    [one] channel of pair
   *[other] channels of pairs
  } { $pairs } for positions 0 to { $last }.
# $lines is the key's lines (ui-waves-key): one pair, then several.
ui-waves-summary-one = Sine wave of pair { $pairs } over positions 0 to { $last }: { $lines }.
ui-waves-summary = Sine waves of pairs { $pairs } over positions 0 to { $last }: { $lines }. Higher pairs have longer wavelengths.

# The uniqueness verdict of <lesson-properties> (property-words.js). The tied pairs and their verb,
# said together: $adjacent is yes when the closest codes are neighbours (offset 1), else no;
# $family is how many pairs tie, as a number (for the plural), $pairs the same written for the locale;
# $apart is the offset.
ui-property-words-who = { $adjacent ->
    [yes] { $family ->
        [one] the one neighbouring pair
       *[other] all { $pairs } neighbouring pairs
    }
   *[no] every pair of positions { $apart } apart ({ $pairs } { $family ->
        [one] pair
       *[other] pairs
    })
  }
ui-property-words-tie = { $adjacent ->
    [yes] { $family ->
        [one] ties
       *[other] tie
    }
   *[no] ties
  }
# $who and $tie are the two messages above; $p and $q one of the tied pairs.
ui-property-words-collision = Near-collision: { $who }, such as { $p } and { $q }, { $tie } at this distance. Use more pairs, or fewer positions.
ui-property-words-collision-rounded = Near-collision: { $who }, such as { $p } and { $q }, { $tie } at this distance. { $rounded } Use more pairs, or fewer positions.
# $count is the number of channels that round alike, as a number (for the plural), $same the same written for the locale.
ui-property-words-rounded = Rounded to bfloat16, { $same } of their { $channels } channels { $count ->
    [one] becomes
   *[other] become
  } the same number.
ui-property-words-rounded-all = Rounded to bfloat16, { $same } of their { $channels } channels { $count ->
    [one] becomes
   *[other] become
  } the same number, and the codes coincide.
ui-property-words-close = Distinct, but close: { $who } { $tie } at this distance, a small fraction of the typical distance between codes.
ui-property-words-distinct = No two positions share a code. The closest are { $adjacent ->
    [yes] neighbours
   *[no] { $apart } apart
  }: { $who } { $tie } for closest, since the distance depends only on the offset.
