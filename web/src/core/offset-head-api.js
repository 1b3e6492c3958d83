// @ts-check
/**
 * The offset head: one attention head whose query is A c(p) and key c(q) for
 * a position code c, built to attend k positions back (A = M_(-k) for the
 * sinusoidal code, a least-squares fit for a naive one), optionally over the
 * words of a sentence, added (x = e + w·c) or concatenated (x = [e; w·c], the
 * head reading only the position channels), with four score terms. See
 * cpp/include/posenc/offset_head.h.
 * @module
 */
import { HEAD_CODES, HEAD_MIXES, LIMITS, rawOffsetHeadSpec } from './boundary.js';
import { BASE } from './options.js';
import { integer, numberAbove, oneOf, parseOptions } from './validate.js';
import { takeParts } from './errors.js';
import { readTokens, tokenBytes } from './attention-api.js';
import { specSlot } from './spec-slot.js';

/**
 * @typedef {object} OffsetHeadOptions
 * @property {number} [k=1]  how far back the head looks: -(n-1)..n-1 (negative: ahead)
 * @property {number} [positions]  n, 2..maxHeadPositions; required without tokens,
 *   and tokens.length when both are given
 * @property {readonly string[]} [tokens]  the words of the sentence, one per position
 *   (e(p): the toy attention layer's seeded embeddings)
 * @property {import('./boundary.js').HeadMix} [mix='add']  how the words join the positions:
 *   'add' x(p) = e(p) + w·c(p) in the same channels, the query and key reading both;
 *   'concat' x(p) = [e(p); w·c(p)], the query and key reading only the position channels
 * @property {number} [positionWeight=1]  w, the position code's weight in x: finite,
 *   0 < w <= maxHeadPositionWeight (without tokens x(p) = w·c(p))
 * @property {number} [dModel=64]  even, 2..maxHeadDModel
 * @property {number} [scale=1]  inverse temperature of the softmax: finite, 0 < scale <= maxHeadScale
 * @property {import('./boundary.js').HeadCode} [code='sinusoidal']  the position code
 * @property {number} [seed=1]  integer 0..2^32-1: selects the embeddings
 * @property {number} [base=10000]  the sinusoidal code's base, finite, > 1
 */

/**
 * The four terms of the score with words, each n x n; query side first
 * (mix 'concat': the first three are 0).
 * @typedef {object} OffsetHeadTerms
 * @property {Float32Array} wordWord          (A e(p)) . e(q)
 * @property {Float32Array} wordPosition      w (A e(p)) . c(q)
 * @property {Float32Array} positionWord      w (A c(p)) . e(q)
 * @property {Float32Array} positionPosition  w² (A c(p)) . c(q): the band
 */

/**
 * @typedef {object} OffsetHeadResult
 * @property {Float32Array} weights  n x n: row p = softmax(scale * scores row p)
 * @property {Float32Array} scores   n x n: query(p) . key(q) (the sum of the terms)
 * @property {OffsetHeadTerms | null} terms  with tokens, else null
 * @property {Float32Array} map  dModel x dModel: A, the query's linear map
 * @property {number} rows  positions p with 0 <= p - k < n
 * @property {number} hits  of those, rows whose largest score is at q = p - k
 * @property {number} bandShare  hits / rows: 1 for the sinusoidal code
 * @property {number | null} residual  sqrt(sum |A c(p) - c(p-k)|^2 / sum |c(p-k)|^2) over those
 *   rows: ~1e-7 sinusoidal; null when every target c(p - k) is the zero vector (a naive code
 *   with one row), which leaves a miss no size relative to its target
 * @property {number} selfHits  of all n rows, those whose largest score is at q = p
 * @property {number} shiftedHits  of the rows, those whose largest c(p - k)·c(q) is at q = p - k:
 *   the exact shifted query, no words; all for the sinusoidal code, none for a naive one
 * @property {{ low: number, high: number }} codeLength  the shortest and longest |c(p)|:
 *   √(d/2) for every sinusoidal row
 * @property {{ low: number, high: number } | null} wordSelf  with tokens, the word·word term
 *   at q = p, lowest and highest over the rows
 * @property {{ peak: number, beside: number }} band  the position·position term at q = p - k
 *   (lowest over the rows) and at p - k ± 1 (highest)
 * @property {number} n
 * @property {number} dModel
 * @property {number} k
 */

/**
 * @typedef {object} OffsetHeadApi
 * @property {(options: OffsetHeadOptions) => OffsetHeadResult} offsetHead
 *   the attention matrix of a head that attends k positions back, and whether it does
 */

const HEAD_RULES = {
  k: { ...integer(-(LIMITS.maxHeadPositions - 1), LIMITS.maxHeadPositions - 1), fallback: 1 },
  positions: integer(2, LIMITS.maxHeadPositions),
  tokens: {
    kind: 'an array of strings',
    typeCheck: (/** @type {unknown} */ v) => (Array.isArray(v) ? '' : 'must be an array of strings'),
  },
  dModel: {
    kind: `an even integer from 2 to ${LIMITS.maxHeadDModel}`,
    typeCheck: (/** @type {unknown} */ v) => (typeof v === 'number' ? '' : 'must be a number'),
    rangeCheck: (/** @type {number} */ v) => (Number.isInteger(v) && v >= 2 && v <= LIMITS.maxHeadDModel &&
      v % 2 === 0 ? '' : `must be an even integer from 2 to ${LIMITS.maxHeadDModel}`),
    fallback: 64,
  },
  scale: numberAbove(0, LIMITS.maxHeadScale, { fallback: 1 }),
  positionWeight: numberAbove(0, LIMITS.maxHeadPositionWeight, { fallback: 1 }),
  code: oneOf(HEAD_CODES, { fallback: 'sinusoidal' }),
  mix: oneOf(HEAD_MIXES, { fallback: 'add' }),
  seed: integer(0, 2 ** 32 - 1, { fallback: 1 }),
  base: BASE,
};

const NO_TOKENS = new Uint8Array(0);

/**
 * @param {import('./boundary.js').RawModule} raw  the embind module
 * @returns {OffsetHeadApi}
 */
export function createOffsetHeadApi(raw) {
  /** @param {OffsetHeadOptions} options @returns {OffsetHeadResult} */
  function offsetHead(options) {
    const where = 'posenc.offsetHead';
    const o = parseOptions(where, options, HEAD_RULES);
    const tokens = o.tokens === undefined ? null : readTokens(where, o.tokens);
    if (tokens === null && o.positions === undefined) {
      throw new TypeError(`${where}: positions is required without tokens (an integer from 2 to ` +
        `${LIMITS.maxHeadPositions}).`);
    }
    const n = tokens === null ? o.positions : tokens.length;
    if (tokens !== null && !(n >= 2 && n <= LIMITS.maxHeadPositions)) {
      throw new RangeError(`${where}: tokens must hold 2 to ${LIMITS.maxHeadPositions} words; got ${n}.`);
    }
    if (tokens !== null && o.positions !== undefined && o.positions !== n) {
      throw new RangeError(`${where}: positions must equal tokens.length (${n}); got ${o.positions}.`);
    }
    if (Math.abs(o.k) > n - 1) {
      throw new RangeError(`${where}: k must be an integer from ${-(n - 1)} to ${n - 1} (|k| < positions); ` +
        `got ${o.k}.`);
    }
    const bytes = tokens === null ? NO_TOKENS : tokenBytes(where, tokens);
    const result = takeParts(where, raw.offsetHead(rawOffsetHeadSpec(specSlot(raw), { ...o, positions: n }), bytes));
    const nn = n * n;
    const terms = tokens === null ? null : {
      wordWord: result.terms.subarray(0, nn),
      wordPosition: result.terms.subarray(nn, 2 * nn),
      positionWord: result.terms.subarray(2 * nn, 3 * nn),
      positionPosition: result.terms.subarray(3 * nn, 4 * nn),
    };
    return {
      weights: result.weights,
      scores: result.scores,
      terms,
      map: result.map,
      rows: result.rows,
      hits: result.hits,
      bandShare: result.hits / result.rows,
      // The module's NaN: no target to measure the miss against.
      residual: Number.isNaN(result.residual) ? null : result.residual,
      selfHits: result.selfHits,
      shiftedHits: result.shiftedHits,
      codeLength: { low: result.codeLengthLow, high: result.codeLengthHigh },
      wordSelf: tokens === null ? null : { low: result.wordSelfLow, high: result.wordSelfHigh },
      band: { peak: result.bandPeak, beside: result.bandBeside },
      n,
      dModel: o.dModel,
      k: o.k,
    };
  }

  return { offsetHead };
}
