// @ts-check
/**
 * The order lab's cost cap: the work of one `train` or `test` call,
 * estimated from the sizes alone before any work, in multiply-adds (an exp
 * or the overhead of a short vector loop counted as the multiply-adds it
 * takes as long as). A call whose estimate exceeds LIMITS.orderLabMaxCost is
 * refused. `node bench/order-lab-cost.mjs` measures calls over the grid of
 * accepted options against the estimate (docs/reliability.md keeps its table).
 *
 * The work of each layer (cpp/src/order_lab_model.cc): the read-out block
 * projects its query and value once and the keys of the T tokens it sees,
 * (T + 2)·d² plus its T scores and mixes; the first of two layers computes
 * every row: the queries, keys and values of T tokens (3T·d²), and T² scores,
 * exps and mixes (2T²·d). A short loop costs more than its length under a
 * wasm engine, so each vector of d values counts as d + VECTOR_OVERHEAD.
 * @module
 */
import { LIMITS, ORDER_LAB_FILLERS, ORDER_LAB_NOUNS, ORDER_LAB_TEST_SENTENCES, ORDER_LAB_VERBS } from './boundary.js';

/** Multiply-adds a loop over a vector costs besides its length (calls, loop set-up). */
export const VECTOR_OVERHEAD = 8;
/** Multiply-adds an exp of the softmax takes as long as. */
export const EXP_COST = 16;
/** Multiply-adds of a sentence besides its layers: making it, embedding it, the answer's softmax. */
export const SENTENCE_OVERHEAD = 400;
/** A training sentence runs forward, then backward through the same products twice over. */
export const TRAIN_PASSES = 3;
/** Multiply-adds of Adam per parameter and step (two moments, a square root, a division). */
export const ADAM_COST = 12;

/** The sentences of the test task: "noun verb noun" for every ordered noun pair and verb. */
const AGENT_SENTENCES = ORDER_LAB_NOUNS * (ORDER_LAB_NOUNS - 1) * ORDER_LAB_VERBS;
/** Rows of the embedding table: [CLS] and the words. */
const VOCABULARY_ROWS = 1 + ORDER_LAB_NOUNS + ORDER_LAB_VERBS + ORDER_LAB_FILLERS;

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
const layersOf = (/** @type {{ layers?: number }} */ spec) => spec.layers ?? 1;

/**
 * The work of one forward pass over a sentence of `tokens` tokens (its
 * words and [CLS]), every token seen by the read-out row (the most: the
 * bidirectional mask, or the last token's row).
 * @param {number} d @param {number} tokens @param {number} layers
 */
export function forwardCost(d, tokens, layers) {
  const vector = d + VECTOR_OVERHEAD;
  let work = SENTENCE_OVERHEAD + (tokens + 2) * d * vector + 2 * tokens * vector + EXP_COST * tokens;
  if (layers === 2) work += 3 * tokens * d * vector + 2 * tokens * tokens * vector + EXP_COST * tokens * tokens;
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
  const perStep = spec.batch * TRAIN_PASSES * forwardCost(d, tokens, layers) + ADAM_COST * parameters;
  return Math.max(steps * perStep, coreTrainBound(spec, steps));
}

/**
 * The work of one test call: a forward pass per sentence, over 120
 * sentences at length 3 and 2 × 256 at a longer one.
 * @param {{ dModel: number, layers?: number }} spec @param {readonly number[]} lengths
 */
export function orderLabTestCost(spec, lengths) {
  let work = 0;
  for (const n of lengths) work += testSentences(n) * forwardCost(spec.dModel, n + 1, layersOf(spec));
  return Math.max(work, coreTestBound(spec, lengths));
}

/** The test sentences of one length: all the agent ones at 3, the held-out and trained ones above. @param {number} n */
const testSentences = (n) => (n === LIMITS.orderLabMinLength ? AGENT_SENTENCES : 2 * ORDER_LAB_TEST_SENTENCES);

/**
 * The C++ core's own bound on a train call (posenc::OrderLabTrainCost, which
 * it checks again): the estimate is never below it, so that no call this
 * cap admits is refused by the core. Blocks of d × d products only:
 * (2·layers − 1)·d² per token of (3t + 7) per sentence, and 36·d² per step.
 * @param {{ task: string, dModel: number, maxLength: number, batch: number, layers?: number }} spec
 * @param {number} steps
 */
function coreTrainBound(spec, steps) {
  const tokens = trainingLength(spec.task, spec.maxLength) + 1;
  return steps * (2 * layersOf(spec) - 1) * spec.dModel ** 2 * (spec.batch * (3 * tokens + 7) + 36);
}

/**
 * The C++ core's own bound on a test call (posenc::OrderLabTestCost):
 * (2·layers − 1)·(n + 4)·d² per sentence.
 * @param {{ dModel: number, layers?: number }} spec @param {readonly number[]} lengths
 */
function coreTestBound(spec, lengths) {
  let perDModel2 = 0;
  for (const n of lengths) perDModel2 += testSentences(n) * (n + 4);
  return (2 * layersOf(spec) - 1) * spec.dModel ** 2 * perDModel2;
}
