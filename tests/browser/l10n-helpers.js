// What the pseudo-locale tests read: every text and name in a figure's
// shadow root, and the words of those texts still in unaccented English.

/** Every text and name in the shadow root of the element with id `id`. @param {import('playwright-core').Page} page @param {string} id */
export function shadowTexts(page, id) {
  return page.evaluate((i) => {
    const root = /** @type {ShadowRoot} */ (document.getElementById(i)?.shadowRoot);
    const found = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) found.push(walker.currentNode.textContent ?? '');
    for (const element of root.querySelectorAll('*')) {
      for (const name of ['aria-label', 'title', 'alt', 'aria-description', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  }, id);
}

/**
 * The words of `texts` written in unaccented English, but those in `symbols`.
 * @param {string[]} texts @param {ReadonlySet<string>} symbols
 */
export const unaccentedWords = (texts, symbols) =>
  texts.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !symbols.has(word));
