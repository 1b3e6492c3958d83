// The heatmap's keyboard cursor for screen-reader and low-vision users: the
// focusable canvas sits in a named application region (so a screen reader
// passes the arrow keys on) and is described by its keys; the cursor mark is
// at least 24 x 24 px, stands out against every colour of the map, and is
// drawn over the canvas, never into its pixels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';

const { browser, url } = await launch();

test('the heatmap cursor is keyboard-operable under a screen reader, at least 24 x 24 px, and visible on every colour', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/plain-host.html`);
  await page.waitForFunction(() => document.getElementById('heatmap').dataset.ready === 'yes');

  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const images = nodes.filter((n) => !n.ignored && n.role?.value === 'image' && /positions/.test(n.name?.value ?? ''));
  assert.ok(images.length >= 2, `${images.length} heatmap images`);
  for (const image of images) {
    const parent = byId.get(image.parentId);
    assert.equal(parent?.role?.value, 'application', `${image.name.value}: in an application region`);
    assert.ok((parent.name?.value ?? '').length > 0, 'the application region has a name');
    assert.match(image.description?.value ?? '', /Arrow keys move the cursor/);
  }

  const canvas = page.locator('#heatmap canvas');
  const pixels = () => canvas.evaluate((c) => {
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let hash = 2166136261;
    for (let i = 0; i < data.length; i++) hash = Math.imul(hash ^ data[i], 16777619);
    return hash >>> 0;
  });
  const before = await pixels();
  await canvas.focus();
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  const mark = await page.evaluate(() => {
    const root = document.getElementById('heatmap').shadowRoot;
    const cursor = root.querySelector('.cursor');
    const box = cursor.getBoundingClientRect();
    const style = getComputedStyle(cursor);
    const c = root.querySelector('canvas');
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const colours = new Set();
    for (let i = 0; i < data.length; i += 4) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    return { width: box.width, height: box.height, rings: [style.borderTopColor, style.outlineColor],
      cellWidth: c.getBoundingClientRect().width / c.width, colours: [...colours], readout: root.querySelector('.readout').textContent };
  });
  assert.equal(await pixels(), before, 'the canvas pixels are the same with the cursor shown');
  assert.ok(mark.cellWidth < 24, `cells ${mark.cellWidth}px wide: smaller than the mark`);
  assert.ok(mark.width >= 24 && mark.height >= 24, `cursor ${mark.width} x ${mark.height}`);
  assert.match(mark.readout, /Position 1, channel 2/);

  const rgb = (text) => text.match(/[\d.]+/g).slice(0, 3).map(Number);
  const luminance = ([r, g, b]) => {
    const f = (v) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const contrast = (a, b) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const rings = mark.rings.map(rgb);
  assert.ok(mark.colours.length > 50, `${mark.colours.length} colours in the map`);
  const weakest = Math.min(...mark.colours.map((c) => Math.max(...rings.map((ring) => contrast(ring, c.split(',').map(Number))))));
  assert.ok(weakest >= 3, `on some colour of the map the better ring is only ${weakest.toFixed(2)}:1`);
  assert.deepEqual(problems, []);
  await page.close();
});
