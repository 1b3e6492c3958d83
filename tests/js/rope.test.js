import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bothFlavors } from './helpers.js';
import { rowDot } from './attention-helpers.js';

const flavors = await bothFlavors();

/** rows x dModel values from a fixed formula (no randomness needed). */
function sample(rows, dModel, scale = 1) {
  return Float32Array.from({ length: rows * dModel }, (_, i) => scale * Math.sin(i * 1.7 + 0.3));
}

for (const pe of flavors) {
  test(`${pe.flavor}: rope rotates each pair by (offset + r) w_i within 4e-7 (|x_2i| + |x_2i+1|)`, () => {
    for (const [rows, dModel, offset] of [[40, 16, 0], [9, 7, 1000], [3, 64, 1048000]]) {
      const input = sample(rows, dModel, 2);
      const out = pe.rope({ input, rows, dModel, offset });
      const w = pe.frequencies({ dModel });
      for (let r = 0; r < rows; r++) {
        for (let i = 0; 2 * i + 1 < dModel; i++) {
          const at = r * dModel + 2 * i, angle = (offset + r) * w[i];
          const a = input[at], b = input[at + 1], s = Math.sin(angle), c = Math.cos(angle);
          const bound = 4e-7 * (Math.abs(a) + Math.abs(b)) + 1e-30;
          assert.ok(Math.abs(out[at] - (a * c - b * s)) <= bound);
          assert.ok(Math.abs(out[at + 1] - (a * s + b * c)) <= bound);
        }
        if (dModel % 2 === 1) assert.equal(out[r * dModel + dModel - 1], input[r * dModel + dModel - 1]);
      }
    }
  });

  test(`${pe.flavor}: the RoPE score q_m . k_n depends only on m - n`, () => {
    const positions = 32, dModel = 16;
    const q = sample(1, dModel), k = sample(1, dModel, -0.5).reverse();
    const tile = (v) => Float32Array.from({ length: positions * dModel }, (_, i) => v[i % dModel]);
    const rq = pe.rope({ input: tile(q), rows: positions, dModel });
    const rk = pe.rope({ input: tile(k), rows: positions, dModel });
    let spread = 0;
    for (let m = 0; m < positions; m++) {
      for (let n = 0; n < positions; n++) {
        const delta = m - n;
        const anchor = delta >= 0 ? rowDot(rq, delta, rk, 0, dModel) : rowDot(rq, 0, rk, -delta, dModel);
        assert.ok(Math.abs(rowDot(rq, m, rk, n, dModel) - anchor) <= 1e-5, `m=${m} n=${n}`);
        spread = Math.max(spread, Math.abs(anchor - rowDot(rq, 0, rk, 0, dModel)));
      }
    }
    assert.ok(spread >= 0.1, 'the score changes with the offset');
  });

  test(`${pe.flavor}: rope accepts Float64Array and arrays, leaves the input alone and returns a fresh array`, () => {
    const input = [1, 0, 0, 1];
    const fromArray = pe.rope({ input, rows: 2, dModel: 2 });
    assert.deepEqual(input, [1, 0, 0, 1]);
    assert.deepEqual(pe.rope({ input: Float64Array.from(input), rows: 2, dModel: 2 }), fromArray);
    assert.deepEqual(Array.from(fromArray.subarray(0, 2)), [1, 0]);  // position 0: identity
    assert.ok(Math.abs(fromArray[2] + Math.sin(1)) < 1e-7 && Math.abs(fromArray[3] - Math.cos(1)) < 1e-7);
    const kept = fromArray.slice();
    pe.rope({ input: sample(64, 64), rows: 64, dModel: 64 });
    assert.deepEqual(fromArray, kept);
  });
}
