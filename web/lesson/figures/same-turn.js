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
import { plainNumber } from '../../src/render/cells.js';
import { LessonFigure } from './lesson-figure.js';
import { baseSpec, dModelSpec, offsetSpec, positionSpec } from './schema.js';
import { counted } from '../../src/text/plural.js';

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
      const canvas = this.makeCanvas('Dials of the first pairs: each pair turns by k·ωᵢ');
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
  draw({ pe, values: v, width, theme: colors, parts: { sides, result } }) {
    const d = v.dModel, shown = Math.min(PAIRS, d / 2);
    const w = pe.frequencies({ dModel: d, base: v.base });
    // Two columns of at least 12rem (the .pair rule) need about 400 px.
    const narrow = width < 400;
    const errors = [v.p, v.q].map((p, side) => {
      const s = sides[side];
      s.title.textContent = `At p = ${p}: PE(${p}) to PE(${p + v.k})`;
      const pairs = Array.from(w.subarray(0, shown), (wi) => ({ from: p * wi, sweep: v.k * wi }));
      drawDials(s.canvas, pairs, {
        width: narrow ? width : width / 2 - 12, fg: colors.fg, accent: colors.series[0], muted: colors.muted, font: colors.font,
        textScale: colors.textScale,
      });
      s.canvas.setAttribute('aria-label', `${counted(shown, 'dial', 'dials')} at p = ${p}: each pair turns by k·ωᵢ, ` +
        pairs.map((pair, i) => `pair ${i} by ${pair.sweep.toFixed(2)} rad`).join(', ') + '.');
      if (p + v.k < 0) return NaN;
      return pe.shiftError({ p, k: v.k, dModel: d, base: v.base });
    });
    const [a, b] = errors;
    result.textContent = `The same arcs at both positions, because one matrix does ` +
      `both shifts: Mₖ with k = ${v.k} turns PE(${v.p}) into PE(${v.p + v.k}) (largest error ${plainNumber(a)}) and ` +
      `PE(${v.q}) into PE(${v.q + v.k}) (largest error ${plainNumber(b)}).`;
    const which = shown === d / 2 ? `All ${counted(shown, 'pair', 'pairs')}` : `The first ${counted(shown, 'pair', 'pairs')}`;
    return `${which} at p = ${v.p} and at p = ${v.q}, shifted by k = ${v.k}: the points stand elsewhere, ` +
      'the arcs are the same.';
  }
}
