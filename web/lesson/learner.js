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
import { findRuntime, openLms } from './lms.js';
import { setupChecks } from './checks.js';
import { checkValues, collisionValues } from './check-values.js';
import { setupPredictions } from './predictions.js';
import { setupProgress } from './progress.js';
import { words } from './words.js';
import './later-words.js';

/** @typedef {import('./state.js').LessonState} LessonState */
/** @typedef {import('../src/core/api.js').Posenc} Posenc */

/** Settings the near-collision prediction shows, and the defaults it goes back to. */
const COLLISION = { d: 2, n: 1024 }, USUAL = { d: 64, n: 128 };

/** Ids of the elements matching `selector`. @param {string} selector */
const ids = (selector) => [...document.querySelectorAll(selector)].map((e) => e.id);

/**
 * @param {(patch: Partial<LessonState>) => void} change
 * @returns {(state: LessonState, pe: Posenc | null, fillText: boolean) => void}  call after
 *   every render; with `fillText`, the numbers in the text are written (the check's answers
 *   are computed when first needed either way)
 */
export function setupLearner(change) {
  const known = {
    predictions: ids('fieldset.prediction'), checks: ids('fieldset.question'), sections: ids('main > section'),
    choices: Object.fromEntries([
      ...[...document.querySelectorAll('fieldset.prediction')].map((f) => [f.id, valuesOf(f, 'button[data-choice]', (e) => e.dataset.choice)]),
      ...[...document.querySelectorAll('fieldset.question:not([data-kind="number"])')]
        .map((f) => [f.id, valuesOf(f, 'input[type="radio"]', (e) => /** @type {HTMLInputElement} */ (e).value)]),
    ]),
    right: Object.fromEntries([...document.querySelectorAll('fieldset.question:not([data-kind="number"])')]
      .map((f) => [f.id, /** @type {HTMLElement} */ (f).dataset.answer ?? ''])),
  };
  const notice = setupNotice(/** @type {HTMLElement} */ (document.getElementById('answers-notice')));
  // Under an LMS its suspend data holds the answers, never the browser's storage.
  const runtime = findRuntime(window);
  const lms = runtime ? openLms(runtime, notice.add) : null;
  // Where the page says the answers stay in this browser, it says where they go instead.
  if (lms) {
    for (const span of document.querySelectorAll('[data-lms-text]')) span.textContent = /** @type {HTMLElement} */ (span).dataset.lmsText ?? '';
  }
  const storage = lms ? lms.storage : browserStorage();
  // A platform that refused to start a session records nothing: the lesson runs as outside
  // one, keeping answers where the page says it does ("Your answers stay in this browser").
  if (runtime && !lms) {
    notice.add(words().t('ui-learner-not-recorded', { kept: storage ? 'browser' : 'page' }));
  }
  const answers = openAnswers(known, storage, { oneRecord: lms !== null });
  if (lms) answers.keepScore();
  const { dropped, unreadable } = answers.loaded;
  if (unreadable) {
    notice.add(words().t(lms ? 'ui-learner-unreadable-lms' : 'ui-learner-unreadable-browser'));
  } else if (dropped > 0) notice.add(words().t('ui-learner-dropped', { count: dropped, dropped: words().integer(dropped) }));
  const clearNote = /** @type {HTMLElement} */ (document.getElementById('clear-note'));
  const clearButton = /** @type {HTMLElement} */ (document.getElementById('clear-answers'));
  /** Says what clearing keeps, where a platform or host keeps the score. */
  const showClearNote = () => {
    clearNote.hidden = !answers.current.scored;
    if (answers.current.scored) clearButton.setAttribute('aria-describedby', clearNote.id);
  };
  showClearNote();
  const reportProgress = setupProgress(answers, known, showClearNote);
  const score = /** @type {HTMLElement} */ (document.getElementById('check-score'));
  const report = () => {
    reportProgress();
    const progress = progressOf(answers.current, known);
    lms?.report(progress);
    const { check } = progress;
    // Among the questions answered on screen (check.firstTime counts cleared first answers too).
    const firstShown = Object.values(answers.current.checks).filter((c) => c.firstCorrect).length;
    const n = (/** @type {number} */ x) => words().integer(x);
    const counts = { answered: n(check.answered), total: n(check.total), right: n(firstShown),
      first: n(check.firstTime), correct: n(check.correct) };
    const text = check.answered === 0 ? ''
      : words().t(check.answered < check.total ? 'ui-learner-score-some'
        : check.correct < check.total ? 'ui-learner-score-wrong-now'
          : check.firstTime < check.total ? 'ui-learner-score-right-now' : 'ui-learner-score-all', counts);
    if (score.textContent !== text) score.textContent = text;
  };
  if (lms) addEventListener('pagehide', () => lms.end());
  /** @type {ReturnType<typeof checkValues> | null} */
  let values = null;
  /** The state and module of the last render. @type {{ state: LessonState, pe: Posenc | null } | null} */
  let latest = null;
  let valuesKey = '';
  /** The check's values for the last render's settings (computed once per d_model and base), or null before the module. */
  const currentValues = () => {
    if (!latest?.pe) return null;
    // The numeric answers depend on d_model and the base only.
    const key = `${latest.state.d} ${latest.state.base}`;
    if (key !== valuesKey) {
      valuesKey = key;
      values = checkValues(latest.state, latest.pe);
    }
    return values;
  };
  const showPredictions = setupPredictions(document, answers, {
    answered(id) {
      if (id === 'predict-with-pe') change({ pe: true });
      report();
    },
  });
  const recheck = setupChecks(document, answers, {
    expected: (id) => /** @type {Record<string, number>} */ (currentValues()?.expected ?? {})[id] ?? null,
    slips: (id) => /** @type {Record<string, Record<string, number>>} */ (currentValues()?.slips ?? {})[id] ?? {},
    answered: report,
  });
  document.getElementById('show-collision')?.addEventListener('click', () => change(COLLISION));
  document.getElementById('undo-collision')?.addEventListener('click', () => change(USUAL));
  clearButton.addEventListener('click', () => {
    answers.clear();
    showPredictions();
    recheck(true);
    report();
  });

  let collisionShown = false;
  /** The values whose numbers the text shows. @type {ReturnType<typeof checkValues> | null} */
  let filled = null;
  return (state, pe, fillText) => {
    latest = { state, pe };
    if (!pe || !fillText) return;
    if (!collisionShown) {
      collisionShown = true;
      fill(/** @type {HTMLElement} */ (document.getElementById('predict-collision')), collisionValues(pe));
    }
    const now = /** @type {ReturnType<typeof checkValues>} */ (currentValues());
    if (now === filled) return;
    filled = now;
    // The same numbers appear in section 3's text and in the check's questions.
    fill(/** @type {HTMLElement} */ (document.querySelector('main')), now.live);
    recheck();
    report();
  };
}

/**
 * The values of the elements matching `selector` under `root`.
 * @param {Element} root @param {string} selector @param {(e: HTMLElement) => string | undefined} read
 */
function valuesOf(root, selector, read) {
  return [...root.querySelectorAll(selector)].map((e) => read(/** @type {HTMLElement} */ (e)) ?? '');
}

/**
 * A notice of what happened to the learner's answers (set aside when read,
 * not recorded by the LMS): each message once, the first few kept.
 * @param {HTMLElement} box
 */
function setupNotice(box) {
  /** @type {string[]} */
  const messages = [];
  return {
    /** @param {string} message */
    add(message) {
      if (messages.includes(message) || messages.length >= 5) return;
      messages.push(message);
      box.textContent = messages.join(' ');
      box.hidden = false;
    },
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
