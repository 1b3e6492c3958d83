// @ts-check
/**
 * The order lab in the benchmark, in node and in Chromium: training runs in
 * the simd and base flavours against the native build of the same C++ (the
 * bench export and native case of cpp/bench/order_lab_bench.h: a fresh
 * state, then `steps` steps in place), the same run through pe.orderLab
 * (its checks and copies included), steps per second, and the figure's
 * default run. The figure's animation frames are timed by orderLabFrames
 * (Chromium only).
 * @module
 */
import { check, runSuite, syncVariant } from './harness.js';
import { orderLabValueCount } from '../web/src/core/order-lab-api.js';
import { ORDER_LAB_DEFAULT_STEPS } from '../web/src/core/boundary.js';

/**
 * The bench module's order lab export (cpp/bench/wasm_exports.cc).
 * @typedef {import('./cases.js').BenchModule & {
 *   _bench_order_lab: (buffer: number, dModel: number, steps: number, layers: number) => number }} OrderLabBench
 */

/** @param {string} id @param {string} label @param {string} a @param {string} b @param {'>=' | '<=' | null} op @param {number} value */
const cmp = (id, label, a, b, op, value) => ({ id, label, a, b, op, value });

/**
 * One run of `steps` steps at width dModel with `layers` layers (the default
 * spec otherwise), timed every way there is in this context.
 * @param {import('./cases.js').BenchContext} ctx @param {number} dModel @param {number} steps
 * @param {number} [layers]
 */
export async function orderLabSuite(ctx, dModel, steps, layers = 1) {
  const kernels = /** @type {{ simd: OrderLabBench, base: OrderLabBench }} */ (/** @type {unknown} */ (ctx.kernels));
  const floats = orderLabValueCount({ task: 'agent', position: 'sinusoidal', dModel, maxLength: 8, layers }) + 2 * steps;
  const buffers = { simd: kernels.simd._malloc(4 * floats), base: kernels.base._malloc(4 * floats) };
  const run = (/** @type {'simd' | 'base'} */ flavor) => {
    const status = kernels[flavor]._bench_order_lab(buffers[flavor], dModel, steps, layers);
    if (status !== 0) throw new Error(`bench_order_lab(${dModel}, ${steps}, ${layers}) failed with status ${status}`);
  };
  const lab = (/** @type {'simd' | 'base'} */ flavor) => ctx.pe[flavor].orderLab;
  const variants = [
    syncVariant('lab-kernel-simd', () => run('simd')),
    syncVariant('lab-kernel-base', () => run('base')),
    syncVariant('lab-api-simd', () => lab('simd').train(lab('simd').create({ dModel, layers }), { steps })),
    syncVariant('lab-api-base', () => lab('base').train(lab('base').create({ dModel, layers }), { steps })),
  ];
  const native = ctx.native;
  const nativeCase = layers === 2 ? 'order-lab-2' : 'order-lab';
  if (native) variants.push({ name: 'lab-native-sse2', run: (reps) => native.sse2.time(nativeCase, dModel, steps, reps) });
  // One layer keeps the ids and labels of before, so that runs stay comparable.
  const deep = layers === 1 ? '' : `-l${layers}`;
  const what = `order lab, create + ${steps} steps at dModel ${dModel}${layers === 1 ? '' : `, ${layers} layers`}`;
  const comparisons = [
    cmp(`order-lab-d${dModel}${deep}-simd-vs-native`, `${what}: simd kernel vs native SSE2 build, x slower`,
      'lab-kernel-simd', 'lab-native-sse2', '<=', 1.5),
    cmp(`order-lab-d${dModel}${deep}-base-vs-native`, `${what}: base kernel vs native SSE2 build, x slower`,
      'lab-kernel-base', 'lab-native-sse2', null, 0),
    cmp(`order-lab-d${dModel}${deep}-base-vs-simd`, `${what}: base vs simd kernel, x slower`, 'lab-kernel-base', 'lab-kernel-simd', null, 0),
    cmp(`order-lab-d${dModel}${deep}-api-vs-kernel`, `${what}: pe.orderLab.train simd vs its kernel, x slower`,
      'lab-api-simd', 'lab-kernel-simd', null, 0),
  ];
  const suite = await runSuite(`order-lab-d${dModel}${deep}-${ctx.env}`, variants, comparisons, ctx.options);
  kernels.simd._free(buffers.simd);
  kernels.base._free(buffers.base);
  // From the fastest round: on a shared machine a round another process
  // interrupted is slower, never faster (the ratios above are per round).
  const perSecond = (/** @type {string} */ name) => (steps * 1000) / suite.ms[name].min;
  const checks = [
    check(`order-lab-steps-per-s-d${dModel}${deep}-simd-${ctx.env}`,
      `order lab steps per second at dModel ${dModel}${layers === 1 ? '' : `, ${layers} layers`}, wasm simd (${ctx.env}, fastest round)`,
      perSecond('lab-kernel-simd'), 'steps/s', null, 0),
  ];
  if (native) {
    checks.push(check(`order-lab-steps-per-s-d${dModel}${deep}-native`,
      `order lab steps per second at dModel ${dModel}${layers === 1 ? '' : `, ${layers} layers`}, native SSE2 (fastest round)`,
      perSecond('lab-native-sse2'), 'steps/s', null, 0));
  }
  if (dModel === 16 && layers === 1 && steps === ORDER_LAB_DEFAULT_STEPS) {
    const api = suite.ms['lab-api-simd'];
    checks.push(check(`order-lab-default-run-${ctx.env}`,
      `order lab default run (create + ${steps} steps, dModel 16) through pe.orderLab, simd (${ctx.env}), ms`,
      api.median, 'ms', '<=', 50, { min: api.min, max: api.max }));
  }
  return { suite, checks };
}

/**
 * The order lab suites of a run: dModel 16 and 64 with the figure's default
 * run, and dModel 16 with two layers; or one tiny one for --quick.
 * @param {import('./cases.js').BenchContext} ctx @param {boolean} quick
 */
export async function orderLabSuites(ctx, quick) {
  const results = [];
  const cases = quick ? [[16, 1]] : [[16, 1], [64, 1], [16, 2]];
  for (const [dModel, layers] of cases) {
    results.push(await orderLabSuite(ctx, dModel, quick ? 10 : ORDER_LAB_DEFAULT_STEPS, layers));
  }
  return results;
}
