// The figures compute only what they show: a drawn figure that is asked to
// draw again while out of view marks itself stale and draws when it comes
// into view (web/src/widgets/base.js), a control's step writes nothing of
// the page beside its outputs and the figures it drives, and the same-turn
// figure, which shows four dials and two errors, never builds the dense
// matrix M_k. Counts draws, calls and writes, never times them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { afterFrames, launch } from './browser.js';
import { openLesson, showFigure } from './lesson-helpers.js';

const { browser, url } = await launch();

/** Runs in the page: counts the draws of the element `id` in its data-draws attribute. */
function countDraws(id) {
  const figure = /** @type {any} */ (document.getElementById(id));
  const draw = figure.draw;
  figure.dataset.draws = '0';
  figure.draw = function (/** @type {unknown} */ context) {
    figure.dataset.draws = String(Number(figure.dataset.draws) + 1);
    return draw.call(this, context);
  };
}

const draws = (page, id) => page.evaluate((figure) => Number(document.getElementById(figure).dataset.draws), id);
const inView = (page, id) => page.evaluate((figure) => {
  const box = document.getElementById(figure).getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight;
}, id);
const summary = (page, id) => page.evaluate((figure) => document.getElementById(figure).shadowRoot.querySelector('.summary').textContent, id);

for (const width of [390, 1280]) {
  test(`at ${width} px, section 6's properties figure does not draw off screen and draws when scrolled into view`, async () => {
    const { page, problems } = await openLesson(browser, `${url}web/index.html`, { viewport: { width, height: 800 } });
    // Drawn once, then left below the fold while the learner works in section 5.
    await showFigure(page, '#properties-figure');
    await showFigure(page, '#offset-head');
    await page.evaluate(countDraws, 'properties-figure');
    await page.evaluate(countDraws, 'offset-head');
    assert.equal(await inView(page, 'properties-figure'), false);

    // The words switch: added, then none, twice.
    for (let i = 0; i < 4; i++) {
      await page.locator(`#offset-head input[name="words"][value="${i % 2 === 0 ? 'add' : 'none'}"]`).focus();
      await page.keyboard.press('Space');
      await afterFrames(page, 5);
    }
    assert.ok(await draws(page, 'offset-head') >= 4, 'the head figure, on screen, draws each toggle');
    // A change of what the properties figure shows (d_model, from section 3's slider state) while it is off screen.
    await page.evaluate(() => {
      const slider = /** @type {HTMLInputElement} */ (document.getElementById('d-model'));
      slider.value = '128';
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await afterFrames(page, 10);
    assert.equal(await page.getAttribute('#properties-figure', 'd-model'), '128');
    assert.equal(await draws(page, 'properties-figure'), 0, 'no draw while off screen');
    assert.doesNotMatch(await summary(page, 'properties-figure'), /d_model 128/);

    await page.locator('#properties-figure').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await page.waitForFunction(() => Number(document.getElementById('properties-figure').dataset.draws) > 0);
    await afterFrames(page, 10);
    assert.equal(await draws(page, 'properties-figure'), 1, 'one draw, of the latest values, once in view');
    assert.match(await summary(page, 'properties-figure'), /d_model 128/);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('the same-turn figure draws p and k without the dense rotation matrix', async () => {
  const { page, problems } = await openLesson(browser, `${url}web/index.html?d=1024&p=300&k=-5`);
  await showFigure(page, '#same-turn');
  // One draw of the figure, listing the calls it makes of the module.
  const { calls, text } = await page.evaluate(() => {
    const figure = /** @type {any} */ (document.getElementById('same-turn'));
    const made = /** @type {string[]} */ ([]);
    // The module's API object is frozen: a copy whose functions list their calls.
    const pe = Object.fromEntries(Object.entries(figure.posenc).map(([name, member]) => [name,
      typeof member !== 'function' ? member : (/** @type {unknown[]} */ ...args) => {
        made.push(name);
        return member(...args);
      }]));
    figure.draw({ pe, values: figure.values, changed: true, width: 600, theme: figure.theme, parts: figure.parts, l10n: figure.l10n });
    return { calls: made, text: figure.shadowRoot.textContent };
  });
  assert.match(text, /At p = 300: PE\(300\) to PE\(295\)/);
  assert.match(text, /largest error \d/);
  assert.deepEqual(calls.filter((name) => name !== 'frequencies'), ['shiftError', 'shiftError']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a theme change restyles and redraws the figures in view; one off screen follows when it comes into view', async () => {
  const { page, problems } = await openLesson(browser, `${url}web/index.html`, { viewport: { width: 1280, height: 800 } });
  await showFigure(page, '#waves');
  await showFigure(page, '#same-turn');
  await page.evaluate(countDraws, 'waves');
  await page.evaluate(countDraws, 'same-turn');
  assert.equal(await inView(page, 'waves'), false);
  const dark = (id) => page.evaluate((figure) => document.getElementById(figure).matches(':state(dark)'), id);
  assert.equal(await dark('same-turn'), false);

  await page.evaluate(() => {
    const select = /** @type {HTMLSelectElement} */ (document.getElementById('theme'));
    select.value = 'dark';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await afterFrames(page, 10);
  assert.equal(await dark('same-turn'), true);
  assert.equal(await draws(page, 'same-turn'), 1);
  assert.equal(await dark('waves'), false, 'a figure off screen keeps its state');
  assert.equal(await draws(page, 'waves'), 0, 'and does not draw');

  await page.locator('#waves').evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.waitForFunction(() => Number(document.getElementById('waves').dataset.draws) > 0);
  assert.equal(await dark('waves'), true);
  assert.deepEqual(problems, []);
  await page.close();
});

for (const width of [320, 390]) {
  test(`at ${width} px a press of section 1's switch moves nothing below its verdicts, though their wordings differ in length`, async () => {
    const { page, problems } = await openLesson(browser, `${url}web/index.html`, { viewport: { width, height: 800 } });
    await page.waitForFunction(() => document.getElementById('residual-text')?.dataset.same !== undefined);
    const read = () => page.evaluate(() => ({
      same: document.getElementById('residual-text')?.dataset.same,
      text: document.getElementById('order-verdict')?.textContent,
      below: /** @type {Element} */ (document.getElementById('order-verdict')?.nextElementSibling).getBoundingClientRect().top + scrollY,
    }));
    const before = await read();
    const lines = [];
    for (const press of [1, 2]) {
      await page.locator('#pe-switch').evaluate((e) => /** @type {HTMLElement} */ (e).click());
      await page.waitForFunction((same) => document.getElementById('residual-text')?.dataset.same !== same, press === 1 ? before.same : String(before.same === 'false'));
      await afterFrames(page, 2);
      const now = await read();
      assert.equal(now.below, before.below, `press ${press}`);
      lines.push(now.text?.length);
    }
    // The two wordings are of different lengths, so the reserve is what keeps the page still.
    assert.notEqual(lines[0], lines[1]);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('a theme that shows the scheme already shown (light, then auto, under a light system) draws no figure again', async () => {
  const { page, problems } = await openLesson(browser, `${url}web/index.html`, { viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  await showFigure(page, '#same-turn');
  await page.evaluate(countDraws, 'same-turn');
  /** @param {string} theme */
  const choose = async (theme) => {
    await page.evaluate((value) => {
      const select = /** @type {HTMLSelectElement} */ (document.getElementById('theme'));
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, theme);
    await afterFrames(page, 10);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
  };
  await choose('light');
  await choose('auto');
  assert.equal(await draws(page, 'same-turn'), 0);
  // A scheme of its own draws it again, once.
  await choose('dark');
  assert.equal(await draws(page, 'same-turn'), 1);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a step of section 3\'s p slider writes to its outputs and the figures it drives, nothing else of the page', async () => {
  const { page, problems } = await openLesson(browser, `${url}web/index.html`, { viewport: { width: 1280, height: 800 } });
  const slider = page.locator('#position');
  await slider.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await slider.focus();
  await afterFrames(page, 10);
  // Every change of a setting renders the whole lesson's state: what it
  // writes outside the figures (section 1's verdict rewritten, its demo
  // computed again) costs every control's steps.
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__written = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const target = /** @type {Element} */ (r.target.nodeType === Node.ELEMENT_NODE ? r.target : r.target.parentElement);
        w.__written.push({ element: `${target.localName}#${target.id}`, what: r.attributeName ?? r.type,
          figure: target.localName.includes('-') || target.localName === 'output' });
      }
    }).observe(document.body, { subtree: true, attributes: true, characterData: true, childList: true });
  });
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('ArrowRight');
    await afterFrames(page, 3);
  }
  const written = await page.evaluate(() => /** @type {any} */ (window).__written);
  assert.ok(written.some((w) => w.element === 'lesson-same-turn#same-turn' && w.what === 'p'), 'the figures follow p');
  assert.deepEqual(written.filter((w) => !w.figure), []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a step of the d_model slider lays the page out in its frame, not in the input handler', async () => {
  const { page, problems } = await openLesson(browser, `${url}web/index.html`, { viewport: { width: 1280, height: 800 } });
  await showFigure(page, '#heatmap');
  const slider = page.locator('#d-model');
  await slider.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await slider.focus();
  await afterFrames(page, 10);
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('ArrowRight');
    await afterFrames(page, 3);
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  assert.equal(await page.getAttribute('#heatmap', 'd-model'), '70');
  /** @type {any[]} */
  const events = (trace.traceEvents ?? trace).filter((e) => e.ph === 'X');
  const inputs = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'input');
  assert.equal(inputs.length, 3);
  // Style and layout forced while the handler runs (a read of where an
  // element is, after attributes were set) come on top of the frame's own.
  const forced = events.filter((e) => ['Layout', 'UpdateLayoutTree'].includes(e.name) &&
    inputs.some((input) => e.tid === input.tid && e.ts >= input.ts && e.ts < input.ts + input.dur));
  assert.deepEqual(forced.map((e) => e.name), []);
  assert.deepEqual(problems, []);
  await page.close();
});
