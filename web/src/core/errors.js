// @ts-check
/**
 * Results and errors of the wasm core. Turns a status code returned by it (cpp/include/posenc/status.h)
 * into a JS error. The JS checks in api.js run first, so these only fire for
 * a case they missed; the message still says which rule was broken.
 * @module
 */
import { copyInto } from './validate.js';

/** @type {Record<number, [typeof RangeError | typeof Error, string]>} */
const STATUS = {
  1: [RangeError, 'positions is out of range'],
  2: [RangeError, 'dModel is out of range'],
  3: [RangeError, 'base must be finite and greater than 1'],
  4: [RangeError, 'offset is out of range (offset + positions is capped)'],
  5: [RangeError, 'the result would be larger than the documented cap'],
  6: [RangeError, 'layout is not a known layout'],
  7: [Error, 'out of wasm memory; a fresh module serves the next call'],
  8: [RangeError, 'an argument is outside its documented range'],
  9: [RangeError, 'tokens must be 1 to maxTokens non-empty strings of at most maxTokenBytes UTF-8 bytes in all'],
};

/**
 * @param {string} where
 * @param {number} status
 * @returns {Error}
 */
export function statusError(where, status) {
  const [Kind, text] = STATUS[status] ?? [Error, `unknown status ${status}`];
  const error = new Kind(`${where}: ${text} (core status ${status}).`);
  return Object.assign(error, { code: `POSENC_STATUS_${status}` });
}

/**
 * A result of the core is a view into wasm memory (which dies when the heap
 * grows) or a status code: copy the view (into `out` when the caller gave an
 * array of the right length, else into a fresh one), throw for the code.
 * @template {Float32Array | Float64Array} T
 * @param {string} where @param {T | number} result @param {T} [out] @returns {T}
 */
export function takeResult(where, result, out) {
  if (typeof result === 'number') throw statusError(where, result);
  if (out === undefined) return /** @type {T} */ (result.slice());
  copyInto(out, result);
  return out;
}

/**
 * A result of the core that is not copied here (an object of views the caller
 * copies, or a transient view it owns): returned as is, or the code thrown.
 * @template T
 * @param {string} where @param {T | number} result @returns {T}
 */
export function checkResult(where, result) {
  if (typeof result === 'number') throw statusError(where, result);
  return result;
}
