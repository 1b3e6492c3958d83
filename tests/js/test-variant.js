// The test variant of the wasm modules: the shipped modules plus the
// allocation counters and fault hooks of cpp/bindings/heap_hooks.cc, which
// they add to pe.debug (the core's) and pe.debug.orderLab() (the order
// lab's) (CMake option POSENC_TEST_VARIANT; npm run build leaves them in
// build/wasm, out of web/dist and the package). Loaded here through the same
// hosts, self-tests and API as the shipped modules, the order lab's at once.
import { readFileSync } from 'node:fs';
import { createApi } from '../../web/src/core/api.js';
import { startHost } from '../../web/src/core/host.js';
import { selfTest, selfTestOrderLab } from '../../web/src/core/load.js';

/** Where the test variant of one flavour of one module is: its glue and its .wasm. */
export function testVariantFiles(flavor, module = 'posenc') {
  return {
    glue: new URL(`../../build/wasm/${module}-test-${flavor}.mjs`, import.meta.url),
    wasm: new URL(`../../build/wasm/${module}-test-${flavor}.wasm`, import.meta.url),
  };
}

/** A fresh host of the test variant of one flavour of one module. */
async function startTestVariant(flavor, module, check, errorsTo) {
  const { glue, wasm } = testVariantFiles(flavor, module);
  const { default: factory } = await import(glue.href);
  return startHost(factory, readFileSync(wasm), check, errorsTo);
}

/**
 * Fresh modules of the test variant of one flavour (the core's and the order lab's), their API, and the
 * core's forwarding module (`raw`: the spec slot that its functions taking a struct read is that module's).
 */
export async function initTestVariantRaw(flavor) {
  const host = await startTestVariant(flavor, 'posenc', selfTest);
  const pe = createApi(host.raw, flavor, () => startTestVariant(flavor, 'posenc-order-lab', selfTestOrderLab, host));
  await pe.orderLab.load();
  return { pe, raw: host.raw };
}

/** Fresh modules of the test variant of one flavour (the core's and the order lab's), and their API. */
export async function initTestVariant(flavor) {
  return (await initTestVariantRaw(flavor)).pe;
}
