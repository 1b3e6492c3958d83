// Measures how long the lesson takes to redraw while a slider is dragged:
// the d_model and positions sliders of section 3 are stepped back and forth
// at 1024 positions x 512 channels (and 512 x 1024), and for each step the
// script times the input handler plus the drawing done in the next animation
// frame. Prints medians; asserts nothing (timings depend on the machine).
//
//   node bench/measure-frame.mjs [steps]
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/serve.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';

const steps = Number(process.argv[2] ?? 60);
const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs in the page: steps one slider `count` times, timing each step. */
function drag({ id, low, high, count }) {
  const input = /** @type {HTMLInputElement} */ (document.getElementById(id));
  const nextFrame = () => new Promise((done) => requestAnimationFrame((start) => done({ start, end: performance.now() })));
  return (async () => {
    const work = [];
    for (let i = 0; i < count; i++) {
      await nextFrame();
      input.value = String(i % 2 === 0 ? low : high);
      const t0 = performance.now();
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const handled = performance.now() - t0;
      // The figures drew in animation-frame callbacks queued before this one.
      const frame = await nextFrame();
      work.push(handled + (frame.end - frame.start));
    }
    return work;
  })();
}

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { server, url } = await startServer({ root });
const browser = await launchChromium();
try {
  for (const [positions, dModel] of [[1024, 512], [512, 1024]]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}web/index.html?d=${dModel}&n=${positions}`);
    await page.locator('#heatmap').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => Boolean(document.querySelector('#heatmap')?.shadowRoot?.querySelector('.summary')?.textContent));
    const flavor = await page.evaluate(async () => (await import('./src/index.js').then((m) => m.init())).flavor);
    for (const [id, low, high] of [['d-model', dModel - 2, dModel], ['positions', positions - 8, positions]]) {
      const times = await page.evaluate(drag, { id, low, high, count: steps });
      const check = await page.evaluate(() => document.querySelector('#heatmap').shadowRoot.querySelector('canvas').width);
      console.log(`${positions} positions x ${dModel} channels, dragging ${id} (${flavor} wasm, canvas ${check} wide): ` +
        `median ${median(times).toFixed(2)} ms per step, worst ${Math.max(...times).toFixed(2)} ms, ${steps} steps`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
