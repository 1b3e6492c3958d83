// @ts-check
/**
 * Section 1, "Attention is blind to order". The permutation figure holds the
 * sentence, its shuffle/reverse buttons and the positional-encoding switch;
 * the lesson adds two more reorderings, the outputs figure and the verdict in
 * words, and keeps all of it in the shared state (and so in the URL).
 * @module
 */
import { isPermutation, reversal } from '../src/core/permutation.js';
import { parseSetting } from './state.js';
import { orderVerdict, reorder } from './order-words.js';

/** @typedef {import('./state.js').LessonState} LessonState */
/** @typedef {import('../src/core/api.js').Posenc} Posenc */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** The figure's validated values: tokens, permutation (valid), positional. */
const figureValues = () => /** @type {any} */ ($('permutation')).values;
/** Attributes shared by the permutation figure and the outputs figure. */
const SHARED = ['sentence', 'positional', 'permutation'];

/**
 * Wires the buttons and follows the figure's own controls; returns the
 * function that redraws the section for a state.
 * @param {(patch: Partial<LessonState>) => void} change
 * @param {() => LessonState} current
 * @returns {(state: LessonState, pe: Posenc | null) => void}
 */
export function setupOrderDemo(change, current) {
  const figure = $('permutation');
  for (const kind of /** @type {const} */ (['move-first', 'swap-ends'])) {
    $(kind).addEventListener('click', () => change({ order: reorder(kind, figureValues().tokens.length) }));
  }
  // The learner may type, shuffle or switch inside the figure: its attributes
  // change, and the state follows (the lesson writes back the same values).
  new MutationObserver(() => {
    const s = current();
    const sentence = figure.getAttribute('sentence') ?? s.sentence;
    const pe = figure.hasAttribute('positional');
    let order = parseSetting('order', figure.getAttribute('permutation') ?? '').value;
    // The reversal is the default order: kept as [] so that links stay short.
    if (order.join(' ') === reversal(order.length).join(' ')) order = [];
    if (sentence !== s.sentence || pe !== s.pe || order.join(' ') !== s.order.join(' ')) change({ sentence, pe, order });
  }).observe(figure, { attributes: true, attributeFilter: SHARED });
  return render;
}

/** @param {LessonState} state @param {Posenc | null} pe */
function render(state, pe) {
  for (const id of ['permutation', 'outputs']) {
    const figure = $(id);
    if (figure.getAttribute('sentence') !== state.sentence) figure.setAttribute('sentence', state.sentence);
    figure.toggleAttribute('positional', state.pe);
  }
  const words = figureValues().tokens.length;
  for (const id of ['permutation', 'outputs']) {
    // An order that does not fit the words is dropped: the figures then reverse them.
    const figure = $(id);
    if (isPermutation(state.order, words)) figure.setAttribute('permutation', state.order.join(' '));
    else figure.removeAttribute('permutation');
  }
  $('repeated').toggleAttribute('positional', state.pe);
  showVerdict(pe);
}

/** @param {Posenc | null} pe */
function showVerdict(pe) {
  const rows = $('residual-text');
  const pooled = $('pooled-text');
  if (!pe) {
    rows.textContent = 'Loading…';
    return;
  }
  const { tokens, permutation, positional } = figureValues();
  const result = pe.permutationDemo({ tokens, permutation, dModel: 16, positional });
  const verdict = orderVerdict({
    residual: result.residual, meanPoolDifference: result.meanPoolDifference, positional,
    identity: permutation.every((/** @type {number} */ v, /** @type {number} */ i) => v === i),
  });
  rows.textContent = verdict.rows;
  pooled.textContent = verdict.pooled;
  rows.className = `reserve-2 ${verdict.rowsSame ? 'same' : 'differs'}`;
  pooled.className = `reserve-2 ${verdict.pooledSame ? 'same' : 'differs'}`;
  rows.dataset.same = String(verdict.rowsSame);
  pooled.dataset.same = String(verdict.pooledSame);
}
