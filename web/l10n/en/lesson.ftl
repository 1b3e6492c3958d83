# The lesson's prose (web/index.html): one message per element with data-l10n-id.
# Named children (data-l10n-name) keep their place; maths stay as the page has them.
# docs/translating.md has the glossary and the rules for the markup.

## Shared: buttons used in many sections

skip-prediction = Just show me
check-answer = Check

## Page: title, header and settings

page-title = Where am I? Positional encoding, the last piece of attention
page-description =
    .content = An interactive lesson: why self-attention cannot see word order, and how sine and cosine positional encodings fix it.
page-skip = Skip to the lesson
page-module-name = Attention mechanism · lesson 6 of 6
page-theme-label = Theme
page-theme-auto = Follow the system
page-theme-light = Light
page-theme-dark = Dark

## Introduction and notices

intro-title = Where am I? Positional encoding
intro-lede =
    You know how attention lets every token look at every other token. This lesson asks what
    attention knows about the <em>order</em> of those tokens, and shows how a table of sines and
    cosines, added to the embeddings, supplies it.
intro-how =
    Before each demonstration you are asked to predict what it will show: one click, and a wrong
    guess teaches as much as a right one. "Just show me" skips the question.
    <span data-l10n-name="lms" data-lms-text="Your answers are kept by your course’s learning platform.">Your
    answers stay in this browser.</span>
intro-file-notice =
    This page cannot run when it is opened as a file: browsers refuse to load its module scripts
    from a <code data-l10n-name="code1">file://</code> address, so the figures stay blank. Serve
    it instead: run <code data-l10n-name="code2">npm start</code> in the repository and open the
    address it prints. Or open the single-file lesson,
    <code data-l10n-name="code3">posenc-lesson.html</code> (in the built
    <code data-l10n-name="code4">site/</code> folder), which works from a file.
intro-script-notice =
    The figures and questions of this lesson did not start: JavaScript is turned off, or the
    page's script was blocked or did not load. The single-file lesson,
    <code data-l10n-name="code1">posenc-lesson.html</code>, carries its script inline, which a
    web server with a strict Content-Security-Policy blocks: open that file directly from your
    disk instead, or publish the <code data-l10n-name="code2">site/</code> folder, which works
    under a strict policy.

## Contents

toc-title = In this lesson
toc-order = Attention is blind to order
toc-needs = What a position code needs
toc-sinusoids = Sines and cosines
toc-rotation = A shift is a rotation
toc-attend-back = A head that attends k words back
toc-properties = The promises, measured
toc-check = Check yourself
toc-takeaways = Takeaways
toc-further = <a data-l10n-name="link">Going further</a> (optional)

## Section 1: Attention is blind to order

s1-title = <span data-l10n-name="num">1</span> Attention is blind to order
s1-intro =
    Self-attention compares every token with every other through
    <math data-l10n-name="m1"></math>. Each score depends on two tokens' vectors and nothing
    else. What happens when the same words arrive in another order?
s1-predict-shuffle-question =
    <span data-l10n-name="tag">Predict</span> A layer reads "man bites dog", then "dog bites
    man", with no position information. Will any word's output vector change, beyond moving to
    the word's new place?
s1-predict-shuffle-all = Yes: every word's output changes
s1-predict-shuffle-moved = Only the words that moved change
s1-predict-shuffle-none = No: every word keeps its output; only the rows move
s1-predict-shuffle-why =
    A word's output is a score-weighted average of all the value vectors; reordering the words
    reorders that average's terms, not their values.
s1-order-demo-title = Try it
s1-order-demo-hint =
    A toy attention layer (fixed random weights, d<sub>model</sub> = 16) reads a sentence and
    the same words reordered. Type your own (Enter). Point at a cell of any map, or focus it and
    use the arrow keys, to read it.
s1-veil-note =
    .data-veil-note = Answer the prediction below to use this switch.
s1-pe-switch-label = <input data-l10n-name="input"> Add positional encoding
# The order demo's sentence, as the learner would type it: its words reversed
# must be the sentence of opposite meaning that s1-predict-shuffle-question and
# s1-equivariant quote (each Chinese character is one word of the demo).
s1-order-demo-sentence =
    .sentence = man bites dog
s1-reorder-legend = More ways to reorder
s1-move-first = Move the first word to the end
s1-swap-ends = Swap first and last
s1-outputs-title = The outputs, word by word
s1-outputs-lines =
    Each row is one word's output; a line joins a word's two rows, solid when identical, dashed
    when they differ.
s1-permutation-formula =
    For any permutation matrix <math data-l10n-name="m1"></math> reordering the rows of the
    input <math data-l10n-name="m2"></math>,
s1-equivariant =
    Self-attention is <em>permutation equivariant</em>. Anything that ignores order, such as the
    outputs' average, is then the same for "man bites dog" and "dog bites man", though they mean
    opposite things.
s1-causal =
    This holds <em>without a mask</em> and with a read-out that ignores order, as in BERT. A
    causal mask (each token sees only itself and earlier ones) breaks the symmetry:
    <a data-l10n-name="link">section 9</a>.
s1-predict-with-pe-question =
    <span data-l10n-name="tag">Predict</span> Now add to each word a vector that depends on its
    position. Shuffle again: will the outputs change?
s1-predict-with-pe-change = Yes: the outputs change, not only their order
s1-predict-with-pe-same = No: attention still treats the words as a set
s1-predict-with-pe-why =
    The same word now enters the layer as a different vector at each place. The switch above is
    now on.
s1-addition-demo-title = Adding the position
s1-addition-demo-text =
    "the" stands at positions 0 and 3 of "the dog saw the cat": one embedding plus two position
    codes makes two different inputs.
# The sentence of the two figures below: a word that occurs twice, named with its
# positions (counted from 0) in s1-addition-demo-text and s1-repeat-demo-text.
s1-addition-sentence =
    .sentence = the dog saw the cat
s1-repeat-demo-title = A repeated word
s1-repeat-demo-text =
    Without position information the two copies of "the" (outlined) enter and leave the layer as
    the same vector.
s1-pe-switch-repeat-label = <input data-l10n-name="input"> Add positional encoding
# The same sentence as s1-addition-sentence.
s1-repeat-sentence =
    .sentence = the dog saw the cat
s1-training-demo-title = Can training fix it?
s1-training-demo-text =
    A tiny transformer tries: one attention layer (d<sub>model</sub> = 16) reads noun, verb,
    noun, and a [CLS] token in front answers who does it. A uniform guess among six nouns is
    right one time in six; untrained, the model scores 0% to 50% over 20 random starts. Its test
    uses three noun pairs held out of training.
s1-predict-training-question =
    <span data-l10n-name="tag">Predict</span> Trained without position information, how far can
    its test accuracy climb?
s1-predict-training-learns = To 100%, given enough training
s1-predict-training-chance = Nowhere: it stays at 1 in 6
s1-predict-training-half = It can never pass 50%
s1-predict-training-why =
    By symmetry: without position information "man bites dog" and "dog bites man" are the same
    set of words, so they get one answer, right for one, wrong for the other. 50% is a ceiling,
    not chance: the best a model blind to order can do, with a loss of at least ln 2 ≈ 0.693. A
    run may stop below it.
s1-order-lab-reveal-hint =
    It trains when you reach it; then choose "sinusoidal (added)", press Train, and try "Train
    20 seeds": one run can land anywhere.
s1-order-lab-result =
    Over 20 random starts of the lab's 200 steps, none passes 50% without a signal; with the
    sinusoidal one, 19 reach 95% on the held-out pairs. The score table uses the four terms of
    <a data-l10n-name="link">section 5</a>; [CLS], always at position 0, has word and position
    query terms that cannot be told apart.

## Section 2: What a position code needs

s2-title = <span data-l10n-name="num">2</span> What a position code needs
s2-intro =
    The fix is to give each token a second vector that says where it stands, and add it to the
    token's embedding. Before picking one, list what it must do:
s2-unique = <strong>Unique:</strong> no two positions share a code.
s2-deterministic = <strong>Deterministic:</strong> the same position always gets the same code.
s2-bounded =
    <strong>Bounded:</strong> values stay in a fixed range however long the text, so they never
    drown the word embedding.
s2-same-distance = <strong>Same distance everywhere:</strong> position 5 to 7 looks like 50 to 52.
s2-any-position =
    <strong>Defined for any position:</strong> the rule gives a code however far the text goes.
    (Whether a trained model copes with longer texts is a separate question:
    <a data-l10n-name="link">section 9</a>.)
s2-three-ideas =
    Three first ideas, each failing one point. Rows are positions, columns are channels, and all
    three share one colour scale, from 0 to 1.
s2-caption-index =
    <strong>The index itself</strong> (0, 1, 2, …). Unique, but <em>unbounded</em>: from
    position 2 on it is off the scale, and position 500 gets 500, hundreds of times the
    embedding values it is added to.
s2-caption-fraction =
    <strong>Index divided by (length − 1)</strong>. Bounded in [0, 1], but position 2 gets 2/4 =
    0.5 in a 5-word sentence and 2/9 ≈ 0.22 in a 10-word one: the <em>same position gets
    different codes</em>.
s2-caption-binary =
    <strong>Binary digits.</strong> Bounded and unique, but 7 → 8 flips four bits while 8 → 9
    flips one: <em>distance is uneven</em>. Keep the picture in mind: the low bits flip fast,
    the high bits slowly.

## Section 3: Sines and cosines

s3-title = <span data-l10n-name="num">3</span> Sines and cosines
s3-intro =
    The transformer paper (<a data-l10n-name="link">Vaswani et al., 2017</a>, section 3.5) keeps
    the binary counter's idea, fast channels and slow channels, but makes every channel a smooth
    wave. Channels come in pairs; pair <math data-l10n-name="m1"></math> is a sine and a cosine
    of the same frequency <math data-l10n-name="m2"></math>:
# The word before the range of i under the formula of PE ("for 0 ≤ i < d/2").
s3-formula-for = for
s3-pe-row =
    The vector <math data-l10n-name="m1"></math>, one row of this table, is added to the
    embedding of the token at position <math data-l10n-name="m2"></math>.
s3-predict-fast-question =
    <span data-l10n-name="tag">Predict</span> Draw the table with one row per position and one
    column per channel. Which channels change the most from one row to the next?
s3-predict-fast-first = The first channels (small i)
s3-predict-fast-last = The last channels (large i)
s3-predict-fast-same = All change at the same rate
s3-predict-fast-why =
    Pair <math data-l10n-name="m1"></math> turns by <math data-l10n-name="m2"></math> radians
    from one position to the next: 1 radian for pair 0, then less and less.
s3-sin-demo-title = Explore the table
s3-sin-demo-hint = These settings are shared by sections 3, 4 and 6.
s3-d-model-label = d<sub>model</sub> (channels)
s3-positions-label = Positions shown
s3-base-label = Base (10000 in the paper)
s3-layout-legend = Channel layout
s3-layout-interleaved-label = <input data-l10n-name="input"> Interleaved: sin, cos, sin, cos, …
s3-layout-concatenated-label =
    <input data-l10n-name="input"> Concatenated: all sines, then all cosines
s3-heatmap-reveal-hint = Page Up/Down jump along a row, Home/End go to its ends.
s3-channel-readout = Point at a cell to see its pair, frequency and wavelength.
s3-wavelengths =
    Early pairs turn fast and tell neighbours apart; late pairs turn slowly and tell the
    beginning of a long text from its end, like the second, minute and hour hands of a clock.
    The wavelengths <math data-l10n-name="m1"></math> grow geometrically from
    <math data-l10n-name="m2"></math> (about 6.3 positions) up to
    <math data-l10n-name="m3"></math>: <span data-l10n-name="slowest-wavelength">47,117</span>
    positions at d<sub>model</sub> = <span data-l10n-name="d">64</span> and base
    <span data-l10n-name="base">10,000</span>, just under 2π · base =
    <span data-l10n-name="paper-wavelength">62,832</span> (the paper's "10000 · 2π").
s3-layouts-aside =
    Layouts differ: the paper, PyTorch's tutorial and Keras interleave the pairs; the TensorFlow
    tutorial puts all the sines first, then all the cosines. The same numbers, the columns in
    another order: a model does not mind, as long as training and use agree. tensor2tensor also
    spaces its frequencies differently (exponent <math data-l10n-name="m1"></math> instead of
    <math data-l10n-name="m2"></math>), so its table is not exactly a reordering of the paper's.
    With an odd d<sub>model</sub> this library ends on a sine.
s3-waves-demo-title = Each channel is a wave
s3-waves-demo-text = Pick pairs to plot against the position.
s3-wave-pairs-label = Pairs to plot (up to four numbers, separated by spaces)
s3-fingerprint-demo-title = The fingerprint of one position
s3-fingerprint-demo-text = One row of the table, drawn as bars: every position has its own pattern.
s3-position-label = Position p
s3-models-title = Does every transformer use this table?
s3-models-text =
    No: learned tables (BERT, GPT-2), rotated queries and keys (RoPE) and distance penalties
    (ALiBi) are common too (<a data-l10n-name="link">section 9</a>). The sinusoidal table shows
    most plainly what each of them has to provide.

## Section 4: A shift is a rotation

s4-title = <span data-l10n-name="num">4</span> A shift is a rotation
s4-intro =
    Why a sine <em>and</em> a cosine? Together they make a point on a circle: pair
    <math data-l10n-name="m1"></math> of <math data-l10n-name="m2"></math> is the point at angle
    <math data-l10n-name="m3"></math>. Moving from position <math data-l10n-name="m4"></math> to
    <math data-l10n-name="m5"></math> turns it by the angle <math data-l10n-name="m6"></math>:
s4-matrix =
    Stack one such block per pair and you get a matrix <math data-l10n-name="m1"></math> with
    <math data-l10n-name="m2"></math>. (The minus sign sits below the diagonal because the pair
    is written sine first.)
s4-predict-matrix-question =
    <span data-l10n-name="tag">Predict</span> Does <math data-l10n-name="m1"></math> depend on
    the position <math data-l10n-name="m2"></math>, or only on the offset
    <math data-l10n-name="m3"></math>?
s4-predict-matrix-k = Only on k: one matrix serves every position
s4-predict-matrix-p = On p too: each position needs its own matrix
s4-predict-matrix-why =
    Look at the block: it holds <math data-l10n-name="m1"></math> and
    <math data-l10n-name="m2"></math>, and no <math data-l10n-name="m3"></math>. Below, the one
    matrix shifts two positions 50 apart.
s4-same-turn-demo-title = The same turn at two positions
s4-same-turn-demo-text =
    "Three words back" is therefore one linear map wherever you are in the text. The paper's
    authors chose the sinusoids because they <em>hypothesised</em> that this would let a model
    easily learn to attend by relative position; it is a design argument, not a measured result.
s4-rotation-demo-title = Shift a position
s4-position-label = Position p
s4-offset-label = Offset k
s4-play = Play: walk through positions
s4-dials =
    Each dial is one pair. Fast pairs (first) swing far, slow pairs (last) barely move, and
    moving p turns both dots together without changing the arc.
s4-shift-title = Check it channel by channel
s4-predict-nearest-question =
    <span data-l10n-name="tag">Predict</span> Apart from <math data-l10n-name="m1"></math>
    itself, which position has the code most similar to <math data-l10n-name="m2"></math>,
    measured by the dot product?
s4-predict-nearest-both = Its two neighbours, p − 1 and p + 1, equally
s4-predict-nearest-next = Only p + 1, the next position
s4-predict-nearest-far = A position far away
s4-predict-nearest-why =
    Rotations keep lengths and angles, so the dot product of two codes depends only on their
    offset, and since <math data-l10n-name="m1"></math>, the offsets
    <math data-l10n-name="m2"></math> and <math data-l10n-name="m3"></math> give the same value.
    The neighbours on both sides tie: the dot product tells how far apart two positions are, not
    which comes first. (The full vectors still know the direction, since
    <math data-l10n-name="m4"></math> and <math data-l10n-name="m5"></math> differ.)
s4-similarity-demo-title = Similarity depends on the distance only
s4-similarity-demo-text =
    So the table of all dot products has the same value along every diagonal, and its profile
    falls off, with ripples, as the distance grows.

## Section 5: A head that attends k words back

s5-title = <span data-l10n-name="num">5</span> A head that attends k words back
s5-intro =
    A head's query and keys are linear maps of its input, and section 4 found one from the code
    here to the code <math data-l10n-name="m1"></math> positions back:
    <math data-l10n-name="m2"></math>. So give a head the query
    <math data-l10n-name="m3"></math> and the key <math data-l10n-name="m4"></math>. Its score
    is
s5-peak = and every cosine peaks at <math data-l10n-name="m1"></math>.
s5-predict-head-question =
    <span data-l10n-name="tag">Predict</span> At position 50 of a text 64 words long, will the
    same two matrices make the head attend most to position <math data-l10n-name="m1"></math>?
s5-predict-head-yes = Yes, as at every position
s5-predict-head-start = No: they only work near the start
s5-predict-head-own = No: position 50 needs matrices of its own
s5-predict-head-why =
    The score depends on <math data-l10n-name="m1"></math> and <math data-l10n-name="m2"></math>
    only through <math data-l10n-name="m3"></math>: every row is the same profile, shifted. Row
    50 is outlined below.
s5-head-demo-title = One head, one band
s5-head-demo-rows = Each row is a query position; its brightest cell is where it attends.
s5-four-terms =
    Add the words, <math data-l10n-name="m1"></math>: the score splits into four terms,
    word·word, word·position, position·word and position·position. The band, in the last, rises
    little above its neighbours, while word·word is large at <math data-l10n-name="m2"></math>
    (the figure prints the sizes): for <math data-l10n-name="m3"></math> the hand-built head
    fails, and many rows attend to their own word.
s5-keep-band =
    A head keeps its band if it reads position apart from the word: concatenate the two instead
    of adding, so its projections read the position channels alone, or raise the position weight
    until the band outgrows the words.
s5-other-codes =
    With the index or binary code, no matrix turns the code for
    <math data-l10n-name="m1"></math> into the code for <math data-l10n-name="m2"></math>, and
    even that exact code misses: a dot product peaks at equality only among codes of one length,
    like the sines' <math data-l10n-name="m3"></math>. At <math data-l10n-name="m4"></math> they
    send none of the 61 rows to <math data-l10n-name="m5"></math>.

## Section 6: The promises, measured

s6-title = <span data-l10n-name="num">6</span> The promises, measured
s6-intro =
    Of section 2's five promises, two hold by the formula itself (deterministic, defined for any
    position); the module measures the other three on the table of section 3. Two identities do
    most of the work:
s6-predict-collision-question =
    <span data-l10n-name="tag">Predict</span> Shrink d<sub>model</sub> to 2, a single
    sine–cosine pair, and show 1,024 positions. Do all 1,024 positions still get clearly
    different codes?
s6-predict-collision-far = Yes: every two codes are far apart
s6-predict-collision-near = Almost: every two codes differ, but some nearly coincide
s6-predict-collision-equal = No: some two positions get exactly the same code
s6-predict-collision-why =
    With one pair, every code is a point on one circle, position
    <math data-l10n-name="m1"></math> at the angle <math data-l10n-name="m2"></math> radians. No
    two whole numbers of radians land on exactly the same point (π is irrational), but 1,024
    points on one circle must crowd, and since the distance depends only on the offset, they
    crowd in families: every pair of positions
    <span data-l10n-name="collision-offset">710</span> apart
    (<span data-l10n-name="collision-count">314</span> pairs) is
    <span data-l10n-name="collision-distance">6.0 × 10⁻⁵</span> apart, and
    <span data-l10n-name="collision-near">1,652</span> pairs are within 0.01. More pairs fix it:
    at d<sub>model</sub> = 8 the closest two codes are
    <span data-l10n-name="d8-distance">0.65</span> apart.
s6-show-collision = Show it: d_model 2, 1,024 positions
s6-undo-collision = Back to d_model 64, 128 positions

## Section 7: Check yourself

s7-title = <span data-l10n-name="num">7</span> Check yourself
s7-intro =
    Eight questions on the whole lesson. Answer from memory first; each answer links back to its
    section. Several are computed for your current settings.
    <span data-l10n-name="lms" data-lms-text="Your answers are kept by your course’s learning platform, which also records your score;">Your
    answers stay in this browser;</span> "Clear my answers", at the foot of the page, forgets
    them.
s7-q-training-question =
    <span data-l10n-name="num">1</span> A model with one attention layer, no mask and no
    position information is trained, for as long as you like, to say who does it in sentences
    such as "dog bites man". At best, how many of the test sentences can it get right?
s7-q-training-all-feedback =
    .data-feedback = More training changes the weights, not what the model sees: without a position signal, “dog bites man” and “man bites dog” are the same set of words to it.
s7-q-training-all = All of them, given enough training
s7-q-training-most-feedback =
    .data-feedback = Nouns do have habits, but both sentences of a pair hold the same nouns, so any habit that helps one sentence hurts the other.
s7-q-training-most = A little more than half: it learns which nouns tend to come first
s7-q-training-half = Half: "dog bites man" and "man bites dog" get the same answer
s7-q-training-why =
    The two sentences of each pair are the same set of words to the model, so they get the same
    output, right for one and wrong for the other. More training changes the weights, not what
    the model can see: without a position signal the order lab never passes 50%.
s7-q-mask-question =
    <span data-l10n-name="num">2</span> Which of these can pick up word order with no positional
    encoding at all?
s7-q-mask-causal = A decoder with a causal mask (each token sees only itself and earlier ones)
s7-q-mask-unmasked-feedback =
    .data-feedback = Without a mask every token sees every other: reordering the input only reorders the outputs, and the average undoes even that.
s7-q-mask-unmasked = Unmasked self-attention followed by an average
s7-q-mask-neither-feedback =
    .data-feedback = True of unmasked attention; but a causal mask lets each position see a different number of tokens, and that difference is itself a position signal.
s7-q-mask-neither = Neither: without a position code, order is always lost
s7-q-mask-why =
    A causal mask gives each position a different set of tokens to see, and that difference is a
    position signal: with two causal layers, section 9's lab learns order from it with no
    position code (Haviv et al., 2022, in miniature).
s7-q-wavelength-question =
    <span data-l10n-name="num">3</span> With the settings of section 3 (d<sub>model</sub> =
    <span data-l10n-name="d">64</span>, base <span data-l10n-name="base">10,000</span>), how
    many positions long is one wave of pair 1?
s7-q-wavelength-answer-label = Wavelength, in positions <input data-l10n-name="input">
s7-q-wavelength-why =
    A wave of pair <math data-l10n-name="m1"></math> is <math data-l10n-name="m2"></math>
    positions long, and <math data-l10n-name="m3"></math>, so here
    <span data-l10n-name="wavelength">8.38</span> positions. (Pair 0's is always 2π ≈ 6.28.)
s7-q-matrix-question =
    <span data-l10n-name="num">4</span> Which matrix turns <math data-l10n-name="m1"></math>
    into <math data-l10n-name="m2"></math>?
s7-q-matrix-one = M₃, the same for every position p
s7-q-matrix-each-feedback =
    .data-feedback = A shift looks as if it should depend on where it starts, but each pair turns by the same angle 3ωᵢ from any position, so one matrix serves them all.
s7-q-matrix-each = A different matrix for each position p
s7-q-matrix-none-feedback =
    .data-feedback = Sines and cosines are not linear in p, but the shift is: the angle-addition formulas make PE(p + 3) a rotation of PE(p).
s7-q-matrix-none = None: a shift is not a linear map of the code
s7-q-matrix-why =
    M₃ turns pair <math data-l10n-name="m1"></math> by <math data-l10n-name="m2"></math>,
    whatever <math data-l10n-name="m3"></math> is: one block-diagonal rotation for every
    position.
s7-q-direction-question =
    <span data-l10n-name="num">5</span> What can a layer read from the dot product
    <math data-l10n-name="m1"></math> alone?
s7-q-direction-both-feedback =
    .data-feedback = The dot product adds up cosines of (q − p)ωᵢ, and a cosine is the same for an offset and its opposite, so which comes first is lost.
s7-q-direction-both = How far apart p and q are, and which comes first
s7-q-direction-distance = How far apart p and q are, but not which comes first
s7-q-direction-neighbours-feedback =
    .data-feedback = It says more than that: the dot product falls smoothly as two positions move apart, so it tells how far, not only whether they touch.
s7-q-direction-neighbours = Only whether p and q are neighbours
s7-q-direction-why =
    The dot product is <math data-l10n-name="m1"></math>, the same for an offset and its
    opposite: a distance, not a direction, and it varies smoothly, so it says more than
    "neighbour or not".
s7-q-norm-question =
    <span data-l10n-name="num">6</span> At d<sub>model</sub> =
    <span data-l10n-name="d">64</span>, what is the squared length
    <math data-l10n-name="m1"></math> of the code of position 500?
s7-q-norm-answer-label = Squared length <input data-l10n-name="input">
s7-q-norm-why =
    Each pair contributes <math data-l10n-name="m1"></math>, at every position:
    <span data-l10n-name="pairs">32</span> pairs give <span data-l10n-name="norm">32</span> (the
    module measures <span data-l10n-name="measured-norm">32</span>).
s7-q-bug-question =
    <span data-l10n-name="num">7</span> Spot the bug. The left table comes from an
    implementation with one mistake; the right one is the paper's. What went wrong?
s7-q-bug-exponent-feedback =
    .data-feedback = That mistake steps the frequencies by channel instead of by pair, but slow channels would still be slow; here the right-hand channels are the fastest.
s7-q-bug-exponent = The exponent uses the channel number c instead of the pair number i
s7-q-bug-multiply = The position is multiplied by 10000<sup>2i/d</sup> instead of divided by it
s7-q-bug-batch-feedback =
    .data-feedback = Indexing by the example would give every row the same code, so the rows would not change at all; here they change fast.
s7-q-bug-batch = The code is indexed by the example in the batch instead of the position
s7-q-bug-layout-feedback =
    .data-feedback = The concatenated layout reorders channels but keeps each one smooth; here the right-hand channels look like noise, which no reordering explains.
s7-q-bug-layout = Nothing: it is the concatenated layout
s7-q-bug-why =
    In the paper's table the right-hand channels are slow, so they change little from row to
    row. In the left table they are the fastest of all and look like noise: their frequencies
    grow with <math data-l10n-name="m1"></math> instead of shrinking, which is what multiplying
    by <math data-l10n-name="m2"></math> does. A concatenated layout would show smooth columns,
    only in another order.
s7-q-length-question =
    <span data-l10n-name="num">8</span> A model was trained with sinusoidal encodings on texts
    of up to 512 tokens. What happens on a text of 2,000 tokens?
s7-q-length-works-feedback =
    .data-feedback = The formula gives every position a code, but the model only learned to use the codes it saw in training; measured, it gets worse past that length.
s7-q-length-works = It works as well: the formula gives a code for every position
s7-q-length-degrades =
    Each position gets a code, but the model never saw most of them: it usually gets worse
s7-q-length-fails-feedback =
    .data-feedback = That is true of a learned table of 512 rows, not of the formula: sines and cosines give a code for any position.
s7-q-length-fails = It cannot run: positions past 512 have no code
s7-q-length-why =
    The formula is defined for any position, but a trained model only learned to use the codes
    it saw; measured, sinusoidal models degrade soon past their training length (Press et al.,
    2021), and so does the order lab's toy model (section 9). A learned table is the one with no
    row at all past its end.

## Section 8: Takeaways

s8-title = <span data-l10n-name="num">8</span> Takeaways
s8-takeaway-1 =
    Self-attention without a mask treats its input as a set: reorder the tokens and the outputs
    are only reordered, and no amount of training changes that: the order lab's model without
    position information stops at 50%, the best possible without order. (With two causal layers,
    order comes back without a position code.)
s8-takeaway-2 =
    Adding a position vector to each embedding makes order visible: the same word becomes a
    different input at a different place.
s8-takeaway-3 =
    Sines and cosines of geometrically spaced frequencies give every position a unique, bounded
    code, computed rather than learned, by a formula defined for any position. How a trained
    model copes with positions past its training texts is a separate question; measured,
    sinusoidal models get worse there (the order lab's <a data-l10n-name="link">length
    experiment</a>).
s8-takeaway-4 =
    A shift by <math data-l10n-name="m1"></math> is a rotation <math data-l10n-name="m2"></math>
    that does not depend on the position, so the similarity of two codes depends on their
    distance, not their direction. The paper hypothesised that this makes relative positions
    easy for a layer to learn.
s8-takeaway-5 =
    Real models also learn their position table (BERT, GPT-2), rotate queries and keys (RoPE) or
    penalise distance in the scores (ALiBi).
s8-next =
    <strong>Next lesson:</strong> putting it together. Attention, plus the position-encoded
    embeddings, plus residual connections and layer normalisation, make one transformer block.
s8-further-reading-title = Further reading
s8-reading-1 =
    Vaswani et al., <a data-l10n-name="link">"Attention Is All You Need"</a> (2017), section
    3.5.
s8-reading-2 =
    Hugging Face blog, <a data-l10n-name="link">"You could have designed state of the art
    positional encoding"</a>.
s8-reading-3 =
    Serrano.Academy, "How do Transformer Models keep track of the order of words? Positional
    Encoding" (video, on YouTube).
s8-reading-4 = "Positional Encoding Explained", The Deep Hub (on Medium).
s8-reading-5 =
    Press et al., <a data-l10n-name="link">"Train Short, Test Long: Attention with Linear Biases
    Enables Input Length Extrapolation"</a> (2021).
s8-reading-6 =
    Haviv et al., <a data-l10n-name="link">"Transformer Language Models without Positional
    Encodings Still Learn Positional Information"</a> (2022).
s8-reading-7 =
    Su et al., <a data-l10n-name="link">"RoFormer: Enhanced Transformer with Rotary Position
    Embedding"</a> (2021).

## Section 9: Going further

s9-title =
    <span data-l10n-name="num">9</span> Going further
    <span data-l10n-name="badge">optional</span>
s9-length-title = Longer than the training texts
s9-length-formula =
    The formula gives a code for position 10,000 as easily as for position 10. A trained model,
    though, has only learned to use the codes it met in training. <a data-l10n-name="link">Press
    et al. (2021, Figure 1)</a> trained language models on inputs of one length and tested them
    on longer ones: with sinusoidal encodings the results got worse soon after the training
    length; rotary embeddings and T5's relative bias held on somewhat longer and also degraded;
    their distance penalty, ALiBi, did not. A learned table has no row at all past its last
    position. "Defined for any position" is true of the formula, not of the model.
s9-length-lab =
    The order lab measures the same thing at toy scale. Its second task hides noun, verb, noun
    among filler words ("the big dog today bites a man"); the model trains on sentences of 3 to
    8 words and is then tested on longer ones. Test accuracy, in percent, by sentence length:
s9-length-scroll-hint = Scroll the table sideways for longer sentences →
s9-length-table-caption = Test accuracy (%) by sentence length
s9-length-table-position-signal = Position signal
s9-length-row-none = none
s9-length-row-sinusoidal = sinusoidal
s9-length-row-learned = learned
s9-length-row-rope = RoPE
s9-length-table-settings =
    Task filler, d<sub>model</sub> = 16, bidirectional mask, 1,000 training steps on sentences
    of 3 to 8 words; 256 test sentences per length; mean over random starts (seeds) 1 to 10.
    Lengths 3 to 8 were trained on.
s9-length-run = Run it again here: train the four signals
s9-length-progress =
    .aria-label = Training progress
s9-length-result =
    All three signals are perfect on the lengths they trained on. The learned table drops as
    soon as the sentences are longer: from position 9 on it has no trained row, so the model
    gets nothing there and cannot place the words. The sinusoidal and rotary signals give every
    position a code and hold on for a few more words, then degrade too: at 16 words, twice the
    training length, they are right about four times in five. Without a signal the model stays
    near 50% at every length. A toy model is not a language model, but the shape is the one
    Press et al. measured: a code for every position does not make a model that works at every
    position.
s9-causal-lab-title = A causal mask: order without a position code
s9-causal-one-layer =
    This lab has no position signal and a causal mask, and it learns. But look at what teaches
    it. With one layer, only where the read-out sits carries order. The answer is read out at
    the last word, which under a causal mask sees every word: the mask hides nothing from it.
    But in noun, verb, noun the last word is always the second noun, so the read-out knows which
    noun is last, and the answer is the other one. It learns the sentences rather than the rule,
    though: over 20 random starts of 200 steps all 20 answer every trained sentence, but on the
    three held-out noun pairs the median is 67% (from 17% to 100%).
s9-causal-two-layers =
    Now set the read-out to "[CLS] after the sentence" and the layers to 2. With two causal
    layers and a [CLS] read out after the sentence, order comes back with no position signal:
    the second layer tells the nouns apart by what each could see. In the first layer each word
    sees only the words up to it, so the first noun has seen only itself and the second noun the
    whole sentence. Over 20 random starts all 20 answer every trained sentence, and 19 reach 95%
    on the held-out pairs (the lowest 83%). This is <a data-l10n-name="link">Haviv et al.
    (2022)</a> in miniature: language models trained with no position encoding still learn
    positions. Then set the mask to none: unmasked layers stay blind, at one layer or two, since
    every word sees the same set. Over the same 20 starts none passes 50%, and swapping the
    nouns changes the answer's probabilities by float rounding only.
s9-precision-demo-title = Precision: big positions need careful arithmetic
s9-precision-demo-text =
    The angle <math data-l10n-name="m1"></math> grows with the position. Stored in a 16-bit
    float it is rounded coarsely: float16 numbers between 1024 and 2048 are 1 apart, so the
    angle 1044.27 becomes 1044 and its sine is off by 0.12; bfloat16 numbers there are 8 apart,
    so it becomes 1048 and the sine even changes sign. Even float32 rounds: its numbers from
    65,536 to 131,072 are 2⁻⁷ apart, so an angle there can be off by up to 2⁻⁸ ≈ 0.004 radians.
    This library keeps the angle in float64.
s9-precision-format-label = Number format
s9-first-position-label = First position
s9-bug-demo-title = More bugs to spot
s9-bug-demo-text =
    Each picture comes from a real and common mistake. Compare it with the correct table, guess
    what went wrong, then reveal the answer.
s9-bug-kind-label = Implementation
s9-bug-kind-bug-exponent = Version A
s9-bug-kind-bug-integer-exponent = Version B
s9-bug-kind-bug-batch-axis = Version C
s9-rope-demo-title = Rotary embeddings (RoPE)
s9-rope-demo-text =
    Many recent models do not add a position vector at all. They use the rotation of section 4
    directly: rotate each query and key by its own position before the dot product. Rotating
    both by the same extra amount changes nothing, so for given query and key contents the score
    depends only on the offset between the two tokens. Below, every diagonal of the map (one
    offset) has one colour; other contents give another pattern, with the same diagonals.
s9-models-detail-title = What models actually use
s9-sinusoidal-added = <strong>Sinusoidal, added:</strong> the original transformer (2017).
s9-learned-added =
    <strong>Learned, added:</strong> one trained vector per position, as in BERT and GPT-2; the
    transformer paper found it about as good as the sinusoids (Table 3, row E), but it has no
    vector past its last position.
s9-rotary-rope =
    <strong>Rotary (RoPE):</strong> queries and keys rotated by position, as in the LLaMA family
    of models.
s9-distance-penalties-alibi =
    <strong>Distance penalties (ALiBi):</strong> no position vector at all; each attention score
    is lowered in proportion to the distance, as in BLOOM.

## Footer

footer-privacy =
    Every figure is computed live in your browser by the posenc WebAssembly module;
    <span data-l10n-name="lms" data-lms-text="nothing is sent anywhere but your progress, answers and score, to your course’s learning platform.">nothing
    is sent anywhere. Your predictions and answers are kept in this browser only.</span> The
    address bar keeps your settings: copy it to share exactly what you see.
footer-statement =
    <a data-l10n-name="link">Accessibility statement</a>: what was tested, what is known not to
    work yet, and how to report a barrier.
footer-reset = Reset all settings
footer-clear-answers = Clear my answers
footer-clear-note =
    Your course records your score from the first answer you gave to each question. “Clear my
    answers” empties the questions and predictions on this page; it does not change that score.
    Only your course can give you a new attempt.

## The language menu in the footer: its name. The languages' names are written
## in their own language and are not translated.

language-menu =
    .aria-label = Language
