// Typed sentences: every hostile text of the corpus through the tokenizer and
// the attention layer (what the lesson does with a learner's sentence), and
// hostile token lists. Text is data: nothing is parsed, nothing is lost
// silently (truncation is reported), no call throws for a string.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tokenize } from '../../web/src/index-node.js';
import { HOSTILE_TEXTS, HOSTILE_VALUES, label } from '../fixtures/hostile-inputs.js';
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
