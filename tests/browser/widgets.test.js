import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, repoRoot } from './browser.js';

const { browser, url } = await launch();
const PAGE = `${url}tests/browser/pages/widgets.html`;

/** Opens the widgets page and waits until `#id` has drawn. */
async function ready(id = 'heatmap', options = {}) {
  const opened = await openPage(browser, PAGE, options);
  await waitDrawn(opened.page, id);
  return opened;
}

/** Scrolls `#id` into view and waits for its posenc-ready. */
async function waitDrawn(page, id) {
  await page.evaluate((id) => document.getElementById(id).scrollIntoView(), id);
  await page.waitForFunction((id) => document.getElementById(id).dataset.ready === 'yes', id);
}

/** Reads a few facts of an element's shadow tree. */
const shadow = (page, id) => page.evaluate((id) => {
  const root = document.getElementById(id).shadowRoot;
  const canvas = root.querySelector('canvas');
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let hash = 0;
  for (let i = 0; i < pixels.length; i++) hash = (hash * 31 + pixels[i]) | 0;
  const message = root.querySelector('.message');
  return {
    width: canvas.width, height: canvas.height, hash, first: Array.from(pixels.slice(0, 8)),
    // The device pixels the canvas is shown at.
    shownHeight: Math.round(canvas.getBoundingClientRect().height * devicePixelRatio),
    role: canvas.getAttribute('role'), label: canvas.getAttribute('aria-label'),
    summary: root.querySelector('.summary').textContent,
    summaryLive: root.querySelector('.summary').getAttribute('aria-live'),
    announceLive: root.querySelector('.announce').getAttribute('aria-live'),
    message: message.hidden ? '' : message.textContent, messageRole: message.getAttribute('role'),
    readout: root.querySelector('.readout').textContent,
    styles: root.querySelectorAll('style').length, adopted: root.adoptedStyleSheets.length,
  };
}, id);

test('the heatmap element draws the encoding: sin(0) is white, cos(0) dark red, in a role="img" canvas with a live summary', async () => {
  const { page, problems } = await ready();
  const s = await shadow(page, 'heatmap');
  assert.equal(s.width, 64);
  assert.equal(s.height, 128);
  assert.ok(s.first.slice(0, 3).every((v) => v > 235), `sin(0) ${s.first}`);
  assert.ok(s.first[4] > 90 && s.first[4] < 130 && s.first[6] < 60, `cos(0) ${s.first.slice(4)}`);
  assert.equal(s.role, 'img');
  assert.match(s.label, /positions 0 to 127 .* 64 channels/);
  assert.equal(s.summaryLive, null, 'the summary is not live: its settled text is announced through .announce');
  assert.equal(s.announceLive, 'polite');
  assert.match(s.summary, /128 positions .* 64 channels/);
  assert.equal(s.styles, 0, 'no <style> in the shadow root');
  assert.ok(s.adopted >= 2);
  assert.deepEqual(problems, []);
  await page.close();
});

test('attributes and properties mirror each other, and any order of setting gives the same pixels', async () => {
  const { page, problems } = await ready();
  const result = await page.evaluate(async () => {
    const make = (steps) => {
      const el = document.createElement('posenc-heatmap');
      document.querySelector('main').prepend(el);
      steps(el);
      el.scrollIntoView(); // elements compute only near the viewport
      return new Promise((done) => el.addEventListener('posenc-ready', () => done(el), { once: true }));
    };
    const a = await make((el) => { el.dModel = 32; el.positions = 40; el.offset = 7; el.colormap = 'cividis'; });
    const b = await make((el) => {
      el.setAttribute('colormap', 'cividis'); el.offset = 7; el.setAttribute('positions', '40'); el.dModel = 32;
    });
    const read = (el) => Array.from(el.shadowRoot.querySelector('canvas').getContext('2d').getImageData(0, 0, 32, 40).data);
    let threw = false;
    try { a.positions = 'lots'; a.dModel = {}; a.layout = null; a.base = Symbol('x'); } catch { threw = true; }
    return {
      same: JSON.stringify(read(a)) === JSON.stringify(read(b)),
      attribute: b.getAttribute('d-model'), property: b.offset, threw, afterBad: a.getAttribute('positions'),
      layoutRemoved: a.hasAttribute('layout'), layoutValue: a.layout, positionsValue: a.positions,
    };
  });
  assert.ok(result.same);
  assert.equal(result.attribute, '32');
  assert.equal(result.property, 7);
  assert.equal(result.threw, false, 'a setter never throws');
  assert.equal(result.afterBad, 'lots');
  assert.equal(result.positionsValue, 256, 'invalid text reads back as the default');
  assert.equal(result.layoutRemoved, false, 'null removes the attribute');
  assert.equal(result.layoutValue, 'interleaved');
  assert.deepEqual(problems, []);
  await page.close();
});

test('bad attribute values are clamped or replaced, shown in an announced message and reported as posenc-error', async () => {
  const { page, problems } = await openPage(browser, PAGE);
  await waitDrawn(page, 'bad');
  const s = await shadow(page, 'bad');
  assert.equal(s.width, 128, 'd-model "abc" falls back to 128');
  assert.match(s.label, /positions 0 to 4,?095\b/, 'positions 99999 is clamped to 4096');
  // 4096 rows shown in fewer device pixels: drawn at those pixels, not one canvas pixel per row.
  assert.ok(s.shownHeight < 4096, `shown ${s.shownHeight} px high`);
  assert.equal(s.height, s.shownHeight, 'the canvas is as high as the device pixels it is shown at');
  assert.match(s.message, /d-model must be an integer from 2 to 1024; got "abc"/);
  assert.match(s.message, /layout must be one of interleaved, concatenated; got "diagonal"/);
  assert.equal(s.messageRole, 'status');
  const events = await page.evaluate(() => window.errorCodes);
  assert.ok(events.includes('bad:invalid-attribute'), String(events));
  // Fixing the attribute clears the message.
  await page.evaluate(() => {
    const el = document.getElementById('bad');
    el.dModel = 16; el.positions = 10; el.layout = 'concatenated';
  });
  await page.waitForFunction(() => document.getElementById('bad').shadowRoot.querySelector('.message').hidden);
  assert.equal((await shadow(page, 'bad')).width, 16);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the keyboard cursor moves over cells and announces position, channel, pair, function and value', async () => {
  const { page, problems } = await ready();
  await page.evaluate(() => {
    window.cursorEvents = [];
    document.getElementById('heatmap').addEventListener('posenc-change',
      (e) => window.cursorEvents.push(e.detail));
  });
  await page.focus('#heatmap >> canvas');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
  const s = await shadow(page, 'heatmap');
  const want = Math.cos(2 * 10000 ** (-2 / 64)).toFixed(4).replace('-', '−');
  assert.equal(s.readout, `Position 2, channel 3 (pair 1, cos): ${want}`);
  const events = await page.evaluate(() => window.cursorEvents);
  assert.deepEqual(events.at(-1), { reason: 'cursor', cell: { row: 2, col: 3 } });
  await page.keyboard.press('Control+End');
  assert.match((await shadow(page, 'heatmap')).readout, /^Position 127, channel 63 \(pair 31, cos\)/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a click or tap on the heatmap puts the cursor on the cell under it', async () => {
  const { page, problems } = await ready('small');
  const box = await page.locator('#small >> canvas').boundingBox();
  // Row 4 of 6, column 6 of 8 (0-based), in the middle of the cell.
  await page.mouse.click(box.x + (6.5 / 8) * box.width, box.y + (4.5 / 6) * box.height);
  assert.match((await shadow(page, 'small')).readout, /^Position 4, channel 6 \(pair 3, sin\)/);
  assert.deepEqual(problems, []);
  await page.close();
  // A phone: a tap picks the cell (and dragging still scrolls the page).
  const touch = await ready('small', { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const tapBox = await touch.page.locator('#small >> canvas').boundingBox();
  await touch.page.tap('#small >> canvas', { position: { x: (1.5 / 8) * tapBox.width, y: (2.5 / 6) * tapBox.height } });
  assert.match((await shadow(touch.page, 'small')).readout, /^Position 2, channel 1 \(pair 0, cos\)/);
  assert.deepEqual(touch.problems, []);
  await touch.page.close();
});

test('small matrices offer a data table with every value; large ones show no toggle', async () => {
  const { page, problems } = await ready('small');
  await page.click('#small >> button');
  const table = await page.evaluate(() => {
    const root = document.getElementById('small').shadowRoot;
    const cells = [...root.querySelectorAll('tbody td')].map((td) => td.textContent);
    return { cells, expanded: root.querySelector('button').getAttribute('aria-expanded'),
      caption: root.querySelector('caption').textContent };
  });
  assert.equal(table.cells.length, 6 * 8);
  assert.equal(table.expanded, 'true');
  assert.equal(table.cells[8 + 1], Math.cos(1).toFixed(4), 'position 1, channel 1 = cos(1)');
  assert.match(table.caption, /positions 0 to 5/);
  const hidden = await page.evaluate(() => document.getElementById('heatmap').shadowRoot.querySelector('button').checkVisibility());
  assert.equal(hidden, false);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an element far below the viewport computes nothing until it is scrolled near', async () => {
  const { page, problems } = await ready();
  const before = await page.evaluate(() => document.getElementById('bad').dataset.ready ?? 'no');
  assert.equal(before, 'no');
  await waitDrawn(page, 'bad');
  assert.deepEqual(problems, []);
  await page.close();
});

test('PosencElement.whenAllBuilt() resolves once every element of the page has built its DOM, the far ones included, before they draw', async () => {
  const { page, problems } = await openPage(browser, PAGE);
  const state = await page.evaluate(async (src) => {
    const { PosencElement } = await import(src);
    await PosencElement.whenAllBuilt();
    const bad = /** @type {any} */ (document.getElementById('bad'));
    return { built: [...document.querySelectorAll('*')].filter((e) => e instanceof PosencElement).map((e) => /** @type {any} */ (e).built),
      farDrawn: bad.dataset.ready ?? 'no', farName: bad.shadowRoot.querySelector('canvas')?.getAttribute('aria-label') ?? '' };
  }, `${url}web/src/widgets/define.js`);
  assert.ok(state.built.length >= 3 && state.built.every(Boolean), JSON.stringify(state.built));
  assert.equal(state.farDrawn, 'no', 'built ahead of its first draw');
  assert.ok(state.farName.length > 20, `its canvas is in the page, named: ${state.farName}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('whenAllBuilt() waits for an element added just before the call and one of another copy of posenc, on a page whose load event never comes; a copy loads no code for a tag already defined', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`);
  // A second copy of posenc at other URLs, as a second bundle on the page would be.
  await page.route('**/copy/web/**', (route) => {
    const path = new URL(route.request().url()).pathname.slice('/copy/'.length);
    route.fulfill({ path: `${repoRoot}${path}`, contentType: path.endsWith('.wasm') ? 'application/wasm' : 'text/javascript' });
  });
  // An image that never arrives: the page's load event never comes.
  await page.route('**/stalled/never.png', () => {});
  await page.route('**/stalled/page.html', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>stalled</title><link rel="icon" href="data:,"></head>
    <body><img src="never.png" alt=""><div style="height: 6000px"></div>
    <posenc-heatmap id="far" d-model="8" positions="4"></posenc-heatmap>
    <script type="module" src="/web/src/widgets/define.js"></script></body></html>` }));
  await page.goto(`${url}stalled/page.html`, { waitUntil: 'domcontentloaded' });
  const result = await page.evaluate(async () => {
    const first = await import('/web/src/widgets/define.js');
    await customElements.whenDefined('posenc-heatmap');
    const second = await import('/copy/web/src/widgets/define.js');
    await second.loadElement('posenc-rotation');
    document.body.insertAdjacentHTML('beforeend', '<posenc-rotation id="foreign" d-model="4"></posenc-rotation>');
    document.body.insertAdjacentHTML('beforeend', '<posenc-similarity id="late" d-model="8"></posenc-similarity>');
    const outcome = await Promise.race([first.PosencElement.whenAllBuilt().then(() => 'resolved', (e) => String(e)),
      new Promise((resolve) => { setTimeout(resolve, 20000, 'still waiting after 20 s'); })]);
    const built = Object.fromEntries(['far', 'foreign', 'late'].map((id) => [id, /** @type {any} */ (document.getElementById(id)).built]));
    return { outcome, built, readyState: document.readyState,
      foreign: !(document.getElementById('foreign') instanceof first.PosencElement),
      files: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
        .filter((path) => /widgets\/(heatmap|rotation)\.js$/.test(path)).sort() };
  });
  assert.equal(result.readyState, 'interactive', 'no load event');
  assert.equal(result.outcome, 'resolved');
  assert.deepEqual(result.built, { far: true, foreign: true, late: true });
  assert.ok(result.foreign, 'the rotation is of the other copy');
  // The code of a tag defined before a copy sees it, once: the heatmap's by the first copy, the rotation's by the second.
  assert.deepEqual(result.files, ['/copy/web/src/widgets/rotation.js', '/web/src/widgets/heatmap.js']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('whenAllBuilt() rejects, naming the tag, when a posenc tag is still undefined after 30 s (a misspelt tag)', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`);
  // The page's clock is faked before whenAllBuilt sets its timer, so the
  // 30 s pass at once instead of in real time.
  await page.clock.install();
  await page.evaluate(async () => {
    const { PosencElement } = await import('/web/src/widgets/define.js');
    document.body.insertAdjacentHTML('beforeend', '<posenc-heatmp d-model="8"></posenc-heatmp>');
    /** @type {any} */ (window).outcome = PosencElement.whenAllBuilt().then(() => 'resolved', (error) => error.message);
  });
  await page.clock.runFor(29000);
  assert.equal(await page.evaluate(() => Promise.race([/** @type {any} */ (window).outcome, 'waiting'])), 'waiting');
  await page.clock.runFor(2000);
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).outcome),
    'whenAllBuilt: still undefined after 30 s: <posenc-heatmp> (code that did not load, or a tag that no script defines)');
  assert.deepEqual(problems, []);
  await page.close();
});

test('defining the elements twice (a second copy of the module) is harmless', async () => {
  const { page, problems } = await ready();
  const result = await page.evaluate(async () => {
    const before = customElements.get('posenc-heatmap');
    // A fresh instance of define.js runs its define loop again.
    const again = await import(`../../../web/src/widgets/define.js?copy=${Date.now()}`);
    return { same: customElements.get('posenc-heatmap') === before, tags: again.TAGS };
  });
  assert.ok(result.same, 'the first definition stays');
  assert.ok(result.tags.includes('posenc-heatmap'));
  assert.deepEqual(problems, []);
  await page.close();
});

test('the elements follow the dark colour scheme and stay readable on a phone-sized screen', async () => {
  const { page, problems } = await ready('heatmap', { colorScheme: 'dark', viewport: { width: 390, height: 844 } });
  const look = await page.evaluate(() => {
    const el = document.getElementById('heatmap');
    const canvas = el.shadowRoot.querySelector('canvas');
    return { color: getComputedStyle(el).color, width: canvas.getBoundingClientRect().width,
      page: document.documentElement.scrollWidth };
  });
  assert.equal(look.color, 'rgb(230, 230, 234)');
  assert.ok(look.width > 200 && look.page <= 390, JSON.stringify(look));
  assert.deepEqual(problems, []);
  await page.close();
});

test('the heatmap pixels (wasm encodePixels path) equal the JS colouring of encode()', async () => {
  const { page, problems } = await ready();
  const same = await page.evaluate(async () => {
    const { init } = await import('../../../web/src/index.js');
    const { colorize, colormapLut } = await import('../../../web/src/render/colormap.js');
    const pe = await init();
    const want = colorize(pe.encode({ positions: 128, dModel: 64 }), -1, 1, colormapLut('rdbu'));
    const canvas = document.getElementById('heatmap').shadowRoot.querySelector('canvas');
    const got = canvas.getContext('2d').getImageData(0, 0, 64, 128).data;
    let differ = 0;
    for (let i = 0; i < want.length; i++) if (want[i] !== got[i]) differ++;
    return { differ, fast: typeof pe.encodePixels === 'function' };
  });
  assert.deepEqual(same, { differ: 0, fast: true });
  assert.deepEqual(problems, []);
  await page.close();
});

test('update is told which attributes changed since the last update, and the properties read values parsed once per change', async () => {
  const { page, problems } = await ready('small');
  const seen = await page.evaluate(async () => {
    const el = document.getElementById('small');
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ctor = el.constructor;
    const constrain = ctor.constrain;
    let parses = 0;
    ctor.constrain = (values) => { parses++; return constrain.call(ctor, values); };
    const updates = [];
    el.update = (context) => { updates.push([...context.changedAttributes].sort()); }; // this instance only
    try {
      el.positions = 7;
      el.setAttribute('d-model', '8');
      el.dModel = 8;
      await frame();
      el.invalidate();
      await frame();
      const before = parses;
      const reads = Array.from({ length: 50 }, () => el.positions + el.dModel + el.values.positions);
      const cached = parses - before;
      el.positions = 6;
      const once = [el.positions, el.positions, el.values.positions];
      const afterChange = parses - before;
      await frame();
      return { updates, cached, once, afterChange, read: reads[0] };
    } finally {
      ctor.constrain = constrain;
      delete el.update;
    }
  });
  // A render with no change of attribute (invalidate) is told of none.
  assert.deepEqual(seen.updates, [['d-model', 'positions'], [], ['positions']]);
  assert.equal(seen.cached, 0, 'reading the properties parses nothing while no attribute changes');
  assert.deepEqual(seen.once, [6, 6, 6]);
  assert.equal(seen.afterChange, 1, 'a change of attribute is parsed once, at the first read');
  assert.equal(seen.read, 7 + 8 + 7);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a draw that throws shows an alert and posenc-error render-failed, and the next good draw clears it', async () => {
  const { page, problems } = await ready('small');
  const states = await page.evaluate(async () => {
    const el = document.getElementById('small');
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const message = () => {
      const m = el.shadowRoot.querySelector('.message');
      return { hidden: m.hidden, role: m.getAttribute('role'), text: m.textContent };
    };
    const codes = [];
    el.addEventListener('posenc-error', (e) => codes.push(e.detail.code));
    el.draw = () => { throw new Error('boom'); }; // this instance only
    el.positions = 7;
    await frame();
    const failed = message();
    delete el.draw;
    el.positions = 5;
    await frame();
    return { failed, codes, after: message(), height: el.shadowRoot.querySelector('canvas').height };
  });
  assert.deepEqual(states.failed, { hidden: false, role: 'alert', text: 'The figure could not be drawn: boom' });
  assert.deepEqual(states.codes, ['render-failed']);
  assert.equal(states.after.hidden, true);
  assert.equal(states.height, 5);
  assert.deepEqual(problems, []);
  await page.close();
});

test('focus is never dropped to the page: the table button shows only once drawn, and when a draw hides it, focus goes to the heatmap', async () => {
  const { page, problems } = await openPage(browser, PAGE);
  // Before its first draw a figure offers no "Show data table" button to focus.
  const early = await page.evaluate(async () => {
    await import('/web/src/widgets/define.js');
    const figure = document.createElement('posenc-heatmap');
    figure.setAttribute('d-model', '8');
    figure.setAttribute('positions', '4');
    document.body.prepend(figure);
    // Defined once its code has loaded (define.js); its DOM is built when it
    // comes near the viewport, or at once when asked for.
    await customElements.whenDefined('posenc-heatmap');
    void figure.parts;
    const button = figure.shadowRoot.querySelector('button');
    const name = figure.shadowRoot.querySelector('canvas').getAttribute('aria-label');
    const visible = button.checkVisibility();
    await new Promise((resolve) => figure.addEventListener('posenc-ready', resolve, { once: true }));
    return { visible, name, after: button.checkVisibility() };
  });
  assert.equal(early.visible, false, 'no table button before the first draw');
  assert.doesNotMatch(early.name, /not drawn/);
  assert.match(early.name, /Heatmap of the sinusoidal positional encoding/);
  assert.equal(early.after, true, 'the first draw shows it (a small table)');
  await waitDrawn(page, 'small');
  await page.focus('#small >> button');
  // Too many cells for a table: the button goes, with the focus on it.
  await page.evaluate(() => document.getElementById('small').setAttribute('positions', '200'));
  await page.waitForFunction(() => !document.getElementById('small').shadowRoot.querySelector('button').checkVisibility());
  const focus = await page.evaluate(() => ({
    page: document.activeElement?.id, inside: document.getElementById('small').shadowRoot.activeElement?.localName,
  }));
  assert.deepEqual(focus, { page: 'small', inside: 'canvas' });
  assert.deepEqual(problems, []);
  await page.close();
});

test('posenc/widgets defines each element when the page uses it: one heatmap fetches no other element, later tags and a shadow root are found', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`);
  const result = await page.evaluate(async () => {
    document.body.insertAdjacentHTML('afterbegin', '<posenc-heatmap d-model="16" positions="8"></posenc-heatmap>');
    const heatmap = document.querySelector('posenc-heatmap');
    const ready = new Promise((done) => heatmap.addEventListener('posenc-ready', done, { once: true }));
    const { TAGS, defineUsedElements, loadElement } = await import('/web/src/widgets/define.js');
    await ready;
    const elementFiles = () => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
      .filter((path) => TAGS.some((tag) => path === `/web/src/widgets/${tag.slice('posenc-'.length)}.js`)).sort();
    const first = elementFiles();
    // A tag added later is defined and draws.
    const lab = document.createElement('posenc-order-lab');
    const labReady = new Promise((done) => lab.addEventListener('posenc-ready', done, { once: true }));
    document.body.prepend(lab);
    await labReady;
    // A tag inside another component's shadow root is out of the document's sight until named.
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML = '<posenc-rotation d-model="4"></posenc-rotation>';
    document.body.prepend(host);
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
    const beforeNamed = customElements.get('posenc-rotation') === undefined;
    defineUsedElements(/** @type {ShadowRoot} */ (host.shadowRoot));
    await customElements.whenDefined('posenc-rotation');
    // Names that are no element's, inherited ones included, are refused with the list of tags.
    Object.prototype['posenc-evil'] = () => Promise.resolve(HTMLElement);
    const refused = [];
    for (const name of ['__proto__', 'constructor', 'toString', 'posenc-evil', 42, 'x'.repeat(1_000_000), 'POSENC-HEATMAP']) {
      try { await loadElement(/** @type {any} */ (name)); refused.push('accepted'); } catch (error) { refused.push(`${error.name}: ${error.message.slice(0, 120)}`); }
    }
    delete Object.prototype['posenc-evil'];
    for (const root of [null, {}, { querySelectorAll: () => [] }, 'body']) {
      try { defineUsedElements(/** @type {any} */ (root)); refused.push('accepted'); } catch (error) { refused.push(`${error.name}: ${error.message}`); }
    }
    const same = (await loadElement('posenc-heatmap')) === customElements.get('posenc-heatmap');
    return { first, after: elementFiles(), beforeNamed, rotation: host.shadowRoot.querySelector('posenc-rotation') instanceof customElements.get('posenc-rotation'), refused, same, tags: TAGS };
  });
  assert.deepEqual(result.first, ['/web/src/widgets/heatmap.js'], 'the heatmap alone');
  assert.deepEqual(result.after, ['/web/src/widgets/heatmap.js', '/web/src/widgets/order-lab.js', '/web/src/widgets/rotation.js']);
  assert.ok(result.beforeNamed, 'not defined from a shadow root on its own');
  assert.ok(result.rotation, 'upgraded once named');
  assert.equal(result.refused.length, 11);
  for (const line of result.refused.slice(0, 7)) assert.match(line, /^TypeError: loadElement: .* is not a posenc element; the tags are posenc-heatmap, /);
  for (const line of result.refused.slice(7)) assert.equal(line, 'TypeError: defineUsedElements: root must be a document, a shadow root or an element');
  assert.ok(result.same);
  assert.equal(result.tags.length, 6);
  assert.deepEqual(problems, []);
  await page.close();
});
