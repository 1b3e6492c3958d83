// What a learner reads or hears in a figure, for the pseudo-locale tests
// (l10n-*.test.js): in en-XA every word of the catalogs is accented, so an
// unaccented English word is one a script wrote by itself.

/**
 * Every text and name in figure `id`'s shadow root.
 * @param {import('playwright-core').Page} page @param {string} id
 * @returns {Promise<string[]>}
 */
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
 * The words of `texts` written in unaccented English, but for `allowed` (names and symbols).
 * @param {string[]} texts @param {ReadonlySet<string>} allowed
 */
export const unaccentedWords = (texts, allowed) =>
  texts.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !allowed.has(word));
