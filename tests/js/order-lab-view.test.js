// The pure parts of <posenc-order-lab> (web/src/widgets/order-lab-view.js):
// the animation schedule, the plots' scales and the texts, in node.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AGENT_TEST_SENTENCES, AGENT_TRAINED_SENTENCES, CHANCE, SCORE_TERMS, TRAINING_MS, accuracyPlotLabel, answerText, attentionText, fitsTask, unlikeTrainingText, lossPlotLabel, lossText, lossTop, percent,
  runSummary, scoreText, sentenceProblem, sentenceWords, skippedText, stepDue, termsText, testSetText, verdict,
  memorised, orderBlind, pairsText, rotationText, seedCounts, seedCountsText, statusText,
} from '../../web/src/widgets/order-lab-view.js';
import { seedStripLabel } from '../../web/src/widgets/order-lab-seeds.js';
import { ENGLISH } from '../../web/src/text/l10n.js';
import { ORDER_LAB_SCHEMA, FIGURES } from '../../web/src/widgets/schemas.js';
import { stepsPerFrameCap } from '../../web/src/widgets/step-budget.js';
import { parseAttributes } from '../../web/src/widgets/attributes.js';

const WORDS = ['man', 'woman', 'dog', 'cat', 'fox', 'bird', 'bites', 'sees', 'chases', 'likes', 'the', 'a', 'big',
  'small', 'old', 'today'];

test('an animated run reaches every step in TRAINING_MS whatever the frame rate, and resumes where it paused', () => {
  assert.equal(TRAINING_MS, 1500);
  assert.equal(stepDue(200, 0, 0), 0);
  assert.equal(stepDue(200, 0, 750), 100);
  assert.equal(stepDue(200, 0, TRAINING_MS), 200);
  assert.equal(stepDue(200, 0, 1e9), 200);
  assert.equal(stepDue(200, 0, -5), 0);
  assert.equal(stepDue(200, 120, 750), 200, 'a resumed run keeps the same pace');
  for (const hz of [30, 60, 120, 144]) {
    let step = 0, frames = 0;
    for (let t = 0; step < 200; t += 1000 / hz, frames++) step = Math.min(stepDue(200, 0, t), step + stepsPerFrameCap(200));
    assert.ok(frames >= hz * 1.4 && frames <= hz * 1.6 + 1, `${hz} Hz: ${frames} frames`);
  }
  assert.equal(stepsPerFrameCap(200), 5);
  assert.equal(stepsPerFrameCap(10), 1);
});

test('the loss axis ends at a round number above every loss and the chance line', () => {
  assert.equal(lossTop([]), 0.8);
  assert.equal(lossTop([[0.2, 0.1]]), 0.8, 'ln 2 still shows');
  assert.equal(lossTop([[2.13, 0.5], [1.9, NaN, Infinity]]), 2.5);
  assert.ok(lossTop([[7.3]]) >= 7.3);
});

test('numbers read as a learner expects: percentages and losses', () => {
  assert.equal(percent(1), '100%');
  assert.equal(percent(0.5), '50%');
  assert.equal(percent(0.999), '99.9%');
  assert.equal(percent(1 / 3), '33.3%');
  assert.equal(percent(0.00001), '0%');
  assert.equal(lossText(Math.LN2), '0.693');
  assert.equal(lossText(2.126065), '2.13');
  assert.equal(lossText(0.000889), '0.000889');
  assert.equal(lossText(0), '0');
  assert.equal(lossText(1e-9), '< 0.000001');
  assert.equal(CHANCE.loss, Math.LN2);
  assert.equal(CHANCE.accuracy, 0.5);
});

test('the summary says what was trained, how far, and what it means, without repeating the status line\'s numbers', () => {
  const run = { position: 'none', mask: 'bidirectional', readout: 'cls', layers: 1, task: 'agent', step: 200, total: 200,
    accuracy: 0.5, trainingAccuracy: 0.5, loss: 0.7577, length: 8, phase: 'done' };
  const head = 'Order lab, no position signal, bidirectional mask, read out at [CLS] in front, 1 layer, task agent.';
  assert.equal(runSummary({ ...run, step: 0, phase: 'ready' }), `${head} Not trained yet: press Train to run 200 training steps.`);
  assert.equal(runSummary({ ...run, step: 0, phase: 'running' }), `${head} Training: 200 steps under way.`);
  const blind = runSummary(run);
  assert.equal(blind, `${head} After 200 of 200 steps: at most a coin toss between the two nouns, which a model blind to ` +
    'order cannot pass. Without position information this model sees each sentence as a set of words, so it must give ' +
    '"man bites dog" and "dog bites man" the same answer.');
  const status = statusText(run);
  assert.equal(status, 'Step 200 of 200 · test accuracy 50% on the 24 "noun verb noun" sentences of unseen noun pairs · ' +
    'on trained pairs 50% · test loss 0.758');
  assert.ok(!blind.includes('0.758') && !blind.includes('24 "noun'), 'the summary does not repeat the status line');
  const learned = runSummary({ ...run, position: 'sinusoidal', accuracy: 1, loss: 0.00089 });
  assert.match(learned, /sinusoidal position signal.*it has learned who does it\.$/);
  // The causal switch of section 1's lab: the last word reads out, the trained pairs are learned, the unseen ones not.
  const causal = { ...run, mask: 'causal', readout: 'last', accuracy: 1 / 3, trainingAccuracy: 1 };
  const memorising = runSummary(causal);
  assert.match(memorising, /read out at the last word, 1 layer.*it learns the training sentences, not the rule/);
  assert.doesNotMatch(memorising, /coin toss|same answer|blind/);
  assert.doesNotMatch(runSummary({ ...causal, accuracy: 0.5, trainingAccuracy: 0.6 }), /blind|same answer/);
  assert.match(runSummary({ ...causal, accuracy: 0.5, trainingAccuracy: 0.6 }), /no better than a coin toss on unseen noun pairs yet/);
  assert.match(runSummary({ ...run, phase: 'paused', step: 60 }), /Paused after 60 of 200 steps/);
  assert.match(runSummary({ ...run, phase: 'running', step: 60 }), /Training: 60 of 200 steps/);
  assert.match(runSummary({ ...run, mask: 'causal', readout: 'cls-end', layers: 2 }), /2 layers.*no better than a coin toss/);
  assert.equal(verdict(0.8, 0.8, false), 'better than a coin toss, not yet right every time');
  assert.equal(testSetText('filler', 8), 'test sentences of 8 words with unseen noun pairs');
  assert.equal(AGENT_TEST_SENTENCES + AGENT_TRAINED_SENTENCES, 120, 'every "noun verb noun" sentence of two nouns');
});

test('order-blind: no position signal and a read-out that carries no order; memorised: trained and unseen accuracy part', () => {
  const blind = (mask, readout, layers, position = 'none') => orderBlind({ position, mask, readout, layers });
  for (const readout of ['cls', 'last', 'cls-end']) {
    for (const layers of [1, 2]) {
      assert.equal(blind('bidirectional', readout, layers), true, `unmasked ${readout} ${layers}`);
      for (const position of ['sinusoidal', 'learned', 'rope']) assert.equal(blind('causal', readout, layers, position), false);
    }
  }
  assert.equal(blind('causal', 'cls', 1), true, 'sees [CLS] alone');
  assert.equal(blind('causal', 'cls', 2), true, 'sees [CLS] alone at both layers');
  assert.equal(blind('causal', 'cls-end', 1), true, 'sees every word, from a token that is the same whatever the order');
  assert.equal(blind('causal', 'cls-end', 2), false, 'the first layer mixed the words up to each');
  assert.equal(blind('causal', 'last', 1), false, 'the last word is the second noun');
  assert.equal(blind('causal', 'last', 2), false);
  assert.equal(memorised(1 / 3, 1), true);
  assert.equal(memorised(0.75, 1), true);
  assert.equal(memorised(0.79, 1), false);
  assert.equal(memorised(0.5, 0.85), false, 'not right on the training sentences either');
  assert.equal(memorised(1, 1), false);
});

test('the held-out pairs, the counts of many seeds and their strip are told in words', () => {
  assert.equal(pairsText([['man', 'fox'], ['woman', 'fox'], ['dog', 'cat']]), 'man–fox, woman–fox and dog–cat');
  assert.equal(pairsText([['man', 'fox']]), 'man–fox');
  const accuracy = [1, 1, 0.5, 2 / 3, 1, 0.25], training = [1, 1, 1, 1, 0.9, 1];
  const counts = seedCounts(Float32Array.from(accuracy), Float32Array.from(training));
  assert.deepEqual(counts, { runs: 6, reach95: 3, past50: 4, trainedAll: 5, median: (Math.fround(2 / 3) + 1) / 2, low: 0.25,
    high: 1 });
  assert.equal(seedCounts([0.5, 0.25, 1], [1, 1, 1]).median, 0.5);
  assert.equal(seedCountsText(counts, 200), 'Over 6 random starts (200 steps each): 3 reach 95% on unseen pairs and 4 pass ' +
    '50%; median 83.3% (from 25% to 100%); 5 answer every trained sentence.');
  assert.equal(seedStripLabel([1, 0.5], { seed: 1, accuracy: 0.5 }), 'Test accuracy on unseen noun pairs of 2 random starts ' +
    '(seeds 1 to 2): 100%, 50%; your run (seed 1) is ringed, at 50%.');
  assert.doesNotMatch(seedStripLabel([1], null), /your run/);
});

test('the plots are named with their first and last values and the chance line', () => {
  assert.equal(lossPlotLabel({ loss: [2.1], steps: [0], previous: '' }),
    'Loss plot: no training yet; a dashed line marks the best possible without order, ln 2 = 0.693.');
  assert.equal(lossPlotLabel({ loss: [2.1, 0.5, 0.01], steps: [0, 3, 200], previous: 'no position signal, bidirectional mask' }),
    'Loss plot: test loss from 2.1 at step 0 to 0.01 at step 200; a dashed line marks the best possible without order, ln 2 = 0.693; ' +
    'the previous run (no position signal, bidirectional mask) is drawn dashed.');
  assert.equal(accuracyPlotLabel({ accuracy: [0.2, 1], training: [0.1, 0.99], steps: [0, 200], previous: '' }),
    'Accuracy plot: test accuracy (unseen noun pairs) from 20% at step 0 to 100% at step 200, training accuracy (dotted) ' +
    'from 10% to 99%; dashed lines mark the best possible without order, 50%, and chance, 1/6.');
  // A configuration that can see order has no such bound to mark.
  assert.equal(lossPlotLabel({ loss: [2.1], steps: [0], previous: '', blind: false }), 'Loss plot: no training yet.');
  assert.equal(accuracyPlotLabel({ accuracy: [0.2], training: [0.1], steps: [0], previous: '', blind: false }),
    'Accuracy plot: no training yet; a dashed line marks chance, 1/6.');
});

test('punctuation does not count against the word cap, and the figure says what was asked without it', () => {
  const flood = sentenceWords(`man${'!'.repeat(40)} bites dog`, WORDS, 32);
  assert.deepEqual(flood, { words: ['man', 'bites', 'dog'], typed: ['man', 'bites', 'dog'], unknown: [], truncated: false,
    skipped: 40 });
  assert.equal(sentenceProblem(flood, WORDS, 32), '');
  assert.equal(skippedText(flood), 'The model reads words only: 40 punctuation marks or symbols left out, ' +
    'it was asked "man bites dog".');
  assert.equal(skippedText(sentenceWords('dog bites man', WORDS, 32)), '');
  assert.equal(skippedText(sentenceWords('dog bites man?', WORDS, 32)),
    'The model reads words only: 1 punctuation mark or symbol left out, it was asked "dog bites man".');
  // Forty words, punctuation between them: refused as too long, never cut to 32.
  const long = sentenceWords('dog, '.repeat(40), WORDS, 32);
  assert.equal(long.truncated, true);
  assert.equal(long.words.length, 33);
  assert.equal(sentenceProblem(long, WORDS, 32),
    'The model reads at most 32 words; this sentence has more than 33: nothing was asked.');
  // Exactly 32 words with 500 marks among them is asked whole.
  const full = sentenceWords(`${'dog !!!!! '.repeat(32)}`, WORDS, 32);
  assert.deepEqual([full.words.length, full.truncated, full.skipped], [32, false, 160]);
  assert.equal(sentenceProblem(full, WORDS, 32), '');
});

test('a typed sentence becomes the words of the vocabulary, and what cannot be asked says why', () => {
  const ask = (text) => sentenceWords(text, WORDS, 32);
  assert.deepEqual(ask('Dog bites man.'),
    { words: ['dog', 'bites', 'man'], typed: ['dog', 'bites', 'man'], unknown: [], truncated: false, skipped: 1 });
  assert.deepEqual(ask('the dog, today, bites!'), { words: ['the', 'dog', 'today', 'bites'],
    typed: ['the', 'dog', 'today', 'bites'], unknown: [], truncated: false, skipped: 3 });
  const barks = ask('dog barks at the mailman barks');
  assert.deepEqual(barks.unknown, ['barks', 'at', 'mailman']);
  assert.equal(sentenceProblem(barks, WORDS, 32), 'The model does not know "barks", "at", "mailman". It knows only ' +
    'these words: man, woman, dog, cat, fox, bird, bites, sees, chases, likes, the, a, big, small, old, today.');
  assert.match(sentenceProblem(ask('a b c d e'), WORDS, 32), /does not know "b", "c", "d" and 1 more\./);
  assert.equal(sentenceProblem(ask(' ... '), WORDS, 32), 'Type a sentence first, for example "dog bites man".');
  assert.equal(sentenceProblem(ask('dog '.repeat(33)), WORDS, 32),
    'The model reads at most 32 words; this sentence has 33: nothing was asked.');
  assert.equal(sentenceProblem(ask('dog bites man'), WORDS, 32), '');
  const long = sentenceProblem(ask('x'.repeat(10000)), WORDS, 32);
  assert.ok(long.length < 300 && long.includes(`"${'x'.repeat(24)}…"`), long);
  const markup = sentenceProblem(ask('<img src=x onerror=alert(1)>'), WORDS, 32);
  assert.match(markup, /does not know "img", "src", "x"/, 'markup is only words to the tokenizer');
});

test('a sentence unlike the training sentences is said to be new to the model', () => {
  const vocabulary = { nouns: WORDS.slice(0, 6), verbs: WORDS.slice(6, 10) };
  const fits = (text, task) => fitsTask(text.split(' '), vocabulary, task, 8);
  assert.equal(fits('dog bites man', 'agent'), true);
  for (const text of ['dog bites dog', 'the dog bites man', 'bites dog man', 'dog man', 'dog bites man today']) {
    assert.equal(fits(text, 'agent'), false, text);
  }
  assert.equal(fits('the big dog today bites a man', 'filler'), true);
  assert.equal(fits('dog bites man', 'filler'), true);
  assert.equal(fits('the big dog today bites a small old man', 'filler'), false, '9 words: longer than training');
  assert.equal(fits('the dog sees bites man', 'filler'), false);
  assert.equal(unlikeTrainingText(true, 'agent', 8), '');
  assert.match(unlikeTrainingText(false, 'agent', 8), /trained only on "noun verb noun" sentences such as "dog bites man"/);
  assert.match(unlikeTrainingText(false, 'filler', 8), /among filler words, at most 8 words long/);
});

test('the answer and the read-out row in words', () => {
  const result = { answer: 'dog', probabilities: [0, 0, 0.999, 0, 0, 0.001], tokens: ['[CLS]', 'dog', 'bites', 'man'],
    attention: [0.01, 0.97, 0.01, 0.01], readout: 0 };
  assert.equal(answerText(result, WORDS.slice(0, 6)), 'Who does it? The model answers "dog" (probability 99.9%).');
  assert.equal(attentionText(result), 'Attention of the read-out row ([CLS]) over the sentence: [CLS] 1%, dog 97%, bites 1%, man 1%.');
  assert.match(attentionText({ ...result, readout: 3 }), /read-out row \(man\)/);
});

test('the order lab element has a schema with documented defaults, and the embed page lists it', () => {
  const { values, warnings } = parseAttributes(ORDER_LAB_SCHEMA, () => null);
  assert.deepEqual(values, { position: 'sinusoidal', mask: 'bidirectional', readout: 'auto', layers: 1, task: 'agent', dModel: 16,
    seed: 1, steps: 200, sentence: 'dog bites man', headingLevel: 3 });
  assert.deepEqual(warnings, []);
  assert.equal(FIGURES['order-lab'].tag, 'posenc-order-lab');
  const bad = parseAttributes(ORDER_LAB_SCHEMA,
    (name) => ({ position: 'alibi', steps: '9999', 'd-model': '0', readout: 'first', layers: '3' })[name] ?? null);
  assert.deepEqual([bad.values.position, bad.values.steps, bad.values.dModel, bad.values.readout, bad.values.layers],
    ['sinusoidal', 500, 1, 'auto', 2]);
  assert.equal(bad.warnings.length, 5);
  assert.equal(parseAttributes(ORDER_LAB_SCHEMA, (name) => (name === 'layers' ? '2' : null)).values.layers, 2);
});

test('the read-out scores split in four are told per word, with how much of them is position', () => {
  const tokens = ['[CLS]', 'dog', 'bites', 'man'];
  const terms = {
    wordWord: [0.1, 0.2, -0.3, 0], wordPosition: [0, 1.5, 0, 0], positionWord: [0, 0, 0, 0], positionPosition: [0, 0.3, 0, -2],
  };
  const text = termsText({ tokens, readout: 0, terms });
  assert.equal(text, 'Score of each word for the read-out row ([CLS]), before the softmax, as the sum of four terms: ' +
    '[CLS] 0.10 (mostly word·word), dog 2.00 (mostly word·position), bites −0.30 (mostly word·word), ' +
    'man −2.00 (mostly position·position). The three terms that involve a position make up 86.4% of the size of all terms.');
  const none = termsText({ tokens, readout: 0, terms: { ...terms, wordPosition: [0, 0, 0, 0], positionPosition: [0, 0, 0, 0] } });
  assert.match(none, /make up 0% of the size of all terms: the scores cannot depend on where a word stands\.$/);
  const noTerms = { ...terms, wordPosition: [0, 0, 0, 0], positionPosition: [0, 0, 0, 0] };
  assert.equal(termsText({ tokens, readout: 0, terms: noTerms }, { layers: 2, mask: 'bidirectional' }), none,
    'two bidirectional layers are as blind as one');
  assert.match(termsText({ tokens, readout: 0, terms: noTerms }, { layers: 2, mask: 'causal' }),
    /make up 0% .*: no position signal reaches these scores, but the first layer's causal mask does/);
  assert.match(termsText({ tokens, readout: 0, terms: noTerms }, { layers: 1, mask: 'causal' }), /cannot depend on where/);
  assert.deepEqual(SCORE_TERMS.map(([, id]) => ENGLISH.t(id)), ['word·word', 'word·position', 'position·word', 'position·position']);
  // RoPE: no additive split; the score without the rotation and with it, and the part the rotation adds.
  const rope = termsText({ tokens, readout: 3, terms, rotation: [0, 0.5, 0, -1] }, { layers: 1, mask: 'bidirectional' });
  assert.equal(rope, rotationText({ tokens, readout: 3, wordWord: terms.wordWord, rotation: [0, 0.5, 0, -1] }));
  assert.equal(rope, 'With RoPE nothing is added to the words: each query and key is turned by its position, so the ' +
    'four-term split does not apply. Score of each word for the read-out row (man), before the softmax, without the ' +
    'rotation → with it: [CLS] 0.10 → 0.10, dog 0.20 → 0.70, bites −0.30 → −0.30, man 0.00 → −1.00. What the rotation ' +
    'adds, the part position makes, is 71.4% of the size of both parts.');
  assert.doesNotMatch(rope, /cannot depend|0% of/);
  assert.equal(scoreText(-0.004), '0.00');
});
