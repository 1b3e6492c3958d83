// @ts-check
/**
 * The cross-attribute rules of <posenc-permutation> (pure: tokenizer and
 * permutation helpers only), and the demo its values show. The sentence is
 * split into at most MAX_SENTENCE_TOKENS tokens; the permutation must
 * reorder exactly those tokens, else the reversal is used (with a warning
 * when one was given).
 * @module
 */
import { tokenize } from '../text/tokenize.js';
import { ENGLISH } from '../text/l10n.js';
import { isPermutation, reversal } from '../core/permutation.js';
import { MAX_SENTENCE_TOKENS } from './schemas.js';

/**
 * @param {Record<string, any>} values  from parseAttributes(PERMUTATION_SCHEMA)
 * @param {import('../text/l10n.js').Localizer} [l10n]  the language of the warnings
 * @returns {{ values: Record<string, any>, warnings: string[] }}
 *   values gain `tokens` (string[]) and a valid `permutation`
 */
export function constrainPermutation(values, l10n = ENGLISH) {
  const warnings = [];
  let { tokens, truncated } = tokenize(values.sentence, { maxTokens: MAX_SENTENCE_TOKENS });
  let sentence = values.sentence;
  if (truncated) {
    // The last word kept, at most 24 characters, as text/tokenize.js's cutNotice writes it.
    const last = tokens.at(-1) ?? '';
    warnings.push(l10n.t('permutation-warning-cut', { max: l10n.integer(MAX_SENTENCE_TOKENS),
      last: last.length > 24 ? `${last.slice(0, 24)}…` : last }));
  }
  if (tokens.length < 2) {
    // The default sentence of the figure's language, as without the attribute.
    sentence = l10n.t('permutation-default-sentence');
    warnings.push(l10n.t('permutation-warning-short', { fallback: sentence }));
    tokens = tokenize(sentence).tokens;
  }
  let permutation = values.permutation;
  if (!isPermutation(permutation, tokens.length)) {
    if (permutation.length > 0) {
      warnings.push(l10n.t('permutation-warning-order', { last: l10n.integer(tokens.length - 1),
        given: permutation.join(' ') }));
    }
    permutation = reversal(tokens.length);
  }
  return { values: { ...values, sentence, tokens, permutation }, warnings };
}

/** @typedef {import('../core/attention-api.js').PermutationDemoResult} PermutationDemoResult */

/**
 * The demos last computed, for one module and one key of the words, their
 * order and dModel.
 * @type {{ pe: unknown, key: string, demos: PermutationDemoResult[] } | null}
 */
let lastDemos = null;

/**
 * `pe.permutationDemo` of the words in their order, with the encoding off
 * and on (each figure scales its colours to both). The figures and words
 * that show one sentence (the permutation figure, the lesson's outputs and
 * its verdict) share them, so a press of the switch computes none again:
 * the results are read, never written.
 * @param {import('../core/api.js').Posenc} pe
 * @param {{ tokens: string[], permutation: number[], dModel: number }} options
 * @returns {PermutationDemoResult[]}  [off, on]
 */
export function permutationDemos(pe, options) {
  const key = JSON.stringify(options);
  if (lastDemos?.pe !== pe || lastDemos.key !== key) {
    lastDemos = { pe, key, demos: [false, true].map((positional) => pe.permutationDemo({ ...options, positional })) };
  }
  return lastDemos.demos;
}
