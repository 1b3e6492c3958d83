// Reserved heights (WCAG 2.4.3, 2.4.7): on a fresh page, a lesson figure that
// has not drawn yet holds one height, whether it is still an undefined tag,
// an empty frame or built, at every width from 320 to 1920 px (and the
// widths of 200% and 400% zoom), so that building a figure's DOM never moves
// the text or the focus. The page moves only when a figure draws.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, repoRoot } from './browser.js';
import { waitForFiguresBuilt } from './lesson-helpers.js';
import { startServer } from '../../scripts/serve.mjs';
import { everyFigureDrawn, everyFigureInView, settledHeights } from '../../scripts/lib/all-in-view.mjs';

const { browser, url } = await launch();
// The lesson as `npm start` serves it: web/ at the root, with the Spanish and Chinese pages at es/ and zh-CN/.
const web = await startServer({ root: `${repoRoot}web` });
after(() => web.server.close());
const webUrl = web.url;

/**
 * Every 160 px from 320 to 1920, and windows of 1280 and 1536 px at 200% and
 * 400% zoom: a fresh page a width, which is most of this file's time, so a
 * sample of the widths; the tests below check each locale's reserved heights
 * against the drawn ones where they must be equal.
 */
const WIDTHS = [...new Set([...Array.from({ length: 11 }, (_, i) => 320 + 160 * i), 384, 640, 768])].sort((a, b) => a - b);

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

test('on a fresh page at widths from 320 to 1920 px, each figure holds one height until it draws, whether undefined, a frame or built', async () => {
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
 * at 100% and 125% zoom: there the reserved heights are the drawn ones.
 * Narrower (phones, and windows at 150% zoom or more): the ends of the
 * range, and widths off the 8 px grid scripts/gen-reserved-heights.mjs
 * measures first, where a line of text may wrap between two of its widths.
 * Spanish and Chinese wrap their text elsewhere and have rules of their own
 * (`:lang()`): a few widths of each kind.
 */
const WIDTHS_BY_LOCALE = {
  en: [880, 1024, 1280, 1366, 1536, 1600, 1920, 320, 333, 359, 390, 427, 453, 510, 571, 619, 677, 709, 745, 787, 831],
  es: [880, 1366, 1920, 322, 359, 413, 467, 533, 603, 661, 742, 805],
  'zh-CN': [880, 1366, 1920, 325, 359, 405, 487, 547, 598, 651, 733, 819],
};
/** How far a drawn figure may be from its reserved height below the full column: one line of text. */
const NARROW_TOLERANCE = 16 * 1.6;

/**
 * Runs in the page: each drawn figure's height and the height the page's
 * style sheet reserves for it at this width (its placeholder, resolved by a
 * probe of the same expression: the rule that holds an undrawn figure).
 */
function reservedAndDrawn() {
  const probe = document.createElement('div');
  document.body.append(probe);
  const rows = [];
  for (const [i, figure] of [...document.querySelectorAll('main *')].entries()) {
    if (!figure.localName.includes('-') || !figure.hasAttribute('data-drawn') || /** @type {HTMLElement} */ (figure).hidden) continue;
    const placeholder = getComputedStyle(figure).getPropertyValue('--posenc-placeholder-height').trim() || '20rem';
    probe.style.height = `calc(${placeholder} + 1rem)`;
    rows.push({ figure: `${i} ${figure.id || `${figure.localName}[kind=${figure.getAttribute('kind')}]`}`,
      reserved: Math.round(probe.getBoundingClientRect().height * 10) / 10,
      drawn: Math.round(figure.getBoundingClientRect().height * 10) / 10 });
  }
  probe.remove();
  return rows;
}

for (const [locale, widths] of Object.entries(WIDTHS_BY_LOCALE)) {
  test(`in ${locale}, each figure draws at the height it reserved where the column has its full width, and within a line of it below`, async () => {
    const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`, { viewport: { width: 880, height: 1000 } });
    // Every figure counts as in view, so each draws at once at each new width (one
    // settling per width, not a pass down the page): where a figure is seen changes, not its height.
    await page.addInitScript(everyFigureInView);
    await page.addInitScript(recordHeights);
    await page.goto(`${webUrl}${locale === 'en' ? '' : `${locale}/`}`);
    // With no click (predictions open, data tables closed), the causal lab's first
    // run ended: each figure at its height on a fresh page, read through.
    await waitForFiguresBuilt(page);
    await page.waitForFunction(everyFigureDrawn, null, { timeout: 300000 });
    await page.waitForFunction(() => {
      const { trained } = /** @type {any} */ (window).testReserved;
      return [...document.querySelectorAll('#order-lab-causal')].every((lab) => trained.has(lab));
    }, null, { timeout: 300000 });
    assert.equal(await page.evaluate(() => document.documentElement.lang), locale);
    const found = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 1000 });
      await page.evaluate(settledHeights);
      const tolerance = width >= 832 ? 1 : NARROW_TOLERANCE;
      for (const { figure, reserved, drawn } of await page.evaluate(reservedAndDrawn)) {
        if (!(Math.abs(drawn - reserved) <= tolerance)) found.push(`${width} px: ${figure}: reserved ${reserved} px, drawn ${drawn} px`);
      }
    }
    assert.deepEqual(found, []);
    assert.deepEqual(problems, []);
    await page.close();
  });
}
