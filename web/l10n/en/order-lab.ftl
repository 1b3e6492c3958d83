# The words of <posenc-order-lab> (see figures.ftl): a file of their own, so that an
# English page loads them with the element's code, not before its first figure.

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
