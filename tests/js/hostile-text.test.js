// Typed sentences: every hostile text of the corpus through the tokenizer and
// the attention layer (what the lesson does with a learner's sentence), and
// hostile token lists. Text is data: nothing is parsed, nothing is lost
// silently (truncation is reported), no call throws for a string.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { tokenize } from '../../web/src/index-node.js';
import { CONTEXT, WINDOW } from '../../web/src/text/tokenize.js';
import { HOSTILE_TEXTS, HOSTILE_VALUES, droppedRuns, label } from '../fixtures/hostile-inputs.js';
import { bothFlavors } from './helpers.js';

const flavors = await bothFlavors();
const INVISIBLE = /^[\p{White_Space}\p{Cf}]+$/u;

for (const text of HOSTILE_TEXTS) {
  test(`tokenize and attention take ${label(text)} as plain text`, () => {
    for (const maxTokens of [1, 64, 256]) {
      const { tokens, truncated } = tokenize(text, { maxTokens });
      assert.ok(tokens.length <= maxTokens);
      assert.ok(tokens.every((t) => typeof t === 'string' && t.length > 0 && !INVISIBLE.test(t)));
      if (!truncated) {
        // Nothing but white space and invisible characters was dropped.
        const kept = tokens.join('');
        const visible = text.toLowerCase().replace(/[\p{White_Space}\p{Cf}]/gu, '');
        assert.equal(kept.replace(/[\p{White_Space}\p{Cf}]/gu, ''), visible);
      }
      if (tokens.length === 0) continue;
      for (const pe of flavors) {
        const r = pe.attention({ tokens, positional: true });
        assert.equal(r.n, tokens.length);
        for (let t = 0; t < r.n; t++) {
          const row = r.weights.subarray(t * r.n, (t + 1) * r.n);
          assert.ok(Math.abs(row.reduce((a, b) => a + b, 0) - 1) < 1e-5);
        }
      }
    }
  });
}

test('tokenize rejects every non-string text with a TypeError naming it', () => {
  for (const value of HOSTILE_VALUES.filter((v) => typeof v !== 'string')) {
    assert.throws(() => tokenize(value), (error) =>
      error instanceof TypeError && /^posenc\.tokenize: text must be a string/.test(error.message), label(value));
  }
});

for (const pe of flavors) {
  test(`${pe.flavor}: hostile token lists are named errors, answered before any work on their size`, () => {
    const cases = [
      [[], RangeError, /tokens must hold 1 to 256/],
      [new Array(1e9), RangeError, /tokens must hold 1 to 256/],
      [Array(257).fill('w'), RangeError, /tokens must hold 1 to 256/],
      [['a', '', 'b'], RangeError, /tokens\[1\] must be a non-empty string/],
      [['a', , 'b'], TypeError, /tokens\[1\] must be a string/], // eslint-disable-line no-sparse-arrays
      [['a', 5], TypeError, /tokens\[1\] must be a string/],
      [['x'.repeat(70000)], RangeError, /UTF-8 bytes of all tokens/],
      [Array(200).fill('é'.repeat(200)), RangeError, /UTF-8 bytes of all tokens/],
    ];
    for (const [tokens, Kind, message] of cases) {
      assert.throws(() => pe.attention({ tokens }), (error) => error instanceof Kind && message.test(error.message));
    }
    assert.throws(() => pe.permutationDemo({ tokens: ['a', 'b'], permutation: new Array(1e9) }), RangeError);
    assert.throws(() => pe.permutationDemo({ tokens: ['a', 'b'], permutation: [0, 0] }), RangeError);
    assert.equal(pe.attention({ tokens: ['ok'] }).n, 1);
  });
}

test('long runs of dropped segments cost work in proportion to the characters scanned', () => {
  // Structural, not timed: V8's segment iterator costs time in proportion to
  // the length of the string it segments at every step, so the work is
  // counted as the sum, over every step, of that length.
  let work = 0;
  const segment = Intl.Segmenter.prototype.segment;
  Intl.Segmenter.prototype.segment = function (text) {
    const segments = segment.call(this, text);
    return { *[Symbol.iterator]() { for (const s of segments) { work += text.length; yield s; } } };
  };
  const perCharacter = 2 * (WINDOW + 2 * CONTEXT);
  try {
    for (const text of droppedRuns(131072)) {
      work = 0;
      const { tokens, truncated } = tokenize(text, { maxTokens: 256 });
      assert.deepEqual(tokens, text.endsWith('word') ? ['word'] : [], label(text));
      assert.equal(truncated, false);
      assert.ok(work <= perCharacter * text.length, `${label(text)}: ${work / text.length} per character`);
    }
    work = 0;
    const word = 'x'.repeat(100000);
    assert.deepEqual(tokenize(`${word} y`).tokens, [word, 'y'], 'a word longer than the window is one token');
    assert.ok(work <= perCharacter * word.length);
    work = 0;
    tokenize('a '.repeat(500000), { maxTokens: 256 });
    assert.ok(work <= perCharacter * 1024, 'a long text costs only the characters read up to the last token kept');
  } finally {
    Intl.Segmenter.prototype.segment = segment;
  }
});

/**
 * One pass of the segmenter over the whole text, each Han character then a
 * token of its own: what tokenize must equal.
 */
function onePass(text, maxTokens) {
  const tokens = [];
  for (const { segment } of new Intl.Segmenter('und', { granularity: 'word' }).segment(text)) {
    for (const piece of segment.match(/\p{Script=Han}\p{M}*|\P{Script=Han}+/gu)) {
      if (INVISIBLE.test(piece)) continue;
      if (tokens.length === maxTokens) return { tokens, truncated: true };
      tokens.push(piece.toLowerCase());
    }
  }
  return { tokens, truncated: false };
}

test('tokenize in windows finds the tokens of one segmenter pass over the whole text', () => {
  const parts = ['a', 'Z', '1', "'", '.', ',', ':', ' ', '\n', '\r', '\t', '\u200B', '\u200D', '\u0301', '\u00AD',
    '🇫🇷', '🇩', '❤️', '👩‍👩‍👧', '猫', 'が', 'ไทย', 'カタカナ', '_', 'é', 'א', '"', '\u202F', '\u00A0'];
  fc.assert(fc.property(fc.array(fc.constantFrom(...parts), { minLength: 100, maxLength: 1200 }), (pieces) => {
    const text = pieces.join('');
    assert.deepEqual(tokenize(text, { maxTokens: 256 }), onePass(text, 256));
  }), { seed: 7, numRuns: 150 });
  // Short texts of ASCII letters, spaces and some marks take a path without the segmenter.
  fc.assert(fc.property(fc.array(fc.constantFrom('a', 'Z', 'dog', ' ', '  ', '.', ',', ';', ':', '!', '?', "'"),
    { maxLength: 60 }), (pieces) => {
    const text = pieces.join('');
    assert.deepEqual(tokenize(text, { maxTokens: 256 }), onePass(text, 256));
  }), { seed: 7, numRuns: 2000 });
  // So do texts of Han characters and spaces.
  fc.assert(fc.property(fc.array(fc.constantFrom('狗', '咬', '人', '狗咬', '我家', ' ', '  '), { maxLength: 60 }), (pieces) => {
    const text = pieces.join('');
    assert.deepEqual(tokenize(text, { maxTokens: 256 }), onePass(text, 256));
  }), { seed: 7, numRuns: 500 });
  for (const text of ["don't", 'a.b', 'e.g.', 'a:b', 'dog .', 'dog. cat', '..', "'a'", 'a,b', 'Hi!?',
    'the dog , and the cat .'.repeat(44)]) {
    assert.deepEqual(tokenize(text, { maxTokens: 256 }), onePass(text, 256), text);
  }
  const prose = 'The quick fox: "can\'t" stop; it\'s 3.14 and 1,000.5 miles! 🇫🇷🇩🇪 👩‍👩‍👧 naïve e\u0301 ' +
    'ภาษาไทยง่ายนิดเดียว 日本語の文章です。 ';
  for (const text of [prose.repeat(20), 'ภาษาไทยง่ายนิดเดียว'.repeat(60), '🇫🇷'.repeat(301), "a'".repeat(600)]) {
    assert.deepEqual(tokenize(text, { maxTokens: 256 }), onePass(text, 256));
  }
});
