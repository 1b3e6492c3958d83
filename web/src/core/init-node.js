// @ts-check
/**
 * init() for node: reads the .wasm with fs (the Emscripten 3.1.6 loader would
 * fetch a file path under node 18+ and fail: docs/toolchain.md, "fetch of a
 * file path under node"). The only module that imports a `node:` module.
 * @module
 */
import { readFile } from 'node:fs/promises';
import { initWith, wasmLoadError, wasmSource } from './load.js';

/** @type {import('./load.js').ReadWasm} */
async function readWasm(flavor, o, area = 'core') {
  const { bytes, location } = wasmSource(flavor, o, area);
  if (bytes) return bytes;
  const name = area === 'core' ? `posenc-${flavor}` : `posenc-order-lab-${flavor}`;
  const file = location ?? new URL(`../../dist/${name}.wasm`, import.meta.url);
  try {
    return await readFile(file);
  } catch (reason) {
    throw wasmLoadError(flavor, String(file), reason, area);
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
