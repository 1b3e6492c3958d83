// @ts-check
/**
 * An accessible heatmap: a canvas (role="img", one canvas pixel per cell,
 * scaled up by CSS), a cursor moved by arrow keys, mouse and touch that
 * announces the cell under it, a colour legend, and a data-table toggle for
 * small matrices. Used by every heatmap-like element; knows nothing about
 * positional encodings (the caller gives the words).
 * @module
 */
import { colorize, colormapLut } from './colormap.js';
import { clampIndex, moveCell } from './cells.js';
import { fillTable } from './data-table.js';
import { el } from './dom.js';
import { drawPixels } from './heatmap.js';
import { createLegend, updateLegend } from './legend.js';

/** CSS of the view, to adopt next to the base sheet (widgets/styles.js). */
export const HEATMAP_CSS = `
.heatmap { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.4rem; }
.y-title { writing-mode: vertical-rl; transform: rotate(180deg); text-align: center;
  font-size: 0.85em; color: var(--posenc-muted); }
.x-title { grid-column: 2; font-size: 0.85em; color: var(--posenc-muted); text-align: center; }
.plot { position: relative; border: 1px solid var(--posenc-border); touch-action: pan-y pinch-zoom; }
.plot canvas { width: 100%; image-rendering: pixelated; cursor: crosshair; }
.cursor { position: absolute; box-sizing: border-box; pointer-events: none;
  border: 2px solid var(--posenc-cursor); outline: 1px solid var(--posenc-bg);
  min-width: 6px; min-height: 6px; transform: translate(-50%, -50%); }
.readout { margin: 0; min-height: 1.4em; font-size: 0.9em; font-variant-numeric: tabular-nums; }
`;

/**
 * @typedef {object} HeatmapData
 * @property {number} rows @property {number} cols
 * @property {Uint8ClampedArray<ArrayBuffer>} [pixels]  RGBA, used at once (may be transient)
 * @property {ArrayLike<number>} [values]  coloured with colormap/lo/hi when no pixels
 * @property {import('./colormap.js').ColormapName} colormap
 * @property {number} lo @property {number} hi
 * @property {{ lo: string, hi: string, mid?: string, what?: string }} legend
 * @property {string} label  accessible name of the canvas
 * @property {string} xTitle @property {string} yTitle
 * @property {(row: number, col: number) => string} cellText  what the cursor says
 * @property {(() => ArrayLike<number>) | null} table  values for the data table,
 *   or null when the matrix is too large for one
 * @property {string} tableCaption
 * @property {(r: number) => string} rowHeader @property {(c: number) => string} colHeader
 */

export class HeatmapView {
  /** @type {HeatmapData | null} */
  #data = null;
  #cell = { row: 0, col: 0 };
  /** Called with the cell after the cursor moved. @type {(cell: {row: number, col: number}) => void} */
  onCursor = () => {};

  constructor() {
    this.root = el('div', { class: 'heatmap-view' });
    this.grid = el('div', { class: 'heatmap' });
    this.yTitle = el('div', { class: 'y-title', 'aria-hidden': 'true' });
    this.plot = el('div', { class: 'plot' });
    this.canvas = el('canvas', { part: 'canvas', role: 'img', tabindex: '0', 'aria-label': 'Heatmap, not drawn yet' });
    this.cursor = el('div', { class: 'cursor', part: 'cursor', hidden: '' });
    this.xTitle = el('div', { class: 'x-title', 'aria-hidden': 'true' });
    this.plot.append(this.canvas, this.cursor);
    this.grid.append(this.yTitle, this.plot, this.xTitle);
    this.readout = el('p', { class: 'readout', part: 'readout', 'aria-live': 'polite' },
      'Point at a cell, or focus the heatmap and use the arrow keys, to read its value.');
    this.legend = createLegend();
    this.toggle = el('button', { type: 'button', part: 'button', 'aria-expanded': 'false' }, 'Show data table');
    // Focusable so that keyboard users can scroll a table wider than the figure.
    this.tableWrap = el('div', { class: 'table-wrap', hidden: '', tabindex: '0', role: 'region', 'aria-label': 'Data table' });
    this.table = el('table', { part: 'table' });
    this.tableWrap.append(this.table);
    const controls = el('div', { class: 'controls' });
    controls.append(this.toggle);
    this.root.append(this.grid, this.readout, this.legend, controls, this.tableWrap);
    this.#listen();
  }

  /** Draws `data` (see HeatmapData) and refreshes legend, names and table. @param {HeatmapData} data */
  show(data) {
    this.#data = data;
    const { rows, cols } = data;
    const pixels = data.pixels ?? /** @type {Uint8ClampedArray<ArrayBuffer>} */ (
      colorize(data.values ?? [], data.lo, data.hi, colormapLut(data.colormap)));
    drawPixels(this.canvas, pixels, rows, cols);
    this.canvas.setAttribute('aria-label', data.label);
    this.xTitle.textContent = data.xTitle;
    this.yTitle.textContent = data.yTitle;
    updateLegend(this.legend, { colormap: data.colormap, ...data.legend });
    this.#cell = { row: clampIndex(this.#cell.row, rows), col: clampIndex(this.#cell.col, cols) };
    if (!this.cursor.hidden) this.#moveTo(this.#cell, false);
    this.toggle.disabled = data.table === null;
    this.toggle.title = data.table === null ? 'The data table is offered for small matrices only' : '';
    if (data.table === null) this.#setTable(false);
    else if (!this.tableWrap.hidden) this.#fillTable();
  }

  /**
   * Sets the displayed size for a content width: square cells when they
   * fit, a height between minHeight and maxHeight CSS pixels. With `square`
   * the cells stay square (the width shrinks instead), for matrices whose
   * rows and columns are the same kind of thing.
   * @param {number} width @param {number} [minHeight] @param {number} [maxHeight]
   * @param {{ square?: boolean }} [options]
   */
  layout(width, minHeight = 96, maxHeight = 480, { square = false } = {}) {
    if (!this.#data || width <= 0) return;
    const { rows, cols } = this.#data;
    // Cells at most 48 px wide: a 6 x 8 matrix should not fill a desktop.
    let plotWidth = Math.min(width - 32, cols * 48);
    if (square) plotWidth = Math.min(plotWidth, (maxHeight * cols) / rows);
    this.grid.style.maxWidth = `${plotWidth + 32}px`;
    const natural = (rows * plotWidth) / cols;
    this.canvas.style.height = `${Math.round(Math.min(maxHeight, Math.max(minHeight, natural)))}px`;
  }

  /** The cursor cell. */
  get cell() {
    return { ...this.#cell };
  }

  /** Moves the cursor (shown) and announces the cell. @param {{row: number, col: number}} cell */
  moveTo(cell) {
    this.#moveTo(cell, true);
  }

  /** @param {{row: number, col: number}} cell @param {boolean} notify */
  #moveTo(cell, notify) {
    const data = this.#data;
    if (!data) return;
    this.#cell = { row: clampIndex(cell.row, data.rows), col: clampIndex(cell.col, data.cols) };
    const { row, col } = this.#cell;
    this.cursor.hidden = false;
    // CSSOM writes (allowed under a strict style-src), in % so resizing needs no update.
    Object.assign(this.cursor.style, {
      left: `${((col + 0.5) / data.cols) * 100}%`, top: `${((row + 0.5) / data.rows) * 100}%`,
      width: `${100 / data.cols}%`, height: `${100 / data.rows}%`,
    });
    this.readout.textContent = data.cellText(row, col);
    if (notify) this.onCursor(this.cell);
  }

  #listen() {
    this.canvas.addEventListener('keydown', (event) => {
      if (!this.#data) return;
      const next = moveCell(this.#cell, event, this.#data.rows, this.#data.cols);
      if (!next) return;
      event.preventDefault();
      this.moveTo(next);
    });
    this.canvas.addEventListener('focus', () => this.#moveTo(this.#cell, false));
    const fromPointer = (/** @type {PointerEvent} */ event) => {
      if (!this.#data) return;
      const box = this.canvas.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      this.moveTo({
        row: ((event.clientY - box.top) / box.height) * this.#data.rows,
        col: ((event.clientX - box.left) / box.width) * this.#data.cols,
      });
    };
    // Mouse: follow the pointer. Touch and pen: a tap picks a cell, and
    // dragging still scrolls the page (touch-action: pan-y).
    this.canvas.addEventListener('pointermove', (e) => { if (e.pointerType === 'mouse') fromPointer(e); });
    this.canvas.addEventListener('pointerdown', fromPointer);
    this.toggle.addEventListener('click', () => this.#setTable(this.tableWrap.hidden));
  }

  /** @param {boolean} open */
  #setTable(open) {
    this.tableWrap.hidden = !open;
    this.toggle.setAttribute('aria-expanded', String(open));
    this.toggle.textContent = open ? 'Hide data table' : 'Show data table';
    if (open) this.#fillTable();
  }

  #fillTable() {
    const data = this.#data;
    if (!data || !data.table) return;
    fillTable(this.table, data.table(), {
      rows: data.rows, cols: data.cols, caption: data.tableCaption,
      rowHeader: data.rowHeader, colHeader: data.colHeader,
    });
  }
}
