// The module and its pages under the strictest policy an embedder may use:
// script-src 'self' 'wasm-unsafe-eval', style-src 'self', and Trusted Types
// (require-trusted-types-for 'script'). Zero violations, no element made from
// user text, and the recovery and fallback paths work in Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { TRUSTED_TYPES_CSP } from './security-policy.js';

const { browser, url } = await launch({
  headers: (path) => (path.endsWith('.html') || path.endsWith('/') ? { 'Content-Security-Policy': TRUSTED_TYPES_CSP } : {}),
});

/** Opens a page of the repository and waits for its #result. */
async function run(path, options) {
  const { page, problems } = await openPage(browser, `${url}${path}`, options);
  await page.waitForFunction(() => document.getElementById('result')?.textContent !== 'pending');
  return { page, problems, result: JSON.parse(await page.textContent('#result')) };
}

test('under Trusted Types and a strict CSP both flavours compute, recover from an abort, and show hostile text as text', async () => {
  // The test variant: its pe.debug.abortForTest() makes the module abort.
  const { page, problems, result } = await run('tests/browser/pages/security.html', { testVariant: true });
  const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
  assert.equal(csp, TRUSTED_TYPES_CSP);
  assert.equal(result.error, undefined);
  for (const flavor of ['simd', 'base']) {
    [Math.sin(1), Math.cos(1), Math.sin(0.01), Math.cos(0.01)]
      .forEach((w, i) => assert.ok(Math.abs(result[flavor][i] - w) < 1e-7, `${flavor}[${i}]`));
    assert.equal(result[`${flavor}Abort`], 'POSENC_ABORT');
    assert.equal(result[`${flavor}Event`], 'POSENC_ABORT');
    assert.ok(Math.abs(result[`${flavor}After`][0] - Math.sin(1)) < 1e-7, 'a fresh module answers after the abort');
  }
  assert.equal(result.created, 20, 'one <p> per hostile text, nothing made from their markup');
  assert.equal(result.shown, true);
  assert.deepEqual(result.violations, [], 'no violation while the module ran');
  assert.equal(result.probe, 'TypeError', 'the policy is enforced: a string into innerHTML is blocked');
  // The probe's own violation is the only problem the page may report.
  assert.deepEqual(problems.sort(), [
    "console: CSP violation: require-trusted-types-for trusted-types-sink",
    "console: This document requires 'TrustedHTML' assignment. The action has been blocked.",
  ].sort());
  await page.close();
});

test('in Chromium a broken SIMD module, or one that fails the self-test, falls back to base', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`);
  const result = await page.evaluate(async () => {
    const { init } = await import('/web/src/index.js');
    const base = await (await fetch('/web/dist/posenc-base.wasm')).arrayBuffer();
    const simd = await (await fetch('/web/dist/posenc-simd.wasm')).arrayBuffer();
    const broken = await init({ wasmBinary: { simd: new Uint8Array([0, 97, 115, 109, 9]), base } });
    // A SIMD module that loads but computes wrong: the self-test compares
    // with Math.sin, so skew the first Math.sin (the SIMD self-test stops at
    // that first wrong channel; base's self-test then sees the true sine).
    const sin = Math.sin;
    let skewed = 0;
    Math.sin = (x) => (skewed++ < 1 ? sin(x) + 0.5 : sin(x));
    let wrong;
    try {
      wrong = await init({ wasmBinary: { simd, base } });
    } finally {
      Math.sin = sin;
    }
    return { broken: broken.flavor, wrong: wrong.flavor, row: Array.from(wrong.encode({ positions: 1, dModel: 2, offset: 2 })) };
  });
  assert.deepEqual([result.broken, result.wrong], ['base', 'base']);
  assert.ok(Math.abs(result.row[0] - Math.sin(2)) < 1e-7);
  assert.deepEqual(problems, []);
  await page.close();
});

test('in Chromium forced base computes the same table as simd', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`);
  const diff = await page.evaluate(async () => {
    const { init } = await import('/web/src/index.js');
    const [simd, base] = [await init({ flavor: 'simd' }), await init({ flavor: 'base' })];
    const options = { positions: 300, dModel: 64, offset: 5000 };
    const a = simd.encode(options), b = base.encode(options);
    return { flavors: [simd.simdPath, base.simdPath], max: a.reduce((m, v, i) => Math.max(m, Math.abs(v - b[i])), 0) };
  });
  assert.deepEqual(diff.flavors, ['wasm-simd128', 'scalar']);
  assert.ok(diff.max <= 2e-7, String(diff.max));
  assert.deepEqual(problems, []);
  await page.close();
});

test('in Chromium a missing .wasm rejects with POSENC_WASM_LOAD naming the file, instead of hanging', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`);
  const error = await page.evaluate(async () => {
    const { init } = await import('/web/src/index.js');
    try {
      await init({ flavor: 'base', wasmUrl: '/web/dist/missing.wasm' });
      return null;
    } catch (e) {
      return { code: e.code, message: e.message };
    }
  });
  assert.equal(error.code, 'POSENC_WASM_LOAD');
  assert.match(error.message, /missing\.wasm \(HTTP 404\)/);
  assert.match(error.message, /wasmUrl/);
  assert.deepEqual(problems.map((p) => p.replace(/http:\/\/[^/]+/, '')), ['HTTP 404: /web/dist/missing.wasm',
    'console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
  await page.close();
});
