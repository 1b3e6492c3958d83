// @ts-check
/**
 * Option checking shared by every API function. Pure: no wasm, no DOM.
 * Every failure is a TypeError (wrong type) or RangeError (wrong value) whose
 * message names the function, the parameter, the accepted range and the value.
 * @module
 */

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
 * @returns {Rule}
 */
export function numberAbove(above, max, extra = {}) {
  return {
    kind: `a finite number greater than ${above}`,
    typeCheck: notNumber,
    rangeCheck: (v) =>
      Number.isFinite(v) && v > above && v <= max
        ? ''
        : `must be a finite number greater than ${above} and at most ${max}`,
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

// The getters every typed array inherits, called directly: an own `length`
// or Symbol.toStringTag property, a subclass or a swapped prototype cannot
// fake what they answer, and they work on arrays made in another frame.
const TYPED_ARRAY = Object.getPrototypeOf(Uint8Array.prototype);
/** @param {PropertyKey} key @returns {(this: unknown) => any} */
const intrinsicGetter = (key) => /** @type {any} */ (Object.getOwnPropertyDescriptor(TYPED_ARRAY, key)).get;
const typedArrayTag = intrinsicGetter(Symbol.toStringTag);
const typedArrayLength = intrinsicGetter('length');
const typedArrayBuffer = intrinsicGetter('buffer');
const typedArrayByteOffset = intrinsicGetter('byteOffset');
const typedArraySet = /** @type {(this: unknown, source: ArrayLike<number>, at?: number) => void} */ (TYPED_ARRAY.set);

/** The class of a typed array, e.g. "Float32Array"; undefined for anything else. @param {unknown} v @returns {string | undefined} */
export const tagOf = (v) => typedArrayTag.call(v);

/** The true length of a typed array (0 once its buffer is detached). @param {ArrayBufferView} view @returns {number} */
export const lengthOf = (view) => typedArrayLength.call(view);

/**
 * A plain Float32Array over `view`'s values from index `start` to `end`
 * (clamped to its length). Built from the intrinsic getters rather than by
 * `subarray`, which would construct the view through a subclass's species.
 * @param {Float32Array} view @param {number} start @param {number} end @returns {Float32Array}
 */
export const float32Part = (view, start, end) => new Float32Array(typedArrayBuffer.call(view),
  typedArrayByteOffset.call(view) + 4 * start, Math.min(end, lengthOf(view)) - start);

/**
 * Copies `source` into the typed array `target` from index `at`, whatever
 * `target.set` says: no code of the caller's (a subclass's set, say) runs, so
 * none can call the module between two chunks of a result.
 * @param {ArrayBufferView} target @param {ArrayLike<number>} source @param {number} [at]
 */
export const copyInto = (target, source, at = 0) => typedArraySet.call(target, source, at);

/**
 * A typed-array option of class `name` (e.g. an `out` array of the caller's
 * to write the result into; its length is checked by checkOutLength once the
 * size is known). Checked by tag rather than instanceof, so an array made in
 * another frame passes.
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
 * Throws a RangeError when an `out` array does not have exactly the result's length.
 * @param {string} where @param {ArrayLike<number> | undefined} out
 * @param {number} count @param {string} shown e.g. "positions * dModel"
 */
export function checkOutLength(where, out, count, shown) {
  if (out === undefined) return;
  const length = lengthOf(/** @type {ArrayBufferView} */ (/** @type {unknown} */ (out)));
  if (length !== count) {
    throw new RangeError(`${where}: out must have ${shown} = ${count} elements; ` +
      `got a ${tagOf(out)} of length ${length}.`);
  }
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
