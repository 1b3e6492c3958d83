// Shared by the node tests: the golden fixtures and both flavours, loaded once.
import { readFileSync } from 'node:fs';
import { init } from '../../web/src/index-node.js';

export const golden = JSON.parse(
  readFileSync(new URL('../fixtures/golden.json', import.meta.url), 'utf8'),
);

/** Both wasm flavours, forced (node always has SIMD, so `base` must be asked for). */
export async function bothFlavors() {
  return [await init({ flavor: 'simd' }), await init({ flavor: 'base' })];
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
