// The offset head and the permutation figure in the page's language
// (web/l10n/<locale>/figures.ftl): under lang="es" and lang="zh-CN" their
// labels, summaries, accessible names, cell reads, data tables and warnings
// read in that language with its numbers, and in the pseudo-locale en-XA
// no unaccented English is left anywhere a learner reads or hears them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';

const { browser, url } = await launch();
const IDS = ['head', 'naive', 'permutation', 'bad'];

/** The test page in `lang`, every figure drawn in it. */
async function open(lang) {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/l10n-head-permutation.html`);
  const catalogs = [];
  page.on('request', (r) => {
    const m = r.url().match(/text\/catalogs\/([^/]+)\.js$/);
    if (m && m[1] !== 'en' && m[1] !== 'index') catalogs.push(m[1]);
  });
  if (lang !== 'es') await page.evaluate((l) => { document.documentElement.lang = l; }, lang);
  for (const id of IDS) {
    // A figure draws once near the viewport: bring each to it.
    await page.evaluate((i) => document.getElementById(i)?.scrollIntoView(), id);
    await page.waitForFunction(([i, l]) => {
      const element = document.getElementById(i);
      return element?.dataset.ready === 'yes' && element.shadowRoot?.querySelector('.frame')?.getAttribute('lang') === l
        && /\S/.test(element.shadowRoot.querySelector('.summary')?.textContent ?? '');
    }, [id, lang]);
  }
  return { page, problems, catalogs };
}

/** What figure `id` shows: the words build() wrote, the summary, names, warning, an open table's text. */
function words(page, id) {
  return page.evaluate((i) => {
    const root = /** @type {ShadowRoot} */ (document.getElementById(i)?.shadowRoot);
    const all = (selector) => [...root.querySelectorAll(selector)].map((e) => e.textContent);
    return {
      controls: all('.control span, legend, label:not(.control), button[part="button"], h3, h4, figcaption, summary'),
      summary: root.querySelector('.summary')?.textContent,
      result: root.querySelector('.result')?.textContent,
      names: [...root.querySelectorAll('canvas')].map((c) => c.getAttribute('aria-label')),
      message: root.querySelector('.message')?.textContent,
      caption: all('caption'),
      cells: all('td').slice(0, 3),
    };
  }, id);
}

/** The cursor's read of the second cell of the first map of figure `id`. */
async function readCell(page, id) {
  await page.focus(`#${id} canvas[part="canvas"]`);
  await page.keyboard.press('ArrowRight');
  return page.evaluate((i) => document.getElementById(i)?.shadowRoot?.querySelector('.readout')?.textContent, id);
}

test('dump', async () => {
  for (const lang of ['es', 'zh-CN', 'en', 'en-XA']) {
    const { page } = await open(lang);
    for (const id of IDS) {
      console.log(lang, id, JSON.stringify(await words(page, id), null, 1));
      if (id !== 'bad') console.log('CELL', await readCell(page, id));
    }
    await page.close();
  }
});
