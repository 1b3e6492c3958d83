// @ts-check
/**
 * A self-healing handle on one wasm flavour. The API areas call the embind
 * functions through `host.raw`, a forwarding object, so they never hold the
 * Emscripten module itself. When a call runs out of memory (the core answers
 * with its out-of-memory status) or the module aborts (a trap or `abort()`,
 * seen as a WebAssembly.RuntimeError or through the glue's onAbort:
 * Emscripten then considers the runtime dead), the host tells its listeners
 * and, before the next call, replaces the module with a fresh instance of the
 * same compiled bytes: after an out-of-memory the old one holds a grown
 * memory that wasm cannot shrink, after an abort its state is undefined.
 * @module
 */
import { STATUS, STATUS_RESULTS } from './boundary.js';

/** Key under which `host.raw` exposes the host (health-api.js reads it). */
export const HOST = Symbol('posenc.host');

/** How many glue messages (printErr) to keep for error reports. */
const KEEP_MESSAGES = 8;

/**
 * The embind module behind a host's forwarding object, which also holds the
 * host itself.
 * @typedef {import('./boundary.js').RawModule & { [HOST]: Host }} HostedModule
 */

/**
 * The glue's default export: it builds the module on the options object it
 * is given (Emscripten 3.1.6 MODULARIZE).
 * @typedef {(options: object) => Promise<unknown>} ModuleFactory
 */

/**
 * Which instance of its module `raw` forwards to now (0 = the first; host.js
 * recreates it after an out-of-memory or an abort). An area that leaves state
 * inside the module (a table copied into wasm memory) must set it up again
 * when this changes.
 * @param {import('./boundary.js').RawModule} raw
 * @returns {number}
 */
export function moduleGeneration(raw) {
  return /** @type {HostedModule} */ (raw)[HOST].nextGeneration();
}

/**
 * What `onError` listeners receive.
 * @typedef {object} ModuleErrorEvent
 * @property {'POSENC_OUT_OF_MEMORY' | 'POSENC_ABORT'} code
 * @property {string} message  what happened, and that the module is recreated
 * @property {number} generation  which instance failed (0 = the first one)
 * @property {unknown} [cause]  the error thrown by the module, for an abort
 */

/** @typedef {(event: ModuleErrorEvent) => void} ModuleErrorListener */

/**
 * One running instance and what the host knows about it.
 * @typedef {object} Instance
 * @property {import('./boundary.js').RawModule} raw  the Emscripten module
 * @property {string[]} messages  its last glue messages
 * @property {boolean} aborted  set by the glue's onAbort
 */

/**
 * @typedef {object} Host
 * @property {HostedModule} raw  forwards every property to the current module
 * @property {(listener: ModuleErrorListener) => () => void} onError
 * @property {() => number} generation  instances created so far, minus one
 * @property {() => number} nextGeneration  the generation the next call runs on
 *   (recreating the instance first when one is due)
 * @property {() => Promise<void>} recovery  settles when no recreation is pending
 * @property {Set<ModuleErrorListener>} listeners  its onError listeners, shared with the
 *   hosts started with it as `errorsTo` (the order lab module reports to the core's)
 */

/**
 * One module instance from compiled code. Emscripten 3.1.6 builds the module
 * on the options object it is given (MODULARIZE), and when `instantiateWasm`
 * hands over an instance synchronously the runtime starts before the factory
 * returns: that is what lets a recreation happen inside an API call.
 * @param {ModuleFactory} factory  the glue's default export
 * @param {WebAssembly.Module} compiled
 * @param {boolean} sync  instantiate now (recreation) or asynchronously (first load)
 * @param {{ messages: string[], aborted: boolean }} instance  filled in by the glue
 * @returns {import('./boundary.js').RawModule | Promise<import('./boundary.js').RawModule>}
 *   the module (sync) or a promise of it
 */
function createModule(factory, compiled, sync, instance) {
  // The glue reports problems through printErr; keep the last few for error
  // messages instead of letting them reach the console.
  const keep = (/** @type {string} */ text) => {
    instance.messages.push(text);
    if (instance.messages.length > KEEP_MESSAGES) instance.messages.shift();
  };
  const options = Object.assign(Object.create(GLUE_OPTIONS_PROTOTYPE),
    { print: keep, printErr: keep, onAbort: () => { instance.aborted = true; } });
  if (sync) {
    /** @type {unknown} */
    let failure;
    factory(Object.assign(options, {
      instantiateWasm(/** @type {any} */ imports, /** @type {Function} */ receive) {
        try {
          const made = new WebAssembly.Instance(compiled, imports);
          receive(made, compiled);
          return made.exports;
        } catch (error) {
          failure = error;
          throw error;
        }
      },
    }));
    // The glue sets calledRun once its runtime has started.
    if (failure !== undefined || (/** @type {{ calledRun?: boolean }} */ (options)).calledRun !== true) {
      throw failure ?? new Error('the module did not start synchronously');
    }
    return /** @type {import('./boundary.js').RawModule} */ (/** @type {unknown} */ (options));
  }
  return new Promise((resolve, reject) => {
    factory(Object.assign(options, {
      instantiateWasm(/** @type {any} */ imports, /** @type {Function} */ receive) {
        const missing = missingImports(compiled, imports);
        if (missing) {
          reject(new Error(missing));
          return {};
        }
        WebAssembly.instantiate(compiled, imports).then((made) => {
          // receive() throws when the exports are not the ones this glue
          // expects: uncaught, that would be an unhandled rejection, and the
          // glue's own promise would never settle.
          try {
            receive(made, compiled);
          } catch (error) {
            reject(new Error(exportsMismatch(compiled, error)));
          }
        }, reject);
        return {};
      },
    })).then((made) => resolve(/** @type {import('./boundary.js').RawModule} */ (made)), reject);
  });
}

/**
 * The prototype of the options object handed to the glue. Emscripten reads
 * many optional keys from it (locateFile, preRun, wasmBinary...), so an
 * ordinary object would take them from a polluted Object.prototype; yet the
 * glue calls Module.hasOwnProperty, so the object cannot have a null
 * prototype either. This one has that method and nothing else.
 */
const GLUE_OPTIONS_PROTOTYPE = Object.freeze(Object.assign(Object.create(null),
  { hasOwnProperty: Object.prototype.hasOwnProperty }));

/** A short list of names for a message. @param {string[]} names */
const listOf = (names) => (names.length === 0 ? 'none' :
  names.slice(0, 6).join(', ') + (names.length > 6 ? ` and ${names.length - 6} more` : ''));

/**
 * Why the glue's import object cannot satisfy the module, or ''. Checked
 * before instantiating: a module of another program must not be linked to
 * the glue's functions, nor to anything inherited by its import object.
 * @param {WebAssembly.Module} compiled @param {Record<string, any>} imports
 */
function missingImports(compiled, imports) {
  const missing = WebAssembly.Module.imports(compiled)
    .filter(({ module, name }) => !(Object.hasOwn(imports, module) && Object.hasOwn(imports[module], name)))
    .map(({ module, name, kind }) => `${module}.${name} (${kind})`);
  return missing.length === 0 ? '' : `the module imports ${listOf(missing)}, which this glue does not provide: ` +
    'it is a .wasm of another program or another build';
}

/** Why the glue rejected the module's exports. @param {WebAssembly.Module} compiled @param {unknown} error */
function exportsMismatch(compiled, error) {
  const names = WebAssembly.Module.exports(compiled).map((e) => e.name);
  return `its exports (${listOf(names)}) are not the ones this glue expects (${String(error)}): ` +
    'it is a .wasm of another program or another build';
}

/**
 * Compiles the bytes once, starts the first instance and returns its host.
 * @param {ModuleFactory} factory
 * @param {ArrayBuffer | ArrayBufferView} bytes
 * @param {(raw: import('./boundary.js').RawModule) => void} check  throws when an instance
 *   is not the one this JS expects or computes wrong (load.js selfTest)
 * @param {Host} [errorsTo]  a host whose onError listeners also hear this one's errors
 * @returns {Promise<Host>}
 */
export async function startHost(factory, bytes, check, errorsTo) {
  const instance = { messages: /** @type {string[]} */ ([]), aborted: false };
  try {
    const compiled = await WebAssembly.compile(/** @type {BufferSource} */ (bytes));
    const raw = await createModule(factory, compiled, false, instance);
    check(raw);
    return makeHost(factory, compiled, check, { raw, ...instance }, errorsTo?.listeners ?? new Set());
  } catch (reason) {
    // A plain Error is one of host.js's own explanations: its message is enough.
    const own = reason instanceof Error && reason.name === 'Error';
    const detail = instance.messages.length > 0 ? instance.messages.join('; ') : own ? reason.message : String(reason);
    throw Object.assign(new Error(detail), { cause: reason });
  }
}

/**
 * Reports an error thrown by an onError listener the way the host reports an
 * uncaught error (window.onerror, the console), without throwing it.
 * @param {unknown} error
 */
function reportListenerError(error) {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error('posenc: an onError listener threw:', error);
}

/**
 * @param {ModuleFactory} factory @param {WebAssembly.Module} compiled
 * @param {(raw: import('./boundary.js').RawModule) => void} check
 * @param {Instance} first @param {Set<ModuleErrorListener>} listeners
 * @returns {Host}
 */
function makeHost(factory, compiled, check, first, listeners) {
  const state = {
    /** @type {Instance | null} */ current: first,
    generation: 0,
    stale: false,
    /** @type {Promise<void> | null} */ pending: null,
  };
  /** @param {ModuleErrorEvent} event */
  function emit(event) {
    state.stale = true;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        // A broken listener must neither break the call that failed nor end
        // the process (a throw from a microtask kills node): report it apart.
        reportListenerError(error);
      }
    }
  }

  /**
   * A new instance takes over once it passes the self-test.
   * @param {import('./boundary.js').RawModule} raw @param {{ messages: string[], aborted: boolean }} instance
   */
  function adopt(raw, instance) {
    check(raw);
    state.current = { raw, ...instance };
    state.generation += 1;
  }

  // A fresh instance, synchronously when the engine allows it (node, workers,
  // Chromium); otherwise asynchronously, and calls meanwhile get a coded error.
  function renew() {
    state.stale = false;
    const instance = { messages: /** @type {string[]} */ ([]), aborted: false };
    try {
      const raw = /** @type {import('./boundary.js').RawModule} */ (createModule(factory, compiled, true, instance));
      adopt(raw, instance);
    } catch {
      state.current = null;
      state.pending = renewLater();
    }
  }

  async function renewLater() {
    const instance = { messages: /** @type {string[]} */ ([]), aborted: false };
    try {
      adopt(await createModule(factory, compiled, false, instance), instance);
    } catch {
      state.stale = true; // try again at the next call
    } finally {
      state.pending = null;
    }
  }

  function live() {
    if (state.stale && !state.pending) renew();
    if (!state.current) {
      throw Object.assign(new Error('posenc: the wasm module is being recreated after an error; ' +
        'try again in a moment (or await the promise from pe.debug.recovery()).'),
      { code: 'POSENC_RECOVERING' });
    }
    return state.current;
  }

  /** @param {string} name @param {unknown[]} args */
  function invoke(name, args) {
    const current = live();
    const functions = /** @type {Record<string, (...a: unknown[]) => unknown>} */ (
      /** @type {unknown} */ (current.raw));
    let result;
    try {
      result = functions[name](...args);
    } catch (error) {
      if (!current.aborted && !(error instanceof WebAssembly.RuntimeError)) throw error;
      const message = `posenc: the wasm module stopped in ${name} ` +
        `(${current.messages.at(-1) ?? String(error)}); a fresh one serves the next call.`;
      emit({ code: 'POSENC_ABORT', message, generation: state.generation, cause: error });
      throw Object.assign(new Error(message), { code: 'POSENC_ABORT', cause: error });
    }
    // Every allocation of a call is checked by the core or the bindings
    // (embind allocates unchecked only for strings, which no call passes;
    // the strings of simdPath and orderLabVocabulary are read at load), so a failed one comes back
    // as this status, and the area throws its own named error. A count that
    // happens to equal it (a counter of the test variant) is no failure.
    if (result === STATUS.outOfMemory && STATUS_RESULTS.includes(name)) {
      const message = `posenc: out of wasm memory in ${name}; a fresh module serves the next call.`;
      emit({ code: 'POSENC_OUT_OF_MEMORY', generation: state.generation, message });
    }
    return result;
  }

  /** @type {Map<string, Function>} */
  const wrappers = new Map();
  /** @param {string} name */
  function wrapper(name) {
    let fn = wrappers.get(name);
    if (!fn) wrappers.set(name, (fn = (/** @type {unknown[]} */ ...args) => invoke(name, args)));
    return fn;
  }

  /** @type {Host} */
  const host = {
    raw: new Proxy(/** @type {HostedModule} */ (Object.create(null)), {
      get(_, name) {
        if (name === HOST) return host;
        const value = /** @type {Record<string | symbol, unknown>} */ (/** @type {unknown} */ (live().raw))[name];
        return typeof value === 'function' && typeof name === 'string' ? wrapper(name) : value;
      },
    }),
    onError(listener) {
      if (typeof listener !== 'function') {
        throw new TypeError(`posenc.onError: listener must be a function; got ${typeof listener}.`);
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    generation: () => state.generation,
    nextGeneration: () => {
      live();
      return state.generation;
    },
    recovery: () => state.pending ?? Promise.resolve(),
    listeners,
  };
  return host;
}
