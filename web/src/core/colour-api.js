// @ts-check
/**
 * The colour part of the API: values to RGBA pixels in wasm, with exactly the
 * index rule of the JS `colorize` in web/src/render/colormap.js, and the
 * encoding coloured straight into a pixel buffer for the render path.
 * @module
 */
import { colormapLut } from './colormap-lut.js';
import { CHUNK_BYTES, COLORMAPS, LIMITS, rawColourSpec, rawEncodingSpec } from './boundary.js';
import { checkEncodingSize } from './encoding-api.js';
import { ENCODING_RULES } from './options.js';
import { checkCap, oneOf, outArray, parseOptions, typedArray } from './validate.js';
import { copyInto, float32Part, lengthOf } from './typed-arrays.js';
import { checkResult } from './errors.js';
import { moduleGeneration } from './host.js';
import { specSlot } from './spec-slot.js';

/**
 * @typedef {object} ColorizeOptions
 * @property {Float32Array} values  the values to colour (any length up to maxElements)
 * @property {number} [lo=-1]  value drawn with the first colour (finite, < hi)
 * @property {number} [hi=1]   value drawn with the last colour (finite, > lo)
 * @property {import('./boundary.js').Colormap} [colormap='rdbu']
 * @property {Uint8ClampedArray} [out]  written and returned when given (length 4 * values.length)
 */

/**
 * @typedef {import('./encoding-api.js').EncodeOptions & {
 *   lo?: number, hi?: number, colormap?: import('./boundary.js').Colormap
 * }} EncodePixelsOptions
 */

/**
 * @typedef {object} PixelView
 * @property {Uint8ClampedArray<ArrayBuffer>} pixels  RGBA, row-major: a transient view into wasm memory,
 *   valid until the next encodePixels or colorize call (wrap it in ImageData and
 *   putImageData at once; never keep it)
 * @property {number} width   dModel (one pixel per channel)
 * @property {number} height  positions (one row per position)
 */

/**
 * @typedef {object} ColourApi
 * @property {(options: ColorizeOptions) => Uint8ClampedArray} colorize
 *   RGBA pixels (4 bytes per value), exactly what colormap.js colorize gives
 * @property {(options: EncodePixelsOptions) => PixelView} encodePixels
 *   the encoding coloured in wasm, as a transient view (no copy)
 */

/** A finite number option with a default. @param {number} fallback */
function finite(fallback) {
  return {
    kind: 'a finite number',
    fallback,
    /** @param {unknown} v */
    typeCheck: (v) => (typeof v === 'number' ? '' : 'must be a number'),
    /** @param {number} v */
    rangeCheck: (v) => (Number.isFinite(v) ? '' : 'must be a finite number'),
  };
}

/** @param {string} where @param {number} lo @param {number} hi */
function checkRange(where, lo, hi) {
  if (!(lo < hi)) throw new RangeError(`${where}: lo must be less than hi; got lo ${lo}, hi ${hi}.`);
}

/** Values coloured per chunk by colorize: their RGBA pixels take CHUNK_BYTES. */
const CHUNK_VALUES = CHUNK_BYTES / 4;

const COLOUR_RULES = { lo: finite(-1), hi: finite(1), colormap: oneOf(COLORMAPS, { fallback: 'rdbu' }) };
const COLORIZE_RULES = { values: typedArray('Float32Array', { required: true }), ...COLOUR_RULES,
  out: typedArray('Uint8ClampedArray') };
const PIXEL_RULES = { ...ENCODING_RULES, ...COLOUR_RULES };

/**
 * @param {import('./boundary.js').RawModule} raw  the embind module
 * @returns {ColourApi}
 */
export function createColourApi(raw) {
  /** Colour maps already copied into this module's table slots. */
  const loaded = new Set();
  let loadedInto = moduleGeneration(raw);

  /**
   * Fills the table slot of a colour map on its first use.
   * @param {string} where @param {import('./boundary.js').Colormap} name
   */
  function loadSlot(where, name) {
    const slot = COLORMAPS.indexOf(name);
    // A recreated module (host.js) starts with empty slots.
    if (moduleGeneration(raw) !== loadedInto) {
      loaded.clear();
      loadedInto = moduleGeneration(raw);
    }
    if (!loaded.has(slot)) {
      checkResult(where, raw.colormapSlot(slot)).set(colormapLut(name));
      loaded.add(slot);
    }
  }

  /** @param {ColorizeOptions} options @returns {Uint8ClampedArray} */
  function colorize(options) {
    const where = 'posenc.colorize';
    const o = parseOptions(where, options, COLORIZE_RULES);
    checkRange(where, o.lo, o.hi);
    const n = lengthOf(o.values);
    checkCap(where, 'values.length', n, LIMITS.maxElements, String(n));
    const out = outArray(where, o.out, Uint8ClampedArray, 4 * n, '4 * values.length');
    if (n === 0) return out;
    loadSlot(where, o.colormap);
    const colour = rawColourSpec(specSlot(raw), o);
    // A chunk of values at a time through wasm memory, coloured and copied
    // out while values and pixels are in cache, so that both cross main
    // memory once (CHUNK_BYTES of pixels per chunk). Each chunk takes fresh
    // views: a call may grow the memory.
    for (let at = 0; at < n; at += CHUNK_VALUES) {
      const values = float32Part(o.values, at, at + CHUNK_VALUES);
      const count = lengthOf(values);
      copyInto(checkResult(where, raw.colorizeInput(count)), values);
      copyInto(out, checkResult(where, raw.colorize(count, colour)), 4 * at);
    }
    return out;
  }

  /** @param {EncodePixelsOptions} options @returns {PixelView} */
  function encodePixels(options) {
    const where = 'posenc.encodePixels';
    const o = parseOptions(where, options, PIXEL_RULES);
    checkRange(where, o.lo, o.hi);
    checkEncodingSize(where, o);
    loadSlot(where, o.colormap);
    const slot = specSlot(raw);
    const view = checkResult(where, raw.encodePixels(rawEncodingSpec(slot, o), rawColourSpec(slot, o)));
    // The view over wasm memory, retyped for ImageData: no copy (see PixelView).
    const pixels = new Uint8ClampedArray(view.buffer, view.byteOffset, view.length);
    return { pixels, width: o.dModel, height: o.positions };
  }

  return { colorize, encodePixels };
}
