import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, openPage } from './browser.js';
import { publishSite } from './built-site.js';
import { scrollThrough, waitForHeatmap } from './lesson-helpers.js';
import { startServer } from '../../scripts/serve.mjs';
import { STRICT_CSP } from '../../scripts/lib/csp.mjs';
import { SINGLE_FILE } from '../../scripts/build-site.mjs';

const { browser, url } = await launch();

test('both flavours of both modules load and compute in Chromium under a strict CSP without unsafe-eval', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/csp.html`);
  const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.ok(!csp.includes("'unsafe-eval'"), csp);
  await page.waitForFunction(() => document.getElementById('result').textContent !== 'pending');
  const text = await page.textContent('#result');
  const result = JSON.parse(text);
  assert.equal(result.auto, 'simd');
  const want = [Math.sin(1), Math.cos(1), Math.sin(0.01), Math.cos(0.01)];
  for (const flavor of ['simd', 'base']) {
    want.forEach((w, i) => assert.ok(Math.abs(result[flavor][i] - w) < 1e-7, `${flavor}[${i}]`));
  }
  // The order lab runs bit for bit the same on every build.
  assert.equal(result.simdLab.length, 3);
  assert.ok(result.simdLab.every((loss) => loss > 0 && Number.isFinite(loss)), String(result.simdLab));
  assert.deepEqual(result.baseLab, result.simdLab);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the lesson page runs under the strict CSP: nothing blocked, nothing fetched from another origin', async () => {
  const { page, problems } = await openPage(browser, `${url}web/index.html`);
  await page.locator('posenc-heatmap').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('posenc-heatmap')?.shadowRoot?.querySelector('canvas')?.width > 0);
  const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
  assert.match(csp, /style-src 'self'/);
  const origins = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).origin))]);
  assert.deepEqual(origins, [new URL(url).origin]);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the lesson\'s folder named without its trailing slash is redirected to it, and the lesson starts there', async () => {
  const { page, problems } = await openPage(browser, `${url}web`);
  await page.waitForSelector('html[data-lesson-ran]', { state: 'attached' });
  assert.equal(page.url(), `${url}web/`);
  assert.equal(await page.locator('#script-notice').count(), 0, 'no "did not start" notice');
  assert.deepEqual(problems, []);
  await page.close();
});

test("inline scripts with CRLF line endings, a '>' in an attribute, a NUL, inside <svg> run under the server's policy of hashes", async () => {
  const folder = mkdtempSync(join(tmpdir(), 'posenc-csp-inline-'));
  const mark = (name) => `document.documentElement.dataset.${name} = 'ran';`;
  // Each as the browser's parser reads it, not as the bytes stand: CR LF and
  // a lone CR become LF, NUL (here in a comment) becomes U+FFFD, a '>' in an
  // attribute value is no end of the tag, <svg> decodes character references.
  const scripts = [
    `<script>\r\n${mark('crlf')}\r// a lone CR\r\n</script>`,
    `<script data-note="a > b" type="module">${mark('gt')}</script>`,
    `<script>${mark('nul')} // \0\n</script>`,
    `<svg aria-hidden="true"><script>if (1 &lt; 2) ${mark('svg')}</script></svg>`,
  ];
  writeFileSync(join(folder, 'index.html'), `<!doctype html>\r\n<html lang="en"><head><meta charset="utf-8"><title>inline</title>` +
    `<link rel="icon" href="data:,">\r\n<style>\r\nhtml { --probe: "styled" }\r\n</style></head><body>${scripts.join('\r\n')}</body></html>`);
  const { server, url: inlineUrl } = await startServer({ root: folder });
  try {
    const { page, problems } = await openPage(browser, inlineUrl);
    await page.waitForFunction(() => document.documentElement.dataset.gt === 'ran');
    const ran = await page.evaluate(() => ({ ...document.documentElement.dataset,
      probe: getComputedStyle(document.documentElement).getPropertyValue('--probe') }));
    assert.deepEqual(ran, { crlf: 'ran', gt: 'ran', nul: 'ran', svg: 'ran', probe: '"styled"' });
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    server.close();
  }
});

// The single-file lesson carries its script and styles inline. The lesson's
// server admits them by hash; a host that sends the strict policy as it is
// blocks them, and the page must then say what it needs.
const site = await publishSite(join(mkdtempSync(join(tmpdir(), 'posenc-csp-')), 'site'));
const servers = await Promise.all([startServer({ root: site }),
  startServer({ root: site, headers: () => ({ 'Content-Security-Policy': STRICT_CSP }) })]);
const [lessonServer, strictHost] = servers.map((s) => s.url);
after(() => { for (const { server } of servers) server.close(); });

test("the single-file lesson served by the lesson's server runs: its inline script admitted by hash, nothing else", async () => {
  const { page, problems } = await openPage(browser, `${lessonServer}${SINGLE_FILE}`);
  await waitForHeatmap(page);
  await scrollThrough(page);
  // From node: the page's own policy (its meta tag) lets it fetch nothing.
  const csp = (await fetch(`${lessonServer}${SINGLE_FILE}`)).headers.get('content-security-policy') ?? '';
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-[\w+/=]+'(;|$)/, 'exactly one inline script hashed');
  assert.match(csp, /style-src 'self'( 'sha256-[\w+/=]+')+(;|$)/);
  assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'/);
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-lesson-ran')), true);
  assert.equal(await page.locator('#script-notice').count(), 0, 'the script removed its notice');
  const drawn = await page.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.localName.includes('-'))
    .filter((e) => e.shadowRoot?.querySelector('.summary')?.textContent).length);
  assert.ok(drawn >= 15, `${drawn} figures drew`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the single file on a host with the strict policy and no hash shows a notice saying what it needs', async () => {
  const { page, problems } = await openPage(browser, `${strictHost}${SINGLE_FILE}`);
  const notice = page.locator('#script-notice');
  await notice.waitFor({ state: 'visible', timeout: 10000 });
  const text = (await notice.textContent() ?? '').replace(/\s+/g, ' ');
  assert.match(text, /did not start/);
  assert.match(text, /strict Content-Security-Policy blocks: open that file directly from your disk instead, or publish the site\/ folder/);
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-lesson-ran')), false);
  assert.ok(problems.some((p) => /CSP violation: script-src/.test(p)), problems.join('\n'));
  await page.close();
});
