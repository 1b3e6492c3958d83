// 10,000 mixed calls per flavour: after warm-up the wasm memory stops growing
// and every call gives back what it allocated (counted by the malloc of the
// module's test variant, cpp/bindings/heap_hooks.cc, so the core's scratch
// counts too).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { maxError } from './helpers.js';
import { initTestVariant } from './test-variant.js';

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

/**
 * Valid calls of every entry point, each given a size in [1, max] (`s`) and
 * the generator; `max` sizes are what the warm-up asks for first.
 */
const CALLS_BY_AREA = [
  (pe, s, next) => pe.encode({ positions: s(256), dModel: s(128), offset: Math.floor(next() * 5000),
    layout: next() < 0.5 ? 'interleaved' : 'concatenated' }),
  (pe, s) => pe.frequencies({ dModel: s(8192) }),
  (pe, s) => pe.wavelengths({ dModel: s(512), spacing: 'tensor2tensor' }),
  (pe, s, next) => pe.rotation({ k: Math.floor(next() * 2000) - 1000, dModel: s(64) }),
  (pe, s) => pe.similarity({ positions: s(96), dModel: s(64) }),
  (pe, s) => pe.dotProfile({ dModel: s(64), offsets: s(512) }),
  (pe, s) => pe.properties({ positions: 1 + s(128), dModel: s(32) }),
  (pe, s, next) => pe.alternative({ kind: ['index', 'binary', 'learned', 'bug-multiply'][Math.floor(next() * 4)],
    positions: s(64), dModel: s(32) }),
  (pe, s, next) => pe.precision({ positions: s(64), dModel: s(32), format: next() < 0.5 ? 'float16' : 'bfloat16' }),
  (pe, s) => pe.colorize({ values: new Float32Array(s(4096)).fill(0.3) }),
  (pe, s, next) => pe.encodePixels({ positions: s(128), dModel: s(64), colormap: next() < 0.5 ? 'rdbu' : 'viridis' }),
  (pe, s, next) => pe.attention({ tokens: Array.from({ length: s(64) }, (_, i) => `w${i % 7}`), dModel: s(64),
    positional: next() < 0.5 }),
  (pe, s) => {
    const n = s(8);
    return pe.permutationDemo({ tokens: Array.from({ length: n }, (_, i) => `t${i}`),
      permutation: [...Array(n).keys()].reverse(), dModel: s(32) });
  },
  (pe, s) => { const rows = s(64), dModel = s(64); return pe.rope({ input: new Float32Array(rows * dModel), rows, dModel }); },
];

const BAD = [{ positions: 0, dModel: 4 }, { positions: 1e9, dModel: 4 }, { positions: 4, dModel: NaN },
  { positions: 8192, dModel: 8192 }, null, 'x', { positions: 4, dModel: 4, base: 1 }];

/** One call chosen by `next`: a valid call of random shape, or a bad one that must throw. */
function mixedCall(pe, next) {
  const pick = next();
  if (pick < 0.2) {
    const bad = BAD[Math.floor(next() * BAD.length)];
    assert.throws(() => pe.encode(bad));
    assert.throws(() => pe.similarity(bad));
    return;
  }
  const size = (max) => 1 + Math.floor(next() * max);
  CALLS_BY_AREA[Math.floor(next() * CALLS_BY_AREA.length)](pe, size, next);
}

for (const flavor of ['simd', 'base']) {
  test(`${flavor}: after warm-up, ${CALLS} mixed calls neither grow the wasm memory nor leak an allocation`, async () => {
    const pe = await initTestVariant(flavor);
    const next = random(flavor === 'simd' ? 1 : 2);
    // The result buffers grow to the largest result asked for, then stay.
    for (const call of CALLS_BY_AREA) call(pe, (max) => max, () => 0);
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
