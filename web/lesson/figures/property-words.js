// @ts-check
/**
 * What the property figure of section 6 measures and says, as pure functions
 * (no DOM, no wasm; unit-tested in tests/js/lesson-checks.test.js), the
 * words from the lesson-figures catalog.
 *
 * The distance between two codes depends only on their offset, so the
 * closest pair is never alone: every pair the same offset apart ties with it
 * (a family of positions − offset pairs). The uniqueness verdict says so, and
 * is honest about near-collisions: it says how many channels of the two codes
 * a model computing in bfloat16 would store as the same number.
 * @module
 */
// The lesson's catalogs, whose English the verdict speaks by default (its
// words are in lesson-figures.ftl, with the figure that shows them).
import '../words.js';
import './later-words.js';
import { ENGLISH } from '../../src/text/l10n.js';

/** Spacing of bfloat16 numbers between 0.5 and 1. */
export const BFLOAT16_STEP = 2 ** -8;
/** Below this smallest distance, codes are called close (but distinct). */
export const CLOSE_DISTANCE = 0.1;
/** Bins of the value histogram over [−1, 1]. */
export const BINS = 20;

const f32 = new Float32Array(1), u32 = new Uint32Array(f32.buffer);

/**
 * `x` rounded to bfloat16 (float32's exponent, 8 significant bits; to
 * nearest, ties to even), as a number. Finite inputs only.
 * @param {number} x
 */
export function toBfloat16(x) {
  f32[0] = x;
  const bits = u32[0];
  u32[0] = ((bits + 0x7fff + ((bits >>> 16) & 1)) >>> 16) << 16;
  return f32[0];
}

/**
 * How many channels of two codes round to the same bfloat16 number.
 * @param {ArrayLike<number>} a @param {ArrayLike<number>} b
 */
export function sameInBfloat16(a, b) {
  let same = 0;
  for (let c = 0; c < a.length; c++) if (toBfloat16(a[c]) === toBfloat16(b[c])) same++;
  return same;
}

/**
 * The distance between codes k apart, for every offset k below `positions`,
 * from the closed form ‖PE(p) − PE(p + k)‖² = d_model − 2 Σᵢ cos(k ωᵢ)
 * (`profile`: posenc.dotProfile, even d_model), and how many pairs of
 * positions are closer than `within`.
 * @param {Float64Array} profile @param {number} dModel @param {number} within
 */
export function offsetFamilies(profile, dModel, within) {
  const positions = profile.length;
  const distance = Float64Array.from(profile, (dot) => Math.sqrt(Math.max(0, dModel - 2 * dot)));
  let pairs = 0;
  for (let k = 1; k < positions; k++) if (distance[k] < within) pairs += positions - k;
  return { distance, pairsWithin: pairs };
}

/**
 * @typedef {object} ClosestPair
 * @property {number} distance  the smallest distance between two codes
 * @property {[number, number]} pair  one pair at that distance (p < q)
 * @property {number} positions  rows of the table
 * @property {number} channels  d_model
 * @property {number} sameChannels  channels of the pair equal once rounded to bfloat16
 */

/**
 * What the smallest distance between two codes means, in `l10n`'s words
 * (English by default). The distance itself is shown beside it (the
 * figure's value line), so the words do not repeat it.
 * @param {ClosestPair} closest @param {import('../../src/text/l10n.js').Localizer} [l10n]
 * @returns {{ level: 'collision' | 'close' | 'distinct', text: string }}
 */
export function uniquenessVerdict({ distance, pair: [p, q], positions, channels, sameChannels }, l10n = ENGLISH) {
  const offset = q - p, family = positions - offset;
  // The tied pairs and their verb: "the one neighbouring pair ties", "all 127
  // neighbouring pairs tie", "every pair of positions 710 apart (314 pairs) ties".
  const tied = { adjacent: offset === 1 ? 'yes' : 'no', family, pairs: l10n.grouped(family), apart: l10n.integer(offset) };
  const who = l10n.t('ui-property-words-who', tied), tie = l10n.t('ui-property-words-tie', tied);
  const words = { ...tied, who, tie, p: l10n.integer(p), q: l10n.integer(q) };
  if (distance < BFLOAT16_STEP) {
    const rounded = sameChannels === 0 ? '' : l10n.t(sameChannels < channels ? 'ui-property-words-rounded' : 'ui-property-words-rounded-all',
      { count: sameChannels, same: l10n.integer(sameChannels), channels: l10n.integer(channels) });
    return {
      level: 'collision',
      text: rounded ? l10n.t('ui-property-words-collision-rounded', { ...words, rounded }) : l10n.t('ui-property-words-collision', words),
    };
  }
  if (distance < CLOSE_DISTANCE) return { level: 'close', text: l10n.t('ui-property-words-close', words) };
  return { level: 'distinct', text: l10n.t('ui-property-words-distinct', words) };
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
