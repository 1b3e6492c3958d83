// @ts-check
/**
 * Draws a matrix on a canvas, one canvas pixel per cell; CSS scales it up
 * with `image-rendering: pixelated`. The only render code that touches a
 * canvas.
 * @module
 */
import { colorize, colormapLut } from './colormap.js';

/**
 * @param {HTMLCanvasElement} canvas
 * @param {ArrayLike<number>} values  rows * cols, row-major
 * @param {number} rows @param {number} cols
 * @param {{ lo?: number, hi?: number, colormap?: import('./colormap.js').ColormapName }} [style]
 */
export function drawHeatmap(canvas, values, rows, cols, style = {}) {
  const { lo = -1, hi = 1, colormap = 'rdbu' } = style;
  if (canvas.width !== cols) canvas.width = cols;
  if (canvas.height !== rows) canvas.height = rows;
  const context = canvas.getContext('2d');
  if (!context) return;
  const image = context.createImageData(cols, rows);
  colorize(values, lo, hi, colormapLut(colormap), image.data);
  context.putImageData(image, 0, 0);
}

/**
 * Puts ready-made RGBA pixels (cols x rows) on a canvas, one canvas pixel per
 * cell. `pixels` may be a transient view into wasm memory: it is used at once
 * and not kept.
 * @param {HTMLCanvasElement} canvas
 * @param {Uint8ClampedArray<ArrayBuffer>} pixels  4 * rows * cols bytes (not shared memory)
 * @param {number} rows @param {number} cols
 */
export function drawPixels(canvas, pixels, rows, cols) {
  if (canvas.width !== cols) canvas.width = cols;
  if (canvas.height !== rows) canvas.height = rows;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.putImageData(new ImageData(pixels, cols, rows), 0, 0);
}
