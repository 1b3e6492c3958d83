// @ts-check
// The Chromium side of the benchmark: the same suites as in node (without the
// native builds), plus the heatmap frame: encode + colour map + putImageData.
import { init } from '../web/src/index.js';
import { colorize, colormapLut } from '../web/src/render/colormap.js';
import { runAll } from './cases.js';
import { elementFrames, orderLabFrames, orderLabRunTask, orderLabRunTasks, orderLabSeedsTask } from './order-lab-frames.js';
import { check, progress, spread, timeCalls } from './harness.js';

/** @param {'simd' | 'base'} flavor */
async function loadBench(flavor) {
  const glue = new URL(`../build/wasm/posenc-bench-${flavor}.mjs`, import.meta.url);
  const { default: factory } = await import(glue.href);
  const bytes = await (await fetch(new URL(`../build/wasm/posenc-bench-${flavor}.wasm`, import.meta.url))).arrayBuffer();
  return factory({ wasmBinary: bytes });
}

/** @returns {Promise<number>} resolves at the next animation frame */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * One heatmap frame as the lesson draws it: encode and colour map in wasm
 * (pe.encodePixels), the pixels viewed in wasm memory, wrapped and put.
 * @param {any} pe @param {CanvasRenderingContext2D} context
 * @param {number} positions @param {number} dModel
 */
function drawFrame(pe, context, positions, dModel) {
  const { pixels, width, height } = pe.encodePixels({ positions, dModel });
  context.putImageData(new ImageData(pixels, width, height), 0, 0);
}

/**
 * Median ms of `fn` over `frames` animation frames (the canvas is rasterised
 * in between, as in the lesson), after three warm-up frames.
 * @param {() => unknown} fn @param {number} frames
 */
async function perFrame(fn, frames) {
  const ms = [];
  for (let i = 0; i < frames + 3; i++) {
    await nextFrame();
    const t = timeCalls(fn, 1);
    if (i >= 3) ms.push(t);
  }
  return spread(ms);
}

/**
 * The heatmap frame, and for the record the putImageData of the same pixels
 * alone (the part no faster wasm can remove).
 * @param {any} pe @param {number} positions @param {number} dModel @param {number} frames
 */
async function heatmapFrame(pe, positions, dModel, frames) {
  const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('frame'));
  canvas.width = dModel;
  canvas.height = positions;
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  const frame = await perFrame(() => drawFrame(pe, context, positions, dModel), frames);
  const image = context.getImageData(0, 0, dModel, positions);
  const put = await perFrame(() => context.putImageData(image, 0, 0), frames);
  const size = `${positions}x${dModel}`;
  return [
    check(`heatmap-frame-${size}-chromium`, `heatmap frame ${size} (encodePixels + putImageData), ms`,
      frame.median, 'ms', '<=', 5, { min: frame.min, max: frame.max }),
    check(`put-image-data-${size}-chromium`, `of which putImageData ${size} alone, ms`,
      put.median, 'ms', null, 0, { min: put.min, max: put.max }),
  ];
}

/** @param {{ quick?: boolean, rounds?: number }} options */
async function run({ quick = false, rounds = 15 } = {}) {
  const status = /** @type {HTMLElement} */ (document.getElementById('status'));
  status.textContent = 'Running…';
  const lut = colormapLut('rdbu');
  /** @type {import('./cases.js').BenchContext} */
  const ctx = {
    env: 'chromium',
    pe: { simd: await init({ flavor: 'simd', orderLab: true }), base: await init({ flavor: 'base', orderLab: true }) },
    kernels: { simd: await loadBench('simd'), base: await loadBench('base') },
    colorizeJs: (values, out) => colorize(values, -1, 1, lut, out),
    lut,
    options: { rounds, budgetMs: quick ? 5 : 40 },
  };
  const result = await runAll(ctx, quick);
  const [positions, dModel] = quick ? [64, 32] : [4096, 512];
  progress(`heatmap frame ${positions}x${dModel}`);
  result.checks.push(...await heatmapFrame(ctx.pe.simd, positions, dModel, quick ? 3 : 4 * rounds));
  result.checks.push(...await orderLabFrames({ quick }));
  result.checks.push(...await orderLabRunTasks(ctx.pe, { quick }));
  status.textContent = 'Done.';
  return result;
}

/**
 * The order lab's tasks alone (bench/order-lab-tasks.mjs): one run of its
 * controller at a setting, flavour and motion setting, trainSeeds at a
 * setting and flavour, or the element's frames at `attributes`.
 */
const orderLab = {
  /** Loads both flavours' modules (their compiling is no task of the order lab's). */
  load: async () => { await init({ flavor: 'simd', orderLab: true }); await init({ flavor: 'base', orderLab: true }); },
  /** @param {string} name @param {'simd' | 'base'} flavor @param {boolean} reduced */
  runTask: async (name, flavor, reduced) => orderLabRunTask((await init({ flavor, orderLab: true })).orderLab, name, flavor,
    reduced),
  /** @param {string} name @param {'simd' | 'base'} flavor */
  seedsTask: async (name, flavor) => orderLabSeedsTask((await init({ flavor, orderLab: true })).orderLab, name, flavor),
  /** @param {Record<string, string>} attributes */
  elementFrames: (attributes) => elementFrames(attributes),
  /** The flavour the page's elements run on (the page's SIMD probe decides). */
  elementFlavor: async () => {
    const lab = document.createElement('posenc-order-lab');
    const ready = new Promise((done) => lab.addEventListener('posenc-ready', done, { once: true }));
    document.body.append(lab);
    try {
      await ready;
      return /** @type {any} */ (lab).posenc.flavor;
    } finally {
      lab.remove();
    }
  },
};

/** @type {any} */ (window).posencBench = { run, orderLab };
