// @ts-check
/**
 * The order lab's tests: the lengths and the sentence slice a test call
 * checks, and its result (means of exact sums), from one call or combined
 * from the calls of its parts.
 * @module
 */
import { LIMITS, ORDER_LAB_TEST_SENTENCES } from './boundary.js';
import { describe, integer, listOf, parseOptions } from './validate.js';
import { WHOLE_TEST } from './order-lab-cost.js';

/** @typedef {import('./order-lab-api.js').OrderLabTestResult} OrderLabTestResult */
/** @typedef {import('./order-lab-api.js').OrderLabTestSums} OrderLabTestSums */

const LENGTHS = listOf('sentence lengths', { min: 1, max: LIMITS.orderLabMaxLength, counted: 'lengths' });
export const TEST_RULES = {
  lengths: LENGTHS,
  sentences: { kind: 'an object { start, count }', typeCheck: (/** @type {unknown} */ v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? '' : 'must be an object { start, count }' },
};
const SLICE_RULES = {
  start: integer(0, ORDER_LAB_TEST_SENTENCES - 1, { fallback: 0 }),
  count: integer(1, ORDER_LAB_TEST_SENTENCES, { required: true }),
};

/**
 * The part of the test sentences a test call measures: the given one
 * checked, or every sentence.
 * @param {string} where @param {object | undefined} sentences @returns {{ start: number, count: number }}
 */
export function testSlice(where, sentences) {
  if (sentences === undefined) return WHOLE_TEST;
  const { start, count } = parseOptions(where, sentences, SLICE_RULES, 'sentences');
  if (start + count > ORDER_LAB_TEST_SENTENCES) {
    throw new RangeError(`${where}: sentences.start + sentences.count must be at most ${ORDER_LAB_TEST_SENTENCES} ` +
      `(the test sentences of a set); got ${start} + ${count}.`);
  }
  return { start, count };
}

/**
 * The result of a test from its sums: the means are the sums' ratios,
 * rounded to float32 (as the core rounds its own).
 * @param {number[]} lengths @param {OrderLabTestSums} sums @returns {OrderLabTestResult}
 */
export function testResult(lengths, sums) {
  const ratio = (/** @type {Float64Array} */ a, /** @type {Float64Array} */ b) => Float32Array.from(a, (x, i) => x / b[i]);
  return {
    lengths, accuracy: ratio(sums.correct, sums.sentences), loss: ratio(sums.lossSum, sums.sentences),
    trainingAccuracy: ratio(sums.trainingCorrect, sums.trainingSentences),
    trainingLoss: ratio(sums.trainingLossSum, sums.trainingSentences), sums,
  };
}

/**
 * One test result from the results of its parts (test calls of the same
 * state and lengths whose `sentences` cover every test sentence once):
 * exactly the result of one call of them all.
 * @param {readonly OrderLabTestResult[]} parts @returns {OrderLabTestResult}
 */
export function combineTests(parts) {
  const first = parts[0];
  if (!first || parts.some((part) => part.lengths.join() !== first.lengths.join())) {
    throw new RangeError('posenc.orderLab.combineTests: expected test results of the same lengths.');
  }
  const sums = /** @type {OrderLabTestSums} */ (Object.fromEntries(Object.keys(first.sums).map((key) => {
    const total = new Float64Array(first.lengths.length);
    for (const part of parts) {
      part.sums[/** @type {keyof OrderLabTestSums} */ (key)].forEach((x, i) => { total[i] += x; });
    }
    return [key, total];
  })));
  return testResult([...first.lengths], sums);
}

/**
 * The test lengths: the given ones checked, or the training lengths.
 * @param {string} where @param {readonly unknown[] | undefined} lengths @param {import('./order-lab-state.js').ParsedSpec} spec
 */
export function testLengths(where, lengths, spec) {
  const agent = spec.task === 'agent';
  const low = LIMITS.orderLabMinLength;
  if (lengths === undefined) {
    return agent ? [low] : Array.from({ length: spec.maxLength - low + 1 }, (_, i) => low + i);
  }
  const high = agent ? low : LIMITS.orderLabMaxLength;
  const range = agent ? `${low} (an agent sentence has ${low} words)` : `an integer from ${low} to ${high}`;
  return LENGTHS.read(where, 'lengths', lengths, (length, i) => {
    if (typeof length !== 'number') throw new TypeError(`${where}: lengths[${i}] must be a number; got ${describe(length)}.`);
    if (!Number.isInteger(length) || length < low || length > high) {
      throw new RangeError(`${where}: lengths[${i}] must be ${range}; got ${length}.`);
    }
    return length;
  });
}
