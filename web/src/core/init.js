// @ts-check
/**
 * init() for browsers, workers and bundlers: reads the .wasm with fetch.
 * @module
 */
import { initWith, wasmLoadError, wasmSource } from './load.js';

// Literal `new URL(..., import.meta.url)` so that Vite and webpack 5 emit the
// .wasm files as assets and rewrite these URLs.
const DEFAULT_URLS = {
  core: {
    simd: () => new URL('../../dist/posenc-simd.wasm', import.meta.url),
    base: () => new URL('../../dist/posenc-base.wasm', import.meta.url),
  },
  orderLab: {
    simd: () => new URL('../../dist/posenc-order-lab-simd.wasm', import.meta.url),
    base: () => new URL('../../dist/posenc-order-lab-base.wasm', import.meta.url),
  },
};

// A stalled server must give an error, not a page that waits forever.
const FETCH_TIMEOUT_MS = 30000;

/** @type {import('./load.js').ReadWasm} */
async function readWasm(flavor, o, area = 'core') {
  const { bytes, location } = wasmSource(flavor, o, area);
  if (bytes) return bytes;
  const url = String(location ?? DEFAULT_URLS[area][flavor]());
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (reason) {
    throw wasmLoadError(flavor, url, reason, area);
  }
  if (!response.ok) throw wasmLoadError(flavor, url, `HTTP ${response.status}`, area);
  try {
    // The body can fail too: a connection cut or the timeout while it streams.
    return await response.arrayBuffer();
  } catch (reason) {
    throw wasmLoadError(flavor, url, reason, area);
  }
}

/**
 * Loads the posenc core wasm module once and returns its API (the order
 * lab's module: pe.orderLab.load(), or the option orderLab: true).
 * @param {import('./load.js').InitOptions} [options]
 * @returns {Promise<import('./api.js').Posenc>}
 */
export function init(options) {
  return initWith(options, readWasm);
}
