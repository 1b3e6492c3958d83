// The published lesson (scripts/build-site.mjs): the static site served from a
// sub-path by a plain static server, and the single file opened from file://
// with every request intercepted. Both are walked the same way (walkLesson):
// every figure defined and drawn, nothing logged as an error, no failed request.
import { test } from 'node:test';
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch, openPage } from './browser.js';
import { scrollThrough, waitForHeatmap } from './lesson-helpers.js';
import { SINGLE_FILE } from '../../scripts/build-site.mjs';
import { FIRST_FIGURES, filesBeforePaint, publishSite } from './built-site.js';

const SUB_PATH = 'courses/posenc/';
const top = mkdtempSync(join(tmpdir(), 'posenc-site-'));
const out = await publishSite(join(top, SUB_PATH));
const { browser, url } = await launch({ root: top });
const site = `${url}${SUB_PATH}`;

/**
 * Opens `address` in a fresh page that records every request (before the
 * navigation starts) as well as the problems openPage records.
 * @param {string} address
 */
async function openRecorded(address) {
  const { page, problems } = await openPage(browser, 'about:blank');
  /** @type {string[]} */
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(address);
  return { page, problems, requests };
}

/**
 * The lesson walk: scrolls through the page so that every lazy figure draws,
 * then reports its sections and each figure (any custom element in main).
 * @param {import('playwright-core').Page} page
 */
export async function walkLesson(page) {
  await waitForHeatmap(page);
  await scrollThrough(page);
  await page.waitForFunction(() => [...document.querySelectorAll('main *')]
    .filter((e) => e.localName.includes('-'))
    .every((e) => e.shadowRoot?.querySelector('.summary')?.textContent));
  return page.evaluate(() => ({
    sections: [...document.querySelectorAll('main > section')].map((s) => s.id),
    // A page notice (a failed load, a bad link, a page opened the wrong way).
    notices: [...document.querySelectorAll('.notice:not([hidden])')].map((n) => n.textContent),
    figures: [...document.querySelectorAll('main *')].filter((e) => e.localName.includes('-')).map((e) => ({
      tag: e.localName,
      defined: customElements.get(e.localName) !== undefined,
      drawn: Boolean(e.shadowRoot?.querySelector('.summary')?.textContent),
      failed: e.shadowRoot?.querySelector('.message:not([hidden])')?.textContent ?? '',
    })),
  }));
}

/** Asserts what every walk of a published lesson must show. */
function assertWalked(report, problems) {
  assert.ok(report.sections.length >= 5, `sections: ${report.sections}`);
  assert.deepEqual(report.notices, []);
  assert.ok(report.figures.length >= 15, `${report.figures.length} figures`);
  for (const f of report.figures) assert.ok(f.defined && f.drawn && !f.failed, JSON.stringify(f));
  assert.deepEqual(problems, []);
}

test('the built lesson served from a sub-path draws every figure, with no error and no file fetched twice', async () => {
  const { page, problems, requests } = await openRecorded(`${site}#heatmap`);
  assertWalked(await walkLesson(page), problems);
  for (const r of requests) assert.ok(r.startsWith(site), `request outside the sub-path: ${r}`);
  const twice = requests.filter((r, i) => requests.indexOf(r) !== i);
  assert.deepEqual(twice, [], 'requested more than once');
  // The core module's simd flavour, then the order lab's (asked for once the first figure is painted).
  const wasm = requests.filter((r) => r.endsWith('.wasm'));
  assert.equal(wasm.length, 2, `wasm requests: ${wasm}`);
  assert.match(wasm[0], /posenc-simd-[0-9a-f]+\.wasm$/);
  assert.match(wasm[1], /posenc-order-lab-simd-[0-9a-f]+\.wasm$/);
  // The html, its style sheet, script, the glue chunk and the .wasm (the icon is inline),
  // and the order lab's glue chunk and .wasm.
  assert.ok(requests.length <= 12, `${requests.length} requests: ${requests.join(' ')}`);
  await page.close();
});

// The request goal of the load budget (docs/publishing.md, "Fast on a slow
// line"); its byte goal is checked by `npm run bench:bytes` until it holds.
for (const { name, path, selector } of FIRST_FIGURES) {
  test(`the built site fetches at most 5 files before it paints ${name}`, async () => {
    const files = await filesBeforePaint(browser, site, out, path, selector);
    assert.ok(files.length <= 5, `${files.length} requests: ${files.map((f) => f.file).join(', ')}`);
  });
}

// The translations cost the English lesson's first screen no bytes
// (docs/performance.md, "What the translations cost the English first
// screen"): before the lesson was translated, its page, style sheet, two
// scripts and .wasm were 113,504 bytes of gzip -9 (the command-line tool's
// deflate, as that table measures; zlib's level 9 differs by some bytes).
const UNTRANSLATED_FIRST_SCREEN = 113_504;

test('the English lesson fetches no more bytes before its first figure than before it was translated', async () => {
  const files = await filesBeforePaint(browser, site, out, '', FIRST_FIGURES[1].selector);
  const sizes = files.map((f) => ({ file: f.file, gzip: execFileSync('gzip', ['-9c', f.local]).length }));
  const total = sizes.reduce((sum, f) => sum + f.gzip, 0);
  assert.ok(total <= UNTRANSLATED_FIRST_SCREEN, `${total} bytes: ${sizes.map((f) => `${f.file} ${f.gzip}`).join(', ')}`);
});

test('the built page preloads the core .wasm the loader fetches, so Chromium downloads it once and uses the preload', async () => {
  const { page, problems } = await openPage(browser, 'about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {{ url: string, initiator: string }[]} */
  const sent = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.endsWith('.wasm')) sent.push({ url: e.request.url, initiator: e.initiator.type });
  });
  await page.goto(`${site}#heatmap`);
  await waitForHeatmap(page);
  const preloaded = await page.evaluate(() => document.querySelector('link[rel=preload][as=fetch]')?.getAttribute('href'));
  // The order lab's module is not preloaded: the lesson asks for it once the first figure is painted.
  const core = sent.filter((s) => !/\/posenc-order-lab-/.test(s.url));
  assert.equal(core.length, 1, JSON.stringify(sent));
  assert.equal(core[0].url, new URL(preloaded ?? '', site).href);
  assert.equal(core[0].initiator, 'parser', 'the one download is the preload from the HTML');
  assert.deepEqual(problems, [], 'an unused or unmatched preload is logged as a console warning or error');
  await page.close();
});

test('the built pages carry the strict CSP as a meta tag, relative URLs only, and hashed asset names', () => {
  for (const page of ['index.html', 'embed.html', 'accessibility.html']) {
    const html = readFileSync(join(out, page), 'utf8');
    const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1] ?? '';
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/, page);
    assert.match(csp, /style-src 'self'(;|$)/, page);
    assert.doesNotMatch(csp, /unsafe-inline/, page);
    // What the page loads (src, and href outside links to read): hashed
    // assets, and the icon inline.
    const urls = [...html.matchAll(/<(\w+)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((m) => ({ tag: m[1], url: m[2] }));
    assert.ok(urls.length >= 4, page);
    // The lesson in another language (the language menu, the hreflang alternates): a folder of the site.
    const languagePage = (/** @type {string} */ u) => u === './' || (/^[\w-]+\/$/.test(u) && existsSync(join(out, u, 'index.html')));
    for (const { tag, url: u } of urls) {
      // A link goes to a place in the page, another site, or a page of this one (the accessibility statement).
      if (tag === 'a') assert.ok(u.startsWith('#') || u.startsWith('https://') || languagePage(u) || (/^[\w-]+\.html$/.test(u) && existsSync(join(out, u))), `${page}: link ${u}`);
      else if (tag === 'link' && (u.startsWith('data:image/') || languagePage(u))) continue;
      else assert.ok(u.startsWith('#') || /^assets\/[\w.-]+-[\w]{8,10}\.\w+$/.test(u), `${page}: ${u}`);
    }
    // The icon inline, as text: it decodes to the SVG file.
    const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"\s]+)"/.exec(html);
    assert.ok(icon, page);
    assert.equal(decodeURIComponent(icon[1]), readFileSync(new URL('../../web/favicon.svg', import.meta.url), 'utf8').trim(), page);
  }
});

test("the single file carries the learners' catalogs but not the pseudo-locales' (only the tests use them)", () => {
  const html = readFileSync(join(out, SINGLE_FILE), 'utf8');
  assert.ok(html.includes('Mostrar tabla de datos') && html.includes('显示数据表'), 'the Spanish and Chinese figures\' catalogs');
  // en-XA doubles its accented vowels; ar-XB turns each run of text right to left with U+202E.
  assert.doesNotMatch(html, /ǿǿ|\u202e/);
});

test('the built embed page from a sub-path draws the figure its parameters ask for', async () => {
  const { page, problems, requests } = await openRecorded(`${site}embed.html?figure=rotation&k=5`);
  await page.waitForFunction(() => document.querySelector('posenc-rotation')?.shadowRoot?.querySelector('.summary')?.textContent);
  assert.equal(await page.evaluate(() => document.querySelector('posenc-rotation')?.getAttribute('k')), '5');
  assert.ok(requests.every((r) => r.startsWith(site)), requests.join(' '));
  assert.equal(await page.evaluate(() => document.getElementById('embed-script-notice')), null);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a built page whose script does not load shows a notice instead of nothing: the lesson and the embed page', async () => {
  for (const [path, script, id] of [['index.html', /\/assets\/main-[\w-]+\.js$/, 'script-notice'],
    ['embed.html?figure=rotation', /\/assets\/embed-[\w-]+\.js$/, 'embed-script-notice']]) {
    const { page } = await openPage(browser, 'about:blank');
    await page.route(script, (route) => route.abort());
    await page.goto(`${site}${path}`);
    // Its style sheet holds the notice back for 4 s (a script may still be loading).
    await page.locator(`#${id}`).waitFor({ state: 'visible', timeout: 15000 });
    assert.match(await page.locator(`#${id}`).textContent() ?? '', /did\s+not start/, path);
    await page.close();
  }
});

/**
 * Opens the single file from file://, alone in a folder (nothing next to it
 * could be loaded by mistake), with every request but its own refused and
 * recorded; walks it. `hideSimd`: the engine's SIMD probe says no, as on an
 * engine without WASM SIMD (Chromium has no switch to turn it off).
 * `search` is added to the file's address.
 * @param {boolean} hideSimd @param {string} [search]
 */
async function walkSingleFile(hideSimd, search = '') {
  const alone = mkdtempSync(join(tmpdir(), 'posenc-single-'));
  const file = join(alone, SINGLE_FILE);
  copyFileSync(join(out, SINGLE_FILE), file);
  const address = `${pathToFileURL(file).href}${search}`;
  const { page, problems } = await openPage(browser, 'about:blank');
  if (hideSimd) {
    await page.addInitScript(() => {
      const validate = WebAssembly.validate;
      WebAssembly.validate = (bytes) => (bytes.byteLength < 64 ? false : validate(bytes));
    });
  }
  /** @type {string[]} */
  const stray = [];
  await page.route('**/*', (route) => {
    const requested = route.request().url();
    if (requested === address) return route.continue();
    stray.push(requested);
    return route.abort();
  });
  // The route sees the navigation only; file:// subresources show as requests.
  page.on('request', (r) => { if (r.url() !== address) stray.push(r.url()); });
  await page.goto(address);
  const report = await walkLesson(page);
  return { page, problems, report, stray };
}

test('the single-file lesson opened from file:// draws every figure and makes no request at all', async () => {
  const { page, problems, report, stray } = await walkSingleFile(false);
  assertWalked(report, problems);
  assert.ok(report.figures.some((f) => f.tag === 'posenc-order-lab'), 'an order lab drew: its module is inline too');
  assert.deepEqual(stray, []);
  assert.equal(await page.evaluate(() => document.getElementById('script-notice')), null, 'the script removed its notice');
  const csp = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'));
  assert.match(csp ?? '', /script-src 'sha256-[\w+/=]+' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(csp ?? '', /unsafe-inline|'self'/);
  await page.close();
});

test('the single file on an engine without WASM SIMD draws every figure from the base flavour of both modules, inline', async () => {
  const { page, problems, report, stray } = await walkSingleFile(true);
  assertWalked(report, problems);
  assert.ok(report.figures.some((f) => f.tag === 'posenc-order-lab'));
  assert.deepEqual(stray, [], 'the base flavours were fetched from nowhere: they are in the file');
  await page.close();
});

test('the single file is the lesson as the built site shows it: the same sections and figures', async () => {
  const alone = mkdtempSync(join(tmpdir(), 'posenc-single-'));
  mkdirSync(alone, { recursive: true });
  copyFileSync(join(out, SINGLE_FILE), join(alone, SINGLE_FILE));
  const figures = async (address) => {
    const { page } = await openPage(browser, address);
    const list = await page.evaluate(() => [...document.querySelectorAll('main *')]
      .filter((e) => e.localName.includes('-')).map((e) => `${e.localName}#${e.id}`));
    await page.close();
    return list;
  };
  assert.deepEqual(await figures(pathToFileURL(join(alone, SINGLE_FILE)).href), await figures(site));
});

/** The single file copied alone into a folder of its own: its file:// address. */
function singleFileAlone() {
  const alone = mkdtempSync(join(tmpdir(), 'posenc-single-'));
  copyFileSync(join(out, SINGLE_FILE), join(alone, SINGLE_FILE));
  return pathToFileURL(join(alone, SINGLE_FILE)).href;
}

/** A lesson page's language and first heading. @param {import('playwright-core').Page} page */
const language = (page) => page.evaluate(() => ({ lang: document.documentElement.lang, h1: document.querySelector('h1')?.textContent }));

/** The headings of a lesson page, in order. @param {import('playwright-core').Page} page */
const headings = (page) => page.evaluate(() => [...document.querySelectorAll('h1, h2')].map((h) => h.textContent?.trim()));

test('the single file opened with ?lang=es reads in Spanish, as the site\'s Spanish page, and still makes no request', async () => {
  const { page, problems, report, stray } = await walkSingleFile(false, '?lang=es');
  assertWalked(report, problems);
  assert.deepEqual(stray, []);
  assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.title.startsWith('¿Dónde estoy?')]), ['es', true]);
  const spanish = await openPage(browser, `${site}es/`);
  assert.deepEqual(await headings(page), await headings(spanish.page));
  // A figure's words follow the page's language.
  assert.match(await page.evaluate(() => document.querySelector('posenc-heatmap')?.shadowRoot?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? ''),
    /mapa de calor/);
  await spanish.page.close();
  await page.close();
});

test("the single file without ?lang= follows the browser's languages; a language it lacks reads English", async () => {
  const file = singleFileAlone();
  for (const [locale, search, expected] of [['zh-CN', '', 'zh-CN'], ['es-419', '?lang=fr', 'es'], ['fr', '?lang=fr', 'en'], ['zh-CN', '?lang=en', 'en']]) {
    const { page, problems } = await openPage(browser, `${file}${search}`, { locale });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
    const own = await openPage(browser, `${site}${expected === 'en' ? '' : `${expected}/`}`);
    assert.deepEqual(await language(page), await language(own.page), `browser ${locale}, ${search || 'no parameter'}`);
    assert.deepEqual(problems, []);
    await own.page.close();
    await page.close();
  }
});

test('the single file opened in Chinese paints nothing of its English page; with scripts off the English page shows after 4 s', async () => {
  const file = singleFileAlone();
  const { page, problems } = await openPage(browser, 'about:blank', { reducedMotion: 'reduce' });
  // When the page took its language.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      window.chosenAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang'] });
  });
  await page.goto(`${file}?lang=zh-CN`);
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 120000 });
  const { chosenAt, painted } = await page.evaluate(() => ({
    chosenAt: window.chosenAt, painted: performance.getEntriesByName('first-contentful-paint')[0].startTime,
  }));
  // Past 4 s the page shows whatever it has (a script that never runs must not leave it
  // blank), which a loaded machine may reach before the script has run.
  assert.ok(painted >= chosenAt || painted >= 4000, `first text painted at ${painted} ms, the language chosen at ${chosenAt} ms`);
  assert.deepEqual(problems, []);
  await page.close();
  const off = await browser.newPage({ javaScriptEnabled: false });
  await off.goto(file);
  const visibility = () => off.evaluate(() => getComputedStyle(document.body).visibility);
  assert.equal(await visibility(), 'hidden', 'held while a script could still choose');
  // Polled from here: waitForFunction does not run in a page with scripts off.
  for (let i = 0; i < 60 && await visibility() !== 'visible'; i++) await off.waitForTimeout(250);
  assert.equal(await visibility(), 'visible');
  assert.equal(await off.textContent('h1'), 'Where am I? Positional encoding');
  await off.close();
});
