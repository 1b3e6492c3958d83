import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPermutation } from '../../web/src/core/permutation.js';
import { orderVerdict, plainNumber, reorder } from '../../web/lesson/order-words.js';
import { drawnSettings, figureAttributes, ROTATION_D_MODEL } from '../../web/lesson/figure-attributes.js';
import { settingNotes } from '../../web/lesson/setting-notes.js';
import { DEFAULT_STATE } from '../../web/lesson/state.js';

test('the reorder buttons make the reordering they name, and a lone word stays put', () => {
  assert.deepEqual(reorder('reverse', 3), [2, 1, 0]);
  assert.deepEqual(reorder('move-first', 4), [1, 2, 3, 0]);
  assert.deepEqual(reorder('swap-ends', 4), [3, 1, 2, 0]);
  assert.deepEqual(reorder('move-first', 1), [0]);
  assert.deepEqual(reorder('swap-ends', 1), [0]);
  for (const kind of ['reverse', 'move-first', 'swap-ends']) assert.ok(isPermutation(reorder(kind, 7), 7));
});

test('numbers are written for a learner: two digits, powers of ten for tiny ones', () => {
  assert.equal(plainNumber(0), '0');
  assert.equal(plainNumber(0.4321), '0.43');
  assert.equal(plainNumber(1.234e-7), '1.2 × 10⁻⁷');
  assert.equal(plainNumber(2.5e12), '2.5 × 10¹²');
});

test('the verdict says "same" without positional encoding and "changed" with it', () => {
  const blind = orderVerdict({ residual: 1.2e-7, meanPoolDifference: 3e-8, positional: false, identity: false });
  assert.ok(blind.rowsSame && blind.pooledSame);
  assert.match(blind.rows, /only moved/);
  assert.match(blind.pooled, /same vector/);
  const seeing = orderVerdict({ residual: 0.43, meanPoolDifference: 0.2, positional: true, identity: false });
  assert.ok(!seeing.rowsSame && !seeing.pooledSame);
  assert.match(seeing.rows, /0\.43/);
  assert.match(seeing.pooled, /different vectors/);
  assert.match(orderVerdict({ residual: 0, meanPoolDifference: 0, positional: false, identity: true }).rows, /same as the original/);
});

test('figures share d_model and base, and the rotation matrix stays small enough to show its blocks', () => {
  const figures = figureAttributes({ ...DEFAULT_STATE, d: 512, base: '1000' });
  for (const id of ['heatmap', 'waves', 'fingerprint', 'shift', 'similarity', 'properties-figure']) {
    assert.equal(figures[id]['d-model'], '512', id);
    assert.equal(figures[id].base, '1000', id);
  }
  assert.equal(figures['rotation-figure']['d-model'], String(ROTATION_D_MODEL));
  assert.equal(figureAttributes({ ...DEFAULT_STATE, d: 8 })['rotation-figure']['d-model'], '8');
});

test('figures draw what can be drawn of the choices, with a note for each thing they cannot show', () => {
  const chosen = { ...DEFAULT_STATE, d: 8, pairs: [1, 3, 9], p: 2, k: -5 };
  const drawn = drawnSettings(chosen);
  assert.deepEqual(drawn.pairs, [1, 3]);
  assert.equal(drawn.k, -2);
  assert.match(settingNotes(chosen).pairs, /pairs 0 to 3, so pair 9 is not drawn/);
  assert.match(settingNotes(chosen).k, /k = −5 would reach position −3.*k = −2 until p is at least 5/);
  const figures = figureAttributes(chosen);
  assert.equal(figures.waves.pairs, '1 3');
  assert.equal(figures.shift.k, '-2');
  assert.equal(figures['rotation-figure'].k, '-2');
  const none = drawnSettings({ ...DEFAULT_STATE, d: 4, pairs: [7] });
  assert.deepEqual(none.pairs, [0]);
  assert.match(settingNotes({ ...DEFAULT_STATE, d: 4, pairs: [7] }).pairs, /showing 0 instead/);
  assert.deepEqual(settingNotes({ ...DEFAULT_STATE, d: 16 }), { pairs: '', k: '', rotation: '', similarity: '' });
  assert.match(settingNotes({ ...DEFAULT_STATE, d: 512, n: 1024 }).similarity, /first 256 of your 1024/);
});

