// The whole lesson in the pseudo-locale en-XA (scripts/lib/pseudo.mjs: every
// letter accented), as the dev server translates it at /en-XA/: a learner
// reveals every figure, answers every prediction and check, moves the
// controls, and lets the order labs train; then everything the page says,
// in the document and in every shadow root, its accessible names and data
// tables, the text drawn on its canvases and every announcement of its live
// regions, must be accented. An unaccented English word is a string written
// in the code instead of read from a catalog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, openPage, repoRoot } from './browser.js';
import { unaccentedWords } from './l10n-helpers.js';
import { revealAll, scrollThrough, waitForHeatmap } from './lesson-helpers.js';

const { browser, url } = await launch({ root: join(repoRoot, 'web') });

/**
 * Words a learner may meet untranslated: the formulas' names (sin, cos, PE,
 * softmax, Attn, base, d_model's subscript), the number formats', the colour
 * maps' and the read-out token's ([CLS]) names, and
 * the language menu's autonyms (each language's own name: "Español" is two
 * words to the pattern).
 */
const SYMBOLS = new Set(['sin', 'cos', 'PE', 'softmax', 'Attn', 'base', 'model', 'float', 'bfloat', 'rdbu', 'viridis',
  'CLS', 'English', 'Espa', 'ol']);

/**
 * What the walk's address gives (`?n=many&pairs=40`): the URL notice quotes the
 * parameters' names and the values as typed, which no translation changes.
 */
const TYPED = ['many', 'pairs'];

/** Runs before the page: records every text drawn on a canvas and every change of a live region. */
function listen() {
  const heard = /** @type {string[]} */ ([]);
  Object.assign(window, { heard });
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    heard.push(String(text));
    return fillText.call(this, text, ...rest);
  };
  // Each text node apart: a formula's <mi>cos</mi><mi>k</mi> is not the word "cosk".
  const textsOf = (/** @type {Node} */ node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const texts = [];
    while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
    return texts;
  };
  const watch = (/** @type {Node} */ root) => new MutationObserver((records) => {
    for (const { target } of records) {
      const element = target instanceof Element ? target : target.parentElement;
      const live = element?.closest('[aria-live], [role=status], [role=alert], [role=log]');
      if (live) heard.push(...textsOf(live));
    }
  }).observe(root, { subtree: true, childList: true, characterData: true });
  watch(document);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    watch(root);
    return root;
  };
}

/**
 * Runs in the page: every text of the document and of every shadow root
 * (hidden ones too: they show in some state), the title, and every name
 * and description an assistive technology reads, aria-labelledby's targets
 * included.
 */
function pageTexts() {
  const found = [document.title, document.querySelector('meta[name=description]')?.getAttribute('content') ?? ''];
  const visit = (/** @type {Document | ShadowRoot} */ root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (parent && !['SCRIPT', 'STYLE', 'TITLE'].includes(parent.tagName)) found.push(walker.currentNode.textContent ?? '');
    }
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) visit(element.shadowRoot);
      for (const name of ['aria-label', 'title', 'alt', 'aria-description', 'placeholder', 'aria-valuetext', 'aria-roledescription']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
      for (const id of (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)) {
        const target = root.getElementById(id);
        if (!target) found.push(`(no element #${id})`);
        const walker = document.createTreeWalker(target ?? root, NodeFilter.SHOW_TEXT);
        while (target && walker.nextNode()) found.push(walker.currentNode.textContent ?? '');
      }
    }
  };
  visit(document);
  return found;
}

test('in the pseudo-locale en-XA the whole lesson, worked through, has no unaccented English anywhere a learner reads or hears', async () => {
  const { page, problems } = await openPage(browser, 'about:blank', { viewport: { width: 1280, height: 900 } });
  // Each wait is generous: the figures come slowly on a loaded machine.
  page.setDefaultTimeout(240000);
  await page.addInitScript(listen);
  // Settings the page cannot all use, so that its notices show (as in l10n-lesson-scripts.test.js).
  await page.goto(`${url}en-XA/?n=many&pairs=40&k=-30&p=10`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-XA');
  // Every prediction answered (the first choice, often wrong: its explanation shows), which reveals its figure.
  await page.evaluate(() => {
    for (const prediction of document.querySelectorAll('.prediction')) prediction.querySelector('button[data-choice]')?.click();
  });
  await revealAll(page);
  await waitForHeatmap(page);
  // Every check answered: the first choice, or a number, wrong then right where it can be.
  for (const id of await page.evaluate(() => [...document.querySelectorAll('fieldset.question')].map((q) => q.id))) {
    const question = page.locator(`#${id}`);
    if (await question.locator('input[type=text]').count()) {
      await question.locator('input[type=text]').fill('3');
      await question.locator('button.check-answer').click();
      await question.locator('input[type=text]').fill('many');
    } else {
      await question.locator('input[type=radio]').first().check();
    }
    await question.locator('button.check-answer').click();
  }
  // The controls a learner moves: a cell read by the keyboard, Play, the length run.
  await page.locator('#heatmap canvas').focus();
  for (const key of ['ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
  await page.click('#play');
  await page.waitForFunction(() => Number(/** @type {HTMLInputElement} */ (document.getElementById('rot-p')).value) > 1);
  await page.click('#play');
  await page.waitForFunction(() => (document.querySelector('.page-announce')?.textContent ?? '') !== '');
  await page.click('#length-run');
  // Every figure brought into view, so that it draws; the order labs train to their end.
  await scrollThrough(page);
  // Every data table open (a figure's toggle is the button of its shadow root that expands something).
  await page.evaluate(() => {
    const visit = (/** @type {ParentNode} */ root) => {
      for (const e of root.querySelectorAll('*')) {
        if (e.shadowRoot) visit(e.shadowRoot);
        if (e.localName === 'details') /** @type {HTMLDetailsElement} */ (e).open = true;
        if (root !== document && e.matches('button[aria-expanded=false]:not([hidden])')) /** @type {HTMLElement} */ (e).click();
      }
    };
    visit(document);
  });
  const texts = [...await page.evaluate(pageTexts), ...await page.evaluate(() => /** @type {any} */ (window).heard)];
  const notice = await page.textContent('#url-notice');
  assert.ok(/many/.test(notice ?? '') && /[ǿīƞ]/.test(notice ?? ''), `the URL notice listed the settings it could not use: ${notice}`);
  const counts = new Map();
  const allowed = new Set([...SYMBOLS, ...TYPED]);
  for (const word of unaccentedWords(texts, allowed)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const where = [...new Set(texts.filter((text) => unaccentedWords([text], allowed).length))].slice(0, 60);
  assert.deepEqual([...counts], [], where.join('\n'));
  assert.ok(texts.some((text) => /^Ƥǿǿşīīŧīīǿǿƞƞ/.test(text)), 'the page read in en-XA');
  assert.deepEqual(problems, []);
  await page.close();
});
