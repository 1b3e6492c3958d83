// @ts-check
/**
 * `<posenc-similarity>`: the dot products PE(p)·PE(q) of every pair of
 * positions, as a heatmap of cosine similarity (normalised: divided by
 * d_model / 2, so the diagonal is 1), and the profile along one row
 * (similarity against the offset k = q − p) with its closed form
 * sum_i cos(k ω_i) drawn over it: the similarity depends only on k.
 * The colour map follows the data: a sequential map (viridis) when every
 * value is positive, the diverging RdBu centred on 0 otherwise.
 *
 * Attributes: `d-model` (even, 2..1024, default 64), `positions` (2..512,
 * default 64), `base` (default 10000). Parts: as <posenc-heatmap>, plus
 * `profile` (the plot canvas).
 * @module
 */
import { PosencElement } from './base.js';
import { FIGURES, MAX_TABLE_CELLS, SIMILARITY_SCHEMA } from './schemas.js';
import { colorPixels } from './pixels.js';
import { HeatmapView, HEATMAP_CSS } from '../render/heatmap-view.js';
import { formatValue } from '../render/cells.js';
import { el } from '../render/dom.js';
import { drawLinePlot } from '../render/line-plot.js';
import { niceRange, tickText } from '../render/ticks.js';

const CSS = `${HEATMAP_CSS}
.profile-title { margin: 0.5rem 0 0; font-weight: 600; }
.profile canvas { width: 100%; }
.key { display: flex; gap: 1rem; font-size: 0.85em; color: var(--posenc-muted); margin: 0; }
.swatch-line::before { content: ''; display: inline-block; width: 1.2em; height: 2px; margin-right: 0.3em;
  vertical-align: middle; background: var(--posenc-accent); }
.swatch-dot::before { content: ''; display: inline-block; width: 0.4em; height: 0.4em; margin-right: 0.3em;
  border-radius: 50%; vertical-align: middle; background: var(--posenc-muted); }
.note { margin: 0; font-size: 0.85em; color: var(--posenc-muted); }
`;

/**
 * The colour scale of a similarity matrix whose smallest value is `min`:
 * from a round number just below it to 1, sequential when all are positive.
 * @param {number} min
 * @returns {{ colormap: 'viridis' | 'rdbu', lo: number, hi: number }}
 */
export function similarityScale(min) {
  if (min < 0) return { colormap: 'rdbu', lo: -1, hi: 1 };
  return { colormap: 'viridis', lo: Math.max(0, Math.floor(min * 10) / 10), hi: 1 };
}

/**
 * @typedef {object} SimilarityParts
 * @property {HeatmapView} view @property {HTMLCanvasElement} profile
 */

/** @extends {PosencElement<SimilarityParts>} */
export class PosencSimilarity extends PosencElement {
  static tag = FIGURES.similarity.tag;
  static schema = SIMILARITY_SCHEMA;
  static styles = CSS;

  /** @param {HTMLElement} body */
  build(body) {
    const view = new HeatmapView('Heatmap of the cosine similarity of every pair of positions');
    view.onCursor = (cell) => this.emit('change', { reason: 'cursor', cell });
    const profile = el('canvas', { part: 'profile', role: 'img',
      'aria-label': 'Plot of cosine similarity against the offset k: the measured row 0 and the closed form' });
    const wrap = el('div', { class: 'profile' });
    wrap.append(el('p', { class: 'profile-title' }, 'Similarity against the offset k = q − p (row p = 0)'),
      profile, keyLine());
    const note = el('p', { class: 'note' },
      'Values are normalised: PE(p)·PE(q) divided by d_model / 2, the squared length of every code, so the diagonal is 1.');
    body.append(note, view.root, wrap);
    return { view, profile };
  }

  /** The profile drawn: row 0 of the matrix and the closed form. @type {{ row: Float32Array, closed: Float64Array } | null} */
  #series = null;

  /** @param {import('./base.js').DrawContext<SimilarityParts>} context */
  draw({ pe, values: v, changed, width, parts: { view, profile } }) {
    const n = v.positions, half = v.dModel / 2;
    if (changed || !this.#series) {
      const s = pe.similarity({ positions: n, dModel: v.dModel, base: v.base });
      const cosine = s.map((x) => x / half);
      const closed = pe.dotProfile({ dModel: v.dModel, base: v.base, offsets: n });
      this.#series = { row: cosine.subarray(0, n), closed: closed.map((x) => x / half) };
      let min = 1;
      for (const x of cosine) min = Math.min(min, x);
      const scale = similarityScale(min);
      view.show({
        rows: n, cols: n, pixels: colorPixels(pe, cosine, scale.lo, scale.hi, scale.colormap), ...scale,
        legend: scale.colormap === 'rdbu' ? { lo: '−1', hi: '+1', mid: '0', what: 'cosine similarity' }
          : { lo: tickText(scale.lo), hi: '1', what: 'cosine similarity' },
        label: `Similarity of the encodings of positions 0 to ${n - 1} with each other (d-model ${v.dModel}): ` +
          `highest (1) on the diagonal, fading with distance in the same way in every row; smallest value ${formatValue(min)}.`,
        xTitle: `position q: 0 … ${n - 1} →`, yTitle: `position p: 0 … ${n - 1} →`,
        cellText: (p, q) => `Positions ${p} and ${q} (offset ${q - p}): dot product ${formatValue(s[p * n + q])}, ` +
          `cosine ${formatValue(cosine[p * n + q])}`,
        table: n * n <= MAX_TABLE_CELLS ? () => cosine : null,
        tableCaption: `Cosine similarity of positions 0 to ${n - 1}`,
        rowHeader: (p) => `p ${p}`, colHeader: (q) => `q ${q}`,
      });
    }
    view.layout(width, 96, 420, { square: true });
    const series = this.#series;
    this.#drawProfile(profile, series, width);
    return `Similarity of ${n} positions, d-model ${v.dModel}, base ${v.base}. Every row is the same profile ` +
      `shifted: it depends only on the offset k. Cosine at k = 1: ${formatValue(series.closed[1])}, ` +
      `at k = ${n - 1}: ${formatValue(series.closed[n - 1])}.`;
  }

  /**
   * @param {HTMLCanvasElement} canvas @param {{ row: Float32Array, closed: Float64Array }} series
   * @param {number} width
   */
  #drawProfile(canvas, series, width) {
    if (width <= 0) return;
    const theme = this.theme;
    let min = 1;
    for (const x of [...series.row, ...series.closed]) min = Math.min(min, x);
    // The y axis spans the data (about 0.3 to 1 at d_model 64), not all of −1 to 1.
    const [yMin, yMax] = niceRange(min, 1, 4);
    drawLinePlot(canvas, {
      width: Math.min(width, 720), height: 180, y: [yMin, Math.max(1, yMax)], theme,
      xLabel: 'offset k = q − p', yLabel: 'cosine',
      // The line last, over the dots: where they coincide, both stay visible.
      series: [{ values: series.row, kind: 'dots', color: theme.muted }, { values: series.closed, kind: 'line', color: theme.accent }],
    });
    canvas.setAttribute('aria-label', `Plot of cosine similarity against offset k from 0 to ${series.row.length - 1}: ` +
      `the dots (measured row 0) lie on the line (closed form), falling from 1 and then oscillating, down to ${formatValue(min)}.`);
  }
}

function keyLine() {
  const key = el('p', { class: 'key' });
  key.append(el('span', { class: 'swatch-line' }, 'closed form Σ cos(k·ωᵢ) / (d/2)'),
    el('span', { class: 'swatch-dot' }, 'row 0 of the matrix'));
  return key;
}
