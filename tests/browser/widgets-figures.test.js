import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';

const { browser, url } = await launch();
const PAGE = `${url}tests/browser/pages/figures.html`;

/** Opens the figures page and waits until `#id` has drawn (it is scrolled into view first). */
async function ready(id, options = {}) {
  const opened = await openPage(browser, PAGE, options);
  await opened.page.evaluate((id) => document.getElementById(id).scrollIntoView(), id);
  await opened.page.waitForFunction((id) => document.getElementById(id).dataset.ready === 'yes', id);
  return opened;
}

/** Text of a selector inside `#id`'s shadow root. */
const text = (page, id, selector) => page.evaluate(([id, s]) =>
  document.getElementById(id).shadowRoot.querySelector(s).textContent, [id, selector]);

/**
 * Waits for the next posenc-change of `#id` caused by an attribute. A change
 * that never comes fails within a minute, with what the figure shows then,
 * instead of holding the file until its time limit.
 */
const nextChange = (page, id) => page.evaluate((id) => new Promise((done, fail) => {
  const el = document.getElementById(id);
  const timer = setTimeout(() => {
    el.removeEventListener('posenc-change', on);
    const box = el.getBoundingClientRect();
    const attributes = Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
    fail(new Error(`no posenc-change (attribute) of #${id} within 60 s: ${JSON.stringify({ attributes,
      box: [Math.round(box.top), Math.round(box.bottom)], viewport: innerHeight, scrollY,
      message: el.shadowRoot?.querySelector('.message')?.textContent ?? null })}`));
  }, 60_000);
  const on = (e) => {
    if (e.detail.reason !== 'attribute') return;
    clearTimeout(timer);
    el.removeEventListener('posenc-change', on);
    done(true);
  };
  el.addEventListener('posenc-change', on);
}), id);

/** The number a figure writes as "6.0 × 10⁻⁸", "−0.43" or "0.43", after `prefix`. */
function readNumber(text, prefix) {
  const m = new RegExp(`${prefix}(−?\\d+(?:\\.\\d+)?)(?: × 10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))?`).exec(text);
  assert.ok(m, `${prefix} in ${text}`);
  const power = m[2] ? Number([...m[2]].map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)).map((d) => (d < 0 ? '-' : d)).join('')) : 0;
  return Number(m[1].replace('−', '-')) * 10 ** power;
}

/** Every canvas of `#id`: its role, name, and how many pixels are not transparent. */
const canvases = (page, id) => page.evaluate((id) => [...document.getElementById(id).shadowRoot.querySelectorAll('canvas')]
  .map((c) => {
    const px = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    for (let i = 3; i < px.length; i += 4) if (px[i] > 0) painted++;
    return { role: c.getAttribute('role'), label: c.getAttribute('aria-label') ?? '', painted, width: c.width };
  }), id);

test('the rotation figure draws M_k and one dial per pair, and says M_k maps PE(p) to PE(p + k)', async () => {
  const { page, problems } = await ready('rotation');
  const [dials, matrix] = await canvases(page, 'rotation');
  assert.equal(matrix.width, 8);
  for (const c of [dials, matrix]) {
    assert.equal(c.role, 'img');
    assert.ok(c.label.length > 20, c.label);
    assert.ok(c.painted > 0);
  }
  const summary = await text(page, 'rotation', '.summary');
  const error = readNumber(summary, 'computed directly, ');
  assert.match(summary, /k = 2 maps PE\(3\) to PE\(5\)/);
  assert.ok(error < 1e-5, summary);
  // Row 0, column 0 of M_k is cos(k w_0) = cos(2): the blue side of the map.
  const m00 = await page.evaluate(() => Array.from(document.getElementById('rotation').shadowRoot
    .querySelectorAll('canvas')[1].getContext('2d').getImageData(0, 0, 1, 1).data));
  assert.ok(m00[2] > m00[0], `cos(2) < 0 is blue: ${m00}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the k slider has a visible label and moves the figure through the k attribute', async () => {
  const { page, problems } = await ready('rotation');
  const label = await page.evaluate(() => document.getElementById('rotation').shadowRoot
    .querySelectorAll('label')[1].textContent);
  assert.match(label, /^offset k/);
  const changed = nextChange(page, 'rotation');
  await page.focus('#rotation >> label:nth-of-type(2) >> input');
  await page.keyboard.press('ArrowRight');
  await changed;
  assert.equal(await page.getAttribute('#rotation', 'k'), '3');
  assert.match(await text(page, 'rotation', '.summary'), /k = 3 maps PE\(3\) to PE\(6\)/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the similarity figure draws the matrix and the profile, and its cursor names the offset', async () => {
  const { page, problems } = await ready('similarity');
  const [matrix, profile] = await canvases(page, 'similarity');
  assert.equal(matrix.width, 24);
  assert.ok(profile.painted > 100, 'the profile plot is drawn');
  assert.match(profile.label, /closed form/);
  // The diagonal is cosine 1: the dark red end of the map.
  const diagonal = await page.evaluate(() => Array.from(document.getElementById('similarity').shadowRoot
    .querySelector('canvas').getContext('2d').getImageData(5, 5, 1, 1).data));
  assert.ok(diagonal[0] > 90 && diagonal[2] < 60, String(diagonal));
  await page.focus('#similarity >> canvas');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  assert.match(await text(page, 'similarity', '.readout'), /^Positions 0 and 3 \(offset 3\): dot product .*, cosine /);
  assert.deepEqual(problems, []);
  await page.close();
});

test('without positional encoding, shuffling words only shuffles the attention outputs', async () => {
  const { page, problems } = await ready('permutation');
  const result = await text(page, 'permutation', '.result');
  const residual = readNumber(result, '= ');
  assert.ok(residual < 1e-5, result);
  const tokens = await page.evaluate(() => [...document.getElementById('permutation').shadowRoot
    .querySelectorAll('.tokens')].map((ol) => [...ol.children].map((li) => li.textContent).join(' ')));
  assert.deepEqual(tokens, ['the dog bit the man', 'man the bit dog the']);
  const [original, permuted] = await canvases(page, 'permutation');
  assert.equal(original.width, 5);
  assert.ok(original.painted === 25 && permuted.painted === 25);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the PE switch and the shuffle button change the attributes, and word order then matters', async () => {
  const { page, problems } = await ready('permutation');
  let changed = nextChange(page, 'permutation');
  await page.click('#permutation >> text=Add positional encoding');
  await changed;
  assert.equal(await page.getAttribute('#permutation', 'positional'), '');
  const result = await text(page, 'permutation', '.result');
  assert.ok(readNumber(result, '= ') > 1e-3, result);
  assert.match(result, /Word order now matters/);
  changed = nextChange(page, 'permutation');
  await page.click('#permutation >> text=Shuffle words');
  await changed;
  const p = (await page.getAttribute('#permutation', 'permutation')).split(' ').map(Number);
  assert.deepEqual([...p].sort(), [0, 1, 2, 3, 4]);
  assert.notDeepEqual(p, [0, 1, 2, 3, 4]);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a new sentence typed in the labelled field and a bad permutation are handled with a message', async () => {
  const { page, problems } = await ready('permutation');
  let changed = nextChange(page, 'permutation');
  await page.fill('#permutation >> input[type="text"]', 'Cats chase mice.');
  await page.press('#permutation >> input[type="text"]', 'Enter');
  await changed;
  assert.equal(await page.getAttribute('#permutation', 'sentence'), 'Cats chase mice.');
  assert.match(await text(page, 'permutation', '.tokens'), /catschasemice\./);
  // The figure stays reversed (no change event); the message explains why.
  await page.evaluate(() => { document.getElementById('permutation').permutation = [0, 0, 1, 2]; });
  await page.waitForFunction(() => !document.getElementById('permutation').shadowRoot.querySelector('.message').hidden);
  assert.match(await text(page, 'permutation', '.message'), /permutation must list each of 0 to 3 once/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('axe-core finds no accessibility violations in the five elements (shadow roots included)', async () => {
  const { readFileSync } = await import('node:fs');
  const axe = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
  for (const [page_, id] of [['widgets.html', 'small'], ['figures.html', 'similarity']]) {
    // axe is injected as an inline script, which the strict CSP of the test
    // server would block: this page alone bypasses it.
    const { page, problems } = await openPage(browser, `${url}tests/browser/pages/${page_}`, { bypassCSP: true });
    // One at a time: each element draws only once it is near the viewport.
    const ids = await page.evaluate(() => [...document.querySelectorAll('main > [id]')].map((e) => e.id));
    for (const each of ids) {
      await page.evaluate((i) => document.getElementById(i).scrollIntoView(), each);
      await page.waitForFunction((i) => document.getElementById(i).dataset.ready === 'yes', each);
    }
    await page.click(`#${id} >> text=Show data table`);
    await page.addScriptTag({ content: axe });
    const violations = await page.evaluate(async () => (await window.axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'],
    })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
    assert.deepEqual(violations, [], page_);
    assert.deepEqual(problems, []);
    await page.close();
  }
});
