// @ts-check
/**
 * Draws a matrix on a canvas, one canvas pixel per cell; CSS scales it up
 * with `image-rendering: pixelated`. A matrix with more cells than the
 * canvas shows device pixels is drawn at those pixels instead, each the
 * nearest cell, as the browser's pixelated scaling would show it.
 * @module
 */

/** The pixels a canvas shows, in device pixels. @typedef {{ width: number, height: number }} Shown */

/**
 * Puts ready-made RGBA pixels (cols x rows) on a canvas: one canvas pixel
 * per cell, or, along an axis with more cells than `shown` has device
 * pixels, one canvas pixel per device pixel, coloured as the cell at its
 * centre. Putting a million pixels costs little; what costs is a canvas
 * sized anew (at each step of a slider that changes the matrix's width,
 * Chromium allocates a new backing and a new resource for the compositor:
 * tens of milliseconds for a 1024 x 1024 canvas, against one for a canvas
 * drawn again at its size). `pixels` may be a transient view into wasm
 * memory: it is used at once and not kept.
 * @param {HTMLCanvasElement} canvas
 * @param {Uint8ClampedArray<ArrayBuffer>} pixels  4 * rows * cols bytes (not shared memory)
 * @param {number} rows @param {number} cols
 * @param {Shown | null} [shown]  what the canvas shows (unknown before its first layout: one pixel per cell)
 */
export function drawPixels(canvas, pixels, rows, cols, shown = null) {
  const width = shown && shown.width > 0 ? Math.min(cols, shown.width) : cols;
  const height = shown && shown.height > 0 ? Math.min(rows, shown.height) : rows;
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return;
  const image = width === cols && height === rows ? new ImageData(pixels, cols, rows)
    : resampled(canvas, pixels, rows, cols, width, height);
  context.putImageData(image, 0, 0);
}

/** Each canvas's resampled image, reused while its size stays. @type {WeakMap<HTMLCanvasElement, ImageData>} */
const images = new WeakMap();

/**
 * The cells at the centres of a width x height grid of pixels over the
 * rows x cols matrix (nearest neighbour).
 * @param {HTMLCanvasElement} canvas  whose image buffer is reused
 * @param {Uint8ClampedArray<ArrayBuffer>} pixels @param {number} rows @param {number} cols
 * @param {number} width @param {number} height
 */
function resampled(canvas, pixels, rows, cols, width, height) {
  let image = images.get(canvas);
  if (!image || image.width !== width || image.height !== height) {
    image = new ImageData(width, height);
    images.set(canvas, image);
  }
  // Whole pixels at once (4 bytes); a view into wasm memory is 4-byte aligned, a copy otherwise.
  const source = pixels.byteOffset % 4 === 0 ? pixels : pixels.slice();
  const from = new Uint32Array(source.buffer, source.byteOffset, rows * cols);
  const to = new Uint32Array(image.data.buffer);
  const columns = new Uint32Array(width);
  for (let x = 0; x < width; x++) columns[x] = Math.min(cols - 1, Math.floor(((x + 0.5) * cols) / width));
  for (let y = 0; y < height; y++) {
    const row = Math.min(rows - 1, Math.floor(((y + 0.5) * rows) / height)) * cols;
    const out = y * width;
    for (let x = 0; x < width; x++) to[out + x] = from[row + columns[x]];
  }
  return image;
}
