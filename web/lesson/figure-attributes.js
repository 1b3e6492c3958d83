// @ts-check
/**
 * Which settings each figure of the page follows: the lesson state mapped to
 * element attributes, keyed by element id. Pure (unit-tested with the state).
 * Figures share settings where it helps: d_model, base and layout of
 * section 3 drive every figure of sections 3 to 5.
 * @module
 */

/** Largest d_model at which M_k's 2 x 2 blocks stay visible on a phone. */
export const ROTATION_D_MODEL = 32;
/** Most positions of the similarity matrix (and its profile). */
export const SIMILARITY_POSITIONS = 256;

/**
 * @param {import('./state.js').LessonState} s
 * @returns {Record<string, Record<string, string | boolean>>}
 */
export function figureAttributes(s) {
  const d = String(s.d);
  const shared = { 'd-model': d, base: s.base };
  const similar = { ...shared, positions: String(Math.min(s.n, SIMILARITY_POSITIONS)) };
  const shift = { ...shared, p: String(s.p), k: String(s.k) };
  return {
    heatmap: { ...shared, positions: String(s.n), layout: s.layout },
    waves: { ...shared, layout: s.layout, pairs: s.pairs.join(' '), positions: String(Math.min(s.n, 256)) },
    fingerprint: { ...shared, layout: s.layout, p: String(s.p) },
    'rotation-figure': { ...shift, 'd-model': String(Math.min(s.d, ROTATION_D_MODEL)) },
    shift,
    similarity: similar,
    'properties-figure': { ...shared, positions: String(s.n) },
    precision: { 'd-model': String(Math.min(s.d, 256)), offset: String(s.at), format: s.fmt },
    bug: { kind: s.bug, 'd-model': String(Math.min(s.d, 128)), positions: String(Math.min(s.n, 128)) },
    rope: { base: s.base },
  };
}
