// @ts-check
/**
 * The order lab: a one- or two-layer, one-head self-attention model trained
 * on tiny word-order tasks, with and without position information.
 * cpp/include/posenc/order_lab.h describes the model, the tasks, the
 * read-outs, the noun pairs held out of training, and why a model that
 * cannot see order cannot beat 50%.
 *
 * Value style, like the rest of the API: a state is a plain object of
 * strings, numbers and one Float32Array, made by `create` and `train`.
 * Nothing lives in the module between calls and nothing needs freeing.
 * `train` returns a new state and never changes the one it is given, so
 * training 50 steps and then 50 more gives, bit for bit, the state and the
 * losses of 100 steps at once; the same options give the same run on every
 * build (native, wasm simd, wasm base).
 *
 * The order lab runs in a wasm module of its own, fetched on first use:
 * `await pe.orderLab.load()` (or `init({ orderLab: true })`) before the
 * first call; a call before that throws an Error that says so. Once loaded,
 * every function is synchronous, like the rest of the API.
 * @module
 */
import {
  ATTENTION_MASKS, LIMITS, ORDER_LAB_DEFAULT_STEPS, ORDER_LAB_HELD_OUT_PAIRS, ORDER_LAB_NOUNS, ORDER_LAB_TASKS,
  ORDER_LAB_VERBS, POSITION_SIGNALS, READOUTS, STATUS,
} from './boundary.js';
import { describe, integer, listOf, parseOptions } from './validate.js';
import { statusError, takeParts } from './errors.js';
import { groupedNumber } from './numbers.js';
import { VOCABULARY_ROWS, orderLabTestCost, orderLabTrainCost, testSlices, trainingLength } from './order-lab-cost.js';
import { SPEC_RULES, parseState, rawSpec, readoutOf, stateOf } from './order-lab-state.js';
import { TEST_RULES, combineTests, testLengths, testResult, testSlice } from './order-lab-test.js';

// The cost model, the states and the test results have files of their own;
// these are part of the order lab's module interface.
export { combineTests, orderLabTestCost, orderLabTrainCost, trainingLength };
export { orderLabValueCount } from './order-lab-state.js';

/**
 * @typedef {object} OrderLabOptions
 * @property {import('./boundary.js').OrderLabTask} [task='agent']  'agent': "noun verb noun"
 *   sentences ("dog bites man"), the answer is the first noun, the doer; 'filler': the same three words,
 *   in order, among filler words ("the", "big", ...), 3 to maxLength words long
 * @property {import('./boundary.js').PositionSignal} [position='sinusoidal']  'none'; 'sinusoidal'
 *   (the encoding added to the embeddings); 'learned' (a trained table added, one row per position up to
 *   the training length: a position past it gets nothing, the zero vector); 'rope' (queries and keys
 *   rotated by their position)
 * @property {import('./boundary.js').AttentionMask} [mask='bidirectional']  'bidirectional': every token
 *   sees every token; 'causal': each token sees itself and earlier ones
 * @property {import('./boundary.js').Readout} [readout]  the token whose attention row gives the answer:
 *   'cls' (a [CLS] token in front of the words), 'last' (the last word, [CLS] still in front) or 'cls-end'
 *   (a [CLS] token after the last word, none in front). Default: 'cls' for the bidirectional mask, 'last'
 *   for the causal one. Under the causal mask 'cls' sees [CLS] alone, so its answer cannot depend on the
 *   sentence
 * @property {number} [layers=1]  attention layers, 1..orderLabMaxLayers (2): the same block (attention with its
 *   mask, and the residual; no MLP) applied again, with weights of its own. Under the causal mask, the first
 *   layer's row of each word mixes the words up to it, so a second layer can tell the order of two words with
 *   no position signal; under the bidirectional one it cannot
 * @property {number} [dModel=16]  model width, 1..orderLabMaxDModel (64)
 * @property {number} [maxLength=8]  the longest 'filler' training sentence, 3..orderLabMaxTrainLength (16);
 *   'agent' trains on 3 words whatever it is
 * @property {number} [batch=16]  sentences per training step, 1..orderLabMaxBatch (32)
 * @property {number} [learningRate=0.01]  Adam's step size, greater than 0 and at most 1
 * @property {number} [seed=1]  integer 0..2^32-1: the initial parameters, the training sentences and the
 *   noun pairs held out of training (heldOutPairs)
 */

/**
 * A training state: the options it was made with (every one of them),
 * the counters and the values. A plain object: store, copy or send it. A
 * state without `readout` (made before it was an option) reads out as its
 * mask's default; one without `layers` has 1 layer.
 * @typedef {Required<OrderLabOptions> & OrderLabProgress} OrderLabState
 */

/**
 * @typedef {object} OrderLabProgress
 * @property {number} step  training steps taken so far
 * @property {number} samplerLow  the training-sentence sampler's state, low 32 bits
 * @property {number} samplerHigh  and high 32 bits
 * @property {Float32Array} values  the parameters, then Adam's first and second moments
 *   (3 × the parameter count; cpp/include/posenc/order_lab.h lists the groups). A state given to the API
 *   may hold them as what JSON.parse gives back for a state, an object of index keys "0".."n-1", or as
 *   an array of numbers, each a float32 value: a state through JSON resumes bit for bit
 */

/**
 * @typedef {object} OrderLabTrainOptions
 * @property {number} steps  training steps, 1..orderLabMaxSteps (500), and at most what the cost cap
 *   (orderLabMaxCost multiply-adds per call, orderLabTrainCost) admits for the state's sizes
 */

/**
 * @typedef {object} OrderLabTrainResult
 * @property {OrderLabState} state  the state after the steps (the one given is unchanged)
 * @property {Float32Array} loss  one value per step: the mean cross-entropy of its batch, before its update
 * @property {Float32Array} accuracy  one value per step: the share of its batch answered right, before its update
 */

/**
 * @typedef {object} OrderLabEvaluateOptions
 * @property {readonly string[]} sentence  1..orderLabMaxLength (32) words of the vocabulary, lower case;
 *   any sentence, not only the task's
 */

/**
 * @typedef {object} OrderLabEvaluation
 * @property {string} answer  the noun of highest probability: the model's guess of who does it
 * @property {Float32Array} probabilities  one per noun, in the order of vocabulary.nouns; they sum to 1
 * @property {string[]} tokens  what the model reads: '[CLS]' then the words ('cls', 'last'), or the words
 *   then '[CLS]' ('cls-end')
 * @property {Float32Array} attention  one weight per token: how much the read-out row attends to it (sum 1;
 *   0 for a token the row does not see)
 * @property {number} readout  the index in tokens of the read-out row: 0 for 'cls', the last token for
 *   'last' and 'cls-end'
 * @property {OrderLabScoreTerms} terms  the read-out row's score of each token, split in four
 * @property {Float32Array | null} rotation  position 'rope' only (null otherwise): what the rotation by
 *   position adds to each token's score, one value per token; the score is terms.wordWord (the score without
 *   the rotation, as if both tokens stood at one place) plus this
 * @property {boolean | null} seen  whether the sentence's noun pair was trained on: false for a held-out
 *   pair (heldOutPairs), true for another pair; null when the sentence does not hold exactly two
 *   different nouns
 */

/**
 * The read-out row's score of each token before the softmax, q·k/√dModel, split by q = (e_r + p_r)·Wq and
 * k = (e_t + p_t)·Wk, where e is a token's embedding and p its position signal: four Float32Arrays, one
 * value per token, that sum to the score up to float rounding (the attention is the softmax of the sum).
 * With position 'none' the three position terms are 0. With 'rope' nothing is added: the position rotates
 * q and k, which no additive split describes; there wordWord is the score without the rotation, the other
 * three are 0, and the evaluation's `rotation` holds what the rotation adds. A token the read-out row does
 * not see gets 0 in every term.
 * @typedef {object} OrderLabScoreTerms
 * @property {Float32Array} wordWord  (e_r·Wq)·(e_t·Wk)/√d
 * @property {Float32Array} wordPosition  (e_r·Wq)·(p_t·Wk)/√d: the read-out's word against token t's position
 * @property {Float32Array} positionWord  (p_r·Wq)·(e_t·Wk)/√d
 * @property {Float32Array} positionPosition  (p_r·Wq)·(p_t·Wk)/√d
 */

/**
 * @typedef {object} OrderLabTestOptions
 * @property {readonly number[]} [lengths]  sentence lengths to test, 1..orderLabMaxLength (32) of them:
 *   'agent' only 3 (all 120 of its sentences); 'filler' 3..orderLabMaxLength (256 fixed sentences per
 *   length above 3). Default: the training lengths, [3] or 3..maxLength. Their cost (orderLabTestCost) must
 *   be within the cost cap, orderLabMaxCost multiply-adds per call
 * @property {{ start: number, count: number }} [sentences]  test only the sentences start..start + count - 1
 *   of each set (start 0..255, count 1..256 - start; default: all of them): a test split into such parts,
 *   each a shorter call, combines exactly with combineTests. At length 3 a set has 24 or 96 sentences,
 *   so a part past its end tests none of it
 */

/**
 * @typedef {object} OrderLabTestResult
 * @property {number[]} lengths  the lengths tested
 * @property {Float32Array} accuracy  share answered right, per length, on the held-out noun pairs: sentences
 *   the model never trained on (length 3: all 24 of them)
 * @property {Float32Array} loss  mean cross-entropy, per length, on the held-out noun pairs
 * @property {Float32Array} trainingAccuracy  share answered right, per length, on the trained noun pairs
 *   (length 3: all 96 of them)
 * @property {Float32Array} trainingLoss  mean cross-entropy, per length, on the trained noun pairs
 * @property {OrderLabTestSums} sums  what the means are computed from, per length: sums that add up
 *   exactly over the parts of a test (combineTests)
 */

/**
 * @typedef {object} OrderLabTestSums  per length; the means of a set a part misses are NaN (0 / 0)
 * @property {Float64Array} sentences  sentences tested, held-out noun pairs
 * @property {Float64Array} correct  of them answered right
 * @property {Float64Array} lossSum  the sum of their losses, each rounded to a multiple of 2^-24 (exact sums)
 * @property {Float64Array} trainingSentences @property {Float64Array} trainingCorrect
 * @property {Float64Array} trainingLossSum  the same on the trained noun pairs
 */

/**
 * @typedef {object} OrderLabVocabulary  the built-in words (lower case)
 * @property {readonly string[]} words  every word a sentence may use
 * @property {readonly string[]} nouns  the answer classes
 * @property {readonly string[]} verbs
 * @property {readonly string[]} fillers
 */

/**
 * @typedef {object} OrderLab
 * @property {(options?: OrderLabOptions) => OrderLabState} create  a fresh, untrained state
 * @property {(state: OrderLabState, options: OrderLabTrainOptions) => OrderLabTrainResult} train
 *   steps of Adam from the state, on sentences the state's sampler draws
 * @property {(state: OrderLabState, options: OrderLabEvaluateOptions) => OrderLabEvaluation} evaluate
 *   the model's answer for one sentence, and its read-out attention row
 * @property {(state: OrderLabState, options?: OrderLabTestOptions) => OrderLabTestResult} test
 *   accuracy and loss by sentence length, on the held-out noun pairs and on the trained ones
 * @property {(parts: readonly OrderLabTestResult[]) => OrderLabTestResult} combineTests
 *   one test's result from those of its parts (test calls whose `sentences` cover every test sentence once)
 * @property {(options?: Omit<OrderLabOptions, 'seed'>, run?: OrderLabSeedsOptions) => Promise<OrderLabSeedsResult>} trainSeeds
 *   trains one configuration from each of several random starts (seeds 1, 2, ...) in slices that keep the
 *   page responsive, and tests each run
 * @property {(state: OrderLabState) => string[][]} heldOutPairs  the noun pairs the state's seed holds out
 *   of training (both orders of each, in both tasks): orderLabHeldOutPairs (3) pairs of two nouns, each
 *   pair in vocabulary order
 * @property {() => Promise<void>} load  fetches and starts the order lab's wasm module, in the flavour of
 *   the core; idempotent: every call returns the same promise (after a failure, the next call tries again)
 * @property {() => boolean} loaded  whether load() has finished, so that the functions can be called
 * @property {Readonly<OrderLabVocabulary>} vocabulary  (after load())
 * @property {Readonly<Required<OrderLabOptions>>} defaults  what create uses for an absent option
 * @property {readonly import('./boundary.js').OrderLabTask[]} tasks
 * @property {readonly import('./boundary.js').PositionSignal[]} positions
 * @property {readonly import('./boundary.js').AttentionMask[]} masks
 * @property {readonly import('./boundary.js').Readout[]} readouts
 */

/**
 * @typedef {object} OrderLabSeedsOptions
 * @property {number} [seeds=20]  how many random starts: seeds 1 to this, 1..100
 * @property {number} [steps=200]  training steps of each run, 1..10000 (the order lab's own count by default)
 * @property {(progress: { done: number, total: number }) => void} [onProgress]  called after each slice:
 *   training steps done over all the runs, of `total`
 * @property {AbortSignal} [signal]  aborting it stops the runs at the next slice; the promise then rejects
 *   with the signal's reason
 */

/**
 * @typedef {object} OrderLabSeedsResult
 * @property {number[]} seeds  the seeds trained, 1 to `seeds`
 * @property {number} steps  the training steps of each run
 * @property {Float32Array} accuracy  per seed: test accuracy on the held-out noun pairs (that seed's own),
 *   at the training length, as `test` measures it
 * @property {Float32Array} trainingAccuracy  per seed: accuracy on the trained noun pairs
 */

/** @typedef {{ orderLab: Readonly<OrderLab> }} OrderLabApi */

const TRAIN_RULES = { steps: integer(1, LIMITS.orderLabMaxSteps, { required: true }) };
const SENTENCE = listOf('words', { min: 1, max: LIMITS.orderLabMaxLength }, { required: true });
const EVALUATE_RULES = { sentence: SENTENCE };

/** trainSeeds' model options: every option but the seed, which it varies itself. */
const SEEDS_SPEC_RULES = Object.fromEntries(Object.entries(SPEC_RULES).filter(([key]) => key !== 'seed'));
const SEEDS_RULES = {
  seeds: integer(1, 100, { fallback: 20 }),
  steps: integer(1, 10000, { fallback: ORDER_LAB_DEFAULT_STEPS }),
  onProgress: { kind: 'a function', typeCheck: (/** @type {unknown} */ v) => (typeof v === 'function' ? '' : 'must be a function') },
  // By its tag, not instanceof: a signal from another frame is a signal too.
  signal: { kind: 'an AbortSignal', typeCheck: (/** @type {unknown} */ v) =>
    (Object.prototype.toString.call(v) === '[object AbortSignal]' ? '' : 'must be an AbortSignal') },
};

/**
 * Multiply-adds of one slice of trainSeeds: a few milliseconds of training
 * (about 25 steps at the defaults) or of a test's sentences, so that a
 * slice never holds the page.
 */
const SEEDS_SLICE_COST = 2_000_000;
/** Longest time trainSeeds trains before it lets the page run, in milliseconds. */
const SEEDS_TASK_MS = 12;
/** Lets the page (or node's event loop) run before the next slice. */
const nextTask = () => new Promise((resolve) => { setTimeout(resolve, 0); });

/** The RangeError of a call over the cost cap. @param {string} where @param {number} cost @param {string} advice */
const overCostCap = (where, cost, advice) => new RangeError(`${where}: this call would cost about ` +
  `${groupedNumber(cost)} multiply-adds, which exceeds the order lab's cost cap of ` +
  `${groupedNumber(LIMITS.orderLabMaxCost)} multiply-adds per call (a call stays within a second); ${advice}.`);

/**
 * The word ids of a sentence, or a RangeError listing the vocabulary.
 * @param {string} where @param {readonly unknown[]} sentence @param {Map<string, number>} ids
 * @param {readonly string[]} words
 */
function sentenceIds(where, sentence, ids, words) {
  return Uint8Array.from(SENTENCE.read(where, 'sentence', sentence, (word, i) => {
    if (typeof word !== 'string') throw new TypeError(`${where}: sentence[${i}] must be a word; got ${describe(word)}.`);
    const id = ids.get(word);
    if (id === undefined) {
      throw new RangeError(`${where}: sentence[${i}] ${describe(word)} is not in the vocabulary ` +
        `(lower case: ${words.join(', ')}).`);
    }
    return id;
  }));
}

/** What an overflow means in the order lab: the state, not an argument. */
const DIVERGED = "the state's values are too large to compute with in float32 (the training diverged); " +
  'start again from create or with a smaller learningRate';

/**
 * A result of an order lab call, copied, or its status thrown; an overflow
 * says what to do about the state.
 * @template {Record<string, Float32Array | Float64Array | number>} T
 * @param {string} where @param {T | number} result @returns {T}
 */
function takeLab(where, result) {
  if (result === STATUS.overflow) throw statusError(where, result, DIVERGED);
  return takeParts(where, result);
}

/**
 * The words of a loaded order lab module, checked against this JS.
 * @param {import('./boundary.js').RawModule} raw
 */
function wordsOf(raw) {
  const all = String(raw.orderLabVocabulary()).split(' ');
  if (all.length !== VOCABULARY_ROWS) {
    throw new Error(`posenc.orderLab: the module has ${all.length} words; this JS expects ${VOCABULARY_ROWS}.`);
  }
  const groups = [1, 1 + ORDER_LAB_NOUNS, 1 + ORDER_LAB_NOUNS + ORDER_LAB_VERBS, VOCABULARY_ROWS];
  const slice = (/** @type {number} */ from, /** @type {number} */ to) => Object.freeze(all.slice(from, to));
  /** @type {Readonly<OrderLabVocabulary>} */
  const vocabulary = Object.freeze({
    words: slice(1, VOCABULARY_ROWS), nouns: slice(groups[0], groups[1]),
    verbs: slice(groups[1], groups[2]), fillers: slice(groups[2], groups[3]),
  });
  // A Map, not an object: a word such as "constructor" must not find anything.
  const ids = new Map(vocabulary.words.map((word, i) => [word, i + 1]));
  return { all, vocabulary, ids };
}

/**
 * The order lab's API over its own module, which `start` reads and starts
 * (load.js) on the first load().
 * @param {() => Promise<import('./host.js').Host>} start
 * @returns {{ api: OrderLabApi, host: () => import('./host.js').Host | null }}
 */
export function createOrderLabApi(start) {
  /** @type {{ host: import('./host.js').Host, raw: import('./boundary.js').RawModule } & ReturnType<typeof wordsOf> | null} */
  let module = null;
  /** @type {Promise<void> | null} */
  let loading = null;

  function load() {
    loading ??= start().then((host) => {
      module = { host, raw: host.raw, ...wordsOf(host.raw) };
    }, (error) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  /** The loaded module, or an Error naming load(). @param {string} where */
  function need(where) {
    if (module) return module;
    throw Object.assign(new Error(`${where}: the order lab's wasm module is not loaded yet: ` +
      'await pe.orderLab.load() first (or init({ orderLab: true })).'), { code: 'POSENC_ORDER_LAB_NOT_LOADED' });
  }

  const fallbacks = Object.fromEntries(Object.entries(SPEC_RULES).map(([key, rule]) => [key, rule.fallback]));
  const defaults = /** @type {Readonly<Required<OrderLabOptions>>} */ (Object.freeze({
    ...fallbacks, readout: readoutOf(/** @type {{ mask: string }} */ (fallbacks)),
  }));
  // The held-out pairs of a seed, as noun pairs.
  /** @param {number} seed @returns {string[][]} */
  const pairsOf = (seed) => {
    const { raw, vocabulary } = need('posenc.orderLab.heldOutPairs');
    const classes = Array.from(/** @type {Uint8Array} */ (raw.orderLabHeldOutPairs(seed)));
    return Array.from({ length: ORDER_LAB_HELD_OUT_PAIRS }, (_, i) => [
      vocabulary.nouns[classes[2 * i]], vocabulary.nouns[classes[2 * i + 1]]]);
  };

  /** @param {OrderLabOptions} [options] @returns {OrderLabState} */
  function create(options = {}) {
    const where = 'posenc.orderLab.create';
    const { raw } = need(where);
    const spec = parseOptions(where, options, SPEC_RULES);
    const made = takeLab(where, raw.orderLabCreate(rawSpec(raw, spec)));
    return stateOf(spec, made);
  }

  /** @param {OrderLabState} state @param {OrderLabTrainOptions} options @returns {OrderLabTrainResult} */
  function train(state, options) {
    const where = 'posenc.orderLab.train';
    const { raw } = need(where);
    const { spec, values } = parseState(where, state);
    const { steps } = parseOptions(where, options, TRAIN_RULES);
    if (spec.step + steps > LIMITS.orderLabMaxTotalSteps) {
      throw new RangeError(`${where}: state.step + steps must be at most ${LIMITS.orderLabMaxTotalSteps} ` +
        `(a state's life); got ${spec.step} + ${steps}.`);
    }
    const cost = orderLabTrainCost(spec, steps);
    if (cost > LIMITS.orderLabMaxCost) {
      const most = Math.floor(LIMITS.orderLabMaxCost / orderLabTrainCost(spec, 1));
      throw overCostCap(where, cost, most > 0 ? `use fewer steps per call (at most ${most} for this state)`
        : 'use a smaller batch, dModel or maxLength');
    }
    const trained = takeLab(where, raw.orderLabTrain(rawSpec(raw, spec), spec.step, spec.samplerLow,
      spec.samplerHigh, values, steps));
    return { state: stateOf(spec, trained), loss: trained.losses, accuracy: trained.accuracies };
  }

  /** @param {OrderLabState} state @param {OrderLabEvaluateOptions} options @returns {OrderLabEvaluation} */
  function evaluate(state, options) {
    const where = 'posenc.orderLab.evaluate';
    const { raw, vocabulary, ids, all } = need(where);
    const { spec, values } = parseState(where, state);
    const { sentence } = parseOptions(where, options, EVALUATE_RULES);
    const words = sentenceIds(where, sentence, ids, vocabulary.words);
    const result = takeLab(where, raw.orderLabEvaluate(rawSpec(raw, spec), values, words));
    const readout = readoutOf(spec);
    const named = Array.from(words, (id) => all[id]);
    const tokens = readout === 'cls-end' ? [...named, '[CLS]'] : ['[CLS]', ...named];
    const n = tokens.length;
    const part = (/** @type {number} */ i) => result.terms.slice(i * n, (i + 1) * n);
    const rope = spec.position === 'rope';
    const nouns = [...new Set(named.filter((word) => vocabulary.nouns.includes(word)))];
    const heldOut = pairsOf(spec.seed).some(([a, b]) => nouns.includes(a) && nouns.includes(b));
    return {
      answer: vocabulary.nouns[result.answer], probabilities: result.probabilities, tokens,
      attention: result.attention, readout: readout === 'cls' ? 0 : n - 1,
      // RoPE: the core's word.position slot holds what the rotation adds (posenc/order_lab.h).
      terms: { wordWord: part(0), wordPosition: rope ? new Float32Array(n) : part(1), positionWord: part(2),
        positionPosition: part(3) },
      rotation: rope ? part(1) : null,
      seen: nouns.length === 2 ? !heldOut : null,
    };
  }

  /** @param {OrderLabState} state @param {OrderLabTestOptions} [options] @returns {OrderLabTestResult} */
  function test(state, options = {}) {
    const where = 'posenc.orderLab.test';
    const { raw } = need(where);
    const { spec, values } = parseState(where, state);
    const parsed = parseOptions(where, options, TEST_RULES);
    const lengths = testLengths(where, parsed.lengths, spec);
    const slice = testSlice(where, parsed.sentences);
    const cost = orderLabTestCost(spec, lengths, slice);
    if (cost > LIMITS.orderLabMaxCost) {
      throw overCostCap(where, cost, 'test fewer or shorter lengths, or fewer sentences, per call');
    }
    const n = lengths.length;
    const result = takeLab(where,
      raw.orderLabTest(rawSpec(raw, spec), values, Uint8Array.from(lengths), slice.start, slice.count));
    const set = (/** @type {Float64Array} */ all, /** @type {number} */ k) => all.slice(k * n, (k + 1) * n);
    return testResult(lengths, {
      sentences: set(result.sentences, 0), correct: set(result.correct, 0), lossSum: set(result.lossSums, 0),
      trainingSentences: set(result.sentences, 1), trainingCorrect: set(result.correct, 1),
      trainingLossSum: set(result.lossSums, 1),
    });
  }

  /**
   * @param {Omit<OrderLabOptions, 'seed'>} [options] @param {OrderLabSeedsOptions} [run]
   * @returns {Promise<OrderLabSeedsResult>}
   */
  async function trainSeeds(options = {}, run = {}) {
    const where = 'posenc.orderLab.trainSeeds';
    need(where);
    const spec = parseOptions(where, options, SEEDS_SPEC_RULES);
    const { seeds, steps, onProgress, signal } = parseOptions(where, run, SEEDS_RULES, 'run');
    // The whole cost cap per call is what one slice may not pass; a slice is
    // far smaller (SEEDS_SLICE_COST), and at least one step.
    const perStep = orderLabTrainCost(/** @type {any} */ (spec), 1);
    const slice = Math.max(1, Math.min(LIMITS.orderLabMaxSteps, Math.floor(SEEDS_SLICE_COST / perStep)));
    const lengths = [trainingLength(spec.task, spec.maxLength)];
    const accuracy = new Float32Array(seeds), trainingAccuracy = new Float32Array(seeds);
    const total = seeds * steps;
    // Each seed's test too, in parts of a slice's cost (at dModel 64 with two layers a whole one is 55 ms in base).
    const parts = testSlices(/** @type {any} */ (spec), lengths, SEEDS_SLICE_COST);
    let done = 0, since = performance.now();
    // Before each slice: the page runs once SEEDS_TASK_MS have passed, and an abort stops the run.
    const breathe = async () => {
      if (performance.now() - since >= SEEDS_TASK_MS) {
        await nextTask();
        since = performance.now();
      }
      signal?.throwIfAborted();
    };
    for (let seed = 1; seed <= seeds; seed++) {
      let state = create({ ...spec, seed });
      while (state.step < steps) {
        await breathe();
        const taken = Math.min(slice, steps - state.step);
        state = train(state, { steps: taken }).state;
        done += taken;
        onProgress?.({ done, total });
      }
      /** @type {OrderLabTestResult[]} */
      const results = [];
      for (const sentences of parts) {
        await breathe();
        results.push(test(state, { lengths, sentences }));
      }
      const tested = combineTests(results);
      accuracy[seed - 1] = tested.accuracy[0];
      trainingAccuracy[seed - 1] = tested.trainingAccuracy[0];
    }
    return { seeds: Array.from({ length: seeds }, (_, i) => i + 1), steps, accuracy, trainingAccuracy };
  }

  /** @param {OrderLabState} state @returns {string[][]} */
  function heldOutPairs(state) {
    const where = 'posenc.orderLab.heldOutPairs';
    // Before the state: an unloaded module is what the caller must fix first, as in every other call.
    need(where);
    const { spec } = parseState(where, state);
    return pairsOf(spec.seed);
  }

  return {
    api: {
      orderLab: Object.freeze({
        create, train, evaluate, test, combineTests, trainSeeds, heldOutPairs, load, loaded: () => module !== null, defaults,
        get vocabulary() {
          return need('posenc.orderLab.vocabulary').vocabulary;
        },
        tasks: Object.freeze([...ORDER_LAB_TASKS]),
        positions: Object.freeze([...POSITION_SIGNALS]),
        masks: Object.freeze([...ATTENTION_MASKS]),
        readouts: Object.freeze([...READOUTS]),
      }),
    },
    host: () => module?.host ?? null,
  };
}
