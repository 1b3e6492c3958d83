// @ts-check
/**
 * Section 1, "Attention is blind to order": the sentence, the reorder
 * buttons, the permutation figure and the verdict in words. Tokens, the
 * random shuffle and the numbers all come from posenc.
 * @module
 */
import { randomPermutation, tokenize } from '../src/index.js';
import { MAX_WORDS } from './state.js';
import { orderFor, orderVerdict, reorder } from './order-words.js';

/** @typedef {import('./state.js').LessonState} LessonState */
/** @typedef {import('../src/core/api.js').Posenc} Posenc */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The words of a sentence, at most MAX_WORDS. @param {string} text */
export function wordsOf(text) {
  return tokenize(text, { maxTokens: MAX_WORDS });
}

/**
 * Wires the buttons; returns the function that redraws the section for a state.
 * @param {(patch: Partial<LessonState>) => void} change
 * @param {() => LessonState} current
 * @returns {(state: LessonState, pe: Posenc | null) => void}
 */
export function setupOrderDemo(change, current) {
  let seed = 1;
  const count = () => wordsOf(current().sentence).tokens.length;
  for (const kind of /** @type {const} */ (['reverse', 'move-first', 'swap-ends'])) {
    $(kind).addEventListener('click', () => change({ order: reorder(kind, count()) }));
  }
  $('shuffle').addEventListener('click', () => {
    const n = count();
    if (n < 2) return;
    const before = orderFor(current().order, n).join(' ');
    let next = randomPermutation(n, seed++);
    // A shuffle that changes nothing looks broken: draw again (n >= 2 ends quickly).
    while (next.join(' ') === before || next.every((v, i) => v === i)) next = randomPermutation(n, seed++);
    change({ order: next });
  });
  $('sentence').addEventListener('input', () => change({ order: [] }));
  return render;
}

/** @param {LessonState} state @param {Posenc | null} pe */
function render(state, pe) {
  const { tokens, truncated } = wordsOf(state.sentence);
  const order = orderFor(state.order, tokens.length);
  const figure = $('permutation');
  $('repeated').toggleAttribute('positional', state.pe);
  $('sentence-note').textContent = truncated ? `Only the first ${MAX_WORDS} words are used.` : '';
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
  if (tokens.length === 0 || !pe) {
    rows.textContent = pe ? 'Type a sentence to see what attention does with it.' : 'Loading…';
    pooled.textContent = '';
    return;
  }
  const result = pe.permutationDemo({ tokens, permutation: order, dModel: 16, positional });
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
