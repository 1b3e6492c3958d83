// @ts-check
/**
 * The order lab's cost cap: the work of one `train` or `test` call,
 * estimated from the sizes alone before any work, in multiply-adds (an exp
 * or the overhead of a short vector loop counted as the multiply-adds it
 * takes as long as). A call whose estimate exceeds LIMITS.orderLabMaxCost is
 * refused. The C++ core checks the same model (posenc::OrderLabTrainCost and
 * OrderLabTestCost; tests/js/order-lab-cost.test.js compares the two over a
 * grid of options), with the terms declared once in cpp/boundary.mjs.
 * `node bench/order-lab-cost.mjs` measures calls over the grid of accepted
 * options against the estimate (docs/reliability.md keeps its table).
 *
 * The work of each layer (cpp/src/order_lab_model.cc): the read-out block
 * projects its query and value once and the keys of the T tokens it sees,
 * (T + 2)·d² plus its T scores and mixes; the first of two layers computes
 * every row: the queries, keys and values of T tokens (3T·d²), and T² scores,
 * exps and mixes (2T²·d). A short loop costs more than its length under a
 * wasm engine, so each vector of d values counts as d + ORDER_LAB_VECTOR_OVERHEAD.
 * @module
 */
import {
  LIMITS, ORDER_LAB_ADAM_COST, ORDER_LAB_EXP_COST, ORDER_LAB_FILLERS, ORDER_LAB_HELD_OUT_PAIRS, ORDER_LAB_NOUNS,
  ORDER_LAB_SENTENCE_OVERHEAD, ORDER_LAB_TEST_SENTENCES, ORDER_LAB_TRAIN_PASSES, ORDER_LAB_VECTOR_OVERHEAD,
  ORDER_LAB_VERBS,
} from './boundary.js';

/** The sentences of the test task at length 3, held out and trained: "noun verb noun" of each pair's two orders. */
const HELD_OUT_AGENT_SENTENCES = 2 * ORDER_LAB_HELD_OUT_PAIRS * ORDER_LAB_VERBS;
const TRAINED_AGENT_SENTENCES = ORDER_LAB_NOUNS * (ORDER_LAB_NOUNS - 1) * ORDER_LAB_VERBS - HELD_OUT_AGENT_SENTENCES;
/** Rows of the embedding table: [CLS] and the words (the module's vocabulary). */
export const VOCABULARY_ROWS = 1 + ORDER_LAB_NOUNS + ORDER_LAB_VERBS + ORDER_LAB_FILLERS;

/** Every test sentence of a set: the slice a test call measures by default. */
export const WHOLE_TEST = Object.freeze({ start: 0, count: ORDER_LAB_TEST_SENTENCES });

/**
 * How far the sentence indices of a test at these lengths reach: the
 * `sentences` slices of its parts need cover no more (at length 3 the
 * larger set has 96 sentences; above, 256).
 * @param {readonly number[]} lengths
 */
export function testIndices(lengths) {
  return lengths.every((n) => n === LIMITS.orderLabMinLength) ? TRAINED_AGENT_SENTENCES : ORDER_LAB_TEST_SENTENCES;
}

/**
 * The length of a run's training sentences, which its test sentences share:
 * 'agent' trains on "noun verb noun", 3 words, whatever maxLength says;
 * 'filler' on up to maxLength words.
 * @param {string} task @param {number} maxLength
 */
export function trainingLength(task, maxLength) {
  return task === 'agent' ? LIMITS.orderLabMinLength : maxLength;
}

/** The layers of a spec: the ones given, or 1 (a state made before layers was an option). */
export const layersOf = (/** @type {{ layers?: number }} */ spec) => spec.layers ?? 1;

/**
 * The work of one forward pass over a sentence of `tokens` tokens (its
 * words and [CLS]), every token seen by the read-out row (the most: the
 * bidirectional mask, or the last token's row).
 * @param {number} d @param {number} tokens @param {number} layers
 */
export function forwardCost(d, tokens, layers) {
  const vector = d + ORDER_LAB_VECTOR_OVERHEAD;
  let work = ORDER_LAB_SENTENCE_OVERHEAD + (tokens + 2) * d * vector + 2 * tokens * vector +
    ORDER_LAB_EXP_COST * tokens;
  if (layers === 2) {
    work += 3 * tokens * d * vector + 2 * tokens * tokens * vector + ORDER_LAB_EXP_COST * tokens * tokens;
  }
  return work;
}

/**
 * The work of one train call: per step, each sentence of the batch counted
 * at the longest training sentence, forward and backward, and Adam over the
 * parameters (counted at the most a spec of this width and depth has: a
 * learned table of the longest training length).
 * @param {{ task: string, dModel: number, maxLength: number, batch: number, layers?: number }} spec
 * @param {number} steps
 */
export function orderLabTrainCost(spec, steps) {
  const d = spec.dModel, layers = layersOf(spec);
  const tokens = trainingLength(spec.task, spec.maxLength) + 1;
  const parameters = 3 * layers * d * d + (VOCABULARY_ROWS + LIMITS.orderLabMaxTrainLength + 1 + ORDER_LAB_NOUNS) * d +
    ORDER_LAB_NOUNS;
  return steps * (spec.batch * ORDER_LAB_TRAIN_PASSES * forwardCost(d, tokens, layers) + ORDER_LAB_ADAM_COST * parameters);
}

/**
 * The work of one test call: a forward pass per sentence the slice measures
 * of each set (at length 3, 24 held-out and 96 trained sentences; above, 256
 * of each).
 * @param {{ dModel: number, layers?: number }} spec @param {readonly number[]} lengths
 * @param {{ start: number, count: number }} [slice]
 */
export function orderLabTestCost(spec, lengths, slice = WHOLE_TEST) {
  const inSet = (/** @type {number} */ size) => Math.max(0, Math.min(slice.count, size - slice.start));
  let work = 0;
  for (const n of lengths) {
    const sentences = n === LIMITS.orderLabMinLength ? inSet(HELD_OUT_AGENT_SENTENCES) + inSet(TRAINED_AGENT_SENTENCES)
      : 2 * inSet(ORDER_LAB_TEST_SENTENCES);
    work += sentences * forwardCost(spec.dModel, n + 1, layersOf(spec));
  }
  return work;
}

/**
 * The `sentences` slices of a test at `lengths` in order, each of at most
 * `most` multiply-adds (but at least one index), covering every sentence
 * index once: their results combine (combineTests) into one whole test's.
 * An index costs at most its cost at index 0, which both sets of length 3 have.
 * @param {{ dModel: number, layers?: number }} spec @param {readonly number[]} lengths @param {number} most
 */
export function testSlices(spec, lengths, most) {
  const end = testIndices(lengths);
  const count = Math.max(1, Math.floor(most / orderLabTestCost(spec, lengths, { start: 0, count: 1 })));
  const slices = [];
  for (let start = 0; start < end; start += count) slices.push({ start, count: Math.min(count, end - start) });
  return slices;
}
