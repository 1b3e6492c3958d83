import { test } from 'node:test';
import assert from 'node:assert/strict';
import { niceRange, niceTicks, tickText } from '../../web/src/render/ticks.js';

test('ticks fall on round numbers (1, 2 or 5 times a power of ten), never on 95 or 0.473', () => {
  assert.deepEqual(niceTicks(0, 127), [0, 20, 40, 60, 80, 100, 120]);
  assert.deepEqual(niceTicks(0, 191, 4), [0, 50, 100, 150]);
  assert.deepEqual(niceTicks(-1, 1, 4), [-1, -0.5, 0, 0.5, 1]);
  assert.deepEqual(niceTicks(10000, 10255, 5), [10000, 10050, 10100, 10150, 10200, 10250]);
  assert.deepEqual(niceTicks(0.2, 1, 4), [0.2, 0.4, 0.6, 0.8, 1]);
  for (const [lo, hi] of [[0, 1.99], [0.33, 1], [0, 0.473], [3, 3e6], [-7.5, 2.25]]) {
    const ticks = niceTicks(lo, hi, 4);
    assert.ok(ticks.length >= 2, `${ticks} over [${lo}, ${hi}]`);
    const step = ticks[1] - ticks[0];
    const mantissa = step / 10 ** Math.floor(Math.log10(step));
    assert.ok([1, 2, 5].some((m) => Math.abs(mantissa - m) < 1e-9), `step ${step} is 1, 2 or 5 times a power of ten`);
    for (const t of ticks) {
      assert.ok(t >= lo - 1e-9 && t <= hi + 1e-9, `${t} in [${lo}, ${hi}]`);
      assert.ok(Math.abs(t / step - Math.round(t / step)) < 1e-9, `${t} is a multiple of ${step}`);
    }
  }
});

test('a data range widens to round ends, and tick text uses a real minus sign and thousands separators', () => {
  assert.deepEqual(niceRange(0, 1.99, 4), [0, 2]);
  assert.deepEqual(niceRange(0.33, 1, 4), [0.2, 1]);
  assert.deepEqual(niceRange(5, 5), [4, 6]);
  assert.equal(tickText(-0.5), '−0.5');
  assert.equal(tickText(10050), '10,050');
  assert.equal(tickText(0.1 + 0.2), '0.3');
});

test("tick text in a locale's convention: Spanish decimal comma and point groups, Chinese grouping, English unchanged", async () => {
  const { ENGLISH, loadLocalizer } = await import('../../web/src/text/l10n.js');
  const [es, zh] = await Promise.all([loadLocalizer('es'), loadLocalizer('zh-CN')]);
  const values = [-0.5, 0.3, 5000, 10050, -12000, 1e6];
  assert.deepEqual(values.map((v) => tickText(v, ENGLISH)), values.map((v) => tickText(v)));
  assert.deepEqual(values.map((v) => tickText(v, es)), ['−0,5', '0,3', '5000', '10.050', '−12.000', '1.000.000']);
  assert.deepEqual(values.map((v) => tickText(v, zh)), ['−0.5', '0.3', '5000', '10,050', '−12,000', '1,000,000']);
});
