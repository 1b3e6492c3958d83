// The hostile-input corpus through every JS API function and parameter: each
// call either returns a correct result or throws a TypeError/RangeError that
// names the function and the parameter; nothing reaches malloc (counted by
// the module's test variant, test-variant.js); the module keeps answering
// correctly afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTILE_VALUES, HUGE_PRODUCTS, label } from '../fixtures/hostile-inputs.js';
import { maxError } from './helpers.js';
import { outcome } from './bad-input.js';
import { initTestVariant } from './test-variant.js';

const flavors = [await initTestVariant('simd'), await initTestVariant('base')];
const inUnit = (values) => values.every((v) => Number.isFinite(v) && Math.abs(v) <= 1);

/** Entry points: a valid call, its parameters, and a check of a successful result. */
const ENTRY_POINTS = [
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
    name: 'posenc.frequencies', alias: 'wavelengths', call: (pe, o) => pe.wavelengths(o), valid: { dModel: 6 },
    params: ['dModel', 'base', 'spacing'],
    check: (r, o) => r instanceof Float64Array && r.length === Math.ceil(o.dModel / 2),
  },
  {
    name: 'posenc.rotation', call: (pe, o) => pe.rotation(o), valid: { k: 3, dModel: 6 },
    params: ['k', 'dModel', 'base'],
    check: (r, o) => r instanceof Float32Array && r.length === o.dModel ** 2 && inUnit(r),
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
];

for (const pe of flavors) {
  for (const entry of ENTRY_POINTS) {
    const fn = entry.alias ?? entry.name.slice('posenc.'.length);
    test(`${pe.flavor}: ${fn} answers every hostile value in every parameter with a result or a named error`, () => {
      entry.call(pe, entry.valid); // the result buffer is allocated once, then reused
      const live = pe.debug.liveAllocations();
      const failed = pe.debug.failedAllocations();
      let errors = 0;
      for (const param of entry.params) {
        for (const value of HOSTILE_VALUES) {
          const options = { ...entry.valid, [param]: value };
          const names = [param, entry.related?.[param]].filter(Boolean);
          const got = outcome(entry.name, names, () => entry.call(pe, options), (r) => entry.check(r, options));
          if (got === 'error') errors++;
        }
      }
      for (const value of HOSTILE_VALUES) {
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) continue;
        assert.equal(outcome(entry.name, [], () => entry.call(pe, value), () => false), 'error', label(value));
      }
      assert.ok(errors > entry.params.length * 10, `${errors} rejections`);
      assert.equal(pe.debug.liveAllocations(), live, 'a hostile call left an allocation behind');
      assert.equal(pe.debug.failedAllocations(), failed, 'a hostile call reached a failing malloc');
      assert.ok(maxError(pe.encode({ positions: 4, dModel: 10, offset: 9 }), 4, 10, 9) < 2e-7);
    });
  }

  test(`${pe.flavor}: huge products of sizes are RangeErrors naming the cap, before any allocation`, () => {
    const heap = pe.debug.heapBytes();
    for (const [positions, dModel] of HUGE_PRODUCTS) {
      assert.throws(() => pe.encode({ positions, dModel }), (error) => error instanceof RangeError &&
        /posenc\.encode: (positions|dModel|positions \* dModel)/.test(error.message));
    }
    assert.equal(pe.debug.heapBytes(), heap);
  });

  test(`${pe.flavor}: options objects with getters, proxies and prototypes are read once and safely`, () => {
    let reads = 0;
    const counting = { get positions() { reads++; return 2; }, dModel: 4 };
    assert.equal(pe.encode(counting).length, 8);
    assert.equal(reads, 1, 'each option is read exactly once (no check-then-use race)');
    const throwing = { get positions() { throw new Error('from a getter'); }, dModel: 4 };
    assert.throws(() => pe.encode(throwing), /from a getter/);
    const inherited = Object.assign(Object.create({ positions: 2 }), { dModel: 4 });
    assert.throws(() => pe.encode(inherited), /positions is required/, 'an inherited property is not an option');
    const table = pe.encode({ positions: 2, dModel: 4, __proto__: { base: 1 } });
    assert.ok(maxError(table, 2, 4) < 2e-7, 'an inherited base is ignored');
    assert.equal(Object.prototype.base, undefined, 'no prototype pollution');
    assert.ok(maxError(pe.encode({ positions: 2, dModel: 4 }), 2, 4) < 2e-7);
  });
}
