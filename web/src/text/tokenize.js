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
 * @property {boolean} [words=false]  keep only words: punctuation and symbols
 *   are left out, counted in `skipped`, and not counted against maxTokens
 */

/**
 * @typedef {object} Tokens
 * @property {string[]} tokens  words and punctuation marks, in text order
 * @property {boolean} truncated  true when the text had more than maxTokens tokens
 *   (with `words`: more than maxTokens words)
 * @property {number} [skipped]  with `words` only: punctuation and symbol
 *   tokens left out, up to the last word kept
 */

const WHERE = 'posenc.tokenize';
const RULES = {
  lowercase: flag({ fallback: true }),
  maxTokens: integer(1, MAX_TOKENS, { fallback: 64 }),
  words: flag({ fallback: false }),
};

/** A token made only of punctuation and symbols ("!", "...", "$"): not a word. */
export const PUNCTUATION = /^[\p{P}\p{S}]+$/u;

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

// The longest text the figures take (1,000 characters): reading it whole
// costs microseconds, and longer text goes to the segmenter window by window.
const PLAIN_TEXT_MAX = 1024;
const PLAIN_TEXT = /^[A-Za-z .,;:!?']*$/;
const JOINED_BY_MARK = /[A-Za-z][.:'][A-Za-z]/;
const PLAIN_SEGMENTS = /[A-Za-z]+| +|[.,;:!?']/g;

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
  // A short text of ASCII letters, spaces and the marks . , ; : ! ? '
  // where no . : ' stands between two letters ("man bites dog", "the cat ,
  // and the dog ."): its segments are the runs of letters, the runs of
  // spaces and each mark alone (Unicode's word rules WB5, WB3d and WB999;
  // . : ' join only letters on both sides, WB6 and WB7), found without the
  // segmenter, whose first use loads the browser's word-break data (tens of
  // ms, before a first figure or as a figure comes into view).
  if (text.length <= PLAIN_TEXT_MAX && PLAIN_TEXT.test(text) && !JOINED_BY_MARK.test(text)) {
    yield* text.match(PLAIN_SEGMENTS) ?? [];
    return;
  }
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
 * What a figure says when tokenize cut a sentence at `maxTokens` tokens
 * (`truncated`): what was used, and that the rest was not.
 * @param {readonly string[]} tokens  the tokens kept @param {number} maxTokens
 */
export function cutNotice(tokens, maxTokens) {
  const last = tokens.at(-1) ?? '';
  const shown = last.length > 24 ? `${last.slice(0, 24)}…` : last;
  return `The sentence has more than ${maxTokens} words; only the first ${maxTokens} are used, ` +
    `up to "${shown}"; the rest is left out.`;
}

/**
 * Words and punctuation of `text` (Intl.Segmenter, word granularity): each
 * punctuation mark is its own token, white space is dropped, and with
 * `lowercase` the tokens are case-folded (String#toLowerCase, the same in
 * every locale). With `words`, punctuation and symbol tokens are left out
 * (and counted in `skipped`), so that the cap counts only what is kept.
 * Stops after maxTokens tokens and says so in `truncated`, so a huge text
 * costs only the characters read up to the last token kept (and any run of
 * white space, invisible characters or, with `words`, punctuation before it).
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
  let skipped = 0;
  const result = (/** @type {boolean} */ truncated) => (o.words ? { tokens, truncated, skipped } : { tokens, truncated });
  for (const segment of segmentsOf(text)) {
    if (INVISIBLE.test(segment)) continue;
    if (o.words && PUNCTUATION.test(segment)) {
      if (tokens.length < o.maxTokens) skipped++;
      continue;
    }
    if (tokens.length === o.maxTokens) return result(true);
    tokens.push(o.lowercase ? segment.toLowerCase() : segment);
  }
  return result(false);
}
