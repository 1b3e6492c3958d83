// @ts-check
/**
 * The veils of the predictions (predictions.js): `data-reveals="id"` on a
 * `<fieldset class="prediction">` names a region of the page veiled until
 * the learner has answered, drawn but blurred and inert, so the figure that
 * answers the question cannot be read before it is asked. The page veils
 * every such region as its script starts (`veilPredictions`), before the
 * learner's stored answers are read: those come with the scripts that load
 * after the first figure (later.js), which open the regions already answered.
 * A link to something inside a veiled region (`#heatmap`) unveils it.
 * @module
 */
import { words } from './words.js';

/**
 * Veils the region of every prediction under `root` but the one a link
 * points into, and unveils the region of each later link followed.
 * @param {ParentNode} root
 */
export function veilPredictions(root) {
  for (const fieldset of root.querySelectorAll('fieldset.prediction[data-reveals]')) {
    const region = document.getElementById(/** @type {HTMLElement} */ (fieldset).dataset.reveals ?? '');
    if (region) setVeiled(region, true);
  }
  unveilTarget();
  addEventListener('hashchange', unveilTarget);
}

/** @param {HTMLElement} region @param {boolean} veiled */
export function setVeiled(region, veiled) {
  region.toggleAttribute('data-veiled', veiled);
  // inert: out of the tab order and hidden from assistive technology, so
  // the answer is not read out before the question is answered either.
  region.inert = veiled;
  // The note is real text just before the region, outside the inert part,
  // so that a screen reader reads it too; it takes no height (lesson.css),
  // so the page does not move when the region opens.
  let note = region.previousElementSibling;
  if (!note?.classList.contains('veil-note')) {
    note = document.createElement('p');
    note.className = 'veil-note';
    note.append(Object.assign(document.createElement('span'), { textContent: region.dataset.veilNote ?? words().t('ui-predictions-veil') }));
    region.before(note);
  }
  /** @type {HTMLElement} */ (note).hidden = !veiled;
}

/**
 * A link to something inside a veiled region unveils it (for this visit,
 * without recording an answer). The veil keeps the layout, so the page
 * stays scrolled where the link took it.
 */
export function unveilTarget() {
  let id = '';
  try { id = decodeURIComponent(location.hash.slice(1)); } catch { return; }
  const region = id ? document.getElementById(id)?.closest('[data-veiled]') : null;
  if (region instanceof HTMLElement) setVeiled(region, false);
}
