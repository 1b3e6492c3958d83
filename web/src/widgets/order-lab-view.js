// @ts-check
/**
 * The pure parts of <posenc-order-lab>: how far an animated run should be,
 * the plots' scales, and every sentence the figure shows or announces, in
 * the language of a Localizer (`l10n`, English when not given: its messages
 * are order-lab.ftl's `order-lab-...`). No DOM, no wasm: unit-tested in node
 * (tests/js/order-lab-view.test.js).
 * @module
 */
import { niceRange } from '../render/ticks.js';
import { tokenize } from '../text/tokenize.js';
import { ORDER_LAB_HELD_OUT_PAIRS, ORDER_LAB_NOUNS, ORDER_LAB_VERBS } from '../core/boundary.js';
import { ENGLISH } from '../text/l10n.js';
import { LabWords, joined } from './order-lab-words.js';

/** @typedef {import('../text/l10n.js').Localizer} Localizer */

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

/** A token of Han characters only. */
const HAN_ONLY = /^\p{Script=Han}+$/u;

/** The figure's example sentence, in the model's words: "dog bites man". */
export const EXAMPLE = Object.freeze(['dog', 'bites', 'man']);

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

/** @type {Map<string, Intl.NumberFormat>} */
const formats = new Map();

/**
 * A number format of `l10n`'s locale (a pseudo-locale's is its base's),
 * made once. English never gets here: it writes numbers without Intl, whose
 * first use costs a page tens of ms (core/numbers.js).
 * @param {Localizer} l10n @param {Intl.NumberFormatOptions} options
 */
function numberFormat(l10n, options) {
  const locale = l10n.locale.replace(/-X[AB]$/, '');
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, format = new Intl.NumberFormat(locale, { useGrouping: false, ...options }));
  return format;
}

/** A count or a step, as the locale writes it. @param {number} n @param {Localizer} l10n */
const int = (n, l10n) => l10n.integer(n);

/**
 * "100%", "99.2%", "50%": a whole percentage, or one decimal where it is not
 * within 0.05 of one (Spanish "99,2 %", through Intl).
 * @param {number} share @param {Localizer} [l10n]
 */
export function percent(share, l10n = ENGLISH) {
  const p = 100 * share;
  const whole = Math.abs(p - Math.round(p)) < 0.05;
  if (l10n.locale === 'en') return `${whole ? Math.round(p) : p.toFixed(1)}%`;
  const digits = whole ? 0 : 1;
  return numberFormat(l10n, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits })
    .format(whole ? Math.round(p) / 100 : share);
}

/** A loss with three significant digits: "0.693", "2.13", "0.000412". @param {number} loss @param {Localizer} [l10n] */
export function lossText(loss, l10n = ENGLISH) {
  if (!Number.isFinite(loss)) return String(loss);
  if (loss === 0) return '0';
  const en = l10n.locale === 'en';
  if (loss < 1e-6) return `< ${en ? '0.000001' : numberFormat(l10n, { maximumFractionDigits: 6 }).format(1e-6)}`;
  return en ? String(Number(loss.toPrecision(3))) : numberFormat(l10n, { maximumSignificantDigits: 3 }).format(loss);
}

/** A tick of the loss axis ("0.5", Spanish "0,5"). @param {number} value @param {Localizer} l10n */
export function tickValue(value, l10n) {
  return numberFormat(l10n, { maximumSignificantDigits: 4 }).format(value).replace(/^-/, '−');
}

/**
 * What the test accuracy is measured on: sentences of noun pairs the model
 * never trained on.
 * @param {string} task @param {number} length  the longest training sentence ('filler') @param {Localizer} [l10n]
 */
export function testSetText(task, length, l10n = ENGLISH) {
  return l10n.t('order-lab-test-set', { task, count: int(AGENT_TEST_SENTENCES, l10n), length: int(length, l10n) });
}

/**
 * What the training accuracy is measured on: sentences of the trained noun pairs.
 * @param {string} task @param {number} length @param {Localizer} [l10n]
 */
export function trainedSetText(task, length, l10n = ENGLISH) {
  return l10n.t('order-lab-trained-set', { task, count: int(AGENT_TRAINED_SENTENCES, l10n), length: int(length, l10n) });
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
 * @param {Localizer} [l10n]
 */
export function verdict(accuracy, trainingAccuracy, blind, l10n = ENGLISH) {
  const which = accuracy >= 0.95 ? 'learned' : memorised(accuracy, trainingAccuracy) ? 'memorised'
    : blind ? 'blind' : accuracy > CHANCE.accuracy + 0.02 ? 'better' : 'coin';
  return l10n.t(`order-lab-verdict-${which}`);
}

/**
 * "sinusoidal position signal, bidirectional mask, read out at [CLS] in front, 1 layer".
 * @param {{ position: string, mask: string, readout?: string, layers?: number }} run @param {Localizer} [l10n]
 */
export function settingsText({ position, mask, readout = 'cls', layers = 1 }, l10n = ENGLISH) {
  return l10n.t('order-lab-settings', { position, mask, readout, layers: int(layers, l10n), count: layers });
}

/**
 * The figure's text summary (announced when it changes).
 * @param {RunFacts} run @param {Localizer} [l10n]
 */
export function runSummary(run, l10n = ENGLISH) {
  const head = l10n.t('order-lab-summary-head', { settings: settingsText(run, l10n), task: run.task });
  const total = int(run.total, l10n);
  if (run.step === 0) return l10n.t(run.phase === 'running' ? 'order-lab-summary-running' : 'order-lab-summary-untrained', { head, total });
  const blind = orderBlind({ readout: 'cls', ...run });
  // Why, in the configuration's own terms; the numbers are the status line's.
  const why = blind && run.accuracy <= CHANCE.accuracy + 0.02 ? 'blind' : 'other';
  return l10n.t('order-lab-summary', { head, phase: run.phase, step: int(run.step, l10n), total,
    verdict: verdict(run.accuracy, run.trainingAccuracy, blind, l10n), why });
}

/**
 * The status line: the step and the numbers of the run now.
 * @param {RunFacts} run @param {Localizer} [l10n]
 */
export function statusText(run, l10n = ENGLISH) {
  return l10n.t('order-lab-status', { step: int(run.step, l10n), total: int(run.total, l10n),
    accuracy: percent(run.accuracy, l10n), testSet: testSetText(run.task, run.length, l10n),
    training: percent(run.trainingAccuracy, l10n), loss: lossText(run.loss, l10n) });
}

/** Items of a list in the figure's sentences ("a, b, c"). @param {readonly string[]} items @param {Localizer} l10n */
const list = (items, l10n) => items.join(l10n.t('order-lab-list-separator'));

/**
 * The noun pairs held out of training, in words: "man–fox, woman–fox and dog–cat".
 * @param {readonly (readonly string[])[]} pairs  in the words to show @param {Localizer} [l10n]
 */
export function pairsText(pairs, l10n = ENGLISH) {
  const named = pairs.map(([first, second]) => l10n.t('order-lab-pair', { first, second }));
  return named.length > 1 ? l10n.t('order-lab-pairs-two', { first: named.slice(0, -1).join(l10n.t('order-lab-pairs-list-separator')),
    last: named[named.length - 1] }) : named.join('');
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
 * @param {SeedCounts} c @param {number} steps @param {Localizer} [l10n]
 */
export function seedCountsText(c, steps, l10n = ENGLISH) {
  return l10n.t('order-lab-seeds-counts', { runs: int(c.runs, l10n), steps: int(steps, l10n), reach95: int(c.reach95, l10n),
    past50: int(c.past50, l10n), median: percent(c.median, l10n), low: percent(c.low, l10n), high: percent(c.high, l10n),
    trainedAll: int(c.trainedAll, l10n) });
}

/**
 * The accessible name of the loss plot.
 * @param {{ loss: ArrayLike<number>, steps: ArrayLike<number>, previous: string, blind?: boolean }} o
 *   test loss at each checkpoint step; previous: the label of the previous run drawn with it ('' if none);
 *   blind: the configuration cannot see order (orderBlind), so the plot marks its bound
 * @param {Localizer} [l10n]
 */
export function lossPlotLabel({ loss, steps, previous, blind = true }, l10n = ENGLISH) {
  const n = loss.length;
  return l10n.t('order-lab-loss-label', { shown: n < 2 ? 'no' : 'yes', first: lossText(loss[0], l10n),
    firstStep: int(steps[0], l10n), last: lossText(loss[n - 1], l10n), lastStep: int(steps[n - 1], l10n),
    blind: blind ? 'yes' : 'no', chance: lossText(CHANCE.loss, l10n), previous: previous || 'none' });
}

/**
 * The accessible name of the accuracy plot.
 * @param {{ accuracy: ArrayLike<number>, training: ArrayLike<number>, steps: ArrayLike<number>, previous: string,
 *   blind?: boolean }} o  test accuracy (unseen noun pairs) and training accuracy at each checkpoint step
 * @param {Localizer} [l10n]
 */
export function accuracyPlotLabel({ accuracy, training, steps, previous, blind = true }, l10n = ENGLISH) {
  const n = accuracy.length;
  return l10n.t('order-lab-accuracy-label', { shown: n < 2 ? 'no' : 'yes', first: percent(accuracy[0], l10n),
    firstStep: int(steps[0], l10n), last: percent(accuracy[n - 1], l10n), lastStep: int(steps[n - 1], l10n),
    trainingFirst: percent(training[0], l10n), trainingLast: percent(training[n - 1], l10n), blind: blind ? 'yes' : 'no',
    half: percent(CHANCE.accuracy, l10n), nouns: int(ORDER_LAB_NOUNS, l10n), previous: previous || 'none' });
}

/**
 * The words of a typed sentence, read as the model reads them: punctuation
 * and symbols are left out (and counted in `skipped`) and do not count
 * against the cap, so "man", forty "!" and "bites dog" is "man bites dog".
 * At most maxWords + 1 tokens are read: `truncated` says there were more
 * (sentenceProblem then refuses the sentence rather than cut it).
 * A word of the locale (`vocabulary` a LabWords) is read as the model's
 * English word: `words` are the model's words (an unknown one as typed),
 * `typed` the words as the learner wrote them; a run of Han characters is
 * split into words of the vocabulary (order-lab-words.js).
 * @param {string} sentence @param {readonly string[] | LabWords} vocabulary @param {number} maxWords
 * @returns {{ words: string[], typed: string[], unknown: string[], truncated: boolean, skipped: number }}
 */
export function sentenceWords(sentence, vocabulary, maxWords) {
  const lexicon = vocabulary instanceof LabWords ? vocabulary : new LabWords(vocabulary, vocabulary);
  const { tokens, truncated, skipped = 0 } = tokenize(sentence, { maxTokens: maxWords + 1, words: true });
  // Runs of Han characters are joined before they are split into the
  // vocabulary's words: the segmenter's own breaks do not know the toy words.
  const runs = tokens.reduce((out, token) => {
    if (HAN_ONLY.test(token) && HAN_ONLY.test(out.at(-1) ?? '')) out[out.length - 1] += token;
    else out.push(token);
    return out;
  }, /** @type {string[]} */ ([]));
  const typed = runs.flatMap((token) => lexicon.split(token));
  const words = typed.map((w) => lexicon.read(w) ?? w);
  return { words, typed, unknown: [...new Set(typed.filter((w) => lexicon.read(w) === undefined))], truncated, skipped };
}

/**
 * What the model was asked when the typed sentence had punctuation or
 * symbols, which it does not read ('' when it had none).
 * @param {{ words: string[], typed?: string[], skipped: number }} sentence @param {Localizer} [l10n]
 */
export function skippedText({ words, typed = words, skipped }, l10n = ENGLISH) {
  if (skipped === 0 || words.length === 0) return '';
  return l10n.t('order-lab-skipped', { count: skipped, marks: int(skipped, l10n),
    sentence: joined(typed, l10n) });
}

/**
 * Why a typed sentence cannot be asked ('' when it can).
 * @param {{ words: string[], unknown: string[], truncated?: boolean }} sentence
 * @param {readonly string[] | LabWords} vocabulary @param {number} maxWords @param {Localizer} [l10n]
 */
export function sentenceProblem({ words, unknown, truncated = false }, vocabulary, maxWords, l10n = ENGLISH) {
  const lexicon = vocabulary instanceof LabWords ? vocabulary : new LabWords(vocabulary, vocabulary);
  if (words.length === 0) return l10n.t('order-lab-problem-empty', { example: lexicon.sentence(EXAMPLE) });
  if (truncated || words.length > maxWords) {
    return l10n.t('order-lab-problem-long', { max: int(maxWords, l10n), count: int(words.length, l10n),
      truncated: truncated ? 'yes' : 'no' });
  }
  if (unknown.length === 0) return '';
  const shown = unknown.slice(0, 3).map((w) => l10n.t('order-lab-unknown-word', { word: w.length > 24 ? `${w.slice(0, 24)}…` : w }));
  const more = Math.max(0, unknown.length - 3);
  return l10n.t('order-lab-problem-unknown', { shown: list(shown, l10n), more, vocabulary: list(lexicon.words, l10n) });
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
 * @param {Localizer} [l10n] @param {LabWords} [lexicon]  the words of the example
 */
export function unlikeTrainingText(fits, task, length, l10n = ENGLISH, lexicon = undefined) {
  if (fits) return '';
  return l10n.t('order-lab-unlike', { task, length: int(length, l10n),
    example: lexicon ? lexicon.sentence(EXAMPLE) : EXAMPLE.join(' ') });
}

/**
 * The model's answer in words.
 * @param {{ answer: string, probabilities: ArrayLike<number> }} result  its answer in the words of `nouns`
 * @param {readonly string[]} nouns @param {Localizer} [l10n]
 */
export function answerText(result, nouns, l10n = ENGLISH) {
  const p = result.probabilities[nouns.indexOf(result.answer)];
  return l10n.t('order-lab-answer', { answer: result.answer, probability: percent(p, l10n) });
}

/**
 * The read-out row in words.
 * @param {{ tokens: readonly string[], attention: ArrayLike<number>, readout: number }} result @param {Localizer} [l10n]
 */
export function attentionText(result, l10n = ENGLISH) {
  const weights = result.tokens.map((token, i) => l10n.t('order-lab-weight', { token, weight: percent(result.attention[i], l10n) }));
  return l10n.t('order-lab-attention-label', { token: result.tokens[result.readout], weights: list(weights, l10n) });
}

/** The four terms of a read-out score, as the API names them and their message in order-lab.ftl. */
export const SCORE_TERMS = Object.freeze(/** @type {const} */ ([
  ['wordWord', 'order-lab-term-wordWord'], ['wordPosition', 'order-lab-term-wordPosition'],
  ['positionWord', 'order-lab-term-positionWord'], ['positionPosition', 'order-lab-term-positionPosition'],
]));

/** A score with two decimals and a real minus sign. @param {number} x @param {Localizer} [l10n] */
export function scoreText(x, l10n = ENGLISH) {
  const value = Math.abs(x) < 0.005 ? 0 : x;
  const text = l10n.locale === 'en' ? value.toFixed(2)
    : numberFormat(l10n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return text.replace(/^-/, '−');
}

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
 * @param {Localizer} [l10n]
 */
export function termsText({ tokens, readout, terms, rotation = null }, { layers = 1, mask = 'bidirectional' } = {}, l10n = ENGLISH) {
  if (rotation) return rotationText({ tokens, readout, wordWord: terms.wordWord, rotation }, l10n);
  let all = 0, position = 0;
  const words = tokens.map((token, i) => {
    const values = SCORE_TERMS.map(([key]) => terms[key][i]);
    values.forEach((v, k) => { all += Math.abs(v); if (k > 0) position += Math.abs(v); });
    const largest = values.reduce((best, v, k) => (Math.abs(v) > Math.abs(values[best]) ? k : best), 0);
    const total = values.reduce((sum, v) => sum + v, 0);
    return l10n.t('order-lab-term-word', { token, score: scoreText(total, l10n), term: l10n.t(SCORE_TERMS[largest][1]) });
  });
  const share = all > 0 ? position / all : 0;
  return l10n.t('order-lab-terms-text', { token: tokens[readout], words: list(words, l10n), share: percent(share, l10n),
    why: share > 0 ? 'some' : layers > 1 && mask === 'causal' ? 'causal' : 'none' });
}

/** The two parts of a RoPE score, as the table's columns: without the rotation, and what it adds. */
export const ROTATION_TERMS = Object.freeze(/** @type {const} */ ([
  ['wordWord', 'order-lab-term-without'], ['rotation', 'order-lab-term-rotation'],
]));

/**
 * The read-out row's RoPE scores in words: each word's score without the
 * rotation (word·word, as if every word stood at one place) and with it, and
 * how much of the scores the rotation, that is the position, makes.
 * @param {{ tokens: readonly string[], readout: number, wordWord: ArrayLike<number>, rotation: ArrayLike<number> }} o
 * @param {Localizer} [l10n]
 */
export function rotationText({ tokens, readout, wordWord, rotation }, l10n = ENGLISH) {
  let all = 0, turned = 0;
  const words = tokens.map((token, i) => {
    all += Math.abs(wordWord[i]) + Math.abs(rotation[i]);
    turned += Math.abs(rotation[i]);
    return l10n.t('order-lab-rotation-word', { token, without: scoreText(wordWord[i], l10n),
      with: scoreText(wordWord[i] + rotation[i], l10n) });
  });
  const share = all > 0 ? turned / all : 0;
  return l10n.t('order-lab-rotation-text', { token: tokens[readout], words: list(words, l10n), share: percent(share, l10n) });
}
