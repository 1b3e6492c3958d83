// @ts-check
/**
 * Which settings each figure of the page follows: the lesson state mapped to
 * element attributes, keyed by element id, and what is drawn where a figure
 * cannot show what the learner chose (setting-notes.js says it in words).
 * Pure (unit-tested with the state).
 * Figures share settings where it helps: d_model, base and layout of
 * section 3 drive every figure of sections 3, 4 and 6.
 *
 * The state keeps every choice as made; only what is drawn is clamped here.
 * @module
 */
import { DEFAULT_PAIRS } from './state.js';

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
 * @property {number[]} missing  the chosen pairs that d_model does not have
 * @property {boolean} replaced  none of the chosen pairs is drawn: `pairs` are the default ones
 * @property {number} k  the offset drawn (p + k never below 0)
 */

/**
 * What the figures draw for a state.
 * @param {import('./state.js').LessonState} s
 * @returns {Drawn}
 */
export function drawnSettings(s) {
  const pairCount = s.d / 2;
  const chosen = [...new Set(s.pairs)];
  const existing = chosen.filter((i) => i < pairCount);
  const missing = chosen.filter((i) => i >= pairCount);
  const replaced = existing.length === 0;
  const pairs = replaced ? DEFAULT_PAIRS.filter((i) => i < pairCount) : existing;
  return { pairs, missing, replaced, k: Math.max(s.k, -s.p) };
}

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
