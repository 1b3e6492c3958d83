// Reflow (WCAG 1.4.10): at 320 x 640 CSS pixels, the width of a phone and
// of a 1280 px window zoomed to 400%, nothing of the lesson, of the elements
// on a plain host page, or of the embed page is cut off: every figure and
// control fits, or scrolls in a box the keyboard can reach.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { afterFrames, launch, openPage } from './browser.js';
import { revealAll, scrollThrough, waitForFiguresBuilt, waitForHeatmap } from './lesson-helpers.js';
import { clippedBoxes } from './reflow.js';
import { FIGURES } from '../../web/src/widgets/schemas.js';

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
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
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

/** Runs in the page: opens every data table of every figure drawn so far. */
function openDataTables() {
  const visit = (/** @type {ParentNode} */ root) => {
    for (const e of root.querySelectorAll('*')) {
      if (e.shadowRoot) visit(e.shadowRoot);
      if (e.localName === 'button' && e.textContent === 'Show data table' && !e.closest('[hidden]')) /** @type {HTMLElement} */ (e).click();
    }
  };
  visit(document);
}

/**
 * The widths the sweep measures: every 40 px from 320 to 1920, and the widths
 * of common windows at 200% and 400% zoom (a 1470 to 1630 px window at 200%
 * is 735 to 815 px wide).
 */
const SWEEP = [...new Set([...Array.from({ length: 41 }, (_, i) => 320 + 40 * i),
  360, 375, 390, 412, 640, 683, 735, 744, 768, 775, 790, 815, 1024, 1366, 1440, 1536])].sort((a, b) => a - b);
/** The sweep's viewport height: tall, so that each width takes few steps down the page. */
const SWEEP_HEIGHT = 6000;

test('nothing of the lesson is cut off at any width from 320 to 1920 px, with every prediction revealed and every data table open', async () => {
  const { page, problems } = await open(`${url}web/index.html`);
  await revealAll(page);
  await waitForFiguresBuilt(page);
  const found = new Set();
  // One page, resized: at each width it is read from top to bottom in steps
  // of a viewport, each step once the figures in view have drawn at that width.
  for (const width of SWEEP) {
    await page.setViewportSize({ width, height: SWEEP_HEIGHT });
    for (let y = 0; y < await page.evaluate(() => document.documentElement.scrollHeight); y += SWEEP_HEIGHT) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await afterFrames(page, 2);
      await page.evaluate(openDataTables);
      await afterFrames(page, 2);
      for (const problem of await page.evaluate(clippedBoxes, { inView: true })) found.add(`${width} px: ${problem}`);
    }
  }
  assert.deepEqual([...found], []);
  assert.deepEqual(problems, []);
  await page.close();
});

/**
 * Runs in the page: the text spacing WCAG 1.4.12 asks content to bear (line
 * height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em), on
 * the page and inside every figure, as a learner's style sheet sets it.
 */
function spaceText() {
  const css = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
    p { margin-bottom: 2em !important; }`;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const visit = (/** @type {Document | ShadowRoot} */ root) => {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    for (const e of root.querySelectorAll('*')) if (e.shadowRoot) visit(e.shadowRoot);
  };
  visit(document);
}

/** Runs in the page: each block formula that cuts off some of its content at the bottom (it scrolls sideways, so it clips). */
function cutFormulas() {
  return [...document.querySelectorAll('math[display="block"]')]
    .map((m, i) => ({ i, cut: m.scrollHeight - m.clientHeight }))
    .filter(({ cut }) => cut > 0).map(({ i, cut }) => `formula ${i}: ${cut}px cut off at the bottom`);
}

for (const width of [1280, 640, 320]) {
  test(`at ${width} px no block formula is cut off at the bottom, with or without the text spacing of WCAG 1.4.12`, async () => {
    const { page, problems } = await openPage(browser, `${url}web/index.html`, { viewport: { width, height: 800 } });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
    assert.deepEqual(await page.evaluate(cutFormulas), [], "with the page's own spacing");
    await page.evaluate(spaceText);
    assert.deepEqual(await page.evaluate(cutFormulas), [], 'with the text spacing');
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('at 320 x 640, with the text spacing of WCAG 1.4.12, no figure, control or table of the lesson is cut off', async () => {
  const { page, problems } = await open(`${url}web/index.html`);
  await revealAll(page);
  await waitForHeatmap(page);
  await waitForFiguresBuilt(page);
  await drawAll(page);
  await page.evaluate(spaceText);
  await scrollThrough(page);
  assert.deepEqual(await page.evaluate(clippedBoxes), []);
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

// Every figure the registry declares, so a new element is swept without an edit here.
for (const figure of Object.keys(FIGURES)) {
  test(`at 320 x 640 the embed page of the ${figure} figure cuts nothing off`, async () => {
    const { page, problems } = await open(`${url}web/embed.html?figure=${figure}`);
    await drawAll(page);
    assert.deepEqual(await page.evaluate(clippedBoxes), []);
    assert.deepEqual(problems, []);
    await page.close();
  });
}
