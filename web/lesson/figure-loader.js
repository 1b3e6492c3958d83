// @ts-check
/**
 * Defines the lesson's figures (the posenc elements and the lesson's own),
 * each when its code is needed. The figures of the first screens (the
 * heatmap of a link to section 3, section 1's first figures) are imported
 * with this module; the others, the order lab among them, are one dynamic
 * import (later.js, which the lesson's scripts that follow the first figure
 * share), which the built site's bundler makes one chunk of
 * (scripts/build-site.mjs). The chunk
 * loads, once the page's first figure is painted, when the browser is idle
 * or at once if one of its elements is within two viewport heights of the
 * viewport (a figure draws within one, widgets/viewport.js), so that none
 * waits when the learner reaches it.
 * Until then an element is an undefined tag: the page calls its methods
 * only through whenFigure().
 *
 * A figure gets the attribute `data-drawn` when it first draws; until then
 * the page's style sheet gives it its reserved height, whether it is an
 * undefined tag, a frame or built.
 *
 * Once every figure of the page is defined and has built its DOM, the root
 * element gets the attribute `data-figures-built` (docs/lesson.md): from
 * then on each figure's text is in the page, for find-in-page and a screen
 * reader's walk, whether it has drawn yet or not.
 * @module
 */
import { PosencElement, defineElement } from '../src/widgets/base.js';
import { loadPosenc } from '../src/widgets/shared-module.js';
import { firstFigureShown } from '../src/widgets/build-queue.js';
import { PosencHeatmap } from '../src/widgets/heatmap.js';
import { PosencPermutation } from '../src/widgets/permutation.js';
import { LessonOutputs } from './figures/outputs.js';

/** @typedef {CustomElementConstructor & { mirrorAttributes(): void }} FigureClass */

/** Defined with this module. @type {Record<string, FigureClass>} */
const EAGER = {
  'posenc-heatmap': PosencHeatmap,
  'posenc-permutation': PosencPermutation,
  'lesson-outputs': LessonOutputs,
};

/** The chunk of every later figure, the order lab among them (one request). */
const later = () => import('./later.js').then((m) => /** @type {Record<string, FigureClass>} */ (m.LATER_FIGURES));

/** Tag -> the chunk that defines it. @type {Record<string, () => Promise<Record<string, FigureClass>>>} */
const LAZY = Object.fromEntries(['posenc-order-lab', 'posenc-rotation', 'posenc-similarity', 'posenc-offset-head',
  'lesson-addition', 'lesson-bug', 'lesson-fingerprint', 'lesson-naive-code', 'lesson-precision', 'lesson-properties',
  'lesson-repeated', 'lesson-rope', 'lesson-same-turn', 'lesson-shift', 'lesson-waves'].map((tag) => [tag, later]));

/** Every figure tag of the lesson. */
export const FIGURE_TAGS = Object.freeze([...Object.keys(EAGER), ...Object.keys(LAZY)]);

/** Tags whose chunk was asked for. @type {Map<string, Promise<void>>} */
const loading = new Map();

/**
 * Loads and defines the figure `tag` (once).
 * @param {string} tag @returns {Promise<void>}
 */
export function loadFigure(tag) {
  let done = loading.get(tag);
  if (!done) {
    const load = LAZY[tag];
    done = load ? load().then((figures) => {
      for (const [name, figure] of Object.entries(figures)) defineElement(name, figure);
    }) : Promise.resolve();
    done.catch((error) => globalThis.reportError?.(error));
    loading.set(tag, done);
  }
  return done;
}

/**
 * `element`, once its figure is defined (its methods exist): loads it now if needed.
 * @template {HTMLElement} T @param {T} element @returns {Promise<T>}
 */
export async function whenFigure(element) {
  await loadFigure(element.localName);
  await customElements.whenDefined(element.localName);
  return element;
}

/**
 * Marks the root element `data-figures-built` once the figures `lazy` are
 * defined and every figure of the page has built its DOM.
 * @param {Element[]} lazy
 */
async function markBuilt(lazy) {
  await Promise.all(lazy.map((element) => loadFigure(element.localName)));
  await PosencElement.whenAllBuilt();
  document.documentElement.setAttribute('data-figures-built', '');
}

/** Each chunk after the first waits for the next idle period. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Defines the first screens' figures at once and the others as they are
 * needed (see the module's comment).
 * @param {ParentNode} root
 */
export function defineFigures(root) {
  // A figure holds its reserved height until it has drawn (web/styles/lesson.css):
  // building its DOM first must not move the page.
  root.addEventListener('posenc-ready', (event) => {
    const figure = /** @type {Element} */ (event.composedPath()[0]);
    if (figure.getRootNode() === document) figure.setAttribute('data-drawn', '');
  });
  for (const [tag, figure] of Object.entries(EAGER)) defineElement(tag, figure);
  const lazy = [...root.querySelectorAll(Object.keys(LAZY).join(','))];
  // Nothing is asked for before the page's first figure is painted: until
  // then, the figures that come near wait here.
  let started = false;
  /** @type {Set<string>} */
  const nearBeforeStart = new Set();
  const loadNear = (/** @type {string} */ tag) => {
    if (started) void loadFigure(tag);
    else nearBeforeStart.add(tag);
  };
  if ('IntersectionObserver' in window) {
    const near = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        loadNear(entry.target.localName);
      }
    }, { rootMargin: '200% 0px' });
    for (const element of lazy) near.observe(element);
  } else {
    for (const element of lazy) nearBeforeStart.add(element.localName);
  }
  // The order lab's wasm module is fetched on its first use, when a lab
  // draws: on a slow line it would then arrive after the lab came into
  // view. A page with a lab asks for it once the first figure is painted,
  // with the later figures. A failure here is the lab's to report, when it
  // asks again.
  const warmOrderLab = lazy.some((element) => element.localName === 'posenc-order-lab')
    ? () => loadPosenc().then((pe) => pe.orderLab.load()).catch(() => {})
    : () => {};
  // Then in the order of the page: a learner reading on reaches the next one first.
  const waiting = [...new Set(lazy.map((e) => e.localName))];
  const next = () => {
    const tag = waiting.shift();
    if (!tag) {
      void markBuilt(lazy);
      return;
    }
    const later = () => ('requestIdleCallback' in window
      ? requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(next, 50));
    loadFigure(tag).then(later, later);
  };
  // The page's first figure is shown (or the page loaded a while ago): idle time loads the rest.
  void firstFigureShown.then(() => {
    started = true;
    for (const tag of nearBeforeStart) void loadFigure(tag);
    void warmOrderLab();
    if ('requestIdleCallback' in window) requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS });
    else next();
  });
}
