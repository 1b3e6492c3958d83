// @ts-check
/**
 * Which settings each figure of the page follows: the lesson state mapped to
 * element attributes, keyed by element id, and a note wherever a figure
 * cannot show what the learner chose. Pure (unit-tested with the state).
 * Figures share settings where it helps: d_model, base and layout of
 * section 3 drive every figure of sections 3, 4 and 6.
 *
 * The state keeps every choice as made; only what is drawn is clamped here.
 * @module
 */
import { DEFAULT_PAIRS } from './state.js';
import { plural } from '../src/text/plural.js';

/**
 * Largest d_model the dials and M_k show (the rotation figure's own limit;
 * its 2 x 2 blocks stay visible on a phone): the lesson's default, so that
 * section 4 shows one d_model throughout unless the learner goes past it.
 */
export const ROTATION_D_MODEL = 64;
/** Most positions of the similarity matrix (and its profile). */
export const SIMILARITY_POSITIONS = 256;
/** How far the second position of the same-turn figure is from p. */
export const SECOND_POSITION = 50;
/** Most positions of the wave plot (more would be a solid band of ink). */
export const WAVE_POSITIONS = 256;

/**
 * @typedef {object} Drawn
 * @property {number[]} pairs  the wave pairs drawn
 * @property {number} k  the offset drawn (p + k never below 0)
 * @property {{ pairs: string, k: string, rotation: string, similarity: string }} notes
 *   what differs from the learner's choice, '' where nothing does
 */

/**
 * What the figures draw for a state, and why it differs from the choice.
 * @param {import('./state.js').LessonState} s
 * @returns {Drawn}
 */
export function drawnSettings(s) {
  const pairCount = s.d / 2;
  const chosen = [...new Set(s.pairs)];
  const existing = chosen.filter((i) => i < pairCount);
  const missing = chosen.filter((i) => i >= pairCount);
  const pairs = existing.length > 0 ? existing : DEFAULT_PAIRS.filter((i) => i < pairCount);
  const notes = { pairs: '', k: '', rotation: '', similarity: '' };
  if (missing.length > 0) {
    const has = pairCount === 1 ? 'only pair 0' : `pairs 0 to ${pairCount - 1}`;
    notes.pairs = `d_model ${s.d} has ${has}, so ${plural(missing.length, 'pair', 'pairs')} ` +
      `${missing.join(', ')} ${plural(missing.length, 'is', 'are')} not drawn` +
      (existing.length > 0 ? '.' : `; showing ${pairs.join(', ')} instead.`) +
      ' Your choice is kept for a larger d_model.';
  } else if (chosen.length === 0) {
    notes.pairs = `No pair chosen: showing ${pairs.join(', ')}.`;
  }
  const k = Math.max(s.k, -s.p);
  if (k !== s.k) {
    notes.k = `Offset k = ${minus(s.k)} would reach position ${minus(s.p + s.k)}, before the first one: ` +
      `the figures use k = ${minus(k)} until p is at least ${-s.k}. Your k is kept.`;
  }
  if (s.d > ROTATION_D_MODEL) {
    notes.rotation = `Fewer pairs than your d_model ${s.d}: the dials and Mₖ show its first ${ROTATION_D_MODEL / 2} pairs ` +
      `(d_model = ${ROTATION_D_MODEL}), so that the 2 × 2 blocks stay visible; the other ${(s.d - ROTATION_D_MODEL) / 2} ` +
      'blocks continue down the diagonal. The check below uses all of them.';
  }
  if (s.n > SIMILARITY_POSITIONS) {
    notes.similarity = `The matrix shows the first ${SIMILARITY_POSITIONS} of your ${s.n} positions ` +
      '(each row would be a fraction of a pixel); every row has the same profile anyway.';
  }
  return { pairs, k, notes };
}

/** An integer with a real minus sign. @param {number} x */
const minus = (x) => String(x).replace('-', '−');

/**
 * @param {import('./state.js').LessonState} s
 * @returns {Record<string, Record<string, string | boolean>>}
 */
export function figureAttributes(s) {
  const drawn = drawnSettings(s);
  const d = String(s.d);
  const shared = { 'd-model': d, base: s.base };
  const similar = { ...shared, positions: String(Math.min(s.n, SIMILARITY_POSITIONS)) };
  const shift = { ...shared, p: String(s.p), k: String(drawn.k) };
  return {
    heatmap: { ...shared, positions: String(s.n), layout: s.layout },
    waves: { ...shared, layout: s.layout, pairs: drawn.pairs.join(' '), positions: String(Math.min(s.n, WAVE_POSITIONS)) },
    fingerprint: { ...shared, layout: s.layout, p: String(s.p) },
    'rotation-figure': { ...shift, 'd-model': String(Math.min(s.d, ROTATION_D_MODEL)) },
    shift,
    'same-turn': { ...shift, q: String(s.p + SECOND_POSITION) },
    similarity: similar,
    'properties-figure': { ...shared, positions: String(s.n), p: String(s.p) },
    precision: { 'd-model': String(Math.min(s.d, 256)), offset: String(s.at), format: s.fmt },
    bug: { kind: s.bug, 'd-model': String(Math.min(s.d, 128)), positions: String(Math.min(s.n, 128)) },
    rope: { base: s.base },
  };
}
