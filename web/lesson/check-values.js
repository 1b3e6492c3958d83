// @ts-check
/**
 * The numbers behind the lesson's questions, computed by the module for the
 * current settings: the right answers of the numeric check questions, the
 * values a likely slip gives (for a hint), and the live numbers quoted in the
 * questions and explanations. Pure apart from the module handed in;
 * unit-tested in node (tests/js/lesson-checks.test.js).
 * @module
 */
import { plainNumber } from '../src/render/cells.js';
import { fmt } from './figures/schema.js';
import { offsetFamilies } from './figures/property-words.js';
import { groupedNumber } from '../src/core/numbers.js';

/** The position whose squared length question 6 asks for. */
export const NORM_POSITION = 500;

/** Longest typed answer read (the boxes in web/index.html have the same maxlength). */
export const MAX_TYPED = 12;

/** Longest text read as a typed number; anything longer is not an answer. */
const MAX_NUMBER_TEXT = 32;

/**
 * A typed number: digits with an optional decimal point and sign, or null.
 * A linear-time pattern (no nested quantifiers), and longer text is refused
 * before any pattern runs.
 * @param {string} text
 * @returns {number | null}
 */
export function parseTypedNumber(text) {
  if (text.length > MAX_NUMBER_TEXT) return null;
  const t = text.trim().replace(/^−/, '-');
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}

/** Hints for the values of likely slips, by slip name. */
const HINTS = {
  pair0: 'That is the wavelength of pair 0, which is always 2π; pair 1 turns a little slower.',
  perRadian: 'That is 1/ω₁, the positions per radian; one whole wave is 2π radians.',
  length: 'That is the length itself; the question asks for its square.',
  everyChannel: 'That would need every channel to be ±1; in each pair, sin² + cos² = 1.',
};

/**
 * The hint for a wrong `value` that matches a likely slip (within 1%), or ''.
 * @param {number} value @param {Record<string, number>} slips
 */
export function slipHint(value, slips) {
  for (const [name, slip] of Object.entries(slips)) {
    if (Math.abs(value - slip) <= Math.max(0.01, 0.01 * Math.abs(slip)) && name in HINTS) {
      return HINTS[/** @type {keyof typeof HINTS} */ (name)];
    }
  }
  return '';
}

/**
 * @param {import('./state.js').LessonState} s
 * @param {import('../src/core/api.js').Posenc} pe
 */
export function checkValues(s, pe) {
  const base = Number(s.base);
  const w = pe.frequencies({ dModel: s.d, base });
  const wavelength = (2 * Math.PI) / w[1];
  // The slowest pair's wave, 2π·base^((d − 2)/d): just under the paper's 2π·base.
  const slowest = (2 * Math.PI) / w[w.length - 1];
  const row = pe.encode({ positions: 1, offset: NORM_POSITION, dModel: s.d, base });
  const measured = row.reduce((sum, x) => sum + x * x, 0);
  return {
    expected: { 'q-wavelength': wavelength, 'q-norm': s.d / 2 },
    slips: {
      'q-wavelength': { pair0: 2 * Math.PI, perRadian: 1 / w[1] },
      'q-norm': { length: Math.sqrt(s.d / 2), everyChannel: s.d },
    },
    live: {
      d: String(s.d), base: groupedNumber(base), wavelength: fmt(wavelength, 3),
      pairs: String(s.d / 2), norm: String(s.d / 2), 'measured-norm': fmt(measured, 7),
      'slowest-wavelength': positionsText(slowest), 'paper-wavelength': positionsText(2 * Math.PI * base),
    },
  };
}

/**
 * A number of positions as the text says it: whole and grouped from 100 on
 * (47,117), three digits below (6.28).
 * @param {number} x
 */
function positionsText(x) {
  return x >= 100 ? groupedNumber(Math.round(x)) : fmt(x, 3);
}

/** Settings of the near-collision prediction: one pair, 1,024 positions. */
export const COLLISION_SETTINGS = { dModel: 2, positions: 1024 };
/** The prediction counts the pairs of codes closer than this. */
export const NEAR_DISTANCE = 0.01;

/**
 * The numbers quoted by the near-collision prediction of section 6, for
 * the settings it names (d_model 2, and 8 for comparison; 1,024 positions):
 * the closest offset, how many pairs share it, their distance, and how many
 * pairs of codes are within NEAR_DISTANCE.
 * @param {import('../src/core/api.js').Posenc} pe
 */
export function collisionValues(pe) {
  const { dModel, positions } = COLLISION_SETTINGS;
  const two = pe.properties({ positions, dModel });
  const eight = pe.properties({ positions, dModel: 8 });
  const offset = two.closestPair[1] - two.closestPair[0];
  const { pairsWithin } = offsetFamilies(pe.dotProfile({ dModel, offsets: positions }), dModel, NEAR_DISTANCE);
  return {
    'collision-offset': String(offset),
    'collision-count': groupedNumber(positions - offset),
    'collision-distance': plainNumber(two.minDistance),
    'collision-near': groupedNumber(pairsWithin),
    'd8-distance': fmt(eight.minDistance, 2),
  };
}
