import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bothFlavors } from './helpers.js';
import { badIntegers, callAllBad, testBadInput } from './bad-input.js';
import { COLORMAPS, colorize as jsColorize, colormapLut, lutIndex } from '../../web/src/render/colormap.js';

const flavors = await bothFlavors();

/** Bin edges of [lo, hi] and their float32 neighbours, NaN, infinities, random values. */
function edgeValues(lo, hi) {
  const v = [NaN, Infinity, -Infinity, 0, -0, 1e30, -1e30];
  const f32 = new Float32Array(1);
  const u32 = new Uint32Array(f32.buffer);
  for (let j = -2; j <= 258; j++) {
    f32[0] = lo + ((hi - lo) * j) / 256;
    v.push(f32[0]);
    u32[0] += 1;
    v.push(f32[0]);
    u32[0] -= 2;
    v.push(f32[0]);
  }
  let seed = 12345;
  for (let i = 0; i < 3001; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    v.push(lo - 1 + ((hi - lo + 2) * seed) / 2147483648);
  }
  return Float32Array.from(v);
}

for (const pe of flavors) {
  const f = pe.flavor;

  test(`[${f}] colorize agrees byte for byte with the JS colorize, edges included`, () => {
    for (const colormap of COLORMAPS) {
      for (const [lo, hi] of [[-1, 1], [0, 1], [-3.7, 12.25], [-1e-3, 2e-3]]) {
        const values = edgeValues(lo, hi);
        const want = jsColorize(values, lo, hi, colormapLut(colormap));
        const got = pe.colorize({ values, lo, hi, colormap });
        assert.ok(got instanceof Uint8ClampedArray);
        assert.deepEqual(got, want, `${colormap} [${lo}, ${hi}]`);
      }
    }
  });

  test(`[${f}] known values land in entries 0, 128 and 255; NaN in 128`, () => {
    const lut = colormapLut('viridis');
    const got = pe.colorize({ values: new Float32Array([-1, 0, 1, NaN, -9, 9]), colormap: 'viridis' });
    [0, 128, 255, 128, 0, 255].forEach((k, i) => {
      assert.deepEqual(Array.from(got.subarray(4 * i, 4 * i + 4)), [lut[4 * k], lut[4 * k + 1], lut[4 * k + 2], 255]);
    });
    assert.equal(lutIndex(-1 / 256, -1, 1), 127);
  });

  test(`[${f}] colorize writes into out when given and returns it`, () => {
    const out = new Uint8ClampedArray(8);
    const got = pe.colorize({ values: new Float32Array([0.5, -0.5]), out });
    assert.equal(got, out);
    assert.deepEqual(out, jsColorize(new Float32Array([0.5, -0.5]), -1, 1, colormapLut('rdbu')));
    assert.equal(pe.colorize({ values: new Float32Array(0) }).length, 0);
  });

  test(`[${f}] encodePixels is the JS colorize of encode, as a view sized dModel x positions`, () => {
    const options = { positions: 100, dModel: 24, offset: 5000, layout: 'concatenated' };
    const { pixels, width, height } = pe.encodePixels({ ...options, lo: -0.5, hi: 0.75, colormap: 'cividis' });
    assert.equal(width, 24);
    assert.equal(height, 100);
    assert.ok(pixels instanceof Uint8ClampedArray);
    assert.deepEqual(pixels, jsColorize(pe.encode(options), -0.5, 0.75, colormapLut('cividis')));
  });

  test(`[${f}] encodePixels after heap growth: the old view dies, a new call gives a valid view`, () => {
    const small = { positions: 16, dModel: 8 };
    const want = jsColorize(pe.encode(small), -1, 1, colormapLut('rdbu'));
    const first = pe.encodePixels(small).pixels;
    assert.deepEqual(first, want);
    // 4096 x 4096: 64 MiB of pixels, more than the heap held so far: it grows.
    const big = pe.encodePixels({ positions: 4096, dModel: 4096 });
    assert.equal(big.pixels.length, 4 * 4096 * 4096);
    assert.equal(first.length, 0, 'a view taken before the growth is detached');
    const again = pe.encodePixels(small).pixels;
    assert.deepEqual(again, want);
  });
}

const [pe] = flavors;
const values = new Float32Array([0, 1]);
const BAD = {
  colorize: [
    [{}, TypeError, 'values is required'],
    [{ values: [0, 1] }, TypeError, 'Float32Array'],
    [{ values: new Float64Array(2) }, TypeError, 'Float32Array'],
    [{ values, lo: 1, hi: 1 }, RangeError, 'lo must be less than hi'],
    [{ values, lo: 2, hi: -2 }, RangeError, 'lo must be less than hi'],
    [{ values, lo: NaN }, RangeError, 'lo'],
    [{ values, hi: Infinity }, RangeError, 'hi'],
    [{ values, lo: '0' }, TypeError, 'lo'],
    [{ values, hi: null }, TypeError, 'hi'],
    [{ values, colormap: 'jet' }, RangeError, 'colormap'],
    [{ values, out: new Uint8ClampedArray(7) }, RangeError, 'out must have 4 * values.length'],
    [{ values, out: new Uint8Array(8) }, TypeError, 'Uint8ClampedArray'],
    [null, TypeError, 'options object'],
  ],
  encodePixels: [
    [{ positions: 0, dModel: 4 }, RangeError, 'positions'],
    [{ positions: 1.5, dModel: 4 }, RangeError, 'positions'],
    [{ positions: 4, dModel: -1 }, RangeError, 'dModel'],
    [{ positions: 4, dModel: NaN }, RangeError, 'dModel'],
    [{ positions: 4, dModel: '4' }, TypeError, 'dModel'],
    [{ positions: 8192, dModel: 8192 }, RangeError, 'positions * dModel'],
    [{ positions: 4, dModel: 4, lo: 1, hi: 0 }, RangeError, 'lo must be less than hi'],
    [{ positions: 4, dModel: 4, colormap: 3 }, TypeError, 'colormap'],
    [{ positions: 4, dModel: 4, offset: 1048575 }, RangeError, 'offset + positions'],
    ...badIntegers({ dModel: 4 }, 'positions', 1),
    ...badIntegers({ positions: 4 }, 'dModel', 1),
    [{ positions: 4, dModel: 4, lo: -Infinity }, RangeError, 'lo'],
    [{ positions: 4, dModel: 4, hi: '1' }, TypeError, 'hi'],
  ],
};

testBadInput(pe, BAD);

test('colorize keeps working after every bad call', () => {
  callAllBad(pe, BAD);
  assert.deepEqual(pe.colorize({ values }), jsColorize(values, -1, 1, colormapLut('rdbu')));
});
