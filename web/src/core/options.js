// @ts-check
/**
 * The option rules several API areas share, built from the boundary's caps
 * (boundary.js): sizes, positions, base, layout and spacing, and the checks
 * of sums and products of options against the caps. Pure: no wasm, no DOM.
 * @module
 */
import { LAYOUTS, LIMITS, SPACINGS } from './boundary.js';
import { checkCap, integer, numberAbove, oneOf } from './validate.js';

/** Rows of a result (positions or rows): 1..maxPositions, required. */
export const ROWS = integer(1, LIMITS.maxPositions, { required: true });
/** Model width: 1..maxDModel, required. */
export const D_MODEL = integer(1, LIMITS.maxDModel, { required: true });
/** Position of the first row: 0..maxPositions-1, default 0. */
export const OFFSET = integer(0, LIMITS.maxPositions - 1, { fallback: 0 });
/** The base of the frequencies: finite, > 1, default 10000 (the paper's). */
export const BASE = numberAbove(1, Number.MAX_VALUE, { fallback: 10000 });
export const LAYOUT = oneOf(LAYOUTS, { fallback: 'interleaved' });
export const SPACING = oneOf(SPACINGS, { fallback: 'paper' });

/** The options of an encoding table (encode, encodePixels). */
export const ENCODING_RULES = Object.freeze({
  positions: ROWS, dModel: D_MODEL, base: BASE, layout: LAYOUT, offset: OFFSET, spacing: SPACING,
});

/**
 * Throws a RangeError naming the cap when offset + rows passes maxPositions.
 * @param {string} where @param {number} offset @param {number} rows
 * @param {string} [name='positions']  the name of the rows option
 */
export function checkRowRange(where, offset, rows, name = 'positions') {
  checkCap(where, `offset + ${name}`, offset + rows, LIMITS.maxPositions, `${offset} + ${rows}`);
}

/**
 * Throws a RangeError naming the cap when a result of a * b elements would
 * pass maxElements.
 * @param {string} where @param {string} what e.g. "positions * dModel"
 * @param {number} a @param {number} b
 */
export function checkElements(where, what, a, b) {
  checkCap(where, what, a * b, LIMITS.maxElements, `${a} * ${b}`);
}
