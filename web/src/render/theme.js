// @ts-check
/**
 * The one way to read a figure's theme colours: its CSS custom properties
 * (--posenc-fg, --posenc-muted, ...), with the defaults of the light theme,
 * and four line colours that stay distinct with colour-vision deficiencies
 * (Okabe & Ito), for a light or a dark background. An element reads them
 * once per colour scheme it shows (widgets/color-scheme.js), not at every
 * draw.
 * @module
 */

/**
 * @typedef {object} Theme
 * @property {string} fg @property {string} bg @property {string} muted @property {string} border
 * @property {string} accent @property {string} font  CSS font family
 * @property {readonly string[]} series  four line colours
 * @property {boolean} dark  whether the colours are for a dark background (light text)
 * @property {number} textScale  the element's text size over its size under a 16 px default
 *   font: canvas text and the room kept for it grow by it (a learner's larger default font, WCAG 1.4.4).
 *   Read with the colours: a browser's default font is set before the page loads
 */

/** Line colours per background. */
const SERIES = {
  light: Object.freeze(['#0072b2', '#d55e00', '#009e73', '#cc79a7']),
  dark: Object.freeze(['#56b4e9', '#e69f00', '#3ccf9c', '#f0a3d0']),
};

/**
 * The theme of `element` now.
 * @param {Element} element
 * @returns {Theme}
 */
export function readTheme(element) {
  const style = getComputedStyle(element);
  const read = (/** @type {string} */ name, /** @type {string} */ fallback) => style.getPropertyValue(name).trim() || fallback;
  const fg = read('--posenc-fg', '#1b1b1f');
  return Object.freeze({
    fg, bg: read('--posenc-bg', '#ffffff'), muted: read('--posenc-muted', '#55555f'),
    border: read('--posenc-border', '#c8c8d0'), accent: read('--posenc-accent', '#0b57d0'),
    font: read('--posenc-font', 'system-ui, sans-serif'),
    series: luminance(fg) > 0.5 ? SERIES.dark : SERIES.light,
    dark: luminance(fg) > 0.5,
    textScale: textScale(element),
  });
}

/**
 * The text size of `element` over the size it has under a 16 px default
 * font (an element's 0.95rem): what a learner's larger default font (WCAG
 * 1.4.4, text-only enlargement) multiplies the figures' text by.
 * @param {Element} element
 */
export function textScale(element) {
  return parseFloat(getComputedStyle(element).fontSize) / 15.2 || 1;
}

/** Rough luminance (0..1) of a #rrggbb colour; 0 for other forms. @param {string} color */
function luminance(color) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) return 0;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h, 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
