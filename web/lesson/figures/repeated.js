// @ts-check
/**
 * `<lesson-repeated>`: the outputs of the toy attention layer for a sentence
 * with a repeated word, rows labelled by token, and how far apart the two
 * copies' outputs are. Attributes: sentence, positional.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { tokenize } from '../../src/index.js';
import { booleanSpec, textSpec } from '../../src/widgets/attributes.js';
import { HeatmapView } from '../../src/render/heatmap-view.js';
import { formatValue } from '../../src/render/cells.js';
import { LessonFigure } from './lesson-figure.js';
import { fmt } from './schema.js';

/** Width of the toy model (the order demo's). */
const D_MODEL = 16;

/** The first word that occurs twice, with both indices, or null. @param {string[]} tokens */
export function firstRepeat(tokens) {
  for (let j = 1; j < tokens.length; j++) {
    const i = tokens.indexOf(tokens[j]);
    if (i < j) return { word: tokens[j], first: i, second: j };
  }
  return null;
}

export class LessonRepeated extends LessonFigure {
  static schema = { sentence: textSpec(120, 'the dog saw the cat'), positional: booleanSpec(false) };

  /** @param {HTMLElement} body */
  build(body) {
    this.view = new HeatmapView();
    this.rows = el('p', { class: 'title' });
    this.result = el('p', { class: 'tabular' });
    body.append(this.rows, this.view.root, this.result);
  }

  /** @param {import('../../src/widgets/base.js').DrawContext} context */
  draw({ pe, values: v, width }) {
    const tokens = tokenize(v.sentence, { maxTokens: 16 }).tokens;
    if (tokens.length === 0) return 'No words to show.';
    const r = pe.attention({ tokens, dModel: D_MODEL, positional: v.positional });
    const out = /** @type {Float32Array} */ (r.output);
    const view = /** @type {HeatmapView} */ (this.view);
    view.show({
      rows: tokens.length, cols: D_MODEL, values: out, colormap: 'rdbu', lo: -2, hi: 2,
      legend: { lo: '−2', hi: '+2', mid: '0', what: 'output' },
      label: `Heatmap of the attention outputs, one row per word (${tokens.join(', ')}), ${D_MODEL} columns.`,
      xTitle: 'output channel →', yTitle: 'word →',
      cellText: (row, c) => `Word ${row + 1} "${tokens[row]}", channel ${c}: ${formatValue(out[row * D_MODEL + c])}`,
      table: () => out, tableCaption: 'Attention outputs, one row per word',
      rowHeader: (row) => `${row + 1}: ${tokens[row]}`, colHeader: (c) => String(c),
    });
    view.layout(width, 80, 220);
    const repeat = firstRepeat(tokens);
    let text = 'No word appears twice in this sentence.';
    if (repeat) {
      let gap = 0;
      for (let c = 0; c < D_MODEL; c++) gap = Math.max(gap, Math.abs(out[repeat.first * D_MODEL + c] - out[repeat.second * D_MODEL + c]));
      text = `The two copies of "${repeat.word}" (words ${repeat.first + 1} and ${repeat.second + 1}) differ by at most ` +
        `${fmt(gap)}: ${gap < 1e-4 ? 'identical, attention cannot tell them apart.' : 'different, thanks to their positions.'}`;
    }
    /** @type {HTMLElement} */ (this.result).textContent = text;
    /** @type {HTMLElement} */ (this.rows).textContent = `Output rows, top to bottom: ${tokens.join(', ')}`;
    return `${v.positional ? 'With' : 'Without'} positional encoding: ${tokens.length} words × ${D_MODEL} output channels.`;
  }
}
