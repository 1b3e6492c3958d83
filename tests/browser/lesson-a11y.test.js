// Accessibility of the lesson (axe-core, canvas names and summaries, reduced
// motion), and the lesson at a laptop and a phone size in both themes, with
// screenshots for review under POSENC_SCREENSHOTS=1 (SCREENSHOTS in
// browser.js; nothing is compared against them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SCREENSHOTS, launch, openPage, repoRoot, withoutAbortedRequests } from './browser.js';
import { openLesson, revealAll, scrollThrough, showFigure, waitForFiguresBuilt, waitForHeatmap } from './lesson-helpers.js';

const { browser, url } = await launch();
const lesson = `${url}web/index.html`;
const axeSource = await readFile(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** The axe-core violations of the page, one line each. */
async function violations(page) {
  // The page's own CSP would block an inline script; evaluating the source
  // through the devtools protocol is not subject to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target} (${v.help})`);
}

for (const theme of ['light', 'dark']) {
  test(`axe-core finds no accessibility violation on the whole lesson, before and after the predictions (${theme} theme)`, async () => {
    const { page, problems } = await openPage(browser, `${lesson}?theme=${theme}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
    await scrollThrough(page);
    assert.deepEqual(await violations(page), [], 'with the predictions open');
    await revealAll(page);
    // A check answered wrong shows its feedback, its explanation and its link.
    await page.check('#q-training input[value="all"]');
    await page.click('#q-training button.check-answer');
    await waitForHeatmap(page);
    await scrollThrough(page);
    assert.deepEqual(await violations(page), [], 'with every figure shown');
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('axe-core finds no accessibility violation on the accessibility statement, and the lesson footer leads to it', async () => {
  const { page, problems } = await openPage(browser, lesson);
  // Following the link leaves the lesson while it may still fetch the order lab's module.
  const notAborted = withoutAbortedRequests(page);
  await page.click('footer a[href="accessibility.html"]');
  await page.waitForURL(/accessibility\.html$/);
  assert.equal(await page.textContent('h1'), 'Accessibility statement');
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(notAborted(problems), []);
  await page.close();
});

test('every canvas has a name, of what it will show, and no heading is empty, before its figure is first drawn', async () => {
  const { page, problems } = await openPage(browser, lesson);
  // Figures far down build ahead of their first draw, when the browser is idle.
  await waitForFiguresBuilt(page);
  // A screen reader lists the headings of figures it has not shown yet too.
  const emptyHeadings = await page.evaluate(() => [...document.querySelectorAll('main *')]
    .filter((e) => e.shadowRoot && !e.shadowRoot.querySelector('.summary')?.textContent)
    .flatMap((e) => [...e.shadowRoot.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((h) => !h.textContent?.trim()).map((h) => `${e.id || e.localName} > ${h.localName}`)));
  assert.deepEqual(emptyHeadings, []);
  const unnamed = await page.evaluate(() => [...document.querySelectorAll('main *')]
    .filter((e) => e.shadowRoot)
    .flatMap((e) => [...e.shadowRoot.querySelectorAll('canvas')]
      // A figure writes its text summary when it draws.
      .map((c) => ({ figure: e.id || e.localName, name: c.getAttribute('aria-label'),
        drawn: Boolean(e.shadowRoot.querySelector('.summary')?.textContent) }))));
  assert.ok(unnamed.some((c) => !c.drawn), 'some figures far down the page are not drawn yet');
  assert.deepEqual(unnamed.filter((c) => !c.name), []);
  // Named by what they will show, not by their state.
  assert.deepEqual(unnamed.filter((c) => /not drawn/i.test(c.name)), []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('every canvas has role img, a name, and a text summary that follows the data', async () => {
  const { page, problems } = await openLesson(browser, lesson);
  await scrollThrough(page);
  const canvases = await page.evaluate(() => [...document.querySelectorAll('main *')]
    .filter((e) => e.shadowRoot)
    .flatMap((e) => [...e.shadowRoot.querySelectorAll('canvas')].filter((c) => !c.closest('[hidden]'))
      .map((c) => ({ figure: e.id || e.localName, role: c.getAttribute('role'), name: c.getAttribute('aria-label') ?? '',
        summary: e.shadowRoot.querySelector('.summary')?.textContent ?? '' }))));
  assert.ok(canvases.length >= 4, `${canvases.length} canvases`);
  for (const c of canvases) {
    assert.equal(c.role, 'img', c.figure);
    assert.ok(c.name.length > 20, `${c.figure} name: ${c.name}`);
    assert.ok(c.summary.length > 20, `${c.figure} summary: ${c.summary}`);
  }
  const summary = () => page.evaluate(() => document.querySelector('#waves').shadowRoot.querySelector('.summary').textContent);
  const before = await summary();
  await page.fill('#wave-pairs', '1 3');
  // The figure sits below its field, and a figure off screen draws (and writes its summary) when it
  // comes into view (widgets/base.js): the learner looks at it, as the test does.
  await showFigure(page, '#waves', /pairs 1, 3/);
  assert.notEqual(await summary(), before);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the keyboard reaches every prediction, control and question in reading order, from the first figure to the last section', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await revealAll(page);
  const order = [];
  for (let i = 0; i < 200 && !order.includes('clear-answers'); i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const e = document.activeElement;
      // A prediction's or a question's controls are named after their fieldset.
      const box = e?.closest('fieldset.prediction, fieldset.question');
      return box ? box.id : e?.id || e?.localName;
    });
    if (id && !order.includes(id)) order.push(id);
  }
  const wanted = ['predict-shuffle', 'pe-switch', 'permutation', 'move-first', 'swap-ends', 'predict-with-pe',
    'predict-training', 'order-lab', 'pe-switch-repeat', 'd-model', 'positions', 'base', 'predict-fast', 'heatmap',
    'wave-pairs', 'position', 'predict-matrix', 'rot-p', 'rot-k', 'play', 'predict-nearest', 'predict-head', 'offset-head',
    'predict-collision',
    'q-training', 'q-mask', 'q-wavelength', 'q-matrix', 'q-direction', 'q-norm', 'q-bug', 'q-length', 'order-lab-causal',
    'precision-format', 'bug-kind', 'reset', 'clear-answers'];
  const seen = wanted.filter((id) => order.includes(id));
  assert.deepEqual(seen, wanted, order.join(' '));
  assert.deepEqual(problems, []);
  await page.close();
});

const scrollBehavior = (page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);

test('with reduced motion the page does not scroll smoothly, even after an interaction', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(lesson);
  await page.keyboard.press('Tab');
  assert.equal(await scrollBehavior(page), 'auto');
  await context.close();
});

test('a link to a section opens there at once; jumps the learner makes scroll smoothly', async () => {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  const page = await context.newPage();
  await page.goto(`${lesson}#heatmap`);
  assert.equal(await scrollBehavior(page), 'auto');
  // A smooth scroll would be caught part of the way down at its first step.
  await page.waitForFunction(() => scrollY > 0, null, { polling: 'raf' });
  const top = await page.evaluate(() => document.getElementById('heatmap').getBoundingClientRect().top);
  assert.ok(Math.abs(top) < 2, `the heatmap is ${top}px from the top right after the load`);
  await page.keyboard.press('Tab');
  assert.equal(await scrollBehavior(page), 'smooth');
  await context.close();
});

const SECTIONS = ['order', 'needs', 'sinusoids', 'rotation', 'properties', 'check', 'takeaways', 'further'];

for (const [width, height] of [[1280, 800], [390, 844]]) {
  test(`at ${width}x${height}, both themes, before and after the predictions: no horizontal scrolling, no error${SCREENSHOTS ? ', screenshots for review' : ''}`, async () => {
    if (SCREENSHOTS) await mkdir(SCREENSHOTS, { recursive: true });
    for (const theme of ['light', 'dark']) {
      const { page, problems } = await openPage(browser, `${lesson}?theme=${theme}`, { viewport: { width, height } });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
      await scrollThrough(page);
      if (SCREENSHOTS) await page.locator('#order').screenshot({ path: join(SCREENSHOTS, `lesson-${width}-${theme}-order-veiled.png`) });
      await revealAll(page);
      await waitForHeatmap(page);
      await scrollThrough(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${overflow}px of horizontal overflow`);
      if (SCREENSHOTS) {
        await page.screenshot({ path: join(SCREENSHOTS, `lesson-${width}x${height}-${theme}.png`), fullPage: true });
        for (const id of SECTIONS) {
          await page.locator(`#${id}`).screenshot({ path: join(SCREENSHOTS, `lesson-${width}-${theme}-${id}.png`) });
        }
      }
      assert.deepEqual(problems, []);
      await page.close();
    }
  });
}

test('every figure takes the page theme (dark page, dark figures)', async () => {
  const { page, problems } = await openPage(browser, `${lesson}?theme=dark`);
  // The later figures' code loads after the first paint (web/lesson/figure-loader.js).
  await waitForFiguresBuilt(page);
  const figures = await page.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.shadowRoot)
    .map((e) => ({ id: e.id, fg: getComputedStyle(e).getPropertyValue('--posenc-fg').trim() })));
  const pageFg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fg').trim());
  assert.ok(figures.length >= 15);
  for (const f of figures) assert.equal(f.fg, pageFg, f.id);
  assert.deepEqual(problems, []);
  await page.close();
});
