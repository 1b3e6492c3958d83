// @ts-check
/**
 * Section 1's words for the learner: which reordering the buttons make, and
 * what the permutation demo's numbers mean. Pure functions (no DOM, no wasm),
 * unit-tested in tests/js/lesson-words.test.js.
 * @module
 */

import { reversal } from '../src/core/permutation.js';
import { localPlainNumber, plainNumber } from '../src/render/cells.js';
import { words } from './words.js';

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
 * The two sentences of the verdict under the order demo, in `l10n`'s words.
 * @param {{ residual: number, meanPoolDifference: number, positional: boolean, identity: boolean }} o
 * @param {import('../src/text/l10n.js').Localizer} [l10n]
 * @returns {{ rows: string, pooled: string, rowsSame: boolean, pooledSame: boolean }}
 */
export function orderVerdict({ residual, meanPoolDifference, positional, identity }, l10n = words()) {
  const rowsSame = residual < SAME_TOLERANCE;
  const pooledSame = meanPoolDifference < SAME_TOLERANCE;
  if (identity) {
    return {
      rows: l10n.t('ui-order-same-order'),
      pooled: '', rowsSame, pooledSame,
    };
  }
  const number = (/** @type {number} */ x) => localPlainNumber(x, l10n);
  const rows = l10n.t(!rowsSame ? 'ui-order-rows-differ' : positional ? 'ui-order-rows-same' : 'ui-order-rows-same-blind',
    { residual: number(residual) });
  const pooled = l10n.t(pooledSame ? 'ui-order-pooled-same' : 'ui-order-pooled-differ',
    { difference: number(meanPoolDifference) });
  return { rows, pooled, rowsSame, pooledSame };
}
