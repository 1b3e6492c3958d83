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
 * Waits for the lesson's signal that every figure of the page is defined and
 * has built its DOM (web/lesson/figure-loader.js sets data-figures-built on
 * the root element): from then on every figure's text is in the page, as a
 * screen reader's walk or find-in-page reads it.
 */
export function waitForFiguresBuilt(page) {
  return page.waitForSelector('html[data-figures-built]', { state: 'attached' });
}

/**
 * Runs in the page: the shown figures in the viewport (with `anywhere`, on
 * the whole page) that have not drawn (a figure writes its text summary, or
 * shows its error, when it draws), each with where it is, for the message of
 * a wait that timed out. With `anywhere`, the first is scrolled to, at once,
 * so that it draws.
 * @param {boolean} anywhere
 */
function undrawnFigures(anywhere) {
  const undrawn = [...document.querySelectorAll('main *')].filter((e) => e.shadowRoot && e.localName.includes('-'))
    .filter((e) => {
      const box = e.getBoundingClientRect();
      return (anywhere || (box.bottom > 0 && box.top < innerHeight)) && e.checkVisibility()
        && !(e.shadowRoot?.querySelector('.summary')?.textContent
          || e.shadowRoot?.querySelector('.message:not([hidden])')?.textContent);
    });
  if (anywhere) undrawn[0]?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  return undrawn.map((e) => {
    const box = e.getBoundingClientRect();
    return `${e.localName}#${e.id} top ${Math.round(box.top)} height ${Math.round(box.height)} of ${innerHeight}` +
      ` at scroll ${Math.round(scrollY)}${e.closest('[data-veiled]') ? ', veiled' : ''}${e.closest('[inert]') ? ', inert' : ''}`;
  });
}

/**
 * Waits until no figure `undrawnFigures(anywhere)` names is left; on a
 * timeout, fails with those it named last.
 * @param {import('playwright-core').Page} page @param {boolean} anywhere
 */
async function waitForDrawn(page, anywhere) {
  const deadline = Date.now() + SLOW;
  for (;;) {
    const last = await page.evaluate(undrawnFigures, anywhere);
    if (last.length === 0) return;
    if (Date.now() > deadline) throw new Error(`figures not drawn after ${SLOW / 1000} s: ${last.join('; ')}`);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
}

/**
 * How long a wait for the page to draw or train may take: a condition, not a
 * timing (tests assert no speed), so it is long enough for two test files
 * sharing two cores with a run of order labs (Playwright's default is 30 s).
 */
const SLOW = 120_000;

/**
 * Once every figure of the lesson is built, scrolls to the end in steps of a
 * viewport, waiting at each step until the figures in view have drawn, as a
 * learner reading down the page sees them, then to any figure it passed over
 * and back to the top, and waits for the order labs
 * that started on the way (web/lesson/order-labs.js) to finish their runs,
 * so that what is read afterwards no longer moves.
 */
export async function scrollThrough(page) {
  // On the lesson (its script has run by the load event); the elements of other pages are all defined at once.
  if (await page.evaluate(() => document.documentElement.hasAttribute('data-lesson-ran'))) await waitForFiguresBuilt(page);
  const step = await page.evaluate(() => window.innerHeight);
  // The height is read at each step: a figure that draws may change it.
  for (let y = 0; y <= await page.evaluate(() => document.documentElement.scrollHeight); y += step) {
    // Instant: after the learner's first key or click the page scrolls
    // smoothly (lesson.css), and each step must land before its figures are read.
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await waitForDrawn(page, false);
  }
  // A figure the steps passed over (the text above it moved as figures drew
  // or labs grew) is scrolled to until it has drawn.
  await waitForDrawn(page, true);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await waitForDrawn(page, false);
  // A lab's first button reads Pause, in the lab's language, while it trains
  // (a lab not built yet, its code not loaded on a host page, trains nothing).
  await page.waitForFunction(() => [...document.querySelectorAll('posenc-order-lab')].every((lab) => {
    const button = lab.shadowRoot?.querySelector('button');
    return !button || button.textContent !== /** @type {any} */ (lab).l10n?.t('order-lab-pause');
  }), null, { timeout: SLOW });
}

/**
 * Brings the figure `selector` into view, as a learner scrolling to it, and
 * waits until it has drawn (its text summary is written; with `summary`,
 * until the summary matches it). Should the page still move under it (a
 * figure above building, focus kept in view), it is scrolled to again: a
 * figure out of view draws only once it comes into view. Each scroll lands
 * at once, so that each look sees where it ends, not a smooth scroll
 * (lesson.css, once the learner has pressed a key) under way.
 * @param {import('playwright-core').Page} page @param {string} selector @param {RegExp} [summary]
 */
export async function showFigure(page, selector, summary) {
  await page.waitForFunction(([s, source]) => {
    const figure = document.querySelector(s);
    if (!figure) return false;
    const box = figure.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= innerHeight) figure.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    const text = figure.shadowRoot?.querySelector('.summary')?.textContent ?? '';
    return source === null ? text !== '' : new RegExp(source).test(text);
  }, [selector, summary?.source ?? null], { polling: 'raf' });
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
  // The predictions answer once their code has come with the later figures
  // (web/lesson/main.js sets data-learner-ready); a press before that is
  // kept and made then. This presses what is still open until no figure is
  // veiled.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  await page.waitForFunction(() => {
    for (const button of document.querySelectorAll('.prediction button.skip-prediction:not([aria-disabled="true"])')) {
      /** @type {HTMLElement} */ (button).click();
    }
    return document.querySelector('[data-veiled]') === null;
  }, undefined, { polling: 100 });
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
