// @ts-check
/**
 * The lesson's one-click predictions. Each is a `<fieldset class="prediction">`
 * in web/index.html: a legend (the question), one button per choice (the
 * right one marked `data-correct`), a "Just show me" button
 * (`.skip-prediction`) and a feedback box whose explanation (`.why`) stays
 * hidden until the learner has answered. `data-reveals="id"` names a region
 * of the page veiled until then (veils.js). A prediction never blocks: "Just
 * show me" is always one click away, and a link to something inside a
 * veiled region (`#heatmap`) unveils it.
 *
 * Choices are kept with the learner's other answers (answers.js).
 * @module
 */
import { SKIPPED } from './answers.js';
import { setVeiled, unveilTarget } from './veils.js';
import { words } from './words.js';
import './later-words.js';

/**
 * @typedef {object} PredictionHooks
 * @property {(id: string, choice: string) => void} answered  after a click (not on restore)
 */

/**
 * Wires every prediction under `root`; returns a function that shows the
 * stored answers again (after "Clear my answers", say).
 * @param {ParentNode} root
 * @param {import('./answers.js').AnswerStore} store
 * @param {PredictionHooks} hooks
 */
export function setupPredictions(root, store, hooks) {
  const predictions = [...root.querySelectorAll('fieldset.prediction')].map((e) => /** @type {HTMLFieldSetElement} */ (e));
  for (const fieldset of predictions) {
    for (const button of fieldset.querySelectorAll('button[data-choice], button.skip-prediction')) {
      button.addEventListener('click', () => {
        if (button.getAttribute('aria-disabled') === 'true') return;
        const choice = /** @type {HTMLElement} */ (button).dataset.choice ?? SKIPPED;
        store.update((a) => { a.predictions[fieldset.id] = choice; });
        show(fieldset, choice);
        hooks.answered(fieldset.id, choice);
      });
    }
  }
  const restore = () => {
    for (const fieldset of predictions) show(fieldset, store.current.predictions[fieldset.id] ?? null);
    unveilTarget();
  };
  restore();
  return restore;
}

/**
 * Shows a prediction as answered with `choice` (or as open, with null).
 * @param {HTMLFieldSetElement} fieldset @param {string | null} choice
 */
function show(fieldset, choice) {
  const chosen = choice === null ? null
    : choice === SKIPPED ? fieldset.querySelector('button.skip-prediction')
      : fieldset.querySelector(`button[data-choice="${CSS.escape(choice)}"]`);
  for (const button of fieldset.querySelectorAll('button[data-choice], button.skip-prediction')) {
    // aria-disabled, not disabled: the buttons stay focusable, so keyboard
    // focus is not thrown back to the top of the page after a click.
    if (choice === null) button.removeAttribute('aria-disabled');
    else button.setAttribute('aria-disabled', 'true');
    button.setAttribute('aria-pressed', String(button === chosen));
  }
  const result = /** @type {HTMLElement} */ (fieldset.querySelector('.feedback .result'));
  const why = /** @type {HTMLElement} */ (fieldset.querySelector('.feedback .why'));
  fieldset.classList.toggle('answered', choice !== null);
  why.hidden = choice === null;
  result.className = 'result';
  if (choice === null || choice === SKIPPED || !chosen) {
    result.textContent = '';
  } else {
    const right = chosen.hasAttribute('data-correct');
    const correct = /** @type {HTMLElement} */ (fieldset.querySelector('button[data-correct]'));
    result.classList.add(right ? 'right' : 'wrong');
    result.textContent = words().t(right ? 'ui-predictions-right' : 'ui-predictions-wrong',
      { choice: chosen.textContent ?? '', answer: correct.textContent ?? '' });
  }
  const region = fieldset.dataset.reveals ? document.getElementById(fieldset.dataset.reveals) : null;
  if (region) setVeiled(region, choice === null);
}

