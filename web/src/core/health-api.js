// @ts-check
/**
 * The reliability part of the API: error events of the module (out of
 * memory, abort; the module is recreated after either) and the state of that
 * recovery.
 * @module
 */
import { HOST } from './host.js';

/**
 * The module's recovery, for tests and diagnosis. A test variant of the
 * module (CMake option POSENC_TEST_VARIANT, loaded only by the reliability
 * tests) adds its allocation counters and fault hooks here, under the names
 * its debugFunctions() lists; the shipped module has none.
 * @typedef {object} DebugApi
 * @property {() => number} generation  how many times the module was recreated
 * @property {() => Promise<void>} recovery  settles when no recreation is pending
 */

/**
 * @typedef {object} HealthApi
 * @property {(listener: import('./host.js').ModuleErrorListener) => () => void} onError
 *   calls `listener({ code, message, generation, cause })` when the module runs out of
 *   memory or aborts (it is then recreated for the next call); returns an unsubscribe function
 * @property {Readonly<DebugApi>} debug  the state of the recovery
 */

/**
 * @param {import('./host.js').HostedModule} raw  the forwarding module of a host (host.js)
 * @returns {HealthApi}
 */
export function createHealthApi(raw) {
  const host = raw[HOST];
  // Called through `raw`, like every function, so that the host sees a
  // failure they cause.
  const functions = /** @type {Record<string, (...args: unknown[]) => unknown>} */ (
    /** @type {unknown} */ (raw));
  const extra = (raw.debugFunctions?.() ?? []).map((name) => [name, functions[name]]);
  const debug = Object.freeze({
    ...Object.fromEntries(extra),
    generation: host.generation,
    recovery: host.recovery,
  });
  return { onError: host.onError, debug };
}
