// @ts-check
/**
 * The order lab's longest tasks in Chromium (the bench page): its run
 * controller trains runs of the default and the heaviest settings the
 * element accepts, in both flavours, animated and under reduced motion, on
 * the page's frame loop, paused and continued every 15 frames and trained
 * again at the end, and every task it runs is timed (its first checkpoint,
 * every animation-frame callback, every press); "Train 20 seeds"
 * (trainSeeds, 3 seeds of 20 steps) at the same settings and flavours,
 * each stretch of its work between two turns of the page timed; then the element itself
 * at the default and the heaviest settings, both motion settings, from its
 * creation to the end of a run (every animation-frame callback: its
 * controller, its drawing and the page's other work), in both flavours. Goal: no task over
 * 50 ms. Each run is also traced (devtools.timeline and toplevel): the
 * longest task of the page's main thread by the wall clock and the longest
 * by the thread's own CPU time (tdur), which a loaded machine does not
 * stretch when it runs other processes in the middle of a task (with the
 * other tasks of the page in that time: the module's loads are done
 * before, untraced). Prints a
 * table with the load average; asserts nothing (timings on a shared
 * machine are noisy). The controller's runs are part of `npm run bench`
 * too (its Chromium suite, bench-page.js).
 *
 *   node bench/order-lab-tasks.mjs
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/serve.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { RUN_SETTINGS } from './order-lab-frames.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The element's settings timed: its default, and the heaviest it accepts. */
const ELEMENT_SETTINGS = {
  default: {},
  'd64-l2-filler-causal-cls-end': { 'd-model': '64', layers: '2', task: 'filler', steps: '500', mask: 'causal',
    readout: 'cls-end' },
};

/** @param {number} x */
const ms = (x) => x.toFixed(1);

/**
 * Runs `work` under a Chromium trace; returns its result and the longest
 * task of the page's main thread, by wall clock and by thread CPU time
 * (each a maximum of its own: the two may be different tasks), in ms.
 * @template T
 * @param {import('playwright-core').Browser} browser @param {import('playwright-core').Page} page
 * @param {() => Promise<T>} work
 */
async function traced(browser, page, work) {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
  const result = await work();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  /** @type {any[]} */
  const events = trace.traceEvents ?? trace;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`));
  // The main thread's tasks (RunTask, ThreadControllerImpl::RunTask, a received message): the top level events.
  const tasks = events.filter((e) => e.ph === 'X' && String(e.cat).split(',').includes('toplevel') &&
    main.has(`${e.pid}:${e.tid}`));
  const longest = { wall: Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000)),
    cpu: Math.max(0, ...tasks.map((e) => (e.tdur ?? 0) / 1000)) };
  return { result, longest };
}

const before = loadavg();
const { server, url } = await startServer({ root });
const browser = await launchChromium();
/** @type {string[]} */
const rows = [];
try {
  /** @type {string[]} */
  const errors = [];
  /**
   * The bench page, its modules and the element's code loaded before any run
   * is timed. On `base` its SIMD probe fails (WebAssembly.validate says no to
   * the probe's few bytes), so the page's elements load the base flavour, as
   * on a browser without SIMD.
   * @param {'simd' | 'base'} flavor
   */
  const benchPage = async (flavor) => {
    const opened = await browser.newPage();
    opened.on('pageerror', (e) => errors.push(e.message));
    if (flavor === 'base') {
      await opened.addInitScript(() => {
        const validate = WebAssembly.validate;
        WebAssembly.validate = (bytes) => (bytes.byteLength < 64 ? false : validate(bytes));
      });
    }
    await opened.goto(`${url}bench/bench.html`);
    await opened.waitForFunction(() => 'posencBench' in window, null, { timeout: 30000 });
    await opened.evaluate(() => /** @type {any} */ (window).posencBench.orderLab.load());
    await opened.evaluate(() => /** @type {any} */ (window).posencBench.orderLab.elementFrames({ steps: '10' }));
    return opened;
  };
  const page = await benchPage('simd');
  for (const name of Object.keys(RUN_SETTINGS)) {
    for (const flavor of ['simd', 'base']) {
      for (const reduced of [false, true]) {
        const { result: c, longest } = await traced(browser, page, () => page.evaluate(([n, f, r]) =>
          /** @type {any} */ (window).posencBench.orderLab.runTask(n, f, r), /** @type {const} */ ([name, flavor, reduced])));
        rows.push(`| controller | ${name} | ${flavor} | ${c.motion} | ${c.tasks} | ${c.pauses} | ${ms(c.first)} | ` +
          `${ms(c.median)} | ${ms(c.value)} | ${ms(longest.wall)} | ${ms(longest.cpu)} | ` +
          `${longest.cpu <= 50 ? 'met' : 'missed'} |`);
      }
      const { result: s, longest } = await traced(browser, page, () => page.evaluate(([n, f]) =>
        /** @type {any} */ (window).posencBench.orderLab.seedsTask(n, f), /** @type {const} */ ([name, flavor])));
      rows.push(`| seeds | ${name} | ${flavor} | – | ${s.tasks} | – | ${ms(s.first)} | ${ms(s.median)} | ${ms(s.value)} | ` +
        `${ms(longest.wall)} | ${ms(longest.cpu)} | ${longest.cpu <= 50 ? 'met' : 'missed'} |`);
    }
  }
  for (const flavor of /** @type {const} */ (['simd', 'base'])) {
    const elementPage = flavor === 'simd' ? page : await benchPage(flavor);
    const used = await elementPage.evaluate(() => /** @type {any} */ (window).posencBench.orderLab.elementFlavor());
    if (used !== flavor) throw new Error(`the ${flavor} page's element runs on ${used}`);
    for (const reduced of [false, true]) {
      await elementPage.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
      for (const [name, attributes] of Object.entries(ELEMENT_SETTINGS)) {
        const { result: frames, longest } = await traced(browser, elementPage, () => elementPage.evaluate((a) =>
          /** @type {any} */ (window).posencBench.orderLab.elementFrames(a), attributes));
        rows.push(`| element | ${name} | ${flavor} | ${reduced ? 'reduced-motion' : 'animated'} | ${frames.count} | – | – | ` +
          `${ms(frames.median)} | ${ms(frames.max)} | ${ms(longest.wall)} | ${ms(longest.cpu)} | ` +
          `${longest.cpu <= 50 ? 'met' : 'missed'} |`);
      }
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
console.log('| what | setting | flavour | motion | tasks | pauses | first task ms | median ms | longest ms | ' +
  'traced longest task, wall ms | traced longest task, CPU ms | no task over 50 ms of CPU |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
