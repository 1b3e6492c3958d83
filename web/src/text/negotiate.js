// @ts-check
/**
 * A reader's language tags matched to the locales a page has, by
 * @fluent/langneg. Fetched only where the tag's language alone does not
 * decide, when two of the locales share that language (l10n.js
 * `localeFor`): an English page has no need of it. The single-file lesson,
 * which chooses its language before anything else runs, imports it.
 * @module
 */
// It imports no module of the first screen: one would be split out of the
// first screen's chunk into one more file it fetches.
import { negotiateLanguages } from './langneg.js';

/**
 * The best of `available` for one canonical language tag, or undefined:
 * @fluent/langneg's match, else the match of the tag's language alone (its
 * tables know es-MX but not es-419, the Latin American Spanish of browsers).
 * Where one locale has the tag's language, that is the answer (locales.js
 * `byLanguage`, which l10n.js asks first).
 * @param {string} tag @param {readonly string[]} available
 * @returns {string | undefined}
 */
export function matchLocale(tag, available) {
  // (langneg.js is a generated bundle without types: its options are langneg's.)
  const options = /** @type {any} */ ({ strategy: 'filtering' });
  return negotiateLanguages([tag], [...available], options)[0] ?? negotiateLanguages([tag.split('-')[0]], [...available], options)[0];
}

/**
 * The first of a reader's languages, in order of preference, that
 * `available` has, each matched as a figure's `lang` is (es-MX reads es,
 * zh-TW zh-CN); English when none fits. Values that are not language tags
 * are passed over.
 * @param {Iterable<string | null | undefined>} preferences @param {readonly string[]} available
 */
export function negotiateLocale(preferences, available) {
  for (const lang of preferences) {
    if (!lang) continue;
    try {
      const best = matchLocale(Intl.getCanonicalLocales(lang)[0], available);
      if (best) return best;
    } catch {
      // Not a language tag: the next preference.
    }
  }
  return 'en';
}
