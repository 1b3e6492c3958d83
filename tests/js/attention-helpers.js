// Shared by the attention tests: an independent float64/BigInt model of what
// the core is documented to compute (README "Attention area"), and small
// matrix helpers.
import assert from 'node:assert/strict';
import { inspect } from 'node:util';

const MASK = (1n << 64n) - 1n;

/** 64-bit FNV-1a of a byte string. */
function fnv1a64(bytes) {
  let hash = 0xcbf29ce484222325n;
  for (const b of bytes) hash = ((hash ^ BigInt(b)) * 0x100000001b3n) & MASK;
  return hash;
}

/** The splitmix64 finalizer. */
function mix64(z) {
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  return z ^ (z >> 31n);
}

/**
 * The embedding of `word` as README documents it: a splitmix64 stream keyed
 * by FNV-1a(UTF-8 bytes) xor mix(mix(seed) xor salt), each value the top 24
 * bits as k * 2^-23 - 1, times sqrt(3/2) in float32.
 */
export function documentedEmbedding(word, dModel, seed) {
  const salt = 0x656d6265646469ffn;
  let state = fnv1a64(new TextEncoder().encode(word)) ^ mix64(mix64(BigInt(seed)) ^ salt);
  const scale = Math.fround(Math.sqrt(1.5));
  const out = new Float32Array(dModel);
  for (let c = 0; c < dModel; c++) {
    state = (state + 0x9e3779b97f4a7c15n) & MASK;
    const k = Number(mix64(state) >> 40n);
    out[c] = Math.fround(scale * Math.fround(k * 2 ** -23 - 1));
  }
  return out;
}

/** Rows [from, to) of a row-major matrix with `cols` columns. */
export function rows(values, cols, from, to = from + 1) {
  return Array.from(values.subarray(from * cols, to * cols));
}

/** Max |a - b| over two equal-length arrays. */
export function maxDiff(a, b) {
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i] - b[i]));
  return worst;
}

/** Dot product of row m of a and row n of b (cols columns), in float64. */
export function rowDot(a, m, b, n, cols) {
  let sum = 0;
  for (let c = 0; c < cols; c++) sum += a[m * cols + c] * b[n * cols + c];
  return sum;
}

/**
 * Asserts that `call` throws an error of class `Kind` whose message contains
 * every one of `words` (function, parameter, limit and value).
 */
export function assertThrowsNaming(call, Kind, words) {
  assert.throws(call, (error) => {
    assert.ok(error instanceof Kind, `${error.name}: ${error.message}`);
    for (const word of words) assert.ok(error.message.includes(word), `"${word}" in "${error.message}"`);
    return true;
  });
}

/** A short one-line rendering of a test input for test names (NaN stays NaN). */
export const show = (value) =>
  inspect(value, { breakLength: Infinity, compact: true, maxStringLength: 12, maxArrayLength: 6 });
