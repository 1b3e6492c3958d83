// @ts-check
/**
 * Attribute specs shared by the lesson figures (built from the widgets'
 * parsers, so they clamp and warn exactly like the posenc elements).
 * @module
 */
import { LAYOUTS } from '../../src/core/boundary.js';
import { choiceSpec, numberSpec } from '../../src/widgets/attributes.js';
import { superscript } from '../../src/render/cells.js';

export const dModelSpec = (/** @type {number} */ fallback, max = 1024) =>
  numberSpec({ min: 2, max, fallback, integer: true, step: 2 });
export const positionsSpec = (/** @type {number} */ fallback, max = 1024) =>
  numberSpec({ min: 2, max, fallback, integer: true });
export const baseSpec = numberSpec({ min: 2, max: 1e8, fallback: 10000 });
export const layoutSpec = choiceSpec(LAYOUTS, 'interleaved');
export const positionSpec = numberSpec({ min: 0, max: 100000, fallback: 10, integer: true });
export const offsetSpec = numberSpec({ min: -1000, max: 1000, fallback: 4, integer: true });

/**
 * A number with `digits` significant digits and a real minus sign; tiny and
 * huge ones as "5.5 × 10⁻⁸" (the notation of plainNumber).
 * @param {number} x @param {number} [digits]
 */
export function fmt(x, digits = 3) {
  if (!Number.isFinite(x)) return String(x);
  const a = Math.abs(x);
  if (a !== 0 && (a < 1e-3 || a >= 1e6)) {
    const [mantissa, exponent] = x.toExponential(digits - 1).split('e');
    return `${mantissa.replace(/^-/, '−')} × 10${superscript(Number(exponent))}`;
  }
  return String(+x.toPrecision(digits)).replace(/^-/, '−');
}

/**
 * fmt written in the convention of `l10n`'s locale ("0,841" in Spanish);
 * English is fmt itself, without Intl.
 * @param {number} x @param {import('../../src/text/l10n.js').Localizer} l10n @param {number} [digits]
 */
export function localFmt(x, l10n, digits = 3) {
  if (l10n.locale === 'en' || !Number.isFinite(x)) return fmt(x, digits);
  const format = l10n.numberFormat({ maximumSignificantDigits: digits, useGrouping: false });
  const a = Math.abs(x);
  if (a !== 0 && (a < 1e-3 || a >= 1e6)) {
    const [mantissa, exponent] = x.toExponential(digits - 1).split('e');
    return `${format.format(Number(mantissa)).replace(/^-/, '−')} × 10${superscript(Number(exponent))}`;
  }
  return format.format(x).replace(/^-/, '−');
}

/**
 * A number as typed in an attribute (a base: "10000", "2.5"), in the
 * convention of `l10n`'s locale ("2,5"), without grouping.
 * @param {number} x @param {import('../../src/text/l10n.js').Localizer} l10n
 */
export function localNumber(x, l10n) {
  if (l10n.locale === 'en') return String(x);
  return l10n.numberFormat({ maximumFractionDigits: 6, useGrouping: false }).format(x).replace(/^-/, '−');
}
