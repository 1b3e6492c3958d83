// @ts-check
/**
 * Attribute schemas of the posenc elements: each attribute is parsed from its
 * string form by a pure function that never throws. A valid string gives its
 * value; an out-of-range number is clamped; anything else falls back to the
 * default. Both of the last two come with a `warning` for the user. The same
 * schemas validate the URL parameters of the embed page (web/embed.html).
 * No DOM, no wasm: unit-tested in node (tests/js/widget-attributes.test.js).
 * @module
 */

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
 * @property {(text: string, name: string) => Parsed} parse  never throws
 * @property {(value: unknown) => string | null} format  property value to
 *   attribute text; null removes the attribute (a false boolean)
 * @property {number} [maxTextLength]  longest text the spec reads (a text
 *   field for it takes this maxlength)
 */

/** Shows user text in a message: short and quoted. @param {string} text */
const quote = (text) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

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
 * a multiple of `step` when given. Out-of-range values are clamped.
 * @param {{ min: number, max: number, fallback: number, integer?: boolean, step?: number, doc?: string }} o
 * @returns {AttributeSpec}
 */
export function numberSpec({ min, max, fallback, integer = false, step = 0, doc }) {
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
    parse(text, name) {
      const n = toNumber(text);
      if (!Number.isFinite(n)) {
        return { value: fallback, warning: `${name} must be ${kind}; got ${quote(text)}, using ${fallback}.` };
      }
      let value = Math.min(max, Math.max(min, integer ? Math.round(n) : n));
      if (step > 1) value = Math.min(max, Math.max(min, Math.round(value / step) * step));
      if (value === n) return { value };
      return { value, warning: `${name} must be ${kind}; got ${quote(text)}, using ${value}.` };
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
    parse(text, name) {
      const value = text.trim().toLowerCase();
      if (values.includes(value)) return { value };
      return { value: fallback, warning: `${name} must be ${kind}; got ${quote(text)}, using ${fallback}.` };
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
 * @returns {AttributeSpec}
 */
export function textSpec(maxLength, fallback, doc) {
  return {
    type: 'text',
    kind: `text of at most ${maxLength} characters`,
    doc,
    maxLength,
    fallback,
    maxTextLength: maxLength,
    format: asText,
    parse(text, name) {
      if (text.length <= maxLength) return { value: text };
      return { value: text.slice(0, maxLength), warning: `${name} is longer than ${maxLength} characters; the rest is ignored.` };
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
    parse(text, name) {
      if (text.length > maxTextLength) {
        return { value: [], warning: `${name} must be ${kind} in at most ${maxTextLength} characters; ` +
          `got ${text.length} characters, ignoring it.` };
      }
      const parts = text.split(/[\s,]+/).filter(Boolean);
      const list = parts.map(toNumber);
      if (parts.length <= maxLength && list.every((n) => Number.isInteger(n) && n >= 0 && n <= max)) {
        return { value: list };
      }
      return { value: [], warning: `${name} must be ${kind}; got ${quote(text)}, ignoring it.` };
    },
  };
}

/**
 * @typedef {Record<string, AttributeSpec>} Schema  keyed by attribute name
 *   (kebab-case, as in HTML and in the embed URL)
 */

/**
 * Parses every attribute of a schema. `read(name)` returns the attribute text
 * or null when absent.
 * @param {Schema} schema
 * @param {(name: string) => string | null} read
 * @returns {{ values: Record<string, any>, warnings: string[] }}
 *   values keyed by camelCase property name
 */
export function parseAttributes(schema, read) {
  /** @type {Record<string, any>} */
  const values = {};
  const warnings = [];
  for (const [name, spec] of Object.entries(schema)) {
    const text = read(name);
    const parsed = text === null ? { value: spec.fallback } : spec.parse(text, name);
    values[camelCase(name)] = parsed.value;
    if (parsed.warning) warnings.push(parsed.warning);
  }
  return { values, warnings };
}

/** "d-model" -> "dModel". @param {string} name */
export function camelCase(name) {
  return name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}
