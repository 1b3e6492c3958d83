// @ts-check
/**
 * The order lab's longest tasks in Chromium (the bench page): its run
 * controller trains runs of the default and the heaviest settings the
 * element accepts, in both flavours, animated and under reduced motion, on
 * the page's frame loop, and every task it runs is timed (its first
 * checkpoint, then every animation-frame callback); then the element itself
 * at the default and the heaviest settings, both motion settings, from its
 * creation to the end of a run (every animation-frame callback: its
 * controller, its drawing and the page's other work). Goal: no task over
 * 50 ms. Prints a table with the load average; asserts nothing (timings on
 * a shared machine are noisy). Part of `npm run bench` too (its Chromium
 * suite, bench-page.js).
 *
 *   node bench/order-lab-tasks.mjs
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/serve.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The element's settings timed: its default, and the heaviest it accepts. */
const ELEMENT_SETTINGS = {
  default: {},
  'd64-l2-filler-causal-cls-end': { 'd-model': '64', layers: '2', task: 'filler', steps: '500', mask: 'causal',
    readout: 'cls-end' },
};

/** @param {number} x */
const ms = (x) => x.toFixed(1);

const before = loadavg();
const { server, url } = await startServer({ root });
const browser = await launchChromium();
/** @type {string[]} */
const rows = [];
try {
  const page = await browser.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}bench/bench.html`);
  await page.waitForFunction(() => 'posencBench' in window, null, { timeout: 30000 });
  const checks = await page.evaluate(() => /** @type {any} */ (window).posencBench.orderLab.runTasks());
  for (const c of checks) {
    rows.push(`| controller | ${c.setting} | ${c.flavor} | ${c.motion} | ${c.tasks} | ${ms(c.first)} | ${ms(c.median)} | ` +
      `${ms(c.value)} | ${c.met ? 'met' : 'missed'} |`);
  }
  for (const reduced of [false, true]) {
    await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
    for (const [name, attributes] of Object.entries(ELEMENT_SETTINGS)) {
      const frames = await page.evaluate((a) => /** @type {any} */ (window).posencBench.orderLab.elementFrames(a), attributes);
      rows.push(`| element (simd) | ${name} | simd | ${reduced ? 'reduced-motion' : 'animated'} | ${frames.count} | – | ` +
        `${ms(frames.median)} | ${ms(frames.max)} | ${frames.max <= 50 ? 'met' : 'missed'} |`);
    }
  }
  if (errors.length) throw new Error(`bench page: ${errors.join('; ')}`);
} finally {
  await browser.close();
  server.close();
}
const after = loadavg();
console.log(`Order lab tasks in Chromium; load average (1, 5, 15 min): ${before.map((x) => x.toFixed(2)).join(', ')} before, ` +
  `${after.map((x) => x.toFixed(2)).join(', ')} after.`);
console.log('| what | setting | flavour | motion | tasks | first task ms | median ms | longest ms | no task over 50 ms |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
