// @ts-check
/**
 * Every control of the lesson, used as a learner uses it, on the built site
 * in headless Chromium (1280 x 800): 20 keyboard steps at 30 ms per control
 * (a slider stepped right then left, a select or a radio group stepped down
 * and up, a checkbox toggled, the wave-pairs field typed into and erased, a
 * figure's canvas cursor moved by the arrow keys), 20-step mouse drags of the
 * sliders (ten moves one way, ten back) and the mouse moved across the
 * canvases with a pointer cursor, at the default settings and at the
 * largest (LARGEST below). Each interaction is timed by Event Timing (the
 * duration of its keydown, or of the input event a drag's move fires: from
 * the input to the next paint), which reports only durations of 16 ms or
 * more; below that (and for a pointer move, which Event Timing does not
 * time), by the time from the input to the first task after the next
 * animation frame (the frame's renders and paint done).
 *
 * The theme select's style passes are counted from a Chromium trace
 * (devtools.timeline): the UpdateLayoutTree events of each theme change and
 * the elements each restyled.
 *
 * The floor of a control is the same page with every figure that is not in
 * view beside it hidden (display: none): what the control drives on screen
 * and nothing else. Each control is used once untimed, then runs on the
 * full page, at its floor twice and on the full page again, in the same
 * page, one after the other (a load that drifts weighs on both alike), and
 * the table gives the median and the worst interaction of each (over both
 * of its runs) and their ratios, with the load average (the machine is
 * shared: ratios measured in one run, never absolute goals).
 *
 *   node bench/interactions.mjs [--steps N] [--only ID,ID] [--theme-changes N] [--site DIR | --dev-tree] [--out FILE]
 *
 * --site measures a site already built (scripts/build-site.mjs) instead of
 * building this tree's; --dev-tree the development tree as `npm start`
 * serves it.
 *
 * Part of `npm run bench`; never a timed test. Prints a table and writes JSON
 * under bench-results/ (git-ignored).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '../scripts/serve.mjs';
import { buildSite } from '../scripts/build-site.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { median } from './harness.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The largest settings the lesson's controls offer. */
export const LARGEST = '?d=1024&n=1024&base=1000000&p=1000&k=64';

/** The theme select's steps, from auto: light, dark, light, auto. */
const THEME_KEYS = ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp'];

/**
 * The controls: a selector (also for a control inside a
 * figure's shadow root: Playwright's CSS pierces it) and how it is used:
 * the keys of its steps, repeated, or the mouse (`drag`: a slider's thumb
 * dragged; `hover`: moved across a canvas with a pointer cursor).
 * @typedef {{ id: string, label: string, selector: string, keys: string[], mouse?: 'drag' | 'hover' }} Control
 * @type {Control[]}
 */
export const CONTROLS = [
  { id: 'theme', label: 'theme (select)', selector: '#theme', keys: THEME_KEYS },
  { id: 'pe-switch', label: 'add positional encoding, §1 (checkbox)', selector: '#pe-switch', keys: ['Space'] },
  { id: 'pe-switch-repeat', label: 'add positional encoding, §1 repeated words (checkbox)', selector: '#pe-switch-repeat', keys: ['Space'] },
  { id: 'd-model', label: 'd_model, §3 (slider)', selector: '#d-model', keys: slider() },
  { id: 'positions', label: 'positions, §3 (slider)', selector: '#positions', keys: slider() },
  { id: 'base', label: 'base, §3 (select)', selector: '#base', keys: ['ArrowUp', 'ArrowDown'] },
  { id: 'layout', label: 'layout, §3 (radio)', selector: 'input[name="layout"]:checked', keys: ['ArrowDown', 'ArrowUp'] },
  { id: 'wave-pairs', label: 'wave pairs, §3 (text)', selector: '#wave-pairs', keys: [' ', '1', 'Backspace', 'Backspace'] },
  { id: 'position', label: 'p, §3 (slider)', selector: '#position', keys: slider() },
  { id: 'rot-p', label: 'p, §4 (slider)', selector: '#rot-p', keys: slider() },
  { id: 'rot-k', label: 'k, §4 (slider)', selector: '#rot-k', keys: slider() },
  { id: 'add-words', label: 'words added or not, §5 (radio)', selector: '#offset-head input[name="words"]:checked',
    keys: ['ArrowDown', 'ArrowUp'] },
  { id: 'precision-format', label: 'format, §9 (select)', selector: '#precision-format', keys: ['ArrowDown', 'ArrowUp'] },
  { id: 'precision-offset', label: 'offset, §9 (slider)', selector: '#precision-offset', keys: slider() },
  { id: 'bug-kind', label: 'bug, §7 (select)', selector: '#bug-kind', keys: ['ArrowDown', 'ArrowUp'] },
  { id: 'heatmap-cursor', label: 'heatmap cursor, §3 (canvas, keys)', selector: '#heatmap canvas', keys: cursor() },
  { id: 'similarity-cursor', label: 'similarity cursor, §6 (canvas, keys)', selector: '#similarity canvas', keys: cursor() },
  ...['d-model', 'positions', 'position', 'rot-p', 'rot-k', 'precision-offset'].map((id) => ({ id: `${id}-drag`,
    label: `${id}, dragged (slider, mouse)`, selector: `#${id}`, keys: [], mouse: /** @type {const} */ ('drag') })),
  { id: 'heatmap-pointer', label: 'heatmap cursor, §3 (canvas, mouse)', selector: '#heatmap canvas', keys: [], mouse: 'hover' },
  { id: 'similarity-pointer', label: 'similarity cursor, §6 (canvas, mouse)', selector: '#similarity canvas', keys: [],
    mouse: 'hover' },
];

/** A canvas cursor's steps: five right, five down, five left, five up. */
function cursor() {
  return ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'].flatMap((key) => Array(5).fill(key));
}

/** A slider's steps: ten to one side, ten back (run() turns them round in the upper half of its range). */
function slider() {
  return [...Array(10).fill('ArrowRight'), ...Array(10).fill('ArrowLeft')];
}

/** Milliseconds between key presses (a held key repeats at about 30 ms). */
const STEP_MS = 30;

/**
 * Runs in the page once: records, for each trusted keydown and mouse
 * pointermove, the time to the first task after the next frame and the
 * work after the input (below), and every Event Timing entry of 16 ms or
 * more of a keydown or an input event, in `window.__interactions`.
 *
 * The work after the input is the main thread's time from the first
 * listener of the input (this one, capturing on the window) to the first
 * task after the next frame, less the idle gap between the end of the
 * input's task and the frame's start (the rAF timestamp): the handlers, the
 * frame's callbacks, style, layout and paint, without the wait for the
 * display's next frame that Event Timing's duration includes. The end of
 * the input's task is taken as the first task after it, so the gap is if
 * anything short and the work long. A pointer move is dispatched inside
 * the frame (Chromium aligns it to frames): no gap.
 */
function instrument() {
  const w = /** @type {any} */ (window);
  w.__interactions = { keys: [], entries: [] };
  /** @param {Event} event */
  const record = (event) => {
    if (!event.isTrusted) return;
    const handled = performance.now();
    const entry = { start: event.timeStamp, toFrame: NaN, work: NaN };
    w.__interactions.keys.push(entry);
    let inputEnd = Infinity;
    const afterInput = new MessageChannel();
    afterInput.port1.onmessage = () => { inputEnd = performance.now(); };
    afterInput.port2.postMessage(0);
    requestAnimationFrame((frameStart) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const end = performance.now();
        entry.toFrame = end - entry.start;
        entry.work = end - handled - Math.max(0, frameStart - inputEnd);
      };
      channel.port2.postMessage(0);
    });
  };
  addEventListener('keydown', record, { capture: true });
  addEventListener('pointermove', (event) => { if (event.pointerType === 'mouse') record(event); }, { capture: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'keydown' || e.name === 'input') w.__interactions.entries.push({ start: e.startTime, duration: e.duration });
    }
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
}

/**
 * Runs in the page: hides every figure that is not in view (the floor), or
 * shows them all again; returns how many stay shown.
 * @param {boolean} floor
 */
function hideFiguresOutOfView(floor) {
  const figures = [...document.querySelectorAll('main *')].filter((e) => e.localName.includes('-') && e.shadowRoot);
  if (!floor) {
    for (const f of figures) /** @type {HTMLElement} */ (f).style.removeProperty('display');
    return figures.length;
  }
  const out = figures.filter((f) => {
    const box = f.getBoundingClientRect();
    return box.bottom <= 0 || box.top >= innerHeight;
  });
  for (const f of out) /** @type {HTMLElement} */ (f).style.setProperty('display', 'none', 'important');
  return figures.length - out.length;
}

/** @param {import('playwright-core').Page} page @param {string} selector */
async function focusControl(page, selector) {
  // The lesson brings the focused control back into view after a scroll by script: let go of it first.
  await page.evaluate(() => /** @type {HTMLElement | null} */ (document.activeElement)?.blur());
  // A control inside a figure ('#host inner'): the figure builds its parts once it comes near the viewport.
  const host = selector.split(' ')[0];
  // Instant: the lesson scrolls smoothly once the learner has interacted (its CSS scroll-behavior).
  if (host !== selector) await page.locator(host).first().evaluate((e) => e.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const control = page.locator(selector).first();
  await control.evaluate((e) => e.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await control.focus();
  // The figures brought into view draw, and the page settles.
  await page.waitForTimeout(800);
}

/**
 * Uses the control `steps` times, STEP_MS apart (its keys pressed, or the
 * mouse moved), and returns each interaction's latency in ms.
 * @param {import('playwright-core').Page} page @param {Control} control @param {number} steps
 */
async function run(page, control, steps) {
  await forget(page);
  if (control.mouse) await moveMouse(page, control, steps);
  else {
    // A slider in the upper half of its range (d_model 1024 at the largest settings) steps left first: a
    // step past its end changes nothing and would be timed as a step.
    const upper = await page.locator(control.selector).first().evaluate((e) => {
      const input = /** @type {HTMLInputElement} */ (e);
      return input.type === 'range' && Number(input.value) > (Number(input.min) + Number(input.max)) / 2;
    });
    const flip = /** @type {Record<string, string>} */ ({ ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' });
    const keys = upper ? control.keys.map((key) => flip[key] ?? key) : control.keys;
    for (let i = 0; i < steps; i++) {
      await page.keyboard.press(keys[i % keys.length]);
      await page.waitForTimeout(STEP_MS);
    }
  }
  await page.waitForTimeout(600);
  const { keys, entries } = await page.evaluate(() => /** @type {any} */ (window).__interactions);
  // A row of no interactions would print as a dash and read as a result.
  if (keys.length < steps) throw new Error(`${control.id}: ${keys.length} of ${steps} inputs reached the page`);
  return keys.map((/** @type {{ start: number, toFrame: number, work: number }} */ k, /** @type {number} */ i) => {
    // A keydown's entry starts at its own time; the input event a move fires comes just after the move, before the next.
    const next = keys[i + 1]?.start ?? Infinity;
    const timed = entries.filter((/** @type {{ start: number }} */ e) => Math.abs(e.start - k.start) < 0.5 ||
      (control.mouse && e.start >= k.start && e.start < next));
    return { latency: Math.max(k.toFrame, ...timed.map((/** @type {{ duration: number }} */ e) => e.duration)), work: k.work };
  });
}

/** Forgets the interactions recorded so far. @param {import('playwright-core').Page} page */
async function forget(page) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__interactions.keys = [];
    w.__interactions.entries = [];
  });
}

/**
 * A mouse drag of a slider's thumb (`steps` moves, half one way and half
 * back, each a fortieth of the track) or `steps` moves across a canvas
 * (from a quarter to three quarters of it, and back), STEP_MS apart.
 * @param {import('playwright-core').Page} page @param {Control} control @param {number} steps
 */
async function moveMouse(page, control, steps) {
  const target = page.locator(control.selector).first();
  const box = await settledBox(page, control);
  const y = box.y + box.height / 2;
  const half = Math.ceil(steps / 2);
  if (control.mouse === 'drag') {
    const at = await target.evaluate((e) => {
      const input = /** @type {HTMLInputElement} */ (e);
      return (Number(input.value) - Number(input.min)) / (Number(input.max) - Number(input.min));
    });
    // Towards the middle first, so that the thumb moves at either end of the range.
    const dx = (at > 0.5 ? -1 : 1) * (box.width / 40);
    let x = box.x + 8 + at * (box.width - 16);
    await page.mouse.move(x, y);
    await page.mouse.down();
    // The drag's moves are the interactions, not the move to the thumb.
    await page.waitForTimeout(STEP_MS);
    await forget(page);
    for (let i = 0; i < steps; i++) {
      x += i < half ? dx : -dx;
      await page.mouse.move(x, y);
      await page.waitForTimeout(STEP_MS);
    }
    await page.mouse.up();
    return;
  }
  for (let i = 0; i < steps; i++) {
    // Each move to a new place (a move to where the mouse is fires no event).
    const t = i < half ? 0.25 + (0.5 * i) / half : 0.75 - (0.5 * (i - half)) / half;
    await page.mouse.move(box.x + t * box.width, box.y + t * box.height);
    await page.waitForTimeout(STEP_MS);
  }
}

/**
 * The box of a control's target once it stays put over two animation frames,
 * and in the viewport. Figures brought into view by the scroll to it draw at
 * their new size (those drawn before and changed since, off screen), and the
 * text above the target moves: a box read before that is somewhere else by
 * the time the mouse moves, possibly out of the viewport, where a move fires
 * no event at all.
 * @param {import('playwright-core').Page} page @param {Control} control
 */
async function settledBox(page, control) {
  const target = page.locator(control.selector).first();
  let last = '';
  for (let i = 0; i < 50; i++) {
    const box = await target.evaluate((e) => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
      const { x, y, width, height } = e.getBoundingClientRect();
      resolve({ x, y, width, height, inView: y >= 0 && y + height <= innerHeight });
    }))));
    if (!box.inView) await target.evaluate((e) => e.scrollIntoView({ block: 'center', behavior: 'instant' }));
    else if (JSON.stringify(box) === last) return box;
    last = JSON.stringify(box);
  }
  throw new Error(`${control.id}: ${control.selector} did not settle in the viewport`);
}

/**
 * The style passes of theme changes, from a Chromium trace of the page
 * (devtools.timeline): for each of `changes` theme steps (the select
 * focused, THEME_KEYS pressed one at a time: auto, light, dark, light,
 * auto), the theme shown after it, and the UpdateLayoutTree events in the
 * second after the key with the elements each restyled.
 * @param {import('playwright-core').Browser} browser @param {import('playwright-core').Page} page @param {number} changes
 */
async function themeStylePasses(browser, page, changes) {
  await focusControl(page, '#theme');
  const passes = [];
  for (let i = 0; i < changes; i++) {
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    await page.keyboard.press(THEME_KEYS[i % THEME_KEYS.length]);
    await page.waitForTimeout(1000);
    const shown = await page.evaluate(() => document.documentElement.dataset.theme ?? '');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    /** @type {any[]} */
    const events = trace.traceEvents ?? trace;
    const styles = events.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X');
    passes.push({ theme: shown, passes: styles.map((e) => ({ ms: (e.dur ?? 0) / 1000,
      elements: e.args?.elementCount ?? e.args?.data?.elementCount ?? null })) });
  }
  return passes;
}

/** @param {{ latency: number, work: number }[]} xs */
const summary = (xs) => {
  const latency = xs.map((x) => x.latency);
  const work = xs.map((x) => x.work);
  return { median: median(latency), worst: Math.max(...latency), workMedian: median(work), workWorst: Math.max(...work),
    count: xs.length };
};

/**
 * Opens the lesson at `query`, every prediction skipped, and measures each control.
 * @param {import('playwright-core').Browser} browser @param {string} base @param {string} query
 * @param {Control[]} controls @param {number} steps @param {number} themeChanges  theme changes traced first
 */
async function measureSetting(browser, base, query, controls, steps, themeChanges) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(instrument);
  await page.goto(`${base}${query}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  await page.evaluate(() => {
    for (const button of document.querySelectorAll('.prediction button.skip-prediction')) /** @type {HTMLElement} */ (button).click();
  });
  await page.waitForSelector('html[data-figures-built]', { state: 'attached', timeout: 120000 });
  const theme = themeChanges ? await themeStylePasses(browser, page, themeChanges) : [];
  const rows = [];
  for (const control of controls) {
    await focusControl(page, control.selector);
    // Used once untimed first (its steps come back to where they started):
    // the full page runs before the floor, and the first draws of a figure's
    // new path (its code compiled as it runs) would count against the full
    // page alone.
    await run(page, control, steps);
    // The full page, the floor twice, the full page again: a load that rises
    // or falls through the four runs weighs on both alike.
    const full = await run(page, control, steps);
    const shown = await page.evaluate(hideFiguresOutOfView, true);
    await focusControl(page, control.selector);
    const floor = [...await run(page, control, steps), ...await run(page, control, steps)];
    await page.evaluate(hideFiguresOutOfView, false);
    await focusControl(page, control.selector);
    full.push(...await run(page, control, steps));
    rows.push({ id: control.id, label: control.label, shown, full: summary(full), floor: summary(floor) });
    const r = rows[rows.length - 1];
    console.error(`  ${query || '(defaults)'} ${control.id}: median ${r.full.median.toFixed(1)} / ${r.floor.median.toFixed(1)} ms, ` +
      `worst ${r.full.worst.toFixed(1)} / ${r.floor.worst.toFixed(1)} ms, work ${r.full.workMedian.toFixed(1)} / ` +
      `${r.floor.workMedian.toFixed(1)} ms (load ${loadavg()[0].toFixed(2)})`);
  }
  await page.close();
  return { rows, theme };
}

/** @param {number} x */
const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
/** A ratio of two latencies, each taken as at least 1 ms (a step under a millisecond is at the floor). @param {number} a @param {number} b */
const ratio = (a, b) => (Math.max(a, 1) / Math.max(b, 1)).toFixed(2);

/**
 * The goal for a row: at the largest settings, a median of work
 * within 1.25x of the floor's and no interaction over 100 ms; at the
 * defaults, a median of work after the input under one 60 Hz frame
 * (16.7 ms). Work, not Event Timing's duration, for the medians: that
 * duration counts the wait for the display's next frame, up to a frame
 * more, in steps of 8 ms.
 * @param {string} setting @param {{ full: { worst: number, workMedian: number }, floor: { workMedian: number } }} r
 */
const goal = (setting, r) => (setting === 'largest'
  ? Math.max(r.full.workMedian, 1) / Math.max(r.floor.workMedian, 1) <= 1.25 && r.full.worst <= 100
  : r.full.workMedian < 16.7);

async function main() {
  const { values } = parseArgs({ options: {
    steps: { type: 'string', default: '20' }, only: { type: 'string' }, site: { type: 'string' },
    'dev-tree': { type: 'boolean', default: false }, out: { type: 'string' }, 'theme-changes': { type: 'string', default: '4' },
  } });
  const steps = Number(values.steps);
  const themeChanges = Number(values['theme-changes']);
  const only = values.only?.split(',');
  const controls = only ? CONTROLS.filter((c) => only.includes(c.id)) : CONTROLS;
  const before = loadavg();
  const siteDir = values['dev-tree'] ? root : values.site ??
    (await buildSite({ out: join(mkdtempSync(join(tmpdir(), 'posenc-interactions-')), 'site') })).out;
  const { server, url: origin } = await startServer({ root: siteDir });
  const url = values['dev-tree'] ? `${origin}web/index.html` : origin;
  const browser = await launchChromium();
  /** @type {Record<string, any[]>} */
  const results = {};
  /** @type {Record<string, { theme: string, passes: { ms: number, elements: number | null }[] }[]>} */
  const theme = {};
  try {
    for (const [name, query] of [['default', ''], ['largest', LARGEST]]) {
      const { rows, theme: passes } = await measureSetting(browser, url, query, controls, steps, themeChanges);
      results[name] = rows;
      theme[name] = passes;
    }
  } finally {
    await browser.close();
    server.close();
  }
  const after = loadavg();
  console.log(`Interactions: ${steps} key steps or mouse moves a run, ${STEP_MS} ms apart, two runs each on the full page and at the floor; Event Timing (>= 16 ms) ` +
    `or input to the task after the next frame; floor = the page with the figures out of view hidden.`);
  console.log(`Load average (1, 5, 15 min): ${before.map((x) => x.toFixed(2)).join(', ')} before, ` +
    `${after.map((x) => x.toFixed(2)).join(', ')} after.`);
  for (const [name, passes] of Object.entries(theme)) {
    passes.forEach(({ theme: shown, passes: p }, i) => console.log(`Theme change ${i + 1} (${name}, to ${shown}): ` +
      `${p.length} style pass(es) (UpdateLayoutTree): ` +
      (p.map((e) => `${e.ms.toFixed(1)} ms, ${e.elements ?? '?'} elements`).join('; ') || 'none')));
  }
  console.log('| control | setting | median ms | worst ms | floor median | floor worst | median ratio | worst ratio | ' +
    'work median | floor work median | work ratio | goal |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const control of controls) {
    for (const name of Object.keys(results)) {
      const r = results[name].find((row) => row.id === control.id);
      console.log(`| ${control.label} | ${name} | ${ms(r.full.median)} | ${ms(r.full.worst)} | ${ms(r.floor.median)} | ` +
        `${ms(r.floor.worst)} | ${ratio(r.full.median, r.floor.median)} | ${ratio(r.full.worst, r.floor.worst)} | ` +
        `${ms(r.full.workMedian)} | ${ms(r.floor.workMedian)} | ${ratio(r.full.workMedian, r.floor.workMedian)} | ` +
        `${goal(name, r) ? 'met' : 'missed'} |`);
    }
  }
  const file = values.out ?? join(root, 'bench-results', `interactions-${Date.now()}.json`);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify({ steps, loadavg: { before, after }, results, theme }, null, 2));
  console.log(`JSON: ${file}`);
}

await main();
