// The one canvas sizer (web/src/render/canvas.js), with a stand-in canvas:
// a redraw at the same size keeps the canvas's buffer and its layer (no size
// or style written, no context.reset(), which in Chromium flushes the canvas
// into a new layer), and still starts from a fresh drawing state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sizeCanvas } from '../../web/src/render/canvas.js';

/** A canvas and its 2D context that record what is written to them. */
function standInCanvas() {
  const writes = [];
  const calls = [];
  const context = {
    font: '10px sans-serif', lineWidth: 1, textAlign: 'start', globalAlpha: 1, dash: [],
    setLineDash(d) { this.dash = d; calls.push('setLineDash'); },
    beginPath() { calls.push('beginPath'); },
    setTransform(...m) { calls.push(`setTransform ${m.join(' ')}`); },
    clearRect(...r) { calls.push(`clearRect ${r.join(' ')}`); },
    reset() { calls.push('reset'); },
  };
  const size = { width: 300, height: 150 };
  const style = {};
  const canvas = {
    get width() { return size.width; }, set width(v) { writes.push(`width ${v}`); size.width = v; },
    get height() { return size.height; }, set height(v) { writes.push(`height ${v}`); size.height = v; },
    style: new Proxy(style, { set(target, key, value) { writes.push(`style.${String(key)} ${value}`); target[key] = value; return true; } }),
    getContext: () => context,
  };
  return { canvas, context, writes, calls };
}

test('a redraw at the same size writes no size and does not reset the context', () => {
  globalThis.devicePixelRatio = 2;
  const { canvas, context, writes, calls } = standInCanvas();
  assert.equal(sizeCanvas(canvas, 400, 200), context);
  assert.deepEqual(writes, ['width 800', 'height 400', 'style.width 400px', 'style.height 200px']);
  // What a draw leaves behind.
  Object.assign(context, { font: 'bold 20px serif', lineWidth: 5, textAlign: 'right', globalAlpha: 0.5 });
  context.setLineDash([4, 2]);
  writes.length = 0;
  calls.length = 0;
  sizeCanvas(canvas, 400, 200);
  assert.deepEqual(writes, []);
  assert.ok(!calls.includes('reset'), calls.join(', '));
  assert.deepEqual(calls, ['setLineDash', 'beginPath', 'setTransform 2 0 0 2 0 0', 'clearRect 0 0 400 200']);
  assert.deepEqual([context.font, context.lineWidth, context.textAlign, context.globalAlpha, context.dash],
    ['10px sans-serif', 1, 'start', 1, []]);
  sizeCanvas(canvas, 300, 200);
  assert.deepEqual(writes, ['width 600', 'style.width 300px']);
  delete globalThis.devicePixelRatio;
});
