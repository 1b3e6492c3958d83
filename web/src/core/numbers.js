// @ts-check
/**
 * Numbers as text, without Intl: the first toLocaleString or
 * Intl.NumberFormat of a page loads the locale's number data, which costs
 * 80 to 130 ms of the main thread in Chromium on a 2-core machine, before
 * the lesson's first figure (docs/performance.md, "First paint").
 * @module
 */

/**
 * `x` as `x.toLocaleString('en-US')` writes it: the whole part in groups of
 * three ("10,000", "-1,234"), at most three decimals, trailing zeros dropped
 * ("0.5"). The decimals are rounded by toFixed, so a last decimal can differ
 * from Intl's by one. Numbers of 1e21 and over, NaN and the infinities as
 * String(x).
 * @param {number} x
 */
export function groupedNumber(x) {
  if (!Number.isFinite(x) || Math.abs(x) >= 1e21) return String(x);
  const [whole, fraction] = String(Number(x.toFixed(3))).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
