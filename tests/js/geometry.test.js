import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bothFlavors } from './helpers.js';
import { badIntegers, callAllBad, testBadInput } from './bad-input.js';

const flavors = await bothFlavors();

/** out = M v for a row-major d x d matrix, each sum in float64. */
const apply = (m, v, d) =>
  Float64Array.from({ length: d }, (_, r) => v.reduce((sum, x, c) => sum + m[r * d + c] * x, 0));

const row = (pe, p, dModel) => pe.encode({ positions: 1, dModel, offset: p });

for (const pe of flavors) {
  const f = pe.flavor;

  test(`[${f}] rotation maps PE(p) to PE(p + k) within 1e-6 for p, k up to 2^16`, () => {
    for (const dModel of [2, 64, 63]) {
      for (const [p, k] of [[0, 1], [5, -5], [100, 65536], [65536, -65536], [65536, 65536], [1234, -999]]) {
        const got = apply(pe.rotation({ k, dModel }), row(pe, p, dModel), dModel);
        const want = row(pe, p + k, dModel);
        for (let c = 0; c < dModel - (dModel % 2); c++) {
          assert.ok(Math.abs(got[c] - want[c]) <= 1e-6, `d=${dModel} p=${p} k=${k} c=${c}`);
        }
      }
    }
  });

  test(`[${f}] rotation by -k is exactly the transpose of rotation by k`, () => {
    const d = 10;
    const a = pe.rotation({ k: 777, dModel: d });
    const b = pe.rotation({ k: -777, dModel: d });
    for (let r = 0; r < d; r++) for (let c = 0; c < d; c++) assert.equal(a[r * d + c], b[c * d + r]);
  });

  test(`[${f}] similarity equals direct dot products of encode rows`, () => {
    for (const [positions, dModel, offset] of [[40, 64, 0], [33, 7, 1000]]) {
      const s = pe.similarity({ positions, dModel, offset });
      const t = pe.encode({ positions, dModel, offset });
      let worst = 0;
      for (let p = 0; p < positions; p++) {
        for (let q = 0; q < positions; q++) {
          let dot = 0;
          for (let c = 0; c < dModel; c++) dot += t[p * dModel + c] * t[q * dModel + c];
          worst = Math.max(worst, Math.abs(s[p * positions + q] - dot));
        }
      }
      assert.ok(worst <= 2e-6, `worst ${worst}`);
    }
  });

  test(`[${f}] dotProfile is sum_i cos(k w_i) and starts at dModel / 2`, () => {
    const dModel = 32;
    const profile = pe.dotProfile({ dModel, offsets: 100 });
    assert.ok(profile instanceof Float64Array && profile.length === 100);
    assert.ok(Math.abs(profile[0] - 16) < 1e-12);
    const w = pe.frequencies({ dModel });
    for (const k of [1, 17, 99]) {
      const want = w.reduce((sum, wi) => sum + Math.cos(k * wi), 0);
      assert.ok(Math.abs(profile[k] - want) < 1e-11);
    }
  });

  test(`[${f}] properties reports distinct rows, bounded values and the d/2 norm`, () => {
    const p = pe.properties({ positions: 512, dModel: 64 });
    assert.ok(p.minDistance > 0);
    assert.equal(p.closestPair.length, 2);
    assert.ok(p.closestPair[0] < p.closestPair[1]);
    assert.equal(p.maxAbsValue, 1);
    assert.equal(p.expectedSquaredNorm, 32);
    assert.ok(Math.abs(p.squaredNormMin - 32) < 1e-5 && Math.abs(p.squaredNormMax - 32) < 1e-5);
    assert.ok(p.rotationMaxError <= 1e-6);
    assert.equal(p.rotationSample, 20);
  });

  test(`[${f}] results are fresh copies that survive later calls`, () => {
    const a = pe.rotation({ k: 3, dModel: 4 });
    const copy = a.slice();
    pe.similarity({ positions: 300, dModel: 8 });
    assert.deepEqual(a, copy);
  });
}

const [pe] = flavors;
const BAD = {
  rotation: [
    [{ dModel: 4 }, TypeError, 'k is required'],
    [{ k: 1.5, dModel: 4 }, RangeError, 'k'],
    [{ k: NaN, dModel: 4 }, RangeError, 'NaN'],
    [{ k: Infinity, dModel: 4 }, RangeError, 'Infinity'],
    [{ k: 1048577, dModel: 4 }, RangeError, '1048577'],
    [{ k: '1', dModel: 4 }, TypeError, 'string "1"'],
    [{ k: null, dModel: 4 }, TypeError, 'null'],
    [{ k: 1, dModel: 0 }, RangeError, 'dModel'],
    [{ k: 1, dModel: -1 }, RangeError, 'dModel'],
    [{ k: 1, dModel: 5793 }, RangeError, 'dModel * dModel'],
    [{ k: 1, dModel: 4, base: 1 }, RangeError, 'base'],
    [{ k: 1, dModel: 4, kk: 1 }, TypeError, 'unknown option'],
  ],
  similarity: [
    [{ positions: 0, dModel: 4 }, RangeError, 'positions'],
    [{ positions: -1, dModel: 4 }, RangeError, 'positions'],
    [{ positions: 1.5, dModel: 4 }, RangeError, '1.5'],
    [{ positions: NaN, dModel: 4 }, RangeError, 'NaN'],
    [{ positions: '8', dModel: 4 }, TypeError, 'string'],
    [{ positions: 5793, dModel: 4 }, RangeError, 'positions * positions'],
    [{ positions: 8, dModel: 4, offset: 1048570 }, RangeError, 'offset + positions'],
    [{ positions: 8, dModel: Infinity }, RangeError, 'dModel'],
    [{ positions: 8, dModel: null }, TypeError, 'dModel'],
  ],
  dotProfile: [
    [{ dModel: 4 }, TypeError, 'offsets is required'],
    [{ dModel: 4, offsets: 0 }, RangeError, 'offsets'],
    [{ dModel: 4, offsets: 2.5 }, RangeError, 'offsets'],
    [{ dModel: 8192, offsets: 1048576 }, RangeError, 'offsets * ceil(dModel / 2)'],
    [{ dModel: 4, offsets: 10, base: NaN }, RangeError, 'base'],
    ...badIntegers({ dModel: 4 }, 'offsets', 1),
    ...badIntegers({ offsets: 4 }, 'dModel', 1),
  ],
  properties: [
    [{ positions: 1, dModel: 4 }, RangeError, 'positions'],
    [{ positions: 8193, dModel: 4 }, RangeError, '2 to 8192'],
    [{ positions: 8192, dModel: 8192 }, RangeError, 'positions * dModel'],
    [{ positions: 8, dModel: 'x' }, TypeError, 'dModel'],
    [null, TypeError, 'options object'],
    ...badIntegers({ dModel: 4 }, 'positions', 2),
    ...badIntegers({ positions: 4 }, 'dModel', 1),
  ],
};
BAD.rotation.push(...badIntegers({ dModel: 4 }, 'k', -1048576), ...badIntegers({ k: 1 }, 'dModel', 1));
BAD.similarity.push(...badIntegers({ dModel: 4 }, 'positions', 1), ...badIntegers({ positions: 4, dModel: 4 }, 'offset', 0));

testBadInput(pe, BAD);

test('the geometry functions keep working after every bad call', () => {
  callAllBad(pe, BAD);
  const m = pe.rotation({ k: 0, dModel: 3 });
  assert.deepEqual(Array.from(m), [1, 0, 0, 0, 1, 0, 0, 0, 1]);
});

/**
 * The largest |(M_k PE(p))[r] - PE(p + k)[r]| from the dense product, as the
 * figures computed it before shiftError: d² multiply-adds in float64.
 */
function denseShiftError(pe, p, k, dModel, base = 10000) {
  const got = apply(pe.rotation({ k, dModel, base }), pe.encode({ positions: 1, dModel, offset: p, base }), dModel);
  const w = pe.frequencies({ dModel, base });
  return Math.max(...Array.from(got, (v, r) => {
    const angle = (p + k) * w[r >> 1];
    return Math.abs(v - (r % 2 === 0 ? Math.sin(angle) : Math.cos(angle)));
  }));
}

for (const pe of flavors) {
  test(`[${pe.flavor}] shiftError equals the dense product's largest error at the lesson's settings`, () => {
    // d_model 1024, the default and the largest settings of p, q = p + 50, k and base: equal to the bit.
    for (const [p, k, base] of [[10, 4, 1e4], [60, 4, 1e4], [1000, 64, 1e6], [1050, 64, 1e6], [36, -36, 1e6]]) {
      assert.equal(pe.shiftError({ p, k, dModel: 1024, base }), denseShiftError(pe, p, k, 1024, base), `p=${p} k=${k} base=${base}`);
    }
    // The largest error of the lesson's range (p <= 1050, |k| <= 64, both bases) at d_model 1024.
    assert.equal(pe.shiftError({ p: 36, k: -36, dModel: 1024, base: 1e6 }), 8.263643636041706e-8);
    // Odd and narrow models, large angles: equal up to the last bit of the float64
    // sin/cos, where the module's C library and Math.sin may differ.
    for (const dModel of [1, 2, 7, 63]) {
      for (const [p, k] of [[0, 64], [1000, -64], [65535, 65536], [3, 0]]) {
        const dense = denseShiftError(pe, p, k, dModel);
        assert.ok(Math.abs(pe.shiftError({ p, k, dModel }) - dense) <= 1e-15, `d=${dModel} p=${p} k=${k}`);
      }
    }
  });
}

testBadInput(pe, {
  shiftError: [
    [{ k: 1, dModel: 4 }, TypeError, 'p is required'],
    [{ p: 1, dModel: 4 }, TypeError, 'k is required'],
    [{ p: -1, k: 1, dModel: 4 }, RangeError, 'p'],
    [{ p: 1048576, k: 1, dModel: 4 }, RangeError, '1048576'],
    [{ p: 1, k: 1048577, dModel: 4 }, RangeError, '1048577'],
    [{ p: 1, k: 1, dModel: 8193 }, RangeError, 'dModel'],
    [{ p: 1, k: 1, dModel: 4, base: 1 }, RangeError, 'base'],
    ...badIntegers({ k: 1, dModel: 4 }, 'p', 0),
    ...badIntegers({ p: 1, dModel: 4 }, 'k', -1048576),
  ],
});
