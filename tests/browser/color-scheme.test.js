// Dark and light hosts: the elements take the colour scheme of the page
// around them (the CSS color-scheme they inherit), the system's when the
// page offers both or says nothing, and the embed page takes ?theme=.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';

const { browser, url } = await launch();
const LIGHT_FG = 'rgb(27, 27, 31)';
const DARK_FG = 'rgb(230, 230, 234)';

/** Installs window.lookOf: the colours a figure shows, and the dial canvas's ink. */
const LOOK = () => {
  window.lookOf = (figure) => {
    const style = getComputedStyle(figure);
    const canvas = figure.shadowRoot.querySelectorAll('canvas')[0];
    const select = figure.shadowRoot.querySelector('.frame');
    return { color: style.color, background: style.backgroundColor, controls: getComputedStyle(select).colorScheme,
      dials: canvas ? canvas.width > 0 : false };
  };
};

/** Opens a figure with window.lookOf installed first. */
async function open(system, hostScheme) {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`, { colorScheme: system });
  await page.evaluate(LOOK);
  const look = await page.evaluate(async (hostScheme) => {
    document.documentElement.style.colorScheme = hostScheme;
    await import('/web/src/widgets/define.js');
    const figure = document.createElement('posenc-rotation');
    figure.setAttribute('d-model', '8');
    const ready = new Promise((resolve) => figure.addEventListener('posenc-ready', resolve, { once: true }));
    document.body.append(figure);
    await ready;
    window.figure = figure;
    return window.lookOf(figure);
  }, hostScheme);
  return { page, problems, look };
}

for (const [system, host, expected] of [
  ['light', 'dark', 'dark'], ['light', 'only dark', 'dark'], ['dark', 'light', 'light'],
  ['dark', '', 'dark'], ['light', '', 'light'], ['dark', 'light dark', 'dark'], ['light', 'dark light', 'light'],
]) {
  test(`under a ${system} system, a page with color-scheme "${host || 'normal'}" shows ${expected} figures`, async () => {
    const { page, problems, look } = await open(system, host);
    assert.equal(look.color, expected === 'dark' ? DARK_FG : LIGHT_FG);
    assert.equal(look.background, expected === 'dark' ? 'rgb(22, 22, 26)' : 'rgb(255, 255, 255)');
    assert.equal(look.controls, expected, 'controls inside follow the same scheme');
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('a figure follows a page that switches its scheme (then invalidates), the system\'s change, and its own color-scheme', async () => {
  const { page, problems, look } = await open('light', 'light dark');
  assert.equal(look.color, LIGHT_FG);
  // The dials are drawn on a canvas in the theme colour: a digest of its pixels.
  const dials = () => page.evaluate(() => {
    const canvas = window.figure.shadowRoot.querySelector('canvas');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let hash = 0;
    for (let i = 0; i < data.length; i++) hash = (hash * 31 + data[i]) | 0;
    return hash;
  });
  const frames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const light = await dials();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction((dark) => getComputedStyle(window.figure).color === dark, DARK_FG);
  await frames();
  assert.notEqual(await dials(), light, 'the canvas is drawn again in the dark colours');
  await page.evaluate(() => {
    document.documentElement.style.colorScheme = 'light';
    window.figure.invalidate();
  });
  await page.waitForFunction((color) => getComputedStyle(window.figure).color === color, LIGHT_FG);
  await frames();
  assert.equal(await dials(), light);
  await page.evaluate(() => {
    window.figure.style.colorScheme = 'dark';
    window.figure.invalidate();
  });
  await page.waitForFunction((color) => getComputedStyle(window.figure).color === color, DARK_FG);
  assert.deepEqual(problems, []);
  await page.close();
});

for (const [system, theme, expected] of [['light', 'dark', 'dark'], ['dark', 'light', 'light'], ['dark', 'auto', 'dark'], ['light', '', 'light']]) {
  test(`the embed page with theme=${theme || '(none)'} under a ${system} system is ${expected}`, async () => {
    const query = `?figure=heatmap&d-model=8&positions=4${theme ? `&theme=${theme}` : ''}`;
    const { page, problems } = await openPage(browser, `${url}web/embed.html${query}`, { colorScheme: system });
    await page.waitForFunction(() => Boolean(document.querySelector('#figure > *')?.shadowRoot?.querySelector('.summary')?.textContent));
    const look = await page.evaluate(() => ({
      figure: getComputedStyle(document.querySelector('#figure > *')).color,
      page: getComputedStyle(document.body).color,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }));
    assert.equal(look.figure, expected === 'dark' ? DARK_FG : LIGHT_FG);
    assert.equal(look.page, expected === 'dark' ? DARK_FG : LIGHT_FG);
    assert.deepEqual(problems, []);
    await page.close();
  });
}
