// The figures' animation loop (web/src/widgets/frame-loop.js), driven by
// hand: requestAnimationFrame queues the callback, frame() runs it.
import { test } from 'node:test';
import assert from 'node:assert/strict';

/** @type {FrameRequestCallback[]} */
let queued = [];
globalThis.requestAnimationFrame = (callback) => queued.push(callback);
const { nextFrame } = await import('../../web/src/widgets/frame-loop.js');

/** Runs the frame the loop asked for. */
function frame() {
  const callbacks = queued;
  queued = [];
  for (const callback of callbacks) callback(performance.now());
}

/** Keeps the thread busy for `ms`. @param {number} ms */
function busy(ms) {
  const until = performance.now() + ms;
  while (performance.now() < until) { /* a render that takes ms */ }
}

test('a task asked for twice before a frame runs once in it, after every measure of the frame', () => {
  const log = [];
  const a = () => log.push('render a'), b = () => log.push('render b');
  nextFrame(a, () => log.push('measure a'));
  nextFrame(a, () => log.push('measure a'));
  nextFrame(b, () => log.push('measure b'));
  frame();
  assert.deepEqual(log, ['measure a', 'measure b', 'render a', 'render b']);
  assert.equal(queued.length, 0, 'no frame asked for once nothing is due');
});

test('renders past the frame budget wait for the next frame, measured again there', () => {
  const log = [];
  nextFrame(() => { log.push('slow'); busy(30); }, () => log.push('measure slow'));
  nextFrame(() => log.push('next'), () => log.push('measure next'));
  frame();
  assert.deepEqual(log, ['measure slow', 'measure next', 'slow']);
  assert.equal(queued.length, 1, 'the next frame is asked for');
  frame();
  assert.deepEqual(log, ['measure slow', 'measure next', 'slow', 'measure next', 'next']);
});

test('a task that throws is reported and the frame goes on', () => {
  const reported = [];
  const previous = globalThis.reportError;
  globalThis.reportError = (error) => reported.push(error.message);
  try {
    const log = [];
    nextFrame(() => { throw new Error('a broken figure'); });
    nextFrame(() => log.push('drawn'));
    frame();
    assert.deepEqual(reported, ['a broken figure']);
    assert.deepEqual(log, ['drawn']);
  } finally {
    globalThis.reportError = previous;
  }
});
