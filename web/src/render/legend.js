// @ts-check
/**
 * A colour legend: a gradient ramp between the low and high labels, with a
 * text description for screen readers (the ramp itself is decorative).
 * @module
 */
import { legendColors } from './colormap.js';
import { el } from './dom.js';

/**
 * Words for the low end, the middle and the high end of each colour map
 * (COLORMAPS), so that the legend can be read without colour: the one part
 * of a colour map written by hand besides its name (tests/js/colormaps.test.js
 * checks that every map has them).
 * @type {Readonly<Record<import('./colormap.js').ColormapName, readonly [string, string, string]>>}
 */
export const COLORMAP_WORDS = Object.freeze({
  rdbu: ['dark blue', 'white', 'dark red'],
  viridis: ['dark purple', 'teal', 'yellow'],
  cividis: ['dark blue', 'grey', 'yellow'],
});

/** Creates an empty legend; fill it with updateLegend. */
export function createLegend() {
  // Named before its first update: a figure built ahead of its first draw shows it.
  const legend = el('div', { class: 'legend', part: 'legend', role: 'img', 'aria-label': 'Colour scale' });
  legend.append(el('span', { class: 'lo' }), el('span', { class: 'ramp', 'aria-hidden': 'true' }),
    el('span', { class: 'hi' }));
  return legend;
}

/**
 * @param {HTMLElement} legend  from createLegend
 * @param {{ colormap: import('./colormap.js').ColormapName, lo: string, hi: string, mid?: string, what?: string }} o
 */
export function updateLegend(legend, { colormap, lo, hi, mid, what = 'value' }) {
  const [low, middle, high] = COLORMAP_WORDS[colormap];
  /** @type {HTMLElement} */ (legend.querySelector('.lo')).textContent = lo;
  /** @type {HTMLElement} */ (legend.querySelector('.hi')).textContent = hi;
  const ramp = /** @type {HTMLElement} */ (legend.querySelector('.ramp'));
  // CSSOM, not a style attribute: allowed under a strict style-src.
  ramp.style.background = `linear-gradient(to right, ${legendColors(colormap).join(', ')})`;
  const middleText = mid === undefined ? `${middle} in between` : `${middle} at ${mid}`;
  legend.setAttribute('aria-label', `Colour scale (${colormap}): ${what} ${lo} is ${low}, ${middleText}, ${hi} is ${high}.`);
}
