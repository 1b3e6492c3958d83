// The C++ core checks every argument itself: called directly, bypassing the
// JS checks, hostile values give a status code and the module keeps working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  rawAlternativeSpec, rawColourSpec, rawEncodingSpec, rawOrderLabSpec, rawPrecisionSpec, rawSimilaritySpec,
} from '../../web/src/core/boundary.js';
import { specSlot } from '../../web/src/core/spec-slot.js';

const dist = (name) => new URL(`../../web/dist/${name}`, import.meta.url);

/**
 * Writes `value` over field `i` of the struct whose fields `write` put into the spec slot of `raw`'s
 * module, as a hostile caller could; the struct's address.
 */
function withField(raw, write, i, value) {
  const slot = specSlot(raw);
  const address = write(slot);
  slot.fields[(address - slot.address) / 8 + i] = value;
  return address;
}

for (const flavor of ['simd', 'base']) {
  const { default: factory } = await import(dist('posenc-glue.js').href);
  const raw = await factory({ wasmBinary: readFileSync(dist(`posenc-${flavor}.wasm`)) });
  const { default: labFactory } = await import(dist('posenc-order-lab-glue.js').href);
  const lab = await labFactory({ wasmBinary: readFileSync(dist(`posenc-order-lab-${flavor}.wasm`)) });

  test(`[${flavor}] encoding, geometry, colour, alternatives and precision return status codes for hostile input`, () => {
    // Specs cross as their fields in the module's spec slot and the address of their region
    // (cpp/boundary.mjs structs); an index no enum value has is what a hostile caller could write there.
    const encoding = { positions: 4, dModel: 4, base: 1e4, layout: 'interleaved', offset: 0, spacing: 'paper' };
    const spec = (changes) => rawEncodingSpec(specSlot(raw), { ...encoding, ...changes });
    const colour = (changes) => rawColourSpec(specSlot(raw), { lo: -1, hi: 1, colormap: 'rdbu', ...changes });
    const similarity = (changes) => rawSimilaritySpec(specSlot(raw), { positions: 4, dModel: 4, base: 1e4, offset: 0,
      ...changes });
    const layoutIndex = (index) => withField(raw, (slot) => rawEncodingSpec(slot, encoding), 3, index);
    const colormapIndex = (index) => withField(raw, (slot) => rawColourSpec(slot, { lo: -1, hi: 1, colormap: 'rdbu' }),
      2, index);
    const calls = [
      [() => raw.rotation(2 ** 21, 4, 1e4), 8],
      [() => raw.rotation(1, 6000, 1e4), 5],
      [() => raw.rotation(1, 4, NaN), 3],
      // A failed start also ends a started table: no chunk follows.
      [() => raw.encodeChunks(spec({})), 0],
      [() => raw.encodeChunks(spec({ positions: 0 })), 1],
      [() => raw.encodeChunks(layoutIndex(2)), 6],
      [() => raw.encodeChunks(spec({ positions: 8192, dModel: 8192 })), 5],
      // Not a spec's address: another struct's, one field in, 0, a fraction, NaN, beyond memory, an array (what
      // crossed before); or a fraction for an integer field.
      [() => raw.encodeChunks(colour({})), 8],
      [() => raw.encodeChunks(spec({}) + 8), 8],
      [() => raw.encodeChunks(0), 8],
      [() => raw.encodeChunks(spec({}) + 0.5), 8],
      [() => raw.encodeChunks(NaN), 8],
      [() => raw.encodeChunks(2 ** 40), 8],
      [() => raw.encodeChunks(Float64Array.of(4, 4, 1e4, 0, 0, 0)), 8],
      [() => raw.encodeChunks(spec({ positions: 4.5 })), 8],
      [() => raw.encodePixels(colour({}), spec({})), 8],
      [() => raw.encode(spec({ dModel: 9000 })), 2],
      [() => raw.encodeNextChunk(), 0],
      [() => raw.similarityChunks(similarity({})), 0],
      [() => raw.similarityChunks(similarity({ positions: 6000 })), 5],
      [() => raw.similarityChunks(similarity({ offset: -5 })), 4],
      [() => raw.similarityChunks(similarity({ dModel: 2 ** 31 })), 8],
      [() => raw.similarityChunks(spec({})), 8],
      [() => raw.similarityNextChunk(), 0],
      [() => raw.dotProfile(8192, 1e4, 2 ** 20), 5],
      [() => raw.properties(1, 4, 1e4), 1],
      [() => raw.properties(9000, 4, 1e4), 1],
      [() => raw.colormapSlot(99), 8],
      [() => raw.colorizeInput(2 ** 30), 5],
      [() => raw.colorize(4, colour({ lo: 1, hi: 1 })), 8],
      [() => raw.colorize(10 ** 9, colour({})), 5],
      [() => raw.colorize(4, colormapIndex(3)), 8],
      [() => raw.encodePixels(spec({}), colormapIndex(-1)), 8],
      [() => raw.encodePixels(spec({}), colormapIndex(2 ** 31)), 8],
      [() => raw.encodePixels(spec({ positions: 8192, dModel: 8192 }), colour({})), 5],
      [() => raw.encodePixels(spec({}), colour({ hi: NaN })), 8],
      [() => raw.alternative(withField(raw, (slot) => rawAlternativeSpec(slot, { kind: 'index', positions: 4, dModel: 4,
        seed: 1, base: 1e4 }), 0, 9)), 8],
      [() => raw.alternative(rawAlternativeSpec(specSlot(raw), { kind: 'index', positions: 4, dModel: 4, seed: -3,
        base: 1e4 })), 8],
      [() => raw.precision(rawPrecisionSpec(specSlot(raw), { positions: 4, dModel: 4, base: 1e4, offset: 65519,
        format: 'float16' })), 4],
      [() => raw.precision(withField(raw, (slot) => rawPrecisionSpec(slot, { positions: 4, dModel: 4, base: 1e4, offset: 0,
        format: 'float16' }), 4, 5)), 8],
      [() => raw.precision(spec({})), 8],
    ];
    for (const [call, status] of calls) assert.equal(call(), status, String(call));
    const m = raw.rotation(0, 2, 1e4);
    assert.deepEqual(Array.from(m), [1, 0, 0, 1]);
  });

  test(`[${flavor}] the order lab's bindings return status codes for hostile input`, () => {
    // The spec crosses as its fields in the order lab module's spec slot (the struct OrderLabSpec of
    // cpp/boundary.mjs) and their address; enums are written as indices, any number a hostile caller could write.
    const fields = { task: 'agent', position: 'sinusoidal', mask: 'bidirectional', readout: 'cls', dModel: 16,
      maxLength: 8, batch: 16, learningRate: 0.01, seed: 1, layers: 1 };
    const indices = ['task', 'position', 'mask', 'readout'];
    const specWith = (changes) => {
      const enums = Object.keys(changes).filter((name) => indices.includes(name));
      const named = Object.fromEntries(Object.entries(changes).filter(([name]) => !enums.includes(name)));
      let address = rawOrderLabSpec(specSlot(lab), { ...fields, ...named });
      for (const name of enums) address = withField(lab, () => address, indices.indexOf(name), changes[name]);
      return address;
    };
    const spec = () => specWith({});
    const { values, step, samplerLow, samplerHigh } = lab.orderLabCreate(spec());
    const state = values.slice();
    const counters = [step, samplerLow, samplerHigh];
    const words = new Uint8Array([3, 7, 1]);
    const calls = [
      [() => lab.orderLabCreate(specWith({ task: 2 })), 10],
      [() => lab.orderLabCreate(specWith({ position: -1 })), 11],
      [() => lab.orderLabCreate(specWith({ mask: 2 })), 12],
      [() => lab.orderLabCreate(specWith({ readout: 3 })), 16],
      [() => lab.orderLabCreate(specWith({ readout: -1 })), 16],
      [() => lab.orderLabCreate(specWith({ dModel: 65 })), 2],
      [() => lab.orderLabCreate(specWith({ maxLength: 17 })), 13],
      [() => lab.orderLabCreate(specWith({ batch: 33 })), 8],
      [() => lab.orderLabCreate(specWith({ learningRate: 1e300 })), 8],
      [() => lab.orderLabCreate(specWith({ learningRate: NaN })), 8],
      [() => lab.orderLabCreate(specWith({ learningRate: 1e-50 })), 8],
      [() => lab.orderLabCreate(specWith({ layers: 0 })), 8],
      [() => lab.orderLabCreate(specWith({ layers: 3 })), 8],
      // No address of an order lab spec (one field in, 0, an array), or a field that is no value of its type.
      [() => lab.orderLabCreate(spec() + 8), 8],
      [() => lab.orderLabCreate(0), 8],
      [() => lab.orderLabCreate(Float64Array.of(0, 1, 0, 0, 16, 8, 16, 0.01, 1, 1)), 8],
      [() => lab.orderLabCreate(specWith({ dModel: 16.5 })), 8],
      [() => lab.orderLabCreate(specWith({ batch: 2 ** 40 })), 8],
      [() => lab.orderLabCreate(specWith({ task: NaN })), 8],
      [() => lab.orderLabCreate(specWith({ seed: -1 })), 8],
      [() => lab.orderLabCreate(specWith({ seed: 2 ** 32 })), 8],
      [() => lab.orderLabTrain(spec(), ...counters, state, 0), 8],
      [() => lab.orderLabTrain(spec(), ...counters, state, 501), 8],
      [() => lab.orderLabTrain(spec(), ...counters, state.subarray(1), 1), 8],
      [() => lab.orderLabTrain(spec(), ...counters, new Float64Array(state), 1), 8],
      [() => lab.orderLabTrain(spec(), ...counters, 'values', 1), 8],
      [() => lab.orderLabTrain(spec(), 2 ** 30, 0, 0, state, 1), 15],
      [() => lab.orderLabTrain(spec(), ...counters, state.map((v, i) => (i ? v : NaN)), 1), 15],
      [() => lab.orderLabEvaluate(spec(), state, new Uint8Array([3, 0, 1])), 14],
      [() => lab.orderLabEvaluate(spec(), state, new Uint8Array([3, 17, 1])), 14],
      [() => lab.orderLabEvaluate(spec(), state, new Uint8Array(0)), 13],
      [() => lab.orderLabEvaluate(spec(), state, new Uint8Array(33).fill(3)), 13],
      [() => lab.orderLabEvaluate(spec(), state, [3, 7, 1]), 13],
      [() => lab.orderLabTest(spec(), state, new Uint8Array([4]), 0, 256), 13],
      [() => lab.orderLabTest(spec(), state, new Uint8Array(0), 0, 256), 13],
      [() => lab.orderLabTest(specWith({ task: 1 }), state, new Uint8Array([33]), 0, 256), 13],
      // A slice of the sentences out of range: start 0 .. 255, count 1 .. 256 - start.
      [() => lab.orderLabTest(spec(), state, new Uint8Array([3]), -1, 1), 8],
      [() => lab.orderLabTest(spec(), state, new Uint8Array([3]), 0, 0), 8],
      [() => lab.orderLabTest(spec(), state, new Uint8Array([3]), 256, 1), 8],
      [() => lab.orderLabTest(spec(), state, new Uint8Array([3]), 1, 256), 8],
      [() => lab.orderLabTest(spec(), state, new Uint8Array([3]), 2 ** 31 - 1, 2 ** 31 - 1), 8],
    ];
    for (const [call, status] of calls) assert.equal(call(), status, String(call));
    const answer = lab.orderLabEvaluate(spec(), state, words);
    assert.equal(answer.attention.length, 4);
    assert.equal(answer.terms.length, 16);
    assert.deepEqual(Array.from(lab.orderLabHeldOutPairs(1)), [0, 4, 1, 4, 2, 3]);
    assert.ok(answer.answer >= 0 && answer.answer < 6);
    // Over the cost cap (orderLabMaxCost), when the core is called directly: 57 steps at every size
    // cap, 6 test lengths of 32 words at dModel 64; the most it admits, 56 steps and 5 lengths (what
    // the JS cap admits: the same estimate), run; a sixth length runs in a slice of half the sentences.
    const widest = () => specWith({ task: 1, position: 1, dModel: 64, maxLength: 16, batch: 32 });
    const made = lab.orderLabCreate(widest());
    const at = [made.step, made.samplerLow, made.samplerHigh];
    assert.equal(lab.orderLabTrain(widest(), ...at, made.values.slice(), 57), 8);
    assert.equal(lab.orderLabTest(widest(), made.values.slice(), new Uint8Array(6).fill(32), 0, 256), 8);
    assert.equal(lab.orderLabTrain(widest(), ...at, made.values.slice(), 56).losses.length, 56);
    assert.equal(lab.orderLabTest(widest(), made.values.slice(), new Uint8Array(5).fill(32), 0, 256).lossSums.length, 10);
    assert.deepEqual(Array.from(lab.orderLabTest(widest(), made.values.slice(), new Uint8Array(6).fill(32), 128, 128)
      .sentences), Array(12).fill(128));
  });
}
