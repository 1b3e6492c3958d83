// @ts-check
/**
 * What the property figure of section 6 measures and says, as pure functions
 * (no DOM, no wasm; unit-tested in tests/js/lesson-checks.test.js).
 *
 * The uniqueness verdict is honest about near-collisions: two codes closer
 * than the spacing of bfloat16 numbers near 1 (2⁻⁸ ≈ 0.004) may be stored as
 * the same numbers by a model that computes in that format.
 * @module
 */
import { plainNumber } from '../../src/render/cells.js';
import { fmt } from './schema.js';

/** Spacing of bfloat16 numbers between 0.5 and 1. */
export const BFLOAT16_STEP = 2 ** -8;
/** Below this smallest distance, codes are called close (but distinct). */
export const CLOSE_DISTANCE = 0.1;
/** Bins of the value histogram over [−1, 1]. */
export const BINS = 20;

/**
 * What the smallest distance between two codes means.
 * @param {number} distance @param {[number, number]} pair
 * @returns {{ level: 'collision' | 'close' | 'distinct', text: string }}
 */
export function uniquenessVerdict(distance, [p, q]) {
  if (distance < BFLOAT16_STEP) {
    return {
      level: 'collision',
      text: `Near-collision: positions ${p} and ${q} are only ${plainNumber(distance)} apart. Their codes differ, but by ` +
        `less than the gap between neighbouring bfloat16 numbers near 1 (${fmt(BFLOAT16_STEP, 2)}), so a model computing ` +
        'in that format may store the two as the same numbers. Use more pairs, or fewer positions.',
    };
  }
  if (distance < CLOSE_DISTANCE) {
    return {
      level: 'close',
      text: `Distinct, but close: positions ${p} and ${q} are ${fmt(distance, 2)} apart, a small fraction of the ` +
        'typical distance between codes.',
    };
  }
  return {
    level: 'distinct',
    text: `No two positions share a code: the closest pair, positions ${p} and ${q}, is still ${fmt(distance, 3)} apart.`,
  };
}

/**
 * Distances from row p to every row, row lengths and a histogram of the
 * values of a positions x dModel table.
 * @param {Float32Array} table @param {number} rows @param {number} cols @param {number} p
 */
export function rowGeometry(table, rows, cols, p) {
  const distance = new Float64Array(rows), norm = new Float64Array(rows), bins = new Float64Array(BINS);
  for (let r = 0; r < rows; r++) {
    let d2 = 0, n2 = 0;
    for (let c = 0; c < cols; c++) {
      const x = table[r * cols + c];
      d2 += (x - table[p * cols + c]) ** 2;
      n2 += x * x;
      bins[Math.min(BINS - 1, Math.max(0, Math.floor(((x + 1) / 2) * BINS)))]++;
    }
    distance[r] = Math.sqrt(d2);
    norm[r] = Math.sqrt(n2);
  }
  let least = Infinity;
  for (let r = 0; r < rows; r++) if (r !== p) least = Math.min(least, distance[r]);
  // Ties within float rounding: p − k and p + k are always equally far.
  const nearest = [];
  for (let r = 0; r < rows; r++) if (r !== p && distance[r] <= least + 1e-5) nearest.push(r);
  return { distance, norm, bins: bins.map((b) => b / (rows * cols)), nearest };
}
