// Reflow (WCAG 1.4.10): at 320 x 640 CSS pixels, the width of a phone and
// of a 1280 px window zoomed to 400%, nothing of the lesson, of the elements
// on a plain host page, or of the embed page is cut off: every figure and
// control fits, or scrolls in a box the keyboard can reach.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { revealAll, scrollThrough, waitForFiguresBuilt, waitForHeatmap } from './lesson-helpers.js';
import { clippedBoxes } from './reflow.js';

const { browser, url } = await launch();
const viewport = { width: 320, height: 640 };

/**
 * Opens `address` at 320 x 640, recording which figures have drawn (their
 * posenc-ready event, in the attribute data-test-drawn).
 */
async function open(address) {
  const opened = await openPage(browser, `${url}tests/browser/pages/empty.html`, { viewport });
  await opened.page.addInitScript(() => {
    document.addEventListener('posenc-ready', (e) => e.target.setAttribute('data-test-drawn', ''));
  });
  await opened.page.goto(address);
  return opened;
}

/** Brings every figure of the page into view in turn and waits until it has drawn. */
async function drawAll(page) {
  const figures = await page.evaluate(() => [...document.querySelectorAll('*')].filter((e) => e.shadowRoot).length);
  for (let i = 0; i < figures; i++) {
    await page.evaluate((n) => [...document.querySelectorAll('*')].filter((e) => e.shadowRoot)[n].scrollIntoView(), i);
    await page.waitForFunction((n) => [...document.querySelectorAll('*')].filter((e) => e.shadowRoot)[n]
      .hasAttribute('data-test-drawn'), i);
  }
  // Back at the top, once the order labs that started on the way have finished.
  await scrollThrough(page);
}

test('at 320 x 640 no figure, control or table of the lesson is cut off, with the predictions open and answered', async () => {
  const { page, problems } = await open(`${url}web/index.html`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-lesson-ran'));
  await scrollThrough(page);
  assert.deepEqual(await page.evaluate(clippedBoxes), [], 'with the predictions open');
  await revealAll(page);
  await waitForHeatmap(page);
  await drawAll(page);
  // A check answered wrong shows its explanation and its link back.
  await page.check('#q-training input[value="all"]');
  await page.click('#q-training button.check-answer');
  assert.deepEqual(await page.evaluate(clippedBoxes), [], 'with every figure shown');
  assert.deepEqual(problems, []);
  await page.close();
});

test('at 320 x 640 the largest settings of the lesson (d_model 1024, p 1000, k 64) cut nothing off either', async () => {
  const { page, problems } = await open(`${url}web/index.html?d=1024&n=1024&p=1000&k=64&pairs=0%20100%20200%20511`);
  await revealAll(page);
  await waitForHeatmap(page);
  // Every figure defined first: drawAll walks the figures there are.
  await waitForFiguresBuilt(page);
  await drawAll(page);
  assert.deepEqual(await page.evaluate(clippedBoxes), []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('at 320 x 640 no element on a plain host page is cut off', async () => {
  const { page, problems } = await open(`${url}tests/browser/pages/plain-host.html`);
  await drawAll(page);
  // The small heatmap's data table, open: it scrolls in its own focusable box.
  await page.locator('#small-heatmap').getByRole('button', { name: 'Show data table' }).click();
  assert.deepEqual(await page.evaluate(clippedBoxes), []);
  assert.deepEqual(problems, []);
  await page.close();
});

for (const figure of ['heatmap', 'permutation', 'rotation', 'similarity', 'order-lab']) {
  test(`at 320 x 640 the embed page of the ${figure} figure cuts nothing off`, async () => {
    const { page, problems } = await open(`${url}web/embed.html?figure=${figure}`);
    await drawAll(page);
    assert.deepEqual(await page.evaluate(clippedBoxes), []);
    assert.deepEqual(problems, []);
    await page.close();
  });
}
