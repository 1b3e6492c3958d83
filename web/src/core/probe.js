// @ts-check
/**
 * WASM SIMD feature probe: a 30-byte module that uses one v128 instruction
 * (i8x16.splat then i8x16.popcnt, the bytes GoogleChromeLabs/wasm-feature-detect
 * uses). `WebAssembly.validate` answers without compiling anything.
 * @module
 */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
]);

/** @returns {boolean} true when this engine validates WASM SIMD128 code */
export function simdSupported() {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}
