// @ts-check
/**
 * `<lesson-naive-code>`: a first-idea position code as a heatmap, with the
 * number that shows its flaw. Attributes: kind (index | fraction | binary),
 * positions, d-model, compare (fraction only: a second sentence length).
 * @module
 */
import { el } from '../../src/render/dom.js';
import { choiceSpec, numberSpec } from '../../src/widgets/attributes.js';
import { MAX_TABLE_CELLS } from '../../src/widgets/schemas.js';
import { HeatmapView } from '../../src/render/heatmap-view.js';
import { formatValue } from '../../src/render/cells.js';
import { LessonFigure } from './lesson-figure.js';
import { fmt } from './schema.js';

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
  index: (t) => `The raw index: every channel of row p holds p, so the last row holds ${fmt(t[t.length - 1])} ` +
    'while word embeddings hold values around ±1.',
  fraction: (t, v, other) => `Index divided by length: position 2 is coded ${fmt(t[2 * v.dModel])} ` +
    `in a ${v.positions}-word sentence` + (other ? ` but ${fmt(other[2 * v.dModel])} in a ${v.compare}-word one.` : '.'),
  binary: (t, v) => `Binary digits, lowest bit in channel 0. Squared distance from 7 to 8: ` +
    `${fmt(distance2(t, v.dModel, 7, 8))}; from 8 to 9: ${fmt(distance2(t, v.dModel, 8, 9))}. ` +
    'Neighbours are not equally far apart.',
};

export class LessonNaiveCode extends LessonFigure {
  static schema = {
    kind: choiceSpec(['index', 'fraction', 'binary'], 'index'),
    positions: numberSpec({ min: 3, max: 256, fallback: 32, integer: true }),
    'd-model': numberSpec({ min: 1, max: 64, fallback: 8, integer: true }),
    compare: numberSpec({ min: 0, max: 256, fallback: 0, integer: true }),
  };

  /** @param {HTMLElement} body */
  build(body) {
    this.views = [new HeatmapView(), new HeatmapView()];
    this.titles = [el('p', { class: 'title' }), el('p', { class: 'title' })];
    body.append(this.titles[0], this.views[0].root, this.titles[1], this.views[1].root);
  }

  /** @param {import('../../src/widgets/base.js').DrawContext} context */
  draw({ pe, values: v, width }) {
    const views = /** @type {HeatmapView[]} */ (this.views);
    const titles = /** @type {HTMLElement[]} */ (this.titles);
    const table = (/** @type {number} */ positions) => pe.alternative({ kind: v.kind, positions, dModel: v.dModel });
    const main = table(v.positions);
    const second = v.kind === 'fraction' && v.compare > 2 ? table(v.compare) : null;
    this.show(views[0], main, v.positions, v, width);
    views[1].root.hidden = !second;
    titles[1].hidden = !second;
    titles[0].hidden = !second;
    if (second) {
      this.show(views[1], second, v.compare, v, width);
      titles[0].textContent = `A ${v.positions}-word sentence`;
      titles[1].textContent = `A ${v.compare}-word sentence`;
    }
    return WORDS[v.kind](main, v, second);
  }

  /**
   * @param {HeatmapView} view @param {Float32Array} values @param {number} rows
   * @param {Record<string, any>} v @param {number} width
   */
  show(view, values, rows, v, width) {
    const hi = v.kind === 'index' ? rows - 1 : 1;
    const cols = v.dModel;
    view.show({
      rows, cols, values, colormap: v.kind === 'binary' ? 'cividis' : 'viridis', lo: 0, hi,
      legend: { lo: '0', hi: fmt(hi), what: 'code value' },
      label: `Heatmap of the ${v.kind} code: ${rows} positions (rows) by ${cols} channels (columns), values 0 to ${fmt(hi)}.`,
      xTitle: 'channel →', yTitle: 'position →',
      cellText: (r, c) => `Position ${r}, channel ${c}: ${formatValue(values[r * cols + c])}`,
      table: rows * cols <= MAX_TABLE_CELLS ? () => values : null,
      tableCaption: `The ${v.kind} code, ${rows} positions by ${cols} channels`,
      rowHeader: (r) => `p ${r}`, colHeader: (c) => `ch ${c}`,
    });
    view.layout(width, 96, 260);
  }
}
