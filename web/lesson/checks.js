// @ts-check
/**
 * "Check yourself": the questions of section 7. Each is a
 * `<fieldset class="question">` in web/index.html with radio buttons and the
 * right value in `data-answer`, or (`data-kind="number"`) a text box whose
 * right value the module computes for the current settings (check-values.js).
 * "Check" gives immediate feedback in an announced box: right or not, what
 * the chosen wrong answer misses (a radio's `data-feedback`) or a hint aimed
 * at the likely slip of a typed number, and a link back to the section
 * (`data-section` names the element to go back to). The explanation (`.why`)
 * waits until the learner has tried: it shows with a right answer, or from
 * the second answer checked on (or for an answer kept from an earlier visit).
 * Each question keeps whether its first answer was right: the score counts
 * first attempts, and where a platform or host keeps the score, a first
 * answer outlives "Clear my answers" (answers.js).
 *
 * Typed text is only parsed as a number (at most MAX_TYPED characters) and
 * never shown back as markup; answers are kept with the learner's others
 * (answers.js).
 * @module
 */
import { MAX_TYPED, parseTypedNumber, slipHint } from './check-values.js';
import { words } from './words.js';
import './later-words.js';
import { localFmt } from './figures/schema.js';

/**
 * @typedef {object} CheckContext
 * @property {(id: string) => number | null} expected  the right number of a
 *   numeric question for the current settings, null while the module loads
 * @property {(id: string) => Record<string, number>} slips  values a likely
 *   mistake gives (name -> value), for the hint
 * @property {() => void} answered  after every check the learner makes (the
 *   progress changed); not from recheck, whose callers report once after it
 */

/**
 * Wires every question under `root` and fills in the stored answers; returns
 * `recheck(restore)`, which judges again the stored answers (numeric ones for
 * the current settings) and any check made while the module was loading, shows
 * the verdicts, and with `restore` (after
 * the answers were cleared) also writes them into the inputs again. Without
 * it, what a learner has picked or typed and not yet checked stays.
 * @param {ParentNode} root
 * @param {import('./answers.js').AnswerStore} store
 * @param {CheckContext} context
 */
export function setupChecks(root, store, context) {
  const questions = [...root.querySelectorAll('fieldset.question')].map((e) => /** @type {HTMLFieldSetElement} */ (e));
  /** Questions whose explanation may show: tried twice, answered right, or answered on an earlier visit. */
  const explained = new Set(Object.keys(store.current.checks));
  /**
   * Questions checked while their right answer could not be computed yet (the
   * module loading): checked again by recheck.
   * @type {Set<HTMLFieldSetElement>}
   */
  const waiting = new Set();
  /**
   * @param {HTMLFieldSetElement} fieldset
   * @param {boolean} [quiet]  from recheck, whose callers report the progress once for all questions
   */
  const check = (fieldset, quiet = false) => {
    const answer = readAnswer(fieldset);
    const verdict = judge(fieldset, answer, context);
    if (verdict.waiting) waiting.add(fieldset);
    else waiting.delete(fieldset);
    if (verdict.correct !== null) {
      const before = store.current.checks[fieldset.id];
      if (before || verdict.correct) explained.add(fieldset.id);
      const correct = verdict.correct === true;
      store.update((a) => {
        // A first answer cleared while the score is kept (answers.js, clear) is still the first.
        const kept = Object.hasOwn(a.firsts, fieldset.id) ? a.firsts[fieldset.id] : correct;
        a.checks[fieldset.id] = { answer, correct, firstCorrect: before ? before.firstCorrect : kept };
      });
    }
    showVerdict(fieldset, verdict, explained.has(fieldset.id));
    if (!quiet) context.answered();
  };
  for (const fieldset of questions) {
    addBackLink(fieldset);
    /** @type {HTMLElement} */ (fieldset.querySelector('button.check-answer')).addEventListener('click', () => check(fieldset));
    // Enter in a number box checks it, as in a one-field form.
    fieldset.querySelector('input[type="text"]')?.addEventListener('keydown', (event) => {
      if (/** @type {KeyboardEvent} */ (event).key === 'Enter') /** @type {HTMLElement} */ (fieldset.querySelector('button.check-answer')).click();
    });
  }
  // Only stored answers are written: what the learner typed or picked while
  // the page's words were coming (lesson/main.js) stays, to be checked.
  for (const fieldset of questions) {
    const stored = store.current.checks[fieldset.id];
    if (stored) writeAnswer(fieldset, stored.answer);
  }
  return function recheck(restore = false) {
    if (restore) waiting.clear();
    for (const fieldset of questions) {
      const stored = store.current.checks[fieldset.id];
      if (restore) writeAnswer(fieldset, stored?.answer ?? '');
      if (!stored && waiting.has(fieldset)) {
        check(fieldset, true);
        continue;
      }
      if (!stored) {
        explained.delete(fieldset.id);
        showVerdict(fieldset, { correct: null, text: '' }, false);
        continue;
      }
      const verdict = judge(fieldset, stored.answer, context);
      // A numeric answer may turn right or wrong when the settings change.
      if (verdict.correct !== null && verdict.correct !== stored.correct) {
        store.update((a) => { a.checks[fieldset.id] = { ...stored, correct: verdict.correct === true }; });
      }
      showVerdict(fieldset, verdict, explained.has(fieldset.id));
    }
  };
}

/** @param {HTMLFieldSetElement} fieldset */
function readAnswer(fieldset) {
  const box = /** @type {HTMLInputElement | null} */ (fieldset.querySelector('input[type="text"]'));
  if (box) return box.value.slice(0, MAX_TYPED);
  const picked = /** @type {HTMLInputElement | null} */ (fieldset.querySelector('input[type="radio"]:checked'));
  return picked ? picked.value : '';
}

/** @param {HTMLFieldSetElement} fieldset @param {string} answer */
function writeAnswer(fieldset, answer) {
  const box = /** @type {HTMLInputElement | null} */ (fieldset.querySelector('input[type="text"]'));
  if (box) {
    box.value = answer;
    return;
  }
  for (const radio of fieldset.querySelectorAll('input[type="radio"]')) {
    /** @type {HTMLInputElement} */ (radio).checked = /** @type {HTMLInputElement} */ (radio).value === answer;
  }
}

/**
 * @typedef {{ correct: boolean | null, text: string, invalid?: boolean, waiting?: boolean }} Verdict
 *   correct null: not judged (no answer yet, or the module still loading);
 *   invalid: the typed text is not a number; waiting: the module still loading
 */

/**
 * @param {HTMLFieldSetElement} fieldset @param {string} answer @param {CheckContext} context
 * @returns {Verdict}
 */
function judge(fieldset, answer, context) {
  const l10n = words();
  /** @param {string} why  what the answer misses, or '' */
  const wrong = (why) => ({ correct: false, text: why ? l10n.t('ui-checks-wrong-why', { why }) : l10n.t('ui-checks-wrong') });
  if (fieldset.dataset.kind !== 'number') {
    if (!answer) return { correct: null, text: l10n.t('ui-checks-pick') };
    const right = answer === fieldset.dataset.answer;
    if (right) return { correct: true, text: l10n.t('ui-checks-right') };
    const chosen = [...fieldset.querySelectorAll('input[type="radio"]')]
      .find((radio) => /** @type {HTMLInputElement} */ (radio).value === answer);
    return wrong(/** @type {HTMLElement | undefined} */ (chosen)?.dataset.feedback ?? '');
  }
  const value = parseTypedNumber(answer);
  if (value === null) return { correct: null, invalid: true, text: l10n.t('ui-checks-not-a-number', { example: localFmt(12.5, words()) }) };
  const expected = context.expected(fieldset.id);
  if (expected === null) return { correct: null, waiting: true, text: l10n.t('ui-checks-loading') };
  // Two significant digits are enough to show the idea: 1% or 0.01, whichever is larger.
  const right = Math.abs(value - expected) <= Math.max(0.01, 0.01 * Math.abs(expected));
  if (right) return { correct: true, text: l10n.t('ui-checks-right') };
  return wrong(slipHint(value, context.slips(fieldset.id)));
}

/**
 * @param {HTMLFieldSetElement} fieldset @param {Verdict} verdict
 * @param {boolean} explain  whether the explanation may show
 */
function showVerdict(fieldset, verdict, explain) {
  const result = /** @type {HTMLElement} */ (fieldset.querySelector('.feedback .result'));
  const why = /** @type {HTMLElement} */ (fieldset.querySelector('.feedback .why'));
  const back = /** @type {HTMLElement} */ (fieldset.querySelector('.feedback .back'));
  result.textContent = verdict.correct === false && !explain
    ? words().t('ui-checks-try-again', { verdict: verdict.text }) : verdict.text;
  // A number box says when its text is not a number (the result says why).
  const box = fieldset.querySelector('input[type="text"]');
  if (box) {
    result.id ||= `${fieldset.id}-result`;
    box.setAttribute('aria-describedby', result.id);
    if (verdict.invalid) box.setAttribute('aria-invalid', 'true');
    else box.removeAttribute('aria-invalid');
  }
  result.className = `result${verdict.correct === true ? ' right' : verdict.correct === false ? ' wrong' : ''}`;
  why.hidden = verdict.correct === null || !explain;
  back.hidden = verdict.correct === null;
  fieldset.dataset.verdict = verdict.correct === null ? '' : String(verdict.correct);
}

/**
 * Adds "Back to section N: title" under the explanation, to the element
 * named by data-section.
 * @param {HTMLFieldSetElement} fieldset
 */
function addBackLink(fieldset) {
  const id = fieldset.dataset.section ?? '';
  const target = document.getElementById(id);
  const heading = target?.closest('section')?.querySelector('h2');
  const number = heading?.querySelector('.num')?.textContent ?? '';
  // The heading's own words: not its number, nor an "optional" badge.
  const title = [...(heading?.childNodes ?? [])].filter((n) => !(n instanceof Element))
    .map((n) => n.textContent).join('').trim();
  const back = document.createElement('p');
  back.className = 'back';
  back.hidden = true;
  const link = document.createElement('a');
  link.href = `#${id}`;
  link.textContent = words().t('ui-checks-back', { number, title });
  back.append(link);
  /** @type {HTMLElement} */ (fieldset.querySelector('.feedback')).append(back);
}
