// @ts-check
/**
 * The page's own live regions (notes under sliders, verdicts, feedback)
 * speak only while they are on screen: one moved slider updates notes and
 * figures all over the page, and a screen reader should hear what the
 * learner is looking at, not the rest. A region off screen has aria-live
 * "off" until it comes back. (The figures do the same for their summaries:
 * src/widgets/announcer.js.)
 *
 * A value display (`<output>`) never speaks: browsers expose it as a polite
 * live region, so each step of a dragged slider, or of Play, would be read
 * out, though the slider itself already says its value to whoever moves it.
 * @module
 */

/**
 * Writes `text` into `element` only when it differs from what it shows: a
 * live region written again with the same text may be read out again.
 * @param {Element} element @param {string} text
 */
export function showText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

/**
 * Silences every `<output>` of `root`, and watches every `[aria-live]` region
 * of it (not inside the figures, which manage their own).
 * @param {ParentNode} root
 */
export function quietOffScreen(root) {
  for (const output of root.querySelectorAll('output')) output.setAttribute('aria-live', 'off');
  if (!('IntersectionObserver' in window)) return;
  /** The politeness each region was written with. @type {Map<Element, string>} */
  const politeness = new Map();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const live = politeness.get(entry.target);
      if (live) entry.target.setAttribute('aria-live', entry.isIntersecting ? live : 'off');
    }
  });
  for (const region of root.querySelectorAll('[aria-live]')) {
    const live = region.getAttribute('aria-live');
    if (!live || live === 'off' || region.classList.contains('page-announce')) continue;
    politeness.set(region, live);
    observer.observe(region);
  }
}
