// @ts-check
/**
 * An A/B of the public API against other builds of posenc, in one process:
 * the same calls through this tree's API and through each other tree's
 * (its web/src with its own web/dist, built), in interleaved rounds
 * (bench/harness.js), simd flavour. For a change of the boundary or the JS
 * around the module: tiny calls show what each call costs besides its
 * work, large ones that the work is unchanged.
 *
 *   node bench/ab.mjs --against DIR [--against DIR ...] [--rounds N] [--clock wall|cpu]
 *
 * DIR is a checkout of another commit with its modules built (for example
 * `git worktree add` of it, then scripts/build-wasm.sh in it). Prints, per
 * call, this tree's time and the ratio of each other tree's time to it
 * (> 1: this tree is faster), the median over rounds with its min and max.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { runSuite, timeCalls } from './harness.js';

const { values: args } = parseArgs({
  options: {
    against: { type: 'string', multiple: true, default: [] }, rounds: { type: 'string', default: '15' },
    clock: { type: 'string', default: 'wall' },
  },
});
const rounds = Number(args.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError(`ab: --rounds must be a positive integer; got ${args.rounds}`);
if (args.clock !== 'wall' && args.clock !== 'cpu') throw new RangeError(`ab: --clock is wall or cpu; got ${args.clock}`);
if (args.against.length === 0) throw new RangeError('ab: name at least one other tree with --against DIR');

/** @param {string} dir a tree with web/src and a built web/dist */
async function apiOf(dir) {
  const { init } = await import(pathToFileURL(resolve(dir, 'web/src/index-node.js')).href);
  return init({ flavor: 'simd' });
}

/**
 * --clock cpu: the CPU time of this process (user and system, all its
 * threads, so V8's collector and compiler threads count too), which does not
 * grow while other processes run on its core. At a load average several
 * times the core count most batches are interrupted, and the wall clock
 * then gave an A/A (a tree against a copy of itself) medians of 0.27 to 2.68.
 */
const now = args.clock === 'cpu'
  ? () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; }
  : () => performance.now();

/**
 * A variant timed as the fastest of nine short batches, not three: a call of
 * a few microseconds is what is compared, and on a shared machine most
 * batches are interrupted by another process; the fastest is one that was not.
 * @param {string} name @param {() => unknown} fn @returns {import('./harness.js').Variant}
 */
const variant = (name, fn) => ({ name, run: (reps) => timeCalls(fn, reps, 9, now) });

const here = fileURLToPath(new URL('..', import.meta.url));
const trees = [['this', await apiOf(here)],
  ...await Promise.all(args.against.map(async (dir, i) => [`other${i + 1}`, await apiOf(dir)]))];

const values64 = Float32Array.from({ length: 64 }, (_, i) => Math.sin(i));
const out4096 = new Float32Array(4096 * 512);
/** @type {[string, (pe: any) => unknown][]} */
const calls = [
  ['encode 1x8', (pe) => pe.encode({ positions: 1, dModel: 8 })],
  ['encodePixels 4x4', (pe) => pe.encodePixels({ positions: 4, dModel: 4 })],
  ['colorize 64 values', (pe) => pe.colorize({ values: values64 })],
  ['similarity 4x4', (pe) => pe.similarity({ positions: 4, dModel: 8 })],
  ['precision 4x8', (pe) => pe.precision({ positions: 4, dModel: 8, format: 'float16' })],
  ['alternative 4x8', (pe) => pe.alternative({ kind: 'binary', positions: 4, dModel: 8 })],
  ['encodePixels 256x128 (the heatmap\'s default)', (pe) => pe.encodePixels({ positions: 256, dModel: 128 })],
  ['encode 4096x512 into out', (pe) => pe.encode({ positions: 4096, dModel: 512, out: out4096 })],
];

console.log(`posenc A/B, ${new Date().toISOString()}, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}, ` +
  `${rounds} interleaved rounds, ${args.clock} clock; this = ${here}`);
args.against.forEach((dir, i) => console.log(`other${i + 1} = ${resolve(dir)}`));
for (const [label, call] of calls) {
  const variants = trees.map(([name, pe]) => variant(name, () => call(pe)));
  const comparisons = trees.slice(1).map(([name]) => ({ id: name, label: name, a: name, b: 'this', op: null, value: 0 }));
  const suite = await runSuite(label, variants, comparisons, { rounds, budgetMs: 20 });
  const ratios = suite.comparisons.map((c) =>
    `${c.a}/this ${c.ratio.median.toFixed(2)}x (${c.ratio.min.toFixed(2)} - ${c.ratio.max.toFixed(2)})`);
  console.log(`${label}: this ${(suite.ms.this.median * 1000).toFixed(2)} us; ${ratios.join('; ')}`);
}
console.log(`load average at the end ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
