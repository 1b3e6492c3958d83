// @ts-check
/**
 * Pure helpers of the heatmap cursor: how keys move the cursor, how a value
 * is spoken (which pair a channel holds: core/layout.js). No DOM.
 * @module
 */
import { groupedNumber } from '../core/numbers.js';

/**
 * @typedef {{ row: number, col: number }} Cell
 */

/**
 * The cell a key moves the cursor to, or null when the key is not a cursor
 * key. Arrows move one cell; PageUp/PageDown a tenth of the rows (at least
 * one); Home/End the first/last column, with Ctrl the first/last cell.
 * @param {Cell} cell @param {{ key: string, ctrlKey?: boolean }} event
 * @param {number} rows @param {number} cols
 * @returns {Cell | null}
 */
export function moveCell(cell, event, rows, cols) {
  const page = Math.max(1, Math.round(rows / 10));
  let { row, col } = cell;
  switch (event.key) {
    case 'ArrowLeft': col -= 1; break;
    case 'ArrowRight': col += 1; break;
    case 'ArrowUp': row -= 1; break;
    case 'ArrowDown': row += 1; break;
    case 'PageUp': row -= page; break;
    case 'PageDown': row += page; break;
    case 'Home': col = 0; if (event.ctrlKey) row = 0; break;
    case 'End': col = cols - 1; if (event.ctrlKey) row = rows - 1; break;
    default: return null;
  }
  return { row: clampIndex(row, rows), col: clampIndex(col, cols) };
}

/** @param {number} i @param {number} n */
export function clampIndex(i, n) {
  return Math.min(n - 1, Math.max(0, Math.floor(i)));
}

/**
 * A value as read aloud and shown: 4 significant decimals, a real minus sign.
 * @param {number} value
 */
export function formatValue(value) {
  if (!Number.isFinite(value)) return String(value);
  const text = Math.abs(value) >= 1000 ? value.toFixed(0) : value.toFixed(4);
  return text.replace(/^-/, '−').replace(/^−(0\.0+)$/, '$1');
}

const SUPERSCRIPT = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };

/**
 * A number as a learner reads it, with two significant digits and a real
 * minus sign: "1.2 × 10⁻⁷", "0.43", "−2.5", "1,234". The one notation of
 * small numbers in every figure and in the lesson.
 * @param {number} x
 */
export function plainNumber(x) {
  if (x === 0) return '0';
  if (!Number.isFinite(x)) return String(x);
  const a = Math.abs(x);
  let text;
  if (a >= 100 && a < 1e5) text = groupedNumber(Math.round(x));
  else if (a >= 1e-3 && a < 100) text = x.toPrecision(2);
  else {
    const [mantissa, exponent] = x.toExponential(1).split('e');
    text = `${mantissa} × 10${superscript(Number(exponent))}`;
  }
  return text.replace(/^-/, '−');
}

/** @type {Map<string, Intl.NumberFormat>} */
const plainFormats = new Map();

/** Two significant digits ('two') or one decimal ('one') in `locale`. @param {string} locale @param {'two' | 'one'} kind */
function plainFormat(locale, kind) {
  const key = `${locale}:${kind}`;
  let f = plainFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale.replace(/-X[AB]$/, ''), kind === 'two'
      ? { minimumSignificantDigits: 2, maximumSignificantDigits: 2, useGrouping: false }
      : { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    plainFormats.set(key, f);
  }
  return f;
}

/** `x` with one decimal in `l10n`'s locale ("2.5", Spanish "2,5"). @param {number} x @param {import('../text/l10n.js').Localizer} l10n */
export function localTenths(x, l10n) {
  return (l10n.locale === 'en' ? x.toFixed(1) : plainFormat(l10n.locale, 'one').format(x)).replace(/^-/, '−');
}

/**
 * plainNumber written in the convention of `l10n`'s locale ("0,43" in
 * Spanish); English is plainNumber itself, without Intl (core/numbers.js
 * says why).
 * @param {number} x @param {import('../text/l10n.js').Localizer} l10n
 */
export function localPlainNumber(x, l10n) {
  if (l10n.locale === 'en' || x === 0 || !Number.isFinite(x)) return plainNumber(x);
  const format = (/** @type {'two' | 'one'} */ kind) => plainFormat(l10n.locale, kind);
  const a = Math.abs(x);
  let text;
  if (a >= 100 && a < 1e5) text = l10n.grouped(Math.round(x));
  else if (a >= 1e-3 && a < 100) text = format('two').format(x);
  else {
    const [mantissa, exponent] = x.toExponential(1).split('e');
    text = `${format('one').format(Number(mantissa))} × 10${superscript(Number(exponent))}`;
  }
  return text.replace(/^-/, '−');
}

/** An integer in superscript digits: −8 gives "⁻⁸". @param {number} n */
export function superscript(n) {
  return String(n).replace(/./g, (c) => SUPERSCRIPT[/** @type {keyof typeof SUPERSCRIPT} */ (c)]);
}
