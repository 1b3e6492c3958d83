// The lesson walked as a learner would: every section, the order demo, typed
// text, sliders, the keyboard cursor and a shared link.
//
// The predictions, the check, the progress events, what the figures say and
// the order labs are walked by lesson-learner.test.js; lesson-walk.js says
// which lesson is walked (web/ or the built site) and which tests run there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openPage, repoRoot } from './browser.js';
import { startServer } from '../../scripts/serve.mjs';
import { canvasDigest, openLesson, revealAll, scrollThrough, showFigure, waitForHeatmap } from './lesson-helpers.js';
import { devTest, drag, openWalk, scriptTest } from './lesson-walk.js';

const { browser, lesson, emptyPage } = await openWalk();

test('every section renders, every figure is defined and drawn, and nothing is logged as an error', async () => {
  const { page, problems } = await openLesson(browser, lesson);
  await scrollThrough(page);
  const report = await page.evaluate(() => {
    const sections = [...document.querySelectorAll('main > section')].map((s) => ({
      id: s.id, heading: s.querySelector('h2')?.textContent?.trim() ?? '', height: s.getBoundingClientRect().height,
    }));
    const figures = [...document.querySelectorAll('main *')].filter((e) => e.localName.includes('-'))
      .map((e) => ({
        tag: e.localName,
        defined: customElements.get(e.localName) !== undefined,
        drawn: Boolean(e.shadowRoot?.querySelector('.summary')?.textContent),
        failed: e.shadowRoot?.querySelector('.message:not([hidden])')?.textContent ?? '',
      }));
    return { sections, figures };
  });
  assert.deepEqual(report.sections.map((s) => s.id),
    ['order', 'needs', 'sinusoids', 'rotation', 'attend-back', 'properties', 'check', 'takeaways', 'further']);
  for (const s of report.sections) assert.ok(s.heading.length > 5 && s.height > 100, JSON.stringify(s));
  assert.ok(report.figures.length >= 15, `${report.figures.length} figures`);
  for (const f of report.figures) assert.ok(f.defined && f.drawn && !f.failed, JSON.stringify(f));
  assert.deepEqual(problems, []);
  await page.close();
});

/** The text summary of the offset head figure. */
const headSummary = (page) => page.evaluate(() =>
  document.getElementById('offset-head').shadowRoot.querySelector('.summary').textContent);
/** Waits until the offset head's summary matches `pattern` (its source). */
const waitForHead = (page, pattern) => page.waitForFunction((source) => new RegExp(source).test(
  document.getElementById('offset-head')?.shadowRoot?.querySelector('.summary')?.textContent ?? ''), pattern.source);

scriptTest('the offset head figure answers the keyboard: k, the words and how they join, the weight and the code, each with the verdict the module computes', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await revealAll(page);
  const figure = page.locator('#offset-head');
  await showFigure(page, '#offset-head');
  // Before any click: the band at every position, row 50 three back (the text's numbers).
  await waitForHead(page, /^Every row with a position 3 back attends most to it: 61 of 61\./);
  assert.match(await headSummary(page), /Row 50 attends most to 47\./);
  assert.match(await figure.locator('canvas[part="canvas"]').getAttribute('aria-label'), /61 of 61 rows .* a diagonal band/);
  // k by the keyboard.
  await figure.locator('input[type="range"]').first().focus();
  await page.keyboard.press('ArrowRight');
  await waitForHead(page, /^Every row with a position 4 back attends most to it: 60 of 60\./);
  assert.match(await headSummary(page), /Row 50 attends most to 46\./);
  assert.equal(await figure.getAttribute('k'), '4');
  // The words added: four terms and their sum appear, each map named with its own count, and the
  // hand-built head loses its band, with the sizes that say why.
  await figure.locator('input[name="words"][value="add"]').focus();
  await page.keyboard.press('Space');
  await waitForHead(page, /words added/);
  assert.match(await headSummary(page), /^Only \d of the 60 rows with a position 4 back attend most to it\. \d+ of 64 rows attend most to their own word: word·word at q = p scores \d+\.\d to \d+\.\d, and position·position peaks at 32\.0 at p − k with 30\.9 beside it\./);
  const terms = await page.evaluate(() => {
    const root = document.getElementById('offset-head').shadowRoot;
    return { hidden: root.querySelector('.terms').parentElement.hidden,
      labels: [...root.querySelectorAll('.terms canvas')].map((c) => c.getAttribute('aria-label')) };
  });
  assert.equal(terms.hidden, false);
  assert.equal(terms.labels.length, 5);
  assert.match(terms.labels[3], /^Map of position·position: 60 of 60 rows peak at p − 4\.$/);
  // The cursor's readout splits the cell's score into its four terms.
  await figure.locator('canvas[part="canvas"]').focus();
  await page.keyboard.press('ArrowDown');
  assert.match(await figure.locator('.readout').textContent(),
    /^Query 1 “dog”, key 0 “the”: weight .*, score .* = word·word .* \+ word·position .* \+ position·word .* \+ position·position .*$/);
  // A heavier position weight restores the band, said with the weighted sizes.
  const weight = figure.locator('label', { hasText: 'position weight' }).locator('input');
  await weight.focus();
  await page.keyboard.press('End');
  await waitForHead(page, /^Every row with a position 4 back attends most to it: 60 of 60\. .*\(position weight 20\) peaks at 12,800 at p − k/);
  // Concatenated: the head reads only the position channels and keeps its band; the weight slider goes.
  await figure.locator('input[name="words"][value="concat"]').focus();
  await page.keyboard.press('Space');
  await waitForHead(page, /^Every row with a position 4 back attends most to it: 60 of 60\. The words sit in channels of their own/);
  assert.equal(await weight.isVisible(), false);
  // A naive code: the best single matrix misses the band, and so would the exact shifted code.
  await figure.locator('input[name="words"][value="none"]').focus();
  await page.keyboard.press('Space');
  await figure.locator('input[value="index"]').focus();
  await page.keyboard.press('Space');
  await waitForHead(page, /^None of the 60 rows with a position 4 back attend most to it\..*least squares.*Even the exact code for p − k as the query sends 0 of 60 rows there: this code's rows run from length 0\.0 to 504/);
  assert.deepEqual(problems, []);
  await page.close();
});

/** The words of the permutation figure's two token lists. */
const tokenLists = (page) => page.evaluate(() => [...document.querySelector('#permutation').shadowRoot
  .querySelectorAll('.tokens')].map((list) => [...list.children].map((li) => li.textContent).join(' ')));
/** Waits until the permutation figure lists these sentences, and fails with what it lists if it never does. */
const waitForTokens = async (page, expected) => {
  try {
    await page.waitForFunction((want) => JSON.stringify([...document.querySelector('#permutation').shadowRoot
      .querySelectorAll('.tokens')].map((list) => [...list.children].map((li) => li.textContent).join(' ')))
      === JSON.stringify(want), expected, { timeout: 15000 });
  } catch {
    assert.deepEqual(await tokenLists(page), expected);
  }
};

scriptTest('the default sentence gives the same outputs up to order without PE, and different outputs with PE', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await revealAll(page);
  await page.locator('#pe-switch').uncheck();
  await page.waitForFunction(() => document.getElementById('residual-text')?.dataset.same !== undefined);
  // Off screen when the switch changed, the figure draws (and writes its summary) once shown (widgets/base.js).
  await showFigure(page, '#outputs', /identical/);
  assert.deepEqual(await tokenLists(page), ['man bites dog', 'dog bites man']);
  assert.equal(await page.getAttribute('#residual-text', 'data-same'), 'true');
  assert.equal(await page.getAttribute('#pooled-text', 'data-same'), 'true');
  assert.match(await page.textContent('#pooled-text'), /cannot tell the two sentences apart/);
  assert.match(await page.locator('#outputs .summary').textContent(), /identical/);
  await page.locator('#pe-switch').check();
  await page.waitForFunction(() => document.getElementById('residual-text')?.dataset.same === 'false');
  assert.equal(await page.getAttribute('#pooled-text', 'data-same'), 'false');
  assert.match(await page.textContent('#pooled-text'), /can now be told apart/);
  // Figures draw only near the viewport, and checking the box may have scrolled it away.
  await showFigure(page, '#outputs', /differ by up to/);
  assert.equal(await page.getAttribute('#repeated', 'positional'), '');
  await page.waitForFunction(() => new URLSearchParams(location.search).has('pe'));
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest("the lesson's extra reorderings and the figure's own buttons share one order, kept in the URL", async () => {
  const { page, problems } = await openPage(browser, lesson);
  await revealAll(page);
  await page.waitForFunction(() => document.getElementById('residual-text')?.dataset.same !== undefined);
  await page.click('#move-first');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('order') === '1 2 0');
  // The URL changes with the attribute; the figure redraws on its next frame, once in view (widgets/base.js).
  await showFigure(page, '#permutation');
  await waitForTokens(page, ['man bites dog', 'bites dog man']);
  await page.locator('#permutation button', { hasText: 'Reverse words' }).click();
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('order'));
  await waitForTokens(page, ['man bites dog', 'dog bites man']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('text typed before the module has loaded is kept, and committed by Enter after the first draw', async () => {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  let release = () => {};
  const held = new Promise((done) => { release = done; });
  await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
  await page.goto(lesson, { waitUntil: 'domcontentloaded' });
  await revealAll(page);
  const field = page.locator('#permutation input[type="text"]');
  // The box shows the sentence at once, before any figure can draw.
  await page.waitForFunction(() => document.querySelector('#permutation').shadowRoot
    .querySelector('input[type="text"]').value === 'man bites dog');
  await field.fill('dogs chase cats');
  const drawn = page.evaluate(() => new Promise((done) => {
    document.querySelector('#permutation').addEventListener('posenc-ready', () => done(true), { once: true });
  }));
  release();
  await drawn;
  assert.equal(await field.inputValue(), 'dogs chase cats', 'the first draw kept the typed text');
  await field.press('Enter');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('sentence') === 'dogs chase cats');
  // Text changed and then put back is not pending: a later sentence shows.
  await field.fill('dogs chase cat');
  await field.fill('dogs chase cats');
  await page.click('#reset');
  // The figure, off screen once Reset (at the foot of the page) is pressed, draws when it comes
  // into view (widgets/base.js); the button lets go of the focus, which the focus keeper would keep.
  await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
  await page.waitForFunction(() => {
    const figure = /** @type {HTMLElement} */ (document.querySelector('#permutation'));
    figure.scrollIntoView({ block: 'center', behavior: 'instant' });
    return figure.shadowRoot?.querySelector('input[type="text"]')?.value === 'man bites dog';
  }, null, { polling: 250 });
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('a typed sentence with markup is shown as text, never parsed as HTML', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await revealAll(page);
  let dialogs = 0;
  page.on('dialog', async (d) => { dialogs++; await d.dismiss(); });
  const markup = '<img src=x onerror=alert(1)>';
  const field = page.locator('#permutation input[type="text"]');
  await field.fill(markup);
  await field.press('Enter');
  await page.waitForFunction(() => new URLSearchParams(location.search).has('sentence'));
  assert.equal(new URL(page.url()).searchParams.get('sentence'), markup);
  await showFigure(page, '#outputs');
  await page.waitForFunction(() => /onerror/.test(document.querySelector('#outputs').shadowRoot.querySelector('canvas').getAttribute('aria-label')));
  const seen = await page.evaluate(() => {
    /** Every element of the page, shadow roots included. */
    const all = (root) => [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
    const tokens = [...document.querySelector('#permutation').shadowRoot.querySelector('.tokens').children];
    return {
      images: all(document).filter((e) => e.localName === 'img').length,
      words: tokens.map((li) => li.textContent).join(' '),
      markupInside: tokens.some((li) => li.children.length > 0),
    };
  });
  assert.equal(seen.images, 0);
  assert.equal(seen.markupInside, false);
  assert.ok(seen.words.includes('<') && seen.words.includes('img'), seen.words);
  assert.equal(dialogs, 0);
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('sliders redraw the figures: d_model changes the heatmap, the position changes the fingerprint', async () => {
  const { page, problems } = await openLesson(browser, lesson);
  const before = await canvasDigest(page, 'heatmap');
  await page.focus('#d-model');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#heatmap').shadowRoot.querySelector('canvas').width === 66);
  const after = await canvasDigest(page, 'heatmap');
  assert.notEqual(after.digest, before.digest);
  await showFigure(page, '#fingerprint', /PE\(10\)/);
  const print = await canvasDigest(page, 'fingerprint');
  await page.focus('#position');
  await page.keyboard.press('ArrowRight');
  // Focusing the slider may scroll the page; the figure redraws once in view.
  await showFigure(page, '#fingerprint', /PE\(11\)/);
  assert.notEqual((await canvasDigest(page, 'fingerprint')).digest, print.digest);
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('the keyboard cursor walks the heatmap and reads out position, channel, pair, frequency and wavelength', async () => {
  const { page, problems } = await openLesson(browser, lesson);
  const heatmap = page.locator('#heatmap');
  const canvas = heatmap.locator('canvas');
  await canvas.focus();
  const shot0 = await heatmap.screenshot();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /position 1/i.test(document.getElementById('channel-readout').textContent));
  const text = await page.textContent('#channel-readout');
  assert.match(text, /Channel 3 is the cosine of pair i = 1/);
  assert.match(text, /wavelength/);
  assert.match(await heatmap.locator('.readout').textContent(), /Position 1, channel 3/);
  assert.ok(!shot0.equals(await heatmap.screenshot()), 'the cursor is drawn');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a shared link restores its settings, and changes are written back to the address', async () => {
  const { page, problems } = await openPage(browser,
    `${lesson}?d=128&n=64&layout=concatenated&p=40&k=-3&pe&sentence=the%20cat%20sat&order=2%200%201&theme=dark`);
  await revealAll(page);
  await waitForHeatmap(page);
  const seen = await page.evaluate(() => ({
    d: document.getElementById('d-model').value,
    dOut: document.getElementById('d-model-value').textContent,
    n: document.getElementById('positions').value,
    layout: document.querySelector('input[name="layout"]:checked').value,
    p: document.getElementById('position').value,
    k: document.getElementById('rot-k').value,
    pe: document.querySelector('#permutation').hasAttribute('positional'),
    sentence: document.querySelector('#permutation').getAttribute('sentence'),
    order: document.querySelector('#permutation').getAttribute('permutation'),
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.body).backgroundColor,
    canvas: (() => { const c = document.querySelector('#heatmap').shadowRoot.querySelector('canvas'); return [c.width, c.height]; })(),
    notice: document.getElementById('url-notice').hidden,
  }));
  assert.deepEqual(seen, {
    d: '128', dOut: '128', n: '64', layout: 'concatenated', p: '40', k: '-3', pe: true, sentence: 'the cat sat', order: '2 0 1',
    theme: 'dark', background: 'rgb(20, 20, 23)', canvas: [128, 64], notice: true,
  });
  await page.focus('#positions');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('n') === '72');
  assert.equal(new URL(page.url()).searchParams.get('d'), '128');
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('a dragged slider writes the address once, after its release, and never inside the frame of a step or while a pointer is held', async () => {
  const { page, problems } = await openLesson(browser, lesson);
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.urlWrites = [];
    w.held = false;
    addEventListener('pointerdown', () => { w.held = true; }, { capture: true });
    addEventListener('pointerup', () => { w.held = false; }, { capture: true });
    // Whether a frame's callbacks are running: each animation-frame callback
    // requested from here on (the lesson asks anew for every frame) counts
    // itself in and out. (A flag set by a frame's first callback and cleared
    // by a task queued there also caught a timer task that was already due,
    // run between the frame and that task on a busy machine.)
    let inFrame = 0;
    const request = requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => request((time) => {
      inFrame++;
      try {
        callback(time);
      } finally {
        inFrame--;
      }
    });
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args) => {
      w.urlWrites.push({ inFrame: inFrame > 0, held: w.held, search: String(args[2]).split('?')[1] ?? '' });
      return replace(...args);
    };
    // A busy browser runs an idle callback only at its timeout, which can
    // fall after a press that began once the callback was requested.
    w.idleRequests = 0;
    w.requestIdleCallback = (callback, options) => {
      w.idleRequests++;
      return setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options?.timeout ?? 0);
    };
    w.cancelIdleCallback = (id) => clearTimeout(id);
  });
  const writes = () => page.evaluate(() => /** @type {any[]} */ (/** @type {any} */ (window).urlWrites));
  // A change just before the drag: its write is requested and waits for an idle moment.
  const requests = await page.evaluate(() => /** @type {any} */ (window).idleRequests);
  await page.focus('#positions');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((count) => /** @type {any} */ (window).idleRequests > count, requests);
  const slider = page.locator('#d-model');
  await slider.evaluate((e) => e.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await slider.boundingBox();
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.1, y);
  await page.mouse.down();
  // Pauses longer than the lesson waits after a change: a drag that stops and goes on.
  for (const at of [0.3, 0.5, 0.7]) {
    await page.mouse.move(box.x + box.width * at, y, { steps: 3 });
    await page.waitForTimeout(400);
  }
  const beforeRelease = (await writes()).length;
  await page.mouse.up();
  await page.waitForFunction((count) => /** @type {any} */ (window).urlWrites.length > count, beforeRelease);
  await page.waitForTimeout(400);
  const all = await writes();
  assert.deepEqual(all.filter((write) => write.held), [], 'nothing written while a pointer is held');
  assert.deepEqual(all.filter((write) => write.inFrame), [], 'nothing written inside a frame');
  assert.equal(all.length - beforeRelease, 1, `one write after the release: ${JSON.stringify(all)}`);
  const last = new URLSearchParams(all.at(-1).search);
  assert.equal(last.get('d'), await slider.inputValue());
  assert.equal(last.get('n'), await page.inputValue('#positions'), 'the change before the drag is written');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a link with invalid values shows a notice and falls back to defaults; a parameter not the lesson\'s is left alone', async () => {
  const { page, problems } = await openLesson(browser, `${lesson}?lmsSession=abc123&d=wide&layout=spiral&attempt=2`);
  const notice = page.locator('#url-notice');
  assert.ok(await notice.isVisible());
  const text = await notice.textContent();
  assert.match(text, /d must be/);
  assert.match(text, /layout must be/);
  assert.doesNotMatch(text, /lmsSession|attempt/);
  assert.equal(await page.inputValue('#d-model'), '64');
  // The address is written again (the bad values go); the platform's parameters stay as they were.
  await page.waitForFunction(() => !location.search.includes('spiral'));
  // (Followed by the lesson's own settings, such as a `pe` a prediction turned on.)
  assert.match(new URL(page.url()).search, /^\?lmsSession=abc123&attempt=2(&|$)/);
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('Play walks p forward through the shared state until pressed again', async () => {
  const { page, problems } = await openPage(browser, `${lesson}?p=20`);
  await page.locator('#play').scrollIntoViewIfNeeded();
  await page.click('#play');
  assert.equal(await page.getAttribute('#play', 'aria-pressed'), 'true');
  await page.waitForFunction(() => Number(document.getElementById('rot-p').value) >= 23);
  await page.click('#play');
  assert.equal(await page.getAttribute('#play', 'aria-pressed'), 'false');
  const stopped = await page.inputValue('#rot-p');
  assert.equal(await page.inputValue('#position'), stopped, 'both p sliders show the same state');
  await page.waitForFunction((p) => new URLSearchParams(location.search).get('p') === p, stopped);
  assert.deepEqual(problems, []);
  await page.close();
});

devTest('npm start serves the lesson at / with web/ as the root, and it draws', async () => {
  const served = await startServer({ root: join(repoRoot, 'web') });
  try {
    const { page, problems } = await openLesson(browser, served.url);
    assert.match(await page.title(), /Positional encoding/);
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    served.server.close();
  }
});

scriptTest("the learner's choices survive settings that cannot show them: pairs and k are kept, and a note says what is drawn", async () => {
  // It opens at p = 41, so that only the last write below can hold p = 40.
  const { page, problems } = await openLesson(browser, `${lesson}?d=1024&pairs=500%20300&p=41&k=-30`);
  await drag(page, 'd-model', 512);
  await page.waitForFunction(() => /500/.test(document.getElementById('pairs-note').textContent));
  assert.equal(await page.inputValue('#wave-pairs'), '500 300');
  await drag(page, 'd-model', 1024);
  await drag(page, 'position', 10);
  await page.waitForFunction(() => /−30|-30/.test(document.getElementById('k-note')?.textContent ?? ''));
  assert.equal(await page.inputValue('#rot-k'), '-30');
  await drag(page, 'position', 40);
  // The URL follows after a pause: wait for the write that holds every change above.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('p') === '40' &&
    new URLSearchParams(location.search).get('d') === '1024');
  const params = new URL(page.url()).searchParams;
  assert.equal(params.get('d'), '1024');
  assert.equal(params.get('pairs'), '500 300');
  assert.equal(params.get('k'), '-30');
  assert.equal(await page.textContent('#pairs-note'), '');
  assert.equal(await page.textContent('#k-note'), '');
  assert.deepEqual(problems, []);
  await page.close();
});

for (const [width, height, d] of [[1280, 800, 32], [390, 844, 8]]) {
  scriptTest(`the rotation figure's data table scrolls inside the figure at ${width} px (d_model ${d}) instead of overflowing it`, async () => {
    const { page, problems } = await openPage(browser, `${lesson}?d=${d}`, { viewport: { width, height } });
    await revealAll(page);
    const figure = page.locator('#rotation-figure');
    await showFigure(page, '#rotation-figure');
    await figure.locator('button', { hasText: 'Show data table' }).click();
    const box = await page.evaluate(() => {
      const host = document.getElementById('rotation-figure');
      const wrap = host.shadowRoot.querySelector('.table-wrap');
      const dials = host.shadowRoot.querySelector('canvas');
      const hostBox = host.getBoundingClientRect();
      return {
        host: [host.scrollWidth, host.clientWidth], wrap: [wrap.scrollWidth, wrap.clientWidth],
        dialsInside: dials.getBoundingClientRect().right <= hostBox.right + 0.5,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    assert.ok(box.host[0] <= box.host[1], `the figure's content is ${box.host[0]} px wide in ${box.host[1]} px`);
    assert.ok(box.wrap[0] > box.wrap[1], `the table (${box.wrap[0]} px) scrolls in its ${box.wrap[1]} px box`);
    assert.ok(box.dialsInside, 'the dials are inside the figure');
    assert.ok(box.page <= 0, `${box.page} px of horizontal page overflow`);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

for (const [width, height] of [[1280, 800], [390, 844]]) {
  test(`at ${width} px every figure holds about its height until it is built, so the text does not move as the figures build`, async () => {
    const { page, problems } = await openPage(browser, emptyPage, { viewport: { width, height } });
    // The height of each figure when it first draws.
    await page.addInitScript(() => {
      document.addEventListener('posenc-ready', (e) => {
        const figure = /** @type {HTMLElement} */ (e.target);
        figure.dataset.testDrawnHeight = String(figure.getBoundingClientRect().height);
      });
      // Read in the page at DOMContentLoaded itself: a round trip from the
      // test afterwards can come after idle builds on a loaded machine.
      document.addEventListener('DOMContentLoaded', () => {
        /** @type {any} */ (window).testBeforeBuild = [...document.querySelectorAll('main *')].filter((e) => e.localName.includes('-'))
          .map((e, i) => ({ figure: `${i} ${e.id || e.localName}`, built: Boolean(/** @type {any} */ (e).built),
            height: e.getBoundingClientRect().height }));
      });
    });
    // At DOMContentLoaded the page's script has run and no figure is built
    // yet (they build near the viewport or in idle time after the first
    // paint; by the load event a busy machine may have built them all).
    await page.goto(lesson, { waitUntil: 'domcontentloaded' });
    const figures = () => page.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.localName.includes('-'))
      .map((e, i) => ({ figure: `${i} ${e.id || e.localName}`, built: Boolean(/** @type {any} */ (e).built),
        height: e.getBoundingClientRect().height, drawn: Number(/** @type {HTMLElement} */ (e).dataset.testDrawnHeight) })));
    const before = (await page.evaluate(() => /** @type {any} */ (window).testBeforeBuild)).filter((/** @type {any} */ f) => !f.built);
    assert.ok(before.length >= 10, `${before.length} figures not built yet at DOMContentLoaded`);
    await scrollThrough(page);
    const drawn = new Map((await figures()).map((f) => [f.figure, f.drawn]));
    const moved = before.map((f) => ({ figure: f.figure, placeholder: Math.round(f.height), drawn: Math.round(drawn.get(f.figure)) }))
      .filter((f) => !(Math.abs(f.drawn - f.placeholder) <= Math.max(48, 0.1 * f.drawn)));
    assert.deepEqual(moved, []);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

scriptTest("the heatmap's y-axis title reads downwards, so its arrow points the way the position numbers grow", async () => {
  const { page, problems } = await openLesson(browser, lesson);
  const flow = await page.evaluate(() => {
    const title = document.getElementById('heatmap').shadowRoot.querySelector('.y-title');
    const text = title.firstChild;
    const rect = (i) => { const r = document.createRange(); r.setStart(text, i); r.setEnd(text, i + 1); return r.getBoundingClientRect(); };
    const last = text.length - 1;
    const style = getComputedStyle(title);
    return { text: text.data, first: rect(0).top, arrow: rect(last).top, turned: style.transform, orientation: style.textOrientation };
  });
  assert.match(flow.text, /^position .*→$/);
  assert.ok(flow.arrow > flow.first + 20, `the title runs from ${flow.first} down to the arrow at ${flow.arrow}`);
  // In vertical text a sideways glyph is turned a quarter clockwise ("→" points down), and nothing turns it back.
  assert.deepEqual([flow.turned, flow.orientation], ['none', 'mixed']);
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('the channel readout follows the settings: after a new base or d_model it shows the new ω, not the old one', async () => {
  const { page, problems } = await openLesson(browser, lesson);
  await page.locator('#heatmap canvas').focus();
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  await page.waitForFunction(() => /pair i = 1/.test(document.getElementById('channel-readout').textContent));
  const omega = async () => Number((await page.textContent('#channel-readout')).match(/ω = ([0-9.]+)/)[1]);
  const w64 = await omega();
  assert.ok(Math.abs(w64 - 10000 ** (-2 / 64)) < 1e-3, String(w64));
  await page.selectOption('#base', '100');
  await page.waitForFunction((old) => !document.getElementById('channel-readout').textContent.includes(`ω = ${old} `), String(w64));
  assert.ok(Math.abs(await omega() - 100 ** (-2 / 64)) < 1e-3);
  await page.selectOption('#base', '10000');
  await drag(page, 'd-model', 16);
  await page.waitForFunction(() => /ω = 0\.3162 /.test(document.getElementById('channel-readout').textContent));
  assert.deepEqual(problems, []);
  await page.close();
});

