// @ts-check
/**
 * The one line plot of the elements and the lesson's figures: a canvas at
 * device resolution (canvas.js), horizontal grid lines at round y values,
 * round x ticks, axis titles, and series drawn as lines (solid or dashed),
 * dots or bars; dashed reference rules (a chance level) and circled marks
 * with a label. Several plots may share one canvas as panels (drawPanels),
 * each with its own title and room around it. Colours come from the figure's theme (theme.js); the caller
 * gives the accessible name, the plot itself is a picture (role="img").
 * Series are drawn in the order given: put the one that must stay visible
 * last.
 * @module
 */
import { sizeCanvas } from './canvas.js';
import { niceTicks, tickText } from './ticks.js';

/**
 * @typedef {object} Series
 * @property {ArrayLike<number>} values
 * @property {ArrayLike<number>} [xs]  the x of each value; otherwise x = x0 + i·dx
 * @property {number} [x0]  x of the first value (default 0)
 * @property {number} [dx]  step between values (default 1)
 * @property {'line' | 'dots' | 'bars'} [kind]  default 'line'; bars rise from y = 0, each dx wide
 * @property {string} color
 * @property {readonly number[]} [dash]  a dashed line's pattern (CSS pixels)
 * @property {number} [width]  line width in CSS pixels (default 2)
 */

/**
 * A horizontal reference line across the plot, drawn over the series and
 * labelled just below its right end (a chance level, say).
 * @typedef {object} Rule
 * @property {number} value @property {string} label @property {string} color
 */

/** A point circled on the plot, with a label. @typedef {object} Mark @property {number} x @property {number} y @property {string} label */

/**
 * @typedef {object} PlotOptions
 * @property {number} width @property {number} height  CSS pixels
 * @property {Series[]} series
 * @property {[number, number]} [x]  x range (default: 0 to the last x of the longest series)
 * @property {[number, number]} y  y range
 * @property {Rule[]} [rules]
 * @property {Mark[]} [marks]
 * @property {((v: number) => string) | null} [yTickText]  tick text (default tickText in `l10n`; null: grid lines
 *   without text, a panel beside one that has it)
 * @property {import('../text/l10n.js').Localizer} [l10n]  the figure's language: the ticks' numbers are
 *   written in its convention (English when not given)
 * @property {string} [xLabel]  the x axis's title; without it, no x ticks either
 * @property {string} [yLabel]  the y axis's title
 * @property {string} [title]  drawn centred above the plot, in the room `pad.top` leaves
 * @property {Partial<Pad>} [pad]  room around the plot for the ticks and titles (default PAD), under a
 *   16 px default font: it grows with the text (theme.textScale), as the text does
 * @property {{ fg: string, muted: string, border: string, font: string, bg?: string, textScale?: number }} theme
 *   from theme.js
 */

/** @typedef {{ left: number, right: number, top: number, bottom: number }} Pad  CSS pixels */

/** @type {Pad} */
const PAD = { left: 58, right: 16, top: 8, bottom: 34 };

/**
 * Sizes `canvas` and draws the plot; returns the mapping from data to CSS
 * pixels. `o.height` is the height under a 16 px default font: with larger
 * text the canvas grows by what its room for text above and below grows,
 * so the plot itself keeps its height.
 * @param {HTMLCanvasElement} canvas @param {PlotOptions} o
 */
export function drawLinePlot(canvas, o) {
  const { top, bottom } = { ...PAD, ...o.pad };
  const height = o.height + (top + bottom) * ((o.theme.textScale ?? 1) - 1);
  return plot(sizeCanvas(canvas, o.width, height), { ...o, height }, 0, 0);
}

/**
 * Sizes `canvas` once and draws a plot in each panel's rectangle (its left
 * and top in the canvas, its width and height); returns the context, for
 * what the figure draws between the panels (a "+", say).
 * @param {HTMLCanvasElement} canvas @param {{ width: number, height: number }} size  CSS pixels
 * @param {readonly (PlotOptions & { left: number, top: number })[]} panels
 */
export function drawPanels(canvas, { width, height }, panels) {
  const g = sizeCanvas(canvas, width, height);
  for (const panel of panels) plot(g, panel, panel.left, panel.top);
  return g;
}

/**
 * Draws one plot with its top left corner at (left, top); returns the
 * mapping from data to CSS pixels.
 * @param {CanvasRenderingContext2D} g @param {PlotOptions} o @param {number} left @param {number} top
 */
function plot(g, o, left, top) {
  const s = o.theme.textScale ?? 1;
  const room = { ...PAD, ...o.pad };
  const pad = { left: room.left * s, right: room.right * s, top: room.top * s, bottom: room.bottom * s };
  const box = { left: left + pad.left, top: top + pad.top, w: o.width - pad.left - pad.right, h: o.height - pad.top - pad.bottom };
  const { w, h } = box;
  const [x0, x1] = o.x ?? [0, Math.max(1, ...o.series.map(lastX))];
  const [y0, y1] = o.y;
  const x = (/** @type {number} */ v) => box.left + ((v - x0) / (x1 - x0 || 1)) * w;
  const y = (/** @type {number} */ v) => box.top + (1 - (v - y0) / (y1 - y0 || 1)) * h;
  drawAxes(g, o, { x, y, x0, x1, y0, y1, box, left, s });
  g.save();
  g.beginPath();
  g.rect(box.left, box.top, w, h);
  g.clip();
  // The clip must not outlive this draw, even one that fails (canvas.js keeps the context).
  try {
    for (const series of o.series) drawSeries(g, series, x, y);
  } finally {
    g.restore();
  }
  for (const rule of o.rules ?? []) drawRule(g, rule, box.left, box.left + w, y(rule.value), s, o.theme.bg);
  for (const mark of o.marks ?? []) drawMark(g, mark, x, y, box.left + w / 2, s, o.theme.fg);
  return { x, y };
}

/** The last x of a series. @param {Series} s */
function lastX(s) {
  const n = s.values.length;
  if (n === 0) return 0;
  return s.xs ? s.xs[n - 1] : (s.x0 ?? 0) + (n - 1) * (s.dx ?? 1);
}

/**
 * @param {CanvasRenderingContext2D} g @param {PlotOptions} o
 * @param {{ x: (v: number) => number, y: (v: number) => number, x0: number, x1: number, y0: number, y1: number,
 *   box: { left: number, top: number, w: number, h: number }, left: number, s: number }} m  left: the panel's own
 *   left edge; s: the text scale
 */
function drawAxes(g, o, { x, y, x0, x1, y0, y1, box, left, s }) {
  const { theme } = o;
  const { w, h } = box;
  const tick = o.yTickText === undefined ? (/** @type {number} */ v) => tickText(v, o.l10n) : o.yTickText;
  g.font = `${12 * s}px ${theme.font}`;
  g.lineWidth = 1;
  g.setLineDash([]);
  g.strokeStyle = theme.border;
  g.fillStyle = theme.muted;
  g.textAlign = 'right';
  g.textBaseline = 'middle';
  for (const v of niceTicks(y0, y1, 4)) {
    g.beginPath(); g.moveTo(box.left, y(v)); g.lineTo(box.left + w, y(v)); g.stroke();
    if (tick) g.fillText(tick(v), box.left - 4 * s, y(v));
  }
  g.textAlign = 'center';
  if (o.xLabel !== undefined) {
    g.textBaseline = 'top';
    for (const v of niceTicks(x0, x1, Math.max(2, Math.min(5, Math.floor(w / (70 * s)))))) {
      g.fillText(tickText(v, o.l10n), x(v), box.top + h + 4 * s);
    }
    g.fillText(o.xLabel, box.left + w / 2, box.top + h + 18 * s);
  }
  if (o.title !== undefined) {
    g.fillStyle = theme.fg;
    g.textBaseline = 'alphabetic';
    g.fillText(o.title, box.left + w / 2, box.top - 5 * s, w);
    g.fillStyle = theme.muted;
  }
  if (o.yLabel === undefined) return;
  g.save();
  g.translate(left + 8 * s, box.top + h / 2);
  g.rotate(-Math.PI / 2);
  g.textBaseline = 'middle';
  g.fillText(o.yLabel, 0, 0);
  g.restore();
}

/**
 * @param {CanvasRenderingContext2D} g @param {Series} s
 * @param {(v: number) => number} x @param {(v: number) => number} y
 */
function drawSeries(g, s, x, y) {
  const { values, x0 = 0, dx = 1 } = s;
  const at = (/** @type {number} */ i) => x(s.xs ? s.xs[i] : x0 + i * dx);
  g.strokeStyle = s.color;
  g.fillStyle = s.color;
  if (s.kind === 'bars') {
    for (let i = 0; i < values.length; i++) {
      const left = at(i), right = x(x0 + (i + 1) * dx);
      g.fillRect(left, y(values[i]), Math.max(1, right - left - 1), y(0) - y(values[i]));
    }
    return;
  }
  if (s.kind === 'dots') {
    for (let i = 0; i < values.length; i++) {
      g.beginPath();
      g.arc(at(i), y(values[i]), 2, 0, 2 * Math.PI);
      g.fill();
    }
    return;
  }
  g.lineWidth = s.width ?? 2;
  g.lineJoin = 'round';
  g.setLineDash(s.dash ? [...s.dash] : []);
  g.beginPath();
  for (let i = 0; i < values.length; i++) {
    if (i === 0) g.moveTo(at(i), y(values[i]));
    else g.lineTo(at(i), y(values[i]));
  }
  g.stroke();
  g.setLineDash([]);
}

/**
 * A rule and its label. The label is drawn over a halo of the background:
 * a series that runs through it (a curve just under 50%, say) is cut
 * around the letters instead of striking them through.
 * @param {CanvasRenderingContext2D} g @param {Rule} rule
 * @param {number} left @param {number} right @param {number} at  CSS pixels
 * @param {number} s  the text scale @param {string} [bg]  the background colour, for the halo
 */
function drawRule(g, rule, left, right, at, s, bg) {
  g.save();
  g.strokeStyle = rule.color;
  g.fillStyle = rule.color;
  g.lineWidth = 1;
  g.setLineDash([5, 4]);
  g.beginPath();
  g.moveTo(left, at);
  g.lineTo(right, at);
  g.stroke();
  g.textAlign = 'right';
  g.textBaseline = 'top';
  g.setLineDash([]);
  if (bg) {
    g.strokeStyle = bg;
    g.lineWidth = 4;
    g.lineJoin = 'round';
    g.strokeText(rule.label, right, at + 3 * s);
  }
  g.fillText(rule.label, right, at + 3 * s);
  g.restore();
}

/**
 * @param {CanvasRenderingContext2D} g @param {Mark} mark
 * @param {(v: number) => number} x @param {(v: number) => number} y
 * @param {number} middle  the plot's horizontal middle @param {number} s  the text scale @param {string} color
 */
function drawMark(g, mark, x, y, middle, s, color) {
  g.strokeStyle = color;
  g.fillStyle = color;
  g.lineWidth = 2;
  g.beginPath(); g.arc(x(mark.x), y(mark.y), 6, 0, 2 * Math.PI); g.stroke();
  if (!mark.label) return;
  // The label on the side with more room, above the point.
  g.textAlign = x(mark.x) > middle ? 'right' : 'left';
  g.textBaseline = 'bottom';
  g.fillText(mark.label, x(mark.x) + (g.textAlign === 'right' ? -9 : 9), y(mark.y) - 4 * s);
}
