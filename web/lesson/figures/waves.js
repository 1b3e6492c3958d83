// @ts-check
/**
 * `<lesson-waves>`: the sine channel of a few pairs plotted against the
 * position, with the wavelength of each. Attributes: d-model, base, layout,
 * pairs ("0 2 6", up to four), positions.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { integerListSpec } from '../../src/widgets/attributes.js';
import { LessonFigure, lineStyle } from './lesson-figure.js';
import './later-words.js';
import { drawLinePlot } from '../../src/render/line-plot.js';
import { channelOf } from '../../src/core/layout.js';
import { baseSpec, dModelSpec, layoutSpec, localFmt, positionsSpec } from './schema.js';

/** @extends {LessonFigure<{ canvas: HTMLCanvasElement, key: HTMLElement }>} */
export class LessonWaves extends LessonFigure {
  static schema = {
    'd-model': dModelSpec(64), base: baseSpec, layout: layoutSpec,
    pairs: integerListSpec(4, 511), positions: positionsSpec(128),
  };

  /** @param {HTMLElement} body */
  build(body) {
    const canvas = this.makeCanvas('ui-waves-name');
    const key = el('ul', { class: 'key' });
    body.append(canvas, key);
    return { canvas, key };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ canvas: HTMLCanvasElement, key: HTMLElement }>} context */
  draw({ pe, values: v, width, theme, parts: { canvas, key }, l10n }) {
    const pairs = /** @type {number[]} */ (v.pairs).filter((i) => i < v.dModel / 2);
    const shown = pairs.length ? pairs : [0];
    const table = pe.encode({ positions: v.positions, dModel: v.dModel, base: v.base, layout: v.layout });
    const w = pe.frequencies({ dModel: v.dModel, base: v.base });
    const series = shown.map((pair, style) => {
      const channel = channelOf(pair, 'sin', v.dModel, v.layout);
      const values = new Float32Array(v.positions);
      for (let p = 0; p < v.positions; p++) values[p] = table[p * v.dModel + channel];
      return { values, ...lineStyle(theme, style) };
    });
    const height = Math.max(160, Math.min(260, width * 0.4));
    drawLinePlot(canvas, {
      width, height, x: [0, v.positions - 1], y: [-1, 1], xLabel: l10n.t('ui-waves-x'), yLabel: l10n.t('ui-waves-y'), series, theme, l10n,
    });
    const int = (/** @type {number} */ n) => l10n.integer(n);
    const lines = shown.map((pair) => l10n.t('ui-waves-key', { pair: int(pair),
      channel: int(channelOf(pair, 'sin', v.dModel, v.layout)), wavelength: localFmt((2 * Math.PI) / w[pair], l10n) }));
    this.fillKey(key, lines, theme.series);
    const named = { count: shown.length, pairs: shown.map(int).join(', '), last: int(v.positions - 1) };
    canvas.setAttribute('aria-label', l10n.t('ui-waves-label', named));
    return l10n.t(shown.length > 1 ? 'ui-waves-summary' : 'ui-waves-summary-one', { ...named, lines: lines.join(l10n.t('ui-waves-key-separator')) });
  }

}
