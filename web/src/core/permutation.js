// @ts-check
/**
 * Permutations for the word-order demo. Pure: no wasm, no DOM. A
 * permutation p of n items lists each index 0..n-1 once; applying it puts
 * item p[i] at place i (so reversal(3) = [2, 1, 0] turns "man bites dog" into
 * "dog bites man").
 * @module
 */
import { describe, integer, parseOptions } from './validate.js';

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
 * Why p is not a permutation of n items, or ''.
 * @param {unknown} p @param {number} n
 */
function permutationProblem(p, n) {
  if (!isArrayLike(p)) return `must be an array of indices; got ${describe(p)}`;
  if (p.length !== n) return `must list ${n} indices (one per item); got ${p.length}`;
  const seen = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const v = p[i];
    if (!Number.isInteger(v) || /** @type {number} */ (v) < 0 || /** @type {number} */ (v) >= n) {
      return `must hold integers from 0 to ${n - 1}; got ${describe(v)} at index ${i}`;
    }
    if (seen[/** @type {number} */ (v)]++) return `must list each index once; ${String(v)} repeats at index ${i}`;
  }
  return '';
}

/**
 * Throws a TypeError (not an array) or RangeError (not a permutation of n).
 * @param {string} where @param {string} name @param {unknown} p @param {number} n
 * @returns {asserts p is Permutation}
 */
export function checkPermutation(where, name, p, n) {
  const problem = permutationProblem(p, n);
  if (!problem) return;
  const Kind = isArrayLike(p) ? RangeError : TypeError;
  throw new Kind(`${where}: ${name} ${problem}.`);
}

/**
 * True when p lists every index 0..n-1 exactly once (n defaults to p's length).
 * @param {unknown} p @param {number} [n] @returns {boolean}
 */
export function isPermutation(p, n) {
  const length = n ?? (isArrayLike(p) ? p.length : 0);
  checkLength('posenc.isPermutation', 'n', length);
  return permutationProblem(p, length) === '';
}

/**
 * A new array whose item i is items[p[i]].
 * @template T @param {ArrayLike<T>} items @param {Permutation} p @returns {T[]}
 */
export function permute(items, p) {
  const where = 'posenc.permute';
  if (!isArrayLike(items)) throw new TypeError(`${where}: items must be an array; got ${describe(items)}.`);
  checkPermutation(where, 'p', p, items.length);
  return Array.from(p, (i) => items[i]);
}

/**
 * Row i of the result is row p[i] of `values`, a row-major matrix of
 * p.length rows and `cols` columns; same array type as `values`.
 * @template {Rows} T @param {T} values @param {number} cols @param {Permutation} p @returns {T}
 */
export function permuteRows(values, cols, p) {
  const where = 'posenc.permuteRows';
  if (!(values instanceof Float32Array || values instanceof Float64Array || Array.isArray(values))) {
    throw new TypeError(`${where}: values must be a Float32Array, Float64Array or array; got ${describe(values)}.`);
  }
  parseOptions(where, { cols }, { cols: integer(1, 2 ** 31 - 1, { required: true }) });
  if (!isArrayLike(p)) throw new TypeError(`${where}: p must be an array of indices; got ${describe(p)}.`);
  if (values.length !== p.length * cols) {
    throw new RangeError(`${where}: values must hold p.length * cols = ${p.length} * ${cols} = ` +
      `${p.length * cols} numbers; got ${values.length}.`);
  }
  checkPermutation(where, 'p', p, p.length);
  const out = /** @type {T} */ (Array.isArray(values) ? new Array(values.length) : new (/** @type {any} */ (values).constructor)(values.length));
  for (let i = 0; i < p.length; i++) {
    for (let c = 0; c < cols; c++) out[i * cols + c] = values[p[i] * cols + c];
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
