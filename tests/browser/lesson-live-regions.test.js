// Live regions (WCAG 4.1.3) without a flood: Chromium exposes every
// `<output>` as a polite live region, besides the `[aria-live]` and status
// regions, and a screen reader speaks each change of one. Counted at several
// widths: a step of d_model and a 10-step drag of p each give one or two
// announcements, 3 s of Play (with and without reduced motion) none while it
// plays and one to three when it stops, all of them of something on screen,
// and no region is written with the text it holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { revealAll, waitForFiguresBuilt } from './lesson-helpers.js';

const { browser, url } = await launch();
const lesson = `${url}web/index.html`;

/**
 * Runs in the page: installs window.writes, one entry per change of a
 * region a screen reader would treat as live (aria-live, role status, alert
 * or log, or an `<output>`), in the document and every shadow root: the
 * region, whether it would speak (its own or nearest aria-live is not
 * "off", and it is not hidden), whether it was in the viewport and whether
 * its text changed.
 */
function countWrites() {
  const w = /** @type {any} */ (window);
  w.writes = [];
  w.writesObserver?.disconnect();
  /** @type {Element[]} */
  const regions = [];
  const isRegion = (/** @type {Element} */ e) => e.hasAttribute('aria-live') || e.localName === 'output'
    || ['status', 'alert', 'log'].includes(e.getAttribute('role') ?? '');
  const visit = (/** @type {ParentNode} */ root) => {
    for (const e of root.querySelectorAll('*')) {
      if (isRegion(e)) regions.push(e);
      if (e.shadowRoot) visit(e.shadowRoot);
    }
  };
  visit(document);
  const parent = (/** @type {Element} */ e) => e.parentElement ?? /** @type {any} */ (e.getRootNode()).host ?? null;
  const speaks = (/** @type {Element} */ region) => {
    for (let e = /** @type {Element | null} */ (region); e; e = parent(e)) {
      if (e.hasAttribute('hidden') || e.getAttribute('aria-hidden') === 'true') return false;
    }
    for (let e = /** @type {Element | null} */ (region); e; e = parent(e)) {
      const live = e.getAttribute('aria-live');
      if (live) return live !== 'off';
    }
    return true;
  };
  const describe = (/** @type {Element} */ e) => {
    const host = /** @type {any} */ (e.getRootNode()).host;
    return `${host ? `${host.id || host.localName} > ` : ''}${e.localName}${e.id ? `#${e.id}` : ''}${[...e.classList].map((c) => `.${c}`).join('')}`;
  };
  const texts = new Map(regions.map((r) => [r, r.textContent]));
  const observer = w.writesObserver = new MutationObserver((records) => {
    const changed = new Set();
    for (const record of records) {
      for (const region of regions) if (region.contains(record.target)) changed.add(region);
    }
    for (const region of changed) {
      const text = region.textContent ?? '';
      // A region emptied says nothing (a figure clears its announcement after a while).
      if (!text.trim()) { texts.set(region, text); continue; }
      let box = region.getBoundingClientRect();
      // A visually hidden region (1 px) is where its figure is.
      if (box.width <= 1) box = (/** @type {any} */ (region.getRootNode()).host ?? region).getBoundingClientRect();
      w.writes.push({ region: describe(region), speaks: speaks(region), inView: box.bottom > 0 && box.top < innerHeight,
        same: texts.get(region) === text, text: text.trim().slice(0, 70) });
      texts.set(region, text);
    }
  });
  for (const region of regions) observer.observe(region, { childList: true, characterData: true, subtree: true });
}

/** The page waits `ms` milliseconds (long enough for what settles to speak). */
const wait = (page, ms) => page.evaluate((t) => new Promise((done) => setTimeout(done, t)), ms);

/**
 * Lets what an action set off speak: waits until something has spoken (at
 * most 10 s: a loaded machine delays the settling), then 1.5 s more for any
 * further announcement that should not come.
 */
async function settle(page) {
  await page.waitForFunction(() => /** @type {any} */ (window).writes.some((w) => w.speaks), null, { timeout: 10000 })
    .catch(() => {});
  await wait(page, 1500);
}

/**
 * What is wrong with the writes recorded since countWrites (none: []), for an
 * action that should be heard between `least` and `most` times.
 */
async function floodProblems(page, least, most) {
  const writes = await page.evaluate(() => /** @type {any} */ (window).writes);
  const spoken = writes.filter((w) => w.speaks);
  const problems = [];
  for (const w of writes.filter((x) => x.same)) problems.push(`written again with the same text: ${w.region} "${w.text}"`);
  for (const w of spoken.filter((x) => !x.inView)) problems.push(`spoken off screen: ${w.region} "${w.text}"`);
  if (spoken.length < least || spoken.length > most) {
    problems.push(`${spoken.length} announcements, expected ${least} to ${most}: ${spoken.map((w) => `${w.region} "${w.text}"`).join(' | ')}`);
  }
  return problems;
}

/**
 * Scrolls the element `selector` to the middle of the viewport (again while
 * figures drawing on the way move it) and lets what that set off settle.
 */
async function bringToMiddle(page, selector) {
  for (let i = 0; i < 2; i++) {
    await page.waitForFunction((s) => {
      const element = /** @type {Element} */ (document.querySelector(s));
      const box = element.getBoundingClientRect();
      if (box.top > 0 && box.bottom < innerHeight) return true;
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      return false;
    }, selector, { polling: 'raf' });
    await wait(page, 750);
  }
  // Figures brought into view draw at their new size (those changed while off
  // screen) and move what is below them, later on a loaded machine: wait
  // until the element has stayed put in the viewport over two frames.
  await page.waitForFunction((s) => {
    const element = /** @type {Element} */ (document.querySelector(s));
    const { top, bottom, left } = element.getBoundingClientRect();
    const box = `${top} ${bottom} ${left}`, w = /** @type {any} */ (window);
    w.stillFrames = box === w.lastBox ? (w.stillFrames ?? 0) + 1 : 0;
    w.lastBox = box;
    if (top < 0 || bottom > innerHeight) element.scrollIntoView({ block: 'center', behavior: 'instant' });
    return w.stillFrames >= 2 && top >= 0 && bottom <= innerHeight;
  }, selector, { polling: 'raf' });
  await page.evaluate(countWrites);
}

const VIEWPORTS = [{ width: 1280, height: 900 }, { width: 640, height: 450 }, { width: 320, height: 640 }];

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}x${viewport.height} a d_model step, a 10-step drag of p and 3 s of Play are heard once each (one to three regions), never while playing nor off screen`, async () => {
    const { page, problems } = await openPage(browser, lesson, { viewport });
    await revealAll(page);
    await waitForFiguresBuilt(page);
    const found = [];

    await bringToMiddle(page, '#d-model');
    await page.focus('#d-model');
    await page.keyboard.press('ArrowRight');
    await settle(page);
    found.push(...(await floodProblems(page, 1, 2)).map((p) => `d_model step: ${p}`));

    await bringToMiddle(page, '#rot-p');
    const slider = page.locator('#rot-p');
    const before = await slider.inputValue();
    const box = await slider.boundingBox();
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 8, y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(box.x + 8 + i * (box.width - 16) / 20, y);
      // A drag that pauses, pointer still down, has not stopped.
      if (i === 5) await wait(page, 1000);
    }
    await page.mouse.up();
    await settle(page);
    // A drag that missed the slider would be heard 0 times for another reason.
    assert.notEqual(await slider.inputValue(), before, 'the drag moved the slider');
    found.push(...(await floodProblems(page, 1, 2)).map((p) => `drag of p: ${p}`));

    for (const reducedMotion of ['no-preference', 'reduce']) {
      await page.emulateMedia({ reducedMotion });
      await bringToMiddle(page, '#play');
      await page.click('#play');
      await wait(page, 3000);
      const whilePlaying = await page.evaluate(() => /** @type {any} */ (window).writes.filter((w) => w.speaks));
      if (whilePlaying.length > 0) found.push(`Play (${reducedMotion}) spoke while playing: ${JSON.stringify(whilePlaying)}`);
      await page.click('#play');
      await settle(page);
      // Where it stopped, and the summaries of the figures on screen.
      found.push(...(await floodProblems(page, 1, 3)).map((p) => `Play (${reducedMotion}): ${p}`));
    }
    assert.deepEqual(found, []);
    assert.deepEqual(problems, []);
    await page.close();
  });
}
