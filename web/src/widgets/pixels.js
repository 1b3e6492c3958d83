// @ts-check
/**
 * Colouring for the elements: the wasm colour map when the loaded module has
 * it (h-geom's `colorize` / `encodePixels`), else the JS twin in
 * render/colormap.js (same LUT, same index rule).
 * @module
 */
import { colorize, colormapLut } from '../render/colormap.js';

/**
 * RGBA pixels of `values` over [lo, hi].
 * @param {import('../core/api.js').Posenc} pe
 * @param {Float32Array} values @param {number} lo @param {number} hi
 * @param {import('../render/colormap.js').ColormapName} colormap
 * @returns {Uint8ClampedArray<ArrayBuffer>}
 */
export function colorPixels(pe, values, lo, hi, colormap) {
  const pixels = typeof pe.colorize === 'function'
    ? pe.colorize({ values, lo, hi, colormap })
    : colorize(values, lo, hi, colormapLut(colormap));
  return /** @type {Uint8ClampedArray<ArrayBuffer>} */ (pixels);
}
