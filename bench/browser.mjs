// @ts-check
/**
 * The browser half of `npm run bench`: the bench page (bench/) and the
 * lesson's first heatmap, in headless Chromium (playwright-core and
 * /usr/bin/chromium, with the launch flags of the browser tests).
 * @module
 */
import { relative } from 'node:path';
import { startServer } from '../scripts/serve.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { check, progress, spread } from './harness.js';

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
    // The page names its steps on its console (harness.js progress).
    page.on('console', (m) => { if (m.text().startsWith('bench: ')) console.error(`${m.text()} (chromium)`); });
    await page.goto(`${url}bench/bench.html`);
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
// canvas matching the selector, or inside a custom element matching it (a
// canvas in a shadow root), marks "heatmap drawn"; the next animation
// frame runs after the frame that shows it has been produced, so its time
// (from navigation start, performance.now()'s origin) is "heatmap painted".
export function markFirstHeatmap(selector) {
  const hook = (/** @type {any} */ proto, /** @type {string} */ name) => {
    const original = proto[name];
    proto[name] = function (...args) {
      const result = original.apply(this, args);
      const canvas = this.canvas;
      const root = canvas instanceof HTMLCanvasElement ? canvas.getRootNode() : null;
      const host = root instanceof ShadowRoot ? root.host : null;
      if (!('heatmapDrawn' in window) && root && (canvas.matches(selector) || host?.matches(selector))) {
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
 * One navigation in a fresh browser context (empty cache): ms from
 * navigation start to the heatmap drawn and painted.
 * @param {import('playwright-core').Browser} browser @param {string} url
 * @param {string} selector
 */
async function loadOnce(browser, url, selector) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(markFirstHeatmap, selector);
    await page.goto(url);
    await page.waitForFunction(() => 'heatmapPainted' in window, null, { timeout: 10000 });
    return await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      return { painted: w.heatmapPainted, drawn: w.heatmapDrawn };
    });
  } finally {
    await context.close();
  }
}

/**
 * Navigation to first heatmap painted, median over `loads` loads.
 * `lesson.root` is served at `/` as `npm start` does. A page that paints no
 * matching canvas within 10 s is reported as not measured.
 * @param {import('playwright-core').Browser} browser @param {string} root
 * @param {{ root: string, path: string, selector: string }} lesson @param {number} loads
 */
async function lessonFirstHeatmap(browser, root, lesson, loads) {
  progress('lesson: navigation to the first heatmap painted');
  const { server, url } = await startServer({ root: lesson.root });
  const label = `navigation to first heatmap painted (${lesson.path} of ` +
    `${relative(root, lesson.root) || '.'}/, ${lesson.selector}), ms`;
  const ms = [], drawn = [];
  try {
    for (let i = 0; i < loads; i++) {
      const marks = await loadOnce(browser, new URL(lesson.path, url).href, lesson.selector);
      ms.push(marks.painted);
      drawn.push(marks.drawn);
    }
  } catch (error) {
    return { id: 'lesson-first-heatmap-chromium', label, value: null, unit: 'ms', op: '<=', target: 1000,
      met: false, error: `not measured: ${/** @type {Error} */ (error).message.split('\n')[0]}` };
  } finally {
    server.close();
  }
  const s = spread(ms);
  return check('lesson-first-heatmap-chromium', label, s.median, 'ms', '<=', 1000,
    { min: s.min, max: s.max, drawnMs: spread(drawn).median, loads });
}

/**
 * @param {string} root
 * @param {{ quick: boolean, rounds: number, lesson: { root: string, path: string, selector: string } }} options
 */
export async function runBrowser(root, options) {
  const browser = await launchChromium();
  try {
    const result = await benchPage(browser, root, { quick: options.quick, rounds: options.rounds });
    result.checks.push(await lessonFirstHeatmap(browser, root, options.lesson, options.quick ? 2 : 7));
    return { ...result, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}
