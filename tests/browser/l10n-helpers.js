// What the en-XA checks of the figures read: every text and name in a
// figure's shadow root, and the words among them still in plain English.

/** Words a learner may meet untranslated: the maths' function names and the colour maps' names. */
const SYMBOLS = new Set(['sin', 'cos', 'rdbu', 'viridis']);

/** Every text and name in figure `id`'s shadow root. @param {import('playwright-core').Page} page @param {string} id */
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
 * Brings figure `id` into view (a figure draws once near it, and one drawn
 * before draws again in new words only once in view) and waits until it has
 * drawn in `lang`: its summary written, in that language (the summary's own
 * lang, set when it is written). Should the page move it away meanwhile, it
 * is scrolled to again.
 * @param {import('playwright-core').Page} page @param {string} id @param {string} lang
 */
export async function drawnIn(page, id, lang) {
  await page.waitForFunction(([i, l]) => {
    const element = document.getElementById(i);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= innerHeight) element.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    const summary = element.shadowRoot?.querySelector('.summary');
    return element.dataset.ready === 'yes' && element.shadowRoot?.querySelector('.frame')?.getAttribute('lang') === l
      && summary?.getAttribute('lang') === l && /\S/.test(summary.textContent ?? '');
  }, [id, lang], { polling: 'raf' });
}

/**
 * The words of `texts` written in unaccented English, but those in `symbols`.
 * @param {string[]} texts @param {ReadonlySet<string>} symbols
 */
export const unaccentedWords = (texts, symbols) =>
  texts.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !symbols.has(word));

/** The words of `texts` written in unaccented English, but the maths' and colour maps' names. @param {string[]} texts */
export const unaccented = (texts) => unaccentedWords(texts, SYMBOLS);

/**
 * The catalogs that `page` fetches from now on from `folder` (text/catalogs
 * or lesson/catalogs), by locale: English (whole, or a later element's part,
 * en-<area>.js) and the loaders are part of the code, the others are the
 * catalogs fetched for a language.
 * @param {import('playwright-core').Page} page @param {string} folder
 */
export function catalogsFetched(page, folder) {
  /** @type {string[]} */
  const fetched = [];
  const pattern = new RegExp(`${folder}/([^/]+)\\.js$`);
  page.on('request', (r) => {
    const locale = r.url().match(pattern)?.[1];
    if (locale && locale !== 'en' && locale !== 'index' && !/^en-[a-z]/.test(locale)) fetched.push(locale);
  });
  return fetched;
}
