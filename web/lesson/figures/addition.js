// @ts-check
/**
 * `<lesson-addition>`: what "add the encoding to the embedding" does, as
 * bars. The first repeated word of a sentence ("the" in "the dog saw the
 * cat") at its two positions: the same token embedding, plus PE(p), gives a
 * different input vector at each place. The numbers are the toy attention
 * layer's own inputs (posenc.attention), on one vertical scale.
 * Attribute: sentence.
 * @module
 */
import { textSpec } from '../../src/widgets/attributes.js';
import { localPlainNumber } from '../../src/render/cells.js';
import { niceRange, tickText } from '../../src/render/ticks.js';
import { LessonFigure } from './lesson-figure.js';
import './later-words.js';
import { drawPanels } from '../../src/render/line-plot.js';
import { firstRepeat, sentenceTokens } from './repeated.js';

/** Width of the toy model (the order demo's). */
const D_MODEL = 16;
/** Height of one row of three bar charts, the room for their titles, and the gap below. */
const ROW = 128, TITLE = 18, GAP = 18;

/** @extends {LessonFigure<{ canvas: HTMLCanvasElement }>} */
export class LessonAddition extends LessonFigure {
  static schema = { sentence: textSpec(120, 'the dog saw the cat') };

  /** @param {Record<string, any>} values */
  static constrain(values) {
    return sentenceTokens(values);
  }

  /** @param {HTMLElement} body */
  build(body) {
    const canvas = this.makeCanvas('ui-addition-name');
    body.append(canvas);
    return { canvas };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ canvas: HTMLCanvasElement }>} context */
  draw({ pe, values: v, width, theme: colors, parts: { canvas }, l10n }) {
    const tokens = /** @type {string[]} */ (v.tokens);
    const repeat = firstRepeat(tokens);
    if (!repeat) return l10n.t('ui-addition-no-repeat');
    const plain = pe.attention({ tokens, dModel: D_MODEL, positional: false }).inputs;
    const coded = pe.attention({ tokens, dModel: D_MODEL, positional: true }).inputs;
    const row = (/** @type {Float32Array} */ t, /** @type {number} */ r) => t.subarray(r * D_MODEL, (r + 1) * D_MODEL);
    const rows = [repeat.first, repeat.second].map((at) => {
      const embedding = row(plain, at), input = row(coded, at);
      return { at, embedding, code: input.map((x, c) => x - embedding[c]), input };
    });
    let top = 0;
    for (const r of rows) for (const x of [...r.embedding, ...r.input]) top = Math.max(top, Math.abs(x));
    const [, hi] = niceRange(0, top, 2);
    // The room for text (ticks, titles, signs) grows with the text (theme.js); the bars keep their height.
    const s = colors.textScale, sign = 22 * s, axis = 30 * s, rowHeight = ROW + (TITLE + GAP) * (s - 1);
    const panel = (width - axis - 2 * sign) / 3, h = ROW - TITLE - GAP;
    // Three panels a row, on one scale: the first carries the value ticks, a sign stands between each two.
    const panels = rows.flatMap((r, i) => [
      { title: l10n.t('ui-addition-embedding', { word: repeat.word }), values: r.embedding, style: 0 },
      { title: `PE(${l10n.integer(r.at)})`, values: r.code, style: 1 },
      { title: l10n.t('ui-addition-input', { p: l10n.integer(r.at) }), values: r.input, style: 2 },
    ].map((part, j) => ({
      left: j === 0 ? 0 : axis + j * (panel + sign), top: i * rowHeight, width: panel + (j === 0 ? axis : 0), height: rowHeight,
      // Under a 16 px font: the plot scales it (line-plot.js).
      pad: { left: j === 0 ? 30 : 0, right: 0, top: TITLE, bottom: GAP }, title: part.title,
      x: /** @type {[number, number]} */ ([0, D_MODEL]), y: /** @type {[number, number]} */ ([-hi, hi]),
      yTickText: j === 0 ? (/** @type {number} */ v) => tickText(v, l10n) : null, theme: colors,
      series: [{ values: part.values, kind: /** @type {const} */ ('bars'), color: colors.series[part.style] }],
    })));
    const c = drawPanels(canvas, { width, height: 2 * rowHeight }, panels);
    c.font = `bold ${18 * s}px ${colors.font}`;
    c.fillStyle = colors.fg;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    for (let i = 0; i < rows.length; i++) {
      for (const [j, text] of /** @type {const} */ ([[0, '+'], [1, '=']])) {
        c.fillText(text, axis + j * (panel + sign) + panel + sign / 2, i * rowHeight + TITLE * s + h / 2);
      }
    }
    let gap = 0;
    for (let k = 0; k < D_MODEL; k++) gap = Math.max(gap, Math.abs(rows[0].input[k] - rows[1].input[k]));
    const tick = (/** @type {number} */ x) => (l10n.locale === 'en' ? tickText(x)
      : l10n.grouped(+x.toPrecision(4)).replace(/^-/, '−'));
    const at = { word: repeat.word, first: l10n.integer(rows[0].at), second: l10n.integer(rows[1].at) };
    canvas.setAttribute('aria-label', l10n.t('ui-addition-label', { ...at, bars: l10n.integer(D_MODEL), lo: tick(-hi), hi: tick(hi) }));
    return l10n.t('ui-addition-summary', { ...at, gap: localPlainNumber(gap, l10n) });
  }
}
