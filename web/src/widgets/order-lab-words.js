// @ts-check
/**
 * The order lab's toy vocabulary in the learner's language. The model knows
 * its words by id (cpp/src/order_lab_tasks.cc names them in English, as the
 * API does); the figure shows each id by its word in the locale's catalog
 * (`order-lab-word-<english>` in order-lab.ftl) and reads a typed word of the
 * locale, or the English one, as the same id: the same model, the same
 * numbers, other words.
 *
 * Chinese is written without spaces and the platform's word segmenter does
 * not know the toy vocabulary, so a typed run of Han characters that is not
 * one word of the list is split into the list's words, longest first from
 * its start ("狗咬人": 狗 咬 人); where no word of the list starts, the rest
 * of the run is one word, which the model does not know.
 * @module
 */
import orderLabEnglish from '../text/catalogs/en-order-lab.js';
import { ENGLISH } from '../text/l10n.js';

// English words of this element arrive with its code, not with a page's first
// screen (scripts/gen-catalogs.mjs); the other languages' come whole. Every
// module that writes the order lab's words imports this one.
ENGLISH.addMessages(orderLabEnglish);

/** @typedef {import('../text/l10n.js').Localizer} Localizer */

/**
 * Words or sentences one after the other, as the language of `l10n` writes
 * them: with a space between, or none (Chinese).
 * @param {readonly string[]} parts @param {Localizer} l10n
 */
export function joined(parts, l10n) {
  return parts.length === 0 ? '' : parts.reduce((before, after) => l10n.t('order-lab-join', { before, after }));
}

const HAN = /\p{Script=Han}/u;
// Direction marks and other invisible format characters (the right-to-left
// pseudo-locale wraps its words in them) are no part of a word.
const INVISIBLE = /\p{Cf}/gu;
const bare = (/** @type {string} */ word) => word.replace(INVISIBLE, '').toLowerCase();

export class LabWords {
  /** @type {Map<string, string>} English word → the locale's */
  #shown;
  /** @type {Map<string, string>} a word as typed (the locale's or English, lower case) → English */
  #read;
  /** The locale's words, longest first: to split runs of Han characters. @type {string[]} */
  #longest;

  /**
   * @param {readonly string[]} english  the model's words, in vocabulary order
   * @param {readonly string[]} local  the same words in the locale, in the same order
   * @param {(parts: readonly string[]) => string} [join]  writes words one after the other, as the locale does
   */
  constructor(english, local, join = (parts) => parts.join(' ')) {
    this.english = english;
    this.words = local;
    this.join = join;
    this.#shown = new Map(english.map((word, i) => [word, local[i]]));
    // The locale's words first: where one of them is spelled as another English word, the locale's meaning wins.
    this.#read = new Map([...english.map((word) => /** @type {[string, string]} */ ([word, word])),
      ...local.map((word, i) => /** @type {[string, string]} */ ([bare(word), english[i]]))]);
    this.#longest = [...this.#read.keys()].filter((word) => HAN.test(word)).sort((a, b) => b.length - a.length);
  }

  /** The locale's word for an English word of the model ('[CLS]' and any other word unchanged). @param {string} word */
  show(word) {
    return this.#shown.get(word) ?? word;
  }

  /** The model's (English) word for a typed word, or undefined. @param {string} typed */
  read(typed) {
    return this.#read.get(bare(typed));
  }

  /**
   * A typed token as words of the vocabulary: itself when it is one or has
   * no Han character; else split into the locale's words, longest first,
   * up to where no word of the list starts: that rest is one word.
   * @param {string} token
   * @returns {string[]}
   */
  split(token) {
    if (this.read(token) !== undefined || !HAN.test(token)) return [token];
    const parts = [];
    let rest = bare(token);
    while (rest) {
      const word = this.#longest.find((w) => rest.startsWith(w));
      // What cannot be split stays one word, which the model does not know.
      if (!word) return [...parts, rest];
      parts.push(word);
      rest = rest.slice(word.length);
    }
    return parts;
  }

  /** English words written as a sentence of the locale ("perro muerde hombre", "狗咬人"). @param {readonly string[]} words */
  sentence(words) {
    return this.join(words.map((word) => this.show(word)));
  }
}

/** @type {WeakMap<Localizer, Map<string, LabWords>>} */
const made = new WeakMap();

/**
 * The vocabulary of `english` (the module's words) in the language of `l10n`.
 * @param {Localizer} l10n @param {readonly string[]} english
 */
export function labWords(l10n, english) {
  let byVocabulary = made.get(l10n);
  if (!byVocabulary) made.set(l10n, byVocabulary = new Map());
  const key = english.join(' ');
  let words = byVocabulary.get(key);
  if (!words) {
    // A word the catalog lacks (its id comes back) is shown in English.
    const local = english.map((word) => {
      const id = `order-lab-word-${word}`, text = l10n.t(id).trim();
      return text === id || text === '' ? word : text;
    });
    words = new LabWords(english, local, (parts) => joined(parts, l10n));
    byVocabulary.set(key, words);
  }
  return words;
}
