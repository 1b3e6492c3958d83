import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { bothFlavors } from './helpers.js';
import { documentedEmbedding, maxDiff, rows } from './attention-helpers.js';
import { MAX_TOKENS, permute, permuteRows, randomPermutation, reversal } from '../../web/src/index-node.js';

const flavors = await bothFlavors();
const MAN_BITES_DOG = ['man', 'bites', 'dog'];
const VOCABULARY = ['man', 'bites', 'dog', 'the', 'cat', 'saw', '.', 'Hund', '猫', '🐕', 'mat', 'on'];

test('limits name the attention caps, and tokenize uses the same token cap', () => {
  for (const pe of flavors) {
    assert.equal(pe.limits.maxTokens, 256);
    assert.equal(pe.limits.maxTokens, MAX_TOKENS);
    assert.equal(pe.limits.maxTokenBytes, 65536);
    assert.equal(pe.limits.maxAttentionDModel, 512);
  }
});

test('both flavours compute the same attention, bit for bit', () => {
  const [simd, base] = flavors;
  for (const positional of [false, true]) {
    const options = { tokens: ['the', 'dog', 'saw', 'the', 'cat', '.'], dModel: 24, positional, seed: 9 };
    const a = simd.attention(options), b = base.attention(options);
    assert.deepEqual(a.output, b.output);
    assert.deepEqual(a.weights, b.weights);
    assert.deepEqual(a.inputs, b.inputs);
  }
});

for (const pe of flavors) {
  test(`${pe.flavor}: attention returns fresh arrays of the documented shapes and defaults`, () => {
    const r = pe.attention({ tokens: MAN_BITES_DOG });
    assert.equal(r.n, 3);
    assert.equal(r.dModel, 16);
    assert.ok(r.output instanceof Float32Array && r.output.length === 3 * 16);
    assert.ok(r.inputs instanceof Float32Array && r.inputs.length === 3 * 16);
    assert.ok(r.weights instanceof Float32Array && r.weights.length === 9);
    const kept = r.output.slice();
    pe.attention({ tokens: VOCABULARY, dModel: 512, positional: true });  // reuses wasm buffers
    assert.deepEqual(r.output, kept);
    assert.deepEqual(pe.attention({ tokens: MAN_BITES_DOG }).output, kept);
  });

  test(`${pe.flavor}: each token's input is the documented seeded embedding, plus PE(t) with positional`, () => {
    const dModel = 10, seed = 77;
    const plain = pe.attention({ tokens: VOCABULARY, dModel, seed });
    const positional = pe.attention({ tokens: VOCABULARY, dModel, seed, positional: true });
    const table = pe.encode({ positions: VOCABULARY.length, dModel });
    VOCABULARY.forEach((word, t) => {
      const e = documentedEmbedding(word, dModel, seed);
      assert.deepEqual(rows(plain.inputs, dModel, t), Array.from(e), word);
      const withPe = Array.from(e, (x, c) => Math.fround(x + table[t * dModel + c]));
      assert.deepEqual(rows(positional.inputs, dModel, t), withPe, word);
    });
  });

  test(`${pe.flavor}: attention weights are rows of probabilities summing to 1`, () => {
    const r = pe.attention({ tokens: VOCABULARY, dModel: 32, positional: true });
    for (let t = 0; t < r.n; t++) {
      const row = rows(r.weights, r.n, t);
      assert.ok(row.every((w) => w >= 0 && w <= 1));
      assert.ok(Math.abs(row.reduce((a, b) => a + b, 0) - 1) <= 1e-6);
    }
  });

  test(`${pe.flavor}: "man bites dog" and "dog bites man" pool to the same vector without PE, not with PE`, (t) => {
    const plain = pe.permutationDemo({ tokens: MAN_BITES_DOG, permutation: reversal(3) });
    assert.deepEqual(plain.permutedTokens, ['dog', 'bites', 'man']);
    assert.ok(plain.residual <= 1e-5, `residual ${plain.residual}`);
    assert.ok(plain.meanPoolDifference <= 1e-5, `mean-pool difference ${plain.meanPoolDifference}`);
    const positional = pe.permutationDemo({ tokens: MAN_BITES_DOG, permutation: reversal(3), positional: true });
    assert.ok(positional.residual >= 0.1, `residual ${positional.residual}`);
    assert.ok(positional.meanPoolDifference >= 1e-2, `mean-pool difference ${positional.meanPoolDifference}`);
    t.diagnostic(`${pe.flavor}: man bites dog reversed: residual ${plain.residual} / ${positional.residual}, ` +
      `mean-pool difference ${plain.meanPoolDifference} / ${positional.meanPoolDifference} (without / with PE)`);
  });

  test(`${pe.flavor}: without PE, Attn(PX) = P Attn(X) for random sentences and permutations`, () => {
    const sentence = fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 24 });
    fc.assert(fc.property(sentence, fc.nat(), fc.integer({ min: 1, max: 40 }), (tokens, seed, dModel) => {
      const permutation = randomPermutation(tokens.length, seed);
      const demo = pe.permutationDemo({ tokens, permutation, dModel, seed });
      assert.deepEqual(demo.permutedTokens, permute(tokens, permutation));
      assert.deepEqual(demo.permuted.inputs, permuteRows(demo.original.inputs, dModel, permutation));
      return demo.residual <= 1e-5 && demo.meanPoolDifference <= 1e-5;
    }), { seed: 42, numRuns: 150 });
  });

  test(`${pe.flavor}: with PE, every non-identity shuffle of distinct words moves the outputs`, () => {
    const distinct = fc.shuffledSubarray(VOCABULARY, { minLength: 2, maxLength: VOCABULARY.length });
    fc.assert(fc.property(distinct, fc.nat(), (tokens, seed) => {
      const permutation = randomPermutation(tokens.length, seed);
      fc.pre(permutation.some((v, i) => v !== i));
      return pe.permutationDemo({ tokens, permutation, positional: true, seed }).residual >= 1e-2;
    }), { seed: 7, numRuns: 150 });
  });

  test(`${pe.flavor}: a repeated word gets identical output rows without PE, different ones with PE`, () => {
    const tokens = ['the', 'dog', 'saw', 'the', 'cat'];
    const plain = pe.attention({ tokens });
    assert.deepEqual(rows(plain.output, 16, 0), rows(plain.output, 16, 3));
    const positional = pe.attention({ tokens, positional: true });
    assert.ok(maxDiff(rows(positional.output, 16, 0), rows(positional.output, 16, 3)) >= 1e-2);
  });

  test(`${pe.flavor}: the seed selects the model, and the same seed gives the same bits`, () => {
    const a = pe.attention({ tokens: MAN_BITES_DOG, seed: 5 });
    assert.deepEqual(pe.attention({ tokens: MAN_BITES_DOG, seed: 5 }).output, a.output);
    assert.ok(maxDiff(pe.attention({ tokens: MAN_BITES_DOG, seed: 6 }).output, a.output) > 1e-2);
    assert.ok(pe.attention({ tokens: MAN_BITES_DOG, seed: 2 ** 32 - 1 }).output.every(Number.isFinite));
  });

  test(`${pe.flavor}: the largest call (maxTokens tokens, widest model) works`, () => {
    const tokens = Array.from({ length: pe.limits.maxTokens }, (_, i) => VOCABULARY[i % VOCABULARY.length]);
    const r = pe.attention({ tokens, dModel: pe.limits.maxAttentionDModel, positional: true });
    assert.equal(r.output.length, pe.limits.maxTokens * pe.limits.maxAttentionDModel);
    assert.ok(r.output.every(Number.isFinite));
  });
}
