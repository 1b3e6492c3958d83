// @ts-check
/**
 * A small line plot on a 2D canvas context: axes with a few ticks, and lines
 * given as functions of the x index. Used by the waves, the similarity
 * profile and the precision figures.
 * @module
 */
import { DASHES } from './lesson-figure.js';
import { niceTicks, tickText } from '../../src/render/ticks.js';

/**
 * @typedef {object} Series
 * @property {ArrayLike<number>} values  y at x = x0 + j * dx
 * @property {number} [x0]  x of the first value (default 0)
 * @property {number} [dx]  step between values (default 1)
 * @property {number} style  index into the colour and dash lists
 * @property {number} [width]  line width in CSS pixels (default 2)
 * @property {'line' | 'bars'} [kind]  bars rise from y = 0, each dx wide
 */

/**
 * @typedef {object} Mark  a point circled on the plot, with a label
 * @property {number} x @property {number} y @property {string} label
 */

/**
 * @typedef {object} PlotSpec
 * @property {number} width @property {number} height  CSS pixels
 * @property {[number, number]} x  x range
 * @property {[number, number]} y  y range
 * @property {string} xLabel @property {string} yLabel
 * @property {Series[]} series
 * @property {Mark[]} [marks]
 * @property {{ fg: string, muted: string, border: string, series: string[], font: string }} colors
 */

const PAD = { left: 58, right: 24, top: 8, bottom: 34 };

/**
 * Draws axes and series.
 * @param {CanvasRenderingContext2D} c @param {PlotSpec} spec
 */
export function drawPlot(c, spec) {
  const { width, height, colors } = spec;
  const w = width - PAD.left - PAD.right;
  const h = height - PAD.top - PAD.bottom;
  const [x0, x1] = spec.x;
  const [y0, y1] = spec.y;
  const X = (/** @type {number} */ x) => PAD.left + ((x - x0) / (x1 - x0 || 1)) * w;
  const Y = (/** @type {number} */ y) => PAD.top + (1 - (y - y0) / (y1 - y0 || 1)) * h;
  c.font = `12px ${colors.font}`;
  c.lineWidth = 1;
  c.strokeStyle = colors.border;
  c.fillStyle = colors.muted;
  c.textAlign = 'right';
  c.textBaseline = 'middle';
  for (const v of niceTicks(y0, y1, 4)) {
    c.beginPath(); c.moveTo(PAD.left, Y(v)); c.lineTo(PAD.left + w, Y(v)); c.stroke();
    c.fillText(tickText(v), PAD.left - 4, Y(v));
  }
  c.textAlign = 'center';
  c.textBaseline = 'top';
  for (const v of niceTicks(x0, x1, Math.max(2, Math.min(5, Math.floor(w / 70))))) {
    c.fillText(tickText(v), X(v), PAD.top + h + 4);
  }
  c.fillText(spec.xLabel, PAD.left + w / 2, PAD.top + h + 18);
  c.save();
  c.translate(8, PAD.top + h / 2);
  c.rotate(-Math.PI / 2);
  c.textBaseline = 'middle';
  c.fillText(spec.yLabel, 0, 0);
  c.restore();
  c.save();
  c.beginPath(); c.rect(PAD.left, PAD.top, w, h); c.clip();
  for (const s of spec.series) drawSeries(c, s, X, Y, colors.series);
  c.restore();
  for (const mark of spec.marks ?? []) {
    c.strokeStyle = colors.fg;
    c.fillStyle = colors.fg;
    c.lineWidth = 2;
    c.beginPath(); c.arc(X(mark.x), Y(mark.y), 6, 0, 2 * Math.PI); c.stroke();
    if (!mark.label) continue;
    // The label on the side with more room, above the point.
    c.textAlign = X(mark.x) > PAD.left + w / 2 ? 'right' : 'left';
    c.textBaseline = 'bottom';
    c.fillText(mark.label, X(mark.x) + (c.textAlign === 'right' ? -9 : 9), Y(mark.y) - 4);
  }
}

/**
 * @param {CanvasRenderingContext2D} c @param {Series} s
 * @param {(x: number) => number} X @param {(y: number) => number} Y @param {string[]} palette
 */
function drawSeries(c, s, X, Y, palette) {
  const { values, x0 = 0, dx = 1 } = s;
  if (s.kind === 'bars') {
    c.fillStyle = palette[s.style % palette.length];
    for (let j = 0; j < values.length; j++) {
      const left = X(x0 + j * dx), right = X(x0 + (j + 1) * dx);
      c.fillRect(left, Y(values[j]), Math.max(1, right - left - 1), Y(0) - Y(values[j]));
    }
    return;
  }
  c.strokeStyle = palette[s.style % palette.length];
  c.setLineDash(DASHES[s.style % DASHES.length]);
  c.lineWidth = s.width ?? 2;
  c.lineJoin = 'round';
  c.beginPath();
  for (let j = 0; j < values.length; j++) {
    const px = X(x0 + j * dx), py = Y(values[j]);
    if (j === 0) c.moveTo(px, py); else c.lineTo(px, py);
  }
  c.stroke();
  c.setLineDash([]);
}
