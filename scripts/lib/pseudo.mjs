// @ts-check
/**
 * The pseudo-locales' catalogs, made from English: the figures' and the
 * lesson scripts' (scripts/gen-catalogs.mjs) and the lesson page's, which
 * the dev server translates for the tests (scripts/lib/localize-page.mjs).
 * Learners are never offered them.
 */
import { parse, serialize, Transformer } from '@fluent/syntax';

const ACCENTED = Object.fromEntries([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ']
  .map((c, i) => [c, [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][i]]));
const FLIPPED = Object.fromEntries([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ']
  .map((c, i) => [c, [...'ɐqɔpǝɟƃɥıɾʞʅɯuodbɹsʇnʌʍxʎz∀ԐↃᗡƎℲ⅁HIſӼ⅂WNOԀÒᴚS⊥∩ɅＭX⅄Z'][i]]));

/**
 * The pseudo-locales' text, as Firefox makes its own: en-XA accents every
 * letter and doubles the vowels and l, n, r (about 40% longer, as German or
 * Spanish can be: room for longer languages), ar-XB flips the letters and
 * reads right to left.
 * @type {Record<string, (s: string) => string>}
 */
export const PSEUDO = {
  'en-XA': (s) => s.replace(/[a-z]/gi, (c) => (/[aeiouylnr]/i.test(c) ? ACCENTED[c].repeat(2) : ACCENTED[c])),
  // RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING around each run of text.
  'ar-XB': (s) => (/[a-z]/i.test(s) ? `\u202e${s.replace(/[a-z]/gi, (c) => FLIPPED[c])}\u202c` : s),
};

/**
 * A pseudo-locale's catalog from the English one: only the text changes,
 * never a placeable, a variant key or an id.
 * @param {string} english @param {(s: string) => string} change
 */
export function pseudoCatalog(english, change) {
  class Pseudo extends Transformer {
    /** @param {any} node */
    visitTextElement(node) {
      node.value = change(node.value);
      return node;
    }
  }
  return serialize(/** @type {any} */ (new Pseudo().visit(parse(english, {}))), {});
}

/**
 * `change` for a message of the page, which may hold markup
 * (`<a data-l10n-name="paper">`) and character references: only the text
 * between them changes.
 * @param {(s: string) => string} change @returns {(s: string) => string}
 */
export const outsideMarkup = (change) => (s) =>
  s.split(/(<[^>]*>|&[#\w]+;)/).map((part, i) => (i % 2 ? part : change(part))).join('');
