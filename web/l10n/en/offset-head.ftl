# The words of <posenc-offset-head> (see figures.ftl): a file of their own, so that an
# English page loads them with the element's code, not before its first figure.

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
