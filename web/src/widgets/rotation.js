// @ts-check
/**
 * `<posenc-rotation>`: PE(p + k) = Mₖ PE(p). Shows the rotation matrix Mₖ
 * (block diagonal: one 2x2 rotation by k·ω_i per pair) as a heatmap, and one
 * dial per pair where the point PE(p) turns by the angle k·ω_i to PE(p + k):
 * fast pairs (first) turn far, slow pairs (last) hardly move. Mₖ does not
 * depend on p. The cells outside the blocks, exactly 0, are left transparent,
 * so the blocks stand out on a light or a dark page alike.
 *
 * Attributes: `d-model` (even, 2..64, default 8), `p` (0..10000, default 3),
 * `k` (−1000..1000, default 2), `base`. Sliders for p and k write them.
 * Parts: as <posenc-heatmap>, plus `dials` and `control`.
 * @module
 */
import { PosencElement } from './base.js';
import { FIGURES, ROTATION_SCHEMA } from './schemas.js';
import { CONTROLS_CSS, labeledRange } from './controls.js';
import { colorPixels } from './pixels.js';
import { HeatmapView, HEATMAP_CSS } from '../render/heatmap-view.js';
import { localPlainNumber } from '../render/cells.js';
import { colormapLut, lutIndex } from '../render/colormap.js';
import { drawDials } from '../render/dials.js';
import { el } from '../render/dom.js';
import rotationEnglish from '../text/catalogs/en-rotation.js';
import { ENGLISH } from '../text/l10n.js';

// English words of this element arrive with its code, not with a page's first
// screen (scripts/gen-catalogs.mjs); the other languages' come whole.
ENGLISH.addMessages(rotationEnglish);

const CSS = `${HEATMAP_CSS}${CONTROLS_CSS}
.dials-title { margin: 0.25rem 0 0; font-weight: 600; }
.note { margin: 0; font-size: 0.85em; color: var(--posenc-muted); }
`;

/**
 * Clears the alpha of every pixel whose value is exactly 0 (outside the 2 x 2
 * blocks): the page shows through instead of the colour map's white.
 * @param {Uint8ClampedArray<ArrayBuffer>} pixels  RGBA @param {Float32Array} values
 */
export function clearZeros(pixels, values) {
  for (let i = 0; i < values.length; i++) if (values[i] === 0) pixels[4 * i + 3] = 0;
  return pixels;
}

/** Where the dark scheme's ends are taken from RdBu: bright enough on a dark page. */
const DARK_END = 0.55;

/**
 * The dark scheme's colouring of Mₖ: RdBu's centre is white, which on a
 * dark page makes a value near 0 the brightest cell of all. Here each cell
 * fades from the page background at 0 to a bright red (positive) or blue
 * (negative) at ±1, in proportion to |value|; exact zeros stay transparent.
 * @param {Float32Array} values @param {[number, number, number]} background  RGB
 * @returns {{ pixels: Uint8ClampedArray<ArrayBuffer>, ends: string[] }}
 */
export function darkPixels(values, background) {
  const lut = colormapLut('rdbu');
  const end = (/** @type {number} */ v) => {
    const k = 4 * lutIndex(v, -1, 1);
    return [lut[k], lut[k + 1], lut[k + 2]];
  };
  const blue = end(-DARK_END), red = end(DARK_END);
  const pixels = new Uint8ClampedArray(4 * values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i], t = Math.min(1, Math.abs(v)), to = v < 0 ? blue : red;
    for (let c = 0; c < 3; c++) pixels[4 * i + c] = Math.round(background[c] + (to[c] - background[c]) * t);
    pixels[4 * i + 3] = v === 0 ? 0 : 255;
  }
  const css = (/** @type {number[]} */ rgb) => `rgb(${rgb.join(' ')})`;
  return { pixels, ends: [css(blue), css(background), css(red)] };
}

/** A #rgb or #rrggbb colour as RGB; black for anything else. @param {string} color @returns {[number, number, number]} */
function rgbOf(color) {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1] ?? '000';
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return [r, g, b];
}

/**
 * M_k PE(p) computed from the matrix, and PE(p + k) from the frequencies in
 * float64, pair by pair (interleaved: channel 2i = sin, 2i+1 = cos).
 * @param {Float32Array} m  dModel x dModel @param {Float32Array} pe  PE(p)
 * @param {Float64Array} w  frequencies @param {number} p @param {number} k
 */
export function rotationCheck(m, pe, w, p, k) {
  const d = pe.length;
  let worst = 0;
  for (let r = 0; r < d; r++) {
    let sum = 0;
    for (let c = 0; c < d; c++) sum += m[r * d + c] * pe[c];
    const angle = (p + k) * w[r >> 1];
    worst = Math.max(worst, Math.abs(sum - (r % 2 === 0 ? Math.sin(angle) : Math.cos(angle))));
  }
  return worst;
}

/**
 * @typedef {object} RotationParts
 * @property {ReturnType<typeof labeledRange>} pControl @property {ReturnType<typeof labeledRange>} kControl
 * @property {HTMLCanvasElement} dials @property {HeatmapView} view
 * @property {{ dialsTitle: HTMLElement, dialsNote: HTMLElement, matrixTitle: HTMLElement, matrixNote: HTMLElement }} words  what build() wrote
 */

/** @extends {PosencElement<RotationParts>} */
export class PosencRotation extends PosencElement {
  static tag = FIGURES.rotation.tag;
  static schema = ROTATION_SCHEMA;
  static styles = CSS;

  /** @param {HTMLElement} body */
  build(body) {
    const l10n = this.l10n;
    const controls = el('div', { class: 'controls' });
    const pControl = labeledRange(l10n.t('rotation-control-p'), { min: 0, max: 100 }, (v) => { this.p = v; });
    const kControl = labeledRange(l10n.t('rotation-control-k'), { min: -50, max: 50 }, (v) => { this.k = v; });
    controls.append(pControl.root, kControl.root);
    // Named from the start by what they show: the label with the figure's numbers comes with its first draw.
    const dials = el('canvas', { part: 'dials', role: 'img', 'aria-label': l10n.t('rotation-dials-name') });
    const view = new HeatmapView((l) => l.t('rotation-name'), l10n);
    view.onCursor = (cell) => this.emit('change', { reason: 'cursor', cell });
    const words = {
      dialsTitle: el('p', { class: 'dials-title' }), dialsNote: el('p', { class: 'note' }),
      matrixTitle: el('p', { class: 'dials-title' }), matrixNote: el('p', { class: 'note' }),
    };
    body.append(controls, words.dialsTitle, words.dialsNote, dials, words.matrixTitle, words.matrixNote, view.root);
    this.#write(l10n, words);
    return { pControl, kControl, dials, view, words };
  }

  /** @param {import('../text/l10n.js').Localizer} l10n @param {RotationParts} parts */
  localize(l10n, { pControl, kControl, view, words }) {
    pControl.relabel(l10n.t('rotation-control-p'));
    kControl.relabel(l10n.t('rotation-control-k'));
    view.localize(l10n);
    this.#write(l10n, words);
  }

  /** The words written once: the titles and notes. @param {import('../text/l10n.js').Localizer} l10n @param {RotationParts['words']} words */
  #write(l10n, words) {
    words.dialsTitle.textContent = l10n.t('rotation-dials-title');
    words.dialsNote.textContent = l10n.t('rotation-dials-note');
    words.matrixTitle.textContent = l10n.t('rotation-matrix-title');
    words.matrixNote.textContent = l10n.t('rotation-matrix-note');
  }

  /** The theme Mₖ was last coloured in (its near-zero cells fade into the background). @type {import('../render/theme.js').Theme | null} */
  #shownTheme = null;

  /** @param {import('./base.js').DrawContext<RotationParts>} context */
  draw({ pe, values: v, changed, width, theme, parts: { pControl, kControl, dials, view }, l10n }) {
    const d = v.dModel;
    const int = (/** @type {number} */ x) => l10n.integer(x);
    pControl.set(v.p);
    kControl.set(v.k);
    const w = pe.frequencies({ dModel: d, base: v.base });
    const m = pe.rotation({ k: v.k, dModel: d, base: v.base });
    const row = pe.encode({ positions: 1, dModel: d, base: v.base, offset: v.p });
    const error = rotationCheck(m, row, w, v.p, v.k);
    const pairs = Array.from(w, (wi) => ({ from: v.p * wi, sweep: v.k * wi }));
    const k = int(v.k), last = int(d - 1);
    if (changed || theme !== this.#shownTheme) {
      this.#shownTheme = theme;
      const shaded = theme.dark ? darkPixels(m, rgbOf(theme.bg)) : null;
      view.show({
        rows: d, cols: d, pixels: shaded?.pixels ?? clearZeros(colorPixels(pe, m, -1, 1, 'rdbu'), m), colormap: 'rdbu', lo: -1, hi: 1,
        legend: { lo: '−1', hi: '+1', mid: '0' },
        label: l10n.t('rotation-label', { k, dModel: int(d), count: d / 2, blocks: int(d / 2) }),
        xTitle: l10n.t('rotation-x-title', { last }), yTitle: l10n.t('rotation-y-title', { last }),
        cellText: (r, c) => l10n.t('rotation-cell', { row: int(r), column: int(c), value: l10n.decimal(m[r * d + c]),
          block: r >> 1 === c >> 1 ? 'inside' : 'outside', pair: int(r >> 1), angle: l10n.decimal(v.k * w[r >> 1]) }),
        table: d * d <= 1024 ? () => m : null,
        tableCaption: l10n.t('rotation-table-caption', { k }),
        rowHeader: (r) => l10n.t('rotation-row-header', { row: int(r) }),
        colHeader: (c) => l10n.t('rotation-col-header', { column: int(c) }),
      });
      if (shaded) {
        // The legend shows the same fade as the cells.
        const ramp = /** @type {HTMLElement} */ (view.legend.querySelector('.ramp'));
        ramp.style.background = `linear-gradient(to right, ${shaded.ends.join(', ')})`;
        view.legend.setAttribute('aria-label', l10n.t('rotation-legend-dark'));
      }
    }
    view.layout(width, 96, 360, { square: true });
    drawDials(dials, pairs, {
      width, fg: theme.fg, accent: theme.accent, muted: theme.muted, font: theme.font, textScale: theme.textScale, l10n,
    });
    const from = int(v.p), to = int(v.p + v.k);
    dials.setAttribute('aria-label', l10n.t('rotation-dials-label', { count: d / 2, dials: int(d / 2), from, to,
      first: l10n.decimal(v.k * w[0]), lastPair: int(d / 2 - 1), last: l10n.decimal(v.k * w[d / 2 - 1]) }));
    return l10n.t('rotation-summary', { k, sign: v.k < 0 ? 'minus' : 'plus', offset: int(Math.abs(v.k)), dModel: int(d),
      base: int(v.base), from, to, error: localPlainNumber(error, l10n) });
  }
}
