// @ts-check
/**
 * `<posenc-similarity>`: the dot products PE(p)·PE(q) of every pair of
 * positions, as a heatmap of cosine similarity, and the profile along one row
 * (similarity against the offset k = q − p) with its closed form
 * sum_i cos(k w_i) drawn over it: the similarity depends only on k.
 *
 * Attributes: `d-model` (even, 2..1024, default 64), `positions` (2..512,
 * default 64), `base` (default 10000). Parts: as <posenc-heatmap>, plus
 * `profile` (the plot canvas).
 * @module
 */
import { PosencElement } from './base.js';
import { MAX_TABLE_CELLS, SIMILARITY_SCHEMA } from './schemas.js';
import { colorPixels } from './pixels.js';
import { HeatmapView, HEATMAP_CSS } from '../render/heatmap-view.js';
import { formatValue } from '../render/cells.js';
import { el } from '../render/dom.js';
import { cssColor, drawLinePlot } from '../render/line-plot.js';

const CSS = `${HEATMAP_CSS}
.profile-title { margin: 0.5rem 0 0; font-weight: 600; }
.profile canvas { width: 100%; }
.key { display: flex; gap: 1rem; font-size: 0.85em; color: var(--posenc-muted); margin: 0; }
.swatch-line::before { content: ''; display: inline-block; width: 1.2em; height: 2px; margin-right: 0.3em;
  vertical-align: middle; background: var(--posenc-accent); }
.swatch-dot::before { content: ''; display: inline-block; width: 0.5em; height: 0.5em; margin-right: 0.3em;
  border-radius: 50%; vertical-align: middle; background: var(--posenc-fg); }
`;

export class PosencSimilarity extends PosencElement {
  static schema = SIMILARITY_SCHEMA;
  static styles = CSS;

  /** @param {HTMLElement} body */
  build(body) {
    this.view = new HeatmapView();
    this.view.onCursor = (cell) => this.emit('change', { reason: 'cursor', cell });
    this.profile = el('canvas', { part: 'profile', role: 'img', 'aria-label': 'Similarity profile, not drawn yet' });
    const wrap = el('div', { class: 'profile' });
    wrap.append(el('p', { class: 'profile-title' }, 'Similarity against the offset k = q − p (row p = 0)'),
      this.profile, keyLine());
    body.append(this.view.root, wrap);
    /** @type {{ row: Float32Array, closed: Float64Array } | null} */
    this.series = null;
  }

  /** @param {import('./base.js').DrawContext} context */
  draw({ pe, values: v, changed, width }) {
    const view = /** @type {HeatmapView} */ (this.view);
    const n = v.positions, half = v.dModel / 2;
    if (changed || !this.series) {
      const s = pe.similarity({ positions: n, dModel: v.dModel, base: v.base });
      const cosine = s.map((x) => x / half);
      const closed = pe.dotProfile({ dModel: v.dModel, base: v.base, offsets: n });
      this.series = { row: cosine.subarray(0, n), closed: closed.map((x) => x / half) };
      view.show({
        rows: n, cols: n, pixels: colorPixels(pe, cosine, -1, 1, 'rdbu'), colormap: 'rdbu', lo: -1, hi: 1,
        legend: { lo: '−1', hi: '+1', mid: '0', what: 'cosine similarity' },
        label: `Similarity of the encodings of positions 0 to ${n - 1} with each other (d-model ${v.dModel}): ` +
          'bright red on the diagonal, fading with distance in the same way in every row.',
        xTitle: `position q: 0 … ${n - 1} →`, yTitle: `position p: 0 … ${n - 1} →`,
        cellText: (p, q) => `Positions ${p} and ${q} (offset ${q - p}): dot product ${formatValue(s[p * n + q])}, ` +
          `cosine ${formatValue(cosine[p * n + q])}`,
        table: n * n <= MAX_TABLE_CELLS ? () => cosine : null,
        tableCaption: `Cosine similarity of positions 0 to ${n - 1}`,
        rowHeader: (p) => `p ${p}`, colHeader: (q) => `q ${q}`,
      });
    }
    view.layout(width, 96, 420, { square: true });
    this.#drawProfile(width);
    return `Similarity of ${n} positions, d-model ${v.dModel}, base ${v.base}. Every row is the same profile ` +
      `shifted: it depends only on the offset k. Cosine at k = 1: ${formatValue(this.series.closed[1])}, ` +
      `at k = ${n - 1}: ${formatValue(this.series.closed[n - 1])}.`;
  }

  /** @param {number} width */
  #drawProfile(width) {
    const series = this.series, canvas = /** @type {HTMLCanvasElement} */ (this.profile);
    if (!series || width <= 0) return;
    const fg = cssColor(this, '--posenc-fg', '#1b1b1f');
    const accent = cssColor(this, '--posenc-accent', '#0b57d0');
    drawLinePlot(canvas, {
      width: Math.min(width, 720), height: 160, yMin: -1, yMax: 1, axisColor: fg,
      series: [{ values: series.closed, kind: 'line', color: accent }, { values: series.row, kind: 'dots', color: fg }],
    });
    canvas.setAttribute('aria-label', `Plot of cosine similarity against offset k from 0 to ${series.row.length - 1}: ` +
      'the dots (measured row 0) lie on the line (closed form), falling from 1 and then oscillating below it.');
  }
}

function keyLine() {
  const key = el('p', { class: 'key' });
  key.append(el('span', { class: 'swatch-line' }, 'closed form Σ cos(k·wᵢ) / (d/2)'),
    el('span', { class: 'swatch-dot' }, 'row 0 of the matrix'));
  return key;
}
