// The one plot engine (web/src/render/line-plot.js) in Chromium: panels of
// one canvas, each in its own rectangle with its own title and room, read
// back from the canvas's pixels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';

const { browser, url } = await launch();

test('drawPanels draws each plot in its own rectangle of one canvas: bars inside each, tick text only where asked for', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`, { deviceScaleFactor: 1 });
  const seen = await page.evaluate(async () => {
    const { drawPanels } = await import('/web/src/render/line-plot.js');
    const canvas = document.createElement('canvas');
    document.body.append(canvas);
    const theme = { fg: 'rgb(0, 0, 0)', muted: 'rgb(0, 128, 0)', border: 'rgb(200, 200, 200)', font: 'sans-serif' };
    const panel = (left, color, yTickText) => ({ left, top: 0, width: 100, height: 100, x: [0, 4], y: [-1, 1], theme,
      pad: { left: left === 0 ? 30 : 0, right: 0, top: 20, bottom: 10 }, title: 'title', yTickText,
      series: [{ values: [1, 1, 1, 1], kind: 'bars', color }] });
    const g = drawPanels(canvas, { width: 230, height: 100 }, [panel(0, 'rgb(255, 0, 0)', undefined),
      panel(130, 'rgb(0, 0, 255)', null)]);
    const at = (x, y) => Array.from(g.getImageData(x, y, 1, 1).data.slice(0, 3));
    // Any muted (tick text) pixel in a strip: the left room of each panel.
    const muted = (x0, x1) => {
      const d = g.getImageData(x0, 20, x1 - x0, 70).data;
      for (let i = 0; i < d.length; i += 4) if (d[i] < 80 && d[i + 1] > 60 && d[i + 2] < 80 && d[i + 3] > 0) return true;
      return false;
    };
    // Any dark (title) pixel above each plot.
    const dark = (x0, x1) => {
      const d = g.getImageData(x0, 0, x1 - x0, 18).data;
      for (let i = 0; i < d.length; i += 4) if (d[i] < 60 && d[i + 1] < 60 && d[i + 2] < 60 && d[i + 3] > 200) return true;
      return false;
    };
    return { size: [canvas.width, canvas.height], first: at(45, 40), second: at(145, 40), below: at(45, 80),
      ticksFirst: muted(0, 28), ticksSecond: muted(100, 129), titles: [dark(30, 100), dark(130, 230)] };
  });
  assert.deepEqual(seen.size, [230, 100]);
  assert.deepEqual(seen.first, [255, 0, 0], 'the first panel\'s bar, inside its rectangle');
  assert.deepEqual(seen.second, [0, 0, 255], 'the second panel\'s bar, inside its own');
  assert.notDeepEqual(seen.below, [255, 0, 0], 'bars rise from 0: nothing red below it');
  assert.deepEqual([seen.ticksFirst, seen.ticksSecond], [true, false], 'tick text beside the first panel only');
  assert.deepEqual(seen.titles, [true, true]);
  assert.deepEqual(problems, []);
  await page.close();
});
