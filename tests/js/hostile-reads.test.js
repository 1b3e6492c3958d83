// Arrays that lie: Proxies whose length or items change between reads, typed
// arrays with a faked length, tag or set. Every function reads a caller's
// array once (length first, then each item once), checks what it read and
// works on that copy; a typed array's length and class are its real ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_PERMUTATION_LENGTH, isPermutation, permute, permuteRows } from '../../web/src/index-node.js';
import { bothFlavors } from './helpers.js';

const flavors = await bothFlavors();

/**
 * A Proxy of `items` that answers `items` at the first read of each index
 * and of `length`, and `later(key)` at every read after that; it counts reads.
 * @param {unknown[]} items @param {(key: string) => unknown} later
 */
function shifting(items, later) {
  const reads = new Map();
  const proxy = new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key !== 'string' || !(key === 'length' || /^\d+$/.test(key))) return Reflect.get(target, key, receiver);
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return reads.get(key) === 1 ? target[key] : later(key);
    },
  });
  return { proxy, reads, maxReads: () => Math.max(...reads.values()) };
}

for (const pe of flavors) {
  test(`${pe.flavor}: rope reads its input once: values or a length that change later change nothing`, () => {
    const values = Array.from({ length: 12 }, (_, i) => (i + 1) / 16);
    const clean = pe.rope({ input: values, rows: 2, dModel: 6, offset: 3 });
    for (const later of [() => NaN, () => 1e38, (key) => (key === 'length' ? 1e9 : 0), () => 'x']) {
      const { proxy, maxReads } = shifting(values, later);
      assert.deepEqual(pe.rope({ input: proxy, rows: 2, dModel: 6, offset: 3 }), clean);
      assert.equal(maxReads(), 1, 'each item and the length read once');
    }
  });

  test(`${pe.flavor}: attention and permutationDemo read tokens and permutation once`, () => {
    const tokens = ['dog', 'bites', 'man'];
    const clean = pe.attention({ tokens, positional: true });
    const swapped = shifting(tokens, (key) => (key === 'length' ? 200 : 5));
    assert.deepEqual(pe.attention({ tokens: swapped.proxy, positional: true }), clean);
    assert.equal(swapped.maxReads(), 1);
    const demo = pe.permutationDemo({ tokens, permutation: [2, 1, 0] });
    const order = shifting([2, 1, 0], (key) => (key === 'length' ? 1e9 : 0));
    const words = shifting(tokens, () => 7);
    assert.deepEqual(pe.permutationDemo({ tokens: words.proxy, permutation: order.proxy }), demo);
    assert.equal(order.maxReads(), 1);
    assert.equal(words.maxReads(), 1);
  });

  test(`${pe.flavor}: an out array with a faked length or set is judged by its real length and filled for real`, () => {
    const short = new Float32Array(6);
    Object.defineProperty(short, 'length', { value: 12 });
    assert.throws(() => pe.encode({ positions: 3, dModel: 4, out: short }),
      /^RangeError: posenc\.encode: out must have positions \* dModel = 12 elements; got a Float32Array of length 6\.$/);
    class Liar extends Float32Array { get length() { return 9; } }
    assert.throws(() => pe.similarity({ positions: 3, dModel: 4, out: new Liar(4) }),
      /posenc\.similarity: out must have positions \* positions = 9 elements; got a Float32Array of length 4/);
    const pixels = new Uint8ClampedArray(4);
    Object.defineProperty(pixels, 'length', { value: 8 });
    assert.throws(() => pe.colorize({ values: new Float32Array(2), out: pixels }),
      /posenc\.colorize: out must have 4 \* values\.length = 8 elements; got a Uint8ClampedArray of length 4/);
    const values = new Float32Array([0, 1]);
    Object.defineProperty(values, 'length', { value: 1 });
    assert.equal(pe.colorize({ values }).length, 8, 'values are as long as they really are');
    const out = new Float32Array(12);
    out.set = () => {};
    assert.equal(pe.encode({ positions: 3, dModel: 4, out })[1], 1, 'the result is written whatever out.set says');
    const view = new DataView(new ArrayBuffer(48));
    Object.defineProperty(view, Symbol.toStringTag, { value: 'Float32Array' });
    assert.throws(() => pe.encode({ positions: 3, dModel: 4, out: view }), /^TypeError: posenc\.encode: out must be a Float32Array/);
  });
}

test('permute and permuteRows read the permutation once and apply what they checked', () => {
  const p = shifting([2, 0, 1], (key) => (key === 'length' ? 1e9 : 5));
  assert.deepEqual(permute(['a', 'b', 'c'], p.proxy), ['c', 'a', 'b']);
  assert.equal(p.maxReads(), 1);
  const rows = shifting([1, 0], (key) => (key === 'length' ? 2 : 7));
  assert.deepEqual(permuteRows([1, 2, 3, 4], 2, rows.proxy), [3, 4, 1, 2]);
  assert.ok(rows.maxReads() <= 2, 'the length is read again only to compare it with the first read');
  const grows = shifting([1, 0], (key) => (key === 'length' ? 3 : 0));
  assert.throws(() => permuteRows([1, 2, 3, 4], 2, grows.proxy), /posenc\.permuteRows: p must list 2 indices \(one per item\); got 3/);
});

test('every permutation helper takes the same largest length: 2^20 items', () => {
  const big = MAX_PERMUTATION_LENGTH + 1;
  const items = { length: 4 * MAX_PERMUTATION_LENGTH };
  assert.throws(() => permute(Array.from(items), []), /^RangeError: posenc\.permute: items\.length must be an integer from 0 to 1048576; got number 4194304\./);
  assert.throws(() => isPermutation(new Array(big)), /^RangeError: posenc\.isPermutation: n must be an integer from 0 to 1048576/);
  assert.throws(() => permuteRows(new Float32Array(big), 1, new Array(big)), /^RangeError: posenc\.permuteRows: p\.length must be an integer from 0 to 1048576/);
  const largest = Array.from({ length: MAX_PERMUTATION_LENGTH }, (_, i) => MAX_PERMUTATION_LENGTH - 1 - i);
  assert.equal(isPermutation(largest), true);
  assert.equal(permute(largest, largest).at(-1), MAX_PERMUTATION_LENGTH - 1);
});
