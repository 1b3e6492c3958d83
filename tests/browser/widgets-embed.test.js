import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';

const { browser, url } = await launch();
const EMBED = `${url}web/embed.html`;

/** Opens the embed page and waits for its figure to draw. */
async function embed(query) {
  const opened = await openPage(browser, `${EMBED}${query}`);
  await opened.page.waitForFunction(() => {
    const figure = document.querySelector('#figure > *');
    const canvas = figure?.shadowRoot?.querySelector('canvas');
    return canvas && canvas.width > 0 && figure.shadowRoot.querySelector('.summary').textContent !== '';
  });
  const state = await opened.page.evaluate(() => {
    const figure = document.querySelector('#figure > *');
    const canvas = figure.shadowRoot.querySelector('canvas');
    const banner = document.getElementById('embed-warning');
    const centre = canvas.getContext('2d').getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data;
    return {
      tag: figure.localName, width: canvas.width, height: canvas.height, label: canvas.getAttribute('aria-label'), centre: Array.from(centre),
      attributes: Object.fromEntries([...figure.attributes].map((a) => [a.name, a.value])),
      banner: banner.hidden ? [] : [...banner.querySelectorAll('li')].map((li) => li.textContent),
      bannerRole: banner.getAttribute('role'),
    };
  });
  return { ...opened, state };
}

test('the embed page shows the figure its URL asks for, without a warning', async () => {
  const { page, problems, state } = await embed('?figure=heatmap&d-model=32&positions=24&colormap=viridis');
  assert.equal(state.tag, 'posenc-heatmap');
  assert.deepEqual(state.attributes, { 'd-model': '32', positions: '24', colormap: 'viridis' });
  assert.equal(state.width, 32);
  assert.equal(state.height, 24);
  assert.equal(state.centre[3], 255, 'the canvas has drawn pixels');
  assert.deepEqual(state.banner, []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('invalid URL parameters give defaults or clamped values and a visible, announced warning', async () => {
  const { page, problems, state } = await embed('?figure=heatmap&d-model=abc&positions=1e9&colour=red');
  assert.equal(state.width, 128, 'd-model falls back to its default');
  // 4096 rows are drawn at the device pixels the canvas is shown at (render/heatmap.js): the clamp is read from its name.
  assert.match(state.label, /positions 0 to 4,?095\b/, 'positions is clamped');
  assert.equal(state.banner.length, 3);
  assert.match(state.banner[0], /d-model must be an integer from 2 to 1024; got "abc"/);
  assert.match(state.banner[1], /positions .* using 4096/);
  assert.match(state.banner[2], /Unknown parameter "colour"/);
  assert.equal(state.bannerRole, 'status');
  assert.deepEqual(problems, []);
  await page.close();
});

test('an unknown figure shows the heatmap with a warning', async () => {
  const { page, problems, state } = await embed('?figure=teapot');
  assert.equal(state.tag, 'posenc-heatmap');
  assert.match(state.banner[0], /figure must be one of heatmap, .*; got "teapot"/);
  assert.deepEqual(problems, []);
  await page.close();
});

/** Opens the host page and waits until the figure in its iframe has drawn and been sized. */
async function hostPage() {
  const opened = await openPage(browser, `${url}tests/browser/pages/embed-host.html`);
  await opened.page.waitForFunction(() => {
    const frame = document.getElementById('frame');
    const figure = frame.contentDocument?.querySelector('posenc-heatmap');
    const drawn = Boolean(figure?.shadowRoot?.querySelector('.summary')?.textContent);
    return drawn && frame.clientHeight === frame.contentDocument.documentElement.scrollHeight;
  });
  return opened;
}

test('a host page receives the height in posenc, Canvas and H5P formats, and host.js sizes the iframe', async () => {
  const { page, problems } = await hostPage();
  const result = await page.evaluate(() => {
    const frame = document.getElementById('frame');
    const inner = frame.contentDocument.documentElement.scrollHeight;
    return { frameHeight: frame.clientHeight, inner, received: window.received };
  });
  const last = result.received.filter((m) => m && m.type === 'posenc-embed:resize').at(-1);
  assert.equal(last.frame, 'f1');
  assert.equal(last.height, result.inner);
  assert.ok(result.inner > 300, `the drawn figure is taller than its first layout: ${result.inner}`);
  assert.equal(result.frameHeight, result.inner);
  const canvas = result.received.filter((m) => typeof m === 'string').map((m) => JSON.parse(m)).at(-1);
  assert.deepEqual(canvas, { subject: 'lti.frameResize', height: last.height });
  const h5p = result.received.filter((m) => m && m.context === 'h5p').at(-1);
  assert.deepEqual(h5p, { context: 'h5p', action: 'resize', scrollHeight: last.height });
  assert.deepEqual(problems, []);
  await page.close();
});

test('host.js ignores resize messages that do not come from a marked posenc iframe', async () => {
  const { page, problems } = await hostPage();
  const before = await page.evaluate(() => document.getElementById('frame').clientHeight);
  await page.evaluate(async () => {
    // From the host window itself, and from an unmarked iframe.
    window.postMessage({ type: 'posenc-embed:resize', height: 17 }, '*');
    const rogue = document.createElement('iframe');
    rogue.srcdoc = '<p>x</p>';
    document.body.append(rogue);
    await new Promise((done) => rogue.addEventListener('load', done, { once: true }));
    document.getElementById('frame').contentWindow.postMessage({ type: 'posenc-embed:resize', height: 18 }, '*');
    rogue.contentWindow.parent.postMessage({ type: 'posenc-embed:resize', height: 19 }, '*');
    // Messages to a window arrive in the order they were posted: once this
    // last one has arrived, host.js has seen the forged ones before it.
    await new Promise((done) => {
      addEventListener('message', (e) => { if (e.data === 'after the forged ones') done(undefined); });
      postMessage('after the forged ones', '*');
    });
  });
  const after = await page.evaluate(() => document.getElementById('frame').clientHeight);
  assert.equal(after, before);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the embed page shows the permutation, rotation, similarity and offset head figures with their parameters', async () => {
  const cases = [
    ['?figure=permutation&sentence=cats+chase+mice&positional=1', 'posenc-permutation', 3],
    ['?figure=rotation&d-model=16&k=-4', 'posenc-rotation', 16],
    ['?figure=similarity&positions=20&d-model=32', 'posenc-similarity', 20],
    ['?figure=offset-head&positions=24&k=-2&code=binary', 'posenc-offset-head', 24],
  ];
  for (const [query, tag, width] of cases) {
    const { page, problems } = await openPage(browser, `${EMBED}${query}`);
    await page.waitForFunction(() => document.querySelector('#figure > *')?.shadowRoot?.querySelector('.summary').textContent);
    const state = await page.evaluate(() => {
      const figure = document.querySelector('#figure > *');
      const matrix = figure.shadowRoot.querySelector('.plot canvas');
      return { tag: figure.localName, width: matrix.width, summary: figure.shadowRoot.querySelector('.summary').textContent,
        banner: document.getElementById('embed-warning').hidden };
    });
    assert.equal(state.tag, tag);
    assert.equal(state.width, width, query);
    assert.equal(state.banner, true, 'no warning');
    assert.deepEqual(problems, []);
    await page.close();
  }
  const { page } = await openPage(browser, `${EMBED}?figure=permutation&sentence=cats+chase+mice&positional=1`);
  await page.waitForFunction(() => /Word order now matters/.test(
    document.querySelector('posenc-permutation')?.shadowRoot?.querySelector('.summary').textContent));
  await page.close();
});
