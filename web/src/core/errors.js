// @ts-check
/**
 * Results and errors of the wasm core. Turns a status code returned by it
 * (STATUS_ERRORS of boundary.js) into a JS error. The JS checks of the API
 * areas run first, so these only fire for a case they missed; the message
 * still says which rule was broken.
 * @module
 */
import { STATUS, STATUS_ERRORS } from './boundary.js';
import { copyInto } from './typed-arrays.js';

/**
 * @param {string} where
 * @param {number} status
 * @param {string} [detail]  what exactly failed (which value, which bound)
 * @returns {Error}
 */
export function statusError(where, status, detail) {
  const [Kind, text] = STATUS_ERRORS[status] ?? [Error, `unknown status ${status}`];
  const error = new Kind(`${where}: ${text}${detail ? `: ${detail}` : ''} (core status ${status}).`);
  return Object.assign(error, { code: `POSENC_STATUS_${status}` });
}

/**
 * A result of the core is a view into wasm memory (which dies when the heap
 * grows) or a status code: a copy of the view, or the code thrown.
 * @template {Float32Array | Float64Array} T
 * @param {string} where @param {T | number} result @returns {T}
 */
export function takeResult(where, result) {
  if (typeof result === 'number') throw statusError(where, result);
  return /** @type {T} */ (result.slice());
}

/**
 * A result the core computes a chunk of rows at a time into a scratch area
 * of wasm memory (encodeChunks, similarityChunks: sized to stay in cache,
 * CHUNK_BYTES in boundary.js), so that the whole result crosses main memory
 * once, into `out`. `started` is the status of the start call; each call of
 * `next` returns a view of the next chunk (valid until the next call), which
 * is copied into `out` at once, or kOk after the last one. `out` has the
 * result's length (checked before the start call).
 * @template {Float32Array} T
 * @param {string} where @param {number} started
 * @param {() => Float32Array | number} next @param {T} out @returns {T}
 */
export function takeChunks(where, started, next, out) {
  if (started !== STATUS.ok) throw statusError(where, started);
  let at = 0;
  let chunk = next();
  for (; typeof chunk !== 'number'; chunk = next()) {
    copyInto(out, chunk, at);
    at += chunk.length;
  }
  if (chunk !== STATUS.ok) throw statusError(where, chunk);
  return out;
}

/**
 * A result of several parts (an object of views and numbers) or a status
 * code: a plain object with a copy of each view and each number, or the
 * code thrown.
 * @template {Record<string, Float32Array | Float64Array | number>} T
 * @param {string} where @param {T | number} result @returns {T}
 */
export function takeParts(where, result) {
  if (typeof result === 'number') throw statusError(where, result);
  const entries = Object.entries(result).map(([key, value]) =>
    [key, typeof value === 'number' ? value : value.slice()]);
  return /** @type {T} */ (Object.fromEntries(entries));
}

/**
 * A result of the core that is not copied here (a transient view its caller
 * owns): returned as is, or the code thrown.
 * @template T
 * @param {string} where @param {T | number} result @returns {T}
 */
export function checkResult(where, result) {
  if (typeof result === 'number') throw statusError(where, result);
  return result;
}
