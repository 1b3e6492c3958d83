// @ts-check
/**
 * `npm run bench`: the benchmark suite. Not part of `npm test` (timings on a
 * shared machine are noisy; tests/browser/bench-script.test.js only checks
 * that `--quick` runs and prints the expected shape).
 *
 *   node bench/run.mjs [--quick] [--rounds N] [--only node|browser]
 *                          [--out FILE] [--lesson-root DIR] [--lesson-path PATH]
 *                          [--lesson-canvas SELECTOR]
 *
 * Node: plain JS, both wasm flavours (public API and bare kernels), the
 * store-only fill, and the two native builds of the same C++ (child
 * processes, interleaved round by round). Chromium: the same suites without
 * the native builds, the heatmap frame, and navigation to the first heatmap
 * painted on the page `npm start` serves (web/ at `/`; point it elsewhere
 * with the --lesson-* options). Prints a table and writes JSON under
 * bench-results/ (git-ignored).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { init } from '../web/src/index-node.js';
import { colorize, colormapLut } from '../web/src/render/colormap.js';
import { runAll } from './cases.js';
import { check, progress } from './harness.js';
import { buildNative, startNative } from './native.mjs';
import { runBrowser } from './browser.mjs';
import { printReport } from './report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string' },
    'lesson-root': { type: 'string', default: `${root}web` },
    // The lesson draws a figure only near the viewport: open it scrolled to its heatmap.
    'lesson-path': { type: 'string', default: '/#heatmap' },
    'lesson-canvas': { type: 'string', default: '#heatmap' },
  },
});
const rounds = Number(args.rounds ?? (args.quick ? 2 : 15));
if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError(`bench: --rounds must be a positive integer; got ${args.rounds}`);
if (args.only && !['node', 'browser'].includes(args.only)) throw new RangeError(`bench: --only must be node or browser; got ${args.only}`);

/** The shipped module (npm run build) and the bench-only wasm and native targets. */
function build() {
  progress('build: the shipped module if missing, the bench wasm and native targets');
  const built = existsSync(`${root}web/dist/posenc-simd.wasm`) && existsSync(`${root}build/wasm/CMakeCache.txt`);
  if (!built) execFileSync('bash', ['scripts/build.sh'], { cwd: root, stdio: 'inherit' });
  execFileSync('cmake', ['--build', `${root}build/wasm`, '-j1', '--target', 'posenc-bench-simd', 'posenc-bench-base'],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_PATH: '/usr/share/nodejs' } });
  return buildNative(root);
}

/** @param {'simd' | 'base'} flavor */
async function loadBench(flavor) {
  const { default: factory } = await import(pathToFileURL(`${root}build/wasm/posenc-bench-${flavor}.mjs`).href);
  return factory({ wasmBinary: readFileSync(`${root}build/wasm/posenc-bench-${flavor}.wasm`) });
}

/** .wasm of each shipped flavour of each module (the core, the order lab), gzipped at level 9. */
function wasmSizes() {
  return [['', 'posenc'], ['order-lab-', 'posenc-order-lab']].flatMap(([id, file]) => ['simd', 'base'].map((flavor) => {
    const kib = gzipSync(readFileSync(`${root}web/dist/${file}-${flavor}.wasm`), { level: 9 }).length / 1024;
    return check(`wasm-gzip-${id}${flavor}`, `${file}-${flavor}.wasm gzipped, KiB`, kib, 'KiB', '<=', 40);
  }));
}

/** @param {{ sse2: string, native: string }} binaries */
async function runNode(binaries) {
  const native = { sse2: startNative(binaries.sse2), native: startNative(binaries.native) };
  const lut = colormapLut('rdbu');
  try {
    return await runAll({
      env: 'node',
      pe: { simd: await init({ flavor: 'simd', orderLab: true }), base: await init({ flavor: 'base', orderLab: true }) },
      kernels: { simd: await loadBench('simd'), base: await loadBench('base') },
      native,
      colorizeJs: (values, out) => colorize(values, -1, 1, lut, out),
      lut,
      options: { rounds, budgetMs: args.quick ? 5 : 40 },
    }, args.quick);
  } finally {
    native.sse2.close();
    native.native.close();
  }
}

function machine() {
  const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.*)$/m)?.[1] ?? 'unknown';
  return { nproc: availableParallelism(), cpu, node: process.version, loadavgStart: loadavg() };
}

const report = { date: new Date().toISOString(), quick: args.quick, rounds, machine: machine(),
  suites: [], checks: wasmSizes() };
const binaries = build();
for (const part of [args.only !== 'browser' && 'node', args.only !== 'node' && 'browser']) {
  if (!part) continue;
  progress(`${part} suites`);
  const result = part === 'node' ? await runNode(binaries) : await runBrowser(root, {
    quick: args.quick, rounds,
    lesson: { root: args['lesson-root'], path: args['lesson-path'], selector: args['lesson-canvas'] },
  });
  report.suites.push(...result.suites);
  report.checks.push(...result.checks);
  if (result.chromium) Object.assign(report.machine, { chromium: result.chromium });
}
Object.assign(report.machine, { loadavgEnd: loadavg() });

const out = args.out ?? `${root}bench-results/bench-${report.date.replace(/[:.]/g, '-')}.json`;
mkdirSync(new URL('.', pathToFileURL(out)), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
printReport(report);
console.log(`\nJSON: ${out}`);
progress('done');
