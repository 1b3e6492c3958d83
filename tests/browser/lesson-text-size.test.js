// Text-only enlargement (WCAG 1.4.4): with the browser's default font at 24
// and 32 px (a learner's setting, not page zoom), section 1's attention maps
// keep each row label beside its own row, show each column label whole, and
// the outputs figure's canvas text grows with the text; so does the text
// every other figure writes on its canvases (axes, ticks, titles, dials).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { afterFrames, launch, openPage } from './browser.js';
import { revealAll, scrollThrough, showFigure } from './lesson-helpers.js';

const { browser, url } = await launch();

/** Opens the lesson at `width` x 900 with the default font at `font` px, section 1's figures drawn. */
async function open(width, font) {
  const opened = await openPage(browser, `${url}tests/browser/pages/empty.html`, { viewport: { width, height: 900 } });
  const cdp = await opened.page.context().newCDPSession(opened.page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: font, fixed: font } });
  await opened.page.goto(`${url}web/index.html`);
  await revealAll(opened.page);
  await showFigure(opened.page, '#permutation');
  await showFigure(opened.page, '#outputs');
  await afterFrames(opened.page, 4);
  return opened;
}

/**
 * Runs in the page: what is wrong with the permutation figure's maps, one
 * line each: a row label whose middle is off its row by more than 2 px, a
 * frame taller than its canvas (the grid row stretched by its labels or
 * title), a column label cut short.
 * @returns {string[]}
 */
function mapProblems() {
  const root = /** @type {ShadowRoot} */ (document.getElementById('permutation')?.shadowRoot);
  /** @type {string[]} */
  const found = [];
  root.querySelectorAll('.heatmap').forEach((map, m) => {
    const canvas = /** @type {HTMLCanvasElement} */ (map.querySelector('canvas')).getBoundingClientRect();
    const plot = /** @type {HTMLElement} */ (map.querySelector('.plot')).getBoundingClientRect();
    if (plot.height > canvas.height + 2.5) found.push(`map ${m}: frame ${plot.height} px around a ${canvas.height} px canvas`);
    const rows = [...map.querySelectorAll('.row-labels span')];
    rows.forEach((label, r) => {
      const box = label.getBoundingClientRect();
      const middle = canvas.top + ((r + 0.5) * canvas.height) / rows.length;
      const off = Math.abs((box.top + box.bottom) / 2 - middle);
      if (off > 2) found.push(`map ${m}: "${label.textContent}" ${off.toFixed(1)} px off its row`);
    });
    for (const label of map.querySelectorAll('.col-labels span')) {
      const vertical = getComputedStyle(label).writingMode.startsWith('vertical');
      const cut = vertical ? label.scrollHeight - label.clientHeight : label.scrollWidth - label.clientWidth;
      if (cut > 0) found.push(`map ${m}: column "${label.textContent}" cut by ${cut} px`);
    }
  });
  return found;
}

/** Runs in the page: the outputs figure's canvas height, CSS px. */
function outputsHeight() {
  return document.getElementById('outputs')?.shadowRoot?.querySelector('canvas')?.getBoundingClientRect().height ?? 0;
}

const base = new Map();
for (const width of [1280, 320]) {
  test(`at ${width} px with a 16 px default font, section 1's maps keep their labels on their rows`, async () => {
    const { page, problems } = await open(width, 16);
    assert.deepEqual(await page.evaluate(mapProblems), []);
    base.set(width, await page.evaluate(outputsHeight));
    assert.deepEqual(problems, []);
    await page.close();
  });
  for (const font of [24, 32]) {
    test(`at ${width} px with a ${font} px default font, section 1's maps keep their labels on their rows and whole, and the outputs canvas grows with the text`, async () => {
      const { page, problems } = await open(width, font);
      assert.deepEqual(await page.evaluate(mapProblems), []);
      // Its rows of words and titles are text: they take the text's size.
      const height = await page.evaluate(outputsHeight);
      const ratio = height / base.get(width);
      assert.ok(Math.abs(ratio - font / 16) < 0.05, `the outputs canvas is ${height} px tall, ${ratio.toFixed(2)} times its height under a 16 px font`);
      assert.deepEqual(problems, []);
      await page.close();
    });
  }
}

/**
 * Runs in the page before its scripts: records, per figure (the id or tag
 * of the element whose shadow root holds the canvas), the font size of
 * every text a canvas draws.
 */
function recordCanvasText() {
  /** @type {Record<string, number[]>} */
  const sizes = {};
  Object.assign(window, { testCanvasText: sizes });
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (...args) {
    const host = /** @type {ShadowRoot} */ (this.canvas.getRootNode()).host;
    // The heatmaps' off-screen measuring context has no figure.
    if (host) (sizes[host.id || host.localName] ??= []).push(Number(/([\d.]+)px/.exec(this.font)?.[1]));
    return fillText.apply(this, args);
  };
}

/**
 * Every figure's smallest canvas text, CSS px, with the default font at
 * `font` px: the lesson read from top to bottom at 1280 x 900, predictions
 * answered, so every figure draws.
 * @param {number} font @returns {Promise<Record<string, number>>}
 */
async function canvasTextSizes(font) {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`, { viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: font, fixed: font } });
  await page.addInitScript(recordCanvasText);
  await page.goto(`${url}web/index.html`);
  await revealAll(page);
  await scrollThrough(page);
  const sizes = await page.evaluate(() => Object.fromEntries(Object.entries(/** @type {any} */ (window).testCanvasText)
    .map(([figure, all]) => [figure, Math.min(...all)])));
  assert.deepEqual(problems, []);
  await page.close();
  return sizes;
}

test('with a 24 and a 32 px default font, the text every figure writes on its canvases grows with the text', async () => {
  const base = await canvasTextSizes(16);
  // Axes and ticks (line plots), dials, the seeds' strip, the outputs' rows of words.
  for (const figure of ['outputs', 'addition', 'waves', 'fingerprint', 'same-turn', 'rotation-figure', 'similarity',
    'properties-figure', 'precision', 'order-lab']) {
    assert.ok(base[figure] > 0, `${figure} writes text on a canvas`);
  }
  for (const font of [24, 32]) {
    const sizes = await canvasTextSizes(font);
    const small = Object.entries(base).filter(([figure, size]) => !(Math.abs(sizes[figure] / size - font / 16) < 0.05))
      .map(([figure, size]) => `${figure}: ${size} px under 16 px, ${sizes[figure]} px under ${font} px`);
    assert.deepEqual(small, []);
  }
});
