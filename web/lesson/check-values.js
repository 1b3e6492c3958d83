// @ts-check
/**
 * The numbers behind the lesson's questions, computed by the module for the
 * current settings: the right answers of the numeric check questions, the
 * values a likely slip gives (for a hint), and the live numbers quoted in the
 * questions and explanations. Pure apart from the module handed in;
 * unit-tested in node (tests/js/lesson-checks.test.js).
 * @module
 */
import { localPlainNumber } from '../src/render/cells.js';
import { offsetFamilies } from './figures/property-words.js';
import { words } from './words.js';
import './later-words.js';
import { localFmt } from './figures/schema.js';

/** The position whose squared length question 6 asks for. */
export const NORM_POSITION = 500;

/** Longest typed answer read (the boxes in web/index.html have the same maxlength). */
export const MAX_TYPED = 12;

/** Longest text read as a typed number; anything longer is not an answer. */
const MAX_NUMBER_TEXT = 32;

/**
 * A typed number: digits with an optional decimal point and sign, or null.
 * With `comma` (the page's locale writes a decimal comma, as Spanish does),
 * a comma is read as the decimal point too: "0,5" is 0.5; a point still
 * reads as one, as many learners type it. No grouping is read either way
 * ("1,000" in English is not a number), so no answer is ambiguous.
 * A linear-time pattern (no nested quantifiers), and longer text is refused
 * before any pattern runs.
 * @param {string} text @param {boolean} [comma]
 * @returns {number | null}
 */
export function parseTypedNumber(text, comma = words().decimalMark() === ',') {
  if (text.length > MAX_NUMBER_TEXT) return null;
  const t = text.trim().replace(/^−/, '-');
  if (!(comma ? /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/ : /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/).test(t)) return null;
  return Number(t.replace(',', '.'));
}

/** The messages of the hints for the values of likely slips, by slip name. */
const HINTS = {
  pair0: 'ui-check-values-hint-pair0',
  perRadian: 'ui-check-values-hint-per-radian',
  length: 'ui-check-values-hint-length',
  everyChannel: 'ui-check-values-hint-every-channel',
};

/**
 * The hint for a wrong `value` that matches a likely slip (within 1%), or ''.
 * @param {number} value @param {Record<string, number>} slips @param {import('../src/text/l10n.js').Localizer} [l10n]
 */
export function slipHint(value, slips, l10n = words()) {
  for (const [name, slip] of Object.entries(slips)) {
    if (Math.abs(value - slip) <= Math.max(0.01, 0.01 * Math.abs(slip)) && name in HINTS) {
      return l10n.t(HINTS[/** @type {keyof typeof HINTS} */ (name)]);
    }
  }
  return '';
}

/**
 * The live numbers are written for `l10n`'s locale.
 * @param {import('./state.js').LessonState} s
 * @param {import('../src/core/api.js').Posenc} pe @param {import('../src/text/l10n.js').Localizer} [l10n]
 */
export function checkValues(s, pe, l10n = words()) {
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
      d: l10n.integer(s.d), base: l10n.grouped(base), wavelength: localFmt(wavelength, l10n, 3),
      pairs: l10n.integer(s.d / 2), norm: l10n.integer(s.d / 2), 'measured-norm': localFmt(measured, l10n, 7),
      'slowest-wavelength': positionsText(slowest, l10n), 'paper-wavelength': positionsText(2 * Math.PI * base, l10n),
    },
  };
}

/**
 * A number of positions as the text says it: whole and grouped from 100 on
 * (47,117), three digits below (6.28).
 * @param {number} x @param {import('../src/text/l10n.js').Localizer} l10n
 */
function positionsText(x, l10n) {
  return x >= 100 ? l10n.grouped(Math.round(x)) : localFmt(x, l10n, 3);
}

/** Settings of the near-collision prediction: one pair, 1,024 positions. */
export const COLLISION_SETTINGS = { dModel: 2, positions: 1024 };
/** The prediction counts the pairs of codes closer than this. */
export const NEAR_DISTANCE = 0.01;

/**
 * The numbers quoted by the near-collision prediction of section 6, for
 * the settings it names (d_model 2, and 8 for comparison; 1,024 positions):
 * the closest offset, how many pairs share it, their distance, and how many
 * pairs of codes are within NEAR_DISTANCE, written for `l10n`'s locale.
 * @param {import('../src/core/api.js').Posenc} pe @param {import('../src/text/l10n.js').Localizer} [l10n]
 */
export function collisionValues(pe, l10n = words()) {
  const { dModel, positions } = COLLISION_SETTINGS;
  const two = pe.properties({ positions, dModel });
  const eight = pe.properties({ positions, dModel: 8 });
  const offset = two.closestPair[1] - two.closestPair[0];
  const { pairsWithin } = offsetFamilies(pe.dotProfile({ dModel, offsets: positions }), dModel, NEAR_DISTANCE);
  return {
    'collision-offset': l10n.integer(offset),
    'collision-count': l10n.grouped(positions - offset),
    'collision-distance': localPlainNumber(two.minDistance, l10n),
    'collision-near': l10n.grouped(pairsWithin),
    'd8-distance': localFmt(eight.minDistance, l10n, 2),
  };
}
