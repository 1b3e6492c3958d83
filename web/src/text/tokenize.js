// @ts-check
/**
 * Splits text into the word tokens of the attention demo. Pure: no wasm, no
 * DOM. Any string is accepted and treated as text (markup is not parsed).
 * @module
 */
import { LIMITS } from '../core/boundary.js';
import { describe, flag, integer, parseOptions } from '../core/validate.js';

/** Most tokens one attention call accepts: `pe.limits.maxTokens`. */
export const MAX_TOKENS = LIMITS.maxTokens;

/**
 * @typedef {object} TokenizeOptions
 * @property {boolean} [lowercase=true]  fold case, so "Dog" and "dog" are one word
 * @property {number} [maxTokens=64]  keep at most this many tokens (1..MAX_TOKENS)
 */

/**
 * @typedef {object} Tokens
 * @property {string[]} tokens  words and punctuation marks, in text order
 * @property {boolean} truncated  true when the text had more than maxTokens tokens
 */

const WHERE = 'posenc.tokenize';
const RULES = {
  lowercase: flag({ fallback: true }),
  maxTokens: integer(1, MAX_TOKENS, { fallback: 64 }),
};

// Segments made only of white space or invisible format characters (zero-width
// space, bidi marks and overrides, BOM) would be tokens nobody can see: drop
// them. Format characters inside a word stay part of it (Unicode word rules).
const INVISIBLE = /^[\p{White_Space}\p{Cf}]+$/u;

/** @type {Intl.Segmenter | undefined} */
let segmenter;

/** The word segmenter, created once (root locale: the same on every machine). */
function wordSegmenter() {
  if (typeof Intl !== 'object' || typeof Intl.Segmenter !== 'function') {
    throw new Error(`${WHERE}: this JavaScript engine has no Intl.Segmenter ` +
      '(node 16+, Chrome 87+, Safari 14.1+, Firefox 125+ have it).');
  }
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  return segmenter;
}

/**
 * Words and punctuation of `text` (Intl.Segmenter, word granularity): each
 * punctuation mark is its own token, white space is dropped, and with
 * `lowercase` the tokens are case-folded (String#toLowerCase, the same in
 * every locale). Stops after maxTokens tokens and says so in `truncated`, so
 * a huge text costs only the tokens it keeps.
 * @param {string} text
 * @param {TokenizeOptions} [options]
 * @returns {Tokens}
 */
export function tokenize(text, options = {}) {
  if (typeof text !== 'string') {
    throw new TypeError(`${WHERE}: text must be a string; got ${describe(text)}.`);
  }
  const o = parseOptions(WHERE, options, RULES);
  /** @type {string[]} */
  const tokens = [];
  for (const { segment } of wordSegmenter().segment(text)) {
    if (INVISIBLE.test(segment)) continue;
    if (tokens.length === o.maxTokens) return { tokens, truncated: true };
    tokens.push(o.lowercase ? segment.toLowerCase() : segment);
  }
  return { tokens, truncated: false };
}
