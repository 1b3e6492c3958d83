// @ts-check
/**
 * The reliability part of the API: error events of the module (out of
 * memory, abort; the module is recreated after either) and the state of that
 * recovery.
 * @module
 */
import { HOST } from './host.js';

/**
 * One module's recovery, for tests and diagnosis. A test variant of the
 * module (CMake option POSENC_TEST_VARIANT, loaded only by the reliability
 * tests) adds its allocation counters and fault hooks here, under the names
 * its debugFunctions() lists; the shipped module has none.
 * @typedef {object} ModuleDebugApi
 * @property {() => number} generation  how many times the module was recreated
 * @property {() => Promise<void>} recovery  settles when no recreation is pending
 */

/**
 * The core module's recovery, and the order lab module's once it is loaded.
 * @typedef {ModuleDebugApi & { orderLab: () => Readonly<ModuleDebugApi> | null }} DebugApi
 *   recovery settles when neither module has a recreation pending
 */

/**
 * @typedef {object} HealthApi
 * @property {(listener: import('./host.js').ModuleErrorListener) => () => void} onError
 *   calls `listener({ code, message, generation, cause })` when a module (the core's or the order lab's)
 *   runs out of memory or aborts (it is then recreated for the next call); returns an unsubscribe function
 * @property {Readonly<DebugApi>} debug  the state of the recovery
 */

/**
 * The debug functions of one module.
 * @param {import('./host.js').HostedModule} raw  the forwarding module of a host (host.js)
 * @returns {Readonly<ModuleDebugApi>}
 */
function debugOf(raw) {
  const host = raw[HOST];
  // Called through `raw`, like every function, so that the host sees a
  // failure they cause.
  const functions = /** @type {Record<string, (...args: unknown[]) => unknown>} */ (
    /** @type {unknown} */ (raw));
  const extra = (raw.debugFunctions?.() ?? []).map((name) => [name, functions[name]]);
  return Object.freeze({ ...Object.fromEntries(extra), generation: host.generation, recovery: host.recovery });
}

/**
 * @param {import('./host.js').HostedModule} raw  the forwarding module of the core's host (host.js)
 * @param {() => import('./host.js').Host | null} orderLabHost  the order lab module's host, once loaded
 * @returns {HealthApi}
 */
export function createHealthApi(raw, orderLabHost) {
  const host = raw[HOST];
  /** @type {[import('./host.js').Host | null, Readonly<ModuleDebugApi> | null]} */
  let orderLab = [null, null];
  const debug = Object.freeze({
    ...debugOf(raw),
    recovery: async () => {
      await host.recovery();
      await orderLabHost()?.recovery();
    },
    orderLab: () => {
      const lab = orderLabHost();
      if (lab && orderLab[0] !== lab) orderLab = [lab, debugOf(lab.raw)];
      return lab ? orderLab[1] : null;
    },
  });
  return { onError: host.onError, debug };
}
