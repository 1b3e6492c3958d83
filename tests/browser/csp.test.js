import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
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
