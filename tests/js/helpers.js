// Shared by the node tests: the golden fixtures and both flavours, loaded once.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init } from '../../web/src/index-node.js';

export const golden = JSON.parse(
  readFileSync(new URL('../fixtures/golden.json', import.meta.url), 'utf8'),
);

/** Both wasm flavours, forced (node always has SIMD, so `base` must be asked for). */
export async function bothFlavors() {
  return [await init({ flavor: 'simd', orderLab: true }), await init({ flavor: 'base', orderLab: true })];
}

/** Float64 reference value of channel c (interleaved) at position p. */
export function reference(p, c, dModel, base = 10000) {
  const angle = p * base ** ((-2 * Math.floor(c / 2)) / dModel);
  return c % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
}

/** Max |table - reference| over a positions x dModel table starting at offset. */
export function maxError(table, positions, dModel, offset = 0, base = 10000) {
  let worst = 0;
  for (let r = 0; r < positions; r++) {
    for (let c = 0; c < dModel; c++) {
      worst = Math.max(worst, Math.abs(table[r * dModel + c] - reference(offset + r, c, dModel, base)));
    }
  }
  return worst;
}

/** Asserts that two float arrays hold the same bits (so -0 and NaN payloads count). */
export function assertSameBits(got, want, what) {
  assert.equal(got.length, want.length, `${what}: length`);
  const a = new Uint32Array(got.buffer, got.byteOffset, got.length);
  const b = new Uint32Array(want.buffer, want.byteOffset, want.length);
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) assert.fail(`${what}: element ${i} is ${got[i]}, expected ${want[i]}`);
  }
}
