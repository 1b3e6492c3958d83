// @ts-check
/**
 * Runs in a page before its scripts (page.addInitScript): every
 * IntersectionObserver sees its targets within a million px of the
 * viewport, so every lesson figure counts as near and on screen and draws,
 * and redraws at each new width, wherever it is on the page. A page that
 * measures what the figures draw at many widths needs that: scrolling each
 * one into view costs a pass down the page per width, and a viewport taller
 * than the page (50,000 px) costs seconds of compositing per resize. Only
 * where a figure is seen changes; what it draws, and its height, do not.
 */
export function everyFigureInView() {
  const Native = window.IntersectionObserver;
  window.IntersectionObserver = class extends Native {
    /** @param {IntersectionObserverCallback} callback @param {IntersectionObserverInit} [options] */
    constructor(callback, options = {}) {
      super(callback, { ...options, rootMargin: '1000000px 0px' });
    }
  };
}

/**
 * Runs in the page: each drawn lesson figure's height, once no figure's
 * height has changed for 10 frames in a row (the figures draw a few per
 * frame after a resize).
 * @returns {Promise<{ id: string, tag: string, kind: string | null, height: number }[]>}
 */
export async function settledHeights() {
  const read = () => [...document.querySelectorAll('main *')]
    .filter((e) => e.localName.includes('-') && e.hasAttribute('data-drawn') && !/** @type {HTMLElement} */ (e).hidden)
    .map((e) => ({ id: e.id, tag: e.localName, kind: e.getAttribute('kind'), height: e.getBoundingClientRect().height }));
  let last = '';
  for (let same = 0; same < 10;) {
    await new Promise((done) => requestAnimationFrame(done));
    const now = JSON.stringify(read());
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return read();
}

/** The CSS selector of a figure: its id, else its tag and kind (the naive-code figures). @param {{ id: string, tag: string, kind: string | null }} f */
export const selectorOf = (f) => (f.id ? `#${f.id}` : f.kind ? `${f.tag}[kind="${f.kind}"]` : f.tag);

/** Runs in the page: whether every shown lesson figure has drawn. */
export const everyFigureDrawn = () => [...document.querySelectorAll('main *')]
  .filter((e) => e.localName.includes('-') && e.shadowRoot && e.checkVisibility()).every((e) => e.hasAttribute('data-drawn'));
