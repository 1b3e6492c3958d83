// @ts-check
/**
 * Environment-independent loading: choose a flavour, instantiate it from
 * bytes, check one golden row, fall back to `base`, memoise. The browser
 * (init.js) and node (init-node.js) entries only differ in how they read the
 * .wasm bytes. Two wasm modules per flavour, one per area of cpp/boundary.mjs:
 * the core, loaded by init(), and the order lab, loaded by
 * `pe.orderLab.load()` (or `init({ orderLab: true })`) in the core's flavour
 * (or, for flavor 'auto', base when its simd one fails).
 * @module
 */
import createCoreModule from '../../dist/posenc-glue.js';
import { createApi } from './api.js';
import { BOUNDARY_DIGEST, MODULE_FUNCTIONS, rawEncodingSpec } from './boundary.js';
import { startHost } from './host.js';
import { specSlot } from './spec-slot.js';
import { simdSupported } from './probe.js';
import { describe, flag, oneOf, parseOptions } from './validate.js';

export const FLAVORS = /** @type {const} */ (['auto', 'simd', 'base']);

/**
 * @typedef {'simd' | 'base'} Flavor
 * @typedef {'core' | 'orderLab'} ModuleArea  which wasm module: the core or the order lab's
 * @typedef {string | URL} WasmLocation
 * @typedef {ArrayBuffer | ArrayBufferView} WasmBytes
 */

/**
 * @typedef {object} InitOptions
 * @property {'auto' | 'simd' | 'base'} [flavor='auto']  'auto' probes for SIMD
 * @property {WasmLocation | { simd?: WasmLocation, base?: WasmLocation,
 *   orderLab?: { simd?: WasmLocation, base?: WasmLocation } }} [wasmUrl]
 *   where to read the .wasm from; a single location (the core module's) needs an explicit flavor;
 *   `orderLab` says where the order lab module's files are
 * @property {WasmBytes | { simd?: WasmBytes, base?: WasmBytes,
 *   orderLab?: { simd?: WasmBytes, base?: WasmBytes } }} [wasmBinary]
 *   the .wasm bytes themselves; a single buffer (the core module's) needs an explicit flavor
 * @property {boolean} [orderLab=false]  also load the order lab module before resolving, so that
 *   pe.orderLab works at once (else `await pe.orderLab.load()` loads it on first use)
 * @property {() => boolean} [simdSupported]  replaces the SIMD probe (tests)
 */

// The glue of each module, one for both flavours (scripts/build-wasm.sh,
// which writes its .d.ts next to it). The core's is imported with this
// module: a page that shows a figure needs it at once, and a bundler then
// puts it in the same file as the API, one request fewer before the first
// figure. The order lab's is imported on the lab's first use, by literal
// path so that bundlers can follow it.
const orderLabGlue = () => import('../../dist/posenc-order-lab-glue.js');

/** @param {unknown} v */
const isBytes = (v) => v instanceof ArrayBuffer || ArrayBuffer.isView(v);
/** @param {unknown} v */
const isLocation = (v) => typeof v === 'string' || v instanceof URL;

/**
 * A per-flavour option given either as one value or as { simd, base }; the
 * object form is checked and copied by perFlavor() below.
 * @param {string} value @param {(v: unknown) => boolean} isOne
 */
function perFlavorRule(value, isOne) {
  return {
    kind: 'one value or { simd, base }',
    typeCheck: (/** @type {unknown} */ v) =>
      isOne(v) || (typeof v === 'object' && v !== null && !Array.isArray(v))
        ? ''
        : `must be ${value} or an object { simd, base, orderLab: { simd, base } } of them`,
  };
}

const WHAT = { wasmUrl: 'a string or URL', wasmBinary: 'an ArrayBuffer or typed array' };
const IS_ONE = { wasmUrl: isLocation, wasmBinary: isBytes };

const INIT_RULES = {
  flavor: oneOf(FLAVORS, { fallback: 'auto' }),
  wasmUrl: perFlavorRule(WHAT.wasmUrl, isLocation),
  wasmBinary: perFlavorRule(WHAT.wasmBinary, isBytes),
  orderLab: flag({ fallback: false }),
  simdSupported: {
    kind: 'a function',
    typeCheck: (/** @type {unknown} */ v) => (typeof v === 'function' ? '' : 'must be a function'),
  },
};

/**
 * A per-flavour option as one value, or its { simd, base } object checked
 * like any options object (parseOptions: own properties only, each read
 * once, a frozen copy without a prototype).
 * @param {'wasmUrl' | 'wasmBinary'} key @param {unknown} value
 */
function perFlavor(key, value) {
  if (value === undefined || IS_ONE[key](value)) return value;
  const one = { kind: WHAT[key], typeCheck: (/** @type {unknown} */ v) => (IS_ONE[key](v) ? '' : `must be ${WHAT[key]}`) };
  const nested = {
    kind: '{ simd, base }',
    typeCheck: (/** @type {unknown} */ v) => (typeof v === 'object' && v !== null && !Array.isArray(v)
      ? '' : `must be an object { simd, base } of ${WHAT[key]}s`),
  };
  const given = parseOptions('posenc.init', value, { simd: one, base: one, orderLab: nested }, key);
  const orderLab = given.orderLab === undefined ? undefined
    : parseOptions('posenc.init', given.orderLab, { simd: one, base: one }, `${key}.orderLab`);
  return Object.freeze(Object.assign(Object.create(null), given, { orderLab }));
}

/**
 * Checks init() options and returns a frozen copy without a prototype.
 * @param {unknown} options
 */
export function parseInitOptions(options) {
  const given = parseOptions('posenc.init', options ?? {}, INIT_RULES);
  const o = Object.freeze(Object.assign(Object.create(null), given, {
    wasmUrl: perFlavor('wasmUrl', given.wasmUrl),
    wasmBinary: perFlavor('wasmBinary', given.wasmBinary),
  }));
  for (const key of /** @type {const} */ (['wasmUrl', 'wasmBinary'])) {
    if (IS_ONE[key](o[key]) && o.flavor === 'auto') {
      throw new TypeError(`posenc.init: a single ${key} needs flavor "simd" or "base" ` +
        `(or pass { simd, base }); got flavor "auto" with ${describe(o[key])}.`);
    }
  }
  return /** @type {typeof given} */ (o);
}

/**
 * The value of a per-flavour option for one flavour of one module: a single
 * value is the core module's.
 * @template T @param {T | { simd?: T, base?: T, orderLab?: { simd?: T, base?: T } } | undefined} value
 * @param {Flavor} flavor @param {ModuleArea} area @param {(v: unknown) => boolean} isOne
 * @returns {T | undefined}
 */
function forFlavor(value, flavor, area, isOne) {
  if (value === undefined || isOne(value)) return area === 'core' ? /** @type {T | undefined} */ (value) : undefined;
  const perFlavor = /** @type {{ simd?: T, base?: T, orderLab?: { simd?: T, base?: T } }} */ (value);
  return area === 'core' ? perFlavor[flavor] : perFlavor.orderLab?.[flavor];
}

/**
 * Where one flavour's .wasm of one module comes from, per the init()
 * options: its bytes when given (they win), else the location given for it,
 * if any.
 * @param {Flavor} flavor @param {ReturnType<typeof parseInitOptions>} o @param {ModuleArea} [area]
 * @returns {{ bytes?: WasmBytes, location?: WasmLocation }}
 */
export function wasmSource(flavor, o, area = 'core') {
  const bytes = forFlavor(o.wasmBinary, flavor, area, isBytes);
  if (bytes) return { bytes: /** @type {WasmBytes} */ (bytes) };
  return { location: /** @type {WasmLocation | undefined} */ (forFlavor(o.wasmUrl, flavor, area, isLocation)) };
}

/**
 * Checks that the module is posenc's core module, built from the boundary
 * this JS was generated from (cpp/boundary.mjs), then compares one row it
 * computes with Math.sin/cos in float64: some engines validate SIMD code but
 * compute it wrong, and a broken build should fail here rather than draw
 * nonsense.
 * @param {import('./boundary.js').RawModule} raw
 */
export function selfTest(raw) {
  checkModule(raw, 'core');
  const dModel = 8, offset = 1000;
  const row = raw.encode(rawEncodingSpec(specSlot(raw), { positions: 1, dModel, base: 10000, layout: 'interleaved',
    offset, spacing: 'paper' }));
  if (typeof row === 'number') throw new Error(`self-test: core status ${row}`);
  for (let c = 0; c < dModel; c++) {
    const angle = offset * 10000 ** (-2 * Math.floor(c / 2) / dModel);
    const want = c % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
    if (!(Math.abs(row[c] - want) <= 1e-6)) {
      throw new Error(`self-test: channel ${c} is ${row[c]}, expected ${want}`);
    }
  }
}

/**
 * The order lab module's check: the boundary and the functions, as for the
 * core (its words are checked by order-lab-api.js; its arithmetic is the
 * core's, whose self-test ran in the same engine).
 * @param {import('./boundary.js').RawModule} raw
 */
export function selfTestOrderLab(raw) {
  checkModule(raw, 'orderLab');
}

/** What each module is called in its errors. */
const MODULE_NAMES = { core: 'the core module', orderLab: "the order lab's module" };

/**
 * Checks that a module is one of posenc's, built from the boundary this JS
 * was generated from (cpp/boundary.mjs), and is the module of `area`: it has
 * each of its functions (MODULE_FUNCTIONS).
 * @param {Partial<import('./boundary.js').RawModule>} raw @param {ModuleArea} area
 */
function checkModule(raw, area) {
  if (typeof raw.boundaryDigest !== 'function') {
    throw new Error('it has no posenc functions (boundaryDigest is missing): it is a .wasm of another program');
  }
  const digest = raw.boundaryDigest();
  if (digest !== BOUNDARY_DIGEST) {
    throw new Error(`the module was built from another cpp/boundary.mjs (digest ${digest}, ` +
      `this JS has ${BOUNDARY_DIGEST}): rebuild it (npm run build)`);
  }
  const functions = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (raw));
  const missing = MODULE_FUNCTIONS[area].filter((name) => typeof functions[name] !== 'function');
  if (missing.length === 0) return;
  const other = area === 'core' ? 'orderLab' : 'core';
  const isOther = MODULE_FUNCTIONS[other].every((name) => typeof functions[name] === 'function');
  throw new Error(isOther ? `it is ${MODULE_NAMES[other]}, not ${MODULE_NAMES[area]} (${missing[0]} is missing)`
    : `${MODULE_NAMES[area]} lacks ${missing.join(', ')}`);
}

/**
 * A POSENC_WASM_START error: a module did not start, and why.
 * @param {string} what @param {unknown} reason
 */
function startError(what, reason) {
  const detail = (reason instanceof Error ? reason.message : String(reason)).replace(/\.$/, '');
  return Object.assign(new Error(`posenc: the ${what} module did not start: ${detail}.`),
    { code: 'POSENC_WASM_START', cause: reason });
}

/** The vector path each flavour's modules report (cpp/src/simd128.h). */
const SIMD_PATH = { simd: 'wasm-simd128', base: 'scalar' };

/**
 * Checks that a module's bytes are those of the flavour they were given for.
 * @param {import('./boundary.js').RawModule} raw @param {Flavor} flavor @param {ModuleArea} area
 */
function checkFlavor(raw, flavor, area) {
  const path = String(raw.simdPath());
  if (path === SIMD_PATH[flavor]) return;
  const other = flavor === 'simd' ? 'base' : 'simd';
  const option = area === 'core' ? `wasmBinary.${other} or with flavor "${other}"` : `wasmBinary.orderLab.${other}`;
  throw new Error(`these are the ${other} flavour's bytes (the module reports the ${path} path); pass them as ${option}`);
}

/**
 * Instantiates one flavour from its bytes, checks it and builds its API on
 * the forwarding module of a host (host.js), which recreates the instance
 * after an out-of-memory or an abort. Every failure is a POSENC_WASM_START
 * error saying what did not match. The API loads the order lab module
 * when asked (startOrderLab).
 * @param {Flavor} flavor @param {WasmBytes} wasmBinary
 * @param {ReturnType<typeof parseInitOptions>} o @param {ReadWasm} readWasm
 * @returns {Promise<import('./api.js').Posenc>}
 */
async function instantiate(flavor, wasmBinary, o, readWasm) {
  try {
    const host = await startHost(createCoreModule, wasmBinary, selfTest);
    checkFlavor(host.raw, flavor, 'core');
    return createApi(host.raw, flavor, () => startOrderLab(flavor, o, readWasm, host));
  } catch (reason) {
    throw startError(`${flavor} wasm`, (await otherModule(wasmBinary, flavor, 'core')) ?? reason);
  }
}

/**
 * Why bytes that did not start as the module of `area` failed, when they
 * are posenc's other module (the glue of one cannot start the other, so
 * its own error would only say "another program or another build"); null
 * when they are not. Tried only after a failure: it starts them with the
 * other module's glue, and drops that instance.
 * @param {WasmBytes} bytes @param {Flavor} flavor @param {ModuleArea} area
 * @returns {Promise<Error | null>}
 */
async function otherModule(bytes, flavor, area) {
  const other = area === 'core' ? 'orderLab' : 'core';
  try {
    const factory = other === 'core' ? createCoreModule : (await orderLabGlue()).default;
    await startHost(factory, bytes, (raw) => checkModule(raw, other));
  } catch {
    return null;
  }
  return new Error(area === 'core'
    ? `this is posenc's order lab module, not the core: pass it as wasmBinary.orderLab.${flavor}`
    : `this is posenc's core module, not the order lab's: pass the order lab's (posenc-order-lab-${flavor}.wasm) ` +
      `as wasmBinary.orderLab.${flavor}`);
}

/**
 * Reads, instantiates and checks the order lab module, in the core's
 * flavour; for flavor 'auto', when the simd one fails, the base one (as
 * load() does for the core). It runs on a host of its own (recreated after
 * its own out-of-memory or abort) whose error events reach the core host's
 * onError listeners.
 * @param {Flavor} flavor @param {ReturnType<typeof parseInitOptions>} o @param {ReadWasm} readWasm
 * @param {import('./host.js').Host} core
 * @returns {Promise<import('./host.js').Host>}
 */
async function startOrderLab(flavor, o, readWasm, core) {
  try {
    return await startOrderLabFlavor(flavor, o, readWasm, core);
  } catch (simdError) {
    if (o.flavor !== 'auto' || flavor === 'base') throw simdError;
    try {
      return await startOrderLabFlavor('base', o, readWasm, core);
    } catch (baseError) {
      throw bothFailed(/** @type {Error} */ (simdError), /** @type {Error} */ (baseError), "the order lab's");
    }
  }
}

/**
 * The order lab module of one flavour (startOrderLab).
 * @param {Flavor} flavor @param {ReturnType<typeof parseInitOptions>} o @param {ReadWasm} readWasm
 * @param {import('./host.js').Host} core
 * @returns {Promise<import('./host.js').Host>}
 */
async function startOrderLabFlavor(flavor, o, readWasm, core) {
  const bytes = await readWasm(flavor, o, 'orderLab');
  const factory = await loadOrderLabGlue();
  try {
    const host = await startHost(factory, bytes, selfTestOrderLab, core);
    checkFlavor(host.raw, flavor, 'orderLab');
    return host;
  } catch (reason) {
    throw startError(`order lab's ${flavor} wasm`, (await otherModule(bytes, flavor, 'orderLab')) ?? reason);
  }
}

/**
 * The order lab's glue, or a POSENC_WASM_LOAD error saying it could not be
 * fetched (a network failure, a file the bundler did not emit).
 * @returns {Promise<import('./host.js').ModuleFactory>}
 */
async function loadOrderLabGlue() {
  try {
    return (await orderLabGlue()).default;
  } catch (reason) {
    throw Object.assign(new Error("posenc: could not load the order lab's glue, " +
      `posenc-order-lab-glue.js (${String(reason)}). Serve web/dist/posenc-order-lab-glue.js next to ` +
      'web/dist/posenc-glue.js (a bundler emits it as a chunk of its own).'), { code: 'POSENC_WASM_LOAD', cause: reason });
  }
}

/**
 * @callback ReadWasm
 * @param {Flavor} flavor
 * @param {ReturnType<typeof parseInitOptions>} options
 * @param {ModuleArea} [area='core']
 * @returns {Promise<WasmBytes>}
 */

/**
 * Loads the flavour asked for; for 'auto', SIMD when the probe says so, else
 * (or when SIMD fails to load or to pass the self-test) `base`.
 * @param {ReturnType<typeof parseInitOptions>} o @param {ReadWasm} readWasm
 * @returns {Promise<import('./api.js').Posenc>}
 */
async function load(o, readWasm) {
  const probe = o.simdSupported ?? simdSupported;
  const wanted = o.flavor === 'auto' ? (probe() ? 'simd' : 'base') : o.flavor;
  try {
    return await instantiate(wanted, await readWasm(wanted, o), o, readWasm);
  } catch (simdError) {
    if (o.flavor !== 'auto' || wanted === 'base') throw simdError;
    try {
      return await instantiate('base', await readWasm('base', o), o, readWasm);
    } catch (baseError) {
      throw bothFailed(/** @type {Error} */ (simdError), /** @type {Error} */ (baseError));
    }
  }
}

/**
 * One error for 'auto' when simd failed and then base did: naming only the
 * last would hide a missing or broken simd file.
 * @param {Error & { code?: string }} simd @param {Error & { code?: string }} base
 * @param {string} [whose]  "the order lab's" for the order lab module
 */
function bothFailed(simd, base, whose) {
  const what = (/** @type {Error} */ e) => e.message.replace(/^posenc: /, '').replace(` ${LOAD_ADVICE}`, '');
  const advice = [simd, base].some((e) => e.code === 'POSENC_WASM_LOAD') ? ` ${LOAD_ADVICE}` : '';
  const neither = whose ? `neither flavour of ${whose} wasm loaded` : 'neither wasm flavour loaded';
  return Object.assign(new Error(`posenc: ${neither}: ${what(simd)} Then ${what(base)}${advice}`),
    { code: base.code, cause: base, errors: [simd, base] });
}

/** @type {Map<string, Promise<import('./api.js').Posenc>>} */
const memo = new Map();

/**
 * init() for one environment: memoised per flavour when no bytes, URL or
 * probe are passed (those calls always load afresh); a failed load is
 * forgotten so that a later call can retry. With `orderLab: true` it also
 * waits for the order lab module.
 * @param {unknown} options @param {ReadWasm} readWasm
 * @returns {Promise<import('./api.js').Posenc>}
 */
export function initWith(options, readWasm) {
  /** @type {ReturnType<typeof parseInitOptions>} */
  let o;
  try {
    o = parseInitOptions(options);
  } catch (error) {
    // A promise either way, so that init(x).catch() sees bad options too.
    return Promise.reject(error);
  }
  const loading = initCore(o, readWasm);
  if (!o.orderLab) return loading;
  return loading.then(async (api) => {
    await api.orderLab.load();
    return api;
  });
}

/**
 * The core module per the options, memoised as initWith says.
 * @param {ReturnType<typeof parseInitOptions>} o @param {ReadWasm} readWasm
 * @returns {Promise<import('./api.js').Posenc>}
 */
function initCore(o, readWasm) {
  const custom = o.wasmUrl !== undefined || o.wasmBinary !== undefined || o.simdSupported;
  if (custom) return load(o, readWasm);
  const cached = memo.get(o.flavor);
  if (cached) return cached;
  const loading = load(o, readWasm);
  memo.set(o.flavor, loading);
  loading.catch(() => memo.delete(o.flavor));
  return loading;
}

/**
 * An error for a .wasm that could not be read, saying what to check.
 * @param {Flavor} flavor @param {string} where @param {unknown} reason @param {ModuleArea} [area]
 */
export function wasmLoadError(flavor, where, reason, area = 'core') {
  const what = area === 'core' ? `${flavor} wasm` : `order lab's ${flavor} wasm`;
  const error = new Error(`posenc: could not load the ${what} from ${where} (${String(reason)}). ${LOAD_ADVICE}`);
  return Object.assign(error, { code: 'POSENC_WASM_LOAD' });
}

const LOAD_ADVICE = 'Serve web/dist/*.wasm next to the module files, or pass init({ wasmUrl }) or ' +
  'init({ wasmBinary }). With a bundler, check that .wasm assets are emitted ' +
  '(Vite and webpack 5 do it by themselves; esbuild needs the file copied and wasmUrl set).';
