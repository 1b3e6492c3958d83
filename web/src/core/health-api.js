// @ts-check
/**
 * The reliability part of the API: error events of the module (out of
 * memory, abort; the module is recreated after either) and, for tests only,
 * the allocation counters and fault injection of cpp/bindings/heap_hooks.cc.
 * @module
 */
import { HOST } from './host.js';

/**
 * Allocation accounting and fault injection. For tests: not a stable API.
 * @typedef {object} DebugApi
 * @property {() => number} liveAllocations  malloc'd blocks not yet freed, in the current instance
 * @property {() => number} liveBytes  their usable bytes
 * @property {() => number} failedAllocations  allocations refused so far
 * @property {() => number} heapBytes  size of the wasm memory (it only grows)
 * @property {() => void} failNextAllocation  the next malloc in the module returns null
 * @property {() => void} abortForTest  makes the module abort, as a trap would
 * @property {() => number} generation  how many times the module was recreated
 * @property {() => Promise<void>} recovery  settles when no recreation is pending
 */

/**
 * @typedef {object} HealthApi
 * @property {(listener: import('./host.js').ModuleErrorListener) => () => void} onError
 *   calls `listener({ code, message, generation, cause })` when the module runs out of
 *   memory or aborts (it is then recreated for the next call); returns an unsubscribe function
 * @property {Readonly<DebugApi>} debug  counters and hooks for tests
 */

/**
 * @param {any} raw  the forwarding module of a host (host.js)
 * @returns {HealthApi}
 */
export function createHealthApi(raw) {
  /** @type {import('./host.js').Host} */
  const host = raw[HOST];
  const debug = Object.freeze({
    liveAllocations: () => Number(raw.liveAllocations()),
    liveBytes: () => Number(raw.liveBytes()),
    failedAllocations: () => Number(raw.failedAllocations()),
    heapBytes: () => Number(raw.heapBytes()),
    failNextAllocation: () => void raw.failNextAllocation(),
    abortForTest: () => void raw.abortForTest(),
    generation: host.generation,
    recovery: host.recovery,
  });
  return { onError: host.onError, debug };
}
