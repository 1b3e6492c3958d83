// Helpers of the lesson's browser tests (not a test file itself).
import { openPage } from './browser.js';

/**
 * Waits until the lesson's main heatmap has drawn (figures draw only when
 * near the viewport, so it is scrolled into view first).
 */
export async function waitForHeatmap(page) {
  await page.locator('#heatmap').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const summary = document.querySelector('#heatmap')?.shadowRoot?.querySelector('.summary');
    return Boolean(summary?.textContent);
  });
}

/**
 * Once every figure is defined, scrolls to the end and back in steps, so that every lazy figure draws, and
 * waits for the order labs that started on the way (web/lesson/order-labs.js)
 * to finish their runs, so that what is read afterwards no longer moves.
 */
export async function scrollThrough(page) {
  // The figures' code loads after the first paint (web/lesson/figure-loader.js).
  await page.waitForFunction(() => document.querySelectorAll('main :not(:defined)').length === 0);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // A lab's first button reads Pause while it trains.
  await page.waitForFunction(() => [...document.querySelectorAll('posenc-order-lab')]
    .every((lab) => lab.shadowRoot?.querySelector('button')?.textContent !== 'Pause'));
}

/**
 * Size and a digest of the pixels of the first canvas inside the element with
 * id `id` (read back with getImageData).
 */
export function canvasDigest(page, id) {
  return page.evaluate((elementId) => {
    const canvas = document.getElementById(elementId).shadowRoot.querySelector('canvas');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let hash = 2166136261;
    for (let i = 0; i < data.length; i++) hash = Math.imul(hash ^ data[i], 16777619);
    return { width: canvas.width, height: canvas.height, digest: hash >>> 0 };
  }, id);
}

/**
 * Answers nothing and reveals every figure a prediction holds back ("Just
 * show me"), as a learner in a hurry would, once the lesson's script runs.
 */
export async function revealAll(page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-lesson-ran'));
  await page.evaluate(() => {
    for (const button of document.querySelectorAll('.prediction button.skip-prediction')) button.click();
  });
}

/** The ids of the regions still veiled by an open prediction. */
export function veiledRegions(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-veiled]')].map((e) => `${e.id}${e.inert ? '' : ' (not inert)'}`));
}

/**
 * Opens the lesson at `url` with every prediction skipped and waits for its
 * main heatmap: the page as a test of the figures wants it.
 */
export async function openLesson(browser, url, options) {
  const opened = await openPage(browser, url, options);
  await revealAll(opened.page);
  await waitForHeatmap(opened.page);
  return opened;
}
