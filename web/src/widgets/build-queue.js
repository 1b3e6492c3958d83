// @ts-check
/**
 * The page's queue of elements that have connected but not built their DOM
 * (base.js builds an element when it first comes near the viewport). Once
 * the page's first figure has drawn, the queue builds the others one at a
 * time in idle periods, in the order they connected (document order), so
 * that a figure further down is built before the learner scrolls to it and
 * no build waits in a frame of the scroll. Until then nothing is built in
 * idle time (unless a script asks for whenAllBuilt): the first figure's
 * wasm download leaves the main thread idle, and building then would delay
 * its paint.
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

/** Elements whose idle build has run (or thrown): whenAllBuilt does not queue them again. @type {WeakSet<object>} */
const attempted = new WeakSet();

/**
 * How long whenAllBuilt waits for a posenc tag of the document to be
 * defined (its code to arrive) before it gives up (ms): as long as init()
 * waits for a stalled server.
 */
export const DEFINITION_WAIT_MS = 30000;

/** Resolves once no connected element waits to be built. */
const queueEmpty = () => new Promise((resolve) => {
  if (waiting.size === 0) resolve(undefined);
  else untilEmpty.push(() => resolve(undefined));
});

/**
 * Resolves once every posenc element of the document (a tag `posenc-*`,
 * whichever copy of posenc defines it) and every element of this copy
 * (shadow roots included) has built its DOM: those added just before the
 * call, and those still undefined, whose definition it waits for. It asks
 * for the idle builds at once (rather than after the page's first figure),
 * and builds the elements of another copy of posenc in them too. A tag
 * still undefined after DEFINITION_WAIT_MS rejects it with an error naming
 * the tag (its code did not load, or nothing defines it). An element whose
 * build threw counts as done (its error went to reportError).
 * @returns {Promise<void>}
 */
export async function whenAllBuilt() {
  if (typeof document === 'undefined' || typeof customElements === 'undefined') return;
  started = true;
  schedule();
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const gaveUp = new Promise((resolve) => { timer = setTimeout(resolve, DEFINITION_WAIT_MS, 'gave up'); });
  try {
    for (;;) {
      /** @type {Set<string>} */
      const undefinedTags = new Set();
      for (const element of document.querySelectorAll('*')) {
        const tag = element.localName;
        if (!tag.startsWith('posenc-')) continue;
        if (!customElements.get(tag)) {
          undefinedTags.add(tag);
        } else if (/** @type {any} */ (element).built === false && !waiting.has(element) && !attempted.has(element)) {
          // Another copy's element: its `parts` builds it.
          buildWhenIdle(element, () => void /** @type {any} */ (element).parts);
        }
      }
      if (undefinedTags.size === 0 && waiting.size === 0) return;
      const defined = Promise.all([...undefinedTags].map((tag) => customElements.whenDefined(tag)));
      const done = Promise.all([defined, queueEmpty()]);
      // Only a definition may not come: the builds, started above, end.
      if (undefinedTags.size === 0) await done;
      else if (await Promise.race([done, gaveUp]) === 'gave up') {
        const still = [...undefinedTags].filter((tag) => !customElements.get(tag));
        if (still.length > 0) {
          throw new Error(`whenAllBuilt: still undefined after ${DEFINITION_WAIT_MS / 1000} s: ` +
            `${still.map((tag) => `<${tag}>`).join(', ')} (code that did not load, or a tag that no script defines)`);
        }
      }
    }
  } finally {
    clearTimeout(timer);
  }
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
    attempted.add(element);
    try {
      build();
    } catch (error) {
      globalThis.reportError?.(error);
    }
  } while (deadline && !deadline.didTimeout && deadline.timeRemaining() > MIN_IDLE_MS);
  schedule();
}
