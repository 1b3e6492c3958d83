// Reserved heights (WCAG 2.4.3, 2.4.7): on a fresh page, a lesson figure that
// has not drawn yet holds one height, whether it is still an undefined tag,
// an empty frame or built, at every width from 320 to 1920 px (and the
// widths of 200% and 400% zoom), so that building a figure's DOM never moves
// the text or the focus. The page moves only when a figure draws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { scrollThrough, waitForFiguresBuilt } from './lesson-helpers.js';

const { browser, url } = await launch();

/** Every 80 px from 320 to 1920, and windows of 1280 and 1536 px at 200% and 400% zoom. */
const WIDTHS = [...new Set([...Array.from({ length: 21 }, (_, i) => 320 + 80 * i), 384, 640, 768])].sort((a, b) => a - b);

/**
 * Runs in the page before its scripts: records, for each figure of the
 * lesson, every height it has while it has not drawn (its posenc-ready
 * event) and in which state (u: undefined tag, f: frame, b: built).
 */
function recordHeights() {
  /** @type {Map<Element, Set<string>>} */
  const seen = new Map();
  /** The figures that have drawn. @type {Set<Element>} */
  const ready = new Set();
  /** The order labs whose run has ended (the lesson's causal lab trains by itself once seen). @type {Set<Element>} */
  const trained = new Set();
  Object.assign(window, { testReserved: { seen, ready, trained } });
  document.addEventListener('posenc-ready', (e) => ready.add(/** @type {Element} */ (e.composedPath()[0])), true);
  document.addEventListener('posenc-change', (e) => {
    const { detail } = /** @type {CustomEvent} */ (e);
    if (detail?.reason === 'training' && detail.phase === 'done') trained.add(/** @type {Element} */ (e.composedPath()[0]));
  }, true);
  const note = (/** @type {Element} */ figure) => {
    if (ready.has(figure)) return;
    const state = !customElements.get(figure.localName) ? 'u' : /** @type {any} */ (figure).built ? 'b' : 'f';
    seen.get(figure)?.add(`${Math.round(figure.getBoundingClientRect().height * 10) / 10} ${state}`);
  };
  document.addEventListener('DOMContentLoaded', () => {
    const observer = new ResizeObserver((entries) => { for (const entry of entries) note(entry.target); });
    for (const figure of document.querySelectorAll('main *')) {
      if (!figure.localName.includes('-')) continue;
      seen.set(figure, new Set());
      observer.observe(figure);
      note(figure);
    }
    // A figure that is built is a state of its own even when its height stays.
    const built = setInterval(() => {
      for (const figure of seen.keys()) note(figure);
      if (document.documentElement.hasAttribute('data-figures-built')) clearInterval(built);
    }, 50);
  });
}

/** Runs in the page: each figure whose undrawn heights differ by more than 1 px. */
function movedBeforeDrawing() {
  const { seen } = /** @type {any} */ (window).testReserved;
  return [...seen].map(([figure, heights], i) => ({ figure: `${i} ${figure.id || figure.localName}`, heights: [...heights] }))
    .filter(({ heights }) => {
      const values = heights.map((h) => Number(h.split(' ')[0]));
      return Math.max(...values) - Math.min(...values) > 1;
    }).map(({ figure, heights }) => `${figure}: ${heights.join(', ')}`);
}

/**
 * Opens the lesson afresh at each of `widths` (viewport `height` tall),
 * recording its figures' heights from the start (recordHeights), lets
 * `settle` run, and returns what `check` finds, each line after its width.
 * @param {number[]} widths @param {number} height
 * @param {(page: import('playwright-core').Page) => Promise<unknown>} settle
 * @param {() => string[]} check
 */
async function acrossWidths(widths, height, settle, check) {
  const found = [];
  for (const width of widths) {
    const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`, { viewport: { width, height } });
    await page.addInitScript(recordHeights);
    await page.goto(`${url}web/index.html`);
    await settle(page);
    for (const line of await page.evaluate(check)) found.push(`${width} px: ${line}`);
    assert.deepEqual(problems, []);
    await page.close();
  }
  return found;
}

test('on a fresh page at every width from 320 to 1920 px, each figure holds one height until it draws, whether undefined, a frame or built', async () => {
  const found = await acrossWidths(WIDTHS, 640, async (page) => {
    await waitForFiguresBuilt(page);
    // The interval's last look, after the attribute.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
  }, movedBeforeDrawing);
  assert.deepEqual(found, []);
});

/**
 * Where the lesson's column has its full width (832 px and wider: up to
 * 1599 px, and the wider column from 1600 px), the widths of common windows
 * at 100% and 125% zoom.
 */
const FULL_COLUMN = [880, 1024, 1280, 1366, 1536, 1600, 1920];

/**
 * Runs in the page: each figure whose height once drawn and settled (an
 * order lab's first run ended) differs from its undrawn one by more than
 * 1 px, or that has not drawn.
 */
function movedWhenDrawn() {
  const { seen, ready } = /** @type {any} */ (window).testReserved;
  return [...seen].map(([figure, heights], i) => {
    const before = Number([...heights][0]?.split(' ')[0]);
    const after = ready.has(figure) ? Math.round(figure.getBoundingClientRect().height * 10) / 10 : undefined;
    return { figure: `${i} ${figure.id || figure.localName}`, before, after };
  }).filter(({ before, after }) => !(Math.abs(after - before) <= 1))
    .map(({ figure, before, after }) => `${figure}: reserved ${before} px, drawn ${after ?? 'never'} px`);
}

/**
 * Reads the lesson from top to bottom with no click (predictions open, data
 * tables closed) and waits for the causal lab's run to end.
 * @param {import('playwright-core').Page} page
 */
async function readThrough(page) {
  await scrollThrough(page);
  // A lab that trains by itself settles at its height when its run ends,
  // which on a loaded machine can be well after the scroll has passed it.
  await page.waitForFunction(() => {
    const { trained } = /** @type {any} */ (window).testReserved;
    return [...document.querySelectorAll('#order-lab-causal')].every((lab) => trained.has(lab));
  }, null, { timeout: 120000 });
}

test('on a fresh page where the column has its full width, each figure draws at the height it reserved, so nothing moves', async () => {
  assert.deepEqual(await acrossWidths(FULL_COLUMN, 2000, readThrough, movedWhenDrawn), []);
});

