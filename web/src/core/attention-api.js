// @ts-check
/**
 * The attention part of the API: a toy self-attention layer (the lesson's
 * word-order demonstration) and RoPE. See cpp/include/posenc/attention.h for
 * the model, its scale and its accuracy.
 * @module
 */
import { LIMITS, MAX_ROPE_VALUE, TOKEN_SEPARATOR } from './boundary.js';
import { BASE, D_MODEL, OFFSET, ROWS, checkElements, checkRowRange } from './options.js';
import { checkCap, describe, describeCount, flag, integer, listOf, parseOptions } from './validate.js';
import { lengthOf, tagOf } from './typed-arrays.js';
import { takeParts, takeResult } from './errors.js';
import { MAX_PERMUTATION_LENGTH, checkPermutation, permute, permuteRows } from './permutation.js';

/**
 * @typedef {object} AttentionOptions
 * @property {readonly string[]} tokens  1..maxTokens non-empty strings (words)
 * @property {number} [dModel=16]  model width, 1..maxAttentionDModel
 * @property {boolean} [positional=false]  add the sinusoidal PE of each position
 * @property {number} [seed=1]  integer 0..2^32-1: selects embeddings and weights
 * @property {number} [base=10000]  PE base, finite, > 1
 */

/**
 * @typedef {object} AttentionResult
 * @property {Float32Array} output   n x dModel: row t = sum_u weights[t][u] v_u
 * @property {Float32Array} weights  n x n: row t = softmax(q_t K^T / sqrt(dModel))
 * @property {Float32Array} inputs   n x dModel: embedding of token t (+ PE(t))
 * @property {number} n       number of tokens
 * @property {number} dModel
 */

/**
 * @typedef {AttentionOptions & { permutation: ArrayLike<number> }} PermutationDemoOptions
 *   permutation: token i of the shuffled sentence is tokens[permutation[i]]
 */

/**
 * @typedef {object} PermutationDemoResult
 * @property {AttentionResult} original  attention over the tokens as given
 * @property {AttentionResult} permuted  attention over the shuffled tokens
 * @property {string[]} permutedTokens
 * @property {number} residual  max |Attn(PX) - P Attn(X)|: ~1e-7 without PE
 * @property {number} meanPoolDifference  max over channels of |mean of original
 *   output rows - mean of permuted output rows|: ~1e-8 without PE
 */

/**
 * @typedef {object} RopeOptions
 * @property {Float32Array | Float64Array | readonly number[]} input  rows x dModel, finite, |x| <= 1e30
 * @property {number} rows  1..maxPositions
 * @property {number} dModel  1..maxDModel
 * @property {number} [base=10000]  finite, > 1
 * @property {number} [offset=0]  position of row 0
 */

/**
 * @typedef {object} AttentionApi
 * @property {(options: AttentionOptions) => AttentionResult} attention
 *   softmax(QK^T / sqrt(d)) V over seeded embeddings (+ PE), as fresh arrays
 * @property {(options: PermutationDemoOptions) => PermutationDemoResult} permutationDemo
 *   attention before and after shuffling the tokens, and how far apart they are
 * @property {(options: RopeOptions) => Float32Array} rope
 *   each (x_2i, x_2i+1) pair of row r rotated by (offset + r) w_i
 */


const encoder = new TextEncoder();

const TOKENS = listOf('strings', { min: 1, max: LIMITS.maxTokens, counted: 'tokens' }, { required: true });
const ATTENTION_RULES = {
  tokens: TOKENS,
  dModel: integer(1, LIMITS.maxAttentionDModel, { fallback: 16 }),
  positional: flag({ fallback: false }),
  seed: integer(0, 2 ** 32 - 1, { fallback: 1 }),
  base: BASE,
};
const DEMO_RULES = {
  ...ATTENTION_RULES,
  // Its length and items are checked against the tokens (checkPermutation).
  permutation: listOf('indices', { min: 0, max: MAX_PERMUTATION_LENGTH, typedArrays: true }, { required: true }),
};
const ROPE_RULES = {
  input: { kind: 'a Float32Array, Float64Array or array of numbers', required: true },
  rows: ROWS, dModel: D_MODEL, base: BASE, offset: OFFSET,
};

/**
 * Copies the tokens, reading their count once (checked before any token is
 * read) and each token once, so what is checked is what is encoded.
 * @param {string} where @param {readonly unknown[]} tokens
 * @returns {string[]}
 */
export function readTokens(where, tokens) {
  const copy = TOKENS.read(where, 'tokens', tokens, (t, i) => {
    if (typeof t !== 'string') throw new TypeError(`${where}: tokens[${i}] must be a string; got ${describe(t)}.`);
    if (t.length === 0) throw new RangeError(`${where}: tokens[${i}] must be a non-empty string; got "".`);
    return t;
  });
  const units = copy.reduce((sum, t) => sum + t.length, 0);
  // Each UTF-16 code unit takes at least one UTF-8 byte: a cheap first check
  // before encoding anything huge.
  checkCap(where, 'the UTF-8 bytes of all tokens', units, LIMITS.maxTokenBytes, `at least ${units}`);
  return copy;
}

/**
 * Encodes checked tokens as UTF-8 separated by TOKEN_SEPARATOR (0xFF), a
 * byte that never occurs in UTF-8 (the core splits on it). A lone surrogate
 * becomes U+FFFD, as TextEncoder does.
 * @param {string} where @param {string[]} tokens
 */
export function tokenBytes(where, tokens) {
  const parts = tokens.map((t) => encoder.encode(t));
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);
  checkCap(where, 'the UTF-8 bytes of all tokens', bytes, LIMITS.maxTokenBytes, `${bytes} bytes`);
  const joined = new Uint8Array(bytes + parts.length - 1).fill(TOKEN_SEPARATOR);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length + 1;
  }
  return joined;
}

/**
 * Max |a - b| over two arrays of equal length.
 * @param {ArrayLike<number>} a @param {ArrayLike<number>} b
 */
function maxAbsDifference(a, b) {
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i] - b[i]));
  return worst;
}

/**
 * Column means of a row-major matrix, in float64.
 * @param {Float32Array} values @param {number} rows @param {number} cols
 */
function meanPool(values, rows, cols) {
  const mean = new Float64Array(cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) mean[c] += values[r * cols + c];
  }
  return mean.map((x) => x / rows);
}

/**
 * Copies rope's input into a fresh Float32Array, reading its length once
 * (checked first) and each value once, and checks each value as it is read:
 * a Proxy or a getter cannot pass the check with one value and the core
 * another.
 * @param {string} where @param {unknown} input @param {number} count
 */
function ropeInput(where, input, count) {
  const tag = Array.isArray(input) ? 'Array' : tagOf(input);
  if (tag !== 'Array' && tag !== 'Float32Array' && tag !== 'Float64Array') {
    throw new TypeError(`${where}: input must be a Float32Array, Float64Array or array of numbers; ` +
      `got ${describe(input)}.`);
  }
  const values = /** @type {ArrayLike<unknown>} */ (input);
  const length = tag === 'Array' ? values.length : lengthOf(/** @type {ArrayBufferView} */ (input));
  if (length !== count) {
    throw new RangeError(`${where}: input must hold rows * dModel = ${count} numbers; got ${describeCount(length)}.`);
  }
  const copy = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    const v = values[i];
    if (typeof v !== 'number') throw new TypeError(`${where}: input[${i}] must be a number; got ${describe(v)}.`);
    if (!(Math.abs(v) <= MAX_ROPE_VALUE)) {
      throw new RangeError(`${where}: input[${i}] must be finite with |x| <= ${MAX_ROPE_VALUE}; got ${v}.`);
    }
    copy[i] = v;
  }
  return copy;
}

/**
 * @param {import('./boundary.js').RawModule} raw  the embind module
 * @returns {AttentionApi}
 */
export function createAttentionApi(raw) {
  /**
   * The layer on already parsed options and checked tokens.
   * @param {string} where @param {Record<string, any>} o @param {string[]} tokens @returns {AttentionResult}
   */
  function run(where, o, tokens) {
    const bytes = tokenBytes(where, tokens);
    const { inputs, weights, output } =
      takeParts(where, raw.attention(bytes, o.dModel, o.positional, o.seed, o.base));
    return { inputs, weights, output, n: tokens.length, dModel: o.dModel };
  }

  /**
   * Toy self-attention over `tokens`; see AttentionResult.
   * @param {AttentionOptions} options @returns {AttentionResult}
   */
  function attention(options) {
    const where = 'posenc.attention';
    const o = parseOptions(where, options, ATTENTION_RULES);
    return run(where, o, readTokens(where, o.tokens));
  }

  /**
   * Attention over the tokens and over their shuffle, with the residual
   * max |Attn(PX) - P Attn(X)| and the mean-pooled difference.
   * @param {PermutationDemoOptions} options @returns {PermutationDemoResult}
   */
  function permutationDemo(options) {
    const where = 'posenc.permutationDemo';
    const o = parseOptions(where, options, DEMO_RULES);
    const tokens = readTokens(where, o.tokens);
    const order = checkPermutation(where, 'permutation', o.permutation, tokens.length);
    const original = run(where, o, tokens);
    const permutedTokens = permute(tokens, order);
    const permuted = run(where, o, permutedTokens);
    const { n, dModel } = original;
    return {
      original,
      permuted,
      permutedTokens,
      residual: maxAbsDifference(permuted.output, permuteRows(original.output, dModel, order)),
      meanPoolDifference: maxAbsDifference(meanPool(original.output, n, dModel),
        meanPool(permuted.output, n, dModel)),
    };
  }

  /**
   * Rotary position embedding of rows x dModel values (a fresh array).
   * @param {RopeOptions} options @returns {Float32Array}
   */
  function rope(options) {
    const where = 'posenc.rope';
    const o = parseOptions(where, options, ROPE_RULES);
    checkRowRange(where, o.offset, o.rows, 'rows');
    checkElements(where, 'rows * dModel', o.rows, o.dModel);
    const input = ropeInput(where, o.input, o.rows * o.dModel);
    return takeResult(where, raw.rope(input, o.rows, o.dModel, o.base, o.offset));
  }

  return { attention, permutationDemo, rope };
}
