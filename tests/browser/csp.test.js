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

test('the starter page draws a heatmap whose pixels follow the slider', async () => {
  const { page, problems } = await openPage(browser, `${url}web/index.html`);
  await page.waitForFunction(() => /wasm/.test(document.getElementById('summary').textContent));
  const size = () => page.evaluate(() => {
    const c = document.getElementById('heatmap');
    const px = c.getContext('2d').getImageData(0, 0, c.width, 1).data;
    return { width: c.width, height: c.height, first: Array.from(px.slice(0, 4)) };
  });
  const before = await size();
  assert.equal(before.width, 128);
  assert.equal(before.height, 256);
  // Row 0, channel 0 is sin(0) = 0: the middle of the diverging map (near white).
  assert.ok(before.first.slice(0, 3).every((v) => v > 200), String(before.first));
  await page.focus('#d-model');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.getElementById('heatmap').width === 130);
  assert.deepEqual(problems, []);
  await page.close();
});
