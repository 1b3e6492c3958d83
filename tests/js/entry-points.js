// The JS API's entry points, shared by the hostile-input tests (a helper,
// not a test file): a valid call of each, its parameters, and a check of a
// successful result.

const inUnit = (values) => values.every((v) => Number.isFinite(v) && Math.abs(v) <= 1);

/** Entry points: a valid call, its parameters, and a check of a successful result. */
export const ENTRY_POINTS = [
  {
    name: 'posenc.encode', call: (pe, o) => pe.encode(o), valid: { positions: 3, dModel: 6 },
    params: ['positions', 'dModel', 'base', 'layout', 'offset', 'spacing', 'out'],
    check: (r, o) => r instanceof Float32Array && r.length === o.positions * o.dModel && inUnit(r),
  },
  {
    name: 'posenc.frequencies', call: (pe, o) => pe.frequencies(o), valid: { dModel: 6 },
    params: ['dModel', 'base', 'spacing'],
    check: (r, o) => r instanceof Float64Array && r.length === Math.ceil(o.dModel / 2) && r[0] === 1,
  },
  {
    name: 'posenc.wavelengths', call: (pe, o) => pe.wavelengths(o), valid: { dModel: 6 },
    params: ['dModel', 'base', 'spacing'],
    check: (r, o) => r instanceof Float64Array && r.length === Math.ceil(o.dModel / 2) && r.every(Number.isFinite),
  },
  {
    name: 'posenc.rotation', call: (pe, o) => pe.rotation(o), valid: { k: 3, dModel: 6 },
    params: ['k', 'dModel', 'base'],
    check: (r, o) => r instanceof Float32Array && r.length === o.dModel ** 2 && inUnit(r),
  },
  {
    name: 'posenc.shiftError', call: (pe, o) => pe.shiftError(o), valid: { p: 2, k: 3, dModel: 6 },
    params: ['p', 'k', 'dModel', 'base'],
    check: (r) => typeof r === 'number' && r >= 0 && r < 1e-6,
  },
  {
    name: 'posenc.similarity', call: (pe, o) => pe.similarity(o), valid: { positions: 3, dModel: 6 },
    params: ['positions', 'dModel', 'base', 'offset', 'out'],
    check: (r, o) => r instanceof Float32Array && r.length === o.positions ** 2 && r.every(Number.isFinite),
  },
  {
    name: 'posenc.dotProfile', call: (pe, o) => pe.dotProfile(o), valid: { dModel: 6, offsets: 3 },
    params: ['dModel', 'base', 'offsets'],
    check: (r, o) => r instanceof Float64Array && r.length === o.offsets && r.every(Number.isFinite),
  },
  {
    name: 'posenc.properties', call: (pe, o) => pe.properties(o), valid: { positions: 3, dModel: 6 },
    params: ['positions', 'dModel', 'base'],
    check: (r) => Number.isFinite(r.minDistance) && r.maxAbsValue <= 1 && r.closestPair.length === 2,
  },
  {
    name: 'posenc.alternative', call: (pe, o) => pe.alternative(o), valid: { kind: 'binary', positions: 3, dModel: 6 },
    params: ['kind', 'positions', 'dModel', 'seed', 'base'],
    check: (r, o) => r instanceof Float32Array && r.length === o.positions * o.dModel && r.every(Number.isFinite),
  },
  {
    name: 'posenc.precision', call: (pe, o) => pe.precision(o), valid: { positions: 3, dModel: 6, format: 'float16' },
    params: ['positions', 'dModel', 'base', 'offset', 'format'],
    check: (r, o) => r.values.length === o.positions * o.dModel && inUnit(r.values) && Number.isFinite(r.maxError),
  },
  {
    name: 'posenc.colorize', call: (pe, o) => pe.colorize(o), valid: { values: new Float32Array([0, 0.5, -1]) },
    params: ['values', 'lo', 'hi', 'colormap', 'out'],
    check: (r, o) => r instanceof Uint8ClampedArray && r.length === 4 * o.values.length,
  },
  {
    name: 'posenc.encodePixels', call: (pe, o) => pe.encodePixels(o), valid: { positions: 3, dModel: 6 },
    params: ['positions', 'dModel', 'base', 'layout', 'offset', 'spacing', 'lo', 'hi', 'colormap'],
    check: (r, o) => r.pixels.length === 4 * o.positions * o.dModel && r.width === o.dModel,
  },
  {
    name: 'posenc.attention', call: (pe, o) => pe.attention(o), valid: { tokens: ['the', 'cat', 'sat'] },
    params: ['tokens', 'dModel', 'positional', 'seed', 'base'],
    check: (r, o) => r.n === o.tokens.length && r.weights.length === r.n ** 2 && r.output.every(Number.isFinite),
  },
  {
    name: 'posenc.permutationDemo', call: (pe, o) => pe.permutationDemo(o),
    valid: { tokens: ['dog', 'bites', 'man'], permutation: [2, 1, 0] },
    params: ['tokens', 'permutation', 'dModel', 'positional', 'seed', 'base'],
    related: { tokens: 'permutation' }, // a token count the permutation does not fit
    check: (r, o) => r.permutedTokens.length === o.tokens.length && Number.isFinite(r.residual),
  },
  {
    name: 'posenc.rope', call: (pe, o) => pe.rope(o), valid: { input: new Float32Array(12).fill(0.5), rows: 2, dModel: 6 },
    params: ['input', 'rows', 'dModel', 'base', 'offset'],
    check: (r, o) => r instanceof Float32Array && r.length === o.rows * o.dModel && r.every(Number.isFinite),
  },
  {
    name: 'posenc.offsetHead', call: (pe, o) => pe.offsetHead(o), valid: { positions: 16, k: 2, dModel: 8 },
    params: ['k', 'positions', 'tokens', 'dModel', 'scale', 'code', 'seed', 'base'],
    related: { positions: 'k' }, // a position count the offset k does not fit
    check: (r, o) => r.weights.length === r.n ** 2 && r.weights.every(Number.isFinite) && r.hits <= r.rows &&
      r.n === o.positions,
  },
  {
    name: 'posenc.offsetHead', alias: 'offsetHead with words', call: (pe, o) => pe.offsetHead(o),
    valid: { tokens: ['the', 'dog', 'saw', 'the', 'cat'], k: 1, dModel: 8 },
    params: ['tokens', 'k', 'positions', 'scale', 'code'],
    related: { tokens: 'k', positions: 'tokens' }, // counts that do not fit k or each other
    check: (r, o) => r.terms !== null && r.terms.positionPosition.length === r.n ** 2 &&
      r.scores.every(Number.isFinite) && r.n === o.tokens.length,
  },
  // The order lab: the options of each call (the keys of a state: order-lab-errors.test.js).
  {
    name: 'posenc.orderLab.create', call: (pe, o) => pe.orderLab.create(o), valid: { dModel: 4 }, optionsOptional: true,
    params: ['task', 'position', 'mask', 'readout', 'layers', 'dModel', 'maxLength', 'batch', 'learningRate', 'seed'],
    check: (r) => r.step === 0 && r.values.length > 0 && r.values.every(Number.isFinite),
  },
  {
    name: 'posenc.orderLab.train', call: (pe, o) => pe.orderLab.train(pe.orderLab.create({ dModel: 4 }), o),
    valid: { steps: 2 }, params: ['steps'],
    check: (r, o) => r.state.step === o.steps && r.loss.length === o.steps && r.loss.every(Number.isFinite),
  },
  {
    name: 'posenc.orderLab.evaluate', call: (pe, o) => pe.orderLab.evaluate(pe.orderLab.create({ dModel: 4 }), o),
    valid: { sentence: ['dog', 'bites', 'man'] }, params: ['sentence'],
    check: (r, o) => r.tokens.length === o.sentence.length + 1 && r.probabilities.every(Number.isFinite) &&
      Object.values(r.terms).every((t) => t.length === r.tokens.length && t.every(Number.isFinite)),
  },
  {
    name: 'posenc.orderLab.test', call: (pe, o) => pe.orderLab.test(pe.orderLab.create({ dModel: 4 }), o),
    valid: { lengths: [3] }, params: ['lengths'], optionsOptional: true,
    check: (r) => r.accuracy.length === r.lengths.length && r.accuracy.every((a) => a >= 0 && a <= 1) &&
      r.trainingAccuracy.length === r.lengths.length && r.trainingAccuracy.every((a) => a >= 0 && a <= 1),
  },
];
