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
import { localPlainNumber } from '../../src/render/cells.js';
import { LessonFigure } from './lesson-figure.js';
import './later-words.js';
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
    const view = new HeatmapView((l) => l.t('ui-repeated-name'), this.l10n);
    const result = el('table', { class: 'tabular distances' });
    body.append(view.root, result);
    return { view, result };
  }

  /** @param {import('../../src/text/l10n.js').Localizer} l10n @param {{ view: HeatmapView, result: HTMLTableElement }} parts */
  localize(l10n, parts) {
    super.localize(l10n, parts);
    parts.view.localize(l10n);
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ view: HeatmapView, result: HTMLTableElement }>} context */
  draw({ pe, values: v, width, parts: { view, result }, l10n }) {
    const tokens = /** @type {string[]} */ (v.tokens);
    if (tokens.length === 0) return l10n.t('ui-repeated-empty');
    const run = (/** @type {boolean} */ positional) =>
      /** @type {Float32Array} */ (pe.attention({ tokens, dModel: D_MODEL, positional }).output);
    const outputs = { without: run(false), with: run(true) };
    const out = v.positional ? outputs.with : outputs.without;
    const repeat = firstRepeat(tokens);
    const int = (/** @type {number} */ n) => l10n.integer(n);
    const size = { positional: v.positional ? 'yes' : 'no', count: tokens.length, words: int(tokens.length), channels: int(D_MODEL) };
    const label = { ...size, list: tokens.join(', '), word: repeat?.word ?? '' };
    view.show({
      rows: tokens.length, cols: D_MODEL, values: out, colormap: 'rdbu', lo: -2, hi: 2,
      legend: { lo: '−2', hi: '+2', mid: '0', what: l10n.t('ui-repeated-legend') },
      label: l10n.t(repeat ? 'ui-repeated-label-repeat' : 'ui-repeated-label', label),
      xTitle: l10n.t('ui-repeated-x-title'), yTitle: l10n.t('ui-repeated-y-title'),
      rowLabels: tokens, rowMarks: repeat ? [repeat.first, repeat.second] : [],
      cellText: (row, c) => l10n.t('ui-repeated-cell', { p: int(row), word: tokens[row], c: int(c),
        value: l10n.decimal(out[row * D_MODEL + c]) }),
      table: () => out, tableCaption: l10n.t('ui-repeated-caption'),
      rowHeader: (row) => l10n.t('ui-repeated-row', { p: int(row), word: tokens[row] }), colHeader: int,
    });
    view.layout(width, 80, 220);
    if (!repeat) {
      result.replaceChildren(el('caption', {}, l10n.t('ui-repeated-no-repeat')));
      return l10n.t('ui-repeated-summary-none', size);
    }
    const gap = (/** @type {Float32Array} */ o) => {
      let worst = 0;
      for (let c = 0; c < D_MODEL; c++) worst = Math.max(worst, Math.abs(o[repeat.first * D_MODEL + c] - o[repeat.second * D_MODEL + c]));
      return worst;
    };
    const gaps = { without: gap(outputs.without), with: gap(outputs.with) };
    const head = el('tr');
    head.append(el('td'), el('th', { scope: 'col' }, l10n.t('ui-repeated-col-gap')),
      el('th', { scope: 'col' }, l10n.t('ui-repeated-col-verdict')));
    const rows = /** @type {const} */ (['without', 'with']).map((key) => {
      const tr = el('tr', v.positional === (key === 'with') ? { class: 'current' } : {});
      tr.append(el('th', { scope: 'row' }, l10n.t(`ui-repeated-${key}`)), el('td', {}, localPlainNumber(gaps[key], l10n)),
        el('td', {}, l10n.t(gaps[key] < SAME_TOLERANCE ? 'ui-repeated-identical' : 'ui-repeated-different')));
      return tr;
    });
    result.replaceChildren(el('caption', {}, l10n.t('ui-repeated-copies', { word: repeat.word, first: int(repeat.first),
      second: int(repeat.second) })), head, ...rows);
    const shown = v.positional ? gaps.with : gaps.without;
    return l10n.t('ui-repeated-summary', { ...size, word: repeat.word, gap: localPlainNumber(shown, l10n),
      same: shown < SAME_TOLERANCE ? 'yes' : 'no' });
  }
}
