// @ts-check
/**
 * The one posenc module shared by every element of the page: its loader
 * options (configure()), its loading, and the controller through which an
 * element gets it and hears of its failures.
 * @module
 */
import { init } from '../core/init.js';

/** @typedef {import('../core/api.js').Posenc} Posenc */

/** @type {import('../core/load.js').InitOptions} */
let options = {};
/** @type {Promise<Posenc> | null} */
let loading = null;

/**
 * Sets the options of the shared init() call (e.g. `{ wasmUrl: { simd, base } }`
 * when the .wasm files are served from elsewhere). Call it before the first
 * element comes near the viewport: once the module is loading or loaded, its
 * options cannot change, and configure() throws. After a failed load it may
 * be called again (for other URLs, say), before the next element tries.
 * @param {import('../core/load.js').InitOptions} next
 */
export function configure(next) {
  if (typeof next !== 'object' || next === null) {
    throw new TypeError('posenc widgets: configure() takes an options object, for example { wasmUrl }');
  }
  if (loading) throw new Error('posenc widgets: configure() must come before the first element loads the module');
  options = { ...next };
}

/**
 * The one posenc module shared by all elements (loaded on the first call).
 * A failed load is forgotten, as init() forgets it: the next element that
 * needs the module tries again (a network that failed once may not fail
 * twice), rather than every later element failing without a request.
 */
export function loadPosenc() {
  if (!loading) {
    const attempt = init(options);
    loading = attempt;
    // Registered before any element's handlers: an element told of the
    // failure already sees the module unloaded.
    attempt.catch(() => { if (loading === attempt) loading = null; });
  }
  return loading;
}

/**
 * An element's access to the shared module: start() loads it (or takes the
 * loaded one) and what else the element needs of it (`prepare`: the order
 * lab's module for <posenc-order-lab>), and while connected the element
 * hears of the module's failures (out of memory, abort: code POSENC_*),
 * after which the module recreates itself for the next call.
 */
export class ModuleController {
  /** @type {Posenc | null} */
  #pe = null;
  /** @type {(() => void) | null} */
  #stopWatching = null;
  #connected = false;
  #callbacks;

  /**
   * @param {{ loaded: (pe: Posenc) => void, failed: (error: unknown) => void,
   *   moduleError: (event: { code: string, message: string }) => void,
   *   prepare?: (pe: Posenc) => Promise<void> }} callbacks
   */
  constructor(callbacks) {
    this.#callbacks = callbacks;
  }

  /** The loaded module, or null before it has loaded. */
  get pe() {
    return this.#pe;
  }

  /** Loads the module (once per page) and reports it, or why it could not load. */
  start() {
    if (this.#pe) {
      this.#watch(this.#pe);
      this.#callbacks.loaded(this.#pe);
      return;
    }
    const prepare = this.#callbacks.prepare ?? (() => Promise.resolve());
    loadPosenc().then(async (pe) => {
      await prepare(pe);
      return pe;
    }).then((pe) => {
      this.#pe = pe;
      this.#watch(pe);
      this.#callbacks.loaded(pe);
    }, (error) => this.#callbacks.failed(error));
  }

  hostConnected() {
    this.#connected = true;
  }

  hostDisconnected() {
    this.#connected = false;
    this.#stopWatching?.();
    this.#stopWatching = null;
  }

  /** @param {Posenc} pe */
  #watch(pe) {
    if (this.#stopWatching || !this.#connected) return;
    this.#stopWatching = pe.onError((event) => this.#callbacks.moduleError(event));
  }
}
