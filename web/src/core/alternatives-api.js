// @ts-check
/**
 * Alternatives and precision: the naive position codes and "spot the bug"
 * encodings the lesson compares with the sinusoids, and the encoding with its
 * angles rounded through float16 or bfloat16.
 * @module
 */
import { ALTERNATIVE_KINDS, LIMITS, NUMBER_FORMATS, STATUS, rawAlternativeSpec, rawPrecisionSpec } from './boundary.js';
import { BASE, D_MODEL, OFFSET, ROWS, checkElements } from './options.js';
import { checkCap, integer, oneOf, parseOptions } from './validate.js';
import { statusError, takeParts, takeResult } from './errors.js';
import { specSlot } from './spec-slot.js';

/**
 * @typedef {object} AlternativeOptions
 * @property {import('./boundary.js').AlternativeKind} kind  'index' (p in every channel), 'fraction' (p / (positions-1)),
 *   'binary' (bit c of p in channel c), 'learned' (seeded uniform [-1, 1) table),
 *   'bug-exponent' (base^(-c/d) per channel), 'bug-multiply' (p * base^(2i/d)),
 *   'bug-batch-axis' (every row is PE(seed): PE indexed by the batch index),
 *   'bug-integer-exponent' (the exponent 2i/d in integer division, 0: every w_i = 1)
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
 * @property {import('./boundary.js').NumberFormat} format  float16 needs offset + positions <= maxFloat16Positions
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

const ALTERNATIVE_RULES = {
  kind: oneOf(ALTERNATIVE_KINDS, { required: true }), positions: ROWS, dModel: D_MODEL,
  seed: integer(0, LIMITS.maxPositions - 1, { fallback: 1 }), base: BASE,
};
const PRECISION_RULES = {
  positions: ROWS, dModel: D_MODEL, base: BASE, offset: OFFSET, format: oneOf(NUMBER_FORMATS, { required: true }),
};

/**
 * bug-multiply's largest angle, (positions - 1) * base^(2 (P-1) / dModel),
 * must be finite: sin and cos of an infinite angle are NaN. The core refuses
 * it too (kOverflow); here the message can say which numbers overflowed.
 * @param {string} where @param {{ positions: number, dModel: number, base: number }} o
 */
function checkBugMultiplyAngle(where, { positions, dModel, base }) {
  const fastest = base ** ((2 * Math.floor((dModel - 1) / 2)) / dModel);
  const angle = (positions - 1) * fastest;
  if (!Number.isFinite(angle)) {
    throw statusError(where, STATUS.overflow, `the largest bug-multiply angle (positions - 1) * ` +
      `base^(2 (P-1) / dModel) = ${positions - 1} * ${fastest} is beyond float64; use a smaller base`);
  }
}

/**
 * @param {import('./boundary.js').RawModule} raw  the embind module
 * @returns {AlternativesApi}
 */
export function createAlternativesApi(raw) {
  /** @param {AlternativeOptions} options @returns {Float32Array} */
  function alternative(options) {
    const where = 'posenc.alternative';
    const o = parseOptions(where, options, ALTERNATIVE_RULES);
    checkElements(where, 'positions * dModel', o.positions, o.dModel);
    if (o.kind === 'bug-multiply') checkBugMultiplyAngle(where, o);
    return takeResult(where, raw.alternative(rawAlternativeSpec(specSlot(raw), o)));
  }

  /** @param {PrecisionOptions} options @returns {PrecisionResult} */
  function precision(options) {
    const where = 'posenc.precision';
    const o = parseOptions(where, options, PRECISION_RULES);
    const maxEnd = o.format === 'float16' ? LIMITS.maxFloat16Positions : LIMITS.maxPositions;
    checkCap(where, `offset + positions (${o.format})`, o.offset + o.positions, maxEnd,
      `${o.offset} + ${o.positions}`);
    checkElements(where, 'positions * dModel', o.positions, o.dModel);
    return takeParts(where, raw.precision(rawPrecisionSpec(specSlot(raw), o)));
  }

  return { alternative, precision };
}
