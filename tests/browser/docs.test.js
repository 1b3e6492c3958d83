// The fenced blocks of README.md and docs/*.md that run in Chromium (the
// other languages are checked by tests/js/docs.test.js):
//   js browser  an ES module run in Chromium, `posenc` and `posenc/widgets` mapped
//               to this repository by an import map built from package.json
//   html        a page loaded in Chromium; cdn.example and your-site.example (the
//               docs' stand-ins for a course author's hosts) are served from this
//               repository; every posenc figure must draw, with no error
//   markdown    a Quarto or MyST wrapper: its inner raw HTML block is loaded as html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, repoRoot } from './browser.js';
import { markdownBlocks, withStatedValues } from '../js/docs-blocks.js';
import { HELPER_URL, blocks, pkg, projectFolder } from '../js/docs-files.js';

const site = projectFolder();

/** The docs' stand-in hosts, served from the project folder. */
const HOSTS = [
  { prefix: `https://cdn.example/npm/posenc@${pkg.version}/`, path: 'node_modules/posenc/' },
  { prefix: 'https://your-site.example/', path: '' },
];
// A course author's page: inline scripts and styles allowed, the stand-in
// hosts trusted, and WebAssembly allowed (as any page using posenc needs).
const hostList = 'https://cdn.example https://your-site.example';
const PAGE_CSP = `default-src 'self' ${hostList}; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval' ${hostList}; ` +
  `style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:`;

const { browser, url } = await launch({
  root: site,
  linkTargets: [repoRoot], // node_modules/posenc and posenc/ are links to the repository
  headers: (path) => (path.startsWith('/page-') ? { 'Content-Security-Policy': PAGE_CSP } : {}),
});

/** The import map of the package's browser entry points, from package.json `exports`. */
const importMap = {
  imports: Object.fromEntries(Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === 'object' && String(target.default).endsWith('.js'))
    .map(([key, target]) => [`posenc${key.slice(1)}`, `/node_modules/posenc/${target.default.slice(2)}`])),
};

/**
 * Loads `html` as a page of the site and waits until `figures` posenc
 * elements (across the page and its frames) have drawn and `logs`
 * console.log calls have printed. Resolves to what went wrong, if anything.
 * @param {string} name @param {string} html @param {{ figures: number, logs: number, title?: string }} expect
 */
async function loadPage(name, html, expect) {
  writeFileSync(join(site, `page-${name}.html`), `<!doctype html><meta charset="utf-8">\n${html}\n`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 2000 } });
  const problems = [];
  let logs = 0;
  try {
    await context.route(/^https:\/\/[^/]+\.example\//, async (route) => {
      const requested = route.request().url();
      const host = HOSTS.find((h) => requested.startsWith(h.prefix));
      if (!host) return route.abort();
      const response = await route.fetch({ url: `${url}${host.path}${requested.slice(host.prefix.length)}` });
      // A CDN serves modules and .wasm files to other origins. route.fetch
      // has decoded a compressed body already: its coding and length go.
      const { 'content-encoding': coding, 'content-length': length, ...headers } = response.headers();
      await route.fulfill({ response, headers: { ...headers, 'access-control-allow-origin': '*' } });
    });
    await context.addInitScript(() => {
      // In a same-origin frame Chromium may run an init script for the
      // frame's initial about:blank document only, and the page that loads
      // next keeps that window: listen on the window, once, not the document.
      const w = /** @type {any} */ (window);
      if (w.posencDrawn) return;
      const drawn = new Set();
      w.posencDrawn = drawn;
      addEventListener('posenc-ready', (event) => drawn.add(event.target), true);
      addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`));
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      if (m.type() === 'log') logs++;
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`requestfailed: ${r.url()}`));
    page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
    await page.goto(`${url}page-${name}.html`);
    const deadline = Date.now() + 120000;
    for (;;) {
      let drawn = 0;
      for (const frame of page.frames()) {
        drawn += await frame.evaluate(() => {
          const figures = [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('posenc-'));
          const set = /** @type {any} */ (window).posencDrawn;
          // Figures draw only near the viewport: bring the next one there.
          figures.find((f) => !set.has(f))?.scrollIntoView();
          return figures.filter((f) => set.has(f)).length;
        }).catch(() => 0);
      }
      const title = expect.title === undefined ? true : (await page.title()) === expect.title;
      if (drawn === expect.figures && logs >= expect.logs && title) break;
      if (problems.length > 0 || Date.now() > deadline) {
        problems.push(`waited for ${expect.figures} figures drawn (got ${drawn}), ${expect.logs} logs (got ${logs})` +
          `${expect.title ? `, title "${expect.title}" (got "${await page.title()}")` : ''}`);
        break;
      }
      await page.waitForTimeout(100);
    }
  } finally {
    await context.close();
  }
  return problems;
}

/** What an HTML fragment should show: its posenc elements and embed frames, and its logs. */
function expectations(html) {
  return {
    figures: (html.match(/<posenc-[a-z-]+[\s>]/g) ?? []).length + (html.match(/embed\.html\?figure=/g) ?? []).length,
    logs: (html.match(/console\.log\(/g) ?? []).length,
  };
}

/** The raw HTML blocks inside a Quarto (```{=html}) or MyST (```{raw} html) wrapper. */
function wrappedHtml(code) {
  return markdownBlocks(code).filter((b) => b.lang === '{=html}' || (b.lang === '{raw}' && b.flags[0] === 'html'));
}

for (const block of blocks) {
  const key = [block.lang, ...block.flags].join(' ');
  const name = `${block.file.replace(/\W/g, '-')}-${block.line}`;
  if (key === 'html') {
    test(`${block.where} (html): loads in Chromium, every figure draws, nothing fails`, async () => {
      const expect = expectations(block.code);
      assert.ok(expect.figures + expect.logs > 0, 'the block shows a figure or logs something');
      assert.deepEqual(await loadPage(name, block.code, expect), []);
    });
  } else if (key === 'markdown') {
    test(`${block.where} (markdown): the raw HTML it wraps loads in Chromium and draws`, async () => {
      const inner = wrappedHtml(block.code);
      assert.ok(inner.length > 0, 'a markdown block is a Quarto or MyST wrapper of raw HTML');
      for (const [i, html] of inner.entries()) {
        assert.deepEqual(await loadPage(`${name}-${i}`, html.code, expectations(html.code)), []);
      }
    });
  } else if (key === 'js browser') {
    test(`${block.where} (js browser): runs as a module in Chromium without an error`, async () => {
      const stated = withStatedValues(block.code, block.file, block.line, HELPER_URL).stated;
      assert.equal(stated, 0, 'values are stated and asserted in node blocks only');
      writeFileSync(join(site, `page-${name}.mjs`), block.code);
      const html = `<script type="importmap">${JSON.stringify(importMap)}</script>\n<script type="module">
import('./page-${name}.mjs').then(() => { document.title = 'ran'; }, (error) => console.error(String(error)));
</script>`;
      assert.deepEqual(await loadPage(name, html, { figures: 0, logs: 0, title: 'ran' }), []);
    });
  }
}
