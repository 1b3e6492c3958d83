// @ts-check
/**
 * Permutations for the word-order demo. Pure: no wasm, no DOM. A
 * permutation p of n items lists each index 0..n-1 once; applying it puts
 * item p[i] at place i (so reversal(3) = [2, 1, 0] turns "man bites dog" into
 * "dog bites man").
 * @module
 */
import { describe, integer, listOf, parseOptions } from './validate.js';
import { lengthOf, tagOf } from './typed-arrays.js';

/** Longest permutation these helpers build or check (2^20). */
export const MAX_PERMUTATION_LENGTH = 2 ** 20;

/** @typedef {ArrayLike<number>} Permutation */
/** @typedef {Float32Array | Float64Array | number[]} Rows */

/** @param {unknown} v @returns {v is ArrayLike<unknown>} */
const isArrayLike = (v) =>
  Array.isArray(v) || (ArrayBuffer.isView(v) && !(v instanceof DataView));

/**
 * Throws unless n is an integer in 0..MAX_PERMUTATION_LENGTH.
 * @param {string} where @param {string} name @param {unknown} n
 */
function checkLength(where, name, n) {
  parseOptions(where, { [name]: n }, { [name]: integer(0, MAX_PERMUTATION_LENGTH, { required: true }) });
}

/**
 * Checks that p is a permutation of n items (n at most MAX_PERMUTATION_LENGTH,
 * the one rule of every helper here) and returns a copy of it to work on,
 * read as listOf reads a list (so a Proxy or a getter cannot show the check
 * one permutation and the work another). Throws a TypeError (not an array or
 * typed array) or RangeError (not a permutation of n).
 * @param {string} where @param {string} name @param {unknown} p @param {number} n
 * @returns {number[]}
 */
export function checkPermutation(where, name, p, n) {
  checkLength(where, `${name}.length`, n);
  const list = listOf('indices', { min: n, max: n, counted: 'indices (one per item)', typedArrays: true });
  const notList = /** @type {(v: unknown) => string} */ (list.typeCheck)(p);
  if (notList) throw new TypeError(`${where}: ${name} ${notList}; got ${describe(p)}.`);
  const seen = new Uint8Array(n);
  return list.read(where, name, p, (v, i) => {
    if (!Number.isInteger(v) || /** @type {number} */ (v) < 0 || /** @type {number} */ (v) >= n) {
      throw new RangeError(`${where}: ${name} must hold integers from 0 to ${n - 1}; got ${describe(v)} at index ${i}.`);
    }
    if (seen[/** @type {number} */ (v)]++) {
      throw new RangeError(`${where}: ${name} must list each index once; ${String(v)} repeats at index ${i}.`);
    }
    return /** @type {number} */ (v);
  });
}

/**
 * True when p lists every index 0..n-1 exactly once (n defaults to p's length).
 * @param {unknown} p @param {number} [n] @returns {boolean}
 */
export function isPermutation(p, n) {
  const length = n ?? (isArrayLike(p) ? p.length : 0);
  checkLength('posenc.isPermutation', 'n', length);
  try {
    checkPermutation('posenc.isPermutation', 'p', p, length);
    return true;
  } catch (error) {
    // What checkPermutation throws for a list that is not a permutation.
    if (error instanceof RangeError || error instanceof TypeError) return false;
    throw error;
  }
}

/**
 * A new array whose item i is items[p[i]].
 * @template T @param {ArrayLike<T>} items @param {Permutation} p @returns {T[]}
 */
export function permute(items, p) {
  const where = 'posenc.permute';
  if (!isArrayLike(items)) throw new TypeError(`${where}: items must be an array; got ${describe(items)}.`);
  const count = items.length;
  checkLength(where, 'items.length', count);
  return checkPermutation(where, 'p', p, count).map((i) => items[i]);
}

/**
 * Row i of the result is row p[i] of `values`, a row-major matrix of
 * p.length rows and `cols` columns; same array type as `values`.
 * @template {Rows} T @param {T} values @param {number} cols @param {Permutation} p @returns {T}
 */
export function permuteRows(values, cols, p) {
  const where = 'posenc.permuteRows';
  const tag = Array.isArray(values) ? 'Array' : tagOf(values);
  if (tag !== 'Array' && tag !== 'Float32Array' && tag !== 'Float64Array') {
    throw new TypeError(`${where}: values must be a Float32Array, Float64Array or array; got ${describe(values)}.`);
  }
  parseOptions(where, { cols }, { cols: integer(1, 2 ** 31 - 1, { required: true }) });
  if (!isArrayLike(p)) throw new TypeError(`${where}: p must be an array of indices; got ${describe(p)}.`);
  const rows = p.length;
  checkLength(where, 'p.length', rows);
  const length = tag === 'Array' ? values.length : lengthOf(/** @type {ArrayBufferView} */ (values));
  if (length !== rows * cols) {
    throw new RangeError(`${where}: values must hold p.length * cols = ${rows} * ${cols} = ` +
      `${rows * cols} numbers; got ${length}.`);
  }
  const order = checkPermutation(where, 'p', p, rows);
  const out = /** @type {T} */ (tag === 'Array' ? new Array(length) : new globalThis[tag](length));
  for (let i = 0; i < rows; i++) {
    for (let c = 0; c < cols; c++) out[i * cols + c] = values[order[i] * cols + c];
  }
  return out;
}

/** [n-1, ..., 1, 0]: reverses the order. @param {number} n @returns {number[]} */
export function reversal(n) {
  checkLength('posenc.reversal', 'n', n);
  return Array.from({ length: n }, (_, i) => n - 1 - i);
}

/**
 * A uniformly random permutation of n items, the same for the same seed
 * (Fisher-Yates driven by mulberry32, a small 32-bit generator).
 * @param {number} n @param {number} [seed=1]  an integer 0..2^32-1
 * @returns {number[]}
 */
export function randomPermutation(n, seed = 1) {
  const where = 'posenc.randomPermutation';
  checkLength(where, 'n', n);
  parseOptions(where, { seed }, { seed: integer(0, 2 ** 32 - 1) });
  let state = seed | 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}
