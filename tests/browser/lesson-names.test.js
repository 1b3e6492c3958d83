// What a screen reader is told, read from Chromium's accessibility tree
// (the devtools protocol): group names with their maths, a toggle button's
// name and state, the note over a veiled figure, a number box's invalid
// state, and data-table regions named by what they hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { openLesson, revealAll, scrollThrough } from './lesson-helpers.js';

const { browser, url } = await launch();
const lesson = `${url}web/index.html`;

/** The accessibility node of the first element matching `selector` (light DOM). */
async function axNode(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  assert.ok(nodeId, `${selector} exists`);
  const { node } = await cdp.send('DOM.describeNode', { nodeId });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { backendNodeId: node.backendNodeId, fetchRelatives: false });
  await cdp.detach();
  const found = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
  const property = (name) => found.properties?.find((p) => p.name === name)?.value.value;
  return { role: found.role?.value, name: found.name?.value ?? '', ignored: found.ignored, property };
}

/** Every node of the page's accessibility tree, shadow roots included. */
async function axTree(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.filter((n) => !n.ignored).map((n) => ({ role: n.role?.value, name: n.name?.value ?? '' }));
}

test('every prediction and question is a group whose name reads its whole legend, maths included', async () => {
  const { page, problems } = await openPage(browser, lesson);
  // Groups inside a veiled region are out of the tree until it opens.
  await revealAll(page);
  // What the name must contain, from the legend itself: its text, and the
  // tokens of each formula in order (an exponent 2 may be said "squared").
  const groups = await page.evaluate(() => [...document.querySelectorAll('fieldset.prediction, fieldset.question')].map((fieldset) => {
    const escape = (/** @type {string} */ t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const tokens = (/** @type {Element} */ node) => {
      if (['mi', 'mn', 'mo', 'mtext'].includes(node.localName)) return [node.textContent.trim()];
      if (node.localName === 'msup' && node.lastElementChild?.textContent.trim() === '2') {
        return [...tokens(/** @type {Element} */ (node.firstElementChild)), '(?:2|squared)'];
      }
      return [...node.children].flatMap(tokens);
    };
    let pattern = '';
    let formulas = 0;
    const walk = (/** @type {Node} */ node) => {
      if (node.nodeType === Node.TEXT_NODE) pattern += escape((node.textContent ?? '').replace(/\s+/g, ''));
      else if (node instanceof Element && node.localName === 'math') {
        formulas += 1;
        pattern += tokens(node).map((t) => (t.startsWith('(?:') ? t : escape(t))).join('.*?');
      } else node.childNodes.forEach(walk);
    };
    walk(/** @type {Element} */ (fieldset.querySelector('legend')));
    return { id: fieldset.id, pattern, formulas };
  }));
  assert.ok(groups.length >= 15, `${groups.length} groups`);
  assert.ok(groups.filter((g) => g.formulas > 0).length >= 5, 'legends with maths');
  for (const group of groups) {
    const node = await axNode(page, `#${group.id}`);
    assert.equal(node.role, 'group', group.id);
    assert.match(node.name.replace(/\s+/g, ''), new RegExp(`^${group.pattern}$`, 'i'), `${group.id}: "${node.name}"`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('Play is a toggle button: its name stays, and its pressed state says whether it plays', async () => {
  const { page, problems } = await openLesson(browser, lesson);
  await page.locator('#play').scrollIntoViewIfNeeded();
  const before = await axNode(page, '#play');
  assert.equal(before.property('pressed'), 'false');
  await page.click('#play');
  const playing = await axNode(page, '#play');
  assert.equal(playing.property('pressed'), 'true');
  assert.equal(playing.name, before.name, 'the name does not change with the state');
  assert.match(playing.name, /^Play/);
  await page.click('#play');
  assert.equal((await axNode(page, '#play')).property('pressed'), 'false');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a screen reader hears the note over each veiled figure, and the note goes when the figure opens', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  const notes = async () => (await axTree(page)).filter((n) => n.role === 'StaticText' && /stay hidden until you answer the question above/.test(n.name));
  // A region veiled inside another is hidden with it, note and all.
  const veiled = await page.evaluate(() => document.querySelectorAll('[data-veiled]:not([data-veiled] [data-veiled])').length);
  assert.ok(veiled >= 4, `${veiled} veiled regions`);
  assert.equal((await notes()).length, veiled);
  await revealAll(page);
  assert.equal((await notes()).length, 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a number box is marked invalid while its answer is not a number, and says why', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  const box = '#q-wavelength input[type="text"]';
  await page.fill(box, 'eight');
  await page.click('#q-wavelength button.check-answer');
  let node = await axNode(page, box);
  assert.equal(node.property('invalid'), 'true');
  assert.match(await page.evaluate((s) => {
    const ids = document.querySelector(s).getAttribute('aria-describedby') ?? '';
    return ids.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
  }, box), /Type a number/);
  await page.fill(box, '8.38');
  await page.click('#q-wavelength button.check-answer');
  node = await axNode(page, box);
  assert.equal(node.property('invalid'), 'false');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the wave pairs box is marked invalid while its text cannot be read', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  await page.fill('#wave-pairs', '1 x 3');
  assert.equal((await axNode(page, '#wave-pairs')).property('invalid'), 'true');
  assert.notEqual(await page.textContent('#pairs-note'), '');
  await page.fill('#wave-pairs', '1 3');
  assert.equal((await axNode(page, '#wave-pairs')).property('invalid'), 'false');
  assert.deepEqual(problems, []);
  await page.close();
});

test('every data-table region is named by what its table holds, no two alike', async () => {
  const { page, problems } = await openLesson(browser, lesson);
  await scrollThrough(page);
  const opened = await page.evaluate(() => {
    let count = 0;
    for (const figure of document.querySelectorAll('main *')) {
      for (const button of figure.shadowRoot?.querySelectorAll('button') ?? []) {
        if (button.textContent === 'Show data table' && button.checkVisibility()) { button.click(); count += 1; }
      }
    }
    return count;
  });
  // At the lesson's defaults the heatmap, Mₖ and the similarity matrix are over
  // the table's cell limit (MAX_TABLE_CELLS) and offer no button; the other 8 do.
  assert.ok(opened >= 8, `${opened} tables opened`);
  const regions = (await axTree(page)).filter((n) => n.role === 'region' && n.name.startsWith('Data table')).map((n) => n.name);
  assert.equal(regions.length, opened, regions.join(' | '));
  assert.equal(new Set(regions).size, regions.length, regions.join(' | '));
  for (const name of regions) assert.match(name, /^Data table: \S/);
  assert.deepEqual(problems, []);
  await page.close();
});
