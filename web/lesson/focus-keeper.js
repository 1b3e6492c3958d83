// @ts-check
/**
 * Keeps the focused control in view while figures draw (WCAG 2.4.7, 2.4.11).
 * A figure that draws for the first time, or again at another size, grows or
 * shrinks, and everything below it moves: the control the learner just
 * tabbed to can end up far outside the viewport, and nothing tells them.
 * When the page changes height, or a scroll ends, and the focused element has
 * left the viewport, it is scrolled back (as little as needed).
 * A learner who scrolls away from the focus meanwhile (wheel, touch, the
 * scroll bar, scrolling keys or a link followed) keeps where they went.
 * @module
 */

/** Keys that scroll the page when the focus is not in a field. */
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', ' ', 'ArrowUp', 'ArrowDown']);

/** How long after the focus moves a scroll that ends is taken as the scroll to it, ms. */
const FOCUS_SCROLL_MS = 1500;

/** The focused element, inside shadow roots too (null on the page itself). */
function focusedElement() {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused === document.body || focused === document.documentElement ? null : focused;
}

/** Whether part of `element` is in the viewport. @param {Element} element */
function inView(element) {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight;
}

/**
 * @param {HTMLElement} content  the element whose size changes as figures draw
 *   (the page's main); it and each figure in it (a custom element) are watched,
 *   as a figure may grow while something else shrinks
 */
export function keepFocusInView(content) {
  if (!('ResizeObserver' in window)) return;
  /** The learner scrolled since the focus last moved. */
  let scrolledAway = false;
  /** When the focus last moved, ms. */
  let focusedAt = 0;
  document.addEventListener('focusin', () => {
    scrolledAway = false;
    focusedAt = performance.now();
  });
  const away = () => { scrolledAway = true; };
  // A link followed takes the page elsewhere, its focus left behind.
  addEventListener('click', (event) => { if (/** @type {Element} */ (event.target).closest?.('a[href]')) away(); }, { capture: true });
  addEventListener('hashchange', away);
  for (const type of ['wheel', 'touchmove']) addEventListener(type, away, { passive: true, capture: true });
  // A press on the page outside a control: the scroll bar, or text being selected.
  addEventListener('pointerdown', (event) => { if (event.target === document.documentElement) away(); }, { capture: true });
  addEventListener('keydown', (event) => {
    const field = /** @type {Element} */ (event.target).closest?.('input, select, textarea, button, [role="application"], [tabindex]:not(a)');
    if (SCROLL_KEYS.has(event.key) && !field) away();
  }, { capture: true });
  const keep = () => {
    const focused = focusedElement();
    if (!focused || scrolledAway || inView(focused)) return;
    focused.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  };
  const observer = new ResizeObserver(keep);
  observer.observe(content);
  // A smooth scroll to the focus that was under way when the page grew ends
  // where the focus used to be (a scroll soon after the focus moved: later
  // ones are the learner's or the page's own).
  addEventListener('scrollend', () => { if (performance.now() - focusedAt < FOCUS_SCROLL_MS) keep(); });
  for (const figure of content.querySelectorAll('*')) if (figure.localName.includes('-')) observer.observe(figure);
}
