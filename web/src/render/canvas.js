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
 * The state of a fresh 2D context, set back before every draw. Not
 * context.reset(): in Chromium it clears by drawing into the canvas's
 * surface, which flushes what was recorded and commits a new layer each
 * time (about 13 ms a draw on the lesson's plots); properties set back and a
 * clearRect of the whole canvas only restart the recording.
 */
const FRESH_STATE = Object.freeze({
  globalAlpha: 1, globalCompositeOperation: 'source-over', fillStyle: '#000000', strokeStyle: '#000000',
  lineWidth: 1, lineCap: 'butt', lineJoin: 'miter', miterLimit: 10, lineDashOffset: 0,
  font: '10px sans-serif', textAlign: 'start', textBaseline: 'alphabetic', direction: 'inherit',
  shadowBlur: 0, shadowColor: 'rgba(0, 0, 0, 0)', shadowOffsetX: 0, shadowOffsetY: 0,
  imageSmoothingEnabled: true, filter: 'none',
});

/**
 * Sizes `canvas` and returns its cleared 2D context in a fresh state (a
 * canvas already holding another kind of context has none: that throws, and
 * the figure shows its render-failed message). The backing store is
 * reallocated only when its size changes: a plot redrawn at every keystroke
 * or frame keeps its buffer and its layer.
 * @param {HTMLCanvasElement} canvas @param {number} width @param {number} height  CSS pixels
 */
export function sizeCanvas(canvas, width, height) {
  const ratio = Math.min(MAX_RATIO, globalThis.devicePixelRatio || 1);
  const w = Math.max(1, Math.round(width * ratio)), h = Math.max(1, Math.round(height * ratio));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  const cssWidth = `${width}px`, cssHeight = `${height}px`;
  if (canvas.style.width !== cssWidth) canvas.style.width = cssWidth;
  if (canvas.style.height !== cssHeight) canvas.style.height = cssHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('the canvas has no 2D context');
  // Every draw looks the same whatever the one before it did (dashes, fonts,
  // alignment). The draws keep their save() and restore() balanced, so no
  // clip is left over.
  Object.assign(context, FRESH_STATE);
  context.setLineDash([]);
  context.beginPath();
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  return context;
}
