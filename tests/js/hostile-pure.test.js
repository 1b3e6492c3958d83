// The hostile-input corpus through every argument of the pure helpers
// exported next to init() (no wasm): each call returns a valid result or
// throws a TypeError/RangeError that names the function.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPermutation, permute, permuteRows, randomPermutation, reversal } from '../../web/src/index-node.js';
import { HOSTILE_VALUES, label } from '../fixtures/hostile-inputs.js';

const isPerm = (p, n) => Array.isArray(p) && p.length === n && new Set(p).size === n && p.every((i) => Number.isInteger(i) && i >= 0 && i < n);

/** [name, valid arguments, check of a result given the arguments] */
const HELPERS = [
  ['isPermutation', [[2, 0, 1], 3], (r) => typeof r === 'boolean'],
  ['permute', [['a', 'b', 'c'], [2, 0, 1]], (r, [items]) => Array.isArray(r) && r.length === items.length],
  ['permuteRows', [new Float32Array(6), 2, [2, 0, 1]], (r, [values]) => r.length === values.length],
  ['reversal', [4], (r, [n]) => isPerm(r, n)],
  ['randomPermutation', [5, 7], (r, [n]) => isPerm(r, n)],
];
const FUNCTIONS = { isPermutation, permute, permuteRows, reversal, randomPermutation };

for (const [name, valid, check] of HELPERS) {
  test(`${name} answers every hostile value in every argument with a result or a named error`, () => {
    for (let arg = 0; arg < valid.length; arg++) {
      for (const value of HOSTILE_VALUES) {
        const args = valid.map((v, i) => (i === arg ? value : v));
        let result;
        try {
          result = FUNCTIONS[name](...args);
        } catch (error) {
          assert.ok(error instanceof TypeError || error instanceof RangeError, `${label(value)}: ${error}`);
          assert.ok(error.message.startsWith(`posenc.${name}: `), error.message);
          assert.ok(error.message.length < 400);
          continue;
        }
        assert.ok(check(result, args), `${name} argument ${arg} = ${label(value)}`);
      }
    }
  });
}

test('huge lengths are refused before any work on them', () => {
  assert.throws(() => reversal(2 ** 31), RangeError);
  assert.throws(() => randomPermutation(1e9), RangeError);
  assert.throws(() => isPermutation(new Array(1e9)), RangeError);
  assert.throws(() => permuteRows(new Float32Array(4), 2 ** 31 - 1, [0]), RangeError);
});
