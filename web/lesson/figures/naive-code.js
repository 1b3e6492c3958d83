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
import { formatValue } from '../../src/render/cells.js';
import { LessonFigure } from './lesson-figure.js';
import { fmt } from './schema.js';

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
 * @type {Record<string, (t: Float32Array, v: Record<string, any>, other: Float32Array | null) => string>}
 */
const WORDS = {
  index: (t) => `The raw index: every channel of row p holds p. On the 0-to-1 scale of the other panels, ` +
    `everything from position 2 on is off the top; the last row holds ${fmt(t[t.length - 1])}, ` +
    'while word embeddings hold values around ±1.',
  fraction: (t, v, other) => `Index divided by (length − 1): position 2 is coded ${fmt(t[2 * v.dModel], 2)} ` +
    `in a ${v.positions}-word sentence` + (other ? ` but ${fmt(other[2 * v.dModel], 2)} in a ${v.compare}-word one.` : '.'),
  binary: (t, v) => `Binary digits, lowest bit in channel 0. Squared distance from 7 to 8: ` +
    `${fmt(distance2(t, v.dModel, 7, 8))}; from 8 to 9: ${fmt(distance2(t, v.dModel, 8, 9))}. ` +
    'Neighbours are not equally far apart.',
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
    const views = [0, 1].map(() => new HeatmapView('Heatmap of a first-idea position code: positions by channels'));
    const titles = [el('p', { class: 'title' }), el('p', { class: 'title' })];
    const sides = [el('div'), el('div')];
    sides.forEach((side, i) => side.append(titles[i], views[i].root));
    const row = el('div', { class: 'side-by-side' });
    row.append(...sides);
    body.append(row);
    return { views, titles, sides };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<NaiveParts>} context */
  draw({ pe, values: v, width, parts: { views, titles, sides } }) {
    const table = (/** @type {number} */ positions) => pe.alternative({ kind: v.kind, positions, dModel: v.dModel });
    const main = table(v.positions);
    const second = v.kind === 'fraction' && v.compare > 2 ? table(v.compare) : null;
    const each = second ? width / 2 - 8 : width;
    this.show(views[0], main, v.positions, v, each);
    sides[1].hidden = !second;
    // Every panel has a title line, so that the pictures of a row line up.
    titles[0].textContent = second ? `${v.positions} words` : `${v.positions} positions`;
    if (second) {
      this.show(views[1], second, v.compare, v, each);
      titles[1].textContent = `${v.compare} words`;
    }
    return WORDS[v.kind](main, v, second);
  }

  /**
   * @param {HeatmapView} view @param {Float32Array} values @param {number} rows
   * @param {Record<string, any>} v @param {number} width
   */
  show(view, values, rows, v, width) {
    const top = values[values.length - 1];
    const cols = v.dModel;
    view.show({
      rows, cols, values, colormap: 'viridis', lo: 0, hi: 1,
      legend: { lo: '0', hi: top > 1 ? '1 and above' : '1', what: 'code value' },
      label: `Heatmap of the ${v.kind} code: ${rows} positions (rows) by ${cols} channels (columns), values 0 to ` +
        `${fmt(top > 1 ? top : 1)}` + (top > 1 ? ', drawn on a scale from 0 to 1, so every value above 1 has the top colour.' : '.'),
      xTitle: 'channel →', yTitle: `position 0 … ${rows - 1} →`,
      cellText: (r, c) => `Position ${r}, channel ${c}: ${formatValue(values[r * cols + c])}`,
      table: rows * cols <= MAX_TABLE_CELLS ? () => values : null,
      tableCaption: `The ${v.kind} code, ${rows} positions by ${cols} channels`,
      rowHeader: (r) => `p ${r}`, colHeader: (c) => `ch ${c}`,
    });
    view.layout(width, PANEL_HEIGHT, PANEL_HEIGHT);
  }
}
