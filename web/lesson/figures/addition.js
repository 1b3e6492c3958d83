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
import { plainNumber } from '../../src/render/cells.js';
import { niceRange, tickText } from '../../src/render/ticks.js';
import { LessonFigure } from './lesson-figure.js';
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
    const canvas = this.makeCanvas('Bar charts: a word embedding plus its position code');
    body.append(canvas);
    return { canvas };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ canvas: HTMLCanvasElement }>} context */
  draw({ pe, values: v, width, theme: colors, parts: { canvas } }) {
    const tokens = /** @type {string[]} */ (v.tokens);
    const repeat = firstRepeat(tokens);
    if (!repeat) return 'No word appears twice in this sentence.';
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
      { title: `embedding of "${repeat.word}"`, values: r.embedding, style: 0 },
      { title: `PE(${r.at})`, values: r.code, style: 1 },
      { title: `input at position ${r.at}`, values: r.input, style: 2 },
    ].map((part, j) => ({
      left: j === 0 ? 0 : axis + j * (panel + sign), top: i * rowHeight, width: panel + (j === 0 ? axis : 0), height: rowHeight,
      // Under a 16 px font: the plot scales it (line-plot.js).
      pad: { left: j === 0 ? 30 : 0, right: 0, top: TITLE, bottom: GAP }, title: part.title,
      x: /** @type {[number, number]} */ ([0, D_MODEL]), y: /** @type {[number, number]} */ ([-hi, hi]),
      yTickText: j === 0 ? tickText : null, theme: colors,
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
    canvas.setAttribute('aria-label', `Two rows of three bar charts, ${D_MODEL} bars each, ` +
      `on one scale from ${tickText(-hi)} to ${tickText(hi)}: the embedding of "${repeat.word}" plus PE(${rows[0].at}) ` +
      `equals its input at position ${rows[0].at}; the same embedding plus PE(${rows[1].at}) equals its input at position ` +
      `${rows[1].at}.`);
    return `"${repeat.word}" has one embedding wherever it stands. Added to PE(${rows[0].at}) and to PE(${rows[1].at}), it ` +
      `gives two inputs that differ by up to ${plainNumber(gap)} in a channel. The codes stay within ±1, the size of this ` +
      'model\'s embedding values: the word is still there, with its place written on top.';
  }
}
