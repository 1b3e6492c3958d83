// A figure whose script cannot load shows the content the author put inside
// it (docs/course-authors.md, "When the script cannot load"); once defined,
// the figure draws in its shadow tree and that content is hidden.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';

const { browser, url } = await launch();
test.after(() => browser.close());

/** A page with a heatmap holding a fallback sentence, its script at `script`. */
const page = (script) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>fallback</title>
<link rel="icon" href="data:,"><script type="module" src="${script}"></script></head>
<body><posenc-heatmap d-model="8" positions="16"><p id="fallback">The figure needs JavaScript.</p></posenc-heatmap></body></html>`;

test('a figure whose script fails to load shows its fallback content; a defined figure hides it and draws', async () => {
  // Each part in a fresh window (tests/browser/pages/empty.html):
  // a window's custom element registry outlives setContent.
  let { page: tab } = await openPage(browser, `${url}tests/browser/pages/empty.html`);
  await tab.setContent(page('/web/src/widgets/no-such-file.js'));
  await tab.waitForLoadState('load');
  assert.equal(await tab.evaluate(() => document.getElementById('fallback').checkVisibility()), true,
    'the sentence shows while the element is undefined');
  assert.ok(await tab.evaluate(() => document.querySelector('posenc-heatmap').getBoundingClientRect().height > 0));

  await tab.close();
  ({ page: tab } = await openPage(browser, `${url}tests/browser/pages/empty.html`));
  await tab.setContent(page('/web/src/widgets/define.js'));
  await tab.waitForFunction(() => Boolean(document.querySelector('posenc-heatmap').shadowRoot?.querySelector('.summary')?.textContent));
  assert.equal(await tab.evaluate(() => document.getElementById('fallback').checkVisibility()), false,
    'the defined figure hides it');
  await tab.close();
});
