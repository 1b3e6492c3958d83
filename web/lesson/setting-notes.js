// @ts-check
/**
 * A note beside each figure that cannot show what the learner chose (the
 * wave pairs that d_model does not have, an offset that would reach before
 * position 0, the dials' and the similarity matrix's limits), in words.
 * Every such figure is below the first screens: the notes load with them
 * (later.js). Pure (unit-tested with the state).
 * @module
 */
import { ROTATION_D_MODEL, SIMILARITY_POSITIONS, drawnSettings } from './figure-attributes.js';
import { listOf, words } from './words.js';
import './later-words.js';

/**
 * What the figures draw that differs from the choice, in `l10n`'s words
 * ('' where nothing does).
 * @param {import('./state.js').LessonState} s @param {import('../src/text/l10n.js').Localizer} [l10n]
 * @returns {{ pairs: string, k: string, rotation: string, similarity: string }}
 */
export function settingNotes(s, l10n = words()) {
  const { pairs, missing, replaced, k } = drawnSettings(s);
  const pairCount = s.d / 2;
  const notes = { pairs: '', k: '', rotation: '', similarity: '' };
  const n = (/** @type {number} */ x) => l10n.integer(x);
  if (missing.length > 0) {
    notes.pairs = l10n.t(replaced ? 'ui-attributes-pairs-replaced' : 'ui-attributes-pairs-missing', {
      d: n(s.d), pairCount, lastPair: n(pairCount - 1), count: missing.length,
      missing: listOf(missing.map(n), l10n), shown: listOf(pairs.map(n), l10n),
    });
  } else if (replaced) {
    // Nothing chosen is missing and nothing is drawn of it: nothing was chosen.
    notes.pairs = l10n.t('ui-attributes-no-pair', { shown: listOf(pairs.map(n), l10n) });
  }
  if (k !== s.k) notes.k = l10n.t('ui-attributes-k', { k: n(s.k), reach: n(s.p + s.k), used: n(k), least: n(-s.k) });
  if (s.d > ROTATION_D_MODEL) {
    notes.rotation = l10n.t('ui-attributes-rotation', {
      d: n(s.d), pairs: n(ROTATION_D_MODEL / 2), dials: n(ROTATION_D_MODEL), rest: n((s.d - ROTATION_D_MODEL) / 2),
    });
  }
  if (s.n > SIMILARITY_POSITIONS) {
    notes.similarity = l10n.t('ui-attributes-similarity', { shown: n(SIMILARITY_POSITIONS), positions: n(s.n) });
  }
  return notes;
}
