// @ts-check
/**
 * What the benchmark compares, as small functions of a context, shared by
 * node and the Chromium bench page. Each suite is one size in one
 * environment; the native builds take part only where the context has them
 * (node).
 * @module
 */
import { check, runSuite, syncVariant } from './harness.js';
import { orderLabSuites } from './order-lab-cases.js';

/**
 * @typedef {object} BenchModule  the bench wasm module (cpp/bench/wasm_exports.cc)
 * @property {(bytes: number) => number} _malloc
 * @property {(ptr: number) => void} _free
 * @property {(out: number, positions: number, dModel: number) => number} _bench_encode
 * @property {(out: number, count: number, value: number) => void} _bench_fill
 * @property {(table: number, rows: number, cols: number, out: number) => number} _bench_gram
 * @property {(out: number, positions: number, dModel: number) => number} _bench_similarity
 * @property {(values: number, count: number, lut: number, out: number) => number} _bench_colorize
 * @property {Float32Array} HEAPF32
 * @property {Uint8Array} HEAPU8
 */

/**
 * @typedef {object} NativeBench  one build of cpp/bench/native_bench.cc
 * @property {(name: string, rows: number, cols: number, reps: number) => Promise<number>} time
 */

/**
 * @typedef {object} BenchContext
 * @property {string} env  'node' or 'chromium'
 * @property {{ simd: any, base: any }} pe  the public API, both flavours
 * @property {{ simd: BenchModule, base: BenchModule }} kernels
 * @property {{ sse2: NativeBench, native: NativeBench }} [native]
 * @property {(values: Float32Array, out: Uint8ClampedArray) => unknown} colorizeJs
 *   the plain-JS LUT loop (web/src/render/colormap.js)
 * @property {Uint8Array} lut  its RGBA table (rdbu), also given to the wasm kernel
 * @property {{ rounds: number, budgetMs?: number }} options
 */

/**
 * What a careful user writes: frequencies hoisted out of the loop, one
 * Math.sin and one Math.cos per pair, into a fresh Float32Array (or into
 * `out`, to time the computation alone). dModel even.
 * @param {number} positions @param {number} dModel
 * @param {Float32Array} [out] @param {number} [base]
 */
export function plainEncode(positions, dModel, out = new Float32Array(positions * dModel), base = 10000) {
  const w = new Float64Array(dModel / 2);
  for (let i = 0; i < w.length; i++) w[i] = base ** ((-2 * i) / dModel);
  for (let p = 0; p < positions; p++) {
    const row = p * dModel;
    for (let i = 0; i < w.length; i++) {
      const angle = p * w[i];
      out[row + 2 * i] = Math.sin(angle);
      out[row + 2 * i + 1] = Math.cos(angle);
    }
  }
  return out;
}

/**
 * Max |table - sin/cos(p w_i)| in float64 (interleaved, paper spacing).
 * @param {Float32Array} table @param {number} positions @param {number} dModel
 */
export function maxAbsError(table, positions, dModel) {
  const w = Array.from({ length: dModel / 2 }, (_, i) => 10000 ** ((-2 * i) / dModel));
  let worst = 0;
  for (let p = 0; p < positions; p++) {
    for (let i = 0; i < w.length; i++) {
      const k = p * dModel + 2 * i;
      worst = Math.max(worst, Math.abs(table[k] - Math.sin(p * w[i])),
        Math.abs(table[k + 1] - Math.cos(p * w[i])));
    }
  }
  return worst;
}

/**
 * A float32 buffer in a bench module's memory. Re-read the view after any
 * allocation: growing the heap detaches old views.
 * @param {BenchModule} mod @param {number} count
 */
function wasmBuffer(mod, count) {
  const ptr = mod._malloc(4 * count);
  if (!ptr) throw new Error(`bench module: cannot allocate ${count} floats`);
  return { ptr, view: () => mod.HEAPF32.subarray(ptr >> 2, (ptr >> 2) + count) };
}

/** @param {string} label @param {string} a @param {string} b @param {'>=' | '<=' | null} op @param {number} value @param {string} id */
const cmp = (id, label, a, b, op, value) => ({ id, label, a, b, op, value });

/**
 * Variants that time only what JS itself must do to hand back a result of
 * `count` floats held in wasm memory (`source()`, a view of it): a bare
 * Float32Array.prototype.set into a reused array (the floor of any design
 * that copies out of wasm memory), allocating a fresh array and setting it
 * (the floor of any design that returns a fresh one), and the allocation
 * alone, with every page touched (what JS pays for a fresh array, whoever
 * fills it).
 * @param {() => Float32Array} source @param {number} count
 */
function copyFloors(source, count) {
  const reused = new Float32Array(count);
  return [
    syncVariant('set-into', () => reused.set(source())),
    syncVariant('fresh-set', () => new Float32Array(count).set(source())),
    syncVariant('fresh-alloc', () => {
      const fresh = new Float32Array(count);
      for (let i = 0; i < count; i += 1024) fresh[i] = 1;  // one float per 4 KiB page
      return fresh;
    }),
  ];
}

/**
 * Encoding, positions x dModel: plain JS, both wasm flavours through the API
 * and as bare kernels into a preallocated buffer, the store-only fill of that
 * buffer, and the native builds of the same C++.
 * @param {BenchContext} ctx @param {number} positions @param {number} dModel
 */
export async function encodeSuite(ctx, positions, dModel) {
  const size = `${positions}x${dModel}`;
  const count = positions * dModel;
  const simd = wasmBuffer(ctx.kernels.simd, count), base = wasmBuffer(ctx.kernels.base, count);
  const reused = new Float32Array(count), apiOut = new Float32Array(count);
  const variants = [
    syncVariant('js-plain', () => plainEncode(positions, dModel)),
    syncVariant('js-plain-into', () => plainEncode(positions, dModel, reused)),
    syncVariant('api-simd', () => ctx.pe.simd.encode({ positions, dModel })),
    syncVariant('api-base', () => ctx.pe.base.encode({ positions, dModel })),
    syncVariant('api-simd-out', () => ctx.pe.simd.encode({ positions, dModel, out: apiOut })),
    syncVariant('kernel-simd', () => ctx.kernels.simd._bench_encode(simd.ptr, positions, dModel)),
    syncVariant('kernel-base', () => ctx.kernels.base._bench_encode(base.ptr, positions, dModel)),
    syncVariant('fill-simd', () => ctx.kernels.simd._bench_fill(simd.ptr, count, 0.5)),
    ...copyFloors(simd.view, count),
  ];
  const native = ctx.native;
  if (native) {
    variants.push({ name: 'native-sse2', run: (reps) => native.sse2.time('encode', positions, dModel, reps) },
      { name: 'native-march', run: (reps) => native.native.time('encode', positions, dModel, reps) },
      { name: 'native-fill', run: (reps) => native.sse2.time('fill', positions, dModel, reps) });
  }
  const comparisons = [
    cmp('encode-simd-vs-js', `encode ${size}: simd vs plain JS, both into a reused buffer, x faster`, 'js-plain-into', 'kernel-simd', '>=', 25),
    cmp('encode-api-out-vs-js', `encode ${size}: pe.encode simd with out vs plain JS, both into a reused buffer, x faster`, 'js-plain-into', 'api-simd-out', '>=', 20),
    cmp('encode-set-vs-js', `encode ${size}: its floor, a bare Float32Array set of the same size, vs plain JS into a reused buffer, x faster`, 'js-plain-into', 'set-into', null, 0),
    cmp('encode-api-simd-vs-js', `encode ${size}: pe.encode simd vs plain JS, both returning a fresh array, x faster`, 'js-plain', 'api-simd', '>=', 5),
    cmp('encode-fresh-set-vs-js', `encode ${size}: its floor, a fresh Float32Array set from wasm memory, vs plain JS returning a fresh array, x faster`, 'js-plain', 'fresh-set', null, 0),
    cmp('encode-fresh-alloc-share', `encode ${size}: of pe.encode simd returning a fresh array, the share that is JS allocating the array (every page touched)`, 'fresh-alloc', 'api-simd', null, 0),
    cmp('encode-base-vs-js', `encode ${size}: base vs plain JS, both into a reused buffer, x faster`, 'js-plain-into', 'kernel-base', null, 0),
    cmp('encode-api-base-vs-js', `encode ${size}: pe.encode base vs plain JS, fresh arrays, x faster`, 'js-plain', 'api-base', null, 0),
    cmp('encode-simd-vs-native-sse2', `encode ${size}: simd kernel vs native SSE2 build, x slower`, 'kernel-simd', 'native-sse2', '<=', 1.5),
    cmp('encode-simd-vs-native-march', `encode ${size}: simd kernel vs native -march=native, x slower`, 'kernel-simd', 'native-march', null, 0),
    cmp('encode-simd-vs-fill', `encode ${size}: simd kernel vs store-only fill (wasm), x slower`, 'kernel-simd', 'fill-simd', '<=', 4),
    cmp('encode-native-vs-fill', `encode ${size}: native SSE2 vs store-only fill (native), x slower`, 'native-sse2', 'native-fill', null, 0),
  ];
  const suite = await runSuite(`encode-${size}-${ctx.env}`, variants, comparisons, ctx.options);
  ctx.kernels.simd._bench_encode(simd.ptr, positions, dModel);  // the fill overwrote it
  const error = check(`max-abs-error-${size}-${ctx.env}`, `encode ${size}: max abs error vs float64 (simd, ${ctx.env})`,
    maxAbsError(simd.view(), positions, dModel), '', '<=', 2e-7);
  ctx.kernels.simd._free(simd.ptr);
  ctx.kernels.base._free(base.ptr);
  return { suite, checks: [error] };
}

/**
 * Similarity S = PE . PE^T, positions x positions: pe.similarity (Toeplitz
 * identity, from scratch) vs the blocked f32x4 product of a precomputed table.
 * @param {BenchContext} ctx @param {number} positions @param {number} dModel
 */
export async function similaritySuite(ctx, positions, dModel) {
  const mod = ctx.kernels.simd;
  const table = wasmBuffer(mod, positions * dModel), out = wasmBuffer(mod, positions * positions);
  const apiOut = new Float32Array(positions * positions);
  mod._bench_encode(table.ptr, positions, dModel);
  const variants = [
    syncVariant('similarity-simd', () => ctx.pe.simd.similarity({ positions, dModel })),
    syncVariant('similarity-simd-out', () => ctx.pe.simd.similarity({ positions, dModel, out: apiOut })),
    syncVariant('similarity-kernel-simd', () => mod._bench_similarity(out.ptr, positions, dModel)),
    syncVariant('gram-simd', () => mod._bench_gram(table.ptr, positions, dModel, out.ptr)),
    syncVariant('fill-simd', () => mod._bench_fill(out.ptr, positions * positions, 0.5)),
    ...copyFloors(out.view, positions * positions),
  ];
  const size = `${positions}x${positions}`;
  const comparisons = [
    cmp('similarity-vs-gram', `similarity ${size} (dModel ${dModel}): pe.similarity vs f32x4 PE.PE^T in wasm, x faster`,
      'gram-simd', 'similarity-simd', '>=', 100),
    cmp('similarity-fresh-set-vs-gram', `similarity ${size} (dModel ${dModel}): its floor, a fresh Float32Array set from wasm memory, vs f32x4 PE.PE^T, x faster`,
      'gram-simd', 'fresh-set', null, 0),
    cmp('similarity-out-vs-gram', `similarity ${size} (dModel ${dModel}): pe.similarity with out vs f32x4 PE.PE^T, x faster`,
      'gram-simd', 'similarity-simd-out', '>=', 50),
    cmp('similarity-set-vs-gram', `similarity ${size} (dModel ${dModel}): its floor, a bare Float32Array set of the same size, vs f32x4 PE.PE^T, x faster`,
      'gram-simd', 'set-into', null, 0),
    cmp('similarity-kernel-vs-gram', `similarity ${size} (dModel ${dModel}): its kernel (no copy out) vs f32x4 PE.PE^T, x faster`,
      'gram-simd', 'similarity-kernel-simd', '>=', 100),
    // The ceiling of that ratio for anything that writes the whole matrix.
    cmp('gram-vs-fill', `similarity ${size} (dModel ${dModel}): f32x4 PE.PE^T vs store-only fill of S, x slower`,
      'gram-simd', 'fill-simd', null, 0),
  ];
  const suite = await runSuite(`similarity-${size}-${ctx.env}`, variants, comparisons, ctx.options);
  mod._free(table.ptr);
  mod._free(out.ptr);
  return { suite, checks: [] };
}

/**
 * Colour mapping of rows x cols values in [-1, 1] to RGBA: pe.colorize vs the
 * plain-JS LUT loop, both into a reused output.
 * @param {BenchContext} ctx @param {number} rows @param {number} cols
 */
export async function colorSuite(ctx, rows, cols) {
  const values = ctx.pe.simd.encode({ positions: rows, dModel: cols });
  const outJs = new Uint8ClampedArray(4 * values.length), outWasm = new Uint8ClampedArray(4 * values.length);
  const mod = ctx.kernels.simd;
  const input = wasmBuffer(mod, values.length), pixels = wasmBuffer(mod, values.length), lut = wasmBuffer(mod, 256);
  input.view().set(values);
  mod.HEAPU8.set(ctx.lut, lut.ptr);
  const pixelView = () => mod.HEAPU8.subarray(pixels.ptr, pixels.ptr + 4 * values.length);
  const variants = [
    syncVariant('colorize-simd', () => ctx.pe.simd.colorize({ values, out: outWasm })),
    syncVariant('colorize-kernel-simd', () => mod._bench_colorize(input.ptr, values.length, lut.ptr, pixels.ptr)),
    syncVariant('colorize-js', () => ctx.colorizeJs(values, outJs)),
    // The copies any design with the colour map in wasm makes: values in, pixels out.
    syncVariant('copies', () => {
      input.view().set(values);
      outWasm.set(pixelView());
    }),
  ];
  const size = `${rows}x${cols}`;
  const comparisons = [
    cmp('colorize-vs-js', `colour map ${size} to RGBA: pe.colorize simd vs JS LUT loop, x faster`,
      'colorize-js', 'colorize-simd', '>=', 2),
    cmp('colorize-kernel-vs-js', `colour map ${size} to RGBA: its kernel (no copies) vs JS LUT loop, x faster`,
      'colorize-js', 'colorize-kernel-simd', '>=', 2),
    cmp('colorize-copies-vs-js', `colour map ${size} to RGBA: its floor besides the kernel, bare sets of the values in and the pixels out, vs JS LUT loop, x faster`,
      'colorize-js', 'copies', null, 0),
  ];
  const suite = await runSuite(`colorize-${size}-${ctx.env}`, variants, comparisons, ctx.options);
  for (const b of [input, pixels, lut]) mod._free(b.ptr);
  return { suite, checks: [] };
}

/** Sizes of the full run and of `--quick` (tiny: only the shape of the output is of interest). */
export const SIZES = {
  full: { encode: [[4096, 512], [8192, 1024]], similarity: [2048, 512], color: [2048, 2048] },
  quick: { encode: [[64, 32]], similarity: [64, 32], color: [64, 64] },
};

/**
 * Every suite of one environment, in order.
 * @param {BenchContext} ctx @param {boolean} quick
 */
export async function runAll(ctx, quick) {
  const sizes = quick ? SIZES.quick : SIZES.full;
  const results = [];
  for (const [positions, dModel] of sizes.encode) results.push(await encodeSuite(ctx, positions, dModel));
  results.push(await similaritySuite(ctx, ...sizes.similarity));
  results.push(await colorSuite(ctx, ...sizes.color));
  results.push(...await orderLabSuites(ctx, quick));
  return { suites: results.map((r) => r.suite), checks: results.flatMap((r) => r.checks) };
}
