// @ts-check
/**
 * `<lesson-naive-code>`: a first-idea position code as a heatmap, with the
 * number that shows its flaw. Attributes: kind (index | fraction | binary),
 * positions, d-model, compare (fraction only: a second sentence length, drawn
 * beside the first).
 *
 * Every kind is drawn on the same colour scale, 0 to 1, the range of the
 * other two codes: the raw index leaves it at position 2, and everything
 * past that takes the top colour, so the three panels can be compared by eye.
 * Every panel has the same height, whatever its number of rows.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { choiceSpec, numberSpec } from '../../src/widgets/attributes.js';
import { MAX_TABLE_CELLS } from '../../src/widgets/schemas.js';
import { HeatmapView } from '../../src/render/heatmap-view.js';
import { LessonFigure } from './lesson-figure.js';
import './later-words.js';
import { localFmt } from './schema.js';

/** Height of every panel's heatmap, CSS pixels. */
const PANEL_HEIGHT = 200;

/** Squared distance between rows a and b of a table with `cols` columns. */
function distance2(/** @type {Float32Array} */ t, /** @type {number} */ cols, /** @type {number} */ a, /** @type {number} */ b) {
  let sum = 0;
  for (let c = 0; c < cols; c++) sum += (t[a * cols + c] - t[b * cols + c]) ** 2;
  return sum;
}

/**
 * What the picture shows, in words, from the data itself.
 * @type {Record<string, (t: Float32Array, v: Record<string, any>, other: Float32Array | null,
 *   l10n: import('../../src/text/l10n.js').Localizer) => string>}
 */
const WORDS = {
  index: (t, v, other, l10n) => l10n.t('ui-naive-code-index', { last: localFmt(t[t.length - 1], l10n) }),
  fraction: (t, v, other, l10n) => {
    const words = { code: localFmt(t[2 * v.dModel], l10n, 2), positions: l10n.integer(v.positions) };
    return other ? l10n.t('ui-naive-code-fraction-compare', { ...words, other: localFmt(other[2 * v.dModel], l10n, 2),
      compare: l10n.integer(v.compare) }) : l10n.t('ui-naive-code-fraction', words);
  },
  binary: (t, v, other, l10n) => l10n.t('ui-naive-code-binary', {
    near: localFmt(distance2(t, v.dModel, 7, 8), l10n), far: localFmt(distance2(t, v.dModel, 8, 9), l10n) }),
};

/**
 * @typedef {object} NaiveParts
 * @property {HeatmapView[]} views @property {HTMLElement[]} titles @property {HTMLElement[]} sides
 */

/** @extends {LessonFigure<NaiveParts>} */
export class LessonNaiveCode extends LessonFigure {
  static schema = {
    kind: choiceSpec(['index', 'fraction', 'binary'], 'index'),
    positions: numberSpec({ min: 3, max: 256, fallback: 32, integer: true }),
    'd-model': numberSpec({ min: 1, max: 64, fallback: 8, integer: true }),
    compare: numberSpec({ min: 0, max: 256, fallback: 0, integer: true }),
  };

  /** @param {HTMLElement} body */
  build(body) {
    const views = [0, 1].map(() => new HeatmapView((l) => l.t('ui-naive-code-name'), this.l10n));
    const titles = [el('p', { class: 'title' }), el('p', { class: 'title' })];
    const sides = [el('div'), el('div')];
    sides.forEach((side, i) => side.append(titles[i], views[i].root));
    const row = el('div', { class: 'side-by-side' });
    row.append(...sides);
    body.append(row);
    return { views, titles, sides };
  }

  /** @param {import('../../src/text/l10n.js').Localizer} l10n @param {NaiveParts} parts */
  localize(l10n, parts) {
    super.localize(l10n, parts);
    for (const view of parts.views) view.localize(l10n);
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<NaiveParts>} context */
  draw({ pe, values: v, width, parts: { views, titles, sides }, l10n }) {
    const table = (/** @type {number} */ positions) => pe.alternative({ kind: v.kind, positions, dModel: v.dModel });
    const main = table(v.positions);
    const second = v.kind === 'fraction' && v.compare > 2 ? table(v.compare) : null;
    const each = second ? width / 2 - 8 : width;
    this.show(views[0], main, v.positions, v, each, l10n);
    sides[1].hidden = !second;
    // Every panel has a title line, so that the pictures of a row line up.
    const count = (/** @type {string} */ id, /** @type {number} */ n) => l10n.t(id, { count: n, n: l10n.integer(n) });
    titles[0].textContent = count(second ? 'ui-naive-code-words' : 'ui-naive-code-positions', v.positions);
    if (second) {
      this.show(views[1], second, v.compare, v, each, l10n);
      titles[1].textContent = count('ui-naive-code-words', v.compare);
    }
    return WORDS[v.kind](main, v, second, l10n);
  }

  /**
   * @param {HeatmapView} view @param {Float32Array} values @param {number} rows
   * @param {Record<string, any>} v @param {number} width @param {import('../../src/text/l10n.js').Localizer} l10n
   */
  show(view, values, rows, v, width, l10n) {
    const top = values[values.length - 1];
    const cols = v.dModel;
    const int = (/** @type {number} */ n) => l10n.integer(n);
    const size = { kind: v.kind, positions: int(rows), channels: int(cols), count: cols };
    view.show({
      rows, cols, values, colormap: 'viridis', lo: 0, hi: 1,
      legend: { lo: '0', hi: top > 1 ? l10n.t('ui-naive-code-legend-top') : '1', what: l10n.t('ui-naive-code-legend') },
      label: l10n.t(top > 1 ? 'ui-naive-code-label-over' : 'ui-naive-code-label', { ...size, top: localFmt(top > 1 ? top : 1, l10n) }),
      xTitle: l10n.t('ui-naive-code-x-title'), yTitle: l10n.t('ui-naive-code-y-title', { last: int(rows - 1) }),
      cellText: (r, c) => l10n.t('ui-naive-code-cell', { p: int(r), c: int(c), value: l10n.decimal(values[r * cols + c]) }),
      table: rows * cols <= MAX_TABLE_CELLS ? () => values : null,
      tableCaption: l10n.t('ui-naive-code-caption', size),
      rowHeader: (r) => l10n.t('ui-naive-code-row', { p: int(r) }), colHeader: (c) => l10n.t('ui-naive-code-col', { c: int(c) }),
    });
    view.layout(width, PANEL_HEIGHT, PANEL_HEIGHT);
  }
}
