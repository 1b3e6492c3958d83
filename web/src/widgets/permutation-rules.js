// @ts-check
/**
 * The cross-attribute rules of <posenc-permutation> (pure: tokenizer and
 * permutation helpers only). The sentence is split into at most
 * MAX_SENTENCE_TOKENS tokens; the permutation must reorder exactly those
 * tokens, else the reversal is used (with a warning when one was given).
 * @module
 */
import { cutNotice, tokenize } from '../text/tokenize.js';
import { isPermutation, reversal } from '../core/permutation.js';
import { MAX_SENTENCE_TOKENS, PERMUTATION_SCHEMA } from './schemas.js';

const FALLBACK_SENTENCE = /** @type {string} */ (PERMUTATION_SCHEMA.sentence.fallback);

/**
 * @param {Record<string, any>} values  from parseAttributes(PERMUTATION_SCHEMA)
 * @returns {{ values: Record<string, any>, warnings: string[] }}
 *   values gain `tokens` (string[]) and a valid `permutation`
 */
export function constrainPermutation(values) {
  const warnings = [];
  let { tokens, truncated } = tokenize(values.sentence, { maxTokens: MAX_SENTENCE_TOKENS });
  let sentence = values.sentence;
  if (truncated) warnings.push(cutNotice(tokens, MAX_SENTENCE_TOKENS));
  if (tokens.length < 2) {
    warnings.push(`The sentence needs at least 2 words; showing "${FALLBACK_SENTENCE}".`);
    sentence = FALLBACK_SENTENCE;
    tokens = tokenize(sentence).tokens;
  }
  let permutation = values.permutation;
  if (!isPermutation(permutation, tokens.length)) {
    if (permutation.length > 0) {
      warnings.push(`permutation must list each of 0 to ${tokens.length - 1} once (one per word); ` +
        `got "${permutation.join(' ')}", reversing the words instead.`);
    }
    permutation = reversal(tokens.length);
  }
  return { values: { ...values, sentence, tokens, permutation }, warnings };
}
