// What a learner sees of the lesson's words beside its figures: the note on
// the veiled encoding switch stays readable over its sticky bar, no label is
// drawn over the data of section 6's distance plot, the length table shows
// that it scrolls at a phone's width, and counts and positions read the same
// way as the text in the settings a learner can choose.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { revealAll, showFigure } from './lesson-helpers.js';

const { browser, url } = await launch();
const lesson = `${url}web/index.html`;

test('the note on the veiled encoding switch is drawn over its sticky bar, at rest and while the bar is stuck', async () => {
  for (const viewport of [{ width: 390, height: 800 }, { width: 1280, height: 800 }]) {
    const { page, problems } = await openPage(browser, lesson, { viewport });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
    await page.click('#predict-shuffle .skip-prediction');
    // The test scrolls by script below; a learner scrolls with the wheel or keys, which the
    // focus keeper (web/lesson/focus-keeper.js) leaves alone: the button gives up its focus.
    await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
    /** Runs in the page: the topmost element at the middle of the note's box, as a selector-like name. */
    const onTop = () => page.evaluate(() => {
      const note = /** @type {HTMLElement} */ (document.getElementById('pe-switch-bar').previousElementSibling);
      const box = note.firstElementChild.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { inNote: note.contains(hit), top: Math.round(box.top), visible: !note.hidden };
    });
    await page.evaluate(() => document.getElementById('pe-switch-bar').previousElementSibling.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const rest = await onTop();
    assert.ok(rest.visible && rest.inNote, `${viewport.width} px, at rest: ${JSON.stringify(rest)}`);
    await page.evaluate(() => scrollTo({ top: document.getElementById('outputs').getBoundingClientRect().top + scrollY - 100, behavior: 'instant' }));
    const stuck = await onTop();
    assert.ok(stuck.inNote && stuck.top >= 0 && stuck.top < 40, `${viewport.width} px, bar stuck: ${JSON.stringify(stuck)}`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test("section 6's distance plot names its circled point under the plot, never over the data", async () => {
  const { page, problems } = await openPage(browser, lesson, { viewport: { width: 390, height: 800 } });
  await revealAll(page);
  // Every text the figure's canvases draw, with where it is drawn.
  await page.evaluate(() => {
    const texts = /** @type {{ text: string, x: number, y: number, w: number, h: number }[]} */ ([]);
    Object.assign(window, { drawnTexts: texts });
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, x, y, ...rest) {
      const canvas = this.canvas;
      if (canvas.getRootNode().host?.id === 'properties-figure' && canvas === canvas.getRootNode().querySelector('canvas')) {
        const t = this.getTransform(), scale = t.a || 1;
        texts.push({ text: String(text), x: (t.e / scale) + x, y: (t.f / scale) + y, w: canvas.clientWidth, h: canvas.clientHeight });
      }
      return fill.call(this, text, x, y, ...rest);
    };
  });
  await page.click('#show-collision');
  await showFigure(page, '#properties-figure', /d_model 2/);
  const { texts, key } = await page.evaluate(() => ({
    // @ts-ignore
    texts: window.drawnTexts,
    key: document.getElementById('properties-figure').shadowRoot.querySelector('.plot-key')?.textContent,
  }));
  assert.ok(texts.length > 0, 'the plot was drawn');
  // The plot area: inside the axes (58 px from the left, 8 from the top, 34 above the bottom).
  const inside = texts.filter((t) => t.x > 58 && t.y > 8 && t.y < t.h - 34);
  assert.deepEqual(inside.map((t) => t.text), [], 'no text inside the plot area');
  assert.match(key ?? '', /^Circled: q = 720, nearest to p = 10 \(distance 6\.02 × 10⁻⁵\)\.$/);
  const norms = await page.evaluate(() => [...document.getElementById('properties-figure').shadowRoot.querySelectorAll('.meaning')].map((p) => p.textContent).join(' '));
  assert.match(norms, /each pair adds sin² \+ cos² = 1, and there is 1 pair\./);
  assert.doesNotMatch(norms, /1 pairs/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('at 390 px the length table says it scrolls, fades at its cut edge, and can be scrolled by keyboard', async () => {
  const { page, problems } = await openPage(browser, lesson, { viewport: { width: 390, height: 800 } });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  await page.evaluate(() => document.getElementById('length-table').scrollIntoView({ block: 'center' }));
  await page.waitForFunction(() => document.querySelector('.table-scroll').hasAttribute('data-overflows'));
  const state = () => page.evaluate(() => {
    const box = /** @type {HTMLElement} */ (document.querySelector('.table-scroll'));
    const hint = /** @type {HTMLElement} */ (document.querySelector('.scroll-hint'));
    return {
      tabIndex: box.tabIndex, name: document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent,
      role: box.getAttribute('role'), hint: hint.checkVisibility() ? hint.textContent : '',
      fade: getComputedStyle(box.parentElement, '::after').content,
    };
  });
  const cut = await state();
  assert.equal(cut.tabIndex, 0);
  assert.equal(cut.role, 'region');
  assert.equal(cut.name, 'Test accuracy (%) by sentence length');
  assert.match(cut.hint, /Scroll the table sideways/);
  assert.notEqual(cut.fade, 'none', 'a fade over the cut edge');
  await page.focus('.table-scroll');
  await page.keyboard.press('End');
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('.table-scroll').hasAttribute('data-at-end'));
  assert.equal((await state()).fade, 'none', 'no fade once the last column is in view');
  // At 1280 px the table fits: no hint, no fade, no tab stop.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForFunction(() => !document.querySelector('.table-scroll').hasAttribute('data-overflows'));
  const wide = await state();
  assert.equal(wide.hint, '');
  assert.equal(wide.fade, 'none');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the repeated-word table counts positions from 0, as the text does', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await revealAll(page);
  await showFigure(page, '#repeated');
  const caption = await page.evaluate(() => document.getElementById('repeated').shadowRoot.querySelector('table caption')?.textContent);
  assert.equal(caption, 'The two copies of "the" (positions 0 and 3), output against output');
  assert.match(await page.textContent('#addition-demo'), /positions 0 and 3/);
  assert.deepEqual(problems, []);
  await page.close();
});

test("section 9's Version B is its own bug, and says so when d_model 2 leaves nothing to see", async () => {
  const { page, problems } = await openPage(browser, `${lesson}?bug=bug-integer-exponent`);
  await revealAll(page);
  await showFigure(page, '#bug');
  const answer = () => page.evaluate(() => document.getElementById('bug').shadowRoot.querySelector('.answer').textContent);
  assert.match(await answer(), /integer division/);
  assert.doesNotMatch(await answer(), /the two tables are the same/);
  await page.click('#show-collision');
  await page.waitForFunction(() => document.getElementById('bug').getAttribute('d-model') === '2');
  // Scrolled by script: the button lets go of the focus, which the focus keeper would bring back.
  await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
  await showFigure(page, '#bug');
  await page.waitForFunction(() => /the two tables are the same/.test(document.getElementById('bug').shadowRoot.querySelector('.answer').textContent));
  assert.deepEqual(problems, []);
  await page.close();
});
