// @ts-check
/**
 * LessonFigure: the base of the lesson's own figures. It is the widgets'
 * PosencElement (attribute schema, batched drawing, live summary, events,
 * shared wasm module) plus what several lesson figures need: a canvas sized
 * for the device, theme colours read from the element's custom properties,
 * and a shared style sheet.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { PosencElement } from '../../src/widgets/base.js';
import { HEATMAP_CSS } from '../../src/render/heatmap-view.js';

/** Styles shared by every lesson figure (adopted next to the widgets' base sheet). */
export const LESSON_CSS = `${HEATMAP_CSS}
.plot-canvas { width: 100%; display: block; }
.side-by-side { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 0.75rem; }
.pair { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); }
.pair h4, .title { margin: 0 0 0.25rem; font-size: 0.9em; font-weight: 600; }
.property { border-top: 1px solid var(--posenc-border); padding-top: 0.5rem; margin-bottom: 0.75rem; }
.property h3 { margin: 0; font-size: 1em; }
.property .value { margin: 0 0 0.25rem; }
.property .meaning { margin: 0.25rem 0 0; font-size: 0.9em; }
.property[data-level="collision"] .meaning { color: var(--posenc-warning-fg); background: var(--posenc-warning-bg);
  padding: 0.3rem 0.5rem; border-radius: 4px; }
.property[data-level="collision"] .meaning::before { content: "⚠ "; }
.key { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; font-size: 0.85em; }
.swatch { display: inline-block; width: 1.6em; height: 0; border-top: 3px solid; vertical-align: middle; margin-right: 0.35em; }
.swatch.dashed { border-top-style: dashed; }
.swatch.dotted { border-top-style: dotted; }
.tabular { font-variant-numeric: tabular-nums; }
.ok { color: var(--lesson-good, #0b6b2f); font-weight: 600; }
.answer { margin: 0; }
.distances { border-collapse: collapse; margin-top: 0.25rem; }
.distances th, .distances td { border: 1px solid var(--posenc-border); padding: 0.15rem 0.5rem; text-align: left; }
.distances tr.current { font-weight: 700; }
.distances tr.current th::before { content: "▸ "; }
`;

/** Line colours that stay distinct with colour-vision deficiencies (Okabe & Ito), per theme. */
const SERIES = {
  light: ['#0072b2', '#d55e00', '#009e73', '#cc79a7'],
  dark: ['#56b4e9', '#e69f00', '#3ccf9c', '#f0a3d0'],
};
/** Dash patterns paired with the colours, so lines differ without colour too. */
export const DASHES = [[], [7, 4], [2, 3], [10, 3, 2, 3]];
/** The swatch class matching each dash pattern. */
export const DASH_CLASS = ['', 'dashed', 'dotted', 'dashed'];

/**
 * @template [Parts=object]
 * @extends {PosencElement<Parts>}
 */
export class LessonFigure extends PosencElement {
  static styles = LESSON_CSS;

  /** A canvas with role img and an accessible name. @param {string} label */
  makeCanvas(label) {
    return el('canvas', { class: 'plot-canvas', role: 'img', 'aria-label': label, part: 'canvas' });
  }

  /**
   * Sizes `canvas` to `width` x `height` CSS pixels at the device's pixel
   * ratio and returns its context, scaled so that drawing is in CSS pixels.
   * @param {HTMLCanvasElement} canvas @param {number} width @param {number} height
   */
  context2d(canvas, width, height) {
    const ratio = Math.min(3, window.devicePixelRatio || 1);
    const w = Math.max(1, Math.round(width * ratio));
    const h = Math.max(1, Math.round(height * ratio));
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
    canvas.style.height = `${height}px`;
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    return context;
  }

  /**
   * Fills a key list: one line sample (colour and dash of series i) per text.
   * @param {HTMLElement} list @param {string[]} texts @param {string[]} palette
   */
  fillKey(list, texts, palette) {
    list.replaceChildren(...texts.map((text, i) => {
      const item = el('li', {}, text);
      const swatch = el('span', { class: `swatch ${DASH_CLASS[i % DASH_CLASS.length]}`, 'aria-hidden': 'true' });
      swatch.style.borderTopColor = palette[i % palette.length];
      item.prepend(swatch);
      return item;
    }));
  }

  /** Theme colours of the element: text, muted, border and four series. */
  colors() {
    const style = getComputedStyle(this);
    const read = (/** @type {string} */ name, /** @type {string} */ fallback) => style.getPropertyValue(name).trim() || fallback;
    const fg = read('--posenc-fg', '#1b1b1f');
    const dark = luminance(fg) > 0.5;
    return {
      fg, muted: read('--posenc-muted', '#55555f'), border: read('--posenc-border', '#c8c8d0'),
      bg: read('--posenc-bg', '#ffffff'), series: dark ? SERIES.dark : SERIES.light,
      font: read('--posenc-font', 'system-ui, sans-serif'),
    };
  }
}

/** Rough luminance (0..1) of a #rrggbb colour; 0 for other forms. @param {string} color */
function luminance(color) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) return 0;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h, 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
