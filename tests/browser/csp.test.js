import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';

const { browser, url } = await launch();

test('both flavours load and compute in Chromium under a strict CSP without unsafe-eval', async () => {
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
