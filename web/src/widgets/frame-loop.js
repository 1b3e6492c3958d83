// @ts-check
/**
 * The page's one animation loop for its figures: every element's batched
 * render and every animation (an order lab training) run in the same
 * requestAnimationFrame callback, animations first, then renders. A render
 * may come with a measure: every measure of the frame runs before the first
 * render, so that the reads of computed styles and sizes find them clean
 * (one style and layout pass for all the figures, not one per figure as
 * reads and writes alternate). A task that throws does not keep the others
 * from running. The renders of one frame stop after a budget (at least one
 * runs); the others run in the next frame.
 * @module
 */

/** Called in every frame until it returns false. @typedef {(now: number) => boolean} Animation */

/** Task -> its measure (or null). @type {Map<(now: number) => void, (() => void) | null>} */
const tasks = new Map();
/** @type {Animation[]} */
let animations = [];
let requested = 0;
/** Which animation goes first: it turns every frame, so that a budget shared between them is shared fairly. */
let first = 0;

function request() {
  if (!requested) requested = requestAnimationFrame(run);
}

/**
 * Runs `task` once in the next frame (once, however often it is asked for),
 * after `measure` (which only reads) and the other tasks' measures.
 * @param {(now: number) => void} task @param {() => void} [measure]
 */
export function nextFrame(task, measure) {
  tasks.set(task, measure ?? null);
  request();
}

/** Takes `task` out of the next frame. @param {(now: number) => void} task */
export function cancelFrame(task) {
  tasks.delete(task);
}

/**
 * Calls `animation` in every frame until it returns false or the returned
 * function stops it.
 * @param {Animation} animation @returns {() => void}
 */
export function animate(animation) {
  animations.push(animation);
  request();
  return () => { animations = animations.filter((a) => a !== animation); };
}

/** @param {number} now */
function run(now) {
  requested = 0;
  const running = animations.length ? [...animations.slice(first % animations.length), ...animations.slice(0, first % animations.length)] : [];
  first++;
  for (const animation of running) {
    if (!guarded(() => animation(now))) animations = animations.filter((a) => a !== animation);
  }
  const due = [...tasks];
  tasks.clear();
  for (const [, measure] of due) if (measure) guarded(() => { measure(); return true; });
  const start = performance.now();
  for (const [task, measure] of due) {
    // Past the budget the rest wait for the next frame (measured again
    // there): figures that come into view together on a fast scroll are
    // drawn over a few frames, not in one long task.
    if (performance.now() - start > RENDER_BUDGET_MS && !tasks.has(task)) tasks.set(task, measure);
    else guarded(() => { task(now); return true; });
  }
  if (tasks.size || animations.length) request();
}

/** Milliseconds of renders in one frame after which the frame's other renders wait for the next. */
const RENDER_BUDGET_MS = 16;

/** Runs `f`; an exception is reported (as an uncaught one would be) and counts as false. @param {() => boolean} f */
function guarded(f) {
  try {
    return f();
  } catch (error) {
    globalThis.reportError?.(error);
    return false;
  }
}
