// Measures the slowest call each entry point allows (the largest inputs the
// documented limits accept), in both wasm flavours, and the time to reject a
// hostile one. The README's per-call time bound comes from this; it is a
// measurement script, not a timed test (timings vary with the machine).
//   node bench/time-bounds.mjs [text]   (only the calls whose label holds the text, e.g. orderLab)
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { init, tokenize } from '../web/src/index-node.js';

const HOSTILE = { positions: 1e9, dModel: 1e9 };
const BIG = new Float32Array(2 ** 25).map((_, i) => Math.sin(i));
const WORDS = Array.from({ length: 256 }, (_, i) => `word${i}`);
const TEXT = 'the cat sat on the mat '.repeat(435).slice(0, 10000);
// The order lab's largest admitted calls: 'filler' at every size cap (dModel 64, maxLength 16, batch 32) and
// the most steps the cost cap admits there (56: orderLabTrainCost), 5 test lengths of 32 words (the most the
// cap admits at dModel 64), the 14 default test lengths, a 32-word sentence, a create at every size cap.
const LAB = { task: 'filler', dModel: 64, maxLength: 16, batch: 32 };
const LONGEST = Array.from({ length: 32 }, (_, i) => ['dog', 'bites', 'man'][i % 3]);
const labState = (pe, options) => pe.orderLab.create({ ...LAB, ...options });

/** [label, call] of the largest allowed input per entry point. */
const LARGEST = [
  ['encode 4096 x 8192 (2^25 values)', (pe) => pe.encode({ positions: 4096, dModel: 8192 })],
  ['encode 2^20 x 32 (2^25 values)', (pe) => pe.encode({ positions: 2 ** 20, dModel: 32 })],
  ['encode 2^16 x 512, offset 2^20 - 2^16', (pe) => pe.encode({ positions: 2 ** 16, dModel: 512, offset: 2 ** 20 - 2 ** 16 })],
  ['frequencies dModel 8192', (pe) => pe.frequencies({ dModel: 8192 })],
  ['wavelengths dModel 8192', (pe) => pe.wavelengths({ dModel: 8192 })],
  ['rotation dModel 5792 (5792^2 values)', (pe) => pe.rotation({ k: 2 ** 20, dModel: 5792 })],
  ['similarity 5792 positions, dModel 8191', (pe) => pe.similarity({ positions: 5792, dModel: 8191, offset: 2 ** 20 - 5792 })],
  ['dotProfile dModel 8192, 8192 offsets', (pe) => pe.dotProfile({ dModel: 8192, offsets: 8192 })],
  ['properties 8192 positions, dModel 4095 (odd: O(n^2))', (pe) => pe.properties({ positions: 8192, dModel: 4095 })],
  ['alternative bug-multiply 4096 x 8192', (pe) => pe.alternative({ kind: 'bug-multiply', positions: 4096, dModel: 8192 })],
  ['precision float16 4096 x 8192', (pe) => pe.precision({ positions: 4096, dModel: 8192, format: 'float16' })],
  ['colorize 2^25 values', (pe) => pe.colorize({ values: BIG })],
  ['encodePixels 4096 x 8192', (pe) => pe.encodePixels({ positions: 4096, dModel: 8192 })],
  ['attention 256 tokens, dModel 512', (pe) => pe.attention({ tokens: WORDS, dModel: 512, positional: true })],
  ['permutationDemo 256 tokens, dModel 512', (pe) => pe.permutationDemo({ tokens: WORDS, dModel: 512,
    permutation: WORDS.map((_, i) => 255 - i) })],
  ['rope 4096 x 8192 (2^25 values)', (pe) => pe.rope({ input: BIG, rows: 4096, dModel: 8192 })],
  ['tokenize 10,000 characters, 256 tokens', () => tokenize(TEXT, { maxTokens: 256 })],
  ...['learned', 'rope'].flatMap((position) => ['bidirectional', 'causal'].map((mask) => [
    `orderLab.train 56 steps, filler, ${position}, ${mask}, dModel 64, L 16, batch 32`,
    (pe) => pe.orderLab.train(labState(pe, { position, mask }), { steps: 56 })])),
  // The first of two layers computes every row (orderLabTrainCost): 13 steps and 1 length of 32 words are the most
  // the cap admits at every size cap.
  ['orderLab.train 13 steps, 2 layers, filler, learned, causal, dModel 64, L 16, batch 32', (pe) => pe.orderLab.train(
    labState(pe, { position: 'learned', mask: 'causal', layers: 2 }), { steps: 13 })],
  ['orderLab.test 1 length of 32 words, 2 layers, dModel 64', (pe) => pe.orderLab.test(
    labState(pe, { position: 'rope', layers: 2 }), { lengths: [32] })],
  ['orderLab.evaluate 32 words, 2 layers, dModel 64', (pe) => pe.orderLab.evaluate(labState(pe, { layers: 2 }),
    { sentence: LONGEST })],
  ['orderLab.train 500 steps, agent, dModel 64, batch 9', (pe) => pe.orderLab.train(
    pe.orderLab.create({ task: 'agent', dModel: 64, batch: 9 }), { steps: 500 })],
  ['orderLab.test 5 lengths of 32 words, dModel 64', (pe) => pe.orderLab.test(labState(pe, { position: 'rope' }),
    { lengths: Array(5).fill(32) })],
  ['orderLab.test default lengths 3..16, dModel 64', (pe) => pe.orderLab.test(labState(pe, { position: 'learned' }))],
  ['orderLab.evaluate 32 words, dModel 64', (pe) => pe.orderLab.evaluate(labState(pe, {}), { sentence: LONGEST })],
  ['orderLab.create filler, learned, dModel 64, L 16', (pe) => labState(pe, { position: 'learned' })],
  ['reject orderLab.train over the cost cap', (pe) => {
    try { pe.orderLab.train(labState(pe, {}), { steps: 500 }); } catch { /* expected */ }
  }],
  ['reject encode(1e9 x 1e9)', (pe) => { try { pe.encode(HOSTILE); } catch { /* expected */ } }],
];

/**
 * Timings of `runs` calls of fn, in milliseconds: the median, the fastest and the slowest wall-clock time,
 * and the median CPU time of this process (on a busy machine the wall time counts the waits for a core too).
 */
function timings(fn, runs = Number(process.env.RUNS ?? 3)) {
  const wall = [], cpu = [];
  for (let i = 0; i < runs; i++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    fn();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  const middle = (/** @type {number[]} */ list) => list.sort((a, b) => a - b)[Math.floor(runs / 2)];
  const round = (/** @type {number} */ ms) => Number(ms.toFixed(2));
  return { ms: round(middle(wall)), min: round(Math.min(...wall)), max: round(Math.max(...wall)), cpuMs: round(middle(cpu)) };
}

const rows = [];
for (const flavor of ['simd', 'base']) {
  const bytes = (/** @type {string} */ name) => readFileSync(new URL(`../web/dist/${name}-${flavor}.wasm`, import.meta.url));
  const pe = await init({ flavor, orderLab: true,
    wasmBinary: { [flavor]: bytes('posenc'), orderLab: { [flavor]: bytes('posenc-order-lab') } } });
  for (const [label, call] of LARGEST.filter(([label]) => label.includes(process.argv[2] ?? ''))) {
    call(pe); // warm-up: grows the result buffer and compiles the code paths
    rows.push({ flavor, call: label, ...timings(() => call(pe)) });
  }
}
console.table(rows);
const worst = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
console.log(`slowest allowed call: ${worst.call} (${worst.flavor}) ${worst.ms} ms`);
