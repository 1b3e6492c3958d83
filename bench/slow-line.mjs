// @ts-check
/**
 * The lesson on a slow line: Chromium's network emulation through CDP
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, cache disabled), each
 * load in a fresh browser context with a 1280 x 800 viewport. Compares, in
 * one run, the baseline site (the built site of BASELINE_COMMIT, which
 * bench/baseline-site.mjs builds from that commit's own tree and wasm) with
 * the built site of this tree (scripts/build-site.mjs), both compressed
 * (brotli), and with --dev-tree the development tree as `npm start` serves it:
 *
 * - ms from navigation start to the first heatmap painted at /#heatmap, and
 *   to the first figure of section 1 painted at /;
 * - requests and bytes (transfer sizes, headers included) that started
 *   before that paint;
 * - then a walk from there to the end at 2,000 px/s (200 px every 100 ms,
 *   faster than anyone reads): the requests made on the way, the figures
 *   that were not ready (drawn) when they entered the viewport, and the
 *   long tasks (over 50 ms) on the main thread.
 *
 *   node bench/slow-line.mjs [--loads N] [--dev-tree] [--out FILE]
 *
 * Part of `npm run bench`; never a timed test. Prints a table and writes JSON
 * under bench-results/ (git-ignored).
 */
import { createServer, request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startServer } from '../scripts/serve.mjs';
import { buildSite } from '../scripts/build-site.mjs';
import { markFirstHeatmap } from './browser.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { median } from './harness.js';
import { BASELINE_COMMIT, baselineSite } from './baseline-site.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Slow 4G as the issue measured it: CDP takes bytes per second. */
export const SLOW_LINE = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/** The pages timed, what their first figure is, and the goals. */
const PAGES = [
  { id: 'heatmap', path: '#heatmap', selector: '#heatmap', goalMs: 900 },
  { id: 'section-1', path: '', selector: '#order *', goalMs: 900 },
];
const GOAL_REQUESTS = 5;
/** A laptop screen: the page opens with section 1's first figure near enough to draw. */
const VIEWPORT = { width: 1280, height: 800 };
const GOAL_BYTES = 60 * 1024;
/** The built site's paint must be at least this much faster than the baseline site's (median). */
const GOAL_SPEEDUP = 1.4;
/** The walk to the end: this many px every WALK_MS. */
const WALK_STEP_PX = 200;
const WALK_MS = 100;

/**
 * Installed before any page script: notes which figures have drawn
 * (posenc-ready), and from `window.walkStart` on, the figures that enter the
 * viewport before they drew and the long tasks.
 */
function watchFigures() {
  const ready = new WeakSet();
  const w = /** @type {any} */ (window);
  w.notReady = [];
  w.longTasks = [];
  addEventListener('posenc-ready', (e) => ready.add(/** @type {Element} */ (e.composedPath()[0])), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if ('walkStart' in w && e.startTime >= w.walkStart) w.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('DOMContentLoaded', () => {
    const seen = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (!e.isIntersecting || !('walkStart' in w)) continue;
        seen.unobserve(e.target);
        if (!ready.has(e.target)) w.notReady.push(e.target.id || e.target.localName);
      }
    });
    for (const figure of document.querySelectorAll('*')) {
      if (/^(posenc|lesson)-/.test(figure.localName)) seen.observe(figure);
    }
  });
}

/**
 * Scrolls from where the page is to its end, WALK_STEP_PX every WALK_MS.
 * @param {import('playwright-core').Page} page
 */
async function walkToEnd(page) {
  await page.evaluate(async ({ step, ms }) => {
    const w = /** @type {any} */ (window);
    // Figures already on screen are the first paint's: the walk counts those it reaches.
    w.walkStart = performance.now() + ms;
    await new Promise((done) => setTimeout(done, ms));
    while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
      scrollBy(0, step);
      await new Promise((done) => setTimeout(done, ms));
    }
    await new Promise((done) => setTimeout(done, 1000));
  }, { step: WALK_STEP_PX, ms: WALK_MS });
}

// What a static host compresses: text, and wasm (which compresses about 2:1).
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|wasm)|image\/svg)/;

/**
 * A compressing front for the project's static server (scripts/serve.mjs):
 * asks it for the identity body and sends it brotli- or gzip-encoded, as the
 * client accepts, like a static host does. Bodies are compressed once.
 * @param {string} folder
 */
async function startCompressed(folder) {
  const inner = await startServer({ root: folder });
  /** @type {Map<string, Buffer>} */
  const cache = new Map();
  const server = createServer((req, res) => {
    const upstream = httpRequest(new URL(req.url ?? '/', inner.url), { method: req.method }, (up) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      up.on('data', (c) => chunks.push(c));
      up.on('end', () => {
        const body = Buffer.concat(chunks);
        const type = String(up.headers['content-type'] ?? '');
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const encoding = !COMPRESSIBLE.test(type) ? null : accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
        const headers = { ...up.headers };
        delete headers['content-length'];
        if (!encoding) return res.writeHead(up.statusCode ?? 500, headers).end(body);
        const key = `${encoding} ${req.url}`;
        if (!cache.has(key)) cache.set(key, encoding === 'br' ? brotliCompressSync(body) : gzipSync(body, { level: 9 }));
        res.writeHead(up.statusCode ?? 500, { ...headers, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' })
          .end(cache.get(key));
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    upstream.end();
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, close: () => { server.close(); inner.server.close(); } };
}

/**
 * One load on the slow line in a fresh context: paint time of the first
 * matching figure, what was requested before it, and what after it while
 * the whole page is scrolled through.
 * @param {import('playwright-core').Browser} browser @param {string} address @param {string} selector
 */
async function loadOnce(browser, address, selector) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINE);
    await page.addInitScript(markFirstHeatmap, selector);
    await page.addInitScript(watchFigures);
    // The paint is awaited below: no need to wait for the load event too.
    await page.goto(address, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'heatmapPainted' in window, null, { timeout: 60000 });
    const painted = await page.evaluate(() => /** @type {any} */ (window).heatmapPainted);
    await walkToEnd(page);
    const walk = await page.evaluate(() => ({ notReady: /** @type {any} */ (window).notReady, longTasks: /** @type {any} */ (window).longTasks }));
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(() => [...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource')].map((e) => ({
      name: e.name, startTime: e.startTime, transferSize: /** @type {PerformanceResourceTiming} */ (e).transferSize,
    })));
    const before = entries.filter((e) => e.startTime <= painted);
    const after = entries.filter((e) => e.startTime > painted);
    return {
      paintedMs: painted,
      requests: before.length,
      bytes: before.reduce((sum, e) => sum + e.transferSize, 0),
      later: after.map((e) => e.name.replace(/^https?:\/\/[^/]+/, '')),
      notReady: walk.notReady,
      longTasks: walk.longTasks,
    };
  } finally {
    await context.close();
  }
}

/**
 * Median of each figure over `loads` loads of each page of each variant,
 * loads interleaved across variants so that machine noise hits all alike.
 * @param {import('playwright-core').Browser} browser
 * @param {{ id: string, url: string }[]} variants @param {number} loads
 */
async function measure(browser, variants, loads) {
  /** @type {Record<string, Record<string, (Awaited<ReturnType<typeof loadOnce>> | null)[]>>} */
  const runs = {};
  for (let i = 0; i < loads; i++) {
    for (const page of PAGES) {
      for (const v of variants) {
        const list = ((runs[v.id] ??= {})[page.id] ??= []);
        // A load that never paints (a stalled machine) is counted, not fatal.
        list.push(await loadOnce(browser, `${v.url}${page.path}`, page.selector).catch((error) => {
          console.error(`${v.id} ${page.id}: ${String(error?.message ?? error).split('\n')[0]}`);
          return null;
        }));
      }
    }
  }
  return variants.map((v) => ({
    variant: v.id,
    pages: PAGES.map((page) => {
      const all = runs[v.id][page.id];
      const list = /** @type {Awaited<ReturnType<typeof loadOnce>>[]} */ (all.filter(Boolean));
      if (list.length === 0) throw new Error(`${v.id}, ${page.id}: no load painted its first figure`);
      return {
        page: page.id,
        failedLoads: all.length - list.length,
        goalMs: page.goalMs,
        paintedMs: median(list.map((r) => r.paintedMs)),
        minMs: Math.min(...list.map((r) => r.paintedMs)),
        maxMs: Math.max(...list.map((r) => r.paintedMs)),
        requests: median(list.map((r) => r.requests)),
        bytes: median(list.map((r) => r.bytes)),
        later: list[0].later,
        notReady: Math.max(...list.map((r) => r.notReady.length)),
        notReadyIds: [...new Set(list.flatMap((r) => r.notReady))],
        longTasks: Math.max(...list.map((r) => r.longTasks.length)),
        longestTaskMs: Math.max(0, ...list.flatMap((r) => r.longTasks)),
      };
    }),
  }));
}

/**
 * The table: one column per variant, the goal, and the baseline site's
 * figure over the built site's (the first and last variants).
 * @param {Awaited<ReturnType<typeof measure>>} results
 */
export function slowLineTable(results) {
  const kb = (/** @type {number} */ b) => `${(b / 1024).toFixed(1)} KB`;
  const first = results[0], last = results[results.length - 1];
  const rows = [['', ...results.map((r) => r.variant), 'goal', `${first.variant} / ${last.variant}`]];
  PAGES.forEach((page, p) => {
    const cell = (/** @type {typeof first} */ r) => r.pages[p];
    rows.push([`${page.id}: first figure painted, ms (median; min-max)`,
      ...results.map((r) => `${Math.round(cell(r).paintedMs)} (${Math.round(cell(r).minMs)}-${Math.round(cell(r).maxMs)})`),
      `<= ${page.goalMs}, >= ${GOAL_SPEEDUP}x`, `${(cell(first).paintedMs / cell(last).paintedMs).toFixed(2)}x`]);
    rows.push([`${page.id}: requests before it`, ...results.map((r) => String(cell(r).requests)), `<= ${GOAL_REQUESTS}`,
      `${(cell(first).requests / cell(last).requests).toFixed(1)}x`]);
    rows.push([`${page.id}: transferred before it`, ...results.map((r) => kb(cell(r).bytes)), `<= ${kb(GOAL_BYTES)}`,
      `${(cell(first).bytes / cell(last).bytes).toFixed(1)}x`]);
    rows.push([`${page.id}: requests on the walk to the end`, ...results.map((r) => String(cell(r).later.length)), '', '']);
    rows.push([`${page.id}: figures not ready as they came into view (most in a load)`,
      ...results.map((r) => String(cell(r).notReady)), '0', '']);
    rows.push([`${page.id}: long tasks on the walk (most in a load; longest, ms)`,
      ...results.map((r) => `${cell(r).longTasks} (${Math.round(cell(r).longestTaskMs)})`), '0', '']);
    rows.push([`${page.id}: loads that never painted`, ...results.map((r) => String(cell(r).failedLoads)), '', '']);
  });
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')).join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values: args } = parseArgs({ options: { loads: { type: 'string', default: '5' }, out: { type: 'string' },
    'dev-tree': { type: 'boolean', default: false } } });
  const loads = Number(args.loads);
  if (!Number.isInteger(loads) || loads < 1) throw new RangeError(`slow-line: --loads must be a positive integer; got ${args.loads}`);
  const baselineDir = baselineSite();
  const { out: siteDir } = await buildSite({ out: join(mkdtempSync(join(tmpdir(), 'posenc-slow-')), 'site') });
  const servers = [
    ...(args['dev-tree'] ? [{ id: 'dev tree (npm start)', server: await startCompressed(join(root, 'web')) }] : []),
    { id: `baseline site (${BASELINE_COMMIT})`, server: await startCompressed(baselineDir) },
    { id: 'built site', server: await startCompressed(siteDir) },
  ];
  const browser = await launchChromium();
  try {
    const results = await measure(browser, servers.map((s) => ({ id: s.id, url: s.server.url })), loads);
    console.log(`Slow line: ${SLOW_LINE.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, cache disabled, compressed; ` +
      `${loads} loads each, Chromium ${browser.version()}\n`);
    console.log(slowLineTable(results));
    const report = { date: new Date().toISOString(), line: SLOW_LINE, loads, chromium: browser.version(), results };
    const file = args.out ?? join(root, 'bench-results', `slow-line-${report.date.replace(/[:.]/g, '-')}.json`);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nJSON: ${file}`);
    for (const r of results.at(-1)?.pages ?? []) {
      if (r.notReadyIds.length > 0) console.log(`built site, ${r.page}: not ready as they came into view: ${r.notReadyIds.join(' ')}`);
    }
  } finally {
    await browser.close();
    for (const s of servers) s.server.close();
  }
}
