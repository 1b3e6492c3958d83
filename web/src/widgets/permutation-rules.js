// @ts-check
/**
 * The cross-attribute rules of <posenc-permutation> (pure: tokenizer and
 * permutation helpers only). The sentence is split into at most
 * MAX_SENTENCE_TOKENS tokens; the permutation must reorder exactly those
 * tokens, else the reversal is used (with a warning when one was given).
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
