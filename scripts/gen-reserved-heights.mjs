// @ts-check
/**
 * Measures the height each lesson figure draws at, once the page has been
 * read through with no click (predictions open, data tables closed, the
 * causal lab's first run ended), at every SAMPLE_STEP px of viewport width
 * from 320 to 831 px (and at every width between two of those where a
 * figure's own layout changes, JUMP_PX or more) and at the full column,
 * and writes the heights the figures reserve before they draw into
 * web/styles/lesson.css, between its reserved-heights markers:
 *
 * - where the column has its full width (832 px and wider, and the wider
 *   column from 1600 px) the heights measured at 880 and 1600 px;
 * - below, for each figure, the fewest straight lines (a constant in rem
 *   plus a multiple of vw) that pass within FIT_PX of every height measured:
 *   a figure's canvases scale with the column, which follows the viewport
 *   there, its text wraps in more lines as the column narrows, and its own
 *   layout changes at some widths (dials side by side or stacked), where a
 *   new line starts. The page's breakpoints (420, 480 and 601 px) start one
 *   too.
 *
 * The viewport is taller than the page, so every figure is in view and
 * draws at once at each width. The page is the development tree as
 * `npm start` serves it, in English. Run it after a change to a figure's
 * layout or to the lesson's text around a figure (a few minutes);
 * tests/browser/lesson-reserved.test.js checks the result at other widths.
 *
 *   node scripts/gen-reserved-heights.mjs [--heights build/reserved-heights.json]
 *
 * It keeps what it measured in build/reserved-heights.json; `--heights FILE`
 * starts from those and measures only the widths they lack.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { launchChromium } from './lib/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CSS = `${root}web/styles/lesson.css`;
const START = '/* reserved-heights:start (scripts/gen-reserved-heights.mjs) */';
const END = '/* reserved-heights:end */';

/** Below the full column, a width every SAMPLE_STEP px, and both sides of each breakpoint. */
const SAMPLE_STEP = 8;
/** The page's breakpoints below the full column (web/styles/lesson.css): a line starts at each. */
const BREAKPOINTS = [420, 480, 601];
const NARROW = [...new Set([...Array.from({ length: Math.floor((831 - 320) / SAMPLE_STEP) + 1 }, (_, i) => 320 + i * SAMPLE_STEP),
  831, ...BREAKPOINTS, ...BREAKPOINTS.map((b) => b - 1)])].sort((a, b) => a - b);
/** The full column, and the wider one of a projector. */
const FULL = 880;
const WIDE = 1600;
/** How far a line may pass from a height it stands for, in px. */
const FIT_PX = 4;
/** A change of height between two neighbouring widths of the grid that is a change of layout: two lines of text. */
const JUMP_PX = 2 * 16 * 1.6;
/** Taller than the page at every width: every figure in view. */
const VIEWPORT_HEIGHT = 50000;

/** The CSS selector of a figure: its id, else its tag and kind (the naive-code figures). @param {{ id: string, tag: string, kind: string | null }} f */
const selectorOf = (f) => (f.id ? `#${f.id}` : f.kind ? `${f.tag}[kind="${f.kind}"]` : f.tag);

/**
 * Runs in the page: each drawn figure's height, once no figure's height
 * has changed for 10 frames in a row.
 */
async function settledHeights() {
  const read = () => [...document.querySelectorAll('main *')]
    .filter((e) => e.localName.includes('-') && e.hasAttribute('data-drawn') && !/** @type {HTMLElement} */ (e).hidden)
    .map((e) => ({ id: e.id, tag: e.localName, kind: e.getAttribute('kind'), height: e.getBoundingClientRect().height }));
  let last = '';
  for (let same = 0; same < 10;) {
    await new Promise((done) => requestAnimationFrame(done));
    const now = JSON.stringify(read());
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return read();
}

/** A length in rem (the root's 16 px). @param {number} px */
const rem = (px) => `${Math.round((px / 16) * 1000) / 1000}rem`;
/** The placeholder of a figure drawn `height` px tall (the element adds 1rem of padding). @param {number} height */
const placeholder = (height) => height - 16;

/**
 * Whether `p` is within FIT_PX of the line through `a` and `b`.
 * @param {[number, number]} a @param {[number, number]} b @param {[number, number]} p
 */
const onLine = ([x0, y0], [x1, y1], [x, y]) => Math.abs(y0 + ((y1 - y0) * (x - x0)) / (x1 - x0) - y) <= FIT_PX;

/**
 * The fewest lines through measured points, each within FIT_PX of every
 * point it spans; a line also starts at each breakpoint.
 * @param {[number, number][]} points  [width, height], by width
 * @returns {{ from: number, a: [number, number], b: [number, number] }[]}
 */
function fit(points) {
  const lines = [];
  let start = 0;
  while (start < points.length) {
    let end = start;
    for (let next = start + 1; next < points.length; next++) {
      if (BREAKPOINTS.includes(points[next][0])) break;
      // Two points alone make a line only if the point after them agrees: else the
      // figure's height jumps between them (its layout changed), and the first stands alone.
      if (next === start + 1) {
        const third = points[next + 1];
        if (!third || BREAKPOINTS.includes(third[0]) || !onLine(points[start], third, points[next])) break;
      }
      if (!points.slice(start, next + 1).every((p) => onLine(points[start], points[next], p))) break;
      end = next;
    }
    lines.push({ from: points[start][0], a: points[start], b: points[end] });
    start = end + 1;
  }
  return lines;
}

/**
 * A line as a placeholder height: a constant in rem plus a multiple of vw.
 * @param {{ a: [number, number], b: [number, number] }} line
 */
function expression({ a: [x0, y0], b: [x1, y1] }) {
  const slope = x1 === x0 ? 0 : (y1 - y0) / (x1 - x0);
  const vw = Math.round(slope * 100 * 10000) / 10000;
  if (vw === 0) return rem(placeholder(y0));
  return `calc(${rem(placeholder(y0 - slope * x0))} + ${vw}vw)`;
}

/** @type {Map<number, Map<string, number>>} */
const heights = new Map();
// --heights FILE: the heights of a run before (its JSON); only the widths it lacks are measured.
const saved = process.argv.indexOf('--heights');
if (saved > 0) {
  for (const [w, figures] of JSON.parse(readFileSync(process.argv[saved + 1], 'utf8'))) heights.set(w, new Map(figures));
}
await measureMissing();
writeFileSync(`${root}build/reserved-heights.json`, JSON.stringify([...heights].map(([w, m]) => [w, [...m]])));

/**
 * The widths between two neighbours of NARROW where some figure's height
 * jumps by more than JUMP_PX (its own layout changes there: dials side by
 * side or stacked): every width between them is measured too, so that a
 * line starts at the first width of the new layout, not up to SAMPLE_STEP
 * px later.
 */
function jumpGaps() {
  const extra = [];
  for (let i = 0; i + 1 < NARROW.length; i++) {
    const [a, b] = [NARROW[i], NARROW[i + 1]];
    const low = /** @type {Map<string, number>} */ (heights.get(a));
    const high = /** @type {Map<string, number>} */ (heights.get(b));
    if ([...low].some(([selector, h]) => Math.abs((high.get(selector) ?? h) - h) > JUMP_PX)) {
      for (let w = a + 1; w < b; w++) extra.push(w);
    }
  }
  return extra;
}

/** Measures every figure at every width of the grid, then of the jumps' gaps, that `heights` lacks. */
async function measureMissing() {
  if ([FULL, WIDE, ...NARROW].every((w) => heights.has(w)) && jumpGaps().every((w) => heights.has(w))) return;
  const { server, url } = await startServer({ root });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: FULL, height: VIEWPORT_HEIGHT } });
    await page.addInitScript(() => {
      const trained = new Set();
      Object.assign(window, { reservedTrained: trained });
      document.addEventListener('posenc-change', (e) => {
        const { detail } = /** @type {CustomEvent} */ (e);
        if (detail?.reason === 'training' && detail.phase === 'done') trained.add(e.composedPath()[0]);
      }, true);
    });
    await page.goto(`${url}web/index.html`);
    await page.waitForSelector('html[data-figures-built]', { state: 'attached', timeout: 120000 });
    await page.waitForFunction(() => [...document.querySelectorAll('main *')]
      .filter((e) => e.localName.includes('-') && e.shadowRoot && e.checkVisibility()).every((e) => e.hasAttribute('data-drawn')),
    null, { timeout: 120000 });
    // A lab that trains by itself settles at its height when its run ends.
    await page.waitForFunction(() => [...document.querySelectorAll('#order-lab-causal')]
      .every((lab) => /** @type {any} */ (window).reservedTrained.has(lab)), null, { timeout: 600000 });
    // Nothing is painted on screen (a viewport of 50,000 px would take seconds a frame to
    // rasterise): the figures still lay out and draw, as they find themselves in view.
    await page.evaluate(() => document.documentElement.style.setProperty('opacity', '0', 'important'));
    /** @param {number[]} widths */
    const measure = async (widths) => {
      const missing = widths.filter((w) => !heights.has(w));
      for (const [i, width] of missing.entries()) {
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
        heights.set(width, new Map((await page.evaluate(settledHeights)).map((f) => [selectorOf(f), f.height])));
        if (i % 10 === 0) console.error(`measured ${i + 1} of ${missing.length} widths`);
      }
    };
    await measure([FULL, WIDE, ...NARROW]);
    await measure(jumpGaps());
    await page.close();
  } finally {
    await browser.close();
    server.close();
}
}

const full = /** @type {Map<string, number>} */ (heights.get(FULL));
const wide = /** @type {Map<string, number>} */ (heights.get(WIDE));
/** Start width -> the rules of the lines that start there. @type {Map<number, string[]>} */
const starts = new Map();
for (const selector of full.keys()) {
  const measured = [...heights.keys()].filter((w) => w < 832).sort((a, b) => a - b);
  const points = /** @type {[number, number][]} */ (measured.map((w) => {
    const h = heights.get(w)?.get(selector);
    if (h === undefined) throw new Error(`${selector} did not draw at ${w} px`);
    return [w, h];
  }));
  for (const line of fit(points)) {
    const rules = starts.get(line.from) ?? [];
    rules.push(`  ${selector} { --posenc-placeholder-height: ${expression(line)}; }`);
    starts.set(line.from, rules);
  }
}
const css = [START,
  '/* Generated by scripts/gen-reserved-heights.mjs: the heights the figures draw at',
  '   once the page is read through with no click (predictions open, data tables',
  `   closed), at ${FULL} px for the full column (832 px and wider) and at ${WIDE} px for the`,
  '   wider one; below 832 px, lines through the heights measured every',
  `   ${SAMPLE_STEP} px, each within ${FIT_PX} px of them, a rule where each starts. Do not edit: run the script. */`,
  ...[...full].map(([selector, h]) => `${selector} { --posenc-placeholder-height: ${rem(placeholder(h))}; }`),
  ...[...starts.keys()].sort((a, b) => a - b).flatMap((from) => [
    from === NARROW[0] ? '@media (max-width: 831.98px) {' : `@media (min-width: ${from}px) and (max-width: 831.98px) {`, ...(/** @type {string[]} */ (starts.get(from))), '}']),
  `@media (min-width: ${WIDE}px) {`,
  ...[...wide].filter(([selector, h]) => Math.abs(h - (full.get(selector) ?? NaN)) > 0.5)
    .map(([selector, h]) => `  ${selector} { --posenc-placeholder-height: ${rem(placeholder(h))}; }`),
  '}', END].join('\n');
const text = readFileSync(CSS, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < start) throw new Error(`${CSS}: the reserved-heights markers are missing`);
writeFileSync(CSS, `${text.slice(0, start)}${css}${text.slice(end + END.length)}`);
console.log(`wrote web/styles/lesson.css: ${[...starts.values()].flat().length} lines below the full column`);
