# The words that the lesson's own scripts (web/lesson/*.js) and its own
# figures (web/lesson/figures/*.js) write into the page at run time: notices,
# verdicts, readouts, announcements. The page's prose is in lesson.ftl (put
# in at build time); the custom elements' words are in figures.ftl. Numbers
# arrive formatted for the locale (as strings); keep every { $variable }.

## Scripts of the page (web/lesson/*.js)

# A list of items (pair numbers, section numbers) is joined by this.
ui-list-separator = {", "}

# announce.js: said when a control changes only figures off screen.
# $figures is the number of figures, $sections the number of sections (both
# for the plural); $list the section numbers but the last, joined by
# ui-list-separator; $last the last one; $where is below, above or none.
ui-announce-figures = This changes the { $figures ->
    [one] figure
   *[other] figures
  } in { $sections ->
    [one] section { $last }
   *[other] sections { $list } and { $last }
  }{ $where ->
    [below] , below.
    [above] , above.
   *[none] .
  }

# channel-readout.js: under the heatmap, for the cell pointed at. $function is sin or cos.
ui-channel-readout = Channel { $channel } is the { $function ->
    [sin] sine
   *[cos] cosine
  } of pair i = { $pair }: ω = { $frequency } radians per position, wavelength { $wavelength } positions; at position { $position } the angle is { $angle } rad.

# main.js: notices at the top of the page. The lines that follow the URL
# notice name the settings and their values.
ui-main-url-notice = Some settings in this link could not be used, so defaults are shown instead:
ui-main-load-notice = The figures need WebAssembly, which could not be loaded:

# order-demo.js and order-words.js: section 1's verdicts under the outputs.
# $residual and $difference are numbers written for the locale.
ui-order-loading = Loading…
ui-order-same-order = This order is the same as the original one: pick another to compare.
ui-order-rows-same = Each word's output only moved to the word's new place: put back in the original order, the two outputs differ by at most { $residual }, which is rounding noise.
ui-order-rows-same-blind = Each word's output only moved to the word's new place: put back in the original order, the two outputs differ by at most { $residual }, which is rounding noise. Attention did not notice the new order.
ui-order-rows-differ = The outputs changed, not just moved: put back in the original order, they still differ by up to { $residual }. The order now matters.
ui-order-pooled-same = Averaged over the words, both sentences give the same vector (difference { $difference }): a model reading that average cannot tell the two sentences apart.
ui-order-pooled-differ = Averaged over the words, the two sentences give different vectors (difference { $difference }): the two meanings can now be told apart.

# play.js: said when Play stops. $p is the position.
ui-play-stopped = Stopped at position { $p }.

# veils.js: over a figure hidden until the prediction above it is answered; the quoted button is lesson.ftl's "Just show me".
ui-predictions-veil = The figures below stay hidden until you answer the question above, or choose “Just show me”.

## The URL notice's lines of the lesson's own checks of a link
## (web/lesson/state.js); its other lines are the figures' (figures.ftl, "Bad
## attribute values"). order and pairs are the link's parameters: they stay
## as they are; $got is the text given.

ui-state-order = order must name each word's place once (0 to { $last }); got "{ $got }", reversing the words instead.
ui-state-pairs = pairs names a pair more than once; got "{ $got }", using { $pairs }.

## The lesson's figures (web/lesson/figures/*.js)

# <lesson-outputs>: the toy attention outputs of a sentence and of its reordered words. $original and $reordered are the words, as typed.
ui-outputs-name = Two heatmaps of attention outputs, original and reordered, with a line joining the two rows of each word
ui-outputs-original = original order
ui-outputs-reordered = reordered
ui-outputs-legend = output
ui-outputs-label = Two heatmaps of attention outputs, { $rows } rows of { $values } values: original order ({ $original }) and reordered ({ $reordered }), with a line joining the two rows of each word.
ui-outputs-same = Rows joined by a line belong to the same word. Joined rows are identical (largest difference { $gap }): the outputs only moved.
ui-outputs-differ = Rows joined by a line belong to the same word. Joined rows differ by up to { $gap }: the outputs changed with the order.

