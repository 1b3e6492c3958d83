// @ts-check
/**
 * Splits text into the word tokens of the attention demo, in any language:
 * words as Unicode's word rules find them (Intl.Segmenter), every Han
 * character a token of its own (Chinese writes no spaces). The tokens do not
 * depend on the page's language, so a sentence shared in a link means the
 * same in every language of the lesson. Pure: no wasm, no DOM. Any string is
 * accepted and treated as text (markup is not parsed).
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
const PLAIN_HAN = /^[\p{Script=Han} ]*$/u;
const HAN_SEGMENTS = /\p{Script=Han}| +/gu;

/**
 * The word segmenter, created once (root locale: ICU's word rules and its
 * dictionaries are the same for English, Spanish and Chinese), or null on an
 * engine without Intl.Segmenter (Firefox before 125), which FALLBACK serves.
 * Checked at every call, so that tests can take the segmenter away.
 */
function wordSegmenter() {
  if (typeof Intl !== 'object' || typeof Intl.Segmenter !== 'function') return null;
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  return segmenter;
}

// Without Intl.Segmenter the text is cut by one regular expression, a small
// part of Unicode's word rules (UAX #29) that gives the segmenter's tokens
// for the lesson's sentences in its three languages: a Han character alone
// (with its marks); a run of white space (dropped); a word, a run of letters,
// marks, connectors and format characters (A) or digits (D), where one of
// : · ' . ’ between two letters and one of . , ; ' ’ between two digits
// stays inside (don't, l’homme, 3.14, 1,000); any other character alone,
// with its marks (punctuation, a symbol, an emoji with its modifiers and the
// characters joined to it by ZWJ, a flag's two regional indicators).
// Text without spaces in another script (Thai, Japanese kana) stays one word
// up to the next space or mark. Every branch consumes what it matches and the
// word branch cannot fail once entered, so the scan is linear.
const A = String.raw`(?:(?![\p{Script=Han}\u200B])[\p{L}\p{M}\p{Pc}\p{Cf}])`;
const D = String.raw`(?:(?!\p{Script=Han})\p{N})`;
const FALLBACK = new RegExp(String.raw`\p{Script=Han}\p{M}*|[\p{White_Space}\u200B]+|` +
  String.raw`(?:${A}+(?:[:·'.’](?=${A}))?|${D}+(?:[.,;'’](?=${D}))?)+|` +
  String.raw`\p{Regional_Indicator}{2}|[\s\S](?:\p{M}|\p{Emoji_Modifier}|\u200D[\s\S]?)*`, 'gu');

// Every Han character is a token of its own, as the tokenizers of BERT's
// Chinese and multilingual models make it. The segmenter's dictionary joins
// Han characters into words by their neighbours (狗咬人 is 狗咬|人 but 人咬狗
// is 人|咬|狗, in node 20 and Chromium alike), so the same words in another
// order would be other tokens, and the order demo would compare two sets.
const HAN = /\p{Script=Han}/u;
const HAN_PIECES = /\p{Script=Han}\p{M}*|\P{Script=Han}+/gu;

/**
 * The tokens of `text` before white space is dropped: its word segments,
 * each Han character alone (HAN_PIECES).
 * @param {string} text
 * @returns {Generator<string>}
 */
function* segmentsOf(text) {
  for (const segment of wordSegments(text)) {
    if (HAN.test(segment)) yield* segment.match(HAN_PIECES) ?? [];
    else yield segment;
  }
}

/**
 * The word segments of `text`, in order, as one Intl.Segmenter pass finds
 * them, computed window by window (see WINDOW), or as FALLBACK cuts them.
 * @param {string} text
 * @returns {Generator<string>}
 */
function* wordSegments(text) {
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
  // Han characters and spaces alone ("人咬狗", the Chinese page's sentence):
  // every character is a token (segmentsOf) whatever the segmenter joins, so
  // these are found without it too.
  if (text.length <= PLAIN_TEXT_MAX && PLAIN_HAN.test(text)) {
    yield* text.match(HAN_SEGMENTS) ?? [];
    return;
  }
  const words = wordSegmenter();
  if (!words) {
    for (const [segment] of text.matchAll(FALLBACK)) yield segment;
    return;
  }
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
 * Words and punctuation of `text` (Intl.Segmenter, word granularity, or
 * FALLBACK's rule on an engine without it): each Han character and each
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
