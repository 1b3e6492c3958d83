// Recovery: a forced allocation failure or an abort gives an error event and
// an error with a code, the module is recreated from the same compiled bytes,
// and later calls are correct. The failures are forced through the hooks of
// the module's test variant (test-variant.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { maxError } from './helpers.js';
import { startHost } from '../../web/src/core/host.js';
import { initTestVariant } from './test-variant.js';

/** A fresh module of the test variant of one flavour, and the events it emits. */
async function fresh(flavor) {
  const pe = await initTestVariant(flavor);
  const events = [];
  pe.onError((event) => events.push(event));
  return { pe, events };
}

const correct = (pe) => maxError(pe.encode({ positions: 5, dModel: 12, offset: 4000 }), 5, 12, 4000) < 2e-7;

for (const flavor of ['simd', 'base']) {
  test(`${flavor}: a forced allocation failure throws POSENC_STATUS_7, emits an event, and a fresh module answers next`, async () => {
    const { pe, events } = await fresh(flavor);
    assert.ok(correct(pe));
    const baseline = pe.debug.liveAllocations();
    pe.debug.failNextAllocation();
    assert.throws(() => pe.encode({ positions: 4, dModel: 8 }), (error) => {
      assert.equal(error.code, 'POSENC_STATUS_7');
      assert.match(error.message, /posenc\.encode: out of wasm memory/);
      return true;
    });
    assert.deepEqual(events.map((e) => [e.code, e.generation]), [['POSENC_OUT_OF_MEMORY', 0]]);
    assert.match(events[0].message, /fresh module/);
    assert.ok(correct(pe));
    assert.equal(pe.debug.generation(), 1);
    assert.equal(pe.debug.failedAllocations(), 0, 'the new instance has its own counters');
    assert.equal(pe.debug.liveAllocations(), baseline);
    assert.equal(events.length, 1);
  });

  test(`${flavor}: an abort throws POSENC_ABORT, emits an event, and a fresh module answers next`, async () => {
    const { pe, events } = await fresh(flavor);
    assert.throws(() => pe.debug.abortForTest(), (error) => error.code === 'POSENC_ABORT' &&
      /stopped in abortForTest/.test(error.message) && error.cause instanceof WebAssembly.RuntimeError);
    assert.deepEqual(events.map((e) => e.code), ['POSENC_ABORT']);
    assert.ok(correct(pe));
    assert.deepEqual(Array.from(pe.frequencies({ dModel: 2 })), [1]);
    assert.equal(pe.debug.generation(), 1);
  });
}

for (const flavor of ['simd', 'base']) {
  test(`${flavor}: the order lab's module recovers on its own: its out-of-memory and abort recreate it, not the core`, async () => {
    const { pe, events } = await fresh(flavor);
    const lab = pe.debug.orderLab();
    const state = pe.orderLab.create({ dModel: 4 });
    const want = pe.orderLab.train(state, { steps: 2 }).state.values;
    lab.failNextAllocation();
    assert.throws(() => pe.orderLab.train(state, { steps: 2 }), { code: 'POSENC_STATUS_7' });
    assert.throws(() => lab.abortForTest(), (error) => error.code === 'POSENC_ABORT' &&
      error.cause instanceof WebAssembly.RuntimeError);
    assert.deepEqual(events.map((e) => e.code), ['POSENC_OUT_OF_MEMORY', 'POSENC_ABORT']);
    assert.deepEqual(Array.from(pe.orderLab.train(state, { steps: 2 }).state.values), Array.from(want));
    assert.equal(pe.debug.orderLab().generation(), 2);
    assert.equal(pe.debug.generation(), 0, 'the core module was not recreated');
    assert.ok(correct(pe));
  });
}

test('a count of the test variant that equals the out-of-memory status (7) is a count: no event, no new module', async () => {
  const { pe, events } = await fresh('simd');
  // Calls that each keep a result buffer of their own, until 7 blocks are live.
  const calls = [() => pe.encode({ positions: 2, dModel: 2 }), () => pe.frequencies({ dModel: 4 }),
    () => pe.colorize({ values: new Float32Array(4) }), () => pe.encodePixels({ positions: 2, dModel: 2 }),
    () => pe.attention({ tokens: ['a', 'b'] }), () => pe.rope({ input: new Float32Array(4), rows: 2, dModel: 2 }),
    () => pe.offsetHead({ positions: 4, dModel: 4, k: 1 })];
  let live = pe.debug.liveAllocations();
  for (const call of calls) {
    if (live >= 7) break;
    call();
    live = pe.debug.liveAllocations();
  }
  assert.equal(live, 7, 'the calls reach 7 live blocks');
  assert.ok(correct(pe));
  assert.deepEqual(events, []);
  assert.equal(pe.debug.generation(), 0);
});

test('repeated failures recreate the module each time and it keeps answering', async () => {
  const { pe, events } = await fresh('simd');
  for (let i = 0; i < 5; i++) {
    pe.debug.failNextAllocation();
    assert.throws(() => pe.encode({ positions: 2, dModel: 2 }), { code: 'POSENC_STATUS_7' });
    assert.throws(() => pe.debug.abortForTest(), { code: 'POSENC_ABORT' });
    assert.ok(correct(pe));
  }
  assert.equal(pe.debug.generation(), 10);
  assert.equal(events.length, 10);
});

test('when the engine refuses synchronous instantiation, recreation finishes asynchronously', async () => {
  const { pe } = await fresh('base');
  pe.debug.failNextAllocation();
  assert.throws(() => pe.encode({ positions: 2, dModel: 2 }), { code: 'POSENC_STATUS_7' });
  const Instance = WebAssembly.Instance;
  // What a browser that forbids large synchronous instantiation on the main thread does.
  WebAssembly.Instance = function refuse() { throw new RangeError('synchronous instantiation refused'); };
  try {
    assert.throws(() => pe.encode({ positions: 2, dModel: 2 }), (error) =>
      error.code === 'POSENC_RECOVERING' && /being recreated/.test(error.message));
  } finally {
    WebAssembly.Instance = Instance;
  }
  await pe.debug.recovery();
  assert.ok(correct(pe));
  assert.equal(pe.debug.generation(), 1);
});

test('onError returns an unsubscribe function and rejects a non-function', async () => {
  const { pe } = await fresh('simd');
  const seen = [];
  const stop = pe.onError((event) => seen.push(event.code));
  pe.debug.failNextAllocation();
  assert.throws(() => pe.encode({ positions: 2, dModel: 2 }));
  stop();
  assert.throws(() => pe.debug.abortForTest());
  assert.deepEqual(seen, ['POSENC_OUT_OF_MEMORY']);
  assert.throws(() => pe.onError('not a function'), (error) =>
    error instanceof TypeError && /posenc\.onError: listener must be a function/.test(error.message));
});

test('errors thrown by embind for wrong argument types do not recreate the module', async () => {
  const { pe, events } = await fresh('simd');
  // Bad options never reach embind; this is the JS layer's own check.
  assert.throws(() => pe.encode({ positions: 'many', dModel: 2 }), TypeError);
  assert.ok(correct(pe));
  assert.equal(pe.debug.generation(), 0);
  assert.deepEqual(events, []);
});

test('state the areas put into the module (colour tables) is restored after a recreation', async () => {
  const { pe } = await fresh('simd');
  const values = new Float32Array([-1, -0.25, 0, 0.6, 1]);
  const before = pe.colorize({ values });
  const pixelsBefore = Array.from(pe.encodePixels({ positions: 3, dModel: 4, colormap: 'viridis' }).pixels);
  assert.throws(() => pe.debug.abortForTest(), { code: 'POSENC_ABORT' });
  assert.deepEqual(Array.from(pe.colorize({ values })), Array.from(before));
  assert.deepEqual(Array.from(pe.encodePixels({ positions: 3, dModel: 4, colormap: 'viridis' }).pixels), pixelsBefore);
  assert.equal(pe.debug.generation(), 1);
});

for (const flavor of ['simd', 'base']) {
  test(`${flavor}: a forced allocation failure in the attention, geometry and colour areas is a status, not an abort, and recovers`, async () => {
    const { pe, events } = await fresh(flavor);
    const calls = [
      () => pe.attention({ tokens: ['the', 'cat', 'sat'], positional: true }),
      () => pe.rope({ input: new Float32Array(64).fill(0.5), rows: 4, dModel: 16 }),
      () => pe.similarity({ positions: 40, dModel: 8 }),
      () => pe.precision({ positions: 30, dModel: 8, format: 'bfloat16' }),
      () => pe.colorize({ values: new Float32Array(100) }),
    ];
    const want = calls.map((call) => JSON.stringify(call(), (k, v) => (ArrayBuffer.isView(v) ? Array.from(v) : v)));
    calls.forEach((call, i) => {
      pe.debug.failNextAllocation();
      // Results are reused buffers: the failure lands in the core's scratch or
      // the next growth; either way the call must not return a result.
      let threw = false;
      try {
        call();
      } catch (error) {
        threw = true;
        // Not POSENC_ABORT: the core takes its scratch from calloc, which
        // returns null (cpp/src/core_util.h).
        assert.equal(error.code, 'POSENC_STATUS_7', error.message);
      }
      if (threw) assert.equal(events.at(-1).code, 'POSENC_OUT_OF_MEMORY');
      const again = JSON.stringify(call(), (k, v) => (ArrayBuffer.isView(v) ? Array.from(v) : v));
      assert.equal(again, want[i], `call ${i} after the failure`);
    });
    assert.ok(events.length >= 1);
    assert.equal(pe.debug.generation(), events.length);
  });
}

test('a number from a test-variant counter is a count: 7 live allocations are not taken for out of memory', async () => {
  // A stand-in module: the host only forwards calls and reads their results.
  const emptyWasm = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
  const factory = async () => ({ liveAllocations: () => 7, colorize: () => 7 });
  const host = await startHost(factory, emptyWasm, () => {});
  const events = [];
  host.onError((event) => events.push(event.code));
  assert.equal(host.raw.liveAllocations(), 7);
  assert.deepEqual(events, []);
  assert.equal(host.raw.colorize(), 7);
  assert.deepEqual(events, ['POSENC_OUT_OF_MEMORY']);
});
