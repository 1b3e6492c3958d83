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

// V8's segment iterator spends time in proportion to the whole string at
// every step (in node 20, 32,000 newlines took 3 s and 64,000 took 17 s), so
// the segmenter is handed windows of WINDOW characters plus CONTEXT on each
// side: the work is then in proportion to the characters scanned. Word
// breaks depend on a few characters around them; boundaries are taken from
// a window only where it has CONTEXT characters of text on both sides.
export const WINDOW = 256;
export const CONTEXT = 32;

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
 * The word segments of `text`, in order, as one Intl.Segmenter pass finds
 * them, computed window by window (see WINDOW).
 * @param {string} text
 * @returns {Generator<string>}
 */
function* segmentsOf(text) {
  const words = wordSegmenter();
  let at = 0; // a boundary: everything before it was yielded
  let width = WINDOW;
  while (at < text.length) {
    const from = Math.max(0, at - CONTEXT);
    const to = Math.min(text.length, at + width);
    const decided = to === text.length ? to : to - CONTEXT;
    let next = at;
    for (const { index, segment } of words.segment(text.slice(from, to))) {
      const end = from + index + segment.length;
      if (end <= at) continue; // context before the window
      if (end > decided) break; // may change with what follows the window
      yield text.slice(next, end);
      next = end;
    }
    // A segment longer than the window: widen it until the segment ends inside.
    width = next === at ? 2 * width : WINDOW;
    at = next;
  }
}

/**
 * Words and punctuation of `text` (Intl.Segmenter, word granularity): each
 * punctuation mark is its own token, white space is dropped, and with
 * `lowercase` the tokens are case-folded (String#toLowerCase, the same in
 * every locale). Stops after maxTokens tokens and says so in `truncated`, so
 * a huge text costs only the characters read up to the last token kept
 * (and any run of white space or invisible characters before it).
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
  for (const segment of segmentsOf(text)) {
    if (INVISIBLE.test(segment)) continue;
    if (tokens.length === o.maxTokens) return { tokens, truncated: true };
    tokens.push(o.lowercase ? segment.toLowerCase() : segment);
  }
  return { tokens, truncated: false };
}
