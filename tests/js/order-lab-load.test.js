// The order lab's own wasm module: not loaded by init(), a clear error before
// pe.orderLab.load(), one promise for every load() call, init({ orderLab:
// true }), where its bytes come from, and the errors of a wrong or missing
// file, as init() gives for the core's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init } from '../../web/src/index-node.js';

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
    /^posenc: the order lab's simd wasm module did not start: .*another program or another build/.test(error.message));
  await assert.rejects(init({ flavor: 'simd', wasmBinary: bytes('posenc-order-lab-simd.wasm') }), (error) =>
    error.code === 'POSENC_WASM_START' && /^posenc: the simd wasm module did not start: /.test(error.message));

  await assert.rejects(init({ wasmUrl: { orderLab: '/x.wasm' } }), (error) => error instanceof TypeError &&
    /wasmUrl\.orderLab must be an object \{ simd, base \}/.test(error.message));
});
