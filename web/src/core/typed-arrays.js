// @ts-check
/**
 * Typed arrays read through the intrinsics every typed array inherits, so
 * that no code of the caller's (an own property, a subclass, a swapped
 * prototype, a Proxy) decides what a check or a copy sees. Pure: no wasm, no DOM.
 * @module
 */
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

