// The offset head through the JS API: the band at offset k for the
// sinusoidal code at every position, checked against a float64 evaluation of
// sum_i cos((p - k - q) w_i); the four terms with words, how they break the
// band and how concatenation or a position weight keeps it; the naive codes'
// failure, even with an exact shifted query; both flavours bit for bit; and
// the option checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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

/** The figure's own words: its default text over 64 positions. */
const figureWords = async () => {
  const { headWords } = await import('../../web/src/widgets/offset-head.js');
  const { OFFSET_HEAD_TEXT } = await import('../../web/src/widgets/schemas.js');
  return headWords(OFFSET_HEAD_TEXT, 64);
};

test('added words break the hand-built head: word·word at q = p outweighs the band\'s rise over its neighbours', async () => {
  const tokens = await figureWords();
  for (const pe of flavors) {
    const three = pe.offsetHead({ tokens, k: 3 });
    // Measured: 5 of 61 rows keep p − 3, 46 of 64 attend to themselves; at k = 1 none of 63.
    assert.deepEqual([three.hits, three.rows, three.selfHits], [5, 61, 46]);
    assert.deepEqual([pe.offsetHead({ tokens, k: 1 }).hits, pe.offsetHead({ tokens, k: 1 }).rows], [0, 63]);
    // The sizes, against the terms themselves and the band's closed form.
    const n = 64, { wordWord, positionPosition } = /** @type {any} */ (three.terms);
    const diagonal = Array.from({ length: n }, (_, p) => wordWord[p * n + p]);
    assert.deepEqual(three.wordSelf, { low: Math.min(...diagonal), high: Math.max(...diagonal) });
    let beside = 0;
    for (const w of pe.frequencies({ dModel: 64 })) beside += Math.cos(w);
    assert.ok(Math.abs(three.band.peak - 32) < 1e-4 && Math.abs(three.band.beside - beside) < 1e-4);
    assert.equal(three.band.peak, Math.min(...Array.from({ length: 61 }, (_, r) => positionPosition[(r + 3) * n + r])));
    assert.ok(three.wordSelf.high > three.band.peak - 1 && three.band.peak - three.band.beside < 1.1);
  }
});

test('a head keeps its band when it reads position apart from the word: concatenated, or weighted', async () => {
  const tokens = await figureWords();
  for (const pe of flavors) {
    const plain = pe.offsetHead({ positions: 64, k: 3 });
    const joined = pe.offsetHead({ tokens, k: 3, mix: 'concat' });
    assert.deepEqual([joined.hits, joined.rows], [61, 61]);
    const { wordWord, wordPosition, positionWord, positionPosition } = /** @type {any} */ (joined.terms);
    for (const term of [wordWord, wordPosition, positionWord]) assert.ok(term.every((x) => x === 0));
    assert.deepEqual(positionPosition, plain.scores);
    assert.deepEqual(joined.scores, plain.scores);
    assert.deepEqual(joined.wordSelf, { low: 0, high: 0 });
    // The weight w scales the terms by 1, w, w, w² (2: exact), and from 16 the band wins every row.
    const one = pe.offsetHead({ tokens, k: 3 }), two = pe.offsetHead({ tokens, k: 3, positionWeight: 2 });
    const factors = { wordWord: 1, wordPosition: 2, positionWord: 2, positionPosition: 4 };
    for (const [key, f] of Object.entries(factors)) {
      assert.deepEqual(/** @type {any} */ (two.terms)[key], /** @type {any} */ (one.terms)[key].map((x) => f * x), key);
    }
    assert.deepEqual([pe.offsetHead({ tokens, k: 3, positionWeight: 15 }).hits], [60]);
    assert.deepEqual([pe.offsetHead({ tokens, k: 3, positionWeight: 16 }).hits], [61]);
    // Without words the weight only sharpens the softmax: the scores grow by w².
    assert.deepEqual(pe.offsetHead({ positions: 64, k: 3, positionWeight: 2 }).scores, plain.scores.map((x) => 4 * x));
  }
});

test('an exact shifted query does not save a naive code: its rows differ in length', () => {
  for (const pe of flavors) {
    const sines = pe.offsetHead({ positions: 64, k: 3 });
    assert.equal(sines.shiftedHits, 61);
    for (const x of [sines.codeLength.low, sines.codeLength.high]) assert.ok(Math.abs(x - Math.sqrt(32)) < 1e-6);
    const index = pe.offsetHead({ positions: 64, k: 3, code: 'index' });
    const binary = pe.offsetHead({ positions: 64, k: 3, code: 'binary' });
    assert.deepEqual([index.shiftedHits, binary.shiftedHits], [0, 0]);
    assert.deepEqual(index.codeLength, { low: 0, high: 63 * 8 });
    assert.equal(binary.codeLength.low, 0);
    assert.ok(Math.abs(binary.codeLength.high - Math.sqrt(6)) < 1e-12);
  }
});

test('a fit to a zero target reports no relative residual (null), not a perfect one', () => {
  for (const pe of flavors) {
    for (const code of /** @type {const} */ (['index', 'binary'])) {
      const back = pe.offsetHead({ positions: 2, k: 1, code });
      assert.deepEqual([back.hits, back.rows, back.residual], [0, 1, null]);
      assert.ok(Math.abs(/** @type {number} */ (pe.offsetHead({ positions: 2, k: -1, code }).residual) - 1) < 1e-6);
    }
  }
});

test('both flavours compute the same head, bit for bit', () => {
  const [simd, base] = flavors;
  for (const code of /** @type {const} */ (['sinusoidal', 'index', 'binary'])) {
    const options = { tokens: SENTENCE, dModel: 24, k: 4, scale: 2, code, seed: 5, positionWeight: 1.5 };
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
    [{ positions: 16, mix: 'stack' }, RangeError, /mix must be "add" or "concat"/],
    [{ positions: 16, positionWeight: 0 }, RangeError, /positionWeight must be a finite number greater than 0 and at most 32/],
    [{ positions: 16, positionWeight: 33 }, RangeError, /positionWeight/],
    [{ positions: 16, positionWeight: '2' }, TypeError, /positionWeight/],
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

/** Section 5 of the lesson: its HTML, and its text with tags dropped and white space squashed. */
const sectionFive = () => {
  const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
  const start = html.indexOf('<section id="attend-back"');
  return { html: html.slice(start, html.indexOf('</section>', start)),
    text: html.slice(start, html.indexOf('</section>', start)).replace(/<[^>]*>/g, '').replace(/\s+/g, ' ') };
};

test('section 5 states what the module computes: the naive codes at k = 3, and the sines\' one length', async () => {
  const { text } = sectionFive();
  const [pe] = flavors;
  assert.match(text, /At k=3 they send none of the 61 rows to p−k\./);
  for (const code of /** @type {const} */ (['index', 'binary'])) {
    const head = pe.offsetHead({ positions: 64, dModel: 64, k: 3, code });
    assert.deepEqual([head.hits, head.rows, head.shiftedHits], [0, 61, 0], code);
  }
  assert.match(text, /even that exact code misses: a dot product peaks at equality only among codes of one length, like the sines' d\/2\./);
  const sines = pe.offsetHead({ positions: 64, dModel: 64, k: 3 });
  assert.equal(sines.shiftedHits, sines.rows);
  assert.ok(sines.codeLength.high - sines.codeLength.low < 1e-6);
});

test('section 5 names the four terms one way and keeps within its words', async () => {
  const { html, text } = sectionFive();
  assert.match(text, /four terms, word·word, word·position, position·word and position·position\./);
  assert.doesNotMatch(text, /word terms|e·e|PE·PE|e·PE|PE·e/);
  // The words the section had before the head's repair: no longer than that.
  const { proseWords } = await import('../../scripts/prose-words.mjs');
  assert.ok(proseWords(`<main>${html}</section></main>`)['attend-back'] <= 265);
});
