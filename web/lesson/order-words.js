// @ts-check
/**
 * Section 1's words for the learner: which reordering the buttons make, and
 * what the permutation demo's numbers mean. Pure functions (no DOM, no wasm),
 * unit-tested in tests/js/lesson-words.test.js.
 * @module
 */

import { reversal } from '../src/core/permutation.js';
import { plainNumber } from '../src/render/cells.js';

export { plainNumber };

/** Below this, a difference is float rounding: the outputs are "the same". */
export const SAME_TOLERANCE = 1e-4;

/**
 * The reordering of `n` words a button asks for (item i = index of the
 * original word placed at i).
 * @param {'reverse' | 'move-first' | 'swap-ends'} kind @param {number} n
 * @returns {number[]}
 */
export function reorder(kind, n) {
  if (kind === 'reverse') return reversal(n);
  const identity = Array.from({ length: n }, (_, i) => i);
  if (kind === 'move-first') return n < 2 ? identity : [...identity.slice(1), 0];
  if (n >= 2) [identity[0], identity[n - 1]] = [identity[n - 1], identity[0]];
  return identity;
}

/**
 * The two sentences of the verdict under the order demo.
 * @param {{ residual: number, meanPoolDifference: number, positional: boolean, identity: boolean }} o
 * @returns {{ rows: string, pooled: string, rowsSame: boolean, pooledSame: boolean }}
 */
export function orderVerdict({ residual, meanPoolDifference, positional, identity }) {
  const rowsSame = residual < SAME_TOLERANCE;
  const pooledSame = meanPoolDifference < SAME_TOLERANCE;
  if (identity) {
    return {
      rows: 'This order is the same as the original one: pick another to compare.',
      pooled: '', rowsSame, pooledSame,
    };
  }
  const rows = rowsSame
    ? `Each word's output only moved to the word's new place: put back in the original order, the ` +
      `two outputs differ by at most ${plainNumber(residual)}, which is rounding noise. ` +
      (positional ? '' : 'Attention did not notice the new order.')
    : `The outputs changed, not just moved: put back in the original order, they still differ by up to ` +
      `${plainNumber(residual)}. The order now matters.`;
  const pooled = pooledSame
    ? `Averaged over the words, both sentences give the same vector (difference ${plainNumber(meanPoolDifference)}): ` +
      'a model reading that average cannot tell the two sentences apart.'
    : `Averaged over the words, the two sentences give different vectors (difference ${plainNumber(meanPoolDifference)}): ` +
      'the two meanings can now be told apart.';
  return { rows, pooled, rowsSame, pooledSame };
}
