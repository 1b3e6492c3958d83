// @ts-check
/**
 * Environment-independent loading: choose a flavour, instantiate it from
 * bytes, check one golden row, fall back to `base`, memoise. The browser
 * (init.js) and node (init-node.js) entries only differ in how they read the
 * .wasm bytes.
 * @module
 */
import { createApi } from './api.js';
import { BOUNDARY_DIGEST, LAYOUTS, SPACINGS } from './boundary.js';
import { startHost } from './host.js';
import { simdSupported } from './probe.js';
import { describe, oneOf, parseOptions } from './validate.js';

export const FLAVORS = /** @type {const} */ (['auto', 'simd', 'base']);

/**
 * @typedef {'simd' | 'base'} Flavor
 * @typedef {string | URL} WasmLocation
 * @typedef {ArrayBuffer | ArrayBufferView} WasmBytes
 */

/**
 * @typedef {object} InitOptions
 * @property {'auto' | 'simd' | 'base'} [flavor='auto']  'auto' probes for SIMD
 * @property {WasmLocation | { simd?: WasmLocation, base?: WasmLocation }} [wasmUrl]
 *   where to read the .wasm from; a single location needs an explicit flavor
 * @property {WasmBytes | { simd?: WasmBytes, base?: WasmBytes }} [wasmBinary]
 *   the .wasm bytes themselves; a single buffer needs an explicit flavor
 * @property {() => boolean} [simdSupported]  replaces the SIMD probe (tests)
 */

// The glue of each flavour, imported lazily and by literal path so bundlers
// can follow it. Its .d.ts is written next to it by scripts/build-wasm.sh.
const GLUE = {
  simd: () => import('../../dist/posenc-simd.js'),
  base: () => import('../../dist/posenc-base.js'),
};

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
        : `must be ${value} or an object { simd, base } of them`,
  };
}

const WHAT = { wasmUrl: 'a string or URL', wasmBinary: 'an ArrayBuffer or typed array' };
const IS_ONE = { wasmUrl: isLocation, wasmBinary: isBytes };

const INIT_RULES = {
  flavor: oneOf(FLAVORS, { fallback: 'auto' }),
  wasmUrl: perFlavorRule(WHAT.wasmUrl, isLocation),
  wasmBinary: perFlavorRule(WHAT.wasmBinary, isBytes),
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
  return parseOptions('posenc.init', value, { simd: one, base: one }, key);
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
 * The value of a per-flavour option for one flavour.
 * @template T @param {T | { simd?: T, base?: T } | undefined} value
 * @param {Flavor} flavor @param {(v: unknown) => boolean} isOne @returns {T | undefined}
 */
function forFlavor(value, flavor, isOne) {
  if (value === undefined || isOne(value)) return /** @type {T | undefined} */ (value);
  return /** @type {{ simd?: T, base?: T }} */ (value)[flavor];
}

/**
 * Where one flavour's .wasm comes from, per the init() options: its bytes
 * when given (they win), else the location given for it, if any.
 * @param {Flavor} flavor @param {ReturnType<typeof parseInitOptions>} o
 * @returns {{ bytes?: WasmBytes, location?: WasmLocation }}
 */
export function wasmSource(flavor, o) {
  const bytes = forFlavor(o.wasmBinary, flavor, isBytes);
  if (bytes) return { bytes: /** @type {WasmBytes} */ (bytes) };
  return { location: /** @type {WasmLocation | undefined} */ (forFlavor(o.wasmUrl, flavor, isLocation)) };
}

/**
 * Checks that the module was built from the boundary this JS was generated
 * from (cpp/boundary.mjs), then compares one row it computes with
 * Math.sin/cos in float64: some engines validate SIMD code but compute it
 * wrong, and a broken build should fail here rather than draw nonsense.
 * @param {import('./boundary.js').RawModule} raw
 */
export function selfTest(raw) {
  if (typeof raw.boundaryDigest !== 'function') {
    throw new Error('it has no posenc functions (boundaryDigest is missing): it is a .wasm of another program');
  }
  const digest = raw.boundaryDigest();
  if (digest !== BOUNDARY_DIGEST) {
    throw new Error(`the module was built from another cpp/boundary.mjs (digest ${digest}, ` +
      `this JS has ${BOUNDARY_DIGEST}): rebuild it (npm run build)`);
  }
  const dModel = 8, offset = 1000;
  const row = raw.encode(1, dModel, 10000, LAYOUTS.indexOf('interleaved'), offset, SPACINGS.indexOf('paper'));
  if (typeof row === 'number') throw new Error(`self-test: core status ${row}`);
  for (let c = 0; c < dModel; c++) {
    const angle = offset * 10000 ** (-2 * Math.floor(c / 2) / dModel);
    const want = c % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
    if (!(Math.abs(row[c] - want) <= 1e-6)) {
      throw new Error(`self-test: channel ${c} is ${row[c]}, expected ${want}`);
    }
  }
}

/** The vector path each flavour's core reports (cpp/src/simd128.h). */
const SIMD_PATH = { simd: 'wasm-simd128', base: 'scalar' };

/**
 * Instantiates one flavour from its bytes, checks it and builds its API on
 * the forwarding module of a host (host.js), which recreates the instance
 * after an out-of-memory or an abort. Every failure is a POSENC_WASM_START
 * error saying what did not match.
 * @param {Flavor} flavor @param {WasmBytes} wasmBinary
 * @returns {Promise<import('./api.js').Posenc>}
 */
async function instantiate(flavor, wasmBinary) {
  const { default: factory } = await GLUE[flavor]();
  try {
    const { raw } = await startHost(factory, wasmBinary, selfTest);
    const api = createApi(raw, flavor);
    if (api.simdPath !== SIMD_PATH[flavor]) {
      const other = flavor === 'simd' ? 'base' : 'simd';
      throw new Error(`these are the ${other} flavour's bytes (its core reports the ${api.simdPath} path); ` +
        `pass them as wasmBinary.${other} or with flavor "${other}"`);
    }
    return api;
  } catch (reason) {
    const detail = (reason instanceof Error ? reason.message : String(reason)).replace(/\.$/, '');
    throw Object.assign(new Error(`posenc: the ${flavor} wasm module did not start: ${detail}.`),
      { code: 'POSENC_WASM_START', cause: reason });
  }
}

/**
 * @callback ReadWasm
 * @param {Flavor} flavor
 * @param {ReturnType<typeof parseInitOptions>} options
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
    return await instantiate(wanted, await readWasm(wanted, o));
  } catch (simdError) {
    if (o.flavor !== 'auto' || wanted === 'base') throw simdError;
    try {
      return await instantiate('base', await readWasm('base', o));
    } catch (baseError) {
      throw bothFailed(/** @type {Error} */ (simdError), /** @type {Error} */ (baseError));
    }
  }
}

/**
 * One error for 'auto' when simd failed and then base did: naming only the
 * last would hide a missing or broken simd file.
 * @param {Error & { code?: string }} simd @param {Error & { code?: string }} base
 */
function bothFailed(simd, base) {
  const what = (/** @type {Error} */ e) => e.message.replace(/^posenc: /, '').replace(` ${LOAD_ADVICE}`, '');
  const advice = [simd, base].some((e) => e.code === 'POSENC_WASM_LOAD') ? ` ${LOAD_ADVICE}` : '';
  return Object.assign(new Error(`posenc: neither wasm flavour loaded: ${what(simd)} Then ${what(base)}${advice}`),
    { code: base.code, cause: base, errors: [simd, base] });
}

/** @type {Map<string, Promise<import('./api.js').Posenc>>} */
const memo = new Map();

/**
 * init() for one environment: memoised per flavour when no bytes, URL or
 * probe are passed (those calls always load afresh); a failed load is
 * forgotten so that a later call can retry.
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
 * @param {Flavor} flavor @param {string} where @param {unknown} reason
 */
export function wasmLoadError(flavor, where, reason) {
  const error = new Error(`posenc: could not load the ${flavor} wasm from ${where} (${String(reason)}). ${LOAD_ADVICE}`);
  return Object.assign(error, { code: 'POSENC_WASM_LOAD' });
}

const LOAD_ADVICE = 'Serve web/dist/*.wasm next to the module files, or pass init({ wasmUrl }) or ' +
  'init({ wasmBinary }). With a bundler, check that .wasm assets are emitted ' +
  '(Vite and webpack 5 do it by themselves; esbuild needs the file copied and wasmUrl set).';
