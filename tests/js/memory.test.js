// 10,000 mixed calls per flavour: after warm-up the wasm memory stops growing
// and every call gives back what it allocated (counted by the module's own
// malloc, cpp/bindings/heap_hooks.cc, so the core's scratch counts too).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init } from '../../web/src/index-node.js';
import { maxError } from './helpers.js';

const CALLS = 10000;
const WARM_UP = 1000;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One call chosen by `next`: valid ones of random shape, or bad ones that must throw. */
function mixedCall(pe, next) {
  const size = (max) => 1 + Math.floor(next() * max);
  const pick = next();
  if (pick < 0.4) {
    const positions = size(256), dModel = size(128);
    const offset = Math.floor(next() * 5000);
    const layout = next() < 0.5 ? 'interleaved' : 'concatenated';
    assert.equal(pe.encode({ positions, dModel, offset, layout }).length, positions * dModel);
  } else if (pick < 0.6) {
    const dModel = size(8192);
    assert.equal(pe.frequencies({ dModel }).length, Math.ceil(dModel / 2));
  } else if (pick < 0.7) {
    const dModel = size(512);
    assert.equal(pe.wavelengths({ dModel, spacing: 'tensor2tensor' }).length, Math.ceil(dModel / 2));
  } else {
    const bad = [{ positions: 0, dModel: 4 }, { positions: 1e9, dModel: 4 }, { positions: 4, dModel: NaN },
      { positions: 8192, dModel: 8192 }, null, 'x', { positions: 4, dModel: 4, base: 1 }];
    assert.throws(() => pe.encode(bad[Math.floor(next() * bad.length)]));
  }
}

for (const flavor of ['simd', 'base']) {
  test(`${flavor}: after warm-up, ${CALLS} mixed calls neither grow the wasm memory nor leak an allocation`, async () => {
    const wasmBinary = readFileSync(new URL(`../../web/dist/posenc-${flavor}.wasm`, import.meta.url));
    const pe = await init({ flavor, wasmBinary });
    const next = random(flavor === 'simd' ? 1 : 2);
    // The result buffers grow to the largest result asked for, then stay.
    pe.encode({ positions: 256, dModel: 128 });
    pe.frequencies({ dModel: 8192 });
    for (let i = 0; i < WARM_UP; i++) mixedCall(pe, next);
    const heap = pe.debug.heapBytes();
    const live = pe.debug.liveAllocations();
    const bytes = pe.debug.liveBytes();
    for (let i = WARM_UP; i < CALLS; i++) {
      mixedCall(pe, next);
      if (pe.debug.liveAllocations() !== live) {
        assert.fail(`call ${i}: ${pe.debug.liveAllocations()} live allocations, baseline ${live}`);
      }
    }
    assert.equal(pe.debug.heapBytes(), heap, 'wasm memory grew after warm-up');
    assert.equal(pe.debug.liveBytes(), bytes, 'live bytes differ from the baseline');
    assert.equal(pe.debug.failedAllocations(), 0);
    assert.equal(pe.debug.generation(), 0, 'the module was never recreated');
    assert.ok(maxError(pe.encode({ positions: 3, dModel: 16, offset: 77 }), 3, 16, 77) < 2e-7);
  });
}
