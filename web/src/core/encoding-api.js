// @ts-check
/**
 * The encoding part of the API: encode, frequencies, wavelengths.
 * @module
 */
import { checkCap, checkOutLength, integer, numberAbove, oneOf, parseOptions, typedArray } from './validate.js';
import { takeResult } from './errors.js';

export const LAYOUTS = /** @type {const} */ (['interleaved', 'concatenated']);
export const SPACINGS = /** @type {const} */ (['paper', 'tensor2tensor']);

/**
 * @typedef {object} EncodeOptions
 * @property {number} positions  rows, 1..maxPositions
 * @property {number} dModel     columns, 1..maxDModel
 * @property {number} [base=10000]  finite, > 1
 * @property {'interleaved' | 'concatenated'} [layout='interleaved']
 * @property {number} [offset=0]  position of the first row
 * @property {'paper' | 'tensor2tensor'} [spacing='paper'] frequency spacing
 * @property {Float32Array} [out]  write into this array (exactly positions * dModel
 *   elements) and return it, instead of a fresh array: for repeated calls
 */

/**
 * @typedef {object} FrequencyOptions
 * @property {number} dModel
 * @property {number} [base=10000]
 * @property {'paper' | 'tensor2tensor'} [spacing='paper']
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

/** @param {import('./api.js').Limits} limits */
export function encodeRules(limits) {
  return {
    positions: integer(1, limits.maxPositions, { required: true }),
    dModel: integer(1, limits.maxDModel, { required: true }),
    base: numberAbove(1, Number.MAX_VALUE, { fallback: 10000 }),
    layout: oneOf(LAYOUTS, { fallback: 'interleaved' }),
    offset: integer(0, limits.maxPositions - 1, { fallback: 0 }),
    spacing: oneOf(SPACINGS, { fallback: 'paper' }),
  };
}

/** @param {import('./api.js').Limits} limits */
function frequencyRules(limits) {
  return {
    dModel: integer(1, limits.maxDModel, { required: true }),
    base: numberAbove(1, Number.MAX_VALUE, { fallback: 10000 }),
    spacing: oneOf(SPACINGS, { fallback: 'paper' }),
  };
}

/**
 * @param {any} raw  the Emscripten module
 * @param {import('./api.js').Limits} limits
 * @returns {EncodingApi}
 */
export function createEncodingApi(raw, limits) {
  const encodeOptions = { ...encodeRules(limits), out: typedArray('Float32Array') };
  const frequencyOptions = frequencyRules(limits);

  /**
   * The sinusoidal encoding, positions x dModel, row-major.
   * @param {EncodeOptions} options
   * @returns {Float32Array} positions * dModel values: a fresh array, or `out`
   */
  function encode(options) {
    const where = 'posenc.encode';
    const o = parseOptions(where, options, encodeOptions);
    checkCap(where, 'offset + positions', o.offset + o.positions, limits.maxPositions,
      `${o.offset} + ${o.positions}`);
    checkCap(where, 'positions * dModel', o.positions * o.dModel, limits.maxElements,
      `${o.positions} * ${o.dModel}`);
    checkOutLength(where, o.out, o.positions * o.dModel, 'positions * dModel');
    return takeResult(where, raw.encode(o.positions, o.dModel, o.base,
      LAYOUTS.indexOf(o.layout), o.offset, SPACINGS.indexOf(o.spacing)), o.out);
  }

  /**
   * Angular frequencies w_i, one per (sin, cos) pair: ceil(dModel / 2) values.
   * @param {FrequencyOptions} options
   * @returns {Float64Array}
   */
  function frequencies(options) {
    const where = 'posenc.frequencies';
    const o = parseOptions(where, options, frequencyOptions);
    return takeResult(where, raw.frequencies(o.dModel, o.base, SPACINGS.indexOf(o.spacing)));
  }

  /**
   * Wavelengths 2 pi / w_i in positions, one per pair.
   * @param {FrequencyOptions} options
   * @returns {Float64Array}
   */
  function wavelengths(options) {
    const w = frequencies(options);
    return w.map((x) => (2 * Math.PI) / x);
  }

  return { encode, frequencies, wavelengths };
}
