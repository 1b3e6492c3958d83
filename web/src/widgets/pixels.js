// @ts-check
/**
 * Colouring for the elements: the module's colour map (`pe.colorize`, the
 * same LUT and index rule as render/colormap.js).
 * @module
 */

/**
 * RGBA pixels of `values` over [lo, hi], a fresh array.
 * @param {import('../core/api.js').Posenc} pe
 * @param {Float32Array} values @param {number} lo @param {number} hi
 * @param {import('../render/colormap.js').ColormapName} colormap
 * @returns {Uint8ClampedArray<ArrayBuffer>}
 */
export function colorPixels(pe, values, lo, hi, colormap) {
  return /** @type {Uint8ClampedArray<ArrayBuffer>} */ (pe.colorize({ values, lo, hi, colormap }));
}
