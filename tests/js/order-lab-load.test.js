// The order lab's own wasm module: not loaded by init(), a clear error before
// pe.orderLab.load(), one promise for every load() call, init({ orderLab:
// true }), where its bytes come from, the errors of a wrong or missing
// file, as init() gives for the core's, the boundary's digest checked, and
// for flavor 'auto' the base module when the simd one fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init } from '../../web/src/index-node.js';
import { BOUNDARY_DIGEST } from '../../web/src/core/boundary.js';
import { selfTest, selfTestOrderLab } from '../../web/src/core/load.js';

const dist = (name) => new URL(`../../web/dist/${name}`, import.meta.url);
const bytes = (name) => readFileSync(dist(name));

test('before load() the order lab throws an Error naming pe.orderLab.load(); after it, it answers', async () => {
  const pe = await init({ flavor: 'base', wasmBinary: bytes('posenc-base.wasm') });
  assert.equal(pe.orderLab.loaded(), false);
  assert.equal(pe.debug.orderLab(), null);
  const notLoaded = (where) => (error) => error instanceof Error && error.code === 'POSENC_ORDER_LAB_NOT_LOADED' &&
    error.message.startsWith(`${where}: `) && error.message.includes('await pe.orderLab.load()');
  assert.throws(() => pe.orderLab.create(), notLoaded('posenc.orderLab.create'));
  assert.throws(() => pe.orderLab.vocabulary, notLoaded('posenc.orderLab.vocabulary'));
  // The module first, whatever the state: a caller cannot fix a state before it has loaded.
  for (const state of [{}, 'state', null]) {
    assert.throws(() => pe.orderLab.heldOutPairs(state), notLoaded('posenc.orderLab.heldOutPairs'));
  }
  assert.equal(pe.orderLab.defaults.dModel, 16, 'the defaults need no module');
  const first = pe.orderLab.load();
  assert.equal(pe.orderLab.load(), first, 'every call returns the same promise');
  await first;
  assert.equal(pe.orderLab.loaded(), true);
  assert.equal(pe.orderLab.vocabulary.nouns.length, 6);
  const { state } = pe.orderLab.train(pe.orderLab.create({ dModel: 4 }), { steps: 3 });
  assert.equal(state.step, 3);
  assert.equal(pe.debug.orderLab().generation(), 0);
});

test('init({ orderLab: true }) resolves with the order lab loaded, in the flavour of the core', async () => {
  for (const flavor of ['simd', 'base']) {
    const pe = await init({ flavor, orderLab: true });
    assert.equal(pe.flavor, flavor);
    assert.equal(pe.orderLab.loaded(), true);
    assert.equal(pe.orderLab.create({ seed: 3 }).seed, 3);
  }
  await assert.rejects(init({ orderLab: 'yes' }), (error) => error instanceof TypeError &&
    /^posenc\.init: orderLab must be true or false; got string "yes"\.$/.test(error.message));
});

test('the order lab module comes from wasmBinary.orderLab or wasmUrl.orderLab; errors name it', async () => {
  const fromBytes = await init({ flavor: 'simd', orderLab: true,
    wasmBinary: { simd: bytes('posenc-simd.wasm'), orderLab: { simd: bytes('posenc-order-lab-simd.wasm') } } });
  assert.equal(fromBytes.orderLab.loaded(), true);
  const fromUrl = await init({ flavor: 'base', orderLab: true,
    wasmUrl: { base: dist('posenc-base.wasm'), orderLab: { base: dist('posenc-order-lab-base.wasm') } } });
  assert.equal(fromUrl.orderLab.loaded(), true);

  const missing = await init({ flavor: 'base', wasmUrl: { orderLab: { base: '/nonexistent/lab.wasm' } } });
  await assert.rejects(missing.orderLab.load(), (error) => error.code === 'POSENC_WASM_LOAD' &&
    /order lab's base wasm from \/nonexistent\/lab\.wasm/.test(error.message));
  assert.equal(missing.orderLab.loaded(), false, 'a failed load leaves it unloaded; a later load() tries again');

  // The core's bytes where the order lab's belong, and the other way round.
  const swapped = await init({ flavor: 'simd',
    wasmBinary: { simd: bytes('posenc-simd.wasm'), orderLab: { simd: bytes('posenc-simd.wasm') } } });
  await assert.rejects(swapped.orderLab.load(), (error) => error.code === 'POSENC_WASM_START' &&
    /^posenc: the order lab's simd wasm module did not start: this is posenc's core module, not the order lab's: pass the order lab's \(posenc-order-lab-simd\.wasm\) as wasmBinary\.orderLab\.simd\.$/
      .test(error.message));
  await assert.rejects(init({ flavor: 'base', wasmBinary: bytes('posenc-order-lab-base.wasm') }), (error) =>
    error.code === 'POSENC_WASM_START' &&
    /^posenc: the base wasm module did not start: this is posenc's order lab module, not the core: pass it as wasmBinary\.orderLab\.base\.$/
      .test(error.message));

  await assert.rejects(init({ wasmUrl: { orderLab: '/x.wasm' } }), (error) => error instanceof TypeError &&
    /wasmUrl\.orderLab must be an object \{ simd, base \}/.test(error.message));
});

test("the order lab's module is checked like the core's: the boundary's digest, then its functions", () => {
  // The order lab module's functions, as stand-ins: the checks only look at what is there.
  const raw = Object.fromEntries(['specSlot', 'simdPath', 'orderLabVocabulary', 'orderLabCreate', 'orderLabTrain',
    'orderLabEvaluate', 'orderLabTest', 'orderLabHeldOutPairs'].map((name) => [name, () => 0]));
  assert.doesNotThrow(() => selfTestOrderLab({ ...raw, boundaryDigest: () => BOUNDARY_DIGEST }));
  for (const check of [selfTest, selfTestOrderLab]) {
    assert.throws(() => check({ ...raw, boundaryDigest: () => BOUNDARY_DIGEST + 1 }),
      new RegExp(`^Error: the module was built from another cpp/boundary\\.mjs \\(digest ${BOUNDARY_DIGEST + 1}, ` +
        `this JS has ${BOUNDARY_DIGEST}\\): rebuild it \\(npm run build\\)$`));
    assert.throws(() => check({ encode() {} }), /boundaryDigest is missing\): it is a \.wasm of another program/);
  }
  const { orderLabTest: _, ...withoutTest } = raw;
  assert.throws(() => selfTestOrderLab({ ...withoutTest, boundaryDigest: () => BOUNDARY_DIGEST }),
    /^Error: the order lab's module lacks orderLabTest$/);
  assert.throws(() => selfTest({ ...raw, boundaryDigest: () => BOUNDARY_DIGEST }),
    /^Error: it is the order lab's module, not the core module \(encode is missing\)$/);
});

test("for flavor 'auto' the order lab falls back to its base module when the simd one fails, and names both when both do",
  async () => {
    const fallback = await init({ wasmUrl: { orderLab: { simd: '/nonexistent/lab-simd.wasm' } } });
    assert.equal(fallback.flavor, 'simd');
    await fallback.orderLab.load();
    assert.equal(fallback.debug.orderLab().generation(), 0);
    assert.equal(fallback.orderLab.train(fallback.orderLab.create({ dModel: 4 }), { steps: 2 }).state.step, 2);

    // An explicit flavour has no fallback, as for the core.
    const explicit = await init({ flavor: 'simd', wasmUrl: { orderLab: { simd: '/nonexistent/lab-simd.wasm' } } });
    await assert.rejects(explicit.orderLab.load(), (error) => error.code === 'POSENC_WASM_LOAD' &&
      /^posenc: could not load the order lab's simd wasm from \/nonexistent\/lab-simd\.wasm/.test(error.message));

    const neither = await init({ wasmUrl: { orderLab: { simd: '/nonexistent/a.wasm', base: '/nonexistent/b.wasm' } } });
    await assert.rejects(neither.orderLab.load(), (error) => error.code === 'POSENC_WASM_LOAD' &&
      error.errors.length === 2 &&
      /^posenc: neither flavour of the order lab's wasm loaded: could not load the order lab's simd wasm from \/nonexistent\/a\.wasm .* Then could not load the order lab's base wasm from \/nonexistent\/b\.wasm /
        .test(error.message));
    assert.equal(neither.orderLab.loaded(), false);
  });

test("an order lab location on a polluted Object.prototype is never read: the order lab loads from its own place",
  async () => {
    Object.prototype.orderLab = { simd: '/polluted/lab-simd.wasm', base: '/polluted/lab-base.wasm' };
    try {
      const pe = await init({ flavor: 'base', wasmUrl: { base: dist('posenc-base.wasm') } });
      await pe.orderLab.load();
      assert.equal(pe.orderLab.create({ seed: 5 }).seed, 5);
    } finally {
      delete Object.prototype.orderLab;
    }
  });
