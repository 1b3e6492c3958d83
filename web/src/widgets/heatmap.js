// @ts-check
/**
 * `<posenc-heatmap>`: the sinusoidal encoding as a heatmap, one row per
 * position and one column per channel.
 *
 * Attributes (mirrored as camelCase properties): `d-model` (2..1024, default
 * 128), `positions` (1..4096, default 256; positions x d-model at most 2^20),
 * `base` (2..1e8, default 10000), `layout` (interleaved | concatenated),
 * `offset` (first position, 0..100000), `colormap` (one of COLORMAPS, core/boundary.js).
 * Parts: frame, body, canvas, cursor, readout, legend, button, table,
 * summary, message.
 * @module
 */
import { PosencElement } from './base.js';
import { FIGURES, HEATMAP_SCHEMA, MAX_TABLE_CELLS, constrainHeatmap } from './schemas.js';
import { HeatmapView, HEATMAP_CSS } from '../render/heatmap-view.js';
import { describeChannel } from '../core/layout.js';

/**
 * The encoding the heatmap shows, as the options of pe.encode and
 * pe.encodePixels: the one place its attributes become an encoding spec.
 * @param {Record<string, any>} v  validated heatmap values
 * @param {number} [first=0]  the first of its rows to encode
 * @param {number} [rows=v.positions]  how many
 * @returns {import('../core/encoding-api.js').EncodeOptions}
 */
function encodingOf(v, first = 0, rows = v.positions) {
  return { positions: rows, dModel: v.dModel, base: v.base, layout: v.layout, offset: v.offset + first };
}

/**
 * RGBA pixels of the encoding, coloured in wasm: one transient view, no JS
 * loop.
 * @param {import('../core/api.js').Posenc} pe
 * @param {Record<string, any>} v  validated heatmap values
 * @returns {Uint8ClampedArray<ArrayBuffer>}
 */
function encodingPixels(pe, v) {
  return pe.encodePixels({ ...encodingOf(v), lo: -1, hi: 1, colormap: v.colormap }).pixels;
}

/** @extends {PosencElement<{ view: HeatmapView }>} */
export class PosencHeatmap extends PosencElement {
  static tag = FIGURES.heatmap.tag;
  static schema = HEATMAP_SCHEMA;
  static styles = HEATMAP_CSS;
  static constrain = constrainHeatmap;

  /** @param {HTMLElement} body */
  build(body) {
    const view = new HeatmapView((l) => l.t('heatmap-name'), this.l10n);
    body.append(view.root);
    view.onCursor = (cell) => this.emit('change', { reason: 'cursor', cell });
    return { view };
  }

  /** @param {import('../text/l10n.js').Localizer} l10n @param {{ view: HeatmapView }} parts */
  localize(l10n, { view }) {
    view.localize(l10n);
  }

  /** @param {import('./base.js').DrawContext<{ view: HeatmapView }>} context */
  draw({ pe, values: v, changed, width, parts: { view }, l10n }) {
    const n = (/** @type {number} */ x) => l10n.integer(x);
    const first = n(v.offset);
    const last = n(v.offset + v.positions - 1);
    if (changed) {
      /** Values of one row, from the module itself (exact for any size). */
      const row = (/** @type {number} */ r) => pe.encode(encodingOf(v, r, 1));
      const small = v.positions * v.dModel <= MAX_TABLE_CELLS;
      view.show({
        rows: v.positions, cols: v.dModel, pixels: encodingPixels(pe, v),
        colormap: v.colormap, lo: -1, hi: 1,
        legend: { lo: '−1', hi: '+1', mid: '0' },
        label: l10n.t('heatmap-label', { first, last, dModel: n(v.dModel) }),
        xTitle: l10n.t('heatmap-x-title', { lastChannel: n(v.dModel - 1) }),
        yTitle: l10n.t('heatmap-y-title', { first, last }),
        cellText: (r, c) => {
          const { pair, fn } = describeChannel(c, v.dModel, v.layout);
          return l10n.t('heatmap-cell', { position: n(v.offset + r), channel: n(c), pair: n(pair), fn,
            value: l10n.decimal(row(r)[c]) });
        },
        table: small ? () => pe.encode(encodingOf(v)) : null,
        tableCaption: l10n.t('heatmap-table-caption', { first, last }),
        rowHeader: (r) => l10n.t('heatmap-row-header', { position: n(v.offset + r) }),
        colHeader: (c) => {
          const { pair, fn } = describeChannel(c, v.dModel, v.layout);
          return l10n.t('heatmap-col-header', { channel: n(c), fn, pair: n(pair) });
        },
      });
    }
    view.layout(width);
    return l10n.t('heatmap-summary', { positions: n(v.positions), first, last, dModel: n(v.dModel),
      base: n(v.base), layout: v.layout });
  }
}
