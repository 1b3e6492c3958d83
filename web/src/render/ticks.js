// @ts-check
/**
 * Axis ticks at round numbers (1, 2 or 5 times a power of ten), and their
 * text, for every plot of the package: "0, 20, 40" rather than "0, 31.75,
 * 63.5", and "0.5" rather than "0.473". Pure (no DOM).
 * @module
 */
import { groupedNumber } from '../core/numbers.js';

/**
 * The round step that gives about `count` intervals over [lo, hi].
 * @param {number} lo @param {number} hi @param {number} count
 */
export function tickStep(lo, hi, count) {
  const raw = Math.abs(hi - lo) / Math.max(1, count);
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  // The thresholds sit at the geometric means of 1, 2, 5 and 10.
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  return factor * power;
}

/**
 * Round values inside [lo, hi], about `count` intervals apart.
 * @param {number} lo @param {number} hi @param {number} [count]
 * @returns {number[]}
 */
export function niceTicks(lo, hi, count = 5) {
  const step = tickStep(lo, hi, count);
  const first = Math.ceil(lo / step - 1e-9), last = Math.floor(hi / step + 1e-9);
  const ticks = [];
  // Multiplying (not adding) keeps 0.1 * 3 from drifting to 0.30000000000000004.
  for (let j = first; j <= last; j++) ticks.push(Number((j * step).toPrecision(12)));
  return ticks;
}

/**
 * [lo, hi] widened outwards to the nearest round ticks, so that the data fill
 * the plot and the ends of the axis carry labels.
 * @param {number} lo @param {number} hi @param {number} [count]
 * @returns {[number, number]}
 */
export function niceRange(lo, hi, count = 5) {
  if (!(hi > lo)) return [lo - 1, lo + 1];
  const step = tickStep(lo, hi, count);
  return [Math.floor(lo / step + 1e-9) * step, Math.ceil(hi / step - 1e-9) * step];
}

/**
 * Tick text: "10,064", "0.25", "−1" (a real minus sign), at most four
 * significant digits, in the convention of `l10n`'s locale (Spanish
 * "10.064", "5000", "0,25": Localizer.number); English, and no `l10n`,
 * without Intl (core/numbers.js says why).
 * @param {number} v @param {import('../text/l10n.js').Localizer} [l10n]
 */
export function tickText(v, l10n) {
  const round = Math.abs(v) >= 1000 ? Math.round(v) : +v.toPrecision(4);
  const english = !l10n || l10n.locale === 'en';
  const text = english ? (Math.abs(v) >= 1000 ? groupedNumber(round) : String(round)) : l10n.number(round);
  return text.replace(/^-/, '−');
}
