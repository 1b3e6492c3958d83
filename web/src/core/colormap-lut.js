// @ts-check
/**
 * The colour maps' RGBA lookup tables: data the core uploads into the module
 * (colour-api.js) and the JS colouring draws with (render/colormap.js).
 * @module
 */
import { COLORMAPS, LUT_ENTRIES } from './boundary.js';
import { COLORMAP_HEX } from './colormap-data.js';

/** @type {Map<string, Uint8Array>} */
const cache = new Map();

/**
 * The RGBA table of a colour map: 256 colours x 4 bytes, alpha 255.
 * @param {import('./boundary.js').Colormap} name
 * @returns {Uint8Array}
 */
export function colormapLut(name) {
  const hex = COLORMAP_HEX[name];
  if (hex === undefined) {
    throw new RangeError(`colormap must be one of ${COLORMAPS.join(', ')}; got ${String(name)}`);
  }
  let lut = cache.get(name);
  if (!lut) {
    lut = new Uint8Array(4 * LUT_ENTRIES);
    for (let i = 0; i < LUT_ENTRIES; i++) {
      for (let c = 0; c < 3; c++) lut[4 * i + c] = parseInt(hex.slice(6 * i + 2 * c, 6 * i + 2 * c + 2), 16);
      lut[4 * i + 3] = 255;
    }
    cache.set(name, lut);
  }
  return lut;
}
