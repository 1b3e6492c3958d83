// The sentences of section 1 in each language of the lesson: each page
// starts its order demo from its own pair ("人咬狗" and "狗咬人" in Chinese,
// which has no spaces: every Han character is a token), and the lesson's
// point holds in it: without positions the two sentences give the same
// outputs, moved; with positions they differ. Also on an engine without
// Intl.Segmenter, whose tokens come from tokenize's own rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, openPage, repoRoot } from './browser.js';
import { revealAll, showFigure } from './lesson-helpers.js';

const { browser, url } = await launch({ root: join(repoRoot, 'web') });

/**
 * Whether the verdict under the demo says the rows and the average are the
 * same, once the figure's two token lists show `tokens` (each list's words
 * joined by spaces).
 */
async function verdict(page, tokens) {
  await page.waitForFunction((expected) => {
    const lists = document.querySelector('#permutation').shadowRoot.querySelectorAll('.tokens');
    return [...lists].map((list) => [...list.children].map((li) => li.textContent).join(' ')).join('|') === expected.join('|');
  }, tokens);
  return page.evaluate(() => [document.getElementById('residual-text')?.dataset.same,
    document.getElementById('pooled-text')?.dataset.same]);
}

/** Sets the positional-encoding switch and waits until the verdict follows it. */
async function positional(page, on, tokens) {
  await page.locator('#pe-switch').setChecked(on);
  await page.waitForFunction((same) => document.getElementById('residual-text')?.dataset.same === same, String(!on));
  return verdict(page, tokens);
}

const PAIRS = [
  { locale: 'zh-CN', sentence: '人咬狗', other: '狗咬人', tokens: ['人 咬 狗', '狗 咬 人'], repeated: '狗' },
  { locale: 'es', sentence: 'hombre muerde perro', other: 'perro muerde hombre', tokens: ['hombre muerde perro', 'perro muerde hombre'], repeated: 'el' },
];

for (const { locale, sentence, other, tokens, repeated } of PAIRS) {
  test(`${locale}: the page's own pair gives the same outputs, moved, without positions and different outputs with them`, async () => {
    const { page, problems } = await openPage(browser, `${url}${locale}/`);
    await revealAll(page);
    assert.equal(await page.getAttribute('#permutation', 'sentence'), sentence);
    assert.deepEqual(await positional(page, false, tokens), ['true', 'true']);
    assert.deepEqual(await positional(page, true, tokens), ['false', 'false']);
    // The other sentence typed by the learner: its words are the first's, reversed.
    const box = page.locator('#permutation input[type="text"]');
    await box.fill(other);
    await box.press('Enter');
    await page.waitForFunction((s) => new URLSearchParams(location.search).get('sentence') === s, other);
    assert.deepEqual(await positional(page, false, [...tokens].reverse()), ['true', 'true']);
    assert.deepEqual(await positional(page, true, [...tokens].reverse()), ['false', 'false']);
    // The default sentence stays out of the page's links; Reset brings it back.
    await page.click('#reset');
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('sentence'));
    assert.equal(await page.getAttribute('#permutation', 'sentence'), sentence);
    // The repeated-word figure shows the page's own sentence, its repeated word outlined.
    await showFigure(page, '#repeated');
    const summary = await page.locator('#repeated .summary').textContent();
    assert.ok(summary?.includes(repeated), summary ?? '');
    assert.deepEqual(problems, []);
    await page.close();
  });
}

/** A promise and the function that resolves it: what a held request waits for. */
function gate() {
  /** @type {() => void} */
  let open = () => {};
  const opened = new Promise((resolve) => { open = () => resolve(undefined); });
  return { opened, open };
}

test('es: a prediction answered and an answer checked while the page\'s words and the module are still coming are taken once they have come', async () => {
  const { page, problems } = await openPage(browser, 'about:blank');
  const words = gate(), module = gate();
  // The lesson's Spanish words held back: the page's scripts wait for them.
  await page.route('**/lesson/catalogs/es.js', async (route) => { await words.opened; await route.continue(); });
  // And the module, until the words have come: no figure is shown until it
  // comes, and the learner's side of the page loads once one is (later.js).
  await page.route('**/posenc-simd.wasm', async (route) => { await module.opened; await route.continue(); });
  await page.goto(`${url}es/`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-lesson-ran'));
  await page.click('#predict-shuffle button.skip-prediction');
  // The next prediction, which switches the encoding on when answered (a
  // change of the lesson's state), is pressed by script: it is veiled once
  // the words have come.
  await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#predict-with-pe button.skip-prediction')).click());
  // A typed answer checked meanwhile: the first check outside any veiled part of the page.
  const check = await page.evaluate(() => [...document.querySelectorAll('fieldset.question[data-kind=number]')]
    .find((f) => f.querySelector('input[type=text]') && !f.closest('[data-veiled], [inert]'))?.id);
  assert.ok(check, 'a check with a typed answer is open on a fresh page');
  await page.fill(`#${check} input[type=text]`, '1');
  await page.click(`#${check} button.check-answer`);
  const answered = () => page.evaluate(() => document.getElementById('predict-shuffle')?.classList.contains('answered'));
  const checked = () => page.evaluate((id) => document.querySelector(`#${id} .feedback .result`)?.textContent ?? '', check);
  assert.equal(await answered(), false, 'not answered before the words have come');
  assert.equal(await checked(), '', 'not checked before the words have come');
  words.open();
  // The words have come: the predictions' figures are veiled, and the answers wait for their code.
  await page.waitForFunction(() => document.getElementById('order-reveal')?.hasAttribute('data-veiled'));
  assert.equal(await answered(), false, 'not answered before the learner\'s code has come');
  // Each report of the progress (the event hosts listen to) says something new.
  await page.evaluate(() => {
    const reports = /** @type {string[]} */ ([]);
    Object.assign(window, { progressReports: reports });
    document.addEventListener('lesson-progress', (e) => reports.push(JSON.stringify(/** @type {CustomEvent} */ (e).detail)));
  });
  module.open();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  await page.waitForFunction(() => document.getElementById('predict-shuffle')?.classList.contains('answered'));
  // The typed answer was kept, and judged with the module.
  await page.waitForFunction((id) => ['true', 'false'].includes(document.getElementById(id)?.dataset.verdict ?? ''), check);
  assert.notEqual(await checked(), '');
  assert.equal(await page.inputValue(`#${check} input[type=text]`), '1');
  const reports = await page.evaluate(() => /** @type {string[]} */ (/** @type {any} */ (window).progressReports));
  assert.ok(reports.some((r) => JSON.parse(r).check.answered === 1), reports.join('\n'));
  assert.ok(reports.every((r, i) => i === 0 || r !== reports[i - 1]), `a report repeated: ${reports.join('\n')}`);
  await page.waitForFunction(() => document.getElementById('predict-with-pe')?.classList.contains('answered'));
  await page.waitForFunction(() => new URLSearchParams(location.search).has('pe'));
  const region = await page.getAttribute('#predict-shuffle', 'data-reveals');
  assert.ok(region);
  assert.equal(await page.evaluate((id) => document.getElementById(id)?.hasAttribute('data-veiled'), region), false);
  assert.deepEqual(problems, []);
  await page.close();
});

test('zh-CN: without Intl.Segmenter the Chinese pair is still one token per character, with the same verdicts', async () => {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() => { delete Intl.Segmenter; });
  await page.goto(`${url}zh-CN/?sentence=${encodeURIComponent('狗咬人。')}`);
  await revealAll(page);
  assert.equal(await page.evaluate(() => typeof Intl.Segmenter), 'undefined');
  const tokens = ['狗 咬 人 。', '。 人 咬 狗'];
  assert.deepEqual(await positional(page, false, tokens), ['true', 'true']);
  assert.deepEqual(await positional(page, true, tokens), ['false', 'false']);
  assert.deepEqual(problems, []);
  await page.close();
});
