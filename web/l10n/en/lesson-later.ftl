# The words of the lesson's scripts that load after its first figure
# (web/lesson/later.js): the notes beside the figures below the first
# screens, the verdicts of the predictions and the check questions, the
# score, the notices about the learner's answers and the learning platform,
# the words of the questions' formulas, and the status of section 9's run.
# A file of their own,
# so that an English page loads them with that code, not before its first
# figure. Numbers arrive formatted for the locale (as strings); keep every
# { $variable }.

# setting-notes.js: notes where a figure cannot show a setting.
# $d is d_model; $pairCount its number of pairs (for the plural), $lastPair
# the last one; $count how many chosen pairs are missing (for the plural),
# $missing their numbers.
ui-attributes-pairs-missing = d_model { $d } has { $pairCount ->
    [one] only pair 0
   *[other] pairs 0 to { $lastPair }
  }, so { $count ->
    [one] pair { $missing } is
   *[other] pairs { $missing } are
  } not drawn. Your choice is kept for a larger d_model.
# The same when none of the chosen pairs exists; $shown are the pairs drawn instead.
ui-attributes-pairs-replaced = d_model { $d } has { $pairCount ->
    [one] only pair 0
   *[other] pairs 0 to { $lastPair }
  }, so { $count ->
    [one] pair { $missing } is
   *[other] pairs { $missing } are
  } not drawn; showing { $shown } instead. Your choice is kept for a larger d_model.
ui-attributes-no-pair = No pair chosen: showing { $shown }.
# $k is the chosen offset, $reach the position it would reach, $used the
# offset drawn, $least the least p that allows $k.
ui-attributes-k = Offset k = { $k } would reach position { $reach }, before the first one: the figures use k = { $used } until p is at least { $least }. Your k is kept.
# $d is the learner's d_model, $pairs the pairs shown, $dials the d_model
# shown, $rest the blocks not shown.
ui-attributes-rotation = Fewer pairs than your d_model { $d }: the dials and Mₖ show its first { $pairs } pairs (d_model = { $dials }), so that the 2 × 2 blocks stay visible; the other { $rest } blocks continue down the diagonal. The check below uses all of them.
ui-attributes-similarity = The matrix shows the first { $shown } of your { $positions } positions (each row would be a fraction of a pixel); every row has the same profile anyway.

# check-values.js: hints for a typed answer that matches a usual slip.
ui-check-values-hint-pair0 = That is the wavelength of pair 0, which is always 2π; pair 1 turns a little slower.
ui-check-values-hint-per-radian = That is 1/ω₁, the positions per radian; one whole wave is 2π radians.
ui-check-values-hint-length = That is the length itself; the question asks for its square.
ui-check-values-hint-every-channel = That would need every channel to be ±1; in each pair, sin² + cos² = 1.

# checks.js: the verdicts of the check questions.
ui-checks-pick = Pick an answer first.
ui-checks-right = Right.
ui-checks-wrong = Not quite.
# $why is what the chosen answer misses, or a hint.
ui-checks-wrong-why = Not quite. { $why }
# $example is a number written for the locale (12.5).
ui-checks-not-a-number = Type a number, such as { $example }.
ui-checks-loading = The module is still loading: try again in a moment.
# $verdict is one of the verdicts above.
ui-checks-try-again = { $verdict } Try again: the explanation follows your next answer.
# $number and $title are the section's, as its heading writes them.
ui-checks-back = Back to section { $number }: { $title }

# learner.js: the score of the check questions. $answered, $total, $right,
# $first and $correct are counts written for the locale.
ui-learner-score-some = { $answered } of { $total } answered, { $right } right first time so far.
ui-learner-score-wrong-now = All { $total } answered: { $first } of { $total } right first time, { $correct } right now. The explanations link back to the sections to revisit.
ui-learner-score-right-now = All { $total } answered: { $first } of { $total } right first time, and all right now.
ui-learner-score-all = All { $total } answered: { $first } of { $total } right first time. Well done.
# learner.js: notices about the learner's answers. $kept is browser (the
# answers stay in this browser) or page (they last as long as the page).
ui-learner-not-recorded = Your course’s learning platform is not recording this visit: your progress and score will not reach it. { $kept ->
    [browser] Your answers stay in this browser.
   *[page] Your answers last until you leave this page.
  }
ui-learner-unreadable-lms = The answers your course’s platform keeps for you could not be read by this version of the lesson. They stay as they are until you answer something here, which replaces them.
ui-learner-unreadable-browser = The answers saved in this browser could not be read by this version of the lesson. They are kept as they are, for a version that can read them; what you answer here is saved beside them.
# $count is the number of answers (for the plural), $dropped the same written for the locale.
ui-learner-dropped = { $count ->
    [one] { $dropped } saved answer no longer fits this version of the lesson and was set aside: please answer it again.
   *[other] { $dropped } saved answers no longer fit this version of the lesson and were set aside: please answer them again.
  }

# length-run.js: the status of section 9's run.
ui-length-run-loading = Loading the order lab…
# $error is the browser's message, in its own language.
ui-length-run-load-failed = The order lab could not load: { $error }
ui-length-run-starting = Training…
# $signal is none, sinusoidal, learned or rope; $seed and $seeds are numbers written for the locale.
ui-length-run-training = Training: { $signal ->
    [none] none
    [sinusoidal] sinusoidal
    [learned] learned
   *[rope] RoPE
  }, random start { $seed } of { $seeds }…
# $runs is the number of runs, $seconds the time; $count the cells that
# changed (for the selector), $changed the same written for the locale.
ui-length-run-done = Done: { $runs } runs in { $seconds } s, in this browser. { $count ->
    [0] Every cell matches the kept run.
   *[other] { $changed } cells differ from the kept run and now show this run.
  }
# $error is the browser's message, in its own language.
ui-length-run-failed = The run stopped: { $error }. The table shows the kept run.

# lms.js: notices when the learning platform refuses a call. $element is a
# SCORM data model name (never translated).
ui-lms-not-accepted = The learning platform did not accept { $element }, and may not record the lesson's other data either
ui-lms-not-saved = The learning platform did not save your progress
ui-lms-not-closed = The learning platform did not close the session
# $what is one of the three above; $error the platform's error (ui-lms-error-code or ui-lms-error-text).
ui-lms-failed = { $what }.
ui-lms-failed-error = { $what } ({ $error }).
# $code is the platform's error number; $text its own words for it, in its language.
ui-lms-error-code = error { $code }
ui-lms-error-text = error { $code }, { $text }

# math-names.js: a formula in a question, said in words (its accessible name).
ui-math-sub = { $base } sub { $index }
ui-math-squared = { $base } squared
ui-math-power = { $base } to the power { $power }
ui-math-sub-power = { $base } sub { $index } to the power { $power }
ui-math-over = { $top } over { $bottom }
ui-math-root = square root of { $content }

# predictions.js: the verdict of a prediction. $choice and $answer are the buttons' words.
ui-predictions-right = You predicted "{ $choice }". Right.
ui-predictions-wrong = You predicted "{ $choice }". Not quite: the answer is "{ $answer }".
