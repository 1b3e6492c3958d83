import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bothFlavors } from './helpers.js';
import { badIntegers, callAllBad, testBadInput } from './bad-input.js';

const flavors = await bothFlavors();
const rowOf = (t, p, d) => Array.from(t.subarray(p * d, (p + 1) * d));

for (const pe of flavors) {
  const f = pe.flavor;

  test(`[${f}] index grows without bound; fraction depends on the length`, () => {
    const index = pe.alternative({ kind: 'index', positions: 3000, dModel: 2 });
    assert.equal(index[2999 * 2], 2999);
    const short = pe.alternative({ kind: 'fraction', positions: 11, dModel: 2 });
    const long = pe.alternative({ kind: 'fraction', positions: 21, dModel: 2 });
    assert.equal(short[5 * 2], 0.5);
    assert.equal(long[5 * 2], 0.25);
  });

  test(`[${f}] binary rows are unique 0/1 codes with jumps`, () => {
    const d = 8;
    const t = pe.alternative({ kind: 'binary', positions: 256, dModel: d });
    const rows = new Set();
    for (let p = 0; p < 256; p++) rows.add(rowOf(t, p, d).join(''));
    assert.equal(rows.size, 256);
    assert.deepEqual(rowOf(t, 5, d), [1, 0, 1, 0, 0, 0, 0, 0]);
    const changed = rowOf(t, 127, d).filter((v, c) => v !== t[128 * d + c]).length;
    assert.equal(changed, 8, '127 -> 128 flips every bit');
  });

  test(`[${f}] learned is deterministic per seed and bounded`, () => {
    const a = pe.alternative({ kind: 'learned', positions: 32, dModel: 8, seed: 42 });
    assert.deepEqual(a, pe.alternative({ kind: 'learned', positions: 32, dModel: 8, seed: 42 }));
    assert.notDeepEqual(a, pe.alternative({ kind: 'learned', positions: 32, dModel: 8, seed: 43 }));
    assert.ok(a.every((v) => v >= -1 && v < 1));
  });

  test(`[${f}] each bug has its signature`, () => {
    const d = 8;
    const batch = pe.alternative({ kind: 'bug-batch-axis', positions: 20, dModel: d, seed: 2 });
    const pe2 = Array.from(pe.encode({ positions: 1, dModel: d, offset: 2 }));
    for (let p = 0; p < 20; p++) assert.deepEqual(rowOf(batch, p, d), pe2);
    const exponent = pe.alternative({ kind: 'bug-exponent', positions: 10, dModel: d });
    const angle = 9 * 10000 ** (-3 / d);
    assert.ok(Math.abs(exponent[9 * d + 3] - Math.cos(angle)) < 1e-7);
    const multiply = pe.alternative({ kind: 'bug-multiply', positions: 10, dModel: d });
    assert.ok(Math.abs(multiply[9 * d + 6] - Math.sin(9 * 10000 ** (6 / d))) < 1e-6);
    const integer = pe.alternative({ kind: 'bug-integer-exponent', positions: 10, dModel: d, base: 100 });
    for (let c = 0; c < d; c++) assert.ok(Math.abs(integer[9 * d + c] - (c % 2 ? Math.cos(9) : Math.sin(9))) < 1e-6);
  });

  test(`[${f}] float16 angles: error grows with the position; bfloat16 is worse`, () => {
    const early = pe.precision({ positions: 64, dModel: 16, format: 'float16' });
    const late = pe.precision({ positions: 64, dModel: 16, offset: 30000, format: 'float16' });
    const bf = pe.precision({ positions: 64, dModel: 16, format: 'bfloat16' });
    assert.equal(early.values.length, 64 * 16);
    assert.equal(early.errorByPosition.length, 64);
    assert.equal(early.errorByPosition[0], 0);
    assert.ok(early.maxError < 0.05 && late.maxError > 0.5 && bf.maxError > early.maxError);
    assert.ok(Math.abs(Math.max(...late.errorByPosition) - late.maxError) < 1e-6);
    // Channel 0 of position 30000: sin of the float16 angle (spacing 16 there).
    assert.ok(Math.abs(late.values[0] - Math.sin(30000)) < 1e-7, 'spacing 16: 30000 is exact');
    assert.ok(Math.abs(late.values[16] - Math.sin(30000)) < 1e-7, '30001 rounds down to 30000');
  });
}

const [pe] = flavors;
const ok = { positions: 4, dModel: 4 };
const BAD = {
  alternative: [
    [{ ...ok }, TypeError, 'kind is required'],
    [{ ...ok, kind: 'sine' }, RangeError, 'kind'],
    [{ ...ok, kind: 3 }, TypeError, 'kind'],
    [{ ...ok, kind: 'index', positions: 0 }, RangeError, 'positions'],
    [{ ...ok, kind: 'index', positions: 1.5 }, RangeError, 'positions'],
    [{ ...ok, kind: 'index', dModel: NaN }, RangeError, 'dModel'],
    [{ ...ok, kind: 'index', dModel: Infinity }, RangeError, 'dModel'],
    [{ ...ok, kind: 'index', dModel: null }, TypeError, 'dModel'],
    [{ ...ok, kind: 'learned', seed: -1 }, RangeError, 'seed'],
    [{ ...ok, kind: 'learned', seed: '1' }, TypeError, 'seed'],
    [{ ...ok, kind: 'learned', seed: 1048576 }, RangeError, 'seed'],
    [{ kind: 'index', positions: 8192, dModel: 8192 }, RangeError, 'positions * dModel'],
    [{ ...ok, kind: 'bug-multiply', base: 1 }, RangeError, 'base'],
    ...badIntegers({ kind: 'index', dModel: 4 }, 'positions', 1),
    ...badIntegers({ kind: 'index', positions: 4 }, 'dModel', 1),
    ...badIntegers({ ...ok, kind: 'learned' }, 'seed', 0),
  ],
  precision: [
    [{ ...ok }, TypeError, 'format is required'],
    [{ ...ok, format: 'float8' }, RangeError, 'format'],
    [{ ...ok, format: 'float16', offset: 65517 }, RangeError, 'offset + positions (float16)'],
    [{ ...ok, format: 'bfloat16', offset: 1048573 }, RangeError, 'offset + positions'],
    [{ ...ok, format: 'float16', positions: -1 }, RangeError, 'positions'],
    [{ ...ok, format: 'float16', offset: 0.5 }, RangeError, 'offset'],
    [{ positions: 8192, dModel: 8192, format: 'bfloat16' }, RangeError, 'positions * dModel'],
    [{ ...ok, format: null }, TypeError, 'format'],
    ...badIntegers({ dModel: 4, format: 'float16' }, 'positions', 1),
    ...badIntegers({ positions: 4, format: 'float16' }, 'dModel', 1),
    ...badIntegers({ ...ok, format: 'bfloat16' }, 'offset', 0),
  ],
};

testBadInput(pe, BAD);

test('float16 allows offset + positions up to 65520 and bfloat16 beyond', () => {
  assert.equal(pe.precision({ positions: 4, dModel: 2, offset: 65516, format: 'float16' }).values.length, 8);
  assert.ok(Number.isFinite(pe.precision({ positions: 4, dModel: 2, offset: 900000, format: 'bfloat16' }).maxError));
});

test('alternative and precision keep working after every bad call', () => {
  callAllBad(pe, BAD);
  assert.deepEqual(Array.from(pe.alternative({ kind: 'binary', positions: 4, dModel: 2 })), [0, 0, 1, 0, 0, 1, 1, 1]);
});
