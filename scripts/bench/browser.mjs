// @ts-check
/**
 * The browser half of `npm run bench`: the bench page (tests/bench/) and the
 * lesson's first heatmap, in headless Chromium (playwright-core and
 * /usr/bin/chromium, with the launch flags of the browser tests).
 * @module
 */
import { relative } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../serve.mjs';
import { ARGS } from '../../tests/browser/browser.js';
import { check, spread } from '../../tests/bench/harness.js';

/**
 * Runs the bench page's suites. Serves the repository root (the page imports
 * web/src and the bench module from build/wasm).
 * @param {import('playwright-core').Browser} browser @param {string} root
 * @param {{ quick: boolean, rounds: number }} options
 */
async function benchPage(browser, root, options) {
  const { server, url } = await startServer({ root });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${url}tests/bench/bench.html`);
    await page.waitForFunction(() => 'posencBench' in window, null, { timeout: 30000 });
    const result = await page.evaluate((o) => /** @type {any} */ (window).posencBench.run(o), options);
    if (errors.length) throw new Error(`bench page: ${errors.join('; ')}`);
    await page.close();
    return result;
  } finally {
    server.close();
  }
}

// Installed before any page script: the first putImageData/drawImage on a
// canvas matching the selector marks "heatmap drawn"; the next animation
// frame runs after the frame that shows it has been produced, so its time
// (from navigation start, performance.now()'s origin) is "heatmap painted".
function markFirstHeatmap(selector) {
  const hook = (/** @type {any} */ proto, /** @type {string} */ name) => {
    const original = proto[name];
    proto[name] = function (...args) {
      const result = original.apply(this, args);
      const canvas = this.canvas;
      if (!('heatmapDrawn' in window) && canvas instanceof HTMLCanvasElement && canvas.matches(selector)) {
        Object.assign(window, { heatmapDrawn: performance.now() });
        requestAnimationFrame(() => Object.assign(window, { heatmapPainted: performance.now() }));
      }
      return result;
    };
  };
  hook(CanvasRenderingContext2D.prototype, 'putImageData');
  hook(CanvasRenderingContext2D.prototype, 'drawImage');
}

/**
 * Navigation to first heatmap painted, each load in a fresh browser context
 * (empty cache). `lesson.root` is served at `/` as `npm start` does.
 * @param {import('playwright-core').Browser} browser
 * @param {{ root: string, path: string, selector: string }} lesson @param {number} loads
 */
async function lessonFirstHeatmap(browser, root, lesson, loads) {
  const { server, url } = await startServer({ root: lesson.root });
  const ms = [], drawn = [];
  try {
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(markFirstHeatmap, lesson.selector);
      await page.goto(new URL(lesson.path, url).href);
      await page.waitForFunction(() => 'heatmapPainted' in window, null, { timeout: 20000 });
      const marks = await page.evaluate(() => {
        const w = /** @type {any} */ (window);
        return { painted: w.heatmapPainted, drawn: w.heatmapDrawn };
      });
      ms.push(marks.painted);
      drawn.push(marks.drawn);
      await context.close();
    }
  } finally {
    server.close();
  }
  const s = spread(ms);
  return check('lesson-first-heatmap-chromium',
    `navigation to first heatmap painted (${lesson.path} of ${relative(root, lesson.root) || '.'}/, ${lesson.selector}), ms`,
    s.median, 'ms', '<=', 1000, { min: s.min, max: s.max, drawnMs: spread(drawn).median, loads });
}

/**
 * @param {string} root
 * @param {{ quick: boolean, rounds: number, lesson: { root: string, path: string, selector: string } }} options
 */
export async function runBrowser(root, options) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  try {
    const result = await benchPage(browser, root, { quick: options.quick, rounds: options.rounds });
    result.checks.push(await lessonFirstHeatmap(browser, root, options.lesson, options.quick ? 2 : 7));
    return { ...result, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}
