// @ts-check
/**
 * A small line / dot plot on a canvas at device resolution, with both axes
 * ticked at round numbers and titled. The caller gives colours (read from
 * CSS custom properties so dark mode works) and the accessible name; the plot
 * itself is a picture (role="img"). Series are drawn in the order given: put
 * the one that must stay visible last.
 * @module
 */
import { niceTicks, tickText } from './ticks.js';

/**
 * @typedef {object} Series
 * @property {ArrayLike<number>} values  y at x = 0, 1, 2, ...
 * @property {'line' | 'dots'} kind
 * @property {string} color
 */

/**
 * @typedef {object} PlotOptions
 * @property {number} width  CSS pixels
 * @property {number} height CSS pixels
 * @property {Series[]} series
 * @property {number} yMin @property {number} yMax
 * @property {string} xLabel @property {string} yLabel  axis titles
 * @property {string} axisColor
 * @property {string} [font]
 */

const MARGIN = { left: 52, right: 12, top: 8, bottom: 38 };

/**
 * Draws the series; returns the mapping from data to CSS pixels.
 * @param {HTMLCanvasElement} canvas @param {PlotOptions} o
 */
export function drawLinePlot(canvas, o) {
  const ratio = globalThis.devicePixelRatio || 1;
  canvas.width = Math.max(1, Math.round(o.width * ratio));
  canvas.height = Math.max(1, Math.round(o.height * ratio));
  canvas.style.width = `${o.width}px`;
  canvas.style.height = `${o.height}px`;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.clearRect(0, 0, o.width, o.height);
  const count = Math.max(2, ...o.series.map((s) => s.values.length));
  const plotW = o.width - MARGIN.left - MARGIN.right;
  const plotH = o.height - MARGIN.top - MARGIN.bottom;
  const x = (/** @type {number} */ i) => MARGIN.left + (i / (count - 1)) * plotW;
  const y = (/** @type {number} */ v) => MARGIN.top + ((o.yMax - v) / (o.yMax - o.yMin)) * plotH;
  drawAxes(g, o, { x, y, count });
  for (const series of o.series) drawSeries(g, series, x, y);
  return { x, y };
}

/**
 * @param {CanvasRenderingContext2D} g @param {PlotOptions} o
 * @param {{ x: (i: number) => number, y: (v: number) => number, count: number }} m
 */
function drawAxes(g, o, { x, y, count }) {
  g.strokeStyle = o.axisColor;
  g.fillStyle = o.axisColor;
  g.lineWidth = 1;
  g.font = o.font ?? '11px system-ui, sans-serif';
  g.beginPath();
  g.moveTo(x(0), y(o.yMax));
  g.lineTo(x(0), y(o.yMin));
  const zero = o.yMin < 0 && o.yMax > 0 ? 0 : o.yMin;
  g.moveTo(x(0), y(zero));
  g.lineTo(x(count - 1), y(zero));
  g.stroke();
  g.textAlign = 'right';
  g.textBaseline = 'middle';
  for (const v of niceTicks(o.yMin, o.yMax, 4)) {
    g.fillText(tickText(v), x(0) - 6, y(v));
    g.beginPath(); g.moveTo(x(0) - 3, y(v)); g.lineTo(x(0), y(v)); g.stroke();
  }
  g.textBaseline = 'top';
  g.textAlign = 'center';
  for (const v of niceTicks(0, count - 1, 5)) {
    g.fillText(tickText(v), x(v), y(o.yMin) + 5);
    g.beginPath(); g.moveTo(x(v), y(o.yMin)); g.lineTo(x(v), y(o.yMin) + 3); g.stroke();
  }
  g.fillText(o.xLabel, (x(0) + x(count - 1)) / 2, y(o.yMin) + 20);
  g.save();
  g.translate(10, (y(o.yMin) + y(o.yMax)) / 2);
  g.rotate(-Math.PI / 2);
  g.textBaseline = 'middle';
  g.fillText(o.yLabel, 0, 0);
  g.restore();
}

/**
 * @param {CanvasRenderingContext2D} g @param {Series} s
 * @param {(i: number) => number} x @param {(v: number) => number} y
 */
function drawSeries(g, s, x, y) {
  g.strokeStyle = s.color;
  g.fillStyle = s.color;
  if (s.kind === 'line') {
    g.lineWidth = 2;
    g.lineJoin = 'round';
    g.beginPath();
    for (let i = 0; i < s.values.length; i++) {
      if (i === 0) g.moveTo(x(i), y(s.values[i]));
      else g.lineTo(x(i), y(s.values[i]));
    }
    g.stroke();
    return;
  }
  for (let i = 0; i < s.values.length; i++) {
    g.beginPath();
    g.arc(x(i), y(s.values[i]), 2, 0, 2 * Math.PI);
    g.fill();
  }
}

/**
 * The value of a CSS custom property on `element`, or `fallback`.
 * @param {Element} element @param {string} name @param {string} fallback
 */
export function cssColor(element, name, fallback) {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}
