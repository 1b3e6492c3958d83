// @ts-check
/**
 * A colour legend: a gradient ramp between the low and high labels, with a
 * text description for screen readers (the ramp itself is decorative).
 * @module
 */
import { legendColors } from './colormap.js';
import { el } from './dom.js';
import { ENGLISH } from '../text/l10n.js';

/**
 * Words for the low end, the middle and the high end of each colour map
 * (COLORMAPS), so that the legend can be read without colour: the one part
 * of a colour map written by hand besides its name (tests/js/colormaps.test.js
 * checks that every map has them). Each is a message of the figures'
 * catalogs (web/l10n/<locale>/figures.ftl).
 * @type {Readonly<Record<import('./colormap.js').ColormapName, readonly [string, string, string]>>}
 */
export const COLORMAP_WORDS = Object.freeze({
  rdbu: ['colour-dark-blue', 'colour-white', 'colour-dark-red'],
  viridis: ['colour-dark-purple', 'colour-teal', 'colour-yellow'],
  cividis: ['colour-dark-blue', 'colour-grey', 'colour-yellow'],
});

/** Creates an empty legend; fill it with updateLegend. */
export function createLegend() {
  // Named before its first update: a figure built ahead of its first draw shows it.
  const legend = el('div', { class: 'legend', part: 'legend', role: 'img', 'aria-label': ENGLISH.t('legend-name') });
  legend.append(el('span', { class: 'lo' }), el('span', { class: 'ramp', 'aria-hidden': 'true' }),
    el('span', { class: 'hi' }));
  return legend;
}

/**
 * @param {HTMLElement} legend  from createLegend
 * @param {{ colormap: import('./colormap.js').ColormapName, lo: string, hi: string, mid?: string, what?: string } | null} o
 *   what it shows; null: nothing yet (only its name, in `l10n`)
 * @param {import('../text/l10n.js').Localizer} [l10n]  the language of its words
 */
export function updateLegend(legend, o, l10n = ENGLISH) {
  if (!o) {
    legend.setAttribute('aria-label', l10n.t('legend-name'));
    return;
  }
  const { colormap, lo, hi, mid, what = l10n.t('legend-value') } = o;
  const [low, middle, high] = COLORMAP_WORDS[colormap].map((id) => l10n.t(id));
  /** @type {HTMLElement} */ (legend.querySelector('.lo')).textContent = lo;
  /** @type {HTMLElement} */ (legend.querySelector('.hi')).textContent = hi;
  const ramp = /** @type {HTMLElement} */ (legend.querySelector('.ramp'));
  // CSSOM, not a style attribute: allowed under a strict style-src.
  ramp.style.background = `linear-gradient(to right, ${legendColors(colormap).join(', ')})`;
  const middleText = mid === undefined ? l10n.t('legend-middle-between', { colour: middle })
    : l10n.t('legend-middle-at', { colour: middle, mid });
  legend.setAttribute('aria-label', l10n.t('legend-label', { colormap, what, lo, hi, low, middle: middleText, high }));
}
