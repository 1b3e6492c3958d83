// @ts-check
/**
 * One circle per (sin, cos) pair: the point at angle `from` (hollow), the
 * point at angle `from + sweep` (filled) and the arc swept between them, with
 * an arrowhead for its direction. The horizontal axis is the cosine, the
 * vertical one the sine (labelled on the first dial). A sweep of more than a
 * full turn is drawn as a spiral, one loop per turn, and every dial says its
 * angle in words, so 1 rad and 1 rad + 2π never look alike. Used by the
 * rotation figure: PE(p) and PE(p + k) = Mₖ PE(p) in every pair.
 * @module
 */
import { localPlainNumber, localTenths } from './cells.js';
import { sizeCanvas } from './canvas.js';
import { ENGLISH } from '../text/l10n.js';

/**
 * Smallest and largest dial, CSS pixels (label included): at least 104 px,
 * so that the circle is about 60 px across and a small angle's arc and
 * arrowhead can be read.
 */
const MIN_SIZE = 104, MAX_SIZE = 140;
/** The circle's radius, as a share of the dial's height above the text. */
const RADIUS = 0.4;
/** Height of the text under a dial. */
const TEXT = 30;

/**
 * @typedef {object} DialOptions
 * @property {number} width  CSS pixels available
 * @property {string} fg @property {string} accent @property {string} muted
 * @property {string} [font]  CSS font family
 * @property {string} [subscript]  the pair index written after ω ("0" gives
 *   "kω₀"); default: each dial's own index
 * @property {number} [firstIndex]  the pair index of the first dial (0)
 * @property {number} [textScale]  the figure's text scale (theme.js): the text and the dials grow by it (1)
 * @property {import('../text/l10n.js').Localizer} [l10n]  the language of the dials' words and numbers (English)
 */

/** Subscript digits for "ω₁₂". @param {number} n */
const sub = (n) => String(n).replace(/\d/g, (c) => '₀₁₂₃₄₅₆₇₈₉'[Number(c)]);

/**
 * @param {HTMLCanvasElement} canvas
 * @param {{ from: number, sweep: number }[]} pairs  angles in radians; sweep signed
 * @param {DialOptions} o
 * @returns {{ columns: number, size: number }}
 */
export function drawDials(canvas, pairs, o) {
  // With larger text the dials grow with their words, up to the width there is.
  const s = o.textScale ?? 1, least = Math.min(MIN_SIZE * s, o.width), text = TEXT * s;
  const fit = Math.floor(o.width / least);
  const columns = Math.max(1, Math.min(pairs.length, fit));
  const size = Math.max(Math.min(MAX_SIZE * s, o.width / columns), least);
  const rows = Math.ceil(pairs.length / columns);
  const width = Math.min(o.width, columns * size), height = rows * size;
  const g = sizeCanvas(canvas, width, height);
  const first = o.firstIndex ?? 0;
  const l10n = o.l10n ?? ENGLISH;
  pairs.forEach((pair, j) => {
    const r = (size - text) * RADIUS;
    const cx = (j % columns) * size + size / 2, cy = Math.floor(j / columns) * size + (size - text) / 2 + 2;
    drawAxes(g, cx, cy, r, o, j === 0 ? l10n : null, s);
    drawSweep(g, cx, cy, r, pair, o);
    const index = first + j;
    g.font = `${11 * s}px ${o.font ?? 'system-ui, sans-serif'}`;
    g.textAlign = 'center';
    g.textBaseline = 'alphabetic';
    g.fillStyle = o.fg;
    g.fillText(l10n.t('dials-index', { index: l10n.integer(index) }), cx, cy + r + 15 * s);
    g.fillStyle = o.muted;
    const turns = Math.abs(pair.sweep) / (2 * Math.PI);
    const angle = { subscript: o.subscript ?? sub(index), angle: localPlainNumber(pair.sweep, l10n) };
    g.fillText(turns >= 1 ? l10n.t('dials-turns', { ...angle, turns: localTenths(turns, l10n) })
      : l10n.t('dials-angle', angle), cx, cy + r + 27 * s);
  });
  return { columns, size };
}

/**
 * The circle and its two axes (labelled "cos" and "sin" in `l10n`'s words, unless null).
 * @param {CanvasRenderingContext2D} g @param {number} cx @param {number} cy @param {number} r
 * @param {DialOptions} o @param {import('../text/l10n.js').Localizer | null} l10n @param {number} s  the text scale
 */
function drawAxes(g, cx, cy, r, o, l10n, s) {
  g.strokeStyle = o.muted;
  g.lineWidth = 1;
  g.setLineDash([2, 3]);
  g.beginPath();
  g.moveTo(cx - r - 4, cy); g.lineTo(cx + r + 4, cy);
  g.moveTo(cx, cy - r - 4); g.lineTo(cx, cy + r + 4);
  g.stroke();
  g.setLineDash([]);
  g.beginPath();
  g.arc(cx, cy, r, 0, 2 * Math.PI);
  g.stroke();
  if (!l10n) return;
  g.fillStyle = o.muted;
  g.font = `${10 * s}px ${o.font ?? 'system-ui, sans-serif'}`;
  g.textBaseline = 'middle';
  g.textAlign = 'left';
  g.fillText(l10n.t('dials-cos'), cx + r + 5 * s, cy - 7 * s);
  g.textAlign = 'center';
  g.fillText(l10n.t('dials-sin'), cx + 12 * s, cy - r - 6 * s);
}

/**
 * The swept arc (a spiral past one turn), its arrowhead and both points.
 * @param {CanvasRenderingContext2D} g @param {number} cx @param {number} cy @param {number} r
 * @param {{ from: number, sweep: number }} pair @param {DialOptions} o
 */
function drawSweep(g, cx, cy, r, pair, o) {
  // Canvas y grows downwards: angles are negated so they turn anticlockwise.
  const at = (/** @type {number} */ a, /** @type {number} */ radius) => [cx + radius * Math.cos(a), cy - radius * Math.sin(a)];
  const turns = Math.abs(pair.sweep) / (2 * Math.PI);
  // Each full turn moves the spiral 12% of the radius inwards (at most 4 loops drawn).
  const inward = turns > 1 ? Math.min(0.45, 0.12 * turns) : 0;
  // The arc stops short of the filled dot (by its radius and a little), so
  // that the arrowhead shows; a longer sweep shows at most four turns.
  const gap = Math.min(Math.abs(pair.sweep) / 2, 7 / r);
  const shown = Math.sign(pair.sweep) * (Math.min(Math.abs(pair.sweep), 2 * Math.PI * 4) - gap);
  const steps = Math.max(2, Math.ceil(Math.abs(shown) / 0.05));
  g.strokeStyle = o.accent;
  g.lineWidth = 3;
  g.lineCap = 'round';
  g.beginPath();
  let end = at(pair.from, r), before = end;
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const [x, y] = at(pair.from + t * shown, r * (1 - inward * t));
    if (s === 0) g.moveTo(x, y); else g.lineTo(x, y);
    before = end;
    end = [x, y];
  }
  g.stroke();
  if (Math.abs(shown) > 0.15) {
    // An arrowhead along the last step of the arc.
    const angle = Math.atan2(end[1] - before[1], end[0] - before[0]);
    g.fillStyle = o.accent;
    g.beginPath();
    g.moveTo(end[0] + 6 * Math.cos(angle), end[1] + 6 * Math.sin(angle));
    g.lineTo(end[0] + 6 * Math.cos(angle + 2.5), end[1] + 6 * Math.sin(angle + 2.5));
    g.lineTo(end[0] + 6 * Math.cos(angle - 2.5), end[1] + 6 * Math.sin(angle - 2.5));
    g.fill();
  }
  const [x0, y0] = at(pair.from, r), [x1, y1] = at(pair.from + pair.sweep, r);
  g.fillStyle = o.fg;
  g.beginPath();
  g.arc(x1, y1, 4.5, 0, 2 * Math.PI);
  g.fill();
  g.strokeStyle = o.fg;
  g.lineWidth = 1.5;
  g.beginPath();
  g.arc(x0, y0, 4.5, 0, 2 * Math.PI);
  g.stroke();
}
