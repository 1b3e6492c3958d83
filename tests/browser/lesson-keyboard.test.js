// Focus by keyboard (WCAG 2.4.3, 2.4.7, 2.4.11): walking the lesson with Tab
// and Shift+Tab from several places, with answers stored, focus never falls
// to the page, never leaves the viewport and the focused control is never
// covered by the sticky "Add positional encoding" bars, at a laptop's size
// and at 320 x 640; and on a fresh page, whose figures draw (and grow) as
// the walk comes near them, focus stays in view at 1280 x 900, at 640 x 450
// (1280 x 900 at 200%) and at 320 x 640.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { afterFrames, launch, openPage } from './browser.js';
import { revealAll, scrollThrough } from './lesson-helpers.js';

const { browser, url } = await launch();
const lesson = `${url}web/index.html`;
/** Key presses from each starting place, each way. */
const STEPS = 16;
/** The places a walk starts from (focus starts there, as after following a link to it). */
const ANCHORS = ['order-demo', 'training-demo', 'repeat-demo', 'rotation-demo', 'check'];

/**
 * Runs in the page: what is wrong with the focus now ('' when nothing): on
 * the page itself, out of the viewport, or under a sticky or fixed box
 * that is not its own ancestor.
 */
function focusProblem() {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  if (!focused || focused === document.body || focused === document.documentElement) return 'focus is on the page';
  const describe = (/** @type {Element} */ e) => {
    const host = /** @type {ShadowRoot} */ (e.getRootNode()).host;
    return `${host ? `${host.id || host.localName} > ` : ''}${e.localName}${e.id ? `#${e.id}` : ''} "${(e.textContent ?? '').trim().slice(0, 30)}"`;
  };
  const box = focused.getBoundingClientRect();
  if (box.bottom <= 0 || box.top >= innerHeight) return `${describe(focused)} is out of view (top ${Math.round(box.top)})`;
  const inside = (/** @type {Element} */ outer) => {
    for (let e = /** @type {Element | null} */ (focused); e; e = e.parentElement ?? /** @type {ShadowRoot} */ (e.getRootNode()).host ?? null) {
      if (e === outer) return true;
    }
    return false;
  };
  for (const cover of document.querySelectorAll('*')) {
    const position = getComputedStyle(cover).position;
    if ((position !== 'sticky' && position !== 'fixed') || inside(cover)) continue;
    const r = cover.getBoundingClientRect();
    const overlap = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
    const sideways = Math.min(r.right, box.right) - Math.max(r.left, box.left);
    if (overlap > 0 && sideways > 0 && r.height > 0) {
      return `${describe(focused)} is covered ${Math.round(overlap)}px by ${describe(cover)}`;
    }
  }
  return '';
}

/** Waits until the page has stopped scrolling (a smooth scroll takes a few frames). */
async function settled(page) {
  await page.evaluate(() => new Promise((done) => {
    let last = -1, still = 0;
    const look = () => {
      still = scrollY === last ? still + 1 : 0;
      last = scrollY;
      if (still >= 3) done(undefined); else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }));
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 320, height: 640 }]) {
  test(`walking by keyboard forwards and backwards from ${ANCHORS.length} places at ${viewport.width}x${viewport.height}, with answers stored, focus is never lost nor covered`, async () => {
    // Reduced motion: each Tab scrolls at once instead of smoothly (lesson.css),
    // to the same place, so the walk waits for no scroll animation; the walks
    // on a fresh page below scroll smoothly.
    const { page, problems } = await openPage(browser, lesson, { viewport, reducedMotion: 'reduce' });
    // Stored answers: every prediction skipped and one question answered.
    await revealAll(page);
    await page.check('#q-mask input[value="causal"]');
    await page.click('#q-mask button.check-answer');
    // Every figure drawn first: a walk through figures that are still
    // drawing for the first time is another matter (their controls appear
    // as they draw).
    await scrollThrough(page);
    const found = [];
    for (const anchor of ANCHORS) {
      for (const key of ['Tab', 'Shift+Tab']) {
        await page.evaluate((id) => {
          const start = /** @type {HTMLElement} */ (document.getElementById(id));
          start.scrollIntoView();
          start.setAttribute('tabindex', '-1');
          start.focus();
          start.removeAttribute('tabindex');
        }, anchor);
        for (let i = 0; i < STEPS; i++) {
          // Past the first or the last control, focus leaves the page for the browser.
          if (await page.evaluate(() => document.activeElement?.matches('.skip, #clear-answers'))) break;
          await page.keyboard.press(key);
          await settled(page);
          const problem = await page.evaluate(focusProblem);
          if (problem) found.push(`#${anchor}, ${key} × ${i + 1}: ${problem}`);
        }
      }
    }
    assert.deepEqual(found, []);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

/** Key presses of each walk on a fresh page. */
const FRESH_STEPS = 30;

for (const viewport of [{ width: 1280, height: 900 }, { width: 640, height: 450 }, { width: 320, height: 640 }]) {
  for (const [from, key, start] of [['the first prediction', 'Tab', '#predict-shuffle .skip-prediction'], ['the footer', 'Shift+Tab', '#clear-answers']]) {
    test(`walking by keyboard forwards and backwards from a fresh page: ${key} from ${from} at ${viewport.width}x${viewport.height}, focus stays in view while figures draw`, async () => {
      const { page, problems } = await openPage(browser, lesson, { viewport });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
      // Focused without being pressed, as a learner tabbing through would.
      await page.focus(start);
      const found = [];
      for (let i = 0; i < FRESH_STEPS; i++) {
        await page.keyboard.press(key);
        await settled(page);
        // What came near the viewport draws, and may grow, in the next frames.
        await afterFrames(page, 10);
        await settled(page);
        const problem = await page.evaluate(focusProblem);
        if (problem) found.push(`${key} × ${i + 1}: ${problem}`);
      }
      assert.deepEqual(found, []);
      assert.deepEqual(problems, []);
      await page.close();
    });
  }
}
