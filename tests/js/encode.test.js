import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bothFlavors, golden, maxError, reference } from './helpers.js';

const flavors = await bothFlavors();

for (const pe of flavors) {
  test(`the ${pe.flavor} flavour matches the keras-hub reference rows`, () => {
    // Source: keras-hub sine_position_encoding_test.py (tests/fixtures/golden.json).
    for (const { dModel, position, row } of golden.keras_hub.cases) {
      const got = pe.encode({ positions: 1, dModel, offset: position });
      row.forEach((want, c) => assert.ok(Math.abs(got[c] - want) <= golden.keras_hub.tolerance,
        `d=${dModel} p=${position} channel ${c}: ${got[c]} vs ${want}`));
    }
  });

  test(`the ${pe.flavor} flavour matches tensor2tensor's timing signal`, () => {
    // Source: tensor2tensor common_attention_test.py (tests/fixtures/golden.json).
    for (const p of golden.tensor2tensor.positions) {
      const got = pe.encode({ positions: 1, dModel: 4, offset: p, layout: 'concatenated', spacing: 'tensor2tensor' });
      const want = [Math.sin(p), Math.sin(p * 1e-4), Math.cos(p), Math.cos(p * 1e-4)];
      want.forEach((w, c) => assert.ok(Math.abs(got[c] - w) <= golden.tensor2tensor.tolerance));
    }
  });

  test(`the ${pe.flavor} flavour keeps the contract at the far end of the position range`, () => {
    const { maxAbsError, maxPositions } = golden.contract;
    for (const [positions, dModel] of [[512, 512], [64, 8192], [4096, 6]]) {
      const offset = maxPositions - positions;
      const table = pe.encode({ positions, dModel, offset });
      const error = maxError(table, positions, dModel, offset);
      assert.ok(error <= maxAbsError, `${positions}x${dModel}@${offset}: ${error}`);
    }
  });

  test(`the ${pe.flavor} flavour gives every row the norm sqrt(dModel/2) and offset-only dot products`, () => {
    for (const { dModel, k, value } of golden.identities.dot) {
      const table = pe.encode({ positions: 300, dModel });
      for (const p of [0, 11, 250]) {
        let norm = 0, dot = 0;
        for (let c = 0; c < dModel; c++) {
          norm += table[p * dModel + c] ** 2;
          dot += table[p * dModel + c] * table[(p + k) * dModel + c];
        }
        assert.ok(Math.abs(norm - dModel / 2) <= golden.identities.tolerance);
        assert.ok(Math.abs(dot - value) <= golden.identities.tolerance);
      }
    }
  });
}

test('both flavours agree within the contract', () => {
  const [simd, base] = flavors;
  const options = { positions: 777, dModel: 300, offset: 123456, base: 500 };
  const a = simd.encode(options), b = base.encode(options);
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i] - b[i]));
  assert.ok(worst <= golden.contract.maxAbsError, String(worst));
});

test('a 7 x 10 table is row-major: row r holds position r, column c channel c', () => {
  const [pe] = flavors;
  const table = pe.encode({ positions: 7, dModel: 10 });
  assert.equal(table.length, 70);
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 10; c++) assert.ok(Math.abs(table[r * 10 + c] - reference(r, c, 10)) < 1e-7);
  }
});

test('the concatenated layout puts all sines first, then the cosines', () => {
  const [pe] = flavors;
  const inter = pe.encode({ positions: 5, dModel: 7 });
  const concat = pe.encode({ positions: 5, dModel: 7, layout: 'concatenated' });
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 7; c++) {
      const source = c < 4 ? 2 * c : 2 * (c - 4) + 1;
      assert.equal(concat[r * 7 + c], inter[r * 7 + source]);
    }
  }
});

test('an odd dModel ends with a sine channel', () => {
  const [pe] = flavors;
  const row = pe.encode({ positions: 1, dModel: 5, offset: 9 });
  assert.ok(Math.abs(row[4] - Math.sin(9 * 10000 ** (-4 / 5))) < 1e-7);
});

test('results are fresh copies that survive heap growth', () => {
  const [pe] = flavors;
  const small = pe.encode({ positions: 3, dModel: 4 });
  const before = Array.from(small);
  const big = pe.encode({ positions: 4096, dModel: 8192 }); // 128 MiB: grows the wasm heap
  assert.equal(big.length, 4096 * 8192);
  assert.ok(Math.abs(big[big.length - 1] - reference(4095, 8191, 8192)) < 1e-6);
  assert.deepEqual(Array.from(small), before);
  const again = pe.encode({ positions: 3, dModel: 4 });
  assert.deepEqual(Array.from(again), before);
  assert.notEqual(again.buffer, small.buffer);
});

test('frequencies and wavelengths follow base^(-2i/d)', () => {
  const [pe] = flavors;
  const w = pe.frequencies({ dModel: 512 });
  assert.equal(w.length, 256);
  assert.equal(w[0], 1);
  assert.ok(Math.abs(w[255] - 10000 ** (-510 / 512)) < 1e-15);
  const odd = pe.frequencies({ dModel: 7 });
  assert.equal(odd.length, 4);
  const lambda = pe.wavelengths({ dModel: 512 });
  assert.ok(Math.abs(lambda[0] - 2 * Math.PI) < 1e-12);
  assert.ok(lambda[255] < 2 * Math.PI * 10000);
});

test('out: encode and similarity write into the caller\'s array and return it, or name what is wrong', async () => {
  const [pe] = flavors;
  const out = new Float32Array(5 * 6).fill(7);
  assert.equal(pe.encode({ positions: 5, dModel: 6, offset: 3, out }), out);
  assert.deepEqual(out, pe.encode({ positions: 5, dModel: 6, offset: 3 }));
  const s = new Float32Array(4 * 4);
  assert.equal(pe.similarity({ positions: 4, dModel: 8, out: s }), s);
  assert.deepEqual(s, pe.similarity({ positions: 4, dModel: 8 }));
  // An array made in another realm (an iframe, a vm context) is accepted.
  const { runInNewContext } = await import('node:vm');
  const foreign = runInNewContext('new Float32Array(2)');
  assert.equal(pe.encode({ positions: 1, dModel: 2, out: foreign }), foreign);
  assert.equal(foreign[1], 1);

  const untouched = new Float32Array(30).fill(7);
  const wrong = [
    [{ positions: 5, dModel: 6, out: new Float32Array(29) }, RangeError, /out must have positions \* dModel = 30 elements; got a Float32Array of length 29/],
    [{ positions: 5, dModel: 6, out: new Float64Array(30) }, TypeError, /out must be a Float32Array; got an object/],
    [{ positions: 5, dModel: 6, out: Array(30).fill(0) }, TypeError, /out must be a Float32Array; got an array of length 30/],
    [{ positions: 5, dModel: 6, out: { length: 30, set() {}, [Symbol.toStringTag]: 'Float32Array' } }, TypeError, /out must be a Float32Array/],
    [{ positions: 5, dModel: 6, base: 1, out: untouched }, RangeError, /base/],
  ];
  for (const [options, Kind, message] of wrong) {
    assert.throws(() => pe.encode(options), (e) => e instanceof Kind && message.test(e.message), message.source);
  }
  assert.ok(untouched.every((v) => v === 7), 'nothing is written when an option is wrong');
  assert.throws(() => pe.similarity({ positions: 4, dModel: 8, out: new Float32Array(15) }),
    /posenc\.similarity: out must have positions \* positions = 16 elements/);
  // A transferred (detached) buffer has length 0, and is refused the same way.
  const detached = new Float32Array(2);
  structuredClone(detached.buffer, { transfer: [detached.buffer] });
  assert.throws(() => pe.encode({ positions: 1, dModel: 2, out: detached }), /got a Float32Array of length 0/);
  assert.deepEqual(Array.from(pe.encode({ positions: 1, dModel: 2 })), [0, 1]);
});
