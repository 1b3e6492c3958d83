// @ts-check
/**
 * The lesson's first heatmap, served locally without network emulation, in
 * one run against two references:
 *
 * - the baseline site: the built site of BASELINE_COMMIT (bench/baseline-site.mjs
 *   builds it from that commit, once);
 * - a trivial page: one canvas, drawn by one small module script (the floor
 *   of any page that paints a canvas from a script, on this machine now).
 *
 * Each load is a fresh browser context (empty cache), loads interleaved over
 * the variants. Timed: ms from navigation start to the first heatmap painted
 * (bench/browser.mjs markFirstHeatmap). Traced (devtools.timeline, a
 * separate set of loads, as tracing slows the page): the main thread's work
 * before that paint, the sum of its top-level tasks, and of that the
 * script, style and layout time.
 *
 *   node bench/first-paint.mjs [--loads N] [--out FILE]
 *
 * Part of `npm run bench` (bench/browser.mjs); never a timed test.
 * @module
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '../scripts/serve.mjs';
import { buildSite } from '../scripts/build-site.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { markFirstHeatmap } from './browser.mjs';
import { BASELINE_COMMIT, baselineSite } from './baseline-site.mjs';
import { spread } from './harness.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The goals of the lesson's first paint, served locally. */
export const LOCAL_GOALS = { speedup: 2, overTrivialMs: 300, mainThreadMs: 250 };

/** A page with one canvas that a module script fills: the floor of a page that paints a canvas. */
const TRIVIAL_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>one canvas</title>
<script type="module" src="trivial.js"></script></head>
<body><canvas id="heatmap" width="512" height="256"></canvas></body></html>
`;
const TRIVIAL_SCRIPT = `const canvas = document.getElementById('heatmap');
const image = new ImageData(canvas.width, canvas.height);
for (let i = 0; i < image.data.length; i += 4) image.data.set([i % 255, 64, 128, 255], i);
canvas.getContext('2d').putImageData(image, 0, 0);
`;

/** The trivial page in a fresh folder. */
function trivialFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'posenc-trivial-'));
  writeFileSync(join(dir, 'index.html'), TRIVIAL_PAGE);
  writeFileSync(join(dir, 'trivial.js'), TRIVIAL_SCRIPT);
  return dir;
}

/**
 * One load in a fresh context: ms to the first heatmap painted, and with
 * `trace`, the main thread's work before it.
 * @param {import('playwright-core').Browser} browser @param {string} address @param {boolean} trace
 */
async function loadOnce(browser, address, trace) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(markFirstHeatmap, '#heatmap');
    if (trace) {
      await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'blink.user_timing', 'v8.execute',
        'disabled-by-default-devtools.timeline'] });
    }
    await page.goto(address, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'heatmapPainted' in window, null, { timeout: 30000 });
    const paintedMs = await page.evaluate(() => /** @type {any} */ (window).heatmapPainted);
    if (!trace) return { paintedMs, work: null };
    const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
    return { paintedMs, work: mainThreadWork(events, paintedMs) };
  } finally {
    await context.close();
  }
}

/**
 * The renderer main thread's work from navigation start to `paintedMs` after
 * it: the sum of its top-level tasks (RunTask), and the script, style and
 * layout events among them (not nested in each other: the outermost counts).
 * @param {any[]} events @param {number} paintedMs
 */
export function mainThreadWork(events, paintedMs) {
  const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame
    && /^http/.test(e.args.data.documentLoaderURL ?? '')).at(-1);
  if (!nav) throw new Error('first-paint: the trace has no navigationStart of the page');
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  const tid = main?.tid ?? nav.tid;
  const start = nav.ts, end = nav.ts + paintedMs * 1000;
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === tid && e.ph === 'X' && e.ts >= start && e.ts < end);
  const kinds = {
    script: new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'EventDispatch', 'TimerFire',
      'FireAnimationFrame', 'FireIdleCallback', 'v8.compileModule', 'v8.compile', 'RunMicrotasks', 'V8.Execute']),
    style: new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']),
    layout: new Set(['Layout']),
  };
  /** Sum of the events of a set, an event inside another of the same set counted once. @param {Set<string>} names */
  const outermost = (names) => {
    let sum = 0, until = 0;
    for (const e of onMain.filter((x) => names.has(x.name)).sort((a, b) => a.ts - b.ts)) {
      const from = Math.max(e.ts, until), to = Math.min(e.ts + (e.dur ?? 0), end);
      if (to > from) sum += to - from;
      until = Math.max(until, e.ts + (e.dur ?? 0));
    }
    return sum / 1000;
  };
  return {
    totalMs: outermost(new Set(['RunTask', 'ThreadControllerImpl::RunTask'])),
    scriptMs: outermost(kinds.script), styleMs: outermost(kinds.style), layoutMs: outermost(kinds.layout),
    stylePasses: onMain.filter((e) => kinds.style.has(e.name)).length,
    layoutPasses: onMain.filter((e) => e.name === 'Layout').length,
  };
}

/**
 * Times and traces the variants, loads interleaved.
 * @param {import('playwright-core').Browser} browser
 * @param {{ loads: number, traces: number, site?: string }} options  site: the built site to measure (built now when missing)
 */
export async function measureFirstPaint(browser, { loads, traces, site }) {
  const current = site ?? (await buildSite({ out: join(mkdtempSync(join(tmpdir(), 'posenc-first-')), 'site') })).out;
  const folders = [
    { id: `baseline site (${BASELINE_COMMIT})`, root: baselineSite(), path: '#heatmap' },
    { id: 'built site', root: current, path: '#heatmap' },
    { id: 'one-canvas page', root: trivialFolder(), path: '' },
  ];
  const servers = await Promise.all(folders.map((f) => startServer({ root: f.root })));
  /** @type {Record<string, { painted: number[], work: any[] }>} */
  const runs = Object.fromEntries(folders.map((f) => [f.id, { painted: [], work: [] }]));
  try {
    for (let i = 0; i < loads + traces; i++) {
      const trace = i >= loads;
      for (const [v, f] of folders.entries()) {
        const result = await loadOnce(browser, `${servers[v].url}${f.path}`, trace);
        if (trace) runs[f.id].work.push(result.work);
        else runs[f.id].painted.push(result.paintedMs);
      }
    }
  } finally {
    for (const s of servers) s.server.close();
  }
  return folders.map((f) => {
    const r = runs[f.id];
    const work = (/** @type {string} */ key) => (r.work.length ? spread(r.work.map((w) => w[key])) : null);
    return { variant: f.id, painted: spread(r.painted), mainThread: work('totalMs'), script: work('scriptMs'),
      style: work('styleMs'), layout: work('layoutMs'), stylePasses: work('stylePasses'), layoutPasses: work('layoutPasses') };
  });
}

/** The table of measureFirstPaint's results, with the goals. @param {Awaited<ReturnType<typeof measureFirstPaint>>} results */
export function firstPaintTable(results) {
  const [baseline, site, trivial] = results;
  const fmt = (/** @type {{ median: number, min: number, max: number } | null} */ s) =>
    (s ? `${Math.round(s.median)} (${Math.round(s.min)}-${Math.round(s.max)})` : '');
  const rows = [['', ...results.map((r) => r.variant), 'goal']];
  rows.push(['first heatmap painted, ms (median; min-max)', ...results.map((r) => fmt(r.painted)), '']);
  rows.push(['baseline / built site', '', `${(baseline.painted.median / site.painted.median).toFixed(2)}x`, '',
    `>= ${LOCAL_GOALS.speedup}x`]);
  rows.push(['built site - one-canvas page, ms', '', `${Math.round(site.painted.median - trivial.painted.median)}`, '',
    `<= ${LOCAL_GOALS.overTrivialMs}`]);
  rows.push(['main-thread tasks before the paint, ms (trace)', ...results.map((r) => fmt(r.mainThread)), `<= ${LOCAL_GOALS.mainThreadMs}`]);
  rows.push(['  of which script, ms', ...results.map((r) => fmt(r.script)), '']);
  rows.push(['  of which style, ms (passes)', ...results.map((r) => `${fmt(r.style)} (${r.stylePasses?.median ?? ''})`), '']);
  rows.push(['  of which layout, ms (passes)', ...results.map((r) => `${fmt(r.layout)} (${r.layoutPasses?.median ?? ''})`), '']);
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((row) => row.map((cell, c) => (c === 0 ? (cell ?? '').padEnd(widths[c]) : (cell ?? '').padStart(widths[c]))).join('  ')).join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values: args } = parseArgs({ options: { loads: { type: 'string', default: '7' }, traces: { type: 'string', default: '3' },
    out: { type: 'string' } } });
  const loads = Number(args.loads), traces = Number(args.traces);
  if (!Number.isInteger(loads) || loads < 1) throw new RangeError(`first-paint: --loads must be a positive integer; got ${args.loads}`);
  if (!Number.isInteger(traces) || traces < 0) throw new RangeError(`first-paint: --traces must be an integer >= 0; got ${args.traces}`);
  const browser = await launchChromium();
  try {
    const results = await measureFirstPaint(browser, { loads, traces });
    console.log(`Served locally, no network emulation; ${loads} timed and ${traces} traced loads each, Chromium ${browser.version()}\n`);
    console.log(firstPaintTable(results));
    const report = { date: new Date().toISOString(), loads, traces, chromium: browser.version(), results };
    const file = args.out ?? join(root, 'bench-results', `first-paint-${report.date.replace(/[:.]/g, '-')}.json`);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nJSON: ${file}`);
  } finally {
    await browser.close();
  }
}
