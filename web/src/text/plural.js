// @ts-check
/**
 * Counts in English words: "1 pair", "32 pairs", "pair 0", "pairs 0, 2".
 * The form is chosen by Intl.PluralRules, built on the first count a page
 * writes rather than at load, so that a figure that writes none does not pay
 * for the locale data (numbers.js says what Intl costs at first use).
 * @module
 */
import { groupedNumber } from '../core/numbers.js';

/** @type {Intl.PluralRules | undefined} */
let rules;

/**
 * The form of a noun for `n` things: `one` for 1, `other` for any other
 * number, 0 included ("0 pairs").
 * @param {number} n @param {string} one @param {string} other
 */
export function plural(n, one, other) {
  rules ??= new Intl.PluralRules('en-US');
  return rules.select(n) === 'one' ? one : other;
}

/**
 * `n` and the noun's form for it: counted(1, 'pair', 'pairs') is "1 pair",
 * counted(1024, 'pair', 'pairs') "1,024 pairs".
 * @param {number} n @param {string} one @param {string} other
 */
export function counted(n, one, other) {
  return `${groupedNumber(n)} ${plural(n, one, other)}`;
}
