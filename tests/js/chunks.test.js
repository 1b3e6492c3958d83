// encode, similarity and colorize compute their result a chunk at a time in
// wasm memory and copy each chunk into the caller's array (CHUNK_BYTES of
// boundary.js). These tests hold them to the results of one call, bit for
// bit, for shapes that cross chunk boundaries; and check that the caller's
// array is untouched when the core refuses a call, that no code of the
// caller's runs between chunks, and that a finished call holds no memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CHUNK_BYTES, LAYOUTS, SPACINGS, rawEncodingSpec, rawSimilaritySpec } from '../../web/src/core/boundary.js';
import { specSlot } from '../../web/src/core/spec-slot.js';
import { colorize as jsColorize, colormapLut } from '../../web/src/render/colormap.js';
import { assertSameBits, bothFlavors } from './helpers.js';
import { initTestVariant, testVariantFiles } from './test-variant.js';

/** Rows of `rowLength` floats per chunk, as cpp/bindings/bindings.h sizes them. */
const chunkRows = (rowLength) => Math.max(1, Math.floor(CHUNK_BYTES / 4 / rowLength));

/**
 * The raw module of a flavour's test variant, for its one-call results:
 * encode (posenc::Encode) and similarityWhole (posenc::Similarity).
 */
async function oneCallModule(flavor) {
  const { glue, wasm } = testVariantFiles(flavor);
  const { default: factory } = await import(glue.href);
  return factory({ wasmBinary: readFileSync(wasm) });
}

// [positions, dModel, offset]: several chunks with a partial last one, an odd
// dModel, exactly one and exactly two full chunks, rows wider than a chunk's
// share (dModel 8192 and 8191: four rows a chunk), one float a row, offsets
// up to the cap.
const ENCODE_SHAPES = [
  [3 * chunkRows(77) + 5, 77, 1000],
  [2 * chunkRows(512) + 1, 512, 0],
  [chunkRows(100), 100, 5],
  [2 * chunkRows(100), 100, 0],
  [9, 8192, 3],
  [7, 8191, 2 ** 20 - 7],
  [chunkRows(1) + 3, 1, 0],
];

// [positions, dModel, offset]: even and odd dModel (the odd one depends on
// the offset), a partial last chunk, and one chunk holding everything.
const SIMILARITY_SHAPES = [
  [1500, 512, 0],
  [301, 63, 5000],
  [2000, 9, 1],
  [181, 1, 3],
];

for (const pe of await bothFlavors()) {
  const f = pe.flavor;
  const raw = await oneCallModule(f);

  test(`[${f}] encode in chunks equals one Encode call bit for bit, in both layouts and spacings`, () => {
    for (const [positions, dModel, offset] of ENCODE_SHAPES) {
      for (const layout of LAYOUTS) {
        for (const spacing of SPACINGS) {
          for (const base of [10000, 123.5]) {
            const what = `${positions} x ${dModel}, offset ${offset}, ${layout}, ${spacing}, base ${base}`;
            const whole = raw.encode(rawEncodingSpec(specSlot(raw), { positions, dModel, base, layout, offset, spacing }));
            assert.notEqual(typeof whole, 'number', what);
            const want = whole.slice();
            const options = { positions, dModel, offset, layout, spacing, base };
            assertSameBits(pe.encode(options), want, what);
            const out = new Float32Array(positions * dModel).fill(NaN);
            assert.equal(pe.encode({ ...options, out }), out);
            assertSameBits(out, want, `${what}, into out`);
          }
        }
      }
    }
  });

  test(`[${f}] similarity in chunks equals one Similarity call bit for bit`, () => {
    for (const [positions, dModel, offset] of SIMILARITY_SHAPES) {
      const what = `${positions} positions, dModel ${dModel}, offset ${offset}`;
      const whole = raw.similarityWhole(rawSimilaritySpec(specSlot(raw), { positions, dModel, base: 10000, offset }));
      assert.notEqual(typeof whole, 'number', what);
      const want = whole.slice();
      assertSameBits(pe.similarity({ positions, dModel, offset }), want, what);
      const out = new Float32Array(positions * positions).fill(NaN);
      assert.equal(pe.similarity({ positions, dModel, offset, out }), out);
      assertSameBits(out, want, `${what}, into out`);
    }
  });

  test(`[${f}] colorize in chunks equals the JS colorize byte for byte across chunk boundaries`, () => {
    const chunk = CHUNK_BYTES / 4;
    for (const n of [chunk, 2 * chunk + 123, chunk - 1]) {
      const values = new Float32Array(n);
      for (let i = 0; i < n; i++) values[i] = i % 7 === 0 ? NaN : Math.sin(i * 0.37) * 1.1;
      for (const [lo, hi, colormap] of [[-1, 1, 'rdbu'], [0, 0.75, 'viridis']]) {
        const want = jsColorize(values, lo, hi, colormapLut(colormap));
        assert.deepEqual(pe.colorize({ values, lo, hi, colormap }), want, `${n} values`);
        const out = new Uint8ClampedArray(4 * n).fill(9);
        assert.equal(pe.colorize({ values, lo, hi, colormap, out }), out);
        assert.deepEqual(out, want, `${n} values into out`);
      }
    }
  });

  test(`[${f}] a set method of the caller's array is never called: no code of the caller's runs between chunks`, () => {
    let calls = 0;
    class SpyFloats extends Float32Array {
      /** @param {ArrayLike<number>} values @param {number} [at] */
      set(values, at) {
        calls++;
        super.set(values, at);
      }
    }
    class SpyBytes extends Uint8ClampedArray {
      /** @param {ArrayLike<number>} values @param {number} [at] */
      set(values, at) {
        calls++;
        super.set(values, at);
      }
    }
    const [positions, dModel] = [3 * chunkRows(64) + 1, 64];
    const table = new SpyFloats(positions * dModel);
    pe.encode({ positions, dModel, out: table });
    assert.deepEqual(Array.from(table), Array.from(pe.encode({ positions, dModel })));
    const matrix = new SpyFloats(700 * 700);
    pe.similarity({ positions: 700, dModel: 16, out: matrix });
    assert.deepEqual(Array.from(matrix), Array.from(pe.similarity({ positions: 700, dModel: 16 })));
    const values = table.subarray(0, CHUNK_BYTES / 2 + 5);
    const pixels = new SpyBytes(4 * values.length);
    pe.colorize({ values, out: pixels });
    assert.deepEqual(Array.from(pixels), Array.from(pe.colorize({ values: Float32Array.from(values) })));
    assert.equal(calls, 0);
  });
}

for (const flavor of ['simd', 'base']) {
  test(`[${flavor}] when the core refuses a call (out of memory), out is untouched and the error names the call`, async () => {
    const pe = await initTestVariant(flavor);
    const table = new Float32Array(3000 * 64).fill(7);
    pe.debug.failNextAllocation();
    assert.throws(() => pe.encode({ positions: 3000, dModel: 64, out: table }),
      (e) => e.code === 'POSENC_STATUS_7' && /^posenc\.encode: out of wasm memory/.test(e.message));
    assert.ok(table.every((v) => v === 7), 'encode wrote into out');

    const matrix = new Float32Array(900 * 900).fill(7);
    pe.debug.failNextAllocation();
    assert.throws(() => pe.similarity({ positions: 900, dModel: 33, offset: 2, out: matrix }),
      (e) => e.code === 'POSENC_STATUS_7' && /^posenc\.similarity: out of wasm memory/.test(e.message));
    assert.ok(matrix.every((v) => v === 7), 'similarity wrote into out');

    // A fresh module (the one before ran out of memory) has no colour buffers
    // yet, so the first chunk's allocation is the one that fails.
    const pixels = new Uint8ClampedArray(4 * 5000).fill(7);
    pe.debug.failNextAllocation();
    assert.throws(() => pe.colorize({ values: new Float32Array(5000), out: pixels }),
      (e) => e.code === 'POSENC_STATUS_7' && /^posenc\.colorize: out of wasm memory/.test(e.message));
    assert.ok(pixels.every((v) => v === 7), 'colorize wrote into out');

    pe.encode({ positions: 3000, dModel: 64, out: table });
    assert.deepEqual(table, pe.encode({ positions: 3000, dModel: 64 }));
    assert.equal(pe.debug.generation(), 3, 'each failure was followed by a fresh module');
  });

  test(`[${flavor}] after warm-up, calls of many chunks neither grow the wasm memory nor keep an allocation`, async () => {
    const pe = await initTestVariant(flavor);
    const calls = () => {
      pe.encode({ positions: 4 * chunkRows(300) + 7, dModel: 300, offset: 11 });
      pe.encode({ positions: 9, dModel: 8192, layout: 'concatenated' });
      pe.similarity({ positions: 1200, dModel: 31, offset: 4 });
      pe.colorize({ values: new Float32Array(3 * CHUNK_BYTES / 4 + 1) });
    };
    calls();
    const heap = pe.debug.heapBytes();
    const live = pe.debug.liveAllocations();
    const bytes = pe.debug.liveBytes();
    for (let i = 0; i < 3; i++) calls();
    assert.equal(pe.debug.heapBytes(), heap);
    assert.equal(pe.debug.liveAllocations(), live);
    assert.equal(pe.debug.liveBytes(), bytes);
  });
}
