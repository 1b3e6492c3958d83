// @ts-check
/**
 * Draws a matrix on a canvas, one canvas pixel per cell; CSS scales it up
 * with `image-rendering: pixelated`.
 * @module
 */

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
