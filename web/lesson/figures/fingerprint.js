// @ts-check
/**
 * `<lesson-fingerprint>`: one row of the encoding, PE(p), as bars (one per
 * channel, up from the zero line for positive values), on axes with the
 * value (−1 to +1) and the channel numbers. Attributes: p, d-model, base,
 * layout.
 * @module
 */
import { niceTicks, tickText } from '../../src/render/ticks.js';
import { LessonFigure } from './lesson-figure.js';
import { sizeCanvas } from '../../src/render/canvas.js';
import { baseSpec, dModelSpec, fmt, layoutSpec, positionSpec } from './schema.js';

/** Room for the axes, CSS pixels. */
const PAD = { left: 40, right: 8, top: 8, bottom: 36 };

/** @extends {LessonFigure<{ canvas: HTMLCanvasElement }>} */
export class LessonFingerprint extends LessonFigure {
  static schema = { p: positionSpec, 'd-model': dModelSpec(64), base: baseSpec, layout: layoutSpec };

  /** @param {HTMLElement} body */
  build(body) {
    const canvas = this.makeCanvas('Bar chart of one position code, one bar per channel');
    body.append(canvas);
    return { canvas };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ canvas: HTMLCanvasElement }>} context */
  draw({ pe, values: v, width, theme: colors, parts: { canvas } }) {
    const row = pe.encode({ positions: 1, offset: v.p, dModel: v.dModel, base: v.base, layout: v.layout });
    const height = 160;
    const c = sizeCanvas(canvas, width, height);
    const w = width - PAD.left - PAD.right, h = height - PAD.top - PAD.bottom;
    const Y = (/** @type {number} */ y) => PAD.top + ((1 - y) / 2) * h;
    const step = w / v.dModel;
    c.font = `12px ${colors.font}`;
    c.lineWidth = 1;
    // Value axis: grid lines at −1, −0.5, 0, 0.5, 1.
    c.textAlign = 'right';
    c.textBaseline = 'middle';
    for (const y of niceTicks(-1, 1, 4)) {
      c.strokeStyle = y === 0 ? colors.muted : colors.border;
      c.beginPath(); c.moveTo(PAD.left, Y(y)); c.lineTo(PAD.left + w, Y(y)); c.stroke();
      c.fillStyle = colors.muted;
      c.fillText(tickText(y), PAD.left - 5, Y(y));
    }
    c.fillStyle = colors.series[0];
    for (let j = 0; j < v.dModel; j++) {
      const top = Y(Math.max(0, row[j])), bottom = Y(Math.min(0, row[j]));
      c.fillRect(PAD.left + j * step, top, Math.max(1, step - (step > 4 ? 1 : 0)), Math.max(1, bottom - top));
    }
    // Channel axis: a tick under the middle of the bars of round channel numbers.
    c.fillStyle = colors.muted;
    c.strokeStyle = colors.muted;
    c.textAlign = 'center';
    c.textBaseline = 'top';
    for (const j of niceTicks(0, v.dModel - 1, Math.max(2, Math.min(8, Math.floor(w / 60))))) {
      const x = PAD.left + (j + 0.5) * step;
      c.beginPath(); c.moveTo(x, PAD.top + h); c.lineTo(x, PAD.top + h + 4); c.stroke();
      c.fillText(tickText(j), x, PAD.top + h + 6);
    }
    c.fillText('channel', PAD.left + w / 2, PAD.top + h + 20);
    const first = Array.from(row.slice(0, Math.min(6, v.dModel)), (x) => fmt(x)).join(', ');
    const label = `Bars of the ${v.dModel} channels of PE(${v.p}), channel 0 on the left, from −1 (down) to +1 (up).`;
    canvas.setAttribute('aria-label', label);
    return `PE(${v.p}), ${v.dModel} channels, ${v.layout}. First channels: ${first}. ` +
      `Last channel: ${fmt(row[v.dModel - 1])}.`;
  }
}
