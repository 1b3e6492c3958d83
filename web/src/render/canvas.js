// @ts-check
/**
 * The one canvas sizer: a canvas drawn at the device's pixel ratio (at most
 * MAX_RATIO), shown at `width` x `height` CSS pixels, with a context scaled
 * so that drawing is in CSS pixels.
 * @module
 */

/** Highest device pixel ratio drawn at: sharper is not visible, only slower. */
export const MAX_RATIO = 3;

/**
 * Sizes `canvas` and returns its cleared 2D context, its state reset (a canvas already
 * holding another kind of context has none: that throws, and the figure
 * shows its render-failed message). The backing store is reallocated only when its size changes: an
 * animated plot redrawn every frame keeps its buffer.
 * @param {HTMLCanvasElement} canvas @param {number} width @param {number} height  CSS pixels
 */
export function sizeCanvas(canvas, width, height) {
  const ratio = Math.min(MAX_RATIO, globalThis.devicePixelRatio || 1);
  const w = Math.max(1, Math.round(width * ratio)), h = Math.max(1, Math.round(height * ratio));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('the canvas has no 2D context');
  // A fresh state (dashes, fonts, alignment) as a reallocated canvas would
  // have: every draw looks the same whatever the one before it did.
  if (typeof context.reset === 'function') context.reset();
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  return context;
}
