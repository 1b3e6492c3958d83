// @ts-check
/**
 * `<lesson-fingerprint>`: one row of the encoding, PE(p), as bars (one per
 * channel, up from the zero line for positive values), on axes with the
 * value (−1 to +1) and the channel numbers. Attributes: p, d-model, base,
 * layout.
 * @module
 */
import { drawLinePlot } from '../../src/render/line-plot.js';
import { LessonFigure } from './lesson-figure.js';
import './later-words.js';
import { baseSpec, dModelSpec, layoutSpec, localFmt, positionSpec } from './schema.js';

/** @extends {LessonFigure<{ canvas: HTMLCanvasElement }>} */
export class LessonFingerprint extends LessonFigure {
  static schema = { p: positionSpec, 'd-model': dModelSpec(64), base: baseSpec, layout: layoutSpec };

  /** @param {HTMLElement} body */
  build(body) {
    const canvas = this.makeCanvas('ui-fingerprint-name');
    body.append(canvas);
    return { canvas };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ canvas: HTMLCanvasElement }>} context */
  draw({ pe, values: v, width, theme, parts: { canvas }, l10n }) {
    const row = pe.encode({ positions: 1, offset: v.p, dModel: v.dModel, base: v.base, layout: v.layout });
    // One bar per channel, centred on its number: channel j spans j − 0.5 to j + 0.5.
    drawLinePlot(canvas, {
      width, height: 160, x: [-0.5, v.dModel - 0.5], y: [-1, 1], xLabel: l10n.t('ui-fingerprint-x'), theme, l10n,
      pad: { left: 40, right: 8, bottom: 36 },
      series: [{ values: row, kind: 'bars', x0: -0.5, color: theme.series[0] }],
    });
    const first = Array.from(row.slice(0, Math.min(6, v.dModel)), (x) => localFmt(x, l10n)).join(l10n.t('ui-lesson-figure-separator'));
    const at = { p: l10n.integer(v.p), dModel: l10n.integer(v.dModel) };
    canvas.setAttribute('aria-label', l10n.t('ui-fingerprint-label', at));
    return l10n.t('ui-fingerprint-summary', { ...at, layout: v.layout, first, last: localFmt(row[v.dModel - 1], l10n) });
  }
}
