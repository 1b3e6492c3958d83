// @ts-check
/**
 * The lesson on a slow line: Chromium's network emulation through CDP
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, cache disabled), each
 * load in a fresh browser context with a 1280 x 800 viewport. Compares the development tree (web/, as
 * `npm start` serves it, and the same tree compressed) with the built site
 * (scripts/build-site.mjs, compressed), side by side:
 *
 * - ms from navigation start to the first heatmap painted at /#heatmap, and
 *   to the first figure of section 1 painted at /;
 * - requests and bytes (transfer sizes, headers included) that started
 *   before that paint;
 * - requests made after it while every later figure is scrolled into view.
 *
 *   node bench/slow-line.mjs [--loads N] [--out FILE]
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
import { scrollThrough } from '../tests/browser/lesson-helpers.js';
import { median } from './harness.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Slow 4G as the issue measured it: CDP takes bytes per second. */
export const SLOW_LINE = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/** The pages timed, what their first figure is, and the goals. */
const PAGES = [
  { id: 'heatmap', path: '#heatmap', selector: '#heatmap', goalMs: 1200 },
  { id: 'section-1', path: '', selector: '#order *', goalMs: 1300 },
];
const GOAL_REQUESTS = 10;
/** A laptop screen: the page opens with section 1's first figure near enough to draw. */
const VIEWPORT = { width: 1280, height: 800 };
const GOAL_BYTES = 100 * 1024;

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
    // The paint is awaited below: no need to wait for the load event too.
    await page.goto(address, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'heatmapPainted' in window, null, { timeout: 60000 });
    const painted = await page.evaluate(() => /** @type {any} */ (window).heatmapPainted);
    await scrollThrough(page);
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
      };
    }),
  }));
}

/** @param {Awaited<ReturnType<typeof measure>>} results */
function printTable(results) {
  const kb = (/** @type {number} */ b) => `${(b / 1024).toFixed(1)} KB`;
  const rows = [['', ...results.map((r) => r.variant), 'goal', 'dev tree / built site']];
  const first = results[0], last = results[results.length - 1];
  PAGES.forEach((page, p) => {
    const cell = (/** @type {typeof first} */ r) => r.pages[p];
    rows.push([`${page.id}: first figure painted, ms (median; min-max)`,
      ...results.map((r) => `${Math.round(cell(r).paintedMs)} (${Math.round(cell(r).minMs)}-${Math.round(cell(r).maxMs)})`),
      `<= ${page.goalMs}`, `${(cell(first).paintedMs / cell(last).paintedMs).toFixed(2)}x`]);
    rows.push([`${page.id}: requests before it`, ...results.map((r) => String(cell(r).requests)), `<= ${GOAL_REQUESTS}`,
      `${(cell(first).requests / cell(last).requests).toFixed(1)}x`]);
    rows.push([`${page.id}: transferred before it`, ...results.map((r) => kb(cell(r).bytes)), `<= ${kb(GOAL_BYTES)}`,
      `${(cell(first).bytes / cell(last).bytes).toFixed(1)}x`]);
    rows.push([`${page.id}: requests while scrolling to the end`, ...results.map((r) => String(cell(r).later.length)), '', '']);
    rows.push([`${page.id}: loads that never painted`, ...results.map((r) => String(cell(r).failedLoads)), '', '']);
  });
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values: args } = parseArgs({ options: { loads: { type: 'string', default: '5' }, out: { type: 'string' } } });
  const loads = Number(args.loads);
  if (!Number.isInteger(loads) || loads < 1) throw new RangeError(`slow-line: --loads must be a positive integer; got ${args.loads}`);
  const { out: siteDir } = await buildSite({ out: join(mkdtempSync(join(tmpdir(), 'posenc-slow-')), 'site') });
  const dev = await startServer({ root: join(root, 'web') });
  const devCompressed = await startCompressed(join(root, 'web'));
  const site = await startCompressed(siteDir);
  const browser = await launchChromium();
  try {
    const results = await measure(browser, [
      { id: 'dev tree (npm start)', url: dev.url },
      { id: 'dev tree, compressed', url: devCompressed.url },
      { id: 'built site, compressed', url: site.url },
    ], loads);
    console.log(`Slow line: ${SLOW_LINE.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, cache disabled; ` +
      `${loads} loads each, Chromium ${browser.version()}\n`);
    printTable(results);
    const report = { date: new Date().toISOString(), line: SLOW_LINE, loads, chromium: browser.version(), results };
    const file = args.out ?? join(root, 'bench-results', `slow-line-${report.date.replace(/[:.]/g, '-')}.json`);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nJSON: ${file}`);
    for (const r of results.at(-1)?.pages ?? []) {
      if (r.later.length > 0) console.log(`built site, ${r.page}: later requests ${r.later.join(' ')}`);
    }
  } finally {
    await browser.close();
    dev.server.close();
    devCompressed.close();
    site.close();
  }
}
