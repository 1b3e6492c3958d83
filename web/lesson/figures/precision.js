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
import './later-words.js';
import { drawLinePlot } from '../../src/render/line-plot.js';
import { niceRange } from '../../src/render/ticks.js';
import { dModelSpec, localFmt, positionsSpec } from './schema.js';

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
    const canvas = this.makeCanvas('ui-precision-name');
    const result = el('p', { class: 'tabular' });
    body.append(canvas, result);
    return { canvas, result };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ canvas: HTMLCanvasElement, result: HTMLElement }>} context */
  draw({ pe, values: v, width, theme, parts: { canvas, result }, l10n }) {
    const r = pe.precision({ positions: v.positions, dModel: v.dModel, offset: v.offset, format: v.format });
    const errors = /** @type {Float32Array} */ (r.errorByPosition);
    const last = v.offset + v.positions - 1;
    const height = Math.max(150, Math.min(220, width * 0.35));
    drawLinePlot(canvas, {
      width, height, x: [v.offset, last], y: niceRange(0, Math.max(0.05, r.maxError), 4), xLabel: l10n.t('ui-precision-x'),
      yLabel: l10n.t('ui-precision-y'), theme, l10n, series: [{ values: errors, x0: v.offset, ...lineStyle(theme, 0) }],
    });
    const verdict = r.maxError > 0.1 ? 'bad' : r.maxError > 1e-3 ? 'small' : 'harmless';
    const error = localFmt(r.maxError, l10n);
    result.textContent = l10n.t('ui-precision-result', { format: v.format, error, verdict,
      first: l10n.grouped(v.offset), last: l10n.grouped(last) });
    const span = { format: v.format, first: l10n.integer(v.offset), last: l10n.integer(last) };
    canvas.setAttribute('aria-label', l10n.t('ui-precision-label', span));
    return l10n.t('ui-precision-summary', { ...span, error, dModel: l10n.integer(v.dModel) });
  }
}
