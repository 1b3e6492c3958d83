// A typed consumer of the public API: compiled by tsc in `npm test` against
// the emitted .d.ts (types/), so a change that breaks the declared API fails.
import {
  init, simdSupported, tokenize, MAX_TOKENS, isPermutation, permute, permuteRows, reversal,
  randomPermutation,
} from 'posenc';

async function main(): Promise<number> {
  const pe = await init({ flavor: 'auto' });
  const flavor: 'simd' | 'base' = pe.flavor;
  const table: Float32Array = pe.encode({ positions: 16, dModel: 8, layout: 'concatenated' });
  const w: Float64Array = pe.frequencies({ dModel: 8, base: 100 });
  const forced = await init({ flavor: 'base', wasmUrl: '/posenc-base.wasm' });
  const both = await init({ wasmBinary: { simd: new Uint8Array(1), base: new ArrayBuffer(1) } });
  // @ts-expect-error layout is a closed set
  pe.encode({ positions: 1, dModel: 2, layout: 'diagonal' });
  // @ts-expect-error positions is required
  pe.encode({ dModel: 2 });
  const reused: Float32Array = pe.encode({ positions: 16, dModel: 8, out: table });
  // @ts-expect-error out is a Float32Array
  pe.encode({ positions: 1, dModel: 2, out: new Float64Array(2) });
  const gram: Float32Array = pe.similarity({ positions: 4, dModel: 8, out: new Float32Array(16) });
  const probe: boolean = simdSupported();
  // Attention area.
  const { tokens, truncated }: { tokens: string[]; truncated: boolean } =
    tokenize('Man bites dog.', { lowercase: true, maxTokens: MAX_TOKENS });
  const attn = pe.attention({ tokens, dModel: 16, positional: true, seed: 3, base: 10000 });
  const out: Float32Array = attn.output;
  const weights: Float32Array = attn.weights;
  const n: number = attn.n + attn.dModel + attn.inputs.length + pe.limits.maxTokens;
  const p: number[] = reversal(tokens.length);
  const demo = pe.permutationDemo({ tokens, permutation: p });
  const residual: number = demo.residual + demo.meanPoolDifference + demo.original.n;
  const shuffled: string[] = permute(tokens, randomPermutation(tokens.length, 7));
  const rows: Float32Array = permuteRows(out, attn.dModel, p);
  const ok: boolean = isPermutation(p, tokens.length) && truncated;
  const rotated: Float32Array = pe.rope({ input: out, rows: attn.n, dModel: 16, offset: 2 });
  // @ts-expect-error tokens are strings
  pe.attention({ tokens: [1, 2] });
  // @ts-expect-error permutationDemo needs a permutation
  pe.permutationDemo({ tokens });
  // @ts-expect-error rope needs rows and dModel
  pe.rope({ input: out });
  const attention = out.length + weights.length + n + residual + shuffled.length + rows.length +
    Number(ok) + rotated.length + demo.permutedTokens.length;
  return table.length + reused.length + gram.length + w.length + flavor.length + forced.limits.maxDModel + both.limits.maxElements + Number(probe) + attention;
}
void main();

// Geometry, alternatives, precision, colour.
async function geometryUsage(): Promise<number> {
  const pe = await init();
  const m: Float32Array = pe.rotation({ k: -3, dModel: 8 });
  const s: Float32Array = pe.similarity({ positions: 16, dModel: 8, offset: 2 });
  const profile: Float64Array = pe.dotProfile({ dModel: 8, offsets: 16 });
  const props = pe.properties({ positions: 64, dModel: 8 });
  const pair: [number, number] = props.closestPair;
  // @ts-expect-error k is required
  pe.rotation({ dModel: 8 });
  const shift: number = pe.shiftError({ p: 5, k: -3, dModel: 8 });
  // @ts-expect-error p is required
  pe.shiftError({ k: 1, dModel: 8 });
  const naive: Float32Array = pe.alternative({ kind: 'bug-batch-axis', positions: 8, dModel: 8, seed: 3 });
  const low = pe.precision({ positions: 8, dModel: 8, format: 'bfloat16' });
  const perRow: Float32Array = low.errorByPosition;
  // @ts-expect-error format is a closed set
  pe.precision({ positions: 8, dModel: 8, format: 'float8' });
  // @ts-expect-error kind is a closed set
  pe.alternative({ kind: 'cosine', positions: 8, dModel: 8 });
  const rgba: Uint8ClampedArray = pe.colorize({ values: m, lo: -1, hi: 1, colormap: 'viridis' });
  const frame = pe.encodePixels({ positions: 8, dModel: 8, colormap: 'cividis', lo: -0.5 });
  const image: ImageData = new ImageData(frame.pixels, frame.width, frame.height);
  // @ts-expect-error colormap is a closed set
  pe.colorize({ values: m, colormap: 'jet' });
  return m.length + shift + s.length + profile.length + props.minDistance + pair[0] + naive.length +
    low.maxError + perRow.length + rgba.length + image.width;
}
void geometryUsage();

// The order lab: value-style states, closed sets of names.
async function orderLabUsage(): Promise<number> {
  const pe = await init();
  const ready: Promise<void> = pe.orderLab.load();
  await ready;
  const loaded: boolean = pe.orderLab.loaded();
  if (!loaded) return 0;
  await init({ orderLab: true, wasmUrl: { simd: '/a.wasm', orderLab: { simd: '/b.wasm', base: new URL('https://x/c.wasm') } } });
  // @ts-expect-error orderLab is a boolean
  await init({ orderLab: 'yes' });
  const lab = pe.orderLab.create({ task: 'agent', position: 'none', mask: 'causal', dModel: 16, seed: 1 });
  const { state, loss, accuracy }: { state: typeof lab, loss: Float32Array, accuracy: Float32Array } =
    pe.orderLab.train(lab, { steps: 50 });
  const answer = pe.orderLab.evaluate(state, { sentence: ['dog', 'bites', 'man'] });
  const who: string = answer.answer;
  const row: Float32Array = answer.attention;
  const byLength = pe.orderLab.test(state, { lengths: [3] });
  const trainedPairs: Float32Array = byLength.trainingAccuracy;
  const terms: Float32Array = answer.terms.positionPosition;
  const seen: boolean | null = answer.seen;
  const pairs: string[][] = pe.orderLab.heldOutPairs(state);
  const ending = pe.orderLab.create({ mask: 'causal', readout: 'cls-end' });
  const readouts: readonly string[] = pe.orderLab.readouts;
  const deep: number = pe.orderLab.create({ mask: 'causal', readout: 'cls-end', layers: 2 }).layers;
  // @ts-expect-error layers is a number
  pe.orderLab.create({ layers: 'two' });
  // @ts-expect-error readout is a closed set
  pe.orderLab.create({ readout: 'first' });
  const nouns: readonly string[] = pe.orderLab.vocabulary.nouns;
  // @ts-expect-error position is a closed set
  pe.orderLab.create({ position: 'alibi' });
  // @ts-expect-error steps is required
  pe.orderLab.train(lab, {});
  // @ts-expect-error a sentence is an array of words
  pe.orderLab.evaluate(state, { sentence: 'dog bites man' });
  return loss.length + accuracy.length + who.length + row.length + byLength.accuracy[0] + nouns.length + state.step +
    trainedPairs.length + terms.length + (seen ? 1 : 0) + pairs.length + ending.step + readouts.length + deep;
}
void orderLabUsage();
