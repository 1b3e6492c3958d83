// @ts-check
/**
 * The public API over a loaded wasm module. The only JS, with the loaders
 * next to it, that touches the Emscripten module: everything above sees plain
 * options objects and fresh typed arrays.
 * @module
 */
import { createAttentionApi } from './attention-api.js';
import { createEncodingApi } from './encoding-api.js';
import { createHealthApi } from './health-api.js';
import { createGeometryApi } from './geometry-api.js';
import { createColourApi } from './colour-api.js';
import { createAlternativesApi } from './alternatives-api.js';

/**
 * @typedef {object} Limits
 * @property {number} maxPositions  offset + positions may not exceed this (2^20)
 * @property {number} maxDModel     widest dModel (8192)
 * @property {number} maxElements   largest positions * dModel of one call (2^25)
 * @property {number} maxTokens     most tokens of one attention call (256)
 * @property {number} maxTokenBytes most UTF-8 bytes of all tokens of one attention call (65536)
 * @property {number} maxAttentionDModel  widest toy attention layer (512)
 */

/**
 * What every loaded module reports about itself.
 * @typedef {object} PosencInfo
 * @property {'simd' | 'base'} flavor  which wasm flavour is running
 * @property {string} simdPath  vector path compiled into the core: 'wasm-simd128' or 'scalar'
 * @property {Readonly<Limits>} limits  the documented caps
 */

/**
 * The API of a loaded module (what `await init()` resolves to): one
 * intersection member per area of the core.
 * @typedef {PosencInfo & import('./encoding-api.js').EncodingApi
 *   & import('./geometry-api.js').GeometryApi
 *   & import('./colour-api.js').ColourApi
 *   & import('./alternatives-api.js').AlternativesApi
 *   & import('./attention-api.js').AttentionApi
 *   & import('./health-api.js').HealthApi} Posenc
 */

/**
 * Builds the API object for one loaded module.
 * @param {any} raw  the Emscripten module (embind functions), behind host.js's forwarding
 * @param {'simd' | 'base'} flavor
 * @returns {Posenc}
 */
export function createApi(raw, flavor) {
  /** @type {Limits} */
  const limits = Object.freeze(raw.limits());
  return Object.freeze({
    flavor,
    simdPath: String(raw.simdPath()),
    limits,
    ...createEncodingApi(raw, limits),
    ...createGeometryApi(raw, limits),
    ...createColourApi(raw, limits),
    ...createAlternativesApi(raw, limits),
    ...createAttentionApi(raw, limits),
    ...createHealthApi(raw),
  });
}
