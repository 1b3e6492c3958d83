// @ts-check
/**
 * An accessible heatmap: a canvas (role="img", one canvas pixel per cell,
 * scaled up by CSS, or one per device pixel it is shown at when the matrix
 * has more cells than that: render/heatmap.js), a cursor moved by arrow keys, mouse and touch that
 * announces the cell under it, a colour legend, and a data-table toggle for
 * small matrices. Used by every heatmap-like element; knows nothing about
 * positional encodings (the caller gives the words).
 * @module
 */
import { colorize, colormapLut } from './colormap.js';
import { clampIndex, moveCell } from './cells.js';
import { fillTable } from './data-table.js';
import { el, observeSize } from './dom.js';
import { drawPixels } from './heatmap.js';
import { createLegend, updateLegend } from './legend.js';
import { textScale } from './theme.js';
import { ENGLISH } from '../text/l10n.js';

/** CSS of the view, to adopt next to the base sheet (widgets/styles.js). */
export const HEATMAP_CSS = `
.heatmap { display: grid; grid-template-columns: auto auto minmax(0, 1fr);
  grid-template-areas: "yt rl plot" ". . cl" ". . xt"; gap: 0.15rem 0.3rem; }
/* Read top to bottom, like the rows: the arrow at the end points down, the
   way the row numbers grow. */
.y-title { grid-area: yt; writing-mode: vertical-rl; text-align: center;
  font-size: 0.85em; color: var(--posenc-muted); }
.x-title { grid-area: xt; font-size: 0.85em; color: var(--posenc-muted); text-align: center; }
.plot { grid-area: plot; position: relative; border: 1px solid var(--posenc-border); touch-action: pan-y pinch-zoom; }
.plot canvas { width: 100%; image-rendering: pixelated; cursor: crosshair; }
.row-labels, .col-labels { display: grid; font-size: 0.8em; line-height: 1.1; }
.row-labels { grid-area: rl; text-align: right; max-width: 7rem; }
.col-labels { grid-area: cl; text-align: center; max-height: 7rem; }
.row-labels span, .col-labels span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; align-self: center; min-width: 0; }
.col-labels.vertical span { writing-mode: vertical-rl; justify-self: center; align-self: start; }
.row-labels .marked, .col-labels .marked { font-weight: 700; }
.row-labels .marked::after { content: " ▸"; }
.cursor, .mark { position: absolute; box-sizing: border-box; pointer-events: none; }
/* At least 24 x 24 px however small the cell (WCAG 2.4.13's size), and two
   rings, dark and light (or light and dark), so one of them stands out
   against any colour of the map (1.4.11). */
.cursor { border: 2px solid var(--posenc-cursor); outline: 2px solid var(--posenc-bg);
  box-shadow: inset 0 0 0 1px var(--posenc-bg);
  min-width: 24px; min-height: 24px; transform: translate(-50%, -50%); }
.mark { left: -1px; right: -1px; border: 2px dashed var(--posenc-cursor); }
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
 * @property {readonly string[]} [rowLabels]  text beside each row (words, say)
 * @property {readonly string[]} [colLabels]  text under each column
 * @property {readonly number[]} [rowMarks]  rows outlined and their labels set in bold
 */

/** Views made so far: each gets ids of its own in a shadow root shared with others. */
let viewCount = 0;

export class HeatmapView {
  /** @type {HeatmapData | null} */
  #data = null;
  #cell = { row: 0, col: 0 };
  /** Called with the cell after the cursor moved. @type {(cell: {row: number, col: number}) => void} */
  onCursor = () => {};
  /** The words of the view's own texts (the caller gives the others). */
  #l10n = ENGLISH;
  /** The device pixels the canvas is shown at (null before its first layout). @type {import('./heatmap.js').Shown | null} */
  #shown = null;
  /**
   * A copy of the pixels last drawn, kept while the canvas shows fewer
   * device pixels than the matrix has cells (or before it knows): drawn
   * again when the canvas is shown at another size.
   * @type {Uint8ClampedArray<ArrayBuffer> | null}
   */
  #source = null;
  /** The labels and marks last written (a key of them): a redraw with the same ones writes no element. */
  #labels = '';

  /** The canvas's name until the first draw, in a given language. @type {(l10n: import('../text/l10n.js').Localizer) => string} */
  #undrawnName;

  /**
   * @param {(l10n: import('../text/l10n.js').Localizer) => string} [name]  the canvas's
   *   name until the first draw names it with its numbers: what it will show, never
   *   "not drawn yet"; a function of the language, so that a figure whose language
   *   changes before it draws (a catalog that arrives after it was built) is renamed
   * @param {import('../text/l10n.js').Localizer} [l10n]  the language of its own words
   */
  constructor(name = (l) => l.t('heatmap-view-name'), l10n = ENGLISH) {
    this.#undrawnName = name;
    this.root = el('div', { class: 'heatmap-view' });
    this.grid = el('div', { class: 'heatmap' });
    this.yTitle = el('div', { class: 'y-title', 'aria-hidden': 'true' });
    // An application region: a screen reader in browse mode keeps the arrow
    // keys for itself, and passes them to the page inside an application,
    // where the focusable canvas (role img, named by what it shows) moves
    // the cursor; its description says how.
    viewCount += 1;
    const keysId = `heatmap-keys-${viewCount}`;
    this.plot = el('div', { class: 'plot', role: 'application' });
    this.keys = el('p', { id: keysId, hidden: '' });
    this.canvas = el('canvas', { part: 'canvas', role: 'img', tabindex: '0', 'aria-label': name(l10n),
      'aria-describedby': keysId });
    this.cursor = el('div', { class: 'cursor', part: 'cursor', hidden: '' });
    this.marks = el('div', { class: 'marks' });
    this.xTitle = el('div', { class: 'x-title', 'aria-hidden': 'true' });
    // Labels repeat what the canvas name and the cursor say: hidden from screen readers.
    this.rowLabels = el('div', { class: 'row-labels', 'aria-hidden': 'true', hidden: '' });
    this.colLabels = el('div', { class: 'col-labels', 'aria-hidden': 'true', hidden: '' });
    this.plot.append(this.canvas, this.marks, this.cursor, this.keys);
    this.grid.append(this.yTitle, this.rowLabels, this.plot, this.colLabels, this.xTitle);
    // The hint has its own part name, so that a page with many heatmaps can
    // say it once and hide the rest (::part(readout-hint)).
    this.readout = el('p', { class: 'readout', part: 'readout readout-hint', 'aria-live': 'polite' });
    this.legend = createLegend();
    // Hidden until the first draw says whether there is a table: a button
    // that a learner could focus, only for the draw to hide it under them.
    this.toggle = el('button', { type: 'button', part: 'button', 'aria-expanded': 'false', hidden: '' });
    // Focusable so that keyboard users can scroll a table wider than the figure.
    this.tableWrap = el('div', { class: 'table-wrap', hidden: '', tabindex: '0', role: 'region' });
    this.table = el('table', { part: 'table' });
    this.tableWrap.append(this.table);
    const controls = el('div', { class: 'controls' });
    controls.append(this.toggle);
    // The legend belongs to the picture: right under it, before the readout.
    this.root.append(this.grid, this.legend, this.readout, controls, this.tableWrap);
    this.localize(l10n);
    this.#listen();
    // The device pixels the canvas is shown at (CSS pixels times the ratio where the engine has no such box).
    observeSize(this.canvas, (entry) => {
      const box = entry.devicePixelContentBoxSize?.[0];
      const shown = box ? { width: box.inlineSize, height: box.blockSize } : {
        width: Math.round(entry.contentRect.width * devicePixelRatio),
        height: Math.round(entry.contentRect.height * devicePixelRatio),
      };
      if (shown.width === this.#shown?.width && shown.height === this.#shown?.height) return;
      this.#shown = shown;
      if (this.#source && this.#data) drawPixels(this.canvas, this.#source, this.#data.rows, this.#data.cols, shown);
    }, 'device-pixel-content-box');
  }

  /**
   * Writes the view's own words in `l10n`, and draws again in it what is
   * drawn (the caller's words come with the next show()).
   * @param {import('../text/l10n.js').Localizer} l10n
   */
  localize(l10n) {
    this.#l10n = l10n;
    this.plot.setAttribute('aria-label', l10n.t('heatmap-view-reader'));
    this.keys.textContent = l10n.t('heatmap-view-keys');
    if (this.cursor.hidden) this.readout.textContent = l10n.t('heatmap-view-hint');
    this.toggle.textContent = l10n.t(this.tableWrap.hidden ? 'data-table-show' : 'data-table-hide');
    this.#nameTable();
    if (!this.#data) {
      this.canvas.setAttribute('aria-label', this.#undrawnName(l10n));
      updateLegend(this.legend, null, l10n);
    }
  }

  /** Names the table's region by what it holds: a page shows several tables. */
  #nameTable() {
    const caption = this.#data?.tableCaption;
    this.tableWrap.setAttribute('aria-label', caption
      ? this.#l10n.t('data-table-region-named', { caption }) : this.#l10n.t('data-table-region'));
  }

  /** Draws `data` (see HeatmapData) and refreshes legend, names and table. @param {HeatmapData} data */
  show(data) {
    this.#data = data;
    const { rows, cols } = data;
    const pixels = data.pixels ?? /** @type {Uint8ClampedArray<ArrayBuffer>} */ (
      colorize(data.values ?? [], data.lo, data.hi, colormapLut(data.colormap)));
    drawPixels(this.canvas, pixels, rows, cols, this.#shown);
    const shown = this.#shown;
    if (shown && cols <= shown.width && rows <= shown.height) this.#source = null;
    else if (this.#source?.length === pixels.length) this.#source.set(pixels);
    else this.#source = pixels.slice();
    this.canvas.setAttribute('aria-label', data.label);
    this.xTitle.textContent = data.xTitle;
    this.yTitle.textContent = data.yTitle;
    this.#showLabels(data);
    updateLegend(this.legend, { colormap: data.colormap, ...data.legend }, this.#l10n);
    this.#cell = { row: clampIndex(this.#cell.row, rows), col: clampIndex(this.#cell.col, cols) };
    if (!this.cursor.hidden) this.#moveTo(this.#cell, false);
    // Large matrices offer no table: no button either (a disabled one only clutters).
    if (data.table === null && isFocused(this.toggle)) {
      // The button goes: the keyboard focus goes to the picture it belongs to, not to the page.
      this.canvas.focus();
    }
    this.toggle.hidden = data.table === null;
    // Named by what it holds: a page shows several tables, and a list of
    // regions all called "Data table" tells a screen reader user nothing.
    this.#nameTable();
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
    const { rows, cols, rowLabels, colLabels } = this.#data;
    // Every length follows the figure's text size (a learner's larger
    // default font, WCAG 1.4.4): the sizes below are those of a 16 px font.
    const scale = textScale(this.grid);
    // Room for the axis title, and for the row labels when there are some.
    const labels = rowLabels ? Math.min(112 * scale, 12 * scale + textWidth(this.rowLabels, rowLabels)) : 0;
    const aside = 32 * scale + labels;
    // Cells at most 48 px wide: a 6 x 8 matrix should not fill a desktop.
    let plotWidth = Math.min(width - aside, cols * 48 * scale);
    if (square) plotWidth = Math.min(plotWidth, (maxHeight * scale * cols) / rows);
    this.grid.style.maxWidth = `${plotWidth + aside}px`;
    // Words under narrow columns are written downwards.
    this.colLabels.classList.toggle('vertical', plotWidth / cols < textWidth(this.rowLabels, colLabels ?? []) + 8);
    const natural = (rows * plotWidth) / cols;
    // Never shorter than its row labels (a line each) or its axis title,
    // which share its row of the grid: a taller row would stretch the
    // frame around the canvas and move the labels off their rows.
    const lineHeight = 1.1 * parseFloat(getComputedStyle(this.rowLabels).fontSize);
    const least = Math.max(minHeight * scale, rowLabels ? rows * lineHeight : 0,
      textWidth(this.yTitle, [this.#data.yTitle]) + 4);
    this.canvas.style.height = `${Math.round(Math.max(least, Math.min(maxHeight * scale, natural)))}px`;
  }

  /**
   * Row and column labels and marked rows (each list may be absent).
   * @param {HeatmapData} data
   */
  #showLabels({ rows, cols, rowLabels, colLabels, rowMarks = [] }) {
    const labels = JSON.stringify([rows, cols, rowLabels, colLabels, rowMarks]);
    if (labels === this.#labels) return;
    this.#labels = labels;
    const marked = new Set(rowMarks);
    this.rowLabels.hidden = !rowLabels;
    this.colLabels.hidden = !colLabels;
    if (rowLabels) {
      this.rowLabels.replaceChildren(...rowLabels.map((text, r) => el('span', marked.has(r) ? { class: 'marked' } : {}, text)));
      // CSSOM writes (allowed under a strict style-src): one track per row or column.
      this.rowLabels.style.gridTemplateRows = `repeat(${rows}, minmax(0, 1fr))`;
    }
    if (colLabels) {
      this.colLabels.replaceChildren(...colLabels.map((text) => el('span', {}, text)));
      this.colLabels.style.gridTemplateColumns = `repeat(${cols}, minmax(0, 1fr))`;
    }
    this.marks.replaceChildren(...rowMarks.map((r) => {
      const mark = el('div', { class: 'mark' });
      Object.assign(mark.style, { top: `${(r / rows) * 100}%`, height: `${100 / rows}%` });
      return mark;
    }));
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
    this.readout.setAttribute('part', 'readout');
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
    this.toggle.textContent = this.#l10n.t(open ? 'data-table-hide' : 'data-table-show');
    if (open) this.#fillTable();
  }

  #fillTable() {
    const data = this.#data;
    if (!data || !data.table) return;
    fillTable(this.table, data.table(), {
      rows: data.rows, cols: data.cols, caption: data.tableCaption,
      rowHeader: data.rowHeader, colHeader: data.colHeader, format: (v) => this.#l10n.decimal(v),
    });
  }
}

/** A context that measures text (created on first use). @type {CanvasRenderingContext2D | null} */
let measurer = null;

/**
 * The width of the widest of `texts` in the font of `element`, CSS pixels (0 for none).
 * @param {Element} element @param {readonly string[]} texts
 */
function textWidth(element, texts) {
  measurer ??= /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
  const style = getComputedStyle(element);
  measurer.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return Math.max(0, ...texts.map((text) => /** @type {CanvasRenderingContext2D} */ (measurer).measureText(text).width));
}


/** Whether `element` has the keyboard focus (inside its shadow root, if any). @param {HTMLElement} element */
function isFocused(element) {
  const root = element.getRootNode();
  return /** @type {Document | ShadowRoot} */ (root).activeElement === element;
}
