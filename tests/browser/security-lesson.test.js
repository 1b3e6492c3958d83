// The lesson under Trusted Types and a strict CSP, fed the hostile-input
// corpus through its URL state and its sentence field: no violation, no
// element made from the text, no script run. And the lesson drawn by the
// base flavour (SIMD hidden from the probe) is pixel for pixel the one drawn
// by simd.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTILE_TEXTS, LONG_NUMERIC_TEXTS } from '../fixtures/hostile-inputs.js';
import { launch, openPage, withoutAbortedRequests } from './browser.js';
import { openLesson, revealAll, scrollThrough, waitForHeatmap } from './lesson-helpers.js';
import { TRUSTED_TYPES_CSP } from './security-policy.js';

const headers = (path) => (path.endsWith('.html') || path.endsWith('/') ? { 'Content-Security-Policy': TRUSTED_TYPES_CSP } : {});
const { browser, url } = await launch({ headers });
const lesson = `${url}web/index.html`;
const SETTINGS = ['sentence', 'order', 'pe', 'd', 'n', 'base', 'layout', 'pairs', 'p', 'k', 'fmt', 'at', 'bug', 'theme'];

/** Elements that text must never become, and whether the corpus' alert() ran. */
function inspect(page) {
  return page.evaluate(() => {
    const all = (root) => [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
    const bad = all(document.body).filter((e) => ['img', 'script', 'iframe', 'object', 'embed'].includes(e.localName) ||
      [...e.attributes].some((a) => a.name.startsWith('on')));
    return { bad: bad.map((e) => e.localName), executed: window.__executed ?? 0 };
  });
}

test('hostile URL state and typed sentences under Trusted Types: warnings as text, nothing parsed or run', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`);
  const notAborted = withoutAbortedRequests(page);
  await page.addInitScript(() => { window.alert = () => { window.__executed = (window.__executed ?? 0) + 1; }; });
  const values = [...HOSTILE_TEXTS, ...[0, -1, 1.5, NaN, Infinity, 1e9].map(String)];
  // 15 parameters stay under the server's 16 KiB header limit at 100
  // characters each; a URL carries UTF-8, so lone surrogates become U+FFFD.
  const encoded = (/** @type {string} */ text) => encodeURIComponent(text.slice(0, 100).toWellFormed());
  // Each URL gives each setting another value of the corpus, and a parameter
  // not the lesson's, so that every value goes to two settings: what is
  // checked here is how the page shows what it refuses (that readState
  // answers every value in every setting is tests/js/properties-lesson.test.js').
  const slots = SETTINGS.length;
  for (let i = 0; i < Math.ceil((values.length * 2) / slots); i++) {
    const value = (/** @type {number} */ slot) => encoded(values[(i * slots + slot) % values.length]);
    const query = SETTINGS.map((name, slot) => `${name}=${value(slot)}`).join('&') + `&${value(0)}=${value(1)}`;
    await page.goto(`${lesson}?${query}`);
    await waitForHeatmap(page);
    const seen = await inspect(page);
    assert.deepEqual(seen, { bad: [], executed: 0 }, `URL ${i}`);
    const notice = await page.evaluate(() => [...document.querySelectorAll('#url-notice *')].every((e) => e.children.length === 0 || e.localName === 'ul'));
    assert.ok(notice, `URL ${i}: the notice lists warnings as plain text`);
  }
  await page.goto(lesson);
  // The sentence box is inert until the first prediction is answered.
  await revealAll(page);
  const field = page.locator('#permutation input[type="text"]');
  for (const [i, text] of HOSTILE_TEXTS.entries()) {
    await field.fill(text.slice(0, 300));
    await field.press('Enter');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.deepEqual(await inspect(page), { bad: [], executed: 0 }, `typed ${i}`);
  }
  await scrollThrough(page);
  assert.deepEqual(await inspect(page), { bad: [], executed: 0 });
  // What a page left at once was still fetching (its favicon, the order
  // lab's module) is cancelled: not a problem.
  assert.deepEqual(notAborted(problems), [], 'no policy violation, error or failed request');
  await page.close();
});

/** Pixel digests of every canvas of the lesson (shadow roots included), after scrolling through it. */
async function lessonPixels(hideSimd) {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`);
  // Chromium has no switch to turn WASM SIMD off: make the probe's
  // WebAssembly.validate say no, so init({ flavor: 'auto' }) loads base.
  if (hideSimd) {
    await page.addInitScript(() => {
      const validate = WebAssembly.validate;
      WebAssembly.validate = (bytes) => (bytes.byteLength < 64 ? false : validate(bytes));
    });
  }
  // Reduced motion: an order lab trains its run at once, in fixed chunks, so
  // its plots have the same points whatever the frame timing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${lesson}?pe`);
  await waitForHeatmap(page);
  await scrollThrough(page);
  // A lab starts training once it is seen and its code has loaded, which may
  // be after the scroll has passed it: the digests are of finished runs.
  // A figure off screen draws when it comes into view (widgets/base.js): each lab is looked at
  // until its run has ended, then the page goes back to the top, as after the scroll.
  for (const id of await page.evaluate(() => [...document.querySelectorAll('posenc-order-lab')]
    .filter((lab) => !lab.closest('[data-veiled]')).map((lab) => lab.id))) {
    await page.waitForFunction((i) => {
      const lab = /** @type {HTMLElement} */ (document.getElementById(i));
      lab.scrollIntoView({ block: 'center', behavior: 'instant' });
      return lab.shadowRoot?.querySelector('button')?.textContent === 'Train again';
    }, id, { polling: 250, timeout: 60000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await scrollThrough(page);
  const result = await page.evaluate(async () => {
    const all = (root) => [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
    const { init } = await import('/web/src/index.js');
    const flavor = (await init()).flavor;
    const canvases = all(document).filter((e) => e.localName === 'canvas');
    return {
      flavor,
      digests: canvases.map((c) => {
        const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let hash = 2166136261;
        for (let i = 0; i < data.length; i++) hash = Math.imul(hash ^ data[i], 16777619);
        return `${c.width}x${c.height}:${hash >>> 0}`;
      }),
    };
  });
  assert.deepEqual(problems, []);
  await page.close();
  return result;
}

test('the lesson forced onto the base flavour draws the same pixels as with simd', async () => {
  const simd = await lessonPixels(false);
  const base = await lessonPixels(true);
  assert.deepEqual([simd.flavor, base.flavor], ['simd', 'base']);
  assert.ok(simd.digests.length >= 10, `${simd.digests.length} canvases`);
  const differ = simd.digests.filter((d, i) => d !== base.digests[i]);
  assert.deepEqual(differ, [], `${differ.length} of ${simd.digests.length} canvases differ`);
});

test('a long numeric paste into the lesson\'s text fields is cut to their maxlength, and the page answers at once', async () => {
  const { page, problems } = await openLesson(browser, lesson);
  const fields = page.locator('input[type="text"]');
  const count = await fields.count();
  assert.ok(count >= 1 && (await page.locator('#wave-pairs').count()) === 1, `${count} text fields`);
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    await field.focus();
    await field.press('Control+A');
    await page.keyboard.insertText(LONG_NUMERIC_TEXTS[0]);
    const { length, max, name } = await field.evaluate((input) =>
      ({ length: input.value.length, max: input.maxLength, name: input.id || input.closest('label')?.textContent?.trim() }));
    assert.ok(max > 0 && length <= max, `${name}: ${length} characters kept, maxlength ${max}`);
  }
  // Text set by a script is not cut by maxlength: the parser's own cap holds.
  await page.evaluate((text) => {
    const input = document.getElementById('wave-pairs');
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, '1 '.repeat(25000));
  assert.equal(await page.evaluate(() => 1 + 1), 2);
  assert.deepEqual(problems, []);
  await page.close();
});
