// Measures the order lab's calls over the grid of accepted options against
// the cost cap's estimate (web/src/core/order-lab-cost.js), in both wasm
// flavours: for each call its CPU time (the fastest of 3) per unit of the
// estimate, and the time of the largest call the cap admits of that kind
// (the measured time scaled to the cap: a call's work grows linearly with its
// steps and with its test lengths). docs/reliability.md keeps its table. A
// measurement script, not a timed test.
//   node bench/order-lab-cost.mjs [simd|base]
import { performance } from 'node:perf_hooks';
import { init } from '../web/src/index-node.js';
import { orderLabTestCost, orderLabTrainCost } from '../web/src/core/order-lab-cost.js';
import { LIMITS } from '../web/src/core/boundary.js';

const D_MODELS = [1, 4, 12, 20, 32, 64];
const LAYERS = [1, 2];
const TEST_LENGTHS = [3, 8, 16, 32];
const TRAIN_SIZES = [{ task: 'agent', maxLength: 8 }, { task: 'filler', maxLength: 8 }, { task: 'filler', maxLength: 16 }];
const BATCHES = [1, 32];

/** CPU time of fn in ms, the fastest of `runs`: on a shared machine a slower run was interrupted, never faster. */
function cpuMs(fn, runs = 3) {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

/** The rows of one flavour: { kind, options, ms, estimate, atCapMs }. @param {'simd' | 'base'} flavor */
async function measure(flavor) {
  const pe = await init({ flavor, orderLab: true });
  const lab = pe.orderLab;
  const rows = [];
  // The slowest admitted call of a shape: its steps or lengths up to their limit or to the cap, whichever
  // comes first (the work of a call is linear in them).
  const row = (kind, options, ms, estimate, count, limit) => rows.push({ kind, options, ms, estimate,
    nsPerUnit: (ms * 1e6) / estimate,
    atCapMs: (ms / count) * Math.min(limit, Math.floor(LIMITS.orderLabMaxCost / (estimate / count))) });
  for (const dModel of D_MODELS) {
    for (const layers of LAYERS) {
      // The bidirectional mask and rope: every row sees every token, and both rotate.
      const base = { dModel, layers, mask: 'bidirectional', position: 'rope' };
      for (const n of TEST_LENGTHS) {
        const state = lab.create({ ...base, task: n === 3 ? 'agent' : 'filler' });
        // As many lengths as take a measurable time and stay within the cap.
        const count = Math.max(1, Math.min(LIMITS.orderLabMaxLength,
          Math.floor(LIMITS.orderLabMaxCost / 4 / orderLabTestCost(state, [n]))));
        const lengths = Array(count).fill(n);
        row('test', { ...base, lengths: `${count} × ${n}` }, cpuMs(() => lab.test(state, { lengths })),
          orderLabTestCost(state, lengths), count, LIMITS.orderLabMaxLength);
      }
      for (const size of TRAIN_SIZES) {
        for (const batch of BATCHES) {
          const state = lab.create({ ...base, ...size, batch });
          const steps = Math.max(1, Math.min(LIMITS.orderLabMaxSteps,
            Math.floor(LIMITS.orderLabMaxCost / 4 / orderLabTrainCost(state, 1))));
          row('train', { ...base, ...size, batch, steps }, cpuMs(() => lab.train(state, { steps })),
            orderLabTrainCost(state, steps), steps, LIMITS.orderLabMaxSteps);
        }
      }
    }
    process.stderr.write(`${flavor}: dModel ${dModel} measured\n`);
  }
  return rows;
}

const flavors = process.argv[2] ? [process.argv[2]] : ['simd', 'base'];
for (const flavor of flavors) {
  const started = performance.now();
  const { loadavg } = await import('node:os');
  const before = loadavg()[0];
  const rows = await measure(flavor);
  console.log(`\n## ${flavor} (load average ${before.toFixed(1)} to ${loadavg()[0].toFixed(1)}, ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s)`);
  console.log('| call | options | CPU ms | estimate | ns per unit | slowest admitted, ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    const o = Object.entries(r.options).map(([k, v]) => `${k} ${v}`).join(', ');
    console.log(`| ${r.kind} | ${o} | ${r.ms.toFixed(1)} | ${r.estimate.toExponential(2)} | ${r.nsPerUnit.toFixed(2)} | ${r.atCapMs.toFixed(0)} |`);
  }
  for (const kind of ['train', 'test']) {
    const of = rows.filter((r) => r.kind === kind).map((r) => r.nsPerUnit);
    const worst = rows.filter((r) => r.kind === kind).reduce((a, b) => (b.atCapMs > a.atCapMs ? b : a));
    console.log(`${flavor} ${kind}: ns per unit ${Math.min(...of).toFixed(2)} to ${Math.max(...of).toFixed(2)}; ` +
      `the slowest admitted call ${worst.atCapMs.toFixed(0)} ms of CPU (${JSON.stringify(worst.options)})`);
  }
}
