// @ts-check
/**
 * The geometry part of the API: the rotation M_k and its error at one
 * position, the similarity matrix PE PE^T, its closed-form profile, and the measured properties of the
 * encoding (paper frequencies, interleaved channels).
 * @module
 */
import { LIMITS, rawSimilaritySpec } from './boundary.js';
import { BASE, D_MODEL, OFFSET, ROWS, checkElements, checkRowRange } from './options.js';
import { integer, outArray, parseOptions, typedArray } from './validate.js';
import { takeChunks, takeParts, takeResult } from './errors.js';
import { specSlot } from './spec-slot.js';

/**
 * @typedef {object} RotationOptions
 * @property {number} k  offset, an integer with |k| <= maxPositions (negative allowed)
 * @property {number} dModel  1..maxDModel with dModel^2 <= maxElements (so at most 5792)
 * @property {number} [base=10000]
 */

/**
 * @typedef {object} ShiftErrorOptions
 * @property {number} p  the position shifted, an integer 0..maxPositions-1
 * @property {number} k  offset, an integer with |k| <= maxRotationOffset (negative allowed)
 * @property {number} dModel  1..maxDModel
 * @property {number} [base=10000]
 */

/**
 * @typedef {object} SimilarityOptions
 * @property {number} positions  rows and columns, positions^2 <= maxElements (at most 5792)
 * @property {number} dModel
 * @property {number} [base=10000]
 * @property {number} [offset=0]  position of row 0 (only matters for an odd dModel)
 * @property {Float32Array} [out]  write into this array (exactly positions * positions
 *   elements) and return it, instead of a fresh array
 */

/**
 * @typedef {object} DotProfileOptions
 * @property {number} dModel
 * @property {number} [base=10000]
 * @property {number} offsets  how many k: 0..offsets-1; offsets * ceil(dModel/2) <= maxElements
 */

/**
 * @typedef {object} PropertiesOptions
 * @property {number} positions  2..maxPropertiesPositions, positions * dModel <= maxElements
 * @property {number} dModel
 * @property {number} [base=10000]
 */

/**
 * @typedef {object} EncodingProperties
 * @property {number} minDistance  min ||PE(p) - PE(q)|| over distinct rows
 * @property {[number, number]} closestPair  the first pair [p, q] (p < q) reaching it
 * @property {number} maxAbsValue  max |value| of the float32 encoding (<= 1)
 * @property {number} squaredNormMin  smallest squared row norm
 * @property {number} squaredNormMax  largest squared row norm
 * @property {number} expectedSquaredNorm  dModel / 2
 * @property {number} rotationMaxError  max |M_k PE(p) - PE(p+k)| over the sample (paired channels)
 * @property {number} rotationSample  how many (p, k) the sample held: p and p + k range over
 *   {0, 1, floor((n-1)/3), floor(2(n-1)/3), n-1}, every ordered pair of distinct values
 */

/**
 * @typedef {object} GeometryApi
 * @property {(options: RotationOptions) => Float32Array} rotation
 *   M_k, dModel x dModel row-major: PE(p + k) = M_k PE(p); M_-k = M_k^T
 * @property {(options: ShiftErrorOptions) => number} shiftError
 *   max over every channel of |(M_k PE(p))[r] - PE(p + k)[r]|: the dense product of rotation() and
 *   encode()'s row in float64 against sin/cos((p + k) w_i), equal to it, computed in O(dModel)
 * @property {(options: SimilarityOptions) => Float32Array} similarity
 *   S[p][q] = PE(offset + p) . PE(offset + q), positions x positions row-major
 * @property {(options: DotProfileOptions) => Float64Array} dotProfile
 *   sum_i cos(k w_i) for k = 0..offsets-1 (the closed form of the similarity profile)
 * @property {(options: PropertiesOptions) => EncodingProperties} properties
 *   minimum distance, bounds, norms and rotation error, measured
 */

const RULES = {
  rotation: {
    k: integer(-LIMITS.maxRotationOffset, LIMITS.maxRotationOffset, { required: true }), dModel: D_MODEL, base: BASE,
  },
  shiftError: {
    p: integer(0, LIMITS.maxPositions - 1, { required: true }),
    k: integer(-LIMITS.maxRotationOffset, LIMITS.maxRotationOffset, { required: true }), dModel: D_MODEL, base: BASE,
  },
  similarity: { positions: ROWS, dModel: D_MODEL, base: BASE, offset: OFFSET, out: typedArray('Float32Array') },
  dotProfile: { dModel: D_MODEL, base: BASE, offsets: ROWS },
  properties: {
    positions: integer(2, LIMITS.maxPropertiesPositions, { required: true }), dModel: D_MODEL, base: BASE,
  },
};

/**
 * @param {import('./boundary.js').RawModule} raw  the embind module
 * @returns {GeometryApi}
 */
export function createGeometryApi(raw) {

  /** @param {RotationOptions} options @returns {Float32Array} */
  function rotation(options) {
    const where = 'posenc.rotation';
    const o = parseOptions(where, options, RULES.rotation);
    checkElements(where, 'dModel * dModel', o.dModel, o.dModel);
    return takeResult(where, raw.rotation(o.k, o.dModel, o.base));
  }

  /** @param {ShiftErrorOptions} options @returns {number} */
  function shiftError(options) {
    const where = 'posenc.shiftError';
    const o = parseOptions(where, options, RULES.shiftError);
    return takeParts(where, raw.shiftError(o.p, o.k, o.dModel, o.base)).error;
  }

  /** @param {SimilarityOptions} options @returns {Float32Array} */
  function similarity(options) {
    const where = 'posenc.similarity';
    const o = parseOptions(where, options, RULES.similarity);
    checkRowRange(where, o.offset, o.positions);
    checkElements(where, 'positions * positions', o.positions, o.positions);
    const count = o.positions * o.positions;
    const out = outArray(where, o.out, Float32Array, count, 'positions * positions');
    const started = raw.similarityChunks(rawSimilaritySpec(specSlot(raw), o));
    return takeChunks(where, started, () => raw.similarityNextChunk(), out);
  }

  /** @param {DotProfileOptions} options @returns {Float64Array} */
  function dotProfile(options) {
    const where = 'posenc.dotProfile';
    const o = parseOptions(where, options, RULES.dotProfile);
    checkElements(where, 'offsets * ceil(dModel / 2)', o.offsets, Math.ceil(o.dModel / 2));
    return takeResult(where, raw.dotProfile(o.dModel, o.base, o.offsets));
  }

  /** @param {PropertiesOptions} options @returns {EncodingProperties} */
  function properties(options) {
    const where = 'posenc.properties';
    const o = parseOptions(where, options, RULES.properties);
    checkElements(where, 'positions * dModel', o.positions, o.dModel);
    const { closestP, closestQ, ...rest } = takeParts(where, raw.properties(o.positions, o.dModel, o.base));
    return { ...rest, closestPair: [closestP, closestQ] };
  }

  return { rotation, shiftError, similarity, dotProfile, properties };
}
