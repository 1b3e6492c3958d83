// @ts-check
/**
 * `<lesson-fingerprint>`: one row of the encoding, PE(p), as bars (one per
 * channel, up from the middle line for positive values). Attributes: p,
 * d-model, base, layout.
 * @module
 */
import { LessonFigure } from './lesson-figure.js';
import { baseSpec, dModelSpec, fmt, layoutSpec, positionSpec } from './schema.js';

export class LessonFingerprint extends LessonFigure {
  static schema = { p: positionSpec, 'd-model': dModelSpec(64), base: baseSpec, layout: layoutSpec };

  /** @param {HTMLElement} body */
  build(body) {
    this.canvas = this.makeCanvas('Bar chart of one position code');
    body.append(this.canvas);
  }

  /** @param {import('../../src/widgets/base.js').DrawContext} context */
  draw({ pe, values: v, width }) {
    const row = pe.encode({ positions: 1, offset: v.p, dModel: v.dModel, base: v.base, layout: v.layout });
    const colors = this.colors();
    const height = 120;
    const c = this.context2d(/** @type {HTMLCanvasElement} */ (this.canvas), width, height);
    const mid = height / 2;
    const step = width / v.dModel;
    c.fillStyle = colors.series[0];
    for (let j = 0; j < v.dModel; j++) {
      const h = row[j] * (mid - 4);
      c.fillRect(j * step, Math.min(mid, mid - h), Math.max(1, step - (step > 4 ? 1 : 0)), Math.abs(h));
    }
    c.strokeStyle = colors.border;
    c.beginPath(); c.moveTo(0, mid); c.lineTo(width, mid); c.stroke();
    const first = Array.from(row.slice(0, Math.min(6, v.dModel)), (x) => fmt(x)).join(', ');
    const label = `Bars of the ${v.dModel} channels of PE(${v.p}), from −1 (down) to +1 (up).`;
    /** @type {HTMLElement} */ (this.canvas).setAttribute('aria-label', label);
    return `PE(${v.p}), ${v.dModel} channels, ${v.layout}. First channels: ${first}. ` +
      `Last channel: ${fmt(row[v.dModel - 1])}.`;
  }
}
