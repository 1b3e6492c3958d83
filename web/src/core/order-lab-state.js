// @ts-check
/**
 * The order lab's states and options: the rules an options object and a
 * state are checked by, a state read back from JSON (bit for bit), and a
 * state written for the caller. order-lab-api.js is the API that uses them.
 * @module
 */
import { ATTENTION_MASKS, LIMITS, ORDER_LAB_NOUNS, ORDER_LAB_TASKS, POSITION_SIGNALS, READOUTS, rawOrderLabSpec } from './boundary.js';
import { describe, integer, numberAbove, oneOf, parseOptions } from './validate.js';
import { tagOf } from './typed-arrays.js';
import { VOCABULARY_ROWS, layersOf, trainingLength } from './order-lab-cost.js';
import { specSlot } from './spec-slot.js';

/** @typedef {import('./order-lab-api.js').OrderLabState} OrderLabState */

// The core computes in float32: a rate of 2^-150 or less rounds to float32
// zero, which is no rate.
const LEARNING_RATE = numberAbove(2 ** -150, 1, { fallback: 0.01 }, '0 (at least 1.4e-45, the smallest float32)');

export const SPEC_RULES = {
  task: oneOf(ORDER_LAB_TASKS, { fallback: 'agent' }),
  position: oneOf(POSITION_SIGNALS, { fallback: 'sinusoidal' }),
  mask: oneOf(ATTENTION_MASKS, { fallback: 'bidirectional' }),
  // Absent: the mask's default (readoutOf).
  readout: oneOf(READOUTS),
  layers: integer(1, LIMITS.orderLabMaxLayers, { fallback: 1 }),
  dModel: integer(1, LIMITS.orderLabMaxDModel, { fallback: 16 }),
  maxLength: integer(LIMITS.orderLabMinLength, LIMITS.orderLabMaxTrainLength, { fallback: 8 }),
  batch: integer(1, LIMITS.orderLabMaxBatch, { fallback: 16 }),
  learningRate: LEARNING_RATE,
  seed: integer(0, 2 ** 32 - 1, { fallback: 1 }),
};

/** Options a state made before they existed lacks: absent, each takes its value of then (readoutOf, layersOf). */
const LATER_OPTIONS = ['readout', 'layers'];

/** A state names every option: each is required there, but those added later. */
const STATE_RULES = {
  ...Object.fromEntries(Object.entries(SPEC_RULES).map(([key, rule]) => [key,
    { ...rule, required: !LATER_OPTIONS.includes(key) }])),
  step: integer(0, LIMITS.orderLabMaxTotalSteps, { required: true }),
  samplerLow: integer(0, 2 ** 32 - 1, { required: true }),
  samplerHigh: integer(0, 2 ** 32 - 1, { required: true }),
  // An array of numbers too (what JSON.parse gives back for Array.from(values)), or a plain object
  // of index keys (what it gives back for the Float32Array itself).
  values: {
    kind: 'a Float32Array, an array of numbers or an object of index keys',
    typeCheck: (/** @type {unknown} */ v) => (tagOf(v) === 'Float32Array' || Array.isArray(v) || isPlainObject(v) ? ''
      : 'must be a Float32Array, an array of numbers or an object of index keys ("0", "1", ...)'),
    required: true,
  },
};

/** @typedef {Record<keyof typeof SPEC_RULES, any>} ParsedSpec */
/** @typedef {ParsedSpec & Record<'step' | 'samplerLow' | 'samplerHigh' | 'values', any>} ParsedState */

/**
 * Floats of a state's value buffer: 3 × the parameters of its model, the
 * count posenc::OrderLabValueCount gives (the binding checks it again).
 * @param {{ task: string, position: string, dModel: number, maxLength: number, layers?: number }} spec
 */
export function orderLabValueCount({ task, position, dModel: d, maxLength, layers }) {
  const table = position === 'learned' ? trainingLength(task, maxLength) + 1 : 0;
  return 3 * ((VOCABULARY_ROWS + table) * d + 3 * layersOf({ layers }) * d * d + (d + 1) * ORDER_LAB_NOUNS);
}

/**
 * The read-out of a parsed spec: the one given, or its mask's default.
 * @param {{ mask: string, readout?: string }} spec
 * @returns {import('./boundary.js').Readout}
 */
export const readoutOf = (spec) => /** @type {any} */ (spec.readout ?? (spec.mask === 'causal' ? 'last' : 'cls'));

/**
 * The spec as the raw functions of `raw` take it (the struct OrderLabSpec of
 * cpp/boundary.mjs, written into the module's spec slot): enums as indices, the
 * read-out and layers resolved.
 * @param {import('./boundary.js').RawModule} raw @param {ParsedSpec} s
 * @returns {number} the address the functions take
 */
export const rawSpec = (raw, s) => rawOrderLabSpec(specSlot(raw), { ...s, readout: readoutOf(s), layers: layersOf(s) });

/**
 * A state object for the caller: every option, the counters, the values.
 * @param {Record<string, any> & { mask: string }} spec
 * @param {{ step: number, samplerLow: number, samplerHigh: number, values: Float32Array }} progress
 * @returns {OrderLabState}
 */
export function stateOf(spec, { step, samplerLow, samplerHigh, values }) {
  const options = Object.fromEntries(Object.keys(SPEC_RULES).map((key) => [key, spec[key]]));
  return /** @type {OrderLabState} */ ({
    ...options, readout: readoutOf(spec), layers: layersOf(/** @type {{ layers?: number }} */ (spec)), step, samplerLow,
    samplerHigh, values,
  });
}

/**
 * Checks a state and copies its values once (the copy is what is checked and
 * sent): every value finite, every second moment at least 0.
 * @param {string} where @param {unknown} state
 * @returns {{ spec: ParsedState, values: Float32Array }}
 */
export function parseState(where, state) {
  const spec = /** @type {ParsedState} */ (parseOptions(where, state, STATE_RULES, 'state'));
  const count = orderLabValueCount(spec);
  const values = tagOf(spec.values) === 'Float32Array' ? copyValues(where, spec.values)
    : storedValues(where, spec.values, count);
  if (values.length !== count) {
    throw new RangeError(`${where}: state.values must hold ${count} numbers for this task, position, layers and dModel ` +
      `(the parameters and Adam's two moments); got ${values.length}.`);
  }
  const secondMoments = (2 * count) / 3;
  for (let i = 0; i < count; i++) {
    if (!Number.isFinite(values[i]) || (i >= secondMoments && values[i] < 0)) {
      const rule = i >= secondMoments ? 'must be finite and at least 0 (a second moment)' : 'must be finite';
      throw new RangeError(`${where}: state.values[${i}] ${rule}; got ${values[i]}.`);
    }
  }
  return { spec, values };
}

/** A copy of a Float32Array of values. @param {string} where @param {Float32Array} values */
function copyValues(where, values) {
  try {
    return new Float32Array(values);
  } catch {
    throw new TypeError(`${where}: state.values cannot be read (its buffer is detached).`);
  }
}

/** A plain object: what JSON.parse makes of an object (or one made without a prototype). @param {unknown} v */
const isPlainObject = (v) => typeof v === 'object' && v !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(v));

/**
 * The values of a state stored as an array of numbers or as an object of
 * index keys "0" to "count - 1" (a state through JSON: JSON.stringify writes
 * a Float32Array so), each read once and kept only when it is a float32
 * value, so that a stored state resumes bit for bit. The object must have
 * exactly those own keys: nothing inherited is read.
 * @param {string} where @param {readonly unknown[] | Record<string, unknown>} stored @param {number} count
 */
function storedValues(where, stored, count) {
  const array = Array.isArray(stored);
  const n = array ? stored.length : Object.keys(stored).length;
  if (n !== count) {
    throw new RangeError(`${where}: state.values must hold ${count} numbers for this task, position, layers and dModel ` +
      `(the parameters and Adam's two moments); got ${n}.`);
  }
  const values = new Float32Array(n);
  // An index loop, not Float32Array.from: a hole or a string must be reported, not turned into NaN.
  for (let i = 0; i < n; i++) {
    if (!array && !Object.hasOwn(stored, i)) {
      throw new TypeError(`${where}: state.values must have the keys "0" to "${n - 1}" and no other; "${i}" is missing.`);
    }
    const value = /** @type {Record<number, unknown>} */ (stored)[i];
    if (typeof value !== 'number') throw new TypeError(`${where}: state.values[${i}] must be a number; got ${describe(value)}.`);
    if (Number.isFinite(value) && Math.fround(value) !== value) {
      throw new RangeError(`${where}: state.values[${i}] must be a float32 value (a number a state holds); got ${value}.`);
    }
    values[i] = value;
  }
  return values;
}
