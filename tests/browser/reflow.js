// Shared by the reflow tests (not a test file itself): what a page cuts off
// at its current width.

/**
 * Runs in the page: every box, in the document and in every shadow root,
 * that cuts off some of its content sideways. A box may be narrower than
 * its content only when it scrolls and the keyboard can focus it (WCAG
 * 1.4.10 and 2.1.1); visually hidden text (1 px wide) and form fields (their
 * text scrolls under the caret) are not boxes of content. Also reports a
 * page that scrolls sideways as a whole. With `inView`, only boxes that
 * reach into the viewport are measured (the figures far from it have not
 * drawn at the current width).
 * @param {{ inView?: boolean }} [options]
 * @returns {string[]}
 */
export function clippedBoxes({ inView = false } = {}) {
  const describe = (/** @type {Element} */ e) =>
    `${e.localName}${e.id ? `#${e.id}` : ''}${[...e.classList].map((c) => `.${c}`).join('')}`;
  /** @type {string[]} */
  const found = [];
  const visit = (/** @type {ParentNode} */ root, /** @type {string} */ path) => {
    for (const e of root.querySelectorAll('*')) {
      if (e.shadowRoot) visit(e.shadowRoot, `${path}${describe(e)} > `);
      if (e.getClientRects().length === 0 || e.clientWidth <= 2) continue;
      if (inView) {
        const box = e.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= innerHeight) continue;
      }
      if (['INPUT', 'SELECT', 'TEXTAREA'].includes(e.tagName)) continue;
      const style = getComputedStyle(e);
      // Paint containment (contain: content) clips like overflow: hidden.
      const clips = style.overflowX !== 'visible' || /paint|content|strict/.test(style.contain);
      const cut = e.scrollWidth - e.clientWidth;
      if (!clips || cut <= 1) continue;
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      const focusable = /** @type {HTMLElement} */ (e).tabIndex >= 0 && !e.closest('[inert]');
      if (scrolls && focusable) continue;
      found.push(`${path}${describe(e)}: ${cut}px cut off${scrolls ? ' (scrolls, but the keyboard cannot reach it)' : ''}`);
    }
  };
  visit(document, '');
  const page = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  if (page > 0) found.push(`the page scrolls sideways by ${page}px`);
  return found;
}
