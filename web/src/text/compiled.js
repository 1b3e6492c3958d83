// @ts-check
/**
 * What a catalog compiled from Fluent calls at run time
 * (scripts/lib/compile-catalog.mjs compiles English, so that an English page
 * needs no Fluent parser or resolver: web/src/text/l10n.js). Each function
 * does what @fluent/bundle's resolver does for the same part of a message,
 * as a bundle made with `useIsolating: false` and no `errors` array:
 * tests/js/compiled-catalogs.test.js formats every message both ways and
 * compares the texts.
 * @module
 */

/** @typedef {Record<string, string | number>} MessageArgs */

/** @type {Map<string, ReturnType<typeof makeParts>>} */
const partsByLocale = new Map();

/**
 * The resolver's functions for one locale, shared by every catalog of it;
 * the Intl objects are made on their first use, as the resolver memoizes
 * them (a page that never formats a number does not pay for its locale data).
 * @param {string} locale
 */
export function messageParts(locale) {
  let parts = partsByLocale.get(locale);
  if (!parts) {
    parts = makeParts(locale);
    partsByLocale.set(locale, parts);
  }
  return parts;
}

/** @param {string} locale */
function makeParts(locale) {
  /** @type {Intl.NumberFormat | undefined} */
  let numbers;
  /** @type {Intl.PluralRules | undefined} */
  let plurals;
  return {
    /**
     * The variable `name` of `args` (resolveVariableReference): a string or
     * a number; a missing one, or one of another type, throws the error the
     * resolver reports (dates, which no message of this project takes, are
     * not formatted here).
     * @param {MessageArgs | undefined} args @param {string} name
     * @returns {string | number}
     */
    v(args, name) {
      if (!args || !Object.prototype.hasOwnProperty.call(args, name)) throw new ReferenceError(`Unknown variable: $${name}`);
      const value = args[name];
      if (typeof value === 'string' || typeof value === 'number') return value;
      throw new TypeError(`Variable type not supported: $${name}, ${typeof value}`);
    },
    /**
     * A variable placed in the text (FluentNumber.toString): a number in the
     * locale's format, a string as it is.
     * @param {string | number} value
     */
    t(value) {
      if (typeof value === 'string') return value;
      numbers ??= new Intl.NumberFormat([locale]);
      return numbers.format(value);
    },
    /**
     * Whether a selector's value picks the variant of an identifier key
     * (match()): the same string, or a number of that plural category.
     * @param {string | number} value @param {string} key
     */
    is(value, key) {
      if (value === key) return true;
      if (typeof value !== 'number') return false;
      plurals ??= new Intl.PluralRules([locale]);
      return plurals.select(value) === key;
    },
  };
}
