// The offset head through the JS API: the band at offset k for the
// sinusoidal code at every position, checked against a float64 evaluation of
// sum_i cos((p - k - q) w_i); the four terms with words; the naive codes'
// failure; both flavours bit for bit; and the option checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bothFlavors } from './helpers.js';

const flavors = await bothFlavors();
const SENTENCE = 'the dog that the man saw bit the cat that sat on the warm mat .'.split(' ');

/** The row p's argmax. @param {Float32Array} m @param {number} n @param {number} p */
function peak(m, n, p) {
  let best = 0;
  for (let q = 1; q < n; q++) if (m[p * n + q] > m[p * n + best]) best = q;
  return best;
}

test('limits name the offset head caps', () => {
  for (const pe of flavors) {
    assert.equal(pe.limits.maxHeadPositions, 128);
    assert.equal(pe.limits.maxHeadDModel, 128);
    assert.equal(pe.limits.maxHeadScale, 100);
  }
});

test('the sinusoidal head scores sum_i cos((p - k - q) w_i) and peaks at p - k in every row', () => {
  for (const pe of flavors) {
    for (const [n, dModel, k] of [[64, 64, 3], [16, 16, 1], [40, 32, -2], [64, 64, 0]]) {
      const head = pe.offsetHead({ positions: n, dModel, k });
      const w = pe.frequencies({ dModel });
      let worst = 0;
      for (let p = 0; p < n; p++) {
        for (let q = 0; q < n; q++) {
          let want = 0;
          for (const wi of w) want += Math.cos((p - k - q) * wi);
          worst = Math.max(worst, Math.abs(head.scores[p * n + q] - want));
        }
        if (p - k >= 0 && p - k < n) assert.equal(peak(head.weights, n, p), p - k, `row ${p}`);
      }
      assert.ok(worst < 1e-5 * dModel, `max error ${worst}`);
      assert.equal(head.rows, n - Math.abs(k));
      assert.equal(head.hits, head.rows);
      assert.equal(head.bandShare, 1);
      assert.ok(head.residual < 1e-6, `residual ${head.residual}`);
      assert.deepEqual(head.map, pe.rotation({ k: -k, dModel }));
      assert.equal(head.terms, null);
    }
  }
});

test('the same two matrices give the band at position 50 as at position 5', () => {
  const [pe] = flavors;
  const head = pe.offsetHead({ positions: 64, dModel: 64, k: 3 });
  assert.equal(peak(head.weights, 64, 5), 2);
  assert.equal(peak(head.weights, 64, 50), 47);
  // The band's profile is the same in both rows: it depends on q - (p - k) only.
  for (let offset = -2; offset <= 2; offset++) {
    const a = head.scores[5 * 64 + 2 + offset], b = head.scores[50 * 64 + 47 + offset];
    assert.ok(Math.abs(a - b) < 1e-5, `${a} vs ${b}`);
  }
});

test('weights are softmax(scale * scores) by rows', () => {
  const [pe] = flavors;
  const n = 20, scale = 3.5;
  const head = pe.offsetHead({ positions: n, dModel: 16, k: 2, scale });
  for (let p = 0; p < n; p++) {
    const row = Array.from(head.scores.subarray(p * n, (p + 1) * n));
    const top = Math.max(...row);
    const exps = row.map((s) => Math.exp(scale * (s - top)));
    const sum = exps.reduce((a, b) => a + b, 0);
    exps.forEach((e, q) => assert.ok(Math.abs(head.weights[p * n + q] - e / sum) < 1e-6));
  }
});

test('with words the score splits into four terms, and the position term is the head without words', () => {
  for (const pe of flavors) {
    const n = SENTENCE.length;
    const worded = pe.offsetHead({ tokens: SENTENCE, dModel: 32, k: 2 });
    const plain = pe.offsetHead({ positions: n, dModel: 32, k: 2 });
    assert.ok(worded.terms);
    const { wordWord, wordPosition, positionWord, positionPosition } = worded.terms;
    for (let i = 0; i < n * n; i++) {
      const sum = wordWord[i] + wordPosition[i] + positionWord[i] + positionPosition[i];
      assert.ok(Math.abs(worded.scores[i] - sum) < 1e-4);
    }
    assert.deepEqual(positionPosition, plain.scores);
    assert.equal(plain.hits, n - 2);
  }
});

test('the naive codes have no single matrix: the fitted head misses the band', () => {
  for (const pe of flavors) {
    const sinusoidal = pe.offsetHead({ positions: 64, dModel: 64, k: 3 });
    const index = pe.offsetHead({ positions: 64, dModel: 64, k: 3, code: 'index' });
    const binary = pe.offsetHead({ positions: 64, dModel: 64, k: 3, code: 'binary' });
    // The lesson's section 5 states these: all 61 rows for the sines, none for either naive code.
    assert.deepEqual([sinusoidal.hits, sinusoidal.rows], [61, 61]);
    assert.deepEqual([index.hits, index.rows], [0, 61]);
    assert.deepEqual([binary.hits, binary.rows], [0, 61]);
    assert.ok(index.residual > 0.01 && binary.residual > 0.1);
    assert.ok(sinusoidal.residual < 1e-6);
  }
});

test('both flavours compute the same head, bit for bit', () => {
  const [simd, base] = flavors;
  for (const code of /** @type {const} */ (['sinusoidal', 'index', 'binary'])) {
    const options = { tokens: SENTENCE, dModel: 24, k: 4, scale: 2, code, seed: 5 };
    const a = simd.offsetHead(options), b = base.offsetHead(options);
    assert.deepEqual(a.weights, b.weights);
    assert.deepEqual(a.map, b.map);
    assert.deepEqual(a.terms, b.terms);
    assert.equal(a.hits, b.hits);
  }
});

test('offsetHead checks its options with named TypeErrors and RangeErrors', () => {
  const [pe] = flavors;
  const cases = [
    [{ k: 1 }, TypeError, /positions is required without tokens/],
    [{ positions: 1 }, RangeError, /positions must be an integer from 2 to 128/],
    [{ positions: 129 }, RangeError, /positions/],
    [{ positions: 16, k: 16 }, RangeError, /k must be an integer from -15 to 15/],
    [{ positions: 16, k: 1.5 }, RangeError, /k must be an integer/],
    [{ positions: 16, dModel: 7 }, RangeError, /dModel must be an even integer from 2 to 128/],
    [{ positions: 16, dModel: 130 }, RangeError, /dModel/],
    [{ positions: 16, scale: 0 }, RangeError, /scale must be a finite number greater than 0 and at most 100/],
    [{ positions: 16, scale: 101 }, RangeError, /scale/],
    [{ positions: 16, scale: NaN }, RangeError, /scale/],
    [{ positions: 16, code: 'learned' }, RangeError, /code must be "sinusoidal" or "index" or "binary"/],
    [{ positions: 16, code: 1 }, TypeError, /code/],
    [{ tokens: 'the dog' }, TypeError, /tokens must be an array of strings/],
    [{ tokens: ['dog'] }, RangeError, /tokens must hold 2 to 128 words/],
    [{ tokens: ['dog', ''] }, RangeError, /tokens\[1\] must be a non-empty string/],
    [{ tokens: ['dog', 3] }, TypeError, /tokens\[1\] must be a string/],
    [{ tokens: ['a', 'b', 'c'], positions: 4 }, RangeError, /positions must equal tokens.length \(3\)/],
    [{ tokens: Array(129).fill('a') }, RangeError, /tokens must hold 2 to 128 words/],
    [{ positions: 16, typo: 1 }, TypeError, /unknown option "typo"/],
  ];
  for (const [options, Kind, message] of cases) {
    assert.throws(() => pe.offsetHead(/** @type {any} */ (options)), (error) =>
      error instanceof Kind && /^posenc\.offsetHead: /.test(error.message) && message.test(error.message),
    JSON.stringify(options));
  }
  assert.equal(pe.offsetHead({ positions: 16 }).k, 1);
});

test('the element never asks the layer for more token bytes than it reads: a text of long words falls back to the default, said', async () => {
  const { PosencOffsetHead, headWords } = await import('../../web/src/widgets/offset-head.js');
  const { OFFSET_HEAD_TEXT } = await import('../../web/src/widgets/schemas.js');
  const { LIMITS } = await import('../../web/src/core/boundary.js');
  const long = '\u0436'.repeat(1000); // one word of 1,000 letters, 2,000 UTF-8 bytes: 128,000 bytes over 64 positions
  const cut = PosencOffsetHead.constrain({ sentence: long, positions: 64 });
  assert.equal(cut.values.sentence, OFFSET_HEAD_TEXT);
  assert.match(cut.warnings[0], /^sentence: its words, repeated over 64 positions, take 128000 bytes, more than the 65536/);
  const bytes = headWords(OFFSET_HEAD_TEXT, 64).reduce((sum, w) => sum + new TextEncoder().encode(w).length, 0);
  assert.ok(bytes <= LIMITS.maxTokenBytes);
  const kept = PosencOffsetHead.constrain({ sentence: 'the dog bites the man', positions: 64 });
  assert.deepEqual(kept, { values: { sentence: 'the dog bites the man', positions: 64 }, warnings: [] });
});
