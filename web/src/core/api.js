// @ts-check
/**
 * The public API over a loaded wasm module. The only JS, with the loaders
 * next to it, that touches the Emscripten module: everything above sees plain
 * options objects and fresh typed arrays.
 * @module
 */
import { checkCap, integer, numberAbove, oneOf, parseOptions } from './validate.js';
import { statusError } from './errors.js';

export const LAYOUTS = /** @type {const} */ (['interleaved', 'concatenated']);
export const SPACINGS = /** @type {const} */ (['paper', 'tensor2tensor']);

/**
 * @typedef {object} Limits
 * @property {number} maxPositions  offset + positions may not exceed this (2^20)
 * @property {number} maxDModel     widest dModel (8192)
 * @property {number} maxElements   largest positions * dModel of one call (2^25)
 */

/**
 * @typedef {object} EncodeOptions
 * @property {number} positions  rows, 1..maxPositions
 * @property {number} dModel     columns, 1..maxDModel
 * @property {number} [base=10000]  finite, > 1
 * @property {'interleaved' | 'concatenated'} [layout='interleaved']
 * @property {number} [offset=0]  position of the first row
 * @property {'paper' | 'tensor2tensor'} [spacing='paper'] frequency spacing
 */

/**
 * @typedef {object} FrequencyOptions
 * @property {number} dModel
 * @property {number} [base=10000]
 * @property {'paper' | 'tensor2tensor'} [spacing='paper']
 */

/**
 * The API of a loaded module (what `await init()` resolves to).
 * @typedef {object} Posenc
 * @property {'simd' | 'base'} flavor  which wasm flavour is running
 * @property {string} simdPath  vector path compiled into the core: 'wasm-simd128' or 'scalar'
 * @property {Readonly<Limits>} limits  the documented caps
 * @property {(options: EncodeOptions) => Float32Array} encode
 *   the sinusoidal encoding, positions x dModel, row-major, as a fresh array
 * @property {(options: FrequencyOptions) => Float64Array} frequencies
 *   angular frequencies w_i, one per (sin, cos) pair: ceil(dModel / 2) values
 * @property {(options: FrequencyOptions) => Float64Array} wavelengths
 *   wavelengths 2 pi / w_i in positions, one per pair
 */

/**
 * A result of the core is a view into wasm memory (which dies when the heap
 * grows) or a status code: copy the view, throw for the code.
 * @template {Float32Array | Float64Array} T
 * @param {string} where @param {T | number} result @returns {T}
 */
export function takeResult(where, result) {
  if (typeof result === 'number') throw statusError(where, result);
  return /** @type {T} */ (result.slice());
}

/** @param {Limits} limits */
function encodeRules(limits) {
  return {
    positions: integer(1, limits.maxPositions, { required: true }),
    dModel: integer(1, limits.maxDModel, { required: true }),
    base: numberAbove(1, Number.MAX_VALUE, { fallback: 10000 }),
    layout: oneOf(LAYOUTS, { fallback: 'interleaved' }),
    offset: integer(0, limits.maxPositions - 1, { fallback: 0 }),
    spacing: oneOf(SPACINGS, { fallback: 'paper' }),
  };
}

/** @param {Limits} limits */
function frequencyRules(limits) {
  return {
    dModel: integer(1, limits.maxDModel, { required: true }),
    base: numberAbove(1, Number.MAX_VALUE, { fallback: 10000 }),
    spacing: oneOf(SPACINGS, { fallback: 'paper' }),
  };
}

/**
 * Builds the API object for one loaded module.
 * @param {any} raw  the Emscripten module (embind functions)
 * @param {'simd' | 'base'} flavor
 * @returns {Posenc}
 */
export function createApi(raw, flavor) {
  /** @type {Limits} */
  const limits = Object.freeze(raw.limits());
  const encodeOptions = encodeRules(limits);
  const frequencyOptions = frequencyRules(limits);

  /**
   * The sinusoidal encoding, positions x dModel, row-major.
   * @param {EncodeOptions} options
   * @returns {Float32Array} a fresh array of positions * dModel values
   */
  function encode(options) {
    const where = 'posenc.encode';
    const o = parseOptions(where, options, encodeOptions);
    checkCap(where, 'offset + positions', o.offset + o.positions, limits.maxPositions,
      `${o.offset} + ${o.positions}`);
    checkCap(where, 'positions * dModel', o.positions * o.dModel, limits.maxElements,
      `${o.positions} * ${o.dModel}`);
    return takeResult(where, raw.encode(o.positions, o.dModel, o.base,
      LAYOUTS.indexOf(o.layout), o.offset, SPACINGS.indexOf(o.spacing)));
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

  return Object.freeze({
    flavor,
    simdPath: String(raw.simdPath()),
    limits,
    encode,
    frequencies,
    wavelengths,
  });
}
