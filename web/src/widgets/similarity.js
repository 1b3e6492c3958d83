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
import { el } from '../render/dom.js';
import { drawLinePlot } from '../render/line-plot.js';
import { niceRange, tickText } from '../render/ticks.js';
import similarityEnglish from '../text/catalogs/en-similarity.js';
import { ENGLISH } from '../text/l10n.js';

// English words of this element arrive with its code, not with a page's first
// screen (scripts/gen-catalogs.mjs); the other languages' come whole.
ENGLISH.addMessages(similarityEnglish);

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
 * @property {{ title: HTMLElement, line: HTMLElement, dots: HTMLElement, note: HTMLElement }} words  what build() wrote
 */

/** @extends {PosencElement<SimilarityParts>} */
export class PosencSimilarity extends PosencElement {
  static tag = FIGURES.similarity.tag;
  static schema = SIMILARITY_SCHEMA;
  static styles = CSS;

  /** @param {HTMLElement} body */
  build(body) {
    const l10n = this.l10n;
    const view = new HeatmapView((l) => l.t('similarity-name'), l10n);
    view.onCursor = (cell) => this.emit('change', { reason: 'cursor', cell });
    const profile = el('canvas', { part: 'profile', role: 'img', 'aria-label': l10n.t('similarity-profile-name') });
    const wrap = el('div', { class: 'profile' });
    const title = el('p', { class: 'profile-title' });
    const line = el('span', { class: 'swatch-line' });
    const dots = el('span', { class: 'swatch-dot' });
    const key = el('p', { class: 'key' });
    key.append(line, dots);
    wrap.append(title, profile, key);
    const note = el('p', { class: 'note' });
    body.append(note, view.root, wrap);
    const parts = { view, profile, words: { title, line, dots, note } };
    this.#write(l10n, parts.words);
    return parts;
  }

  /** @param {import('../text/l10n.js').Localizer} l10n @param {SimilarityParts} parts */
  localize(l10n, { view, words }) {
    view.localize(l10n);
    this.#write(l10n, words);
  }

  /** The words written once: the profile's title and key, the note. @param {import('../text/l10n.js').Localizer} l10n @param {SimilarityParts['words']} words */
  #write(l10n, words) {
    words.title.textContent = l10n.t('similarity-profile-title');
    words.line.textContent = l10n.t('similarity-key-line');
    words.dots.textContent = l10n.t('similarity-key-dots');
    words.note.textContent = l10n.t('similarity-note');
  }

  /** The profile drawn: row 0 of the matrix and the closed form. @type {{ row: Float32Array, closed: Float64Array } | null} */
  #series = null;

  /** @param {import('./base.js').DrawContext<SimilarityParts>} context */
  draw({ pe, values: v, changed, width, parts: { view, profile }, l10n }) {
    const n = v.positions, half = v.dModel / 2;
    const int = (/** @type {number} */ x) => l10n.integer(x);
    const last = int(n - 1);
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
        legend: scale.colormap === 'rdbu' ? { lo: '−1', hi: '+1', mid: '0', what: l10n.t('similarity-legend') }
          : { lo: l10n.locale === 'en' ? tickText(scale.lo) : l10n.grouped(scale.lo), hi: '1', what: l10n.t('similarity-legend') },
        label: l10n.t('similarity-label', { last, dModel: int(v.dModel), min: l10n.decimal(min) }),
        xTitle: l10n.t('similarity-x-title', { last }), yTitle: l10n.t('similarity-y-title', { last }),
        cellText: (p, q) => l10n.t('similarity-cell', { p: int(p), q: int(q), offset: int(q - p),
          dot: l10n.decimal(s[p * n + q]), cosine: l10n.decimal(cosine[p * n + q]) }),
        table: n * n <= MAX_TABLE_CELLS ? () => cosine : null,
        tableCaption: l10n.t('similarity-table-caption', { last }),
        rowHeader: (p) => l10n.t('similarity-row-header', { p: int(p) }),
        colHeader: (q) => l10n.t('similarity-col-header', { q: int(q) }),
      });
    }
    view.layout(width, 96, 420, { square: true });
    const series = this.#series;
    this.#drawProfile(profile, series, width, l10n);
    return l10n.t('similarity-summary', { positions: int(n), dModel: int(v.dModel), base: int(v.base),
      first: l10n.decimal(series.closed[1]), last, atLast: l10n.decimal(series.closed[n - 1]) });
  }

  /**
   * @param {HTMLCanvasElement} canvas @param {{ row: Float32Array, closed: Float64Array }} series
   * @param {number} width @param {import('../text/l10n.js').Localizer} l10n
   */
  #drawProfile(canvas, series, width, l10n) {
    if (width <= 0) return;
    const theme = this.theme;
    let min = 1;
    for (const x of [...series.row, ...series.closed]) min = Math.min(min, x);
    // The y axis spans the data (about 0.3 to 1 at d_model 64), not all of −1 to 1.
    const [yMin, yMax] = niceRange(min, 1, 4);
    drawLinePlot(canvas, {
      width: Math.min(width, 720), height: 180, y: [yMin, Math.max(1, yMax)], theme, l10n,
      xLabel: l10n.t('similarity-plot-x'), yLabel: l10n.t('similarity-plot-y'),
      // The line last, over the dots: where they coincide, both stay visible.
      series: [{ values: series.row, kind: 'dots', color: theme.muted }, { values: series.closed, kind: 'line', color: theme.accent }],
    });
    canvas.setAttribute('aria-label', l10n.t('similarity-profile-label', { last: l10n.integer(series.row.length - 1),
      min: l10n.decimal(min) }));
  }
}
