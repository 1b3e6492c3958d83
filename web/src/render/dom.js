// @ts-check
/** The DOM helpers of render/ and widgets/: building elements, observing their sizes. @module */

/**
 * Creates an element with attributes; text only ever through textContent.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {Record<string, string>} [attributes] @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attributes = {}, text) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

/** What each observed element's resize calls. @type {WeakMap<Element, (entry: ResizeObserverEntry) => void>} */
const resizeCallbacks = new WeakMap();
/** One ResizeObserver for every element observed (one delivery per frame for all of them). @type {ResizeObserver | null} */
let sharedResize = null;

/**
 * Calls `callback` with the element's ResizeObserverEntry after each layout
 * that changes its `box` (and after its first): its size read without
 * forcing a layout. Nothing where there is no ResizeObserver.
 * @param {Element} element @param {(entry: ResizeObserverEntry) => void} callback
 * @param {ResizeObserverBoxOptions} [box]
 */
export function observeSize(element, callback, box = 'content-box') {
  if (!('ResizeObserver' in globalThis)) return;
  sharedResize ??= new ResizeObserver((entries) => {
    for (const entry of entries) resizeCallbacks.get(entry.target)?.(entry);
  });
  resizeCallbacks.set(element, callback);
  try {
    sharedResize.observe(element, { box });
  } catch {
    // An engine without that box (device-pixel-content-box): the content box.
    sharedResize.observe(element);
  }
}

/** Stops observeSize for `element`. @param {Element} element */
export function unobserveSize(element) {
  resizeCallbacks.delete(element);
  sharedResize?.unobserve(element);
}
