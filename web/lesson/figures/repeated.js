// @ts-check
/**
 * `<lesson-repeated>`: the outputs of the toy attention layer for a sentence
 * with a repeated word, rows labelled by token, the two rows of the repeated
 * word outlined, and how far apart the two copies' outputs are, both without
 * and with positional encoding (whichever the switch shows). Attributes:
 * sentence, positional.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { cutNotice, tokenize } from '../../src/text/tokenize.js';
import { booleanSpec, textSpec } from '../../src/widgets/attributes.js';
import { HeatmapView } from '../../src/render/heatmap-view.js';
import { formatValue, plainNumber } from '../../src/render/cells.js';
import { LessonFigure } from './lesson-figure.js';
import { SAME_TOLERANCE } from '../order-words.js';

/** Width of the toy model (the order demo's). */
const D_MODEL = 16;

/** Most words of the sentence the figure shows (the heatmap stays readable). */
export const MAX_WORDS = 16;

/**
 * The figure's sentence as tokens (values gain `tokens`), at most MAX_WORDS
 * of them, with a notice saying what was left out when it was cut.
 * @param {Record<string, any>} values
 * @returns {{ values: Record<string, any>, warnings: string[] }}
 */
export function sentenceTokens(values) {
  const { tokens, truncated } = tokenize(values.sentence, { maxTokens: MAX_WORDS });
  return { values: { ...values, tokens }, warnings: truncated ? [cutNotice(tokens, MAX_WORDS)] : [] };
}

/** The first word that occurs twice, with both indices, or null. @param {string[]} tokens */
export function firstRepeat(tokens) {
  for (let j = 1; j < tokens.length; j++) {
    const i = tokens.indexOf(tokens[j]);
    if (i < j) return { word: tokens[j], first: i, second: j };
  }
  return null;
}

/** @extends {LessonFigure<{ view: HeatmapView, result: HTMLTableElement }>} */
export class LessonRepeated extends LessonFigure {
  static schema = { sentence: textSpec(120, 'the dog saw the cat'), positional: booleanSpec(false) };

  /** @param {Record<string, any>} values */
  static constrain(values) {
    return sentenceTokens(values);
  }

  /** @param {HTMLElement} body */
  build(body) {
    const view = new HeatmapView('Heatmap of the attention outputs, one row per word');
    const result = el('table', { class: 'tabular distances' });
    body.append(view.root, result);
    return { view, result };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ view: HeatmapView, result: HTMLTableElement }>} context */
  draw({ pe, values: v, width, parts: { view, result } }) {
    const tokens = /** @type {string[]} */ (v.tokens);
    if (tokens.length === 0) return 'No words to show.';
    const run = (/** @type {boolean} */ positional) =>
      /** @type {Float32Array} */ (pe.attention({ tokens, dModel: D_MODEL, positional }).output);
    const outputs = { without: run(false), with: run(true) };
    const out = v.positional ? outputs.with : outputs.without;
    const repeat = firstRepeat(tokens);
    view.show({
      rows: tokens.length, cols: D_MODEL, values: out, colormap: 'rdbu', lo: -2, hi: 2,
      legend: { lo: '−2', hi: '+2', mid: '0', what: 'output' },
      label: `Heatmap of the attention outputs ${v.positional ? 'with' : 'without'} positional encoding, one row per word ` +
        `(${tokens.join(', ')}), ${D_MODEL} columns` + (repeat ? `; the two rows of "${repeat.word}" are outlined.` : '.'),
      xTitle: 'output channel →', yTitle: 'word →',
      rowLabels: tokens, rowMarks: repeat ? [repeat.first, repeat.second] : [],
      cellText: (row, c) => `Position ${row} "${tokens[row]}", channel ${c}: ${formatValue(out[row * D_MODEL + c])}`,
      table: () => out, tableCaption: 'Attention outputs, one row per word',
      rowHeader: (row) => `${row}: ${tokens[row]}`, colHeader: (c) => String(c),
    });
    view.layout(width, 80, 220);
    if (!repeat) {
      result.replaceChildren(el('caption', {}, 'No word appears twice in this sentence.'));
      return `${v.positional ? 'With' : 'Without'} positional encoding: ${tokens.length} words × ${D_MODEL} output channels; no repeated word.`;
    }
    const gap = (/** @type {Float32Array} */ o) => {
      let worst = 0;
      for (let c = 0; c < D_MODEL; c++) worst = Math.max(worst, Math.abs(o[repeat.first * D_MODEL + c] - o[repeat.second * D_MODEL + c]));
      return worst;
    };
    const gaps = { without: gap(outputs.without), with: gap(outputs.with) };
    const head = el('tr');
    head.append(el('td'), el('th', { scope: 'col' }, 'largest difference'), el('th', { scope: 'col' }, 'so the two copies are'));
    const rows = /** @type {const} */ (['without', 'with']).map((key) => {
      const tr = el('tr', v.positional === (key === 'with') ? { class: 'current' } : {});
      tr.append(el('th', { scope: 'row' }, `${key} positional encoding`), el('td', {}, plainNumber(gaps[key])),
        el('td', {}, gaps[key] < SAME_TOLERANCE ? 'identical' : 'different'));
      return tr;
    });
    result.replaceChildren(el('caption', {}, `The two copies of "${repeat.word}" (positions ${repeat.first} and ` +
      `${repeat.second}), output against output`), head, ...rows);
    return `${v.positional ? 'With' : 'Without'} positional encoding: ${tokens.length} words × ${D_MODEL} output channels. ` +
      `The two copies of "${repeat.word}" differ by at most ${plainNumber(v.positional ? gaps.with : gaps.without)}: ` +
      `${(v.positional ? gaps.with : gaps.without) < SAME_TOLERANCE ? 'identical, attention cannot tell them apart' : 'different, thanks to their positions'}.`;
  }
}
