// @ts-check
/**
 * Measures the height each lesson figure draws at, in each language of the
 * lesson, once the page has been read through with no click (predictions
 * open, data tables closed, the causal lab's first run ended), and writes
 * the heights the figures reserve before they draw into
 * web/styles/lesson.css, between its reserved-heights markers:
 *
 * - where the column has its full width (832 px and wider, and the wider
 *   column from 1600 px) the heights measured at 880 and 1600 px;
 * - below, for each figure, the fewest straight lines (a constant in rem
 *   plus a multiple of vw) that pass within FIT_PX of every height measured:
 *   a figure's canvases scale with the column, which follows the viewport
 *   there, and its text wraps in one more line at some widths, where its
 *   height steps and a new line starts. The page's breakpoints (420, 480
 *   and 601 px) start one too.
 *
 * Below the full column it measures every SAMPLE_STEP px from 320 to 831,
 * then halves every gap between two measured widths where a figure's lines
 * part (its height stepped somewhere between them) until each such gap is
 * one px: a line starts at the first width of the new height, wherever a
 * line of text wraps.
 *
 * English (the page's language) gets rules by figure; Spanish and Chinese,
 * whose text wraps elsewhere, get `:lang()` rules only where their lines
 * are more than LOCALE_PX from the English rule's height (at the full
 * column, more than 0.5 px), each for the widths its line spans. A
 * language's rules go to a sheet of its own, web/styles/reserved-<locale>.css
 * (localeSheet in scripts/lib/localize-page.mjs), which only its page links,
 * after lesson.css: an English page loads none of them. Their `:lang()`
 * outweighs the English rule wherever they load (the single file inlines
 * every sheet), and keeps each to its language there.
 *
 * Every figure counts as in view at every width (scripts/lib/all-in-view.mjs),
 * so each draws at once at each width. The pages are the development tree
 * as `npm start` serves it (web/, and web/es/, web/zh-CN/ translated as the
 * built site has them). Run it after a change to a figure's layout, to the
 * lesson's text around a figure or to a translation (23 minutes for about
 * 1,000 widths on two cores shared at a load of 15 to 30);
 * tests/browser/lesson-reserved.test.js checks the result at other widths.
 *
 *   node scripts/gen-reserved-heights.mjs [--heights build/reserved-heights.json] [--write-only]
 *
 * It keeps what it measured in build/reserved-heights.json; `--heights FILE`
 * starts from those (a cache of an older page is stale: measure afresh
 * after a change) and measures only the widths they lack. `--write-only`
 * measures nothing: it writes the rules of the heights it is given (of
 * --heights FILE, else build/reserved-heights.json), and fails if they lack
 * a width a run would measure (a change to how the rules are written, not to
 * the page, needs no new measurement).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { everyFigureDrawn, everyFigureInView, selectorOf, settledHeights } from './lib/all-in-view.mjs';
import { LOCALES } from '../web/src/text/locales.js';
import { localeSheet } from './lib/localize-page.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CSS = `${root}web/styles/lesson.css`;
const CACHE = `${root}build/reserved-heights.json`;
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
/** How far another language's line may be from the English rule before it gets a rule of its own, in px. */
const LOCALE_PX = 8;
const VIEWPORT_HEIGHT = 1000;

/** A length in rem (the root's 16 px). @param {number} px */
const remOf = (px) => Math.round((px / 16) * 1000) / 1000;
/** The placeholder of a figure drawn `height` px tall (the element adds 1rem of padding). @param {number} height */
const placeholder = (height) => height - 16;

/**
 * Whether `p` is within FIT_PX of the line through `a` and `b`.
 * @param {[number, number]} a @param {[number, number]} b @param {[number, number]} p
 */
const onLine = ([x0, y0], [x1, y1], [x, y]) => Math.abs(y0 + ((y1 - y0) * (x - x0)) / (x1 - x0) - y) <= FIT_PX;

/**
 * @typedef {{ from: number, a: [number, number], b: [number, number], rem: number, vw: number }} Line
 *   from its first width on (`a`, through `b`): `rem` rem plus `vw` vw of placeholder
 */

/**
 * The fewest lines through measured points, each within FIT_PX of every
 * point it spans; a line also starts at each breakpoint.
 * @param {[number, number][]} points  [width, height], by width
 * @returns {Line[]}
 */
function fit(points) {
  const lines = [];
  let start = 0;
  while (start < points.length) {
    let end = start;
    for (let next = start + 1; next < points.length; next++) {
      if (BREAKPOINTS.includes(points[next][0])) break;
      // Two points alone make a line only if the point after them agrees: else the
      // figure's height steps between them, and the first stands alone.
      if (next === start + 1) {
        const third = points[next + 1];
        if (!third || BREAKPOINTS.includes(third[0]) || !onLine(points[start], third, points[next])) break;
      }
      if (!points.slice(start, next + 1).every((p) => onLine(points[start], points[next], p))) break;
      end = next;
    }
    const [a, b] = [points[start], points[end]];
    const slope = b[0] === a[0] ? 0 : (b[1] - a[1]) / (b[0] - a[0]);
    const vw = Math.round(slope * 100 * 10000) / 10000;
    lines.push({ from: a[0], a, b, vw, rem: remOf(placeholder(vw === 0 ? a[1] : a[1] - slope * a[0])) });
    start = end + 1;
  }
  return lines;
}

/** A line's placeholder as CSS. @param {{ rem: number, vw: number }} line */
const expression = ({ rem, vw }) => (vw === 0 ? `${rem}rem` : `calc(${rem}rem + ${vw}vw)`);
/** The height a line reserves at `width` px (its placeholder and the 1rem of padding). @param {{ rem: number, vw: number }} line @param {number} width */
const reservedAt = ({ rem, vw }, width) => rem * 16 + (vw * width) / 100 + 16;

/** Locale -> width -> selector -> height. @type {Map<string, Map<number, Map<string, number>>>} */
const heights = new Map(LOCALES.map((l) => [l, new Map()]));
const writeOnly = process.argv.includes('--write-only');
// --heights FILE: the heights of a run before (its JSON); only the widths it lacks are measured.
const saved = process.argv.indexOf('--heights');
const savedFile = saved > 0 ? process.argv[saved + 1] : writeOnly ? CACHE : null;
if (savedFile) {
  const json = JSON.parse(readFileSync(savedFile, 'utf8'));
  // A file of English alone (a list of widths) is read as English.
  for (const [locale, widths] of Array.isArray(json) ? [['en', json]] : Object.entries(json)) {
    for (const [w, figures] of widths) heights.get(locale)?.set(w, new Map(figures));
  }
}
const started = Date.now();
if (writeOnly) {
  const lacking = LOCALES.map((l) => [l, missingWidths(l)]).filter(([, widths]) => widths.length > 0);
  if (lacking.length) {
    throw new Error(`--write-only: ${savedFile} lacks widths (${lacking.map(([l, w]) => `${l}: ${w.join(', ')}`).join('; ')}): measure them`);
  }
} else {
  await measureAll();
  writeFileSync(CACHE, JSON.stringify(Object.fromEntries([...heights].map(([l, m]) => [l, [...m].map(([w, f]) => [w, [...f]])]))));
}

/**
 * A figure's heights in `locale` below the full column, by width.
 * @param {string} locale @param {string} selector
 * @returns {[number, number][]}
 */
function pointsOf(locale, selector) {
  const byWidth = /** @type {Map<number, Map<string, number>>} */ (heights.get(locale));
  return [...byWidth.keys()].filter((w) => w < 832).sort((a, b) => a - b).map((w) => {
    const h = byWidth.get(w)?.get(selector);
    if (h === undefined) throw new Error(`${selector} did not draw at ${w} px (${locale})`);
    return [w, h];
  });
}

/**
 * The widths halfway across each gap of more than one px between two lines
 * of a figure in `locale`: its height stepped somewhere in the gap.
 * @param {string} locale
 */
function gapsToHalve(locale) {
  const full = heights.get(locale)?.get(FULL);
  if (!full) return [];
  const mids = new Set();
  for (const selector of full.keys()) {
    const points = pointsOf(locale, selector);
    const lines = fit(points);
    for (let i = 0; i + 1 < lines.length; i++) {
      const [end, next] = [lines[i].b[0], lines[i + 1].a[0]];
      if (next - end > 1) mids.add(Math.floor((end + next) / 2));
    }
  }
  return [...mids].sort((a, b) => a - b);
}

/** The widths of the grid and of the halved gaps that `heights` lacks in `locale`. @param {string} locale */
function missingWidths(locale) {
  const byWidth = /** @type {Map<number, Map<string, number>>} */ (heights.get(locale));
  return [FULL, WIDE, ...NARROW, ...gapsToHalve(locale)].filter((w) => !byWidth.has(w));
}

/** Measures every figure, in each language, at every width of the grid and of the halved gaps that `heights` lacks. */
async function measureAll() {
  const { server, url } = await startServer({ root: `${root}web` });
  const browser = await launchChromium();
  try {
    for (const locale of LOCALES) {
      const byWidth = /** @type {Map<number, Map<string, number>>} */ (heights.get(locale));
      if (missingWidths(locale).length === 0) continue;
      const page = await browser.newPage({ viewport: { width: FULL, height: VIEWPORT_HEIGHT } });
      await page.addInitScript(everyFigureInView);
      await page.addInitScript(() => {
        const trained = new Set();
        Object.assign(window, { reservedTrained: trained });
        document.addEventListener('posenc-change', (e) => {
          const { detail } = /** @type {CustomEvent} */ (e);
          if (detail?.reason === 'training' && detail.phase === 'done') trained.add(e.composedPath()[0]);
        }, true);
      });
      await page.goto(`${url}${locale === LOCALES[0] ? '' : `${locale}/`}`);
      await page.waitForSelector('html[data-figures-built]', { state: 'attached', timeout: 300000 });
      await page.waitForFunction(everyFigureDrawn, null, { timeout: 300000 });
      // A lab that trains by itself settles at its height when its run ends.
      await page.waitForFunction(() => [...document.querySelectorAll('#order-lab-causal')]
        .every((lab) => /** @type {any} */ (window).reservedTrained.has(lab)), null, { timeout: 600000 });
      // Nothing need be painted: the figures still lay out and draw.
      await page.evaluate(() => document.documentElement.style.setProperty('opacity', '0', 'important'));
      /** @param {number[]} widths */
      const measure = async (widths) => {
        const missing = widths.filter((w) => !byWidth.has(w));
        for (const width of missing) {
          await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
          byWidth.set(width, new Map((await page.evaluate(settledHeights)).map((f) => [selectorOf(f), f.height])));
        }
        if (missing.length) console.error(`${locale}: measured ${missing.length} widths (${byWidth.size} in all, ${Math.round((Date.now() - started) / 1000)} s)`);
        return missing.length;
      };
      await measure([FULL, WIDE, ...NARROW]);
      while (await measure(gapsToHalve(locale)));
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

const english = /** @type {Map<number, Map<string, number>>} */ (heights.get(LOCALES[0]));
const full = /** @type {Map<string, number>} */ (english.get(FULL));
const wide = /** @type {Map<string, number>} */ (english.get(WIDE));
/** Each figure's English lines below the full column. */
const englishLines = new Map([...full.keys()].map((selector) => [selector, fit(pointsOf(LOCALES[0], selector))]));
/** Start width -> the rules of the English lines that start there. @type {Map<number, string[]>} */
const starts = new Map();
for (const [selector, lines] of englishLines) {
  for (const line of lines) {
    const rules = starts.get(line.from) ?? [];
    rules.push(`  ${selector} { --posenc-placeholder-height: ${expression(line)}; }`);
    starts.set(line.from, rules);
  }
}
/** The English line in force at `width` (the last that starts at or before it). @param {string} selector @param {number} width */
const englishAt = (selector, width) => /** @type {Line} */ (englishLines.get(selector)?.findLast((l) => l.from <= width));

/**
 * Locale -> "from to" (to exclusive, 832 or WIDE or Infinity) -> that
 * language's rules for those widths.
 * @type {Map<string, Map<string, string[]>>}
 */
const ranges = new Map(LOCALES.slice(1).map((l) => [l, new Map()]));
for (const locale of LOCALES.slice(1)) {
  const own = /** @type {Map<number, Map<string, number>>} */ (heights.get(locale));
  const byRange = /** @type {Map<string, string[]>} */ (ranges.get(locale));
  /** @param {number} from @param {number} to @param {string} rule */
  const addRange = (from, to, rule) => {
    const key = `${from} ${to}`;
    byRange.set(key, [...(byRange.get(key) ?? []), `  ${rule}`]);
  };
  for (const selector of full.keys()) {
    const rule = (/** @type {string} */ value) => `:lang(${locale}) ${selector} { --posenc-placeholder-height: ${value}; }`;
    const [atFull, atWide] = [own.get(FULL)?.get(selector), own.get(WIDE)?.get(selector)];
    if (atFull === undefined || atWide === undefined) throw new Error(`${selector} did not draw at the full column (${locale})`);
    const enWide = Math.abs((wide.get(selector) ?? NaN) - (full.get(selector) ?? NaN)) > 0.5 ? wide.get(selector) : full.get(selector);
    if (Math.abs(atFull - (full.get(selector) ?? NaN)) > 0.5) addRange(832, WIDE, rule(`${remOf(placeholder(atFull))}rem`));
    if (Math.abs(atWide - (enWide ?? NaN)) > 0.5) addRange(WIDE, Infinity, rule(`${remOf(placeholder(atWide))}rem`));
    const points = pointsOf(locale, selector);
    const lines = fit(points);
    for (const [i, line] of lines.entries()) {
      const to = lines[i + 1]?.from ?? 832;
      const spanned = points.filter(([w]) => w >= line.from && w < to);
      if (spanned.every(([w]) => Math.abs(reservedAt(englishAt(selector, w), w) - reservedAt(line, w)) <= LOCALE_PX)) continue;
      addRange(line.from, to, rule(expression(line)));
    }
  }
}
/** A media query for widths from `from` up to `to` (exclusive). @param {number} from @param {number} to */
const media = (from, to) => [from > NARROW[0] && `(min-width: ${from}px)`, to !== Infinity && `(max-width: ${(to - 0.02).toFixed(2)}px)`].filter(Boolean).join(' and ');

const css = [START,
  '/* Generated by scripts/gen-reserved-heights.mjs: the heights the figures draw at',
  '   once the page is read through with no click (predictions open, data tables',
  `   closed), at ${FULL} px for the full column (832 px and wider) and at ${WIDE} px for the`,
  `   wider one; below 832 px, lines through the heights measured every ${SAMPLE_STEP} px and`,
  `   at every px where a height steps, each within ${FIT_PX} px of them, a rule where each starts.`,
  `   Another language's rules, where its height is more than ${LOCALE_PX} px from the English one,`,
  '   are in its own sheet (reserved-<locale>.css). Do not edit: run the script. */',
  ...[...full].map(([selector, h]) => `${selector} { --posenc-placeholder-height: ${remOf(placeholder(h))}rem; }`),
  ...[...starts.keys()].sort((a, b) => a - b).flatMap((from) => [
    `@media ${media(from, 832)} {`, ...(/** @type {string[]} */ (starts.get(from))), '}']),
  `@media ${media(WIDE, Infinity)} {`,
  ...[...wide].filter(([selector, h]) => Math.abs(h - (full.get(selector) ?? NaN)) > 0.5)
    .map(([selector, h]) => `  ${selector} { --posenc-placeholder-height: ${remOf(placeholder(h))}rem; }`),
  '}',
  END].join('\n');
const text = readFileSync(CSS, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < start) throw new Error(`${CSS}: the reserved-heights markers are missing`);
writeFileSync(CSS, `${text.slice(0, start)}${css}${text.slice(end + END.length)}`);
const written = [`web/styles/lesson.css (${css.length} bytes)`];
for (const [locale, byRange] of ranges) {
  const sheet = `web/${localeSheet(locale)}`;
  // In the order of their widths; each outweighs the English rule of its widths by its `:lang()`, wherever it loads.
  const rules = [...byRange.keys()].map((key) => key.split(' ').map(Number)).sort(([a, b], [c, d]) => a - c || b - d)
    .flatMap(([from, to]) => [`@media ${media(from, to)} {`, ...(/** @type {string[]} */ (byRange.get(`${from} ${to}`))), '}']);
  const own = [
    `/* Generated by scripts/gen-reserved-heights.mjs: the heights the figures draw at in ${locale},`,
    `   where they are more than ${LOCALE_PX} px from the English ones of lesson.css (at the full column,`,
    `   more than 0.5 px). Only the ${locale} page links it, after lesson.css; the single file`,
    '   inlines every language\'s sheet, which :lang() keeps to its language. Do not edit: run the script. */',
    ...rules, ''].join('\n');
  writeFileSync(`${root}${sheet}`, own);
  written.push(`${sheet} (${own.length} bytes)`);
}
const widthsMeasured = LOCALES.map((l) => `${l} ${heights.get(l)?.size}`).join(', ');
console.log(`wrote ${written.join(', ')}: ${[...starts.values()].flat().length} English lines below the full column, `
  + `${[...ranges.values()].flatMap((r) => [...r.values()].flat()).length} rules of other languages; widths measured: ${widthsMeasured}; `
  + `${Math.round((Date.now() - started) / 1000)} s`);
