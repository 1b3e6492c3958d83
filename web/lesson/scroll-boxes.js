// @ts-check
/**
 * Boxes of the page that scroll sideways when the screen is narrow (block
 * formulas, the wide measured table): each joins the tab order while it
 * overflows, so that a keyboard can scroll it (WCAG 1.4.10 and 2.1.1), and
 * leaves it while everything fits, where a tab stop would do nothing. A box
 * that overflows is marked (data-overflows, and data-at-end once scrolled to
 * its end), so that the page can show that more lies past its edge.
 * @module
 */

/** The boxes: every block formula and every measured table's scroll box. */
const SELECTOR = 'math.formula, .table-scroll';

/** @param {Element} box */
function update(box) {
  const element = /** @type {HTMLElement} */ (box);
  const overflows = element.scrollWidth > element.clientWidth + 1;
  element.toggleAttribute('data-overflows', overflows);
  element.toggleAttribute('data-at-end', Math.abs(element.scrollLeft) + element.clientWidth >= element.scrollWidth - 1);
  if (overflows) element.tabIndex = 0;
  // Never taken from the box that has focus: focus would fall to the page.
  else if (document.activeElement !== element) element.removeAttribute('tabindex');
}

/**
 * Watches every scroll box under `root`, and what it holds: the box changes
 * size with the window, its content with the text (a larger font, or a
 * learner's text spacing).
 * @param {ParentNode} root
 */
export function focusScrollBoxes(root) {
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const box = entry.target.closest(SELECTOR);
      if (box) update(box);
    }
  });
  for (const box of root.querySelectorAll(SELECTOR)) {
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', () => update(box), { passive: true });
  }
}
