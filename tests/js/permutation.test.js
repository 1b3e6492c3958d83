import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  MAX_PERMUTATION_LENGTH, isPermutation, permute, permuteRows, randomPermutation, reversal,
} from '../../web/src/index-node.js';
import { assertThrowsNaming } from './attention-helpers.js';

test('permute puts item p[i] at place i', () => {
  assert.deepEqual(permute(['man', 'bites', 'dog'], [2, 1, 0]), ['dog', 'bites', 'man']);
  assert.deepEqual(permute(['a', 'b', 'c'], [1, 2, 0]), ['b', 'c', 'a']);
  assert.deepEqual(permute([], []), []);
  assert.deepEqual(permute(Float32Array.of(5, 6), Int32Array.of(1, 0)), [6, 5]);
});

test('permuteRows moves whole rows and keeps the array type', () => {
  const m = Float32Array.of(1, 2, 3, 4, 5, 6);  // 3 rows x 2 columns
  const out = permuteRows(m, 2, [2, 0, 1]);
  assert.ok(out instanceof Float32Array);
  assert.deepEqual(Array.from(out), [5, 6, 1, 2, 3, 4]);
  assert.ok(permuteRows(Float64Array.of(1, 2), 1, [1, 0]) instanceof Float64Array);
  assert.deepEqual(permuteRows([1, 2, 3], 1, [2, 1, 0]), [3, 2, 1]);
  assert.deepEqual(Array.from(m), [1, 2, 3, 4, 5, 6], 'input unchanged');
});

test('isPermutation accepts each index once and nothing else', () => {
  assert.equal(isPermutation([2, 0, 1]), true);
  assert.equal(isPermutation([2, 0, 1], 3), true);
  assert.equal(isPermutation([], 0), true);
  assert.equal(isPermutation(Uint8Array.of(1, 0)), true);
  for (const p of [[0, 0], [1, 2], [0, 1.5], [-1, 0], [0, '1'], [0, NaN], 'ab', null, undefined, {}]) {
    assert.equal(isPermutation(p), false, JSON.stringify(p));
  }
  assert.equal(isPermutation([0, 1], 3), false);
});

test('reversal and randomPermutation build permutations; the seed fixes the shuffle', () => {
  assert.deepEqual(reversal(4), [3, 2, 1, 0]);
  assert.deepEqual(reversal(0), []);
  fc.assert(fc.property(fc.integer({ min: 0, max: 300 }), fc.nat(), (n, seed) => {
    const p = randomPermutation(n, seed);
    return isPermutation(p, n) && isPermutation(reversal(n), n) &&
      JSON.stringify(randomPermutation(n, seed)) === JSON.stringify(p);
  }), { seed: 1, numRuns: 100 });
  assert.notDeepEqual(randomPermutation(20, 1), randomPermutation(20, 2));
  assert.deepEqual(randomPermutation(5), randomPermutation(5, 1));
});

test('randomPermutation is close to uniform over the 6 orders of 3 items', () => {
  const counts = new Map();
  for (let seed = 0; seed < 6000; seed++) {
    const key = randomPermutation(3, seed).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  assert.equal(counts.size, 6);
  for (const count of counts.values()) assert.ok(count > 850 && count < 1150, `${count}`);
});

// [call, error type, words the message must contain]
const BAD = [
  [() => permute(['a', 'b'], [0, 0]), RangeError, ['posenc.permute', 'p', 'each index once', 'index 1']],
  [() => permute(['a', 'b'], [0, 1, 2]), RangeError, ['p', 'must list 2 indices', 'got 3']],
  [() => permute(['a', 'b'], [0, 2]), RangeError, ['p', 'from 0 to 1', 'number 2']],
  [() => permute(['a', 'b'], [0, 0.5]), RangeError, ['p', 'number 0.5']],
  [() => permute(['a', 'b'], [0, '1']), RangeError, ['p', 'string "1"']],
  [() => permute(['a', 'b'], 'ab'), TypeError, ['p', 'array of indices', 'string "ab"']],
  [() => permute('ab', [1, 0]), TypeError, ['items', 'must be an array']],
  [() => permuteRows(Float32Array.of(1, 2, 3), 2, [1, 0]), RangeError, ['values', '2 * 2 = 4', 'got 3']],
  [() => permuteRows(Float32Array.of(1, 2), 0, [1, 0]), RangeError, ['cols', 'number 0']],
  [() => permuteRows(Float32Array.of(1, 2), 1, [1, 1]), RangeError, ['p', 'each index once']],
  [() => permuteRows('12', 1, [1, 0]), TypeError, ['values', 'Float32Array']],
  [() => permuteRows([1, 2], 1, null), TypeError, ['p', 'null']],
  [() => reversal(-1), RangeError, ['posenc.reversal', 'n', 'number -1']],
  [() => reversal(MAX_PERMUTATION_LENGTH + 1), RangeError, ['n', String(MAX_PERMUTATION_LENGTH), '1048577']],
  [() => reversal(1e300), RangeError, ['n', '1e+300']],
  [() => reversal(Infinity), RangeError, ['n', 'Infinity']],
  [() => reversal('3'), TypeError, ['n', 'string "3"']],
  [() => reversal(), TypeError, ['n is required']],
  [() => randomPermutation(3, -1), RangeError, ['posenc.randomPermutation', 'seed', 'number -1']],
  [() => randomPermutation(3, 2 ** 32), RangeError, ['seed', '4294967295']],
  [() => randomPermutation(3, NaN), RangeError, ['seed', 'NaN']],
  [() => randomPermutation(2.5, 1), RangeError, ['n', '2.5']],
  [() => isPermutation([0], -2), RangeError, ['posenc.isPermutation', 'n', 'number -2']],
  [() => isPermutation([0], 'x'), TypeError, ['n', 'string "x"']],
];

for (const [call, Kind, words] of BAD) {
  test(`${call.toString().slice(6)} throws ${Kind.name} naming ${words[0]}`, () => {
    assertThrowsNaming(call, Kind, words);
  });
}
