// @ts-check
/**
 * `<lesson-profile>`: the first row of the similarity matrix, PE(0)·PE(k),
 * against the closed form sum_i cos(k w_i), plus how far every diagonal of
 * the matrix strays from its first value. Attributes: d-model, positions, base.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { LessonFigure } from './lesson-figure.js';
import { drawPlot } from './plot.js';
import { baseSpec, dModelSpec, fmt, positionsSpec } from './schema.js';

/**
 * Largest |S[p][p+k] - S[0][k]| over the matrix: 0 (up to rounding) when
 * similarity depends on the offset only.
 * @param {Float32Array} s  n x n, row-major @param {number} n
 */
export function diagonalSpread(s, n) {
  let worst = 0;
  for (let p = 1; p < n; p++) {
    for (let q = p; q < n; q++) worst = Math.max(worst, Math.abs(s[p * n + q] - s[q - p]));
  }
  return worst;
}

export class LessonProfile extends LessonFigure {
  static schema = { 'd-model': dModelSpec(64), positions: positionsSpec(128, 512), base: baseSpec };

  /** @param {HTMLElement} body */
  build(body) {
    this.canvas = this.makeCanvas('Similarity profile');
    this.key = el('ul', { class: 'key' });
    this.numbers = el('p', { class: 'tabular' });
    body.append(this.canvas, this.key, this.numbers);
  }

  /** @param {import('../../src/widgets/base.js').DrawContext} context */
  draw({ pe, values: v, width }) {
    if (!this.hasApi(pe, ['similarity', 'dotProfile'])) return LessonFigure.UNAVAILABLE;
    const api = /** @type {any} */ (pe);
    const n = v.positions;
    const s = /** @type {Float32Array} */ (api.similarity({ positions: n, dModel: v.dModel, base: v.base }));
    const closed = /** @type {Float64Array} */ (api.dotProfile({ dModel: v.dModel, base: v.base, offsets: n }));
    const measured = s.subarray(0, n);
    let gap = 0;
    for (let k = 0; k < n; k++) gap = Math.max(gap, Math.abs(measured[k] - closed[k]));
    const spread = diagonalSpread(s, n);
    let low = Infinity;
    for (const x of closed) low = Math.min(low, x);
    const colors = this.colors();
    const height = Math.max(160, Math.min(240, width * 0.4));
    drawPlot(this.context2d(/** @type {HTMLCanvasElement} */ (this.canvas), width, height), {
      width, height, x: [0, n - 1], y: [Math.min(0, low), v.dModel / 2], xLabel: 'offset k',
      yLabel: 'PE(p)·PE(p+k)', colors,
      series: [{ values: measured, style: 0, width: 4 }, { values: closed, style: 1 }],
    });
    this.fillKey(/** @type {HTMLElement} */ (this.key),
      ['measured: PE(0)·PE(k), first row of the matrix', 'closed form: Σ cos(k ωᵢ)'], colors.series);
    /** @type {HTMLElement} */ (this.numbers).textContent =
      `Largest gap between the two curves: ${fmt(gap)}. Every diagonal holds one value: the entries ` +
      `differ from the first row by at most ${fmt(spread)} (float rounding).`;
    /** @type {HTMLElement} */ (this.canvas).setAttribute('aria-label',
      `Line plot of the dot product of PE(0) with PE(k) for k from 0 to ${n - 1}, measured and closed form, on top of each other.`);
    return `Similarity profile, d_model ${v.dModel}: ${fmt(v.dModel / 2)} at k = 0, ${fmt(closed[1])} at k = 1, ` +
      `${fmt(closed[Math.min(n - 1, 10)])} at k = ${Math.min(n - 1, 10)}, lowest ${fmt(low)}. ` +
      `The measured row matches the closed form within ${fmt(gap)}.`;
  }
}
