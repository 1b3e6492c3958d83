// @ts-check
/**
 * init() for browsers, workers and bundlers: reads the .wasm with fetch.
 * @module
 */
import { initWith, wasmLoadError, wasmSource } from './load.js';

// Literal `new URL(..., import.meta.url)` so that Vite and webpack 5 emit the
// .wasm files as assets and rewrite these URLs.
const DEFAULT_URLS = {
  simd: () => new URL('../../dist/posenc-simd.wasm', import.meta.url),
  base: () => new URL('../../dist/posenc-base.wasm', import.meta.url),
};

// A stalled server must give an error, not a page that waits forever.
const FETCH_TIMEOUT_MS = 30000;

/** @type {import('./load.js').ReadWasm} */
async function readWasm(flavor, o) {
  const { bytes, location } = wasmSource(flavor, o);
  if (bytes) return bytes;
  const url = String(location ?? DEFAULT_URLS[flavor]());
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (reason) {
    throw wasmLoadError(flavor, url, reason);
  }
  if (!response.ok) throw wasmLoadError(flavor, url, `HTTP ${response.status}`);
  try {
    // The body can fail too: a connection cut or the timeout while it streams.
    return await response.arrayBuffer();
  } catch (reason) {
    throw wasmLoadError(flavor, url, reason);
  }
}

/**
 * Loads the posenc wasm module once and returns its API.
 * @param {import('./load.js').InitOptions} [options]
 * @returns {Promise<import('./api.js').Posenc>}
 */
export function init(options) {
  return initWith(options, readWasm);
}
