import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';

const { browser, url } = await launch();

test('the attention demo runs in Chromium under the strict CSP, both flavours, user text as text', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/attention.html`);
  await page.waitForFunction(() => document.getElementById('result').textContent !== 'pending');
  const result = JSON.parse(await page.textContent('#result'));
  assert.deepEqual(result.tokens.slice(0, 6), ['man', 'bites', 'dog', '.', '<', 'img']);
  assert.equal(await page.locator('#tokens img').count(), 0, 'markup stayed text');
  for (const flavor of ['simd', 'base']) {
    const { residual, meanPool, rope } = result[flavor];
    assert.ok(residual[0] <= 1e-5 && meanPool[0] <= 1e-5, `${flavor} without PE: ${residual[0]}, ${meanPool[0]}`);
    assert.ok(residual[1] >= 0.1 && meanPool[1] >= 1e-2, `${flavor} with PE: ${residual[1]}, ${meanPool[1]}`);
    const want = [1, 0, Math.cos(1), Math.sin(1)];
    want.forEach((w, i) => assert.ok(Math.abs(rope[i] - w) < 1e-7, `${flavor} rope[${i}]`));
  }
  assert.deepEqual(problems, []);
  await page.close();
});
