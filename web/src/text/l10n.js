// @ts-check
/**
 * The figures' words in the reader's language: one Localizer per locale,
 * made from that locale's Fluent catalog (web/l10n/<locale>/figures.ftl and
 * the later elements' files, generated into ./catalogs/ by
 * scripts/gen-catalogs.mjs). English is built in: the words every figure
 * and the first screen's need, here, and each later element's words with
 * its code (it adds catalogs/en-<element>.js). Any other catalog is fetched
 * whole (one dynamic import) the first time a figure is shown in it, and
 * only then.
 *
 * English is compiled from its Fluent catalogs into functions at build time
 * (scripts/lib/compile-catalog.mjs), so an English page loads no Fluent
 * runtime; the other catalogs are read by @fluent/bundle
 * (./fluent-messages.js), fetched with the first of them.
 *
 * Numbers reach the messages as text, already written in the locale's
 * convention (8,38 in Spanish): English writes them without Intl, whose
 * first use costs a page 80 to 130 ms (core/numbers.js), and the others
 * through Intl.NumberFormat.
 * @module
 */
import english from './catalogs/en.js';
import { CATALOGS } from './catalogs/index.js';
import { LOCALES, PSEUDO_LOCALES, byLanguage, direction } from './locales.js';
import { groupedNumber } from '../core/numbers.js';

/** @typedef {import('./compiled.js').MessageArgs} MessageArgs */
/** A compiled catalog (web/src/text/catalogs/en.js): a text, or a function of the arguments, per id. @typedef {Readonly<Record<string, string | ((args?: MessageArgs) => string)>>} CompiledCatalog */
/**
 * Where a Localizer reads its messages: compiled catalogs (English) or
 * Fluent's (./fluent-messages.js).
 * @typedef {{ add(catalog: any): void, format(id: string, args?: MessageArgs): string | undefined }} Messages
 */

/** The messages of compiled catalogs. @implements {Messages} */
class CompiledMessages {
  /** @type {Map<string, string | ((args?: MessageArgs) => string)>} */
  #messages = new Map();

  /** Adds a catalog; an id already here keeps its first message. @param {CompiledCatalog} catalog */
  add(catalog) {
    for (const [id, message] of Object.entries(catalog)) if (!this.#messages.has(id)) this.#messages.set(id, message);
  }

  /** @param {string} id @param {MessageArgs} [args] */
  format(id, args) {
    const message = this.#messages.get(id);
    return typeof message === 'function' ? message(args) : message;
  }
}

export class Localizer {
  /** @type {Messages} */
  #messages;
  /** @type {Localizer | null} */
  #fallback;
  /** @type {Map<string, Intl.NumberFormat>} */
  #formats = new Map();
  /** The catalogs added so far. @type {Set<string | CompiledCatalog>} */
  #sources = new Set();

  /**
   * @param {string} locale  one of LOCALES or PSEUDO_LOCALES
   * @param {Messages} messages  where its messages are read
   * @param {string | CompiledCatalog} catalog  its first catalog, of the kind `messages` reads
   * @param {Localizer | null} fallback  asked for a message this one lacks
   */
  constructor(locale, messages, catalog, fallback) {
    this.locale = locale;
    this.dir = direction(locale);
    this.#messages = messages;
    this.#fallback = fallback;
    this.addMessages(catalog);
  }

  /**
   * Adds the messages of another catalog of this locale, of the kind its
   * first was (English compiled, the others Fluent syntax): a page's own
   * words (web/lesson/words.js) next to the figures', or a part of English
   * that comes with the code that writes it (an element's words,
   * catalogs/en-<part>.js). Its ids must be new: one that this Localizer
   * already has keeps its first message. A catalog added before is not
   * added again, so every module that writes a part's words may add it.
   * @param {string | CompiledCatalog} catalog
   */
  addMessages(catalog) {
    if (this.#sources.has(catalog)) return;
    this.#sources.add(catalog);
    this.#messages.add(catalog);
  }

  /**
   * The message `id` with `args`; an attribute with `id.attribute`. A
   * message missing from the catalog (which l10n:check prevents) reads as
   * English, then as its id.
   * @param {string} id @param {MessageArgs} [args]
   * @returns {string}
   */
  t(id, args) {
    const text = this.#messages.format(id, args);
    if (text === undefined) return this.#fallback ? this.#fallback.t(id, args) : id;
    return text;
  }

  /**
   * A value as shown and read aloud in a figure: 4 decimals (none from
   * 1000 on), a real minus sign, no "−0.0000".
   * @param {number} value
   */
  decimal(value) {
    if (!Number.isFinite(value)) return String(value);
    const digits = Math.abs(value) >= 1000 ? 0 : 4;
    const text = this.locale === 'en' ? value.toFixed(digits)
      : this.#format(digits, false).format(value);
    return text.replace(/^-/, '−').replace(/^−(0[.,]0+)$/, '$1');
  }

  /** A whole number as the figures write it (English: 10000, as typed). @param {number} n */
  integer(n) {
    return this.locale === 'en' || !Number.isFinite(n) ? String(n).replace(/^-/, '−')
      : this.#format(0, false).format(n).replace(/^-/, '−');
  }

  /**
   * A number grouped in thousands as the locale groups them ("10,000";
   * Spanish "10.000" but "1024": Spanish groups from five digits on).
   * @param {number} n
   */
  grouped(n) {
    return this.locale === 'en' ? groupedNumber(n) : this.#format(3, true, 0).format(n);
  }

  /**
   * A number as an author types it in an attribute or a link, written in
   * the locale's convention: English as JavaScript writes it (10000, 0.1,
   * -15: the attribute's own text), the others through Intl, grouped from
   * five digits on (Spanish 0,1, 1024, 10.000; Chinese 1024, 10,000).
   * @param {number} n
   */
  number(n) {
    if (this.locale === 'en' || !Number.isFinite(n)) return String(n);
    // 'min2' (Intl.NumberFormat v3): the TypeScript lib of this project types useGrouping as a boolean.
    return this.numberFormat(/** @type {Intl.NumberFormatOptions} */ (/** @type {unknown} */ ({ maximumFractionDigits: 20, useGrouping: 'min2' }))).format(n);
  }

  /** The locale's decimal mark ("." or ","): English's without Intl. */
  decimalMark() {
    if (this.locale === 'en') return '.';
    return this.numberFormat({}).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  }

  /**
   * The locale's Intl.NumberFormat with `options`, made once per Localizer
   * and options: the one place that makes them, as their first use costs a
   * page tens of ms (a pseudo-locale formats as its base language).
   * @param {Intl.NumberFormatOptions} options
   */
  numberFormat(options) {
    const key = JSON.stringify(options);
    let format = this.#formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(this.locale.replace(/-X[AB]$/, ''), options);
      this.#formats.set(key, format);
    }
    return format;
  }

  /** @param {number} digits @param {boolean} grouping @param {number} [least] */
  #format(digits, grouping, least = digits) {
    // Grouping left to the locale ('auto', the default) rather than true ('always'):
    // Spanish writes 1024 and 10.000.
    return this.numberFormat({ minimumFractionDigits: least, maximumFractionDigits: digits, ...(grouping ? {} : { useGrouping: false }) });
  }
}

/** English, always at hand: a figure's first words never wait. */
export const ENGLISH = new Localizer('en', new CompiledMessages(), english, null);

/** @type {Map<string, Localizer>} */
const made = new Map([['en', ENGLISH]]);
/**
 * Catalogs a page adds to the figures' (addCatalogs), by locale: loaded
 * with the figures' one, so a Localizer is whole when it is first used.
 * @type {Readonly<Record<string, () => Promise<{ default: string }>>>[]}
 */
const added = [];

/**
 * Adds a page's own catalog to every locale's Localizer: `english` now, the
 * others (`loaders`, a literal dynamic import each, as catalogs/index.js)
 * with the figures' catalog of their locale. Call it before any figure is
 * shown in a language other than English. The ids must differ from the
 * figures'.
 * @param {CompiledCatalog} english @param {Readonly<Record<string, () => Promise<{ default: string }>>>} loaders
 */
export function addCatalogs(english, loaders) {
  ENGLISH.addMessages(english);
  added.push(loaders);
}
/** @type {Map<string, Promise<Localizer>>} */
const loading = new Map();

/**
 * The locale that the figures use for a `lang` value, where it is known
 * without @fluent/langneg: a pseudo-locale when named exactly (a page in
 * Arabic must not get ar-XB's test text); the one of LOCALES with the
 * value's language (es-MX and es-419 read Spanish; zh and zh-TW read zh-CN,
 * closer to a reader of Chinese than English); English when none has it or
 * `lang` is not a language tag. Null when two of LOCALES share the language:
 * resolveLocale asks @fluent/langneg, which an English page never fetches.
 * @param {string | null | undefined} lang
 * @returns {string | null}
 */
export function localeFor(lang) {
  const tag = canonicalTag(lang);
  if (!tag) return 'en';
  const pseudo = PSEUDO_LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (pseudo) return pseudo;
  const chosen = byLanguage(tag, LOCALES);
  return chosen === null ? null : chosen || 'en';
}

/**
 * The locale that the figures use for a `lang` value (localeFor), with
 * @fluent/langneg's choice (./negotiate.js) where the language alone does not decide.
 * @param {string | null | undefined} lang @returns {Promise<string>}
 */
export async function resolveLocale(lang) {
  const known = localeFor(lang);
  if (known !== null) return known;
  const { matchLocale } = await import('./negotiate.js');
  return matchLocale(/** @type {string} */ (canonicalTag(lang)), LOCALES) ?? 'en';
}

/** `lang` as a canonical language tag, or '' when it is none. @param {string | null | undefined} lang */
function canonicalTag(lang) {
  if (!lang) return '';
  try {
    return Intl.getCanonicalLocales(lang)[0] ?? '';
  } catch {
    return '';
  }
}

/** The Localizer of `locale` (from resolveLocale) if it is loaded, else null. @param {string} locale */
export function loadedLocalizer(locale) {
  return made.get(locale) ?? null;
}

/**
 * The Localizer of `locale` (from resolveLocale), its catalog fetched once.
 * @param {string} locale @returns {Promise<Localizer>}
 */
export function loadLocalizer(locale) {
  const ready = made.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    const load = CATALOGS[locale];
    if (!load) return Promise.resolve(ENGLISH);
    pending = Promise.all([import('./fluent-messages.js'), load(), ...added.map((loaders) => loaders[locale]?.())]).then(([{ FluentMessages }, { default: source }, ...more]) => {
      // Isolation marks keep a placeable's direction apart from the text
      // around it: needed right to left, noise elsewhere.
      const localizer = new Localizer(locale, new FluentMessages(locale, direction(locale) === 'rtl'), source, ENGLISH);
      for (const catalog of more) if (catalog) localizer.addMessages(catalog.default);
      made.set(locale, localizer);
      return localizer;
    });
    // A failed fetch may succeed the next time a figure asks.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
