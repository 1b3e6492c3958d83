import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { bothFlavors } from './helpers.js';
import { assertThrowsNaming, show } from './attention-helpers.js';

const flavors = await bothFlavors();
const [pe] = flavors;
const ok = { tokens: ['man', 'bites', 'dog'] };
const many = Array.from({ length: 257 }, () => 'a');

// [function, options, error type, words the message must contain]
const BAD = [
  ['attention', undefined, TypeError, ['posenc.attention', 'options object']],
  ['attention', {}, TypeError, ['tokens is required']],
  ['attention', { tokens: 'man bites dog' }, TypeError, ['tokens', 'array of strings', 'string "man bites dog"']],
  ['attention', { tokens: [] }, RangeError, ['tokens', '1 to 256', 'got 0']],
  ['attention', { tokens: many }, RangeError, ['tokens', '1 to 256', 'got 257']],
  ['attention', { tokens: ['man', 5] }, TypeError, ['tokens[1]', 'string', 'number 5']],
  ['attention', { tokens: ['man', null] }, TypeError, ['tokens[1]', 'null']],
  ['attention', { tokens: ['man', ''] }, RangeError, ['tokens[1]', 'non-empty']],
  // eslint-disable-next-line no-sparse-arrays
  ['attention', { tokens: ['man', , 'dog'] }, TypeError, ['tokens[1]', 'undefined']],
  ['attention', { tokens: ['x'.repeat(65537)] }, RangeError, ['UTF-8 bytes', '65536', '65537']],
  ['attention', { tokens: ['é'.repeat(32769)] }, RangeError, ['UTF-8 bytes', '65536', '65538 bytes']],
  ['attention', { ...ok, dModel: 0 }, RangeError, ['dModel', '1 to 512', 'number 0']],
  ['attention', { ...ok, dModel: 513 }, RangeError, ['dModel', '513']],
  ['attention', { ...ok, dModel: 1e300 }, RangeError, ['dModel', '1e+300']],
  ['attention', { ...ok, dModel: NaN }, RangeError, ['dModel', 'NaN']],
  ['attention', { ...ok, dModel: '16' }, TypeError, ['dModel', 'string "16"']],
  ['attention', { ...ok, positional: 1 }, TypeError, ['positional', 'true or false', 'number 1']],
  ['attention', { ...ok, seed: -1 }, RangeError, ['seed', '0 to 4294967295', 'number -1']],
  ['attention', { ...ok, seed: 2 ** 32 }, RangeError, ['seed', '4294967296']],
  ['attention', { ...ok, seed: 0.5 }, RangeError, ['seed', '0.5']],
  ['attention', { ...ok, seed: Infinity }, RangeError, ['seed', 'Infinity']],
  ['attention', { ...ok, base: 1 }, RangeError, ['base', 'greater than 1']],
  ['attention', { ...ok, base: Infinity }, RangeError, ['base', 'Infinity']],
  ['attention', { ...ok, Positional: true }, TypeError, ['unknown option "Positional"']],
  ['permutationDemo', ok, TypeError, ['posenc.permutationDemo', 'permutation is required']],
  ['permutationDemo', { ...ok, permutation: 'abc' }, TypeError, ['permutation', 'array of indices']],
  ['permutationDemo', { ...ok, permutation: [0, 1] }, RangeError, ['permutation', 'must list 3 indices', 'got 2']],
  ['permutationDemo', { ...ok, permutation: [0, 1, 1] }, RangeError, ['permutation', 'each index once']],
  ['permutationDemo', { ...ok, permutation: [0, 1, 3] }, RangeError, ['permutation', 'from 0 to 2', 'number 3']],
  ['permutationDemo', { ...ok, permutation: [0, 1, NaN] }, RangeError, ['permutation', 'NaN']],
  ['permutationDemo', { tokens: [], permutation: [] }, RangeError, ['tokens', '1 to 256', 'got 0']],
  ['permutationDemo', { tokens: ['a', 7], permutation: [1, 0] }, TypeError, ['tokens[1]', 'number 7']],
  ['rope', undefined, TypeError, ['posenc.rope', 'options object']],
  ['rope', { rows: 1, dModel: 2 }, TypeError, ['input is required']],
  ['rope', { input: [1, 2], dModel: 2 }, TypeError, ['rows is required']],
  ['rope', { input: 'ab', rows: 1, dModel: 2 }, TypeError, ['input', 'Float32Array', 'string "ab"']],
  ['rope', { input: new Int32Array(2), rows: 1, dModel: 2 }, TypeError, ['input', 'Float32Array']],
  ['rope', { input: [1, 2, 3], rows: 1, dModel: 2 }, RangeError, ['input', 'rows * dModel = 2', 'got 3']],
  ['rope', { input: [1, '2'], rows: 1, dModel: 2 }, TypeError, ['input[1]', 'string "2"']],
  ['rope', { input: [1, NaN], rows: 1, dModel: 2 }, RangeError, ['input[1]', 'finite', 'NaN']],
  ['rope', { input: [Infinity, 1], rows: 1, dModel: 2 }, RangeError, ['input[0]', 'Infinity']],
  ['rope', { input: [1, 1e31], rows: 1, dModel: 2 }, RangeError, ['input[1]', '1e+30', '1e+31']],
  ['rope', { input: [1, 2], rows: 0, dModel: 2 }, RangeError, ['rows', '1 to 1048576', 'number 0']],
  ['rope', { input: [1, 2], rows: 1, dModel: 8193 }, RangeError, ['dModel', '1 to 8192']],
  ['rope', { input: [1, 2], rows: 1, dModel: 2, offset: -1 }, RangeError, ['offset', 'number -1']],
  ['rope', { input: [1, 2, 3, 4], rows: 2, dModel: 2, offset: 1048575 }, RangeError,
    ['offset + rows', '1048576', '1048575 + 2']],
  ['rope', { input: [], rows: 8192, dModel: 8192 }, RangeError, ['rows * dModel', '33554432', '8192 * 8192']],
  ['rope', { input: [1, 2], rows: 1, dModel: 2, base: 0.5 }, RangeError, ['base', 'greater than 1']],
];

for (const [name, options, Kind, words] of BAD) {
  test(`${name}(${show(options)}) throws ${Kind.name} naming ${words[0]}`, () => {
    assertThrowsNaming(() => pe[name](options), Kind, words);
  });
}

test('the module keeps answering correctly after every bad call, in both flavours', () => {
  for (const api of flavors) {
    const before = api.attention({ ...ok, positional: true });
    for (const [name, options] of BAD) assert.throws(() => api[name](options));
    assert.deepEqual(api.attention({ ...ok, positional: true }), before);
    const row = api.rope({ input: [1, 0], rows: 1, dModel: 2, offset: 1 });
    assert.ok(Math.abs(row[0] - Math.cos(1)) < 1e-7 && Math.abs(row[1] - Math.sin(1)) < 1e-7);
  }
});

test('the core itself rejects malformed token buffers and rope inputs with a status code', async () => {
  for (const flavor of ['simd', 'base']) {
    const { default: factory } = await import('../../web/dist/posenc-glue.js');
    const raw = await factory({ wasmBinary: readFileSync(new URL(`../../web/dist/posenc-${flavor}.wasm`, import.meta.url)) });
    const bytes = (...xs) => Uint8Array.from(xs);
    const INVALID_TOKENS = 9, INVALID_D_MODEL = 2, INVALID_ARGUMENT = 8;
    for (const tokens of [bytes(), bytes(0xff), bytes(97, 0xff), bytes(0xff, 97), bytes(97, 0xff, 0xff, 98),
      new Uint8Array(65536 + 1).fill(97), Uint8Array.from({ length: 513 }, (_, i) => (i % 2 ? 0xff : 97)),
      'abc', [97], new Int8Array(3), null]) {
      assert.equal(raw.attention(tokens, 16, false, 1, 10000), INVALID_TOKENS);
    }
    assert.equal(raw.attention(bytes(97), 513, false, 1, 10000), INVALID_D_MODEL);
    assert.equal(raw.attention(bytes(97), 4, false, 1, NaN), 3);
    assert.equal(raw.rope(new Float32Array(3), 2, 2, 10000, 0), INVALID_ARGUMENT);
    assert.equal(raw.rope([1, 2, 3, 4], 2, 2, 10000, 0), INVALID_ARGUMENT);
    assert.equal(raw.rope(new Float32Array(4), 2, 2, 10000, 1048575), 4);
    const { inputs, weights, output } = raw.attention(bytes(97, 0xff, 98), 4, true, 1, 10000);
    assert.deepEqual([inputs.length, weights.length, output.length], [2 * 4, 2 * 2, 2 * 4]);
  }
});
