// The elements and the embed page fed the hostile-input corpus through
// attributes and URL parameters, under Trusted Types and a strict CSP: every
// value is clamped or replaced and announced, no text becomes an element or
// runs, no policy is violated; the embed's messaging ignores other origins.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../../scripts/serve.mjs';
import { HOSTILE_TEXTS } from '../fixtures/hostile-inputs.js';
import { launch, openPage, repoRoot } from './browser.js';
import { TRUSTED_TYPES_CSP } from './security-policy.js';

// The message test frames a page of another origin (another port of this host).
const headers = (path) => (path.endsWith('.html') || path.endsWith('/')
  ? { 'Content-Security-Policy': `${TRUSTED_TYPES_CSP}; frame-src 'self' http://127.0.0.1:*` } : {});
const { browser, url } = await launch({ headers });

test('every attribute of every element, set to every hostile value, is clamped or replaced and announced', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/hostile-widgets.html`);
  await page.waitForFunction(() => document.getElementById('result').textContent !== 'pending', null, { timeout: 120000 });
  const report = JSON.parse(await page.textContent('#result'));
  assert.deepEqual(report.problems, []);
  assert.equal(report.executed, 0, 'no markup from a value ever ran');
  assert.deepEqual(report.documentTags, [], 'no <img>, <script>, <iframe>, <object> or <embed> in the body');
  for (const [tag, count] of Object.entries(report.warnings)) assert.ok(count > 10, `${tag}: ${count} posenc-error events`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('hostile embed URL parameters become warnings shown as text, never elements', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`);
  await page.addInitScript(() => { window.alert = () => { document.title = 'executed'; }; });
  const figures = ['heatmap', 'permutation', 'rotation', 'similarity'];
  for (const [i, text] of HOSTILE_TEXTS.entries()) {
    const figure = figures[i % figures.length];
    // Short enough for the server's header limit (the long texts still pass
    // every cap); a URL carries UTF-8, so lone surrogates become U+FFFD.
    const value = encodeURIComponent(text.slice(0, 300).toWellFormed());
    const query = `figure=${figure}&d-model=${value}&positions=${value}&sentence=${value}&k=${value}` +
      `&${value}=${value}&frame=${value}&toString=${value}&__proto__=${value}&constructor=${value}`;
    await page.goto(`${url}web/embed.html?${query}`);
    // Drawn: the module and its glue have loaded (leaving earlier would cancel them).
    await page.waitForFunction(() => Boolean(document.querySelector('#figure > *')?.shadowRoot?.querySelector('.summary')?.textContent));
    const seen = await page.evaluate(() => {
      const tags = new Set();
      const walk = (node) => { for (const c of node.children) { tags.add(c.localName); if (c.shadowRoot) walk(c.shadowRoot); walk(c); } };
      walk(document.body);
      const items = [...document.querySelectorAll('#embed-warning li')];
      return { tags: [...tags], title: document.title, items: items.length, plain: items.every((li) => li.children.length === 0) };
    });
    assert.ok(!seen.tags.some((t) => ['img', 'script', 'iframe', 'object', 'embed'].includes(t)), `${i}: ${seen.tags}`);
    assert.notEqual(seen.title, 'executed');
    assert.ok(seen.items >= 1 && seen.plain, `${i}: warnings listed as plain text`);
  }
  // Going to the next URL may cancel the favicon request of the page it replaces.
  assert.deepEqual(problems.filter((p) => !/^requestfailed: \S+\/favicon\.svg$/.test(p)), []);
  await page.close();
});

test('the embed host script and the embed page ignore messages from other origins and unmarked frames', async () => {
  // A second server: another port is another origin.
  const other = await startServer({ root: repoRoot, headers });
  try {
    const { page, problems } = await openPage(browser, `${url}tests/browser/pages/embed-messages.html?other=${encodeURIComponent(other.url)}`);
    await page.waitForFunction(() => document.getElementById('result').textContent !== 'pending', null, { timeout: 30000 });
    const report = JSON.parse(await page.textContent('#result'));
    assert.ok(report.before > 0, 'the real embed sized its frame');
    assert.equal(report.after, report.before, 'no forged height was applied');
    assert.equal(report.resizes, report.resizesBefore, 'only the real embed resized its frame');
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    other.server.close();
  }
});

test('a module failure reaches the elements as posenc-error, and they draw the same again on the fresh module', async () => {
  // The test variant: its pe.debug.abortForTest() makes the module abort.
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`, { testVariant: true });
  const result = await page.evaluate(async () => {
    await import('/web/src/widgets/define.js');
    const element = document.createElement('posenc-heatmap');
    element.setAttribute('d-model', '32');
    element.setAttribute('positions', '40');
    document.body.append(element);
    await new Promise((done) => element.addEventListener('posenc-ready', done, { once: true }));
    const pixels = () => {
      const canvas = element.shadowRoot.querySelector('canvas');
      return Array.from(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data).join();
    };
    const before = pixels();
    const codes = [];
    element.addEventListener('posenc-error', (e) => codes.push(e.detail.code));
    const redrawn = new Promise((done) => element.addEventListener('posenc-change', done, { once: true }));
    try { element.posenc.debug.abortForTest(); } catch (error) { codes.push(`thrown ${error.code}`); }
    element.setAttribute('positions', '41');
    await redrawn;
    element.setAttribute('positions', '40');
    await new Promise((done) => element.addEventListener('posenc-change', done, { once: true }));
    return { codes, same: pixels() === before, generation: element.posenc.debug.generation() };
  });
  assert.deepEqual(result.codes, ['POSENC_ABORT', 'thrown POSENC_ABORT']);
  assert.equal(result.same, true, 'the fresh module draws the same heatmap');
  assert.equal(result.generation, 1);
  assert.deepEqual(problems, []);
  await page.close();
});
