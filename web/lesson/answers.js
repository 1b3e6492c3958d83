// @ts-check
/**
 * What the learner has done in the lesson: predictions made (or skipped),
 * check answers and sections reached. Kept in this browser only
 * (localStorage), never in the URL and never sent anywhere; "Clear my
 * answers" forgets it. Where storage is refused (a sandboxed frame, a
 * private window with storage off) it lives for the page view only.
 *
 * Stored text is untrusted input: it is parsed against the ids the page
 * declares, and anything else is dropped. Pure apart from the storage
 * object handed in; unit-tested in node (tests/js/lesson-answers.test.js).
 * @module
 */

/** The localStorage key. The version suffix changes when the shape does. */
export const STORAGE_KEY = 'posenc-lesson-answers-v1';
/** Longest stored answer kept (a choice id or a typed number). */
export const MAX_ANSWER = 40;
/** What a prediction holds when the learner chose "Just show me". */
export const SKIPPED = 'skip';

/**
 * @typedef {object} Answers
 * @property {Record<string, string>} predictions  prediction id -> choice (or SKIPPED)
 * @property {Record<string, { answer: string, correct: boolean }>} checks  question id -> last answer
 * @property {string[]} sections  ids of the sections reached, in page order
 */

/**
 * @typedef {object} Known  the ids the page declares
 * @property {readonly string[]} predictions @property {readonly string[]} checks
 * @property {readonly string[]} sections
 */

/** @returns {Answers} */
export function emptyAnswers() {
  return { predictions: {}, checks: {}, sections: [] };
}

/** @param {unknown} v */
const shortText = (v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_ANSWER;
/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Parses stored text into answers about the known ids only. Never throws:
 * malformed text gives empty answers, malformed entries are dropped.
 * @param {string | null} text @param {Known} known
 * @returns {Answers}
 */
export function parseAnswers(text, known) {
  const answers = emptyAnswers();
  let data;
  try { data = JSON.parse(text ?? ''); } catch { return answers; }
  if (!isRecord(data)) return answers;
  const { predictions, checks, sections } = data;
  if (isRecord(predictions)) {
    for (const id of known.predictions) {
      if (Object.hasOwn(predictions, id) && shortText(predictions[id])) answers.predictions[id] = /** @type {string} */ (predictions[id]);
    }
  }
  if (isRecord(checks)) {
    for (const id of known.checks) {
      const entry = Object.hasOwn(checks, id) ? checks[id] : null;
      if (isRecord(entry) && shortText(entry.answer) && typeof entry.correct === 'boolean') {
        answers.checks[id] = { answer: /** @type {string} */ (entry.answer), correct: entry.correct };
      }
    }
  }
  if (Array.isArray(sections)) answers.sections = known.sections.filter((id) => sections.includes(id));
  return answers;
}

/**
 * The browser's localStorage if it can be used, else null.
 * @returns {Storage | null}
 */
export function browserStorage() {
  try {
    const storage = globalThis.localStorage;
    storage.getItem(STORAGE_KEY);
    return storage;
  } catch {
    // Refused (opaque origin, storage turned off): answers last for this page view.
    return null;
  }
}

/**
 * The learner's answers, loaded from `storage`, and the means to keep them.
 * @param {Known} known @param {Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null} storage
 */
export function openAnswers(known, storage) {
  let stored = null;
  try { stored = storage ? storage.getItem(STORAGE_KEY) : null; } catch { /* refused: start empty */ }
  let answers = parseAnswers(stored, known);
  return {
    get current() { return answers; },
    /** @param {(a: Answers) => void} edit */
    update(edit) {
      edit(answers);
      try { storage?.setItem(STORAGE_KEY, JSON.stringify(answers)); } catch { /* full or refused: kept in memory */ }
    },
    clear() {
      answers = emptyAnswers();
      try { storage?.removeItem(STORAGE_KEY); } catch { /* refused: nothing was stored */ }
    },
  };
}

/** @typedef {ReturnType<typeof openAnswers>} AnswerStore */

/**
 * The progress a course host may follow: counts and section ids only, never
 * an answer's text.
 * @param {Answers} a @param {Known} known
 */
export function progressOf(a, known) {
  const made = Object.values(a.predictions).filter((c) => c !== SKIPPED).length;
  const checks = Object.values(a.checks);
  return {
    sections: { reached: [...a.sections], total: known.sections.length },
    predictions: { made, skipped: Object.keys(a.predictions).length - made, total: known.predictions.length },
    check: { answered: checks.length, correct: checks.filter((c) => c.correct).length, total: known.checks.length },
  };
}

/** @typedef {ReturnType<typeof progressOf>} Progress */
