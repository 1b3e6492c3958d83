// @ts-check
/**
 * Colour maps as 256-entry RGBA lookup tables, and a plain-JS colouring of a
 * value array (the reference the wasm colour map is tested and timed against).
 * Pure functions over typed arrays: no DOM.
 * @module
 */
import { COLORMAPS } from '../core/boundary.js';
import { colormapLut } from '../core/colormap-lut.js';

// The names of the colour maps (boundary.js, from the Colormap enum of
// cpp/boundary.mjs, whose docs say which are diverging, for signed values
// centred on 0, and which sequential, for magnitudes). Each is readable with
// the common colour-vision deficiencies.
export { COLORMAPS };
// The tables themselves are data the core uploads (core/colormap-lut.js).
export { colormapLut };

/** @typedef {import('../core/boundary.js').Colormap} ColormapName */

/**
 * Index into a 256-entry table for `value` over [lo, hi], clamped; NaN maps
 * to the middle entry.
 * @param {number} value @param {number} lo @param {number} hi
 */
export function lutIndex(value, lo, hi) {
  const t = (value - lo) / (hi - lo);
  if (!(t === t)) return 128;
  return Math.min(255, Math.max(0, Math.floor(t * 256)));
}

/**
 * Colours `values` into RGBA pixels (4 bytes per value).
 * @param {ArrayLike<number>} values
 * @param {number} lo  value drawn with the first colour
 * @param {number} hi  value drawn with the last colour
 * @param {Uint8Array} lut  from colormapLut
 * @param {Uint8ClampedArray} [out]  reused when given (length 4 * values.length)
 * @returns {Uint8ClampedArray}
 */
export function colorize(values, lo, hi, lut, out = new Uint8ClampedArray(4 * values.length)) {
  for (let i = 0; i < values.length; i++) {
    const k = 4 * lutIndex(values[i], lo, hi);
    out[4 * i] = lut[k];
    out[4 * i + 1] = lut[k + 1];
    out[4 * i + 2] = lut[k + 2];
    out[4 * i + 3] = 255;
  }
  return out;
}

/**
 * CSS colours for a legend gradient: `count` evenly spaced stops.
 * @param {ColormapName} name @param {number} [count]
 * @returns {string[]}
 */
export function legendColors(name, count = 11) {
  const lut = colormapLut(name);
  return Array.from({ length: count }, (_, i) => {
    const k = 4 * Math.round((i / (count - 1)) * 255);
    return `rgb(${lut[k]} ${lut[k + 1]} ${lut[k + 2]})`;
  });
}
