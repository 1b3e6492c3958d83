// @ts-check
/**
 * Option checking shared by every API function. Pure: no wasm, no DOM.
 * Every failure is a TypeError (wrong type) or RangeError (wrong value) whose
 * message names the function, the parameter, the accepted range and the value.
 * @module
 */
import { lengthOf, tagOf } from './typed-arrays.js';

/**
 * A rule for one option. `check` returns an error message fragment, or ''.
 * @typedef {object} Rule
 * @property {string} kind        what the value must be, for messages
 * @property {(value: unknown) => string} [typeCheck] '' or why the type is wrong
 * @property {(value: any) => string} [rangeCheck]    '' or why the value is out of range
 * @property {unknown} [fallback]  default when the option is absent
 * @property {boolean} [required]
 */

/** Shows a value in a message: short, quoted, never huge. @param {unknown} value */
export function describe(value) {
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return `string ${JSON.stringify(shown)}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return `${typeof value} ${String(value)}`;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  return typeof value === 'object' ? 'an object' : String(typeof value);
}

/** Shows a length or count in a message: a number as is, anything else described. @param {unknown} value */
export const describeCount = (value) => (typeof value === 'number' ? String(value) : describe(value));

/** @param {unknown} v */
const notNumber = (v) => (typeof v === 'number' ? '' : 'must be a number');

/**
 * An integer option in [min, max].
 * @param {number} min @param {number} max @param {Partial<Rule>} [extra]
 * @returns {Rule}
 */
export function integer(min, max, extra = {}) {
  return {
    kind: `an integer from ${min} to ${max}`,
    typeCheck: notNumber,
    rangeCheck: (v) =>
      Number.isInteger(v) && v >= min && v <= max ? '' : `must be an integer from ${min} to ${max}`,
    ...extra,
  };
}

/**
 * A finite number option, greater than `above` and at most `max`.
 * @param {number} above @param {number} max @param {Partial<Rule>} [extra]
 * @param {string} [aboveShown]  how messages show `above` (default: the number)
 * @returns {Rule}
 */
export function numberAbove(above, max, extra = {}, aboveShown = String(above)) {
  return {
    kind: `a finite number greater than ${aboveShown}`,
    typeCheck: notNumber,
    rangeCheck: (v) =>
      Number.isFinite(v) && v > above && v <= max
        ? ''
        : `must be a finite number greater than ${aboveShown} and at most ${max}`,
    ...extra,
  };
}

/**
 * A string option, one of `values`.
 * @param {readonly string[]} values @param {Partial<Rule>} [extra]
 * @returns {Rule}
 */
export function oneOf(values, extra = {}) {
  const list = values.map((v) => JSON.stringify(v)).join(' or ');
  return {
    kind: list,
    typeCheck: (v) => (typeof v === 'string' ? '' : `must be ${list}`),
    rangeCheck: (v) => (values.includes(v) ? '' : `must be ${list}`),
    ...extra,
  };
}

/**
 * A typed-array option of class `name` (e.g. an `out` array of the caller's
 * to write the result into; outArray checks its length once the size is
 * known). Checked by tag rather than instanceof, so an array made in another
 * frame passes.
 * @param {'Float32Array' | 'Uint8ClampedArray'} name @param {Partial<Rule>} [extra]
 * @returns {Rule}
 */
export function typedArray(name, extra = {}) {
  return {
    kind: `a ${name}`,
    typeCheck: (v) =>
      (tagOf(v) === name ? '' : `must be a ${name}`),
    ...extra,
  };
}

/**
 * A list option: an array (Array.isArray: an array-like object is not one;
 * with `typedArrays`, a typed array is one too) of `min` to `max` items. Its
 * `read` copies a list the rule accepted: the length read once and checked
 * before any item is read, then each item read once, in an index loop (a
 * hole in a sparse array reaches `item` as undefined), and handed to `item`,
 * which returns what to keep or throws. So a Proxy or a getter cannot show
 * the check one list and the work another.
 * @param {string} items what the items are, for messages ("strings")
 * @param {{ min: number, max: number, counted?: string, typedArrays?: boolean }} count
 *   the accepted lengths; `counted` names the items in the length's message
 *   ("tokens"; default `items`)
 * @param {Partial<Rule>} [extra]
 */
export function listOf(items, { min, max, counted = items, typedArrays = false }, extra = {}) {
  const isList = (/** @type {unknown} */ v) => Array.isArray(v) || (typedArrays && tagOf(v) !== undefined);
  const lengths = min === max ? `list ${min} ${counted}` : `hold ${min} to ${max} ${counted}`;
  return {
    kind: `an array of ${items}`,
    typeCheck: (/** @type {unknown} */ v) => (isList(v) ? '' : `must be an array of ${items}`),
    ...extra,
    /**
     * @template T
     * @param {string} where @param {string} name @param {unknown} list accepted by typeCheck
     * @param {(item: unknown, index: number) => T} item
     * @returns {T[]}
     */
    read(where, name, list, item) {
      const values = /** @type {ArrayLike<unknown>} */ (list);
      const length = Array.isArray(values) ? values.length : lengthOf(/** @type {ArrayBufferView} */ (list));
      if (!(length >= min && length <= max)) {
        throw new RangeError(`${where}: ${name} must ${lengths}; got ${describeCount(length)}.`);
      }
      const copy = new Array(length);
      for (let i = 0; i < length; i++) copy[i] = item(values[i], i);
      return copy;
    },
  };
}

/**
 * The array a result is written into: the caller's `out` (a typed array the
 * rule `typedArray` accepted), which must have exactly the result's length,
 * else a new `Type` of that length.
 * @template {Float32Array | Uint8ClampedArray} T
 * @param {string} where @param {T | undefined} out @param {new (length: number) => T} Type
 * @param {number} count @param {string} shown e.g. "positions * dModel"
 * @returns {T}
 */
export function outArray(where, out, Type, count, shown) {
  if (out === undefined) return new Type(count);
  const length = lengthOf(out);
  if (length !== count) {
    throw new RangeError(`${where}: out must have ${shown} = ${count} elements; ` +
      `got a ${tagOf(out)} of length ${length}.`);
  }
  return out;
}

/** A boolean option. @param {Partial<Rule>} [extra] @returns {Rule} */
export function flag(extra = {}) {
  return {
    kind: 'true or false',
    typeCheck: (v) => (typeof v === 'boolean' ? '' : 'must be true or false'),
    ...extra,
  };
}

/**
 * Checks `options` against `rules` and returns a complete, frozen copy with
 * defaults filled in. Unknown keys are rejected, so a typo never passes
 * silently. Only own properties are options, each read once: a value
 * inherited from a polluted Object.prototype is never taken for one, and the
 * copy has no prototype, so reading an absent key from it finds nothing.
 * @template {Record<string, Rule>} R
 * @param {string} where  e.g. "posenc.encode"
 * @param {unknown} options
 * @param {R} rules
 * @param {string} [argument]  the argument's name when it is not an options
 *   object (e.g. "state"): messages then name its keys as "state.dModel"
 * @returns {Record<keyof R, any>}
 */
export function parseOptions(where, options, rules, argument = '') {
  const shown = argument ? `${argument} ` : 'an options ';
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${where}: expected ${shown}object; got ${describe(options)}.`);
  }
  const given = /** @type {Record<string, unknown>} */ (options);
  const name = (/** @type {string} */ key) => (argument ? `${argument}.${key}` : key);
  for (const key of Object.keys(given)) {
    if (!Object.hasOwn(rules, key)) {
      const known = Object.keys(rules).join(', ');
      const what = argument ? `key of ${argument}` : 'option';
      throw new TypeError(`${where}: unknown ${what} "${key}" (known ${argument ? 'keys' : 'options'}: ${known}).`);
    }
  }
  /** @type {Record<string, unknown>} */
  const parsed = Object.create(null);
  for (const [key, rule] of Object.entries(rules)) {
    const value = Object.hasOwn(given, key) ? given[key] : undefined;
    if (value === undefined) {
      if (rule.required) {
        throw new TypeError(`${where}: ${name(key)} is required (${rule.kind}).`);
      }
      parsed[key] = rule.fallback;
      continue;
    }
    const typeProblem = rule.typeCheck ? rule.typeCheck(value) : '';
    if (typeProblem) throw new TypeError(`${where}: ${name(key)} ${typeProblem}; got ${describe(value)}.`);
    const rangeProblem = rule.rangeCheck ? rule.rangeCheck(value) : '';
    if (rangeProblem) throw new RangeError(`${where}: ${name(key)} ${rangeProblem}; got ${describe(value)}.`);
    parsed[key] = value;
  }
  return /** @type {any} */ (Object.freeze(parsed));
}

/**
 * Throws a RangeError when a product or sum of options passes its cap.
 * @param {string} where @param {string} what e.g. "positions * dModel"
 * @param {number} value @param {number} max @param {string} shown e.g. "4096 * 8192"
 */
export function checkCap(where, what, value, max, shown) {
  if (value > max) {
    throw new RangeError(`${where}: ${what} must be at most ${max}; got ${shown} = ${value}.`);
  }
}
