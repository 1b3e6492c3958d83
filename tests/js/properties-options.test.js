// Property-based tests (fast-check) of the JS option parsers: for ANY input,
// parseOptions, parseInitOptions and the API functions either return a valid
// frozen result or throw a TypeError/RangeError that names the function and
// the parameter; never another error, never a wrong value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { flag, integer, numberAbove, oneOf, parseOptions } from '../../web/src/core/validate.js';
import { parseInitOptions } from '../../web/src/core/load.js';
import { tokenize } from '../../web/src/text/tokenize.js';
import { HOSTILE_VALUES } from '../fixtures/hostile-inputs.js';
import { bothFlavors, maxError } from './helpers.js';

const RULES = {
  size: integer(1, 64, { required: true }),
  offset: integer(0, 100, { fallback: 0 }),
  base: numberAbove(1, Number.MAX_VALUE, { fallback: 10000 }),
  layout: oneOf(['a', 'b'], { fallback: 'a' }),
  on: flag({ fallback: false }),
};

/** Any value, hostile ones more often than chance would give them. */
const value = fc.oneof(
  fc.anything({ withBigInt: true, withNullPrototype: true, withTypedArray: true, withSparseArray: true }),
  fc.constantFrom(...HOSTILE_VALUES),
  fc.integer({ min: -5, max: 200 }),
  fc.double(),
  fc.constantFrom('a', 'b', true, false),
);

/**
 * Option objects: each known key absent, valid (most often) or hostile;
 * sometimes an unknown key; sometimes not an object at all.
 * @param {Record<string, fc.Arbitrary<unknown>>} valid  a valid value per key
 */
const optionsFor = (valid) => fc.oneof(
  { weight: 6, arbitrary: fc.record(Object.fromEntries(Object.entries(valid).map(([key, ok]) =>
    [key, fc.oneof({ weight: 5, arbitrary: ok }, { weight: 1, arbitrary: value })])), { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(valid)), fc.string()), value) },
  { weight: 1, arbitrary: value },
);

/** Asserts a thrown error is a named TypeError/RangeError of `where`. */
function assertNamedError(error, where, input, keys) {
  assert.ok(error instanceof TypeError || error instanceof RangeError, `${error?.name}: ${error?.message}`);
  assert.ok(error.message.startsWith(`${where}: `), error.message);
  const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
  const named = [...keys, ...(isObject ? Object.keys(input) : []), 'options object'];
  assert.ok(named.some((k) => error.message.includes(k)), `a parameter named in "${error.message}"`);
}

/** Runs `fn(input)`; on success returns its result, on a named error undefined. */
function resultOrNamedError(fn, input, where, keys) {
  try {
    return fn(input);
  } catch (error) {
    assertNamedError(error, where, input, keys);
    return undefined;
  }
}

test('parseOptions returns a frozen object of exactly the rules\' keys, each valid, or a named error', () => {
  const keys = Object.keys(RULES);
  const valid = { size: fc.integer({ min: 1, max: 64 }), offset: fc.nat(100), base: fc.double({ min: 1.5, max: 1e9 }),
    layout: fc.constantFrom('a', 'b'), on: fc.boolean() };
  fc.assert(fc.property(optionsFor(valid), (input) => {
    const parsed = resultOrNamedError((o) => parseOptions('demo.fn', o, RULES), input, 'demo.fn', keys);
    if (parsed === undefined) return;
    assert.ok(Object.isFrozen(parsed));
    assert.deepEqual(Object.keys(parsed).sort(), [...keys].sort());
    for (const [key, rule] of Object.entries(RULES)) {
      const given = input[key];
      if (given === undefined) assert.equal(parsed[key], rule.fallback);
      else assert.ok(Object.is(parsed[key], given));
      assert.equal(rule.typeCheck?.(parsed[key]) ?? '', '');
      assert.equal(rule.rangeCheck?.(parsed[key]) ?? '', '');
    }
  }), { numRuns: 2000 });
});

test('parseInitOptions returns a frozen object or a named error for any input', () => {
  const keys = ['flavor', 'wasmUrl', 'wasmBinary', 'simdSupported'];
  const initValue = fc.oneof(value, fc.constantFrom('auto', 'simd', 'base', new Uint8Array(8),
    new URL('http://127.0.0.1/x.wasm'), { simd: 'a.wasm', base: 'b.wasm' }, { simd: new ArrayBuffer(4) }, () => true));
  const input = fc.oneof(fc.dictionary(fc.constantFrom(...keys), initValue, { maxKeys: 4 }), value);
  fc.assert(fc.property(input, (options) => {
    const parsed = resultOrNamedError(parseInitOptions, options, 'posenc.init', keys);
    if (parsed === undefined) return;
    assert.ok(Object.isFrozen(parsed));
    assert.ok(['auto', 'simd', 'base'].includes(parsed.flavor));
  }), { numRuns: 2000 });
});

test('tokenize answers any text and options with at most maxTokens visible tokens, or a named error', () => {
  const valid = { lowercase: fc.boolean(), maxTokens: fc.integer({ min: 1, max: 256 }) };
  const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 }),
    fc.constantFrom(...HOSTILE_VALUES));
  fc.assert(fc.property(text, optionsFor(valid), (t, options) => {
    const result = resultOrNamedError(() => tokenize(t, options), options, 'posenc.tokenize',
      ['text', ...Object.keys(valid)]);
    if (result === undefined) return;
    assert.equal(typeof t, 'string');
    const max = options?.maxTokens ?? 64;
    assert.ok(result.tokens.length <= max && typeof result.truncated === 'boolean');
    assert.ok(result.tokens.every((token) => token.length > 0 && !/^[\p{White_Space}\p{Cf}]+$/u.test(token)));
  }), { numRuns: 1000 });
});

for (const pe of await bothFlavors()) {
  test(`${pe.flavor}: encode answers any options with a correct table or a named error`, () => {
    const valid = { positions: fc.integer({ min: 1, max: 64 }), dModel: fc.integer({ min: 1, max: 64 }),
      base: fc.double({ min: 1.5, max: 1e6, noNaN: true }), layout: fc.constantFrom('interleaved', 'concatenated'),
      offset: fc.nat(1e5), spacing: fc.constantFrom('paper', 'tensor2tensor') };
    const keys = Object.keys(valid);
    let computed = 0;
    fc.assert(fc.property(optionsFor(valid), (options) => {
      const table = resultOrNamedError((o) => pe.encode(o), options, 'posenc.encode', keys);
      if (table === undefined) return;
      computed++;
      const { positions, dModel, offset = 0 } = options;
      assert.equal(table.length, positions * dModel);
      assert.ok(table.every((v) => Math.abs(v) <= 1));
      if (options.layout !== 'concatenated' && options.spacing !== 'tensor2tensor') {
        assert.ok(maxError(table.subarray(0, dModel), 1, dModel, offset, options.base) < 2e-7);
      }
    }), { numRuns: 1000 });
    assert.ok(computed > 100, `only ${computed} of 1000 option objects were valid`);
    assert.ok(maxError(pe.encode({ positions: 3, dModel: 5, offset: 8 }), 3, 5, 8) < 2e-7);
  });

  test(`${pe.flavor}: frequencies answers any options with w_0 = 1 and decreasing values, or a named error`, () => {
    const valid = { dModel: fc.integer({ min: 1, max: 8192 }), base: fc.double({ min: 1.000001, max: 1e300, noNaN: true }),
      spacing: fc.constantFrom('paper', 'tensor2tensor') };
    const keys = Object.keys(valid);
    fc.assert(fc.property(optionsFor(valid), (options) => {
      const w = resultOrNamedError((o) => pe.frequencies(o), options, 'posenc.frequencies', keys);
      if (w === undefined) return;
      assert.equal(w.length, Math.ceil(options.dModel / 2));
      assert.equal(w[0], 1);
      for (let i = 1; i < w.length; i++) assert.ok(w[i] <= w[i - 1] && w[i] > 0);
    }), { numRuns: 1000 });
  });
}
