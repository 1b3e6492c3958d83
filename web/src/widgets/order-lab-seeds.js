// @ts-check
/**
 * The strip of <posenc-order-lab>'s "Train 20 seeds": one dot per random
 * start at its test accuracy on unseen noun pairs (dots of one value stacked),
 * the learner's own run marked by a ring and a label. Drawn on a canvas
 * named by seedStripLabel.
 * @module
 */
import { sizeCanvas } from '../render/canvas.js';
import { percent } from './order-lab-view.js';
import { ENGLISH } from '../text/l10n.js';

/** Height of the strip and its margins, CSS pixels. */
const STRIP = Object.freeze({ height: 78, left: 12, right: 12, base: 40, dot: 4 });

/**
 * @typedef {object} SeedStrip
 * @property {ArrayLike<number>} accuracy  per seed, on unseen noun pairs
 * @property {{ seed: number, accuracy: number } | null} mine  the learner's run at the same step count, or null
 * @property {number} width  CSS pixels
 * @property {{ fg: string, muted: string, border: string, accent: string, font: string, textScale?: number }} theme
 * @property {import('../text/l10n.js').Localizer} [l10n]  the words and numbers drawn (English when absent)
 */

/** @param {HTMLCanvasElement} canvas @param {SeedStrip} o */
export function drawSeedStrip(canvas, { accuracy, mine, width, theme, l10n = ENGLISH }) {
  // The two lines of text under the axis grow with the figure's text (theme.js).
  const s = theme.textScale ?? 1;
  const g = sizeCanvas(canvas, width, STRIP.height + (STRIP.height - STRIP.base) * (s - 1));
  const w = width - STRIP.left - STRIP.right;
  const x = (/** @type {number} */ a) => STRIP.left + a * w;
  g.font = `${12 * s}px ${theme.font}`;
  g.strokeStyle = theme.border;
  g.lineWidth = 1;
  g.beginPath(); g.moveTo(x(0), STRIP.base + 0.5); g.lineTo(x(1), STRIP.base + 0.5); g.stroke();
  g.fillStyle = theme.muted;
  g.textBaseline = 'top';
  for (const [a, align] of /** @type {const} */ ([[0, 'left'], [0.5, 'center'], [1, 'right']])) {
    g.textAlign = align;
    g.fillText(percent(a, l10n), x(a), STRIP.base + 6 * s);
  }
  // Equal accuracies stack upwards: 24 test sentences give at most 25 values.
  /** @type {Map<number, number>} */
  const stacked = new Map();
  g.fillStyle = theme.accent;
  for (let i = 0; i < accuracy.length; i++) {
    const a = Math.min(1, Math.max(0, accuracy[i]));
    const level = stacked.get(a) ?? 0;
    stacked.set(a, level + 1);
    const y = STRIP.base - STRIP.dot - 1 - level * (2 * STRIP.dot - 1);
    g.beginPath(); g.arc(x(a), Math.max(STRIP.dot, y), STRIP.dot, 0, 2 * Math.PI); g.fill();
  }
  if (!mine) return;
  // The learner's run: a ring on the axis at its accuracy, labelled on the side with room.
  const at = x(Math.min(1, Math.max(0, mine.accuracy)));
  g.strokeStyle = theme.fg;
  g.lineWidth = 2;
  g.beginPath(); g.arc(at, STRIP.base - STRIP.dot - 1, STRIP.dot + 3, 0, 2 * Math.PI); g.stroke();
  g.fillStyle = theme.fg;
  g.textBaseline = 'top';
  g.textAlign = at > STRIP.left + w / 2 ? 'right' : 'left';
  g.fillText(l10n.t('order-lab-strip-yours'), at + (g.textAlign === 'right' ? -10 : 10), STRIP.base + 20 * s);
}

/**
 * The strip's accessible name: every seed's accuracy, and where the learner's run falls.
 * @param {ArrayLike<number>} accuracy @param {{ seed: number, accuracy: number } | null} mine
 * @param {import('../text/l10n.js').Localizer} [l10n]
 */
export function seedStripLabel(accuracy, mine, l10n = ENGLISH) {
  const values = Array.from(accuracy, (a) => percent(a, l10n)).join(l10n.t('order-lab-list-separator'));
  return l10n.t('order-lab-strip-label', { runs: l10n.integer(accuracy.length), values, mine: mine ? 'yes' : 'no',
    seed: mine ? l10n.integer(mine.seed) : '', accuracy: mine ? percent(mine.accuracy, l10n) : '' });
}
