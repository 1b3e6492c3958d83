// @ts-check
/**
 * The page's queue of elements that have connected but not built their DOM
 * (base.js builds an element when it first comes near the viewport). Once
 * the page's first figure has drawn, the queue builds the others one at a
 * time in idle periods, in the order they connected (document order), so
 * that a figure further down is built before the learner scrolls to it and
 * no build waits in a frame of the scroll. Until then nothing is built in
 * idle time: the first figure's wasm download leaves the main thread idle,
 * and building then would delay its paint.
 * @module
 */

/** Element -> its build. @type {Map<object, () => void>} */
const waiting = new Map();
/** Who waits for the queue to empty (whenAllBuilt). @type {Array<() => void>} */
const untilEmpty = [];
let starting = false;
let started = false;
let scheduled = false;
/** Resolves firstFigureShown. @type {() => void} */
let shown = () => {};

/**
 * Resolved after the frame that shows the page's first figure (or
 * START_AFTER_LOAD_MS after the load event, on a page whose figures do not
 * draw): idle builds start then, and a page's own work that its first
 * screen does not need waits for it (web/lesson/main.js, figure-loader.js).
 * @type {Promise<void>}
 */
export const firstFigureShown = new Promise((resolve) => { shown = resolve; });
/** A page whose figures are all far away still builds them, this long after its load event. */
const START_AFTER_LOAD_MS = 2000;
/** Time left in an idle period below which the next build waits for the next period (ms). */
const MIN_IDLE_MS = 4;

/**
 * Builds `element` in an idle period, unless it builds before (cancelIdleBuild).
 * @param {object} element @param {() => void} build
 */
export function buildWhenIdle(element, build) {
  waiting.set(element, build);
  schedule();
}

/** `element` built (or left the page): no idle build. @param {object} element */
export function cancelIdleBuild(element) {
  waiting.delete(element);
  if (waiting.size === 0) for (const resolve of untilEmpty.splice(0)) resolve();
}

/** Element definitions on their way (widgets/define.js loads each element's code on first use). @type {Set<Promise<unknown>>} */
const definitions = new Set();

/** whenAllBuilt waits for `definition` too: the elements it upgrades join the queue. @param {Promise<unknown>} definition */
export function definitionPending(definition) {
  definitions.add(definition);
  const done = () => { definitions.delete(definition); };
  definition.then(done, done);
}

/**
 * Resolves once no element definition is on its way and no connected
 * element waits to be built: every element connected by then has built its
 * DOM (near the viewport, asked for, or in idle time after the page's first
 * figure has drawn).
 * @returns {Promise<void>}
 */
export async function whenAllBuilt() {
  while (definitions.size > 0) await Promise.allSettled([...definitions]);
  if (waiting.size > 0) await new Promise((resolve) => { untilEmpty.push(() => resolve(undefined)); });
}

/** The page's first figure has drawn: idle periods may build the rest. */
export function startIdleBuilds() {
  if (starting) return;
  starting = true;
  // After the frame that shows the first figure.
  requestAnimationFrame(() => setTimeout(() => {
    started = true;
    shown();
    schedule();
  }));
}

if (globalThis.window && globalThis.document) {
  const later = () => setTimeout(startIdleBuilds, START_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

function schedule() {
  if (!started || scheduled || waiting.size === 0) return;
  scheduled = true;
  if ('requestIdleCallback' in globalThis) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(() => run(null), 50); // an engine without idle callbacks: one build per task
}

/** @param {IdleDeadline | null} deadline */
function run(deadline) {
  scheduled = false;
  do {
    const next = waiting.entries().next();
    if (next.done) return;
    const [element, build] = next.value;
    cancelIdleBuild(element);
    try {
      build();
    } catch (error) {
      globalThis.reportError?.(error);
    }
  } while (deadline && !deadline.didTimeout && deadline.timeRemaining() > MIN_IDLE_MS);
  schedule();
}
