// @ts-check
/**
 * The public API over a loaded wasm module. The only JS, with the loaders
 * next to it, that touches the Emscripten module: everything above sees plain
 * options objects and fresh typed arrays.
 * @module
 */
import { LIMITS } from './boundary.js';
import { createAttentionApi } from './attention-api.js';
import { createEncodingApi } from './encoding-api.js';
import { createHealthApi } from './health-api.js';
import { createGeometryApi } from './geometry-api.js';
import { createColourApi } from './colour-api.js';
import { createAlternativesApi } from './alternatives-api.js';
import { createOrderLabApi } from './order-lab-api.js';
import { createOffsetHeadApi } from './offset-head-api.js';

/**
 * What every loaded module reports about itself.
 * @typedef {object} PosencInfo
 * @property {'simd' | 'base'} flavor  which wasm flavour is running
 * @property {string} simdPath  vector path compiled into the core: 'wasm-simd128' or 'scalar'
 * @property {import('./boundary.js').Limits} limits  the documented caps
 */

/**
 * The API of a loaded module (what `await init()` resolves to): one
 * intersection member per area of the core (the order lab's functions need
 * its own module: pe.orderLab.load()).
 * @typedef {PosencInfo & import('./encoding-api.js').EncodingApi
 *   & import('./geometry-api.js').GeometryApi
 *   & import('./colour-api.js').ColourApi
 *   & import('./alternatives-api.js').AlternativesApi
 *   & import('./attention-api.js').AttentionApi
 *   & import('./offset-head-api.js').OffsetHeadApi
 *   & import('./order-lab-api.js').OrderLabApi
 *   & import('./health-api.js').HealthApi} Posenc
 */

/**
 * Builds the API object for one loaded core module.
 * @param {import('./host.js').HostedModule} raw  the embind module, behind host.js's forwarding
 * @param {'simd' | 'base'} flavor
 * @param {() => Promise<import('./host.js').Host>} startOrderLab  reads and starts the order lab's
 *   module (load.js), on the first pe.orderLab.load()
 * @returns {Posenc}
 */
export function createApi(raw, flavor, startOrderLab) {
  const orderLab = createOrderLabApi(startOrderLab);
  return Object.freeze({
    flavor,
    simdPath: String(raw.simdPath()),
    limits: LIMITS,
    ...createEncodingApi(raw),
    ...createGeometryApi(raw),
    ...createColourApi(raw),
    ...createAlternativesApi(raw),
    ...createAttentionApi(raw),
    ...createOffsetHeadApi(raw),
    ...orderLab.api,
    ...createHealthApi(raw, orderLab.host),
  });
}
