// @ts-check
/**
 * The words that the lesson's scripts and its own figures write at run time,
 * in the page's language (its `<html lang>`, set at build time): the
 * lesson-ui catalog (web/l10n/<locale>/lesson-ui.ftl, generated into
 * ./catalogs/ by scripts/gen-catalogs.mjs), added to the figures' Localizer
 * of each locale. A lesson figure's `this.l10n` reads both; a script asks
 * `words()`.
 * @module
 */
import english from './catalogs/en.js';
import { CATALOGS } from './catalogs/index.js';
import { ENGLISH, addCatalogs, loadLocalizer, resolveLocale } from '../src/text/l10n.js';

addCatalogs(english, CATALOGS);

let current = ENGLISH;

/** The page's words and number formats: English until `wordsReady`. */
export const words = () => current;

/**
 * Resolves once the page's catalogs have loaded (at once in English). The
 * page's locale is one of LOCALES, or a pseudo-locale named exactly; English
 * where there is no document: the pure modules that ask `words()` are
 * unit-tested in node.
 */
export const wordsReady = resolveLocale(globalThis.document?.documentElement.lang).then(loadLocalizer).then((localizer) => { current = localizer; return localizer; });

/** Items joined as the locale lists them ("2, 5"; Chinese "2、5"). @param {Array<string | number>} items @param {import('../src/text/l10n.js').Localizer} [l10n] */
export function listOf(items, l10n = current) {
  return items.join(l10n.t('ui-list-separator'));
}
