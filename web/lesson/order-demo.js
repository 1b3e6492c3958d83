// @ts-check
/**
 * Section 1, "Attention is blind to order": the sentence, the reorder
 * buttons, the permutation figure and the verdict in words. Tokens, the
 * random shuffle and the numbers all come from posenc.
 * @module
 */
import * as posenc from '../src/index.js';
import { MAX_WORDS } from './state.js';
import { isOrderOf, orderVerdict, reorder } from './order-words.js';

/** @typedef {import('./state.js').LessonState} LessonState */
/** @typedef {import('../src/core/api.js').Posenc} Posenc */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * The pure helpers of the attention area, when this build of posenc has them.
 * @returns {{ tokenize?: (text: string, o?: object) => { tokens: string[] },
 *             randomPermutation?: (n: number, seed: number) => number[] }}
 */
function attentionHelpers() {
  return /** @type {any} */ (posenc);
}

/** The words of a sentence (at most MAX_WORDS), or null without a tokenizer. @param {string} text */
export function wordsOf(text) {
  const { tokenize } = attentionHelpers();
  return tokenize ? tokenize(text, { maxTokens: MAX_WORDS }).tokens : null;
}

/**
 * The order actually shown: the state's when it fits the words, else reversed.
 * @param {LessonState} state @param {number} n
 */
export function orderFor(state, n) {
  return isOrderOf(state.order, n) ? state.order : reorder('reverse', n);
}

/**
 * Wires the buttons; returns the function that redraws the section for a state.
 * @param {(patch: Partial<LessonState>) => void} change
 * @param {() => LessonState} current
 * @returns {(state: LessonState, pe: Posenc | null) => void}
 */
export function setupOrderDemo(change, current) {
  let seed = 1;
  const count = () => wordsOf(current().sentence)?.length ?? 0;
  for (const kind of /** @type {const} */ (['reverse', 'move-first', 'swap-ends'])) {
    $(kind).addEventListener('click', () => change({ order: reorder(kind, count()) }));
  }
  $('shuffle').addEventListener('click', () => {
    const { randomPermutation } = attentionHelpers();
    const n = count();
    if (!randomPermutation || n < 2) return;
    const before = orderFor(current(), n).join(' ');
    let next = randomPermutation(n, seed++);
    // A shuffle that changes nothing looks broken: draw again (n >= 2 ends quickly).
    while (next.join(' ') === before || next.every((v, i) => v === i)) next = randomPermutation(n, seed++);
    change({ order: Array.from(next) });
  });
  $('sentence').addEventListener('input', () => change({ order: [] }));
  return (state, pe) => render(state, pe);
}

/** @param {LessonState} state @param {Posenc | null} pe */
function render(state, pe) {
  const tokens = wordsOf(state.sentence);
  const figure = $('permutation');
  $('repeated').toggleAttribute('positional', state.pe);
  if (!tokens) {
    $('residual-text').textContent = 'This build of posenc has no tokenizer yet: the order demo is not available.';
    return;
  }
  const order = orderFor(state, tokens.length);
  $('original-text').textContent = tokens.join(' ');
  $('shuffled-text').textContent = order.map((i) => tokens[i]).join(' ');
  figure.setAttribute('sentence', state.sentence);
  figure.setAttribute('permutation', order.join(' '));
  figure.toggleAttribute('positional', state.pe);
  showVerdict(tokens, order, state.pe, pe);
}

/**
 * @param {string[]} tokens @param {number[]} order @param {boolean} positional
 * @param {Posenc | null} pe
 */
function showVerdict(tokens, order, positional, pe) {
  const rows = $('residual-text');
  const pooled = $('pooled-text');
  const demo = /** @type {any} */ (pe)?.permutationDemo;
  if (tokens.length === 0) {
    rows.textContent = 'Type a sentence to see what attention does with it.';
    pooled.textContent = '';
    return;
  }
  if (typeof demo !== 'function') {
    rows.textContent = pe ? 'The attention numbers are not available in this build of posenc yet.' : 'Loading…';
    pooled.textContent = '';
    return;
  }
  const result = demo({ tokens, permutation: order, dModel: 16, positional });
  const verdict = orderVerdict({
    residual: result.residual, meanPoolDifference: result.meanPoolDifference, positional,
    identity: order.every((v, i) => v === i),
  });
  rows.textContent = verdict.rows;
  pooled.textContent = verdict.pooled;
  rows.className = `reserve-2 ${verdict.rowsSame ? 'same' : 'differs'}`;
  pooled.className = `reserve-2 ${verdict.pooledSame ? 'same' : 'differs'}`;
  rows.dataset.same = String(verdict.rowsSame);
  pooled.dataset.same = String(verdict.pooledSame);
}
