// @ts-check
/**
 * `<posenc-rotation>`: PE(p + k) = M_k PE(p). Shows the rotation matrix M_k
 * (block diagonal: one 2x2 rotation by k·w_i per pair) as a heatmap, and one
 * dial per pair where the point PE(p) turns by the angle k·w_i to PE(p + k):
 * fast pairs (left) turn far, slow pairs (right) hardly move. M_k does not
 * depend on p, which is why attention can learn relative offsets.
 *
 * Attributes: `d-model` (even, 2..64, default 8), `p` (0..10000, default 3),
 * `k` (−1000..1000, default 2), `base`. Sliders for p and k write them.
 * Parts: as <posenc-heatmap>, plus `dials` and `control`.
 * @module
 */
import { PosencElement } from './base.js';
import { ROTATION_SCHEMA } from './schemas.js';
import { CONTROLS_CSS, labeledRange } from './controls.js';
import { colorPixels } from './pixels.js';
import { HeatmapView, HEATMAP_CSS } from '../render/heatmap-view.js';
import { formatValue } from '../render/cells.js';
import { drawDials } from '../render/dials.js';
import { el } from '../render/dom.js';
import { cssColor } from '../render/line-plot.js';

const CSS = `${HEATMAP_CSS}${CONTROLS_CSS}
.dials-title { margin: 0.25rem 0 0; font-weight: 600; }
`;

/**
 * M_k PE(p) computed from the matrix, and PE(p + k) from the frequencies in
 * float64, pair by pair (interleaved: channel 2i = sin, 2i+1 = cos).
 * @param {Float32Array} m  dModel x dModel @param {Float32Array} pe  PE(p)
 * @param {Float64Array} w  frequencies @param {number} p @param {number} k
 */
export function rotationCheck(m, pe, w, p, k) {
  const d = pe.length;
  let worst = 0;
  for (let r = 0; r < d; r++) {
    let sum = 0;
    for (let c = 0; c < d; c++) sum += m[r * d + c] * pe[c];
    const angle = (p + k) * w[r >> 1];
    worst = Math.max(worst, Math.abs(sum - (r % 2 === 0 ? Math.sin(angle) : Math.cos(angle))));
  }
  return worst;
}

export class PosencRotation extends PosencElement {
  static schema = ROTATION_SCHEMA;
  static styles = CSS;

  /** @param {HTMLElement} body */
  build(body) {
    const controls = el('div', { class: 'controls' });
    this.pControl = labeledRange('position p', { min: 0, max: 100 }, (v) => { this.p = v; });
    this.kControl = labeledRange('offset k', { min: -50, max: 50 }, (v) => { this.k = v; });
    controls.append(this.pControl.root, this.kControl.root);
    // Named from the start: the label with the figure's numbers comes with its first draw.
    this.dials = el('canvas', { part: 'dials', role: 'img', 'aria-label': 'Dials, one per pair, not drawn yet' });
    this.view = new HeatmapView();
    this.view.onCursor = (cell) => this.emit('change', { reason: 'cursor', cell });
    body.append(controls, el('p', { class: 'dials-title' }, 'Each pair i turns by k·wᵢ'), this.dials,
      el('p', { class: 'dials-title' }, 'The rotation matrix M_k'), this.view.root);
    /** @type {{ from: number, sweep: number }[]} */
    this.pairs = [];
  }

  /** @param {import('./base.js').DrawContext} context */
  draw({ pe, values: v, changed, width }) {
    const view = /** @type {HeatmapView} */ (this.view);
    const d = v.dModel;
    /** @type {any} */ (this.pControl).set(v.p);
    /** @type {any} */ (this.kControl).set(v.k);
    const w = pe.frequencies({ dModel: d, base: v.base });
    const m = pe.rotation({ k: v.k, dModel: d, base: v.base });
    const row = pe.encode({ positions: 1, dModel: d, base: v.base, offset: v.p });
    const error = rotationCheck(m, row, w, v.p, v.k);
    this.pairs = Array.from(w, (wi) => ({ from: v.p * wi, sweep: v.k * wi }));
    if (changed) {
      view.show({
        rows: d, cols: d, pixels: colorPixels(pe, m, -1, 1, 'rdbu'), colormap: 'rdbu', lo: -1, hi: 1,
        legend: { lo: '−1', hi: '+1', mid: '0' },
        label: `Rotation matrix M_k for k = ${v.k}, d-model ${d}: ${d / 2} blocks of 2 by 2 on the diagonal, zero elsewhere.`,
        xTitle: `column 0 … ${d - 1} →`, yTitle: `row 0 … ${d - 1} →`,
        cellText: (r, c) => `Row ${r}, column ${c} of M_k: ${formatValue(m[r * d + c])}` +
          (r >> 1 === c >> 1 ? ` (block of pair ${r >> 1}, angle k·w = ${formatValue(v.k * w[r >> 1])} rad)` : ' (outside the blocks)'),
        table: d * d <= 1024 ? () => m : null,
        tableCaption: `M_k for k = ${v.k}`,
        rowHeader: (r) => `row ${r}`, colHeader: (c) => `col ${c}`,
      });
    }
    view.layout(width, 96, 360, { square: true });
    drawDials(/** @type {HTMLCanvasElement} */ (this.dials), this.pairs, {
      width, fg: cssColor(this, '--posenc-fg', '#1b1b1f'), accent: cssColor(this, '--posenc-accent', '#0b57d0'),
      muted: cssColor(this, '--posenc-muted', '#55555f'),
    });
    /** @type {HTMLCanvasElement} */ (this.dials).setAttribute('aria-label', `${d / 2} dials, one per pair: ` +
      `the point PE(${v.p}) turns by k·wᵢ to PE(${v.p + v.k}); pair 0 turns ${formatValue(v.k * w[0])} rad, ` +
      `pair ${d / 2 - 1} only ${formatValue(v.k * w[d / 2 - 1])} rad.`);
    return `M_k with k = ${v.k} maps PE(${v.p}) to PE(${v.p + v.k}) for every p (d-model ${d}, base ${v.base}); ` +
      `largest difference from PE(${v.p + v.k}) computed directly: ${error.toExponential(1)}.`;
  }
}
