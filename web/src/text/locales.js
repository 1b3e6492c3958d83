// @ts-check
/**
 * The languages of the lesson and the figures: those offered to learners,
 * the pseudo-locales the tests use, and which way each is written. No
 * translation code: the build, the server and the figures all read it.
 * @module
 */

/** The languages offered to learners, English first (the source of every catalog). */
export const LOCALES = Object.freeze(['en', 'es', 'zh-CN']);

/**
 * Generated from English for the tests and never offered to learners:
 * accented and about 40% longer (finds hard-coded strings and clipped
 * text), and right to left (finds layouts that do not mirror).
 */
export const PSEUDO_LOCALES = Object.freeze(['en-XA', 'ar-XB']);

/** Each language's own name, as a language menu shows it. */
export const AUTONYMS = Object.freeze({ en: 'English', es: 'Español', 'zh-CN': '简体中文' });

/** Languages written right to left (their primary subtags). */
const RTL = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'dv', 'ps', 'sd', 'ug']);

/**
 * The one of `available` that a canonical language tag's language alone
 * picks: '' when none has its language, null when two or more have it (then
 * @fluent/langneg chooses: ./negotiate.js). @fluent/langneg compares
 * languages first, so where one locale has the language it is langneg's
 * answer too (es-MX, es-419 read es; zh, zh-TW, zh-Hant-HK read zh-CN).
 * @param {string} tag @param {readonly string[]} available
 * @returns {string | null}
 */
export function byLanguage(tag, available) {
  const language = languageOf(tag);
  const same = available.filter((locale) => languageOf(locale) === language);
  return same.length > 1 ? null : same[0] ?? '';
}

/** 'rtl' or 'ltr' for a BCP 47 tag. @param {string} locale @returns {'rtl' | 'ltr'} */
export function direction(locale) {
  return RTL.has(languageOf(locale)) ? 'rtl' : 'ltr';
}

/** A BCP 47 tag's primary language subtag, lower case. @param {string} tag */
function languageOf(tag) {
  return tag.split('-')[0].toLowerCase();
}
