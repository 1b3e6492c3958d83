// The test variant of the wasm module: the shipped module plus the
// allocation counters and fault hooks of cpp/bindings/heap_hooks.cc, which
// it adds to pe.debug (CMake option POSENC_TEST_VARIANT; npm run build leaves
// it in build/wasm, out of web/dist and the package). Loaded here through the
// same host, self-test and API as the shipped module.
import { readFileSync } from 'node:fs';
import { createApi } from '../../web/src/core/api.js';
import { startHost } from '../../web/src/core/host.js';
import { selfTest } from '../../web/src/core/load.js';

/** Where the test variant of one flavour is: its glue and its .wasm. */
export function testVariantFiles(flavor) {
  return {
    glue: new URL(`../../build/wasm/posenc-test-${flavor}.mjs`, import.meta.url),
    wasm: new URL(`../../build/wasm/posenc-test-${flavor}.wasm`, import.meta.url),
  };
}

/** A fresh module of the test variant of one flavour, and its API. */
export async function initTestVariant(flavor) {
  const { glue, wasm } = testVariantFiles(flavor);
  const { default: factory } = await import(glue.href);
  const host = await startHost(factory, readFileSync(wasm), selfTest);
  return createApi(host.raw, flavor);
}
