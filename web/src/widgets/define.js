// @ts-check
/**
 * `import 'posenc/widgets'`: defines the posenc custom elements, each when
 * the page first uses it. The only module with a side effect (package.json
 * `sideEffects` names it). Safe to import twice, or next to another copy of
 * posenc: a tag that is already defined is left alone, and its code is not
 * loaded.
 *
 * An element's code is a dynamic import of its own module, so that a
 * bundler splits it off: a page with one heatmap fetches the heatmap's code
 * and not the order lab's. On import, this module finds the posenc tags in
 * the document and defines them, and goes on watching the document for new
 * ones (it stops once every tag is defined). A tag used only inside another
 * component's shadow root is out of its sight: call
 * `defineUsedElements(shadowRoot)` or `loadElement(tag)` for it. Until its
 * definition has arrived an element is an undefined tag: a script that calls
 * its methods first awaits `customElements.whenDefined(tag)` (or
 * `loadElement(tag)`); attributes and properties set before that are kept.
 *
 * The classes are in `posenc/widgets/classes` (classes.js): importing them
 * here would put every element's code into a bundle that uses one.
 * @module
 */
import { defineElement } from './base.js';

export { PosencElement, configure, defineElement } from './base.js';

/**
 * Tag name -> the dynamic import of its class: literal specifiers, which
 * bundlers turn into one chunk per element.
 * @type {Readonly<Record<string, () => Promise<CustomElementConstructor & { mirrorAttributes(): void }>>>}
 */
const LOADERS = Object.freeze({
  'posenc-heatmap': () => import('./heatmap.js').then((m) => m.PosencHeatmap),
  'posenc-permutation': () => import('./permutation.js').then((m) => m.PosencPermutation),
  'posenc-rotation': () => import('./rotation.js').then((m) => m.PosencRotation),
  'posenc-similarity': () => import('./similarity.js').then((m) => m.PosencSimilarity),
  'posenc-order-lab': () => import('./order-lab.js').then((m) => m.PosencOrderLab),
  'posenc-offset-head': () => import('./offset-head.js').then((m) => m.PosencOffsetHead),
});

/** The tag names this module defines. */
export const TAGS = Object.freeze(Object.keys(LOADERS));

const SELECTOR = TAGS.join(',');

/** Tag -> its definition under way or done. @type {Map<string, Promise<CustomElementConstructor>>} */
const definitions = new Map();
/** Every tag is defined (by this module or another copy of posenc): nothing is left to watch for. */
const allDefined = () => TAGS.every((tag) => customElements.get(tag));

/**
 * Loads the code of the element `tag` and defines it (once; a failed load
 * is tried again at the next call; a tag already defined, by another copy
 * of posenc say, loads nothing). Resolves with the class the tag is
 * defined with.
 * @param {string} tag  one of TAGS
 * @returns {Promise<CustomElementConstructor>}
 */
export function loadElement(tag) {
  // An own property only: a polluted Object.prototype names no loader.
  const load = typeof tag === 'string' && Object.hasOwn(LOADERS, tag) ? LOADERS[tag] : undefined;
  if (!load) {
    const shown = typeof tag === 'string' ? JSON.stringify(tag.slice(0, 40)) : typeof tag;
    return Promise.reject(new TypeError(`loadElement: ${shown} is not a posenc element; the tags are ${TAGS.join(', ')}`));
  }
  let definition = definitions.get(tag);
  if (!definition) {
    // Defined already (by another copy of posenc): its code is not loaded again.
    const defined = globalThis.customElements?.get(tag);
    definition = defined ? Promise.resolve(defined) : load().then((element) => {
      defineElement(tag, element);
      return customElements.get(tag) ?? element;
    });
    definitions.set(tag, definition);
    definition.catch(() => definitions.delete(tag));
  }
  return definition;
}

/** Loads `tag` for a page that uses it: a failure goes to the console, and the tag stays undefined. @param {string} tag */
function loadUsed(tag) {
  loadElement(tag).catch((error) => globalThis.reportError?.(error));
}

/**
 * Defines the posenc elements used under `root` (a document or a shadow
 * root) now, and those added to it later. The document is watched from
 * import on; call this for a shadow root. Time linear in the nodes added.
 * @param {Document | ShadowRoot | Element} root
 */
export function defineUsedElements(root) {
  if (typeof Node === 'undefined' || !(root instanceof Node) || !('querySelectorAll' in root)) {
    throw new TypeError('defineUsedElements: root must be a document, a shadow root or an element');
  }
  /** @param {ParentNode} node */
  const scan = (node) => {
    for (const element of node.querySelectorAll(SELECTOR)) loadUsed(element.localName);
  };
  scan(root);
  if (typeof MutationObserver === 'undefined' || allDefined()) return;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (TAGS.includes(node.localName)) loadUsed(node.localName);
        if (node.firstElementChild) scan(node);
      }
    }
    // Every tag is defined: nothing is left to watch for (a failed load is
    // not defined, and its tag is looked for again).
    if (allDefined()) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
}

/**
 * Until its code has arrived, an undefined tag holds the height its empty
 * frame will hold (BASE_CSS's placeholder plus the host's padding), so that
 * the page does not move when it is defined, and a scroll to it (a link, a
 * script) stays on it. In a layer: any rule of the page wins.
 */
const UNDEFINED_CSS = `@layer posenc-placeholder { :not(:defined):is(${SELECTOR}) {
  display: block; min-height: calc(var(--posenc-placeholder-height, 20rem) + 1rem); } }`;

if (typeof document !== 'undefined' && typeof customElements !== 'undefined') {
  // A constructed sheet: a strict Content-Security-Policy allows it, where it blocks a <style>.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(UNDEFINED_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  defineUsedElements(document);
}
