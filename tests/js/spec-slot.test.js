// The spec slot (web/src/core/spec-slot.js): a struct argument is written
// into wasm memory through a view of the slot, and the memory can grow
// between two calls, which detaches the view (a write to it is then lost
// without an error), or the module can be recreated, which gives it another
// memory. Either way the next call must read the spec it was given.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { maxError } from './helpers.js';
import { initTestVariant } from './test-variant.js';

for (const flavor of ['simd', 'base']) {
  test(`${flavor}: spec-taking calls read their own spec after the wasm memory grew and after a recreation`, async () => {
    const pe = await initTestVariant(flavor);
    const encode = (positions, dModel, offset) => {
      const table = pe.encode({ positions, dModel, offset });
      assert.equal(table.length, positions * dModel);
      assert.ok(maxError(table, positions, dModel, offset) < 2e-7, `${positions} x ${dModel} at ${offset}`);
    };
    encode(1, 8, 0);
    const before = pe.debug.heapBytes();
    // A result larger than the memory holds: its buffer grows the memory.
    const big = pe.alternative({ kind: 'index', positions: 4096, dModel: 1024 });
    assert.equal(big.length, 4096 * 1024);
    assert.ok(pe.debug.heapBytes() > before, 'the memory grew');
    encode(5, 12, 4000);
    assert.deepEqual(Array.from(pe.similarity({ positions: 2, dModel: 2 })), [1, Math.fround(Math.cos(1)),
      Math.fround(Math.cos(1)), 1]);
    assert.throws(() => pe.debug.abortForTest(), { code: 'POSENC_ABORT' });
    encode(3, 6, 7);
    assert.equal(pe.debug.generation(), 1);
  });
}
