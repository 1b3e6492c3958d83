// @ts-check
/**
 * `<lesson-circles>`: one dial per frequency pair. The filled dot is
 * (sin p w_i, cos p w_i) drawn across and up; the ring is position p + k;
 * the arc between them is the rotation k w_i. Shows up to 8 pairs spread
 * over the range. Attributes: p, k, d-model, base.
 * @module
 */
import { LessonFigure } from './lesson-figure.js';
import { baseSpec, dModelSpec, fmt, offsetSpec, positionSpec } from './schema.js';

/** Most dials drawn: more would be too small on a phone. */
const MAX_DIALS = 8;

/** Pairs to draw: all when few, else spread evenly from the fastest to the slowest. @param {number} pairs */
export function dialPairs(pairs) {
  if (pairs <= MAX_DIALS) return Array.from({ length: pairs }, (_, i) => i);
  return Array.from({ length: MAX_DIALS }, (_, j) => Math.round((j * (pairs - 1)) / (MAX_DIALS - 1)));
}

export class LessonCircles extends LessonFigure {
  static schema = { p: positionSpec, k: offsetSpec, 'd-model': dModelSpec(64), base: baseSpec };

  /** @param {HTMLElement} body */
  build(body) {
    this.canvas = this.makeCanvas('Dials of the frequency pairs');
    body.append(this.canvas);
  }

  /** @param {import('../../src/widgets/base.js').DrawContext} context */
  draw({ pe, values: v, width }) {
    const pairs = dialPairs(Math.floor(v.dModel / 2));
    const w = pe.frequencies({ dModel: v.dModel, base: v.base });
    const at = (/** @type {number} */ p) => pe.encode({ positions: 1, offset: Math.max(0, p), dModel: v.dModel, base: v.base });
    const now = at(v.p), then = at(v.p + v.k);
    const columns = width < 420 ? 4 : MAX_DIALS;
    const size = width / columns;
    const rows = Math.ceil(pairs.length / columns);
    const c = this.context2d(/** @type {HTMLCanvasElement} */ (this.canvas), width, rows * (size + 18));
    const colors = this.colors();
    c.font = `12px ${colors.font}`;
    c.textAlign = 'center';
    pairs.forEach((pair, j) => {
      const cx = (j % columns) * size + size / 2;
      const cy = Math.floor(j / columns) * (size + 18) + size / 2;
      const r = size * 0.38;
      this.dial(c, { cx, cy, r }, [now[2 * pair], now[2 * pair + 1]], [then[2 * pair], then[2 * pair + 1]], colors);
      c.fillStyle = colors.muted;
      c.fillText(`pair ${pair}`, cx, cy + size / 2 + 10);
    });
    const turns = pairs.map((pair) => `pair ${pair} turns ${fmt((((v.k * w[pair]) * 180) / Math.PI) % 360)}°`);
    /** @type {HTMLElement} */ (this.canvas).setAttribute('aria-label',
      `${pairs.length} dials, one per pair, showing position ${v.p} as a dot and ${v.p + v.k} as a ring.`);
    return `From position ${v.p} to ${v.p + v.k}: ${turns.join(', ')} (angles modulo 360°).`;
  }

  /**
   * @param {CanvasRenderingContext2D} c @param {{ cx: number, cy: number, r: number }} box
   * @param {ArrayLike<number>} now  (sin, cos) at p @param {ArrayLike<number>} then  at p + k
   * @param {ReturnType<LessonFigure['colors']>} colors
   */
  dial(c, { cx, cy, r }, now, then, colors) {
    c.strokeStyle = colors.border;
    c.lineWidth = 1;
    c.beginPath(); c.arc(cx, cy, r, 0, 2 * Math.PI); c.stroke();
    c.beginPath(); c.moveTo(cx - r, cy); c.lineTo(cx + r, cy); c.moveTo(cx, cy - r); c.lineTo(cx, cy + r); c.stroke();
    const point = (/** @type {ArrayLike<number>} */ sc) => [cx + sc[0] * r, cy - sc[1] * r];
    const [x0, y0] = point(now);
    const [x1, y1] = point(then);
    c.strokeStyle = colors.series[0];
    c.lineWidth = 2;
    c.beginPath(); c.moveTo(cx, cy); c.lineTo(x0, y0); c.stroke();
    c.fillStyle = colors.series[0];
    c.beginPath(); c.arc(x0, y0, 5, 0, 2 * Math.PI); c.fill();
    c.strokeStyle = colors.series[1];
    c.beginPath(); c.arc(x1, y1, 7, 0, 2 * Math.PI); c.stroke();
  }
}
