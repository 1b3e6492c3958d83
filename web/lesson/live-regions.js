// @ts-check
/**
 * The page's own live regions (notes under sliders, verdicts, feedback)
 * speak only while they are on screen: one moved slider updates notes and
 * figures all over the page, and a screen reader should hear what the
 * learner is looking at, not the rest. A region off screen has aria-live
 * "off" until it comes back. (The figures do the same for their summaries:
 * src/widgets/announcer.js.)
 * @module
 */

/**
 * Watches every `[aria-live]` region of `root` (not inside the figures,
 * which manage their own).
 * @param {ParentNode} root
 */
export function quietOffScreen(root) {
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
    if (!live || live === 'off') continue;
    politeness.set(region, live);
    observer.observe(region);
  }
}
