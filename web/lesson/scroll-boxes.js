// @ts-check
/**
 * Boxes of the page that scroll sideways when the screen is narrow (block
 * formulas, the wide measured table): each joins the tab order while it
 * overflows, so that a keyboard can scroll it (WCAG 1.4.10 and 2.1.1), and
 * leaves it while everything fits, where a tab stop would do nothing.
 * @module
 */

/** The boxes: every block formula and every measured table's scroll box. */
const SELECTOR = 'math.formula, .table-scroll';

/** @param {Element} box */
function update(box) {
  const element = /** @type {HTMLElement} */ (box);
  if (element.scrollWidth > element.clientWidth + 1) element.tabIndex = 0;
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
  }
}
