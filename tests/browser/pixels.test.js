import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';

const { browser, url } = await launch();

test('encodePixels views go straight into ImageData and read back equal to the JS colouring', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/pixels.html`);
  await page.waitForFunction(() => document.getElementById('result').textContent !== 'pending');
  const text = await page.textContent('#result');
  assert.ok(!text.startsWith('error'), text);
  const result = JSON.parse(text);
  for (const flavor of ['simd', 'base']) {
    assert.deepEqual(result[flavor], { canvas: 0, colorize: 0, size: [40, 96] }, flavor);
  }
  assert.deepEqual(problems, []);
  await page.close();
});
