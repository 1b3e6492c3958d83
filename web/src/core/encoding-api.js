// @ts-check
/**
 * The encoding part of the API: encode, frequencies, wavelengths.
 * @module
 */
import { SPACINGS, STATUS, rawEncodingSpec } from './boundary.js';
import { BASE, D_MODEL, ENCODING_RULES, SPACING, checkElements, checkRowRange } from './options.js';
import { outArray, parseOptions, typedArray } from './validate.js';
import { statusError, takeChunks, takeResult } from './errors.js';
import { specSlot } from './spec-slot.js';

/**
 * @typedef {object} EncodeOptions
 * @property {number} positions  rows, 1..maxPositions
 * @property {number} dModel     columns, 1..maxDModel
 * @property {number} [base=10000]  finite, > 1
 * @property {import('./boundary.js').Layout} [layout='interleaved']
 * @property {number} [offset=0]  position of the first row
 * @property {import('./boundary.js').Spacing} [spacing='paper'] frequency spacing
 * @property {Float32Array} [out]  write into this array (exactly positions * dModel
 *   elements) and return it, instead of a fresh array: for repeated calls
 */

/**
 * @typedef {object} FrequencyOptions
 * @property {number} dModel
 * @property {number} [base=10000]
 * @property {import('./boundary.js').Spacing} [spacing='paper']
 */

/**
 * @typedef {object} EncodingApi
 * @property {(options: EncodeOptions) => Float32Array} encode
 *   the sinusoidal encoding, positions x dModel, row-major, as a fresh array
 *   (or in `out`)
 * @property {(options: FrequencyOptions) => Float64Array} frequencies
 *   angular frequencies w_i, one per (sin, cos) pair: ceil(dModel / 2) values
 * @property {(options: FrequencyOptions) => Float64Array} wavelengths
 *   wavelengths 2 pi / w_i in positions, one per pair
 */

const ENCODE_RULES = { ...ENCODING_RULES, out: typedArray('Float32Array') };
const FREQUENCY_RULES = { dModel: D_MODEL, base: BASE, spacing: SPACING };

/**
 * Checks the sizes of parsed encoding options against the caps.
 * @param {string} where @param {{ positions: number, dModel: number, offset: number }} o
 */
export function checkEncodingSize(where, o) {
  checkRowRange(where, o.offset, o.positions);
  checkElements(where, 'positions * dModel', o.positions, o.dModel);
}

/**
 * @param {import('./boundary.js').RawModule} raw  the embind module
 * @returns {EncodingApi}
 */
export function createEncodingApi(raw) {

  /**
   * The sinusoidal encoding, positions x dModel, row-major.
   * @param {EncodeOptions} options
   * @returns {Float32Array} positions * dModel values: a fresh array, or `out`
   */
  function encode(options) {
    const where = 'posenc.encode';
    const o = parseOptions(where, options, ENCODE_RULES);
    checkEncodingSize(where, o);
    const count = o.positions * o.dModel;
    const out = outArray(where, o.out, Float32Array, count, 'positions * dModel');
    const started = raw.encodeChunks(rawEncodingSpec(specSlot(raw), o));
    return takeChunks(where, started, () => raw.encodeNextChunk(), out);
  }

  /**
   * Angular frequencies w_i, one per (sin, cos) pair: ceil(dModel / 2) values.
   * @param {FrequencyOptions} options
   * @returns {Float64Array}
   */
  function frequencies(options) {
    const where = 'posenc.frequencies';
    const o = parseOptions(where, options, FREQUENCY_RULES);
    return takeResult(where, raw.frequencies(o.dModel, o.base, SPACINGS.indexOf(o.spacing)));
  }

  /**
   * Wavelengths 2 pi / w_i in positions, one per pair.
   * @param {FrequencyOptions} options
   * @returns {Float64Array}
   */
  function wavelengths(options) {
    const where = 'posenc.wavelengths';
    const o = parseOptions(where, options, FREQUENCY_RULES);
    const w = takeResult(where, raw.frequencies(o.dModel, o.base, SPACINGS.indexOf(o.spacing)))
      .map((x) => (2 * Math.PI) / x);
    // A base near float64's maximum makes the slowest w_i subnormal, and
    // 2 pi / w_i is then beyond float64: refused, never returned as Infinity.
    const pair = w.findIndex((x) => !Number.isFinite(x));
    if (pair >= 0) {
      throw statusError(where, STATUS.overflow,
        `the wavelength 2 pi / w_${pair} of pair ${pair} is beyond float64 (base ${o.base}); use a smaller base`);
    }
    return w;
  }

  return { encode, frequencies, wavelengths };
}
