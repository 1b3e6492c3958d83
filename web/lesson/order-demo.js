// @ts-check
/**
 * Section 1, "Attention is blind to order". The permutation figure holds the
 * sentence, its shuffle/reverse buttons and the positional-encoding switch;
 * the lesson adds two more reorderings, the outputs figure and the verdict in
 * words, and keeps all of it in the shared state (and so in the URL).
 * @module
 */
import { isPermutation, reversal } from '../src/core/permutation.js';
import { permutationDemos } from '../src/widgets/permutation-rules.js';
import { parseSetting } from './state.js';
import { orderVerdict, reorder } from './order-words.js';
import { $, IDS, setAttributes } from './page.js';
import { showText } from './live-regions.js';
import { words } from './words.js';

/** @typedef {import('./state.js').LessonState} LessonState */
/** @typedef {import('../src/core/api.js').Posenc} Posenc */
/** @typedef {import('../src/widgets/permutation.js').PosencPermutation} PosencPermutation */

/** The permutation figure, whose validated values (tokens, permutation, positional) the section reads. */
const figure = () => /** @type {PosencPermutation} */ ($(IDS.permutation));

/**
 * Wires the buttons and follows the figure's own controls; returns the
 * function that redraws the section for a state.
 * @param {(patch: Partial<LessonState>) => void} change
 * @param {() => LessonState} current
 * @returns {(state: LessonState, pe: Posenc | null) => void}
 */
export function setupOrderDemo(change, current) {
  for (const [id, kind] of /** @type {const} */ ([[IDS.moveFirst, 'move-first'], [IDS.swapEnds, 'swap-ends']])) {
    $(id).addEventListener('click', () => change({ order: reorder(kind, figure().values.tokens.length) }));
  }
  // The learner may type, shuffle or switch inside the figure: it says so
  // (posenc-change, reason 'edit'), and the state follows its attributes
  // (the lesson writes back the same values).
  figure().addEventListener('posenc-change', (event) => {
    if (/** @type {CustomEvent} */ (event).detail?.reason !== 'edit') return;
    const element = figure();
    const s = current();
    const sentence = element.getAttribute('sentence') ?? s.sentence;
    const pe = element.hasAttribute('positional');
    let order = parseSetting('order', element.getAttribute('permutation') ?? '').value;
    // The reversal is the default order: kept as [] so that links stay short.
    if (order.join(' ') === reversal(order.length).join(' ')) order = [];
    if (sentence !== s.sentence || pe !== s.pe || order.join(' ') !== s.order.join(' ')) change({ sentence, pe, order });
  });
  return render;
}

/** @param {LessonState} state @param {Posenc | null} pe */
function render(state, pe) {
  for (const id of [IDS.permutation, IDS.outputs]) setAttributes($(id), { sentence: state.sentence, positional: state.pe });
  // The words are counted only for an order to check: counting splits the
  // sentence into words, and the first split loads the browser's word
  // segmenter (tens of ms, before a first figure further down the page).
  const fits = state.order.length > 0 && isPermutation(state.order, figure().values.tokens.length);
  for (const id of [IDS.permutation, IDS.outputs]) {
    // An order that does not fit the words is dropped: the figures then reverse them.
    setAttributes($(id), { permutation: fits ? state.order.join(' ') : null });
  }
  $(IDS.repeated).toggleAttribute('positional', state.pe);
  showVerdict(pe);
}

/**
 * What the verdict was last written from: the figure's values (a new object
 * once any of its attributes changed), the module and the page's words. Every
 * change of a setting renders the order demo, and most (a slider's step)
 * leave these alone: the demo is computed again only when one of them changed.
 * @type {{ values: unknown, pe: Posenc | null, l10n: unknown }}
 */
const verdictOf = { values: null, pe: null, l10n: null };

/** @param {Posenc | null} pe */
function showVerdict(pe) {
  const rows = $(IDS.residualText);
  const pooled = $(IDS.pooledText);
  if (!pe) {
    showText(rows, words().t('ui-order-loading'));
    return;
  }
  const values = figure().values;
  if (values === verdictOf.values && pe === verdictOf.pe && words() === verdictOf.l10n) return;
  Object.assign(verdictOf, { values, pe, l10n: words() });
  const { tokens, permutation, dModel, positional } = values;
  const identity = permutation.every((/** @type {number} */ v, /** @type {number} */ i) => v === i);
  const demos = permutationDemos(pe, { tokens, permutation, dModel });
  const verdictWith = (/** @type {boolean} */ on) => {
    const { residual, meanPoolDifference } = demos[+on];
    return orderVerdict({ residual, meanPoolDifference, positional: on, identity });
  };
  const verdict = verdictWith(positional);
  const other = verdictWith(!positional);
  showText(rows, verdict.rows);
  showText(pooled, verdict.pooled);
  // The other position of the switch, drawn hidden where each verdict is
  // (lesson.css, .verdict): each keeps the height of its longer wording, so
  // that a press of the switch moves nothing below it.
  Object.assign(/** @type {HTMLElement} */ (rows.parentElement).dataset, { rows: other.rows, pooled: other.pooled });
  for (const [box, same] of /** @type {const} */ ([[rows, verdict.rowsSame], [pooled, verdict.pooledSame]])) {
    box.classList.toggle('same', same);
    box.classList.toggle('differs', !same);
  }
  rows.dataset.same = String(verdict.rowsSame);
  pooled.dataset.same = String(verdict.pooledSame);
}
