// @ts-check
/**
 * Alternatives and precision: the naive position codes and "spot the bug"
 * encodings the lesson compares with the sinusoids, and the encoding with its
 * angles rounded through float16 or bfloat16.
 * @module
 */
import { checkCap, integer, numberAbove, oneOf, parseOptions } from './validate.js';
import { checkResult, takeResult } from './errors.js';

/** In the order of posenc::AlternativeKind (cpp/include/posenc/alternatives.h). */
export const ALTERNATIVE_KINDS = /** @type {const} */ ([
  'index', 'fraction', 'binary', 'learned', 'bug-exponent', 'bug-multiply', 'bug-batch-axis',
]);
/** In the order of posenc::NumberFormat (cpp/include/posenc/precision.h). */
export const NUMBER_FORMATS = /** @type {const} */ (['float16', 'bfloat16']);
/** float16 angles overflow from 65520 on: offset + positions may not pass it. */
export const MAX_FLOAT16_POSITIONS = 65520;

/**
 * @typedef {typeof ALTERNATIVE_KINDS[number]} AlternativeKind
 * @typedef {typeof NUMBER_FORMATS[number]} NumberFormat
 */

/**
 * @typedef {object} AlternativeOptions
 * @property {AlternativeKind} kind  'index' (p in every channel), 'fraction' (p / (positions-1)),
 *   'binary' (bit c of p in channel c), 'learned' (seeded uniform [-1, 1) table),
 *   'bug-exponent' (base^(-c/d) per channel), 'bug-multiply' (p * base^(2i/d)),
 *   'bug-batch-axis' (every row is PE(seed): PE indexed by the batch index)
 * @property {number} positions  rows, positions * dModel <= maxElements
 * @property {number} dModel
 * @property {number} [seed=1]  0..maxPositions-1: the learned table, or the batch index
 * @property {number} [base=10000]
 */

/**
 * @typedef {object} PrecisionOptions
 * @property {number} positions
 * @property {number} dModel
 * @property {number} [base=10000]
 * @property {number} [offset=0]
 * @property {NumberFormat} format  float16 needs offset + positions <= 65520
 */

/**
 * @typedef {object} PrecisionResult
 * @property {Float32Array} values  sin/cos of the rounded angles, positions x dModel (interleaved)
 * @property {number} maxError  max |value - float64 value| over the table
 * @property {Float32Array} errorByPosition  the same max, per row
 */

/**
 * @typedef {object} AlternativesApi
 * @property {(options: AlternativeOptions) => Float32Array} alternative
 *   a positions x dModel table of the chosen alternative code
 * @property {(options: PrecisionOptions) => PrecisionResult} precision
 *   the encoding with p * w_i rounded through float16 or bfloat16, and its error
 */

/**
 * @param {any} raw  the Emscripten module
 * @param {import('./api.js').Limits} limits
 * @returns {AlternativesApi}
 */
export function createAlternativesApi(raw, limits) {
  const shape = {
    positions: integer(1, limits.maxPositions, { required: true }),
    dModel: integer(1, limits.maxDModel, { required: true }),
  };
  const base = numberAbove(1, Number.MAX_VALUE, { fallback: 10000 });
  const alternativeRules = { kind: oneOf(ALTERNATIVE_KINDS, { required: true }), ...shape,
    seed: integer(0, limits.maxPositions - 1, { fallback: 1 }), base };
  const precisionRules = { ...shape, base, offset: integer(0, limits.maxPositions - 1, { fallback: 0 }),
    format: oneOf(NUMBER_FORMATS, { required: true }) };

  /** @param {string} where @param {{ positions: number, dModel: number }} o */
  const checkSize = (where, o) => checkCap(where, 'positions * dModel', o.positions * o.dModel,
    limits.maxElements, `${o.positions} * ${o.dModel}`);

  /** @param {AlternativeOptions} options @returns {Float32Array} */
  function alternative(options) {
    const where = 'posenc.alternative';
    const o = parseOptions(where, options, alternativeRules);
    checkSize(where, o);
    return takeResult(where, raw.alternative(ALTERNATIVE_KINDS.indexOf(o.kind), o.positions,
      o.dModel, o.seed, o.base));
  }

  /** @param {PrecisionOptions} options @returns {PrecisionResult} */
  function precision(options) {
    const where = 'posenc.precision';
    const o = parseOptions(where, options, precisionRules);
    const maxEnd = o.format === 'float16' ? MAX_FLOAT16_POSITIONS : limits.maxPositions;
    checkCap(where, `offset + positions (${o.format})`, o.offset + o.positions, maxEnd,
      `${o.offset} + ${o.positions}`);
    checkSize(where, o);
    const r = checkResult(where,
      raw.precision(o.positions, o.dModel, o.base, o.offset, NUMBER_FORMATS.indexOf(o.format)));
    return { values: r.values.slice(), maxError: r.maxError, errorByPosition: r.errorByPosition.slice() };
  }

  return { alternative, precision };
}
