// @ts-check
/**
 * The pure parts of <posenc-order-lab>: how far an animated run should be,
 * the plots' scales, and every sentence the figure shows or announces. No
 * DOM, no wasm: unit-tested in node (tests/js/order-lab-view.test.js).
 * @module
 */
import { niceRange } from '../render/ticks.js';
import { tokenize } from '../text/tokenize.js';
import { ORDER_LAB_HELD_OUT_PAIRS, ORDER_LAB_NOUNS, ORDER_LAB_VERBS } from '../core/boundary.js';

// The rule "'agent' trains on 3 words" lives in the core, beside the value count it sizes.
import { trainingLength } from '../core/order-lab-cost.js';

export { trainingLength };

/**
 * The 'agent' task's test sentences: every "noun verb noun" sentence of a
 * noun pair held out of training, in both orders.
 */
export const AGENT_TEST_SENTENCES = ORDER_LAB_HELD_OUT_PAIRS * 2 * ORDER_LAB_VERBS;
/** The 'agent' task's other sentences, of the trained noun pairs. */
export const AGENT_TRAINED_SENTENCES = ORDER_LAB_NOUNS * (ORDER_LAB_NOUNS - 1) * ORDER_LAB_VERBS - AGENT_TEST_SENTENCES;

/**
 * What a model that cannot see word order achieves at best on either task:
 * "man bites dog" and "dog bites man" get the same answer, wrong for one of
 * them, so half the answers; and the loss of answering 50/50 between the two
 * nouns, ln 2 (cpp/include/posenc/order_lab.h has the proof).
 */
export const CHANCE = Object.freeze({ accuracy: 0.5, loss: Math.LN2 });

/** A guess among all the nouns: the accuracy of a model that knows nothing. */
export const GUESS = 1 / ORDER_LAB_NOUNS;

/** How long an animated run takes, in ms: long enough to watch, short enough to wait for. */
export const TRAINING_MS = 1500;

/**
 * The step an animated run of `total` steps should have reached `elapsed`
 * ms after it started at step `from` (0, or where a pause left it): the
 * whole run takes TRAINING_MS.
 * @param {number} total @param {number} from @param {number} elapsed
 */
export function stepDue(total, from, elapsed) {
  return Math.min(total, from + Math.ceil((Math.max(0, elapsed) * total) / TRAINING_MS));
}

/**
 * Most steps one frame trains: after a slow frame the run catches up over
 * several frames instead of making one long one.
 * @param {number} total
 */
export const stepsPerFrameCap = (total) => Math.max(1, Math.ceil(total / 40));

/**
 * The top of the loss axis: a round number above every loss shown and the
 * chance line.
 * @param {ArrayLike<number>[]} curves
 */
export function lossTop(curves) {
  let top = CHANCE.loss;
  for (const curve of curves) {
    for (let i = 0; i < curve.length; i++) if (Number.isFinite(curve[i])) top = Math.max(top, curve[i]);
  }
  return niceRange(0, top, 4)[1];
}

/** "100%", "99.2%", "50%". @param {number} share */
export function percent(share) {
  const p = 100 * share;
  return `${Math.abs(p - Math.round(p)) < 0.05 ? Math.round(p) : p.toFixed(1)}%`;
}

/** A loss with three significant digits: "0.693", "2.13", "0.000412". @param {number} loss */
export function lossText(loss) {
  if (!Number.isFinite(loss)) return String(loss);
  if (loss === 0) return '0';
  return loss < 1e-6 ? '< 0.000001' : String(Number(loss.toPrecision(3)));
}

/**
 * What the test accuracy is measured on: sentences of noun pairs the model
 * never trained on.
 * @param {string} task @param {number} length  the longest training sentence ('filler')
 */
export function testSetText(task, length) {
  return task === 'agent' ? `the ${AGENT_TEST_SENTENCES} "noun verb noun" sentences of unseen noun pairs`
    : `test sentences of ${length} words with unseen noun pairs`;
}

/**
 * What the training accuracy is measured on: sentences of the trained noun pairs.
 * @param {string} task @param {number} length
 */
export function trainedSetText(task, length) {
  return task === 'agent' ? `the ${AGENT_TRAINED_SENTENCES} sentences of trained noun pairs`
    : `sentences of ${length} words with trained noun pairs`;
}

/**
 * Whether a configuration cannot see word order at all, so that 50% on the
 * held-out pairs (and a loss of ln 2) is the best it can do. True when it has
 * no position signal AND its read-out is a function of the set of words it
 * sees (posenc/order_lab.h, "Symmetry"):
 * - unmasked, every row sees every word: any read-out, any number of layers;
 * - causal with 'cls': the read-out row sees [CLS] alone (at either layer);
 * - causal with 'cls-end' and one layer: the read-out row sees every word,
 *   and [CLS] is the same token whatever the order.
 * Not blind under the causal mask: 'last' (the last word is always the second
 * noun, so the read-out knows which noun is last), and 'cls-end' with two
 * layers (each first-layer row mixed only the words up to it).
 * @param {{ position: string, mask: string, readout: string, layers?: number }} config
 */
export function orderBlind({ position, mask, readout, layers = 1 }) {
  if (position !== 'none') return false;
  if (mask === 'bidirectional') return true;
  return readout === 'cls' || (readout === 'cls-end' && layers === 1);
}

/**
 * Whether a model has learned its training sentences rather than the rule:
 * right on at least 90% of the trained noun pairs, and at least 25 points
 * lower on the held-out ones (a gap far beyond the 1/24 one sentence of the
 * held-out set weighs).
 * @param {number} accuracy  on the held-out pairs @param {number} trainingAccuracy  on the trained pairs
 */
export const memorised = (accuracy, trainingAccuracy) => trainingAccuracy >= 0.9 && accuracy <= trainingAccuracy - 0.25;

/** The read-outs in words. */
const READOUT_TEXT = Object.freeze(/** @type {Record<string, string>} */ ({
  cls: '[CLS] in front', last: 'the last word', 'cls-end': '[CLS] after the sentence',
}));

/**
 * @typedef {object} RunFacts
 * @property {string} position @property {string} mask @property {string} task
 * @property {string} [readout]  the read-out ('cls' when absent)
 * @property {number} [layers]  attention layers (1 when absent)
 * @property {number} step  steps trained @property {number} total  steps of the run
 * @property {number} accuracy  test accuracy now (unseen noun pairs) @property {number} loss  test loss now
 * @property {number} trainingAccuracy  accuracy on the trained noun pairs now
 * @property {number} length  the longest training sentence
 * @property {'ready' | 'running' | 'paused' | 'done'} phase
 */

/**
 * The sentence that judges the test accuracy (unseen noun pairs), true of
 * the configuration: learned; the training sentences and not the rule
 * (memorised); at a coin toss, which an order-blind model cannot pass; or
 * better or worse than a coin toss.
 * @param {number} accuracy @param {number} trainingAccuracy @param {boolean} blind  orderBlind's answer
 */
export function verdict(accuracy, trainingAccuracy, blind) {
  if (accuracy >= 0.95) return 'it has learned who does it';
  if (memorised(accuracy, trainingAccuracy)) {
    return 'it learns the training sentences, not the rule: far better on the trained noun pairs than on unseen ones';
  }
  if (blind) return 'at most a coin toss between the two nouns, which a model blind to order cannot pass';
  return accuracy > CHANCE.accuracy + 0.02 ? 'better than a coin toss, not yet right every time'
    : 'no better than a coin toss on unseen noun pairs yet';
}

/**
 * "sinusoidal position signal, bidirectional mask, read out at [CLS] in front, 1 layer".
 * @param {{ position: string, mask: string, readout?: string, layers?: number }} run
 */
export function settingsText({ position, mask, readout = 'cls', layers = 1 }) {
  const signal = position === 'none' ? 'no position signal' : `${position} position signal`;
  return `${signal}, ${mask} mask, read out at ${READOUT_TEXT[readout]}, ${layers} layer${layers > 1 ? 's' : ''}`;
}

/**
 * The figure's text summary (announced when it changes).
 * @param {RunFacts} run
 */
export function runSummary(run) {
  const head = `Order lab, ${settingsText(run)}, task ${run.task}.`;
  if (run.step === 0) {
    return run.phase === 'running' ? `${head} Training: ${run.total} steps under way.`
      : `${head} Not trained yet: press Train to run ${run.total} training steps.`;
  }
  const where = run.phase === 'running' ? 'Training:' : run.phase === 'paused' ? 'Paused after' : 'After';
  const progress = `${where} ${run.step} of ${run.total} steps`;
  const blind = orderBlind({ readout: 'cls', ...run });
  // Why, in the configuration's own terms; the numbers are the status line's.
  const why = blind && run.accuracy <= CHANCE.accuracy + 0.02
    ? ' Without position information this model sees each sentence as a set of words, so it must give ' +
      '"man bites dog" and "dog bites man" the same answer.' : '';
  return `${head} ${progress}: ${verdict(run.accuracy, run.trainingAccuracy, blind)}.${why}`;
}

/**
 * The status line: the step and the numbers of the run now.
 * @param {RunFacts} run
 */
export function statusText(run) {
  return `Step ${run.step} of ${run.total} · test accuracy ${percent(run.accuracy)} on ` +
    `${testSetText(run.task, run.length)} · on trained pairs ${percent(run.trainingAccuracy)} · ` +
    `test loss ${lossText(run.loss)}`;
}

/**
 * The noun pairs held out of training, in words: "man–fox, woman–fox and dog–cat".
 * @param {readonly (readonly string[])[]} pairs
 */
export function pairsText(pairs) {
  const named = pairs.map(([a, b]) => `${a}–${b}`);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` : named.join('');
}

/**
 * @typedef {object} SeedCounts
 * @property {number} runs @property {number} reach95  runs at 95% or more on unseen pairs
 * @property {number} past50  runs above 50% on unseen pairs
 * @property {number} trainedAll  runs right on every trained sentence
 * @property {number} median @property {number} low @property {number} high  of the unseen-pair accuracy
 */

/**
 * The counts over several runs of one configuration (trainSeeds' result).
 * @param {ArrayLike<number>} accuracy  per run, on unseen pairs @param {ArrayLike<number>} trainingAccuracy
 * @returns {SeedCounts}
 */
export function seedCounts(accuracy, trainingAccuracy) {
  const sorted = Array.from(accuracy).sort((a, b) => a - b);
  const n = sorted.length, count = (/** @type {(a: number) => boolean} */ f) => sorted.filter(f).length;
  return {
    runs: n, reach95: count((a) => a >= 0.95), past50: count((a) => a > CHANCE.accuracy + 1e-6),
    trainedAll: Array.from(trainingAccuracy).filter((a) => a === 1).length,
    median: n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2, low: sorted[0], high: sorted[n - 1],
  };
}

/**
 * The counts in words, as the lesson quotes them: "Over 20 random starts (200 steps each): 19 reach 95%
 * on unseen pairs; median 100% (from 67% to 100%); 19 answer every trained sentence."
 * @param {SeedCounts} c @param {number} steps
 */
export function seedCountsText(c, steps) {
  return `Over ${c.runs} random starts (${steps} steps each): ${c.reach95} reach 95% on unseen pairs and ` +
    `${c.past50} pass 50%; median ${percent(c.median)} (from ${percent(c.low)} to ${percent(c.high)}); ` +
    `${c.trainedAll} answer every trained sentence.`;
}

/**
 * The accessible name of the loss plot.
 * @param {{ loss: ArrayLike<number>, steps: ArrayLike<number>, previous: string, blind?: boolean }} o
 *   test loss at each checkpoint step; previous: the label of the previous run drawn with it ('' if none);
 *   blind: the configuration cannot see order (orderBlind), so the plot marks its bound
 */
export function lossPlotLabel({ loss, steps, previous, blind = true }) {
  const n = loss.length;
  const shown = n < 2 ? 'no training yet'
    : `test loss from ${lossText(loss[0])} at step ${steps[0]} to ${lossText(loss[n - 1])} at step ${steps[n - 1]}`;
  const rule = blind ? `; a dashed line marks the best possible without order, ln 2 = ${lossText(CHANCE.loss)}` : '';
  return `Loss plot: ${shown}${rule}` + (previous ? `; the previous run (${previous}) is drawn dashed.` : '.');
}

/**
 * The accessible name of the accuracy plot.
 * @param {{ accuracy: ArrayLike<number>, training: ArrayLike<number>, steps: ArrayLike<number>, previous: string,
 *   blind?: boolean }} o  test accuracy (unseen noun pairs) and training accuracy at each checkpoint step
 */
export function accuracyPlotLabel({ accuracy, training, steps, previous, blind = true }) {
  const n = accuracy.length;
  const shown = n < 2 ? 'no training yet'
    : `test accuracy (unseen noun pairs) from ${percent(accuracy[0])} at step ${steps[0]} to ${percent(accuracy[n - 1])} ` +
      `at step ${steps[n - 1]}, training accuracy (dotted) from ${percent(training[0])} to ${percent(training[n - 1])}`;
  const rules = blind ? `dashed lines mark the best possible without order, 50%, and chance, 1/${ORDER_LAB_NOUNS}`
    : `a dashed line marks chance, 1/${ORDER_LAB_NOUNS}`;
  return `Accuracy plot: ${shown}; ${rules}` + (previous ? `; the previous run (${previous}) is drawn dashed.` : '.');
}

/**
 * The words of a typed sentence, read as the model reads them: punctuation
 * and symbols are left out (and counted in `skipped`) and do not count
 * against the cap, so "man", forty "!" and "bites dog" is "man bites dog".
 * At most maxWords + 1 words are read: `truncated` says there were more
 * (sentenceProblem then refuses the sentence rather than cut it).
 * @param {string} sentence @param {readonly string[]} vocabulary @param {number} maxWords
 * @returns {{ words: string[], unknown: string[], truncated: boolean, skipped: number }}
 */
export function sentenceWords(sentence, vocabulary, maxWords) {
  const known = new Set(vocabulary);
  const { tokens: words, truncated, skipped = 0 } = tokenize(sentence, { maxTokens: maxWords + 1, words: true });
  return { words, unknown: [...new Set(words.filter((w) => !known.has(w)))], truncated, skipped };
}

/**
 * What the model was asked when the typed sentence had punctuation or
 * symbols, which it does not read ('' when it had none).
 * @param {{ words: string[], skipped: number }} sentence
 */
export function skippedText({ words, skipped }) {
  if (skipped === 0 || words.length === 0) return '';
  const marks = skipped === 1 ? '1 punctuation mark or symbol' : `${skipped} punctuation marks or symbols`;
  return `The model reads words only: ${marks} left out, it was asked "${words.join(' ')}".`;
}

/**
 * Why a typed sentence cannot be asked ('' when it can).
 * @param {{ words: string[], unknown: string[], truncated?: boolean }} sentence
 * @param {readonly string[]} vocabulary @param {number} maxWords
 */
export function sentenceProblem({ words, unknown, truncated = false }, vocabulary, maxWords) {
  if (words.length === 0) return 'Type a sentence first, for example "dog bites man".';
  if (truncated || words.length > maxWords) {
    const has = truncated ? `more than ${words.length}` : String(words.length);
    return `The model reads at most ${maxWords} words; this sentence has ${has}: nothing was asked.`;
  }
  if (unknown.length === 0) return '';
  const shown = unknown.slice(0, 3).map((w) => `"${w.length > 24 ? `${w.slice(0, 24)}…` : w}"`).join(', ');
  const more = unknown.length > 3 ? ` and ${unknown.length - 3} more` : '';
  return `The model does not know ${shown}${more}. It knows only these words: ${vocabulary.join(', ')}.`;
}

/**
 * Whether a sentence has the form of the task's training sentences: "noun
 * verb noun" with two different nouns ('agent'), or those three words in
 * order among fillers, at most `length` words ('filler'). Other sentences
 * are new to the model, which may answer anything.
 * @param {readonly string[]} words
 * @param {{ nouns: readonly string[], verbs: readonly string[] }} vocabulary
 * @param {string} task @param {number} length
 */
export function fitsTask(words, { nouns, verbs }, task, length) {
  const longest = trainingLength(task, length);
  const content = task === 'agent' ? words : words.filter((w) => nouns.includes(w) || verbs.includes(w));
  if (task === 'agent' ? words.length !== longest : words.length > longest) return false;
  return content.length === 3 && nouns.includes(content[0]) && verbs.includes(content[1]) &&
    nouns.includes(content[2]) && content[0] !== content[2];
}

/**
 * What to say of a sentence unlike the training sentences ('' for one like them).
 * @param {boolean} fits @param {string} task @param {number} length
 */
export function unlikeTrainingText(fits, task, length) {
  if (fits) return '';
  const form = task === 'agent' ? '"noun verb noun" sentences such as "dog bites man"'
    : `"noun verb noun" among filler words, at most ${length} words long`;
  return `This model was trained only on ${form}: this sentence is new to it, and its answer is a guess.`;
}

/**
 * The model's answer in words.
 * @param {{ answer: string, probabilities: ArrayLike<number> }} result
 * @param {readonly string[]} nouns
 */
export function answerText(result, nouns) {
  const p = result.probabilities[nouns.indexOf(result.answer)];
  return `Who does it? The model answers "${result.answer}" (probability ${percent(p)}).`;
}

/**
 * The read-out row in words.
 * @param {{ tokens: readonly string[], attention: ArrayLike<number>, readout: number }} result
 */
export function attentionText(result) {
  const weights = result.tokens.map((t, i) => `${t} ${percent(result.attention[i])}`).join(', ');
  return `Attention of the read-out row (${result.tokens[result.readout]}) over the sentence: ${weights}.`;
}

/** The four terms of a read-out score, as the API names them and in words. */
export const SCORE_TERMS = Object.freeze(/** @type {const} */ ([
  ['wordWord', 'word·word'], ['wordPosition', 'word·position'],
  ['positionWord', 'position·word'], ['positionPosition', 'position·position'],
]));

/** A score with two decimals and a real minus sign. @param {number} x */
export const scoreText = (x) => (Math.abs(x) < 0.005 ? '0.00' : x.toFixed(2).replace(/^-/, '−'));

/**
 * The read-out row's score of each word split in four, in words: each word's
 * score and its largest term, and how much of all the terms is position.
 * With no position term, what that means depends on the model: after a
 * first causal layer each word's row carries what it could see (the words
 * before it), so order still reaches the word·word term; otherwise the
 * scores cannot depend on where a word stands.
 * With RoPE the position is not added but turns q and k, so the split is
 * another: rotationText.
 * @param {{ tokens: readonly string[], readout: number, rotation?: ArrayLike<number> | null,
 *   terms: Record<typeof SCORE_TERMS[number][0], ArrayLike<number>> }} result
 * @param {{ layers?: number, mask?: string }} [model]  the state's layers and mask
 */
export function termsText({ tokens, readout, terms, rotation = null }, { layers = 1, mask = 'bidirectional' } = {}) {
  if (rotation) return rotationText({ tokens, readout, wordWord: terms.wordWord, rotation });
  let all = 0, position = 0;
  const words = tokens.map((token, i) => {
    const values = SCORE_TERMS.map(([key]) => terms[key][i]);
    values.forEach((v, k) => { all += Math.abs(v); if (k > 0) position += Math.abs(v); });
    const largest = values.reduce((best, v, k) => (Math.abs(v) > Math.abs(values[best]) ? k : best), 0);
    const total = values.reduce((sum, v) => sum + v, 0);
    return `${token} ${scoreText(total)} (mostly ${SCORE_TERMS[largest][1]})`;
  });
  const share = all > 0 ? position / all : 0;
  return `Score of each word for the read-out row (${tokens[readout]}), before the softmax, as the sum of four terms: ` +
    `${words.join(', ')}. The three terms that involve a position make up ${percent(share)} of the size of all terms` +
    (share > 0 ? '.' : layers > 1 && mask === 'causal'
      ? ': no position signal reaches these scores, but the first layer\'s causal mask does, since each word\'s row there ' +
        'mixed only the words up to it, so the word·word term can depend on the order.'
      : ': the scores cannot depend on where a word stands.');
}

/** The two parts of a RoPE score, in words: without the rotation, and what it adds. */
export const ROTATION_TERMS = Object.freeze(/** @type {const} */ ([
  ['wordWord', 'without rotation'], ['rotation', 'rotation adds'],
]));

/**
 * The read-out row's RoPE scores in words: each word's score without the
 * rotation (word·word, as if every word stood at one place) and with it, and
 * how much of the scores the rotation, that is the position, makes.
 * @param {{ tokens: readonly string[], readout: number, wordWord: ArrayLike<number>, rotation: ArrayLike<number> }} o
 */
export function rotationText({ tokens, readout, wordWord, rotation }) {
  let all = 0, turned = 0;
  const words = tokens.map((token, i) => {
    all += Math.abs(wordWord[i]) + Math.abs(rotation[i]);
    turned += Math.abs(rotation[i]);
    return `${token} ${scoreText(wordWord[i])} → ${scoreText(wordWord[i] + rotation[i])}`;
  });
  const share = all > 0 ? turned / all : 0;
  return `With RoPE nothing is added to the words: each query and key is turned by its position, so the four-term ` +
    `split does not apply. Score of each word for the read-out row (${tokens[readout]}), before the softmax, without ` +
    `the rotation → with it: ${words.join(', ')}. What the rotation adds, the part position makes, is ` +
    `${percent(share)} of the size of both parts.`;
}
