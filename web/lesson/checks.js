// @ts-check
/**
 * "Check yourself": the questions of section 7. Each is a
 * `<fieldset class="question">` in web/index.html with radio buttons and the
 * right value in `data-answer`, or (`data-kind="number"`) a text box whose
 * right value the module computes for the current settings (check-values.js).
 * "Check" gives immediate feedback in an announced box: right or not, a hint
 * aimed at the likely slip, the explanation (`.why`) and a link back to the
 * section (`data-section` names the element to go back to).
 *
 * Typed text is only parsed as a number (at most MAX_TYPED characters) and
 * never shown back as markup; answers are kept with the learner's others
 * (answers.js).
 * @module
 */
import { parseTypedNumber, slipHint } from './check-values.js';

/** Longest typed answer read (the boxes have the same maxlength). */
export const MAX_TYPED = 12;

/**
 * @typedef {object} CheckContext
 * @property {(id: string) => number | null} expected  the right number of a
 *   numeric question for the current settings, null while the module loads
 * @property {(id: string) => Record<string, number>} slips  values a likely
 *   mistake gives (name -> value), for the hint
 * @property {() => void} answered  after every check (the progress changed)
 */

/**
 * Wires every question under `root`; returns `recheck()`, which shows the
 * stored answers again (numeric ones judged for the current settings).
 * @param {ParentNode} root
 * @param {import('./answers.js').AnswerStore} store
 * @param {CheckContext} context
 */
export function setupChecks(root, store, context) {
  const questions = [...root.querySelectorAll('fieldset.question')].map((e) => /** @type {HTMLFieldSetElement} */ (e));
  for (const fieldset of questions) {
    addBackLink(fieldset);
    /** @type {HTMLElement} */ (fieldset.querySelector('button.check-answer')).addEventListener('click', () => {
      const answer = readAnswer(fieldset);
      const verdict = judge(fieldset, answer, context);
      if (verdict.correct !== null) {
        store.update((a) => { a.checks[fieldset.id] = { answer, correct: verdict.correct === true }; });
      }
      showVerdict(fieldset, verdict);
      context.answered();
    });
    // Enter in a number box checks it, as in a one-field form.
    fieldset.querySelector('input[type="text"]')?.addEventListener('keydown', (event) => {
      if (/** @type {KeyboardEvent} */ (event).key === 'Enter') /** @type {HTMLElement} */ (fieldset.querySelector('button.check-answer')).click();
    });
  }
  return function recheck() {
    for (const fieldset of questions) {
      const stored = store.current.checks[fieldset.id];
      writeAnswer(fieldset, stored?.answer ?? '');
      if (!stored) {
        showVerdict(fieldset, { correct: null, text: '' });
        continue;
      }
      const verdict = judge(fieldset, stored.answer, context);
      // A numeric answer may turn right or wrong when the settings change.
      if (verdict.correct !== null && verdict.correct !== stored.correct) {
        store.update((a) => { a.checks[fieldset.id] = { answer: stored.answer, correct: verdict.correct === true }; });
      }
      showVerdict(fieldset, verdict);
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
 * @typedef {{ correct: boolean | null, text: string }} Verdict
 *   correct null: not judged (no answer yet, or the module still loading)
 */

/**
 * @param {HTMLFieldSetElement} fieldset @param {string} answer @param {CheckContext} context
 * @returns {Verdict}
 */
function judge(fieldset, answer, context) {
  if (fieldset.dataset.kind !== 'number') {
    if (!answer) return { correct: null, text: 'Pick an answer first.' };
    const right = answer === fieldset.dataset.answer;
    return { correct: right, text: right ? 'Right.' : 'Not quite.' };
  }
  const value = parseTypedNumber(answer);
  if (value === null) return { correct: null, text: 'Type a number, such as 12.5.' };
  const expected = context.expected(fieldset.id);
  if (expected === null) return { correct: null, text: 'The module is still loading: try again in a moment.' };
  // Two significant digits are enough to show the idea: 1% or 0.01, whichever is larger.
  const right = Math.abs(value - expected) <= Math.max(0.01, 0.01 * Math.abs(expected));
  if (right) return { correct: true, text: 'Right.' };
  const hint = slipHint(value, context.slips(fieldset.id));
  return { correct: false, text: `Not quite.${hint ? ` ${hint}` : ''}` };
}

/** @param {HTMLFieldSetElement} fieldset @param {Verdict} verdict */
function showVerdict(fieldset, verdict) {
  const result = /** @type {HTMLElement} */ (fieldset.querySelector('.feedback .result'));
  const why = /** @type {HTMLElement} */ (fieldset.querySelector('.feedback .why'));
  const back = /** @type {HTMLElement} */ (fieldset.querySelector('.feedback .back'));
  result.textContent = verdict.text;
  result.className = `result${verdict.correct === true ? ' right' : verdict.correct === false ? ' wrong' : ''}`;
  why.hidden = verdict.correct === null;
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
  link.textContent = `Back to section ${number}: ${title}`;
  back.append(link);
  /** @type {HTMLElement} */ (fieldset.querySelector('.feedback')).append(back);
}
