// @ts-check
/**
 * `<lesson-same-turn>`: the shift by k at two positions side by side, p and
 * q, for the first few pairs. The dots stand elsewhere on each circle, but
 * every arc is the same: pair i turns by k·ωᵢ whatever the position. The
 * one matrix Mₖ is applied at both positions and checked against PE(p + k)
 * and PE(q + k): posenc.shiftError gives what the dense product of
 * posenc.rotation and PE(p) gives, in O(d) (the figure shows the errors, not
 * the matrix). Attributes: p, q, k, d-model, base.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { numberSpec } from '../../src/widgets/attributes.js';
import { drawDials } from '../../src/render/dials.js';
import { localPlainNumber } from '../../src/render/cells.js';
import { LessonFigure } from './lesson-figure.js';
import './later-words.js';
import { baseSpec, dModelSpec, offsetSpec, positionSpec } from './schema.js';

/** Pairs drawn at each position: the fast ones, whose turn is easy to see. */
const PAIRS = 4;

/**
 * @typedef {{ box: HTMLElement, title: HTMLElement, canvas: HTMLCanvasElement }} Side
 * @typedef {{ sides: Side[], result: HTMLElement }} SameTurnParts
 */

/** @extends {LessonFigure<SameTurnParts>} */
export class LessonSameTurn extends LessonFigure {
  static schema = {
    p: positionSpec, q: numberSpec({ min: 0, max: 100000, fallback: 60, integer: true }),
    k: offsetSpec, 'd-model': dModelSpec(64), base: baseSpec,
  };

  /** @param {HTMLElement} body */
  build(body) {
    const sides = [0, 1].map(() => {
      const box = el('div');
      const title = el('p', { class: 'title' });
      const canvas = this.makeCanvas('ui-same-turn-name');
      box.append(title, canvas);
      return { box, title, canvas };
    });
    // Side by side where both fit, one above the other on a phone.
    const row = el('div', { class: 'pair' });
    row.append(...sides.map((s) => s.box));
    const result = el('p', { class: 'tabular' });
    body.append(row, result);
    return { sides, result };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<SameTurnParts>} context */
  draw({ pe, values: v, width, theme: colors, parts: { sides, result }, l10n }) {
    const d = v.dModel, shown = Math.min(PAIRS, d / 2);
    const w = pe.frequencies({ dModel: d, base: v.base });
    // Two columns of at least 12rem (the .pair rule) need about 400 px.
    const narrow = width < 400;
    const int = (/** @type {number} */ n) => l10n.integer(n);
    const radians = (/** @type {number} */ x) => (l10n.locale === 'en' ? x.toFixed(2)
      : new Intl.NumberFormat(l10n.locale.replace(/-X[AB]$/, ''), { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        .format(x).replace(/^-/, '−'));
    const errors = [v.p, v.q].map((p, side) => {
      const s = sides[side];
      s.title.textContent = l10n.t('ui-same-turn-title', { p: int(p), to: int(p + v.k) });
      const pairs = Array.from(w.subarray(0, shown), (wi) => ({ from: p * wi, sweep: v.k * wi }));
      drawDials(s.canvas, pairs, {
        width: narrow ? width : width / 2 - 12, fg: colors.fg, accent: colors.series[0], muted: colors.muted, font: colors.font,
        textScale: colors.textScale, l10n,
      });
      const turns = pairs.map((pair, i) => l10n.t('ui-same-turn-pair', { pair: int(i), angle: radians(pair.sweep) }))
        .join(l10n.t('ui-lesson-figure-separator'));
      s.canvas.setAttribute('aria-label', l10n.t('ui-same-turn-label', { count: shown, dials: l10n.grouped(shown), p: int(p), turns }));
      if (p + v.k < 0) return NaN;
      return pe.shiftError({ p, k: v.k, dModel: d, base: v.base });
    });
    const [a, b] = errors;
    const at = { k: int(v.k), p: int(v.p), q: int(v.q) };
    result.textContent = l10n.t('ui-same-turn-result', { ...at, pk: int(v.p + v.k), qk: int(v.q + v.k),
      a: localPlainNumber(a, l10n), b: localPlainNumber(b, l10n) });
    return l10n.t('ui-same-turn-summary', { ...at, all: shown === d / 2 ? 'yes' : 'no', count: shown, pairs: l10n.grouped(shown) });
  }
}
