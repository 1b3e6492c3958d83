// @ts-check
/**
 * The learner's side of the page: predictions, check questions, progress
 * for course hosts and "Clear my answers", over one store of answers kept in
 * this browser (answers.js). The settings stay in lesson/main.js; this module
 * only asks for a change where an answer calls for one (the second
 * prediction of section 1 switches the encoding on).
 * @module
 */
import { browserStorage, openAnswers, progressOf } from './answers.js';
import { setupChecks } from './checks.js';
import { checkValues, collisionValues } from './check-values.js';
import { setupPredictions } from './predictions.js';
import { setupProgress } from './progress.js';

/** @typedef {import('./state.js').LessonState} LessonState */
/** @typedef {import('../src/core/api.js').Posenc} Posenc */

/** Settings the near-collision prediction shows, and the defaults it goes back to. */
const COLLISION = { d: 2, n: 1024 }, USUAL = { d: 64, n: 128 };

/** Ids of the elements matching `selector`. @param {string} selector */
const ids = (selector) => [...document.querySelectorAll(selector)].map((e) => e.id);

/**
 * @param {(patch: Partial<LessonState>) => void} change
 * @returns {(state: LessonState, pe: Posenc | null) => void}  call after every render
 */
export function setupLearner(change) {
  const known = {
    predictions: ids('fieldset.prediction'), checks: ids('fieldset.question'), sections: ids('main > section'),
  };
  const answers = openAnswers(known, browserStorage());
  const reportProgress = setupProgress(answers, known);
  const score = /** @type {HTMLElement} */ (document.getElementById('check-score'));
  const report = () => {
    reportProgress();
    const { check } = progressOf(answers.current, known);
    const text = check.answered === 0 ? ''
      : check.answered < check.total ? `${check.answered} of ${check.total} answered, ${check.correct} right so far.`
        : `All ${check.total} answered: ${check.correct} right.` +
          (check.correct < check.total ? ' The explanations link back to the sections to revisit.' : ' Well done.');
    if (score.textContent !== text) score.textContent = text;
  };
  /** @type {ReturnType<typeof checkValues> | null} */
  let values = null;
  const showPredictions = setupPredictions(document, answers, {
    answered(id) {
      if (id === 'predict-with-pe') change({ pe: true });
      report();
    },
  });
  const recheck = setupChecks(document, answers, {
    expected: (id) => /** @type {Record<string, number>} */ (values?.expected ?? {})[id] ?? null,
    slips: (id) => /** @type {Record<string, Record<string, number>>} */ (values?.slips ?? {})[id] ?? {},
    answered: report,
  });
  document.getElementById('show-collision')?.addEventListener('click', () => change(COLLISION));
  document.getElementById('undo-collision')?.addEventListener('click', () => change(USUAL));
  document.getElementById('clear-answers')?.addEventListener('click', () => {
    answers.clear();
    showPredictions();
    recheck();
    report();
  });

  let valuesKey = '';
  let collisionShown = false;
  return (state, pe) => {
    if (!pe) return;
    if (!collisionShown) {
      collisionShown = true;
      fill(/** @type {HTMLElement} */ (document.getElementById('predict-collision')), collisionValues(pe));
    }
    // The numeric answers depend on d_model and the base only.
    const key = `${state.d} ${state.base}`;
    if (key === valuesKey) return;
    valuesKey = key;
    values = checkValues(state, pe);
    // The same numbers appear in section 3's text and in the check's questions.
    fill(/** @type {HTMLElement} */ (document.querySelector('main')), values.live);
    recheck();
    report();
  };
}

/**
 * Writes live numbers into the `[data-live="name"]` spans under `root`.
 * @param {HTMLElement} root @param {Record<string, string>} live
 */
function fill(root, live) {
  for (const span of root.querySelectorAll('[data-live]')) {
    const text = live[/** @type {HTMLElement} */ (span).dataset.live ?? ''];
    if (text !== undefined && span.textContent !== text) span.textContent = text;
  }
}
