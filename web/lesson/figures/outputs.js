// @ts-check
/**
 * `<lesson-outputs>`: the toy attention outputs of a sentence and of its
 * reordered words, side by side, one row per word, labelled by the word, with
 * a line joining each word's two rows. Without positional encoding the joined
 * rows hold the same colours; with it they differ. The colour scale is the
 * same with and without the encoding. Attributes: sentence, permutation,
 * positional (as <posenc-permutation>).
 * @module
 */
import { colormapLut, lutIndex } from '../../src/render/colormap.js';
import { constrainPermutation, permutationDemos } from '../../src/widgets/permutation-rules.js';
import { PERMUTATION_SCHEMA } from '../../src/widgets/schemas.js';
import { createLegend, updateLegend } from '../../src/render/legend.js';
import { LessonFigure } from './lesson-figure.js';
import { sizeCanvas } from '../../src/render/canvas.js';
import { SAME_TOLERANCE } from '../order-words.js';
import { localFmt } from './schema.js';
import { localPlainNumber } from '../../src/render/cells.js';
import { textScale } from '../../src/render/theme.js';

// Sizes under a 16 px default font; they grow with the text (textScale).
const ROW = 24;   // CSS pixels per word
const LABEL = 84; // most room for a word on either side
const GAP = 56;   // room for the joining lines
const FONT = 13;  // the words and titles, CSS pixels
const TOP = 20;   // room for the titles above the matrices

/** Largest |a - b| over one row of each. @param {Float32Array} a @param {number} ra @param {Float32Array} b @param {number} rb @param {number} d */
function rowGap(a, ra, b, rb, d) {
  let worst = 0;
  for (let c = 0; c < d; c++) worst = Math.max(worst, Math.abs(a[ra * d + c] - b[rb * d + c]));
  return worst;
}

/** @extends {LessonFigure<{ canvas: HTMLCanvasElement, legend: HTMLElement }>} */
export class LessonOutputs extends LessonFigure {
  static schema = PERMUTATION_SCHEMA;
  static constrain = constrainPermutation;

  /** @param {HTMLElement} body */
  build(body) {
    const canvas = this.makeCanvas('ui-outputs-name');
    const legend = createLegend();
    updateLegend(legend, null, this.l10n);
    body.append(canvas, legend);
    return { canvas, legend };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ canvas: HTMLCanvasElement, legend: HTMLElement }>} context */
  draw({ pe, values: v, width, theme: colors, parts: { canvas, legend }, l10n }) {
    const tokens = /** @type {string[]} */ (v.tokens);
    const order = /** @type {number[]} */ (v.permutation);
    const demos = permutationDemos(pe, { tokens, permutation: order, dModel: v.dModel });
    const demo = demos[+v.positional];
    // One colour scale for both states of the switch, so that switching compares like with like.
    const other = demos[+!v.positional];
    const n = tokens.length, d = v.dModel;
    let largest = 0;
    for (const r of [demo, other]) {
      for (const x of [...r.original.output, ...r.permuted.output]) largest = Math.max(largest, Math.abs(x));
    }
    const hi = Math.max(0.5, Math.ceil(largest * 2) / 2);
    const scale = textScale(canvas);
    const row = ROW * scale, top = TOP * scale;
    const c = sizeCanvas(canvas, width, n * row + top + 8 * scale);
    c.font = `${FONT * scale}px ${colors.font}`;
    // As much room as the longest word needs (at most LABEL): the matrices get the rest.
    const label = Math.min(LABEL * scale, 12 * scale + Math.max(...tokens.map((t) => c.measureText(t).width)));
    const matrix = Math.max(32, (width - 2 * label - GAP) / 2);
    const left = label, right = label + matrix + GAP;
    c.fillStyle = colors.muted;
    c.textBaseline = 'alphabetic';
    c.textAlign = 'center';
    c.fillText(l10n.t('ui-outputs-original'), left + matrix / 2, 14 * scale);
    c.fillText(l10n.t('ui-outputs-reordered'), right + matrix / 2, 14 * scale);
    this.drawMatrix(c, demo.original.output, { x: left, y: top, width: matrix, row, n, d, hi });
    this.drawMatrix(c, demo.permuted.output, { x: right, y: top, width: matrix, row, n, d, hi });
    c.textBaseline = 'middle';
    c.fillStyle = colors.fg;
    const gaps = order.map((from, i) => rowGap(demo.permuted.output, i, demo.original.output, from, d));
    for (let i = 0; i < n; i++) {
      const y = top + i * row + row / 2;
      // Words are drawn as text on the canvas: never parsed as markup.
      c.textAlign = 'right';
      c.fillText(tokens[i], left - 6, y, label - 8);
      c.textAlign = 'left';
      c.fillText(demo.permutedTokens[i], right + matrix + 6, y, label - 8);
      const from = top + order[i] * row + row / 2;
      c.strokeStyle = gaps[i] < SAME_TOLERANCE ? colors.series[2] : colors.series[1];
      c.setLineDash(gaps[i] < SAME_TOLERANCE ? [] : [5, 3]);
      c.lineWidth = 2;
      c.beginPath(); c.moveTo(left + matrix + 3, from); c.lineTo(right - 3, y); c.stroke();
    }
    c.setLineDash([]);
    updateLegend(legend, { colormap: 'rdbu', lo: localFmt(-hi, l10n), hi: localFmt(hi, l10n), mid: '0',
      what: l10n.t('ui-outputs-legend') }, l10n);
    const worst = Math.max(...gaps);
    canvas.setAttribute('aria-label', l10n.t('ui-outputs-label', { rows: l10n.integer(n), values: l10n.integer(d),
      original: tokens.join(', '), reordered: demo.permutedTokens.join(', ') }));
    return l10n.t(worst < SAME_TOLERANCE ? 'ui-outputs-same' : 'ui-outputs-differ', { gap: localPlainNumber(worst, l10n) });
  }

  /**
   * Draws one n x d matrix as cells.
   * @param {CanvasRenderingContext2D} c @param {Float32Array} values
   * @param {{ x: number, y: number, width: number, row: number, n: number, d: number, hi: number }} box
   */
  drawMatrix(c, values, { x, y, width, row, n, d, hi }) {
    const lut = colormapLut('rdbu');
    const cell = width / d;
    for (let r = 0; r < n; r++) {
      for (let col = 0; col < d; col++) {
        const k = 4 * lutIndex(values[r * d + col], -hi, hi);
        c.fillStyle = `rgb(${lut[k]} ${lut[k + 1]} ${lut[k + 2]})`;
        c.fillRect(x + col * cell, y + r * row, Math.ceil(cell), row - 2);
      }
    }
  }
}
