// @ts-check
// The Chromium side of the benchmark: the same suites as in node (without the
// native builds), plus the heatmap frame: encode + colour map + putImageData.
import { init } from '../../web/src/index.js';
import { colorize, colormapLut } from '../../web/src/render/colormap.js';
import { runAll } from './cases.js';
import { check, spread, timeCalls } from './harness.js';

/** @param {'simd' | 'base'} flavor */
async function loadBench(flavor) {
  const glue = new URL(`../../build/wasm/posenc-bench-${flavor}.mjs`, import.meta.url);
  const { default: factory } = await import(glue.href);
  const bytes = await (await fetch(new URL(`../../build/wasm/posenc-bench-${flavor}.wasm`, import.meta.url))).arrayBuffer();
  return factory({ wasmBinary: bytes });
}

/** @returns {Promise<number>} resolves at the next animation frame */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * One heatmap frame as the lesson draws it. With pe.encodePixels (encode and
 * colour map in wasm, pixels viewed in wasm memory): wrap and put. Without it
 * (before h-geom's work lands): encode, JS colour map into an ImageData, put.
 * @param {any} pe @param {CanvasRenderingContext2D} context
 * @param {number} positions @param {number} dModel
 */
function frameFunction(pe, context, positions, dModel) {
  if (typeof pe.encodePixels === 'function') {
    return {
      path: 'encodePixels + putImageData',
      draw: () => {
        const { pixels, width, height } = pe.encodePixels({ positions, dModel });
        context.putImageData(new ImageData(pixels, width, height), 0, 0);
      },
    };
  }
  const image = context.createImageData(dModel, positions);
  const lut = colormapLut('rdbu');
  return {
    path: 'encode + JS colorize + putImageData (pe.encodePixels not in this build)',
    draw: () => {
      colorize(pe.encode({ positions, dModel }), -1, 1, lut, image.data);
      context.putImageData(image, 0, 0);
    },
  };
}

/**
 * Times `frames` frames, one per animation frame (the canvas is rasterised
 * in between, as in the lesson), after three warm-up frames.
 * @param {any} pe @param {number} positions @param {number} dModel @param {number} frames
 */
async function heatmapFrame(pe, positions, dModel, frames) {
  const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('frame'));
  canvas.width = dModel;
  canvas.height = positions;
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  const { path, draw } = frameFunction(pe, context, positions, dModel);
  const ms = [];
  for (let i = 0; i < frames + 3; i++) {
    await nextFrame();
    const t = timeCalls(draw, 1);
    if (i >= 3) ms.push(t);
  }
  const s = spread(ms);
  return check(`heatmap-frame-${positions}x${dModel}-chromium`,
    `heatmap frame ${positions}x${dModel} (${path}), ms`, s.median, 'ms', '<=', 5, { min: s.min, max: s.max, path });
}

/** @param {{ quick?: boolean, rounds?: number }} options */
async function run({ quick = false, rounds = 15 } = {}) {
  const status = /** @type {HTMLElement} */ (document.getElementById('status'));
  status.textContent = 'Running…';
  const lut = colormapLut('rdbu');
  /** @type {import('./cases.js').BenchContext} */
  const ctx = {
    env: 'chromium',
    pe: { simd: await init({ flavor: 'simd' }), base: await init({ flavor: 'base' }) },
    kernels: { simd: await loadBench('simd'), base: await loadBench('base') },
    colorizeJs: (values, out) => colorize(values, -1, 1, lut, out),
    options: { rounds, budgetMs: quick ? 5 : 40 },
    skipped: [],
  };
  const result = await runAll(ctx, quick);
  const [positions, dModel] = quick ? [64, 32] : [4096, 512];
  result.checks.push(await heatmapFrame(ctx.pe.simd, positions, dModel, quick ? 3 : 4 * rounds));
  status.textContent = 'Done.';
  return result;
}

/** @type {any} */ (window).posencBench = { run };
