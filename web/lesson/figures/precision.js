// @ts-check
/**
 * `<lesson-precision>`: how wrong the encoding gets when the angle p w_i is
 * rounded through float16 or bfloat16, position by position. Attributes:
 * format, offset (first position), positions, d-model.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { choiceSpec, numberSpec } from '../../src/widgets/attributes.js';
import { LessonFigure, lineStyle } from './lesson-figure.js';
import { drawLinePlot } from '../../src/render/line-plot.js';
import { niceRange } from '../../src/render/ticks.js';
import { dModelSpec, fmt, positionsSpec } from './schema.js';
import { groupedNumber } from '../../src/core/numbers.js';

/** @extends {LessonFigure<{ canvas: HTMLCanvasElement, result: HTMLElement }>} */
export class LessonPrecision extends LessonFigure {
  static schema = {
    format: choiceSpec(['float16', 'bfloat16'], 'float16'),
    offset: numberSpec({ min: 0, max: 1000000, fallback: 10000, integer: true }),
    positions: positionsSpec(256, 1024),
    'd-model': dModelSpec(64),
  };

  /** @param {HTMLElement} body */
  build(body) {
    const canvas = this.makeCanvas('Line plot of the largest error per position when the angle is rounded');
    const result = el('p', { class: 'tabular' });
    body.append(canvas, result);
    return { canvas, result };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ canvas: HTMLCanvasElement, result: HTMLElement }>} context */
  draw({ pe, values: v, width, theme, parts: { canvas, result } }) {
    const r = pe.precision({ positions: v.positions, dModel: v.dModel, offset: v.offset, format: v.format });
    const errors = /** @type {Float32Array} */ (r.errorByPosition);
    const last = v.offset + v.positions - 1;
    const height = Math.max(150, Math.min(220, width * 0.35));
    drawLinePlot(canvas, {
      width, height, x: [v.offset, last], y: niceRange(0, Math.max(0.05, r.maxError), 4), xLabel: 'position p',
      yLabel: 'largest error', theme, series: [{ values: errors, x0: v.offset, ...lineStyle(theme, 0) }],
    });
    const verdict = r.maxError > 0.1 ? 'Values lie in [−1, 1], so that is badly wrong.'
      : r.maxError > 1e-3 ? 'Small, but enough to blur nearby positions.' : 'Harmless at these positions.';
    result.textContent =
      `Largest error of any value over positions ${groupedNumber(v.offset)} to ${groupedNumber(last)} ` +
      `when the angle is rounded to ${v.format}: ${fmt(r.maxError)}. ${verdict}`;
    canvas.setAttribute('aria-label',
      `Line plot of the largest error per position, ${v.format} angles, positions ${v.offset} to ${last}.`);
    return `${v.format}: largest error ${fmt(r.maxError)} over positions ${v.offset} to ${last} (d_model ${v.dModel}).`;
  }
}
