// @ts-check
/**
 * Attribute schemas of the posenc elements: each attribute is parsed from its
 * string form by a pure function that never throws. A valid string gives its
 * value; an out-of-range number is clamped; anything else falls back to the
 * default. Both of the last two come with a `warning` for the user, in the
 * language of the Localizer given (web/l10n/<locale>/figures.ftl, "Bad
 * attribute values"; English when none is): the attribute's name, the text
 * given and a choice's words stay as typed, the numbers are the locale's.
 * The same schemas validate the URL parameters of the embed page
 * (web/embed.html) and of the lesson (web/lesson/state.js).
 * No DOM, no wasm: unit-tested in node (tests/js/widget-attributes.test.js).
 * @module
 */
import { ENGLISH } from '../text/l10n.js';

/** @typedef {import('../text/l10n.js').Localizer} Localizer */

/**
 * @typedef {{ value: any, warning?: string }} Parsed
 * @typedef {object} AttributeSpec
 * @property {'number' | 'choice' | 'boolean' | 'text' | 'integer-list'} type
 *   which factory made it: what scripts/gen-elements.mjs declares as the
 *   property's type, and what tests pick attributes by
 * @property {string} kind  what the attribute accepts, for messages and docs
 * @property {any} fallback  the value when absent (or invalid)
 * @property {string} [doc]  what the attribute means, for the declarations
 *   (elements.d.ts)
 * @property {number} [min]  a number's (or a list item's) least value
 * @property {number} [max]  a number's (or a list item's) greatest value
 * @property {boolean} [integer]  a number is rounded to an integer
 * @property {number} [step]  a number is rounded to a multiple of it (when above 1)
 * @property {readonly string[]} [values]  a choice's words
 * @property {number} [maxLength]  most characters of a text, most items of a list
 * @property {(text: string, name: string, l10n?: Localizer) => Parsed} parse  never throws;
 *   its warning in `l10n` (English when not given)
 * @property {string} [fallbackId]  a text's default in the reader's language: the
 *   message of the figures' catalog that parseAttributes uses instead of
 *   `fallback` (which is its English)
 * @property {(value: unknown) => string | null} format  property value to
 *   attribute text; null removes the attribute (a false boolean)
 * @property {number} [maxTextLength]  longest text the spec reads (a text
 *   field for it takes this maxlength)
 */

/**
 * User text as a message quotes it: at most 40 characters, escaped as in a
 * JSON string (a line break shows as \n), without the quotation marks, which
 * each language writes its own way.
 * @param {string} text
 */
export const quoted = (text) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text).slice(1, -1);

/** @param {unknown} v */
const asText = (v) => (v === null || v === undefined ? null : String(v));

/**
 * Longest text read as one number (after trimming white space). The cap is
 * checked before the pattern, so what is pasted costs time in proportion to
 * its length only, whatever the pattern does.
 */
export const MAX_NUMBER_TEXT = 64;

/**
 * A decimal number ("-1.5", ".5", "1e4"). The dot and the "e" separate the
 * digit runs, and no group with a quantifier is repeated, so a string can
 * match in one way only and a failing one is rejected without backtracking
 * over its digits.
 */
export const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Parses a number written in decimal or exponent notation ("1e4"); '', text
 * longer than MAX_NUMBER_TEXT and other text are NaN (unlike Number('')
 * which is 0).
 * @param {string} text
 */
export function toNumber(text) {
  const t = text.trim();
  return t.length <= MAX_NUMBER_TEXT && NUMBER_PATTERN.test(t) ? Number(t) : NaN;
}

/**
 * A number in [min, max]; rounded to an integer when `integer` is set, and to
 * a multiple of `step` (an integer above 1) when given. Out-of-range values
 * are clamped.
 * @param {{ min: number, max: number, fallback: number, integer?: boolean, step?: number, doc?: string }} o
 * @returns {AttributeSpec}
 */
export function numberSpec({ min, max, fallback, integer = false, step = 0, doc }) {
  // A finer step would be documented and never enforced: a schema's mistake.
  if (step !== 0 && !(Number.isInteger(step) && step > 1)) throw new RangeError(`numberSpec: step must be an integer above 1; got ${step}`);
  const kind = `${integer ? 'an integer' : 'a number'} from ${min} to ${max}` +
    (step > 1 ? `, a multiple of ${step}` : '');
  return {
    type: 'number',
    kind,
    doc,
    min,
    max,
    integer,
    step,
    fallback,
    maxTextLength: MAX_NUMBER_TEXT,
    format: asText,
    parse(text, name, l10n = ENGLISH) {
      const n = toNumber(text);
      let value = fallback;
      if (Number.isFinite(n)) {
        value = Math.min(max, Math.max(min, integer ? Math.round(n) : n));
        if (step > 1) value = Math.min(max, Math.max(min, Math.round(value / step) * step));
        if (value === n) return { value };
      }
      const warning = l10n.t(step > 1 ? 'attribute-number-step' : 'attribute-number', { name, integer: integer ? 'yes' : 'no',
        min: l10n.number(min), max: l10n.number(max), step: l10n.number(step), got: quoted(text), value: l10n.number(value) });
      return { value, warning };
    },
  };
}

/**
 * One of a list of words (case-insensitive).
 * @param {readonly string[]} values @param {string} fallback
 * @param {string} [doc]
 * @returns {AttributeSpec}
 */
export function choiceSpec(values, fallback, doc) {
  const kind = `one of ${values.join(', ')}`;
  return {
    type: 'choice',
    kind,
    doc,
    values,
    fallback,
    format: asText,
    parse(text, name, l10n = ENGLISH) {
      const value = text.trim().toLowerCase();
      if (values.includes(value)) return { value };
      return { value: fallback, warning: l10n.t('attribute-choice', { name, values: values.join(l10n.t('attribute-list-separator')),
        got: quoted(text), value: fallback }) };
    },
  };
}

/**
 * A boolean attribute: present (any text but "false") is true. The URL form
 * `?positional=0` or `=false` is false too.
 * @param {boolean} [fallback] @param {string} [doc]
 * @returns {AttributeSpec}
 */
export function booleanSpec(fallback = false, doc) {
  return {
    type: 'boolean',
    doc,
    kind: 'present or absent (true or false)',
    fallback,
    format: (v) => (v === true || v === 'true' || v === '' ? '' : null),
    parse(text) {
      return { value: !/^(false|0|no|off)$/i.test(text.trim()) };
    },
  };
}

/**
 * Free text up to `maxLength` characters (longer text is cut).
 * @param {number} maxLength @param {string} fallback @param {string} [doc]
 * @param {string} [fallbackId]  the default in the reader's language (AttributeSpec)
 * @returns {AttributeSpec}
 */
export function textSpec(maxLength, fallback, doc, fallbackId) {
  return {
    type: 'text',
    kind: `text of at most ${maxLength} characters`,
    doc,
    maxLength,
    fallback,
    fallbackId,
    maxTextLength: maxLength,
    format: asText,
    parse(text, name, l10n = ENGLISH) {
      if (text.length <= maxLength) return { value: text };
      return { value: text.slice(0, maxLength), warning: l10n.t('attribute-text-long', { name, max: l10n.number(maxLength) }) };
    },
  };
}

/**
 * A list of integers in [0, max], written "2 0 1" or "2,0,1"; '' is an empty
 * list. Whether it is a valid permutation is checked by the element, which
 * knows the number of tokens. Text longer than `maxTextLength` (16
 * characters per integer) is refused before it is split.
 * @param {number} maxLength @param {number} max @param {string} [doc]
 * @returns {AttributeSpec}
 */
export function integerListSpec(maxLength, max, doc) {
  const kind = `up to ${maxLength} integers from 0 to ${max}, separated by spaces or commas`;
  const maxTextLength = 16 * maxLength;
  return {
    type: 'integer-list',
    kind,
    doc,
    min: 0,
    max,
    maxLength,
    fallback: [],
    maxTextLength,
    format: (v) => (Array.isArray(v) ? v.join(' ') : asText(v)),
    parse(text, name, l10n = ENGLISH) {
      const args = { name, count: l10n.number(maxLength), max: l10n.number(max) };
      if (text.length > maxTextLength) {
        return { value: [], warning: l10n.t('attribute-list-long', { ...args, most: l10n.number(maxTextLength),
          length: l10n.number(text.length) }) };
      }
      const parts = text.split(/[\s,]+/).filter(Boolean);
      const list = parts.map(toNumber);
      if (parts.length <= maxLength && list.every((n) => Number.isInteger(n) && n >= 0 && n <= max)) {
        return { value: list };
      }
      return { value: [], warning: l10n.t('attribute-list', { ...args, got: quoted(text) }) };
    },
  };
}

/**
 * @typedef {Record<string, AttributeSpec>} Schema  keyed by attribute name
 *   (kebab-case, as in HTML and in the embed URL)
 */

/**
 * Parses every attribute of a schema. `read(name)` returns the attribute text
 * or null when absent; an absent text with a `fallbackId` gets its default
 * in `l10n`'s language.
 * @param {Schema} schema
 * @param {(name: string) => string | null} read
 * @param {Localizer} [l10n]  the language of the warnings and defaults (English when not given)
 * @returns {{ values: Record<string, any>, warnings: string[] }}
 *   values keyed by camelCase property name
 */
export function parseAttributes(schema, read, l10n = ENGLISH) {
  /** @type {Record<string, any>} */
  const values = {};
  const warnings = [];
  for (const [name, spec] of Object.entries(schema)) {
    const text = read(name);
    const parsed = text !== null ? spec.parse(text, name, l10n)
      : { value: spec.fallbackId ? l10n.t(spec.fallbackId) : spec.fallback };
    values[camelCase(name)] = parsed.value;
    if (parsed.warning) warnings.push(parsed.warning);
  }
  return { values, warnings };
}

/** "d-model" -> "dModel". @param {string} name */
export function camelCase(name) {
  return name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}
