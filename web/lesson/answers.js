// @ts-check
/**
 * What the learner has done in the lesson: predictions made (or skipped),
 * check answers and sections reached. Kept in this browser only
 * (localStorage), or under an LMS in its suspend data (lesson/lms.js), never
 * in the URL; "Clear my answers" forgets it (all but the first answers and
 * the sections reached, where a platform or host keeps the score: clear,
 * below). Where storage is refused (a sandboxed frame, a private window with
 * storage off) it lives for the page view only.
 *
 * Stored text is untrusted input: it is parsed against the ids and choices
 * the page declares, every answer is judged again, and anything else is
 * dropped and counted. Pure apart from the storage object handed in;
 * unit-tested in node (tests/js/lesson-answers.test.js).
 * @module
 */
import { MAX_TYPED, parseTypedNumber } from './check-values.js';

/** The localStorage key; the format's version is inside the stored text. */
export const STORAGE_KEY = 'posenc-lesson-answers';
/** The key of the first format (version 1), read once and migrated. */
export const LEGACY_KEY = 'posenc-lesson-answers-v1';
/**
 * Where stored text this version cannot read (a later version's, a damaged
 * record) is moved when the learner first saves something, so that a
 * version that can read it still finds it.
 */
export const SET_ASIDE_KEY = 'posenc-lesson-answers-set-aside';
/** The version of the stored format written today. */
export const FORMAT_VERSION = 2;
/** Longest stored answer kept (a choice id or a typed number). */
export const MAX_ANSWER = 40;
/** What a prediction holds when the learner chose "Just show me". */
export const SKIPPED = 'skip';

/**
 * Choices a later version of the lesson renamed, by the format version that
 * renamed them: text stored by an older version has them renamed on load, so
 * nobody's answers are stranded. `{ 3: { 'predict-x': { old: 'new' } } }`
 * would rename choice "old" of predict-x in text older than version 3.
 * @type {Record<number, Record<string, Record<string, string>>>}
 */
export const RENAMED_CHOICES = {};

/**
 * @typedef {object} CheckAnswer
 * @property {string} answer  the last answer checked
 * @property {boolean} correct  whether it is right
 * @property {boolean} firstCorrect  whether the first answer checked was right
 */

/**
 * @typedef {object} Answers
 * @property {Record<string, string>} predictions  prediction id -> choice (or SKIPPED)
 * @property {Record<string, CheckAnswer>} checks  question id -> answers checked
 * @property {string[]} sections  ids of the sections reached, in page order
 * @property {Record<string, boolean>} firsts  question id -> whether its first answer
 *   was right, for questions whose answers were cleared while a platform or host
 *   keeps the score: a later answer counts with that first one
 * @property {boolean} scored  a platform or host keeps the score of these answers
 *   (an LMS, a framing page that follows the progress): clearing keeps `firsts`
 */

/**
 * @typedef {object} Known  what the page declares, against which stored text is judged
 * @property {readonly string[]} predictions @property {readonly string[]} checks
 * @property {readonly string[]} sections
 * @property {Readonly<Record<string, readonly string[]>>} choices  prediction or
 *   multiple-choice question id -> its choices (a question not listed takes a typed number)
 * @property {Readonly<Record<string, string>>} right  multiple-choice question id -> the right choice
 */

/** @returns {Answers} */
export function emptyAnswers() {
  return { predictions: {}, checks: {}, sections: [], firsts: {}, scored: false };
}

/** @param {unknown} v @returns {v is string} */
const shortText = (v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_ANSWER;
/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** @param {Record<string, unknown>} r @param {string} key */
const own = (r, key) => (Object.hasOwn(r, key) ? r[key] : undefined);

/**
 * The text stored for `answers`: compact (short keys, a check as
 * [answer, right, first right] with 0/1; `f`, the first answers kept past a
 * clear, and `k`, a score kept by a host, only when there are), versioned,
 * and the same for the browser's storage and an LMS's suspend_data
 * (lesson/lms.js).
 * @param {Answers} answers
 */
export function serializeAnswers(answers) {
  const c = Object.fromEntries(Object.entries(answers.checks)
    .map(([id, a]) => [id, [a.answer, Number(a.correct), Number(a.firstCorrect)]]));
  const firsts = Object.entries(answers.firsts);
  return JSON.stringify({
    v: FORMAT_VERSION, p: answers.predictions, c, s: answers.sections,
    ...(firsts.length > 0 ? { f: Object.fromEntries(firsts.map(([id, right]) => [id, Number(right)])) } : {}),
    ...(answers.scored ? { k: 1 } : {}),
  });
}

/** @typedef {{ p: unknown, c: unknown, s: unknown, f?: unknown, k?: unknown }} Shaped */

/**
 * Stored data of any known version in today's shape (`{ p, c, s, f, k }`, a
 * check as [answer, right, first right]), with renamed choices renamed, or
 * null for data that is no answers of this lesson's.
 * @param {unknown} data
 * @returns {Shaped | null}
 */
function migrate(data) {
  if (!isRecord(data)) return null;
  let version = own(data, 'v');
  /** @type {Shaped} */
  let shaped;
  if (version === undefined && ('predictions' in data || 'checks' in data || 'sections' in data)) {
    // Version 1: long keys, a check as { answer, correct }; its first attempt was not kept
    // (null: the stored answer, judged again, stands for it).
    version = 1;
    const checks = own(data, 'checks');
    shaped = {
      p: own(data, 'predictions'),
      c: isRecord(checks) ? Object.fromEntries(Object.keys(checks).map((id) => {
        const e = checks[id];
        return [id, isRecord(e) ? [own(e, 'answer'), own(e, 'correct'), null] : null];
      })) : null,
      s: own(data, 'sections'),
    };
  } else if (Number.isInteger(version) && /** @type {number} */ (version) >= 2 && /** @type {number} */ (version) <= FORMAT_VERSION) {
    shaped = { p: own(data, 'p'), c: own(data, 'c'), s: own(data, 's'), f: own(data, 'f'), k: own(data, 'k') };
  } else {
    return null;
  }
  for (const [since, renames] of Object.entries(RENAMED_CHOICES)) {
    if (/** @type {number} */ (version) >= Number(since)) continue;
    for (const [id, map] of Object.entries(renames)) {
      for (const table of [shaped.p, shaped.c]) {
        if (!isRecord(table) || !Object.hasOwn(table, id)) continue;
        const entry = table[id];
        if (typeof entry === 'string' && Object.hasOwn(map, entry)) table[id] = map[entry];
        if (Array.isArray(entry) && typeof entry[0] === 'string' && Object.hasOwn(map, entry[0])) entry[0] = map[entry[0]];
      }
    }
  }
  return shaped;
}

/**
 * @typedef {object} Parsed
 * @property {Answers} answers  what could be used
 * @property {number} dropped  stored answers left out: unknown choices, answers
 *   that can no longer be judged, malformed entries
 * @property {boolean} unreadable  text was stored but is no answers of this lesson
 */

/**
 * Parses stored text into answers about the known ids only, judging every
 * answer again: a prediction must name one of its choices, a multiple-choice
 * answer one of the question's (whether it is right is decided here, not
 * read), a typed answer must read as a number (parseTypedNumber; whether it
 * is right depends on the settings, so lesson/checks.js judges it again once
 * the module has loaded). Never throws: malformed text gives empty answers,
 * malformed entries are dropped and counted.
 * @param {string | null} text @param {Known} known
 * @returns {Parsed}
 */
export function parseAnswers(text, known) {
  const answers = emptyAnswers();
  if (text === null || text === '') return { answers, dropped: 0, unreadable: false };
  let data;
  try { data = JSON.parse(text); } catch { data = null; }
  const shaped = migrate(data);
  if (!shaped) return { answers, dropped: 0, unreadable: true };
  let dropped = 0;
  const { p: predictions, c: checks, s: sections, f: firsts, k: scored } = shaped;
  if (isRecord(predictions)) {
    for (const id of Object.keys(predictions)) {
      const choice = predictions[id];
      const choices = known.predictions.includes(id) && Object.hasOwn(known.choices, id) ? known.choices[id] : null;
      if (choices && shortText(choice) && (choice === SKIPPED || choices.includes(choice))) answers.predictions[id] = choice;
      else dropped++;
    }
  } else if (predictions !== undefined) dropped++;
  if (isRecord(checks)) {
    for (const id of Object.keys(checks)) {
      const checked = known.checks.includes(id) ? judgeStored(checks[id], id, known) : null;
      if (checked) answers.checks[id] = checked;
      else dropped++;
    }
  } else if (checks !== undefined) dropped++;
  if (Array.isArray(sections)) answers.sections = known.sections.filter((id) => sections.includes(id));
  else if (sections !== undefined) dropped++;
  if (isRecord(firsts)) {
    for (const id of Object.keys(firsts)) {
      if (known.checks.includes(id) && (firsts[id] === 0 || firsts[id] === 1)) answers.firsts[id] = firsts[id] === 1;
      else dropped++;
    }
  } else if (firsts !== undefined) dropped++;
  answers.scored = scored === 1;
  return { answers, dropped, unreadable: false };
}

/**
 * A stored check entry ([answer, right, first right]) judged again, or null.
 * @param {unknown} entry @param {string} id @param {Known} known
 * @returns {CheckAnswer | null}
 */
function judgeStored(entry, id, known) {
  if (!Array.isArray(entry) || entry.length !== 3) return null;
  const [answer, stored, first] = entry;
  const bit = (/** @type {unknown} */ v) => v === 0 || v === 1 || typeof v === 'boolean';
  // A first attempt that was not kept (null) is taken to be the stored answer.
  if (!shortText(answer) || !bit(stored) || !(bit(first) || first === null)) return null;
  let correct = Boolean(stored);
  if (Object.hasOwn(known.choices, id)) {
    if (!known.choices[id].includes(answer)) return null;
    correct = answer === known.right[id];
  } else if (answer.length > MAX_TYPED || parseTypedNumber(answer, true) === null) {
    // A decimal comma is read in every locale here: the lesson's pages in
    // every language share the answers (checks.js judges one in the page's).
    return null;
  }
  return { answer, correct, firstCorrect: first === null ? correct : Boolean(first) };
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
 * Text of an older format (or under the first format's key) is migrated and
 * written back in today's; the first format's key is removed only once
 * today's record has been written and read back. Text with answers that had
 * to be dropped is written back without them, so the learner is told about
 * them once. Text that cannot be read at all (a later version's, a damaged
 * record) is left as it is until the learner saves something: it is then
 * moved to SET_ASIDE_KEY first, or, in a storage of `oneRecord` (an LMS's
 * suspend_data, which has no second place), replaced.
 * @param {Known} known @param {Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null} storage
 * @param {{ oneRecord?: boolean }} [options]
 */
export function openAnswers(known, storage, { oneRecord = false } = {}) {
  /** @param {string} key */
  const read = (key) => { try { return storage ? storage.getItem(key) : null; } catch { return null; } };
  /** Writes `text` under `key` and reads it back: whether it is there. @param {string} key @param {string} text */
  const write = (key, text) => {
    try {
      storage?.setItem(key, text);
    } catch {
      return false; // full or refused: kept in memory
    }
    return read(key) === text;
  };
  const stored = read(STORAGE_KEY);
  const legacy = stored === null ? read(LEGACY_KEY) : null;
  const parsed = parseAnswers(stored ?? legacy, known);
  let answers = parsed.answers;
  /** The unreadable text still under STORAGE_KEY, until it is set aside. */
  let unread = parsed.unreadable ? stored : null;
  const save = () => {
    if (unread !== null && !oneRecord) {
      // Never replaced before it is kept elsewhere: a learner's new answers wait in memory.
      if (!write(SET_ASIDE_KEY, unread)) return false;
    }
    unread = null;
    return write(STORAGE_KEY, serializeAnswers(answers));
  };
  if (legacy !== null && !parsed.unreadable) {
    if (save()) {
      try { storage?.removeItem(LEGACY_KEY); } catch { /* refused: read again next time */ }
    }
  } else if (parsed.dropped > 0) save();
  return {
    get current() { return answers; },
    /** What loading left out: `{ dropped, unreadable }` (Parsed). */
    loaded: { dropped: parsed.dropped, unreadable: parsed.unreadable },
    /** A change the learner made (an answer, a prediction), saved at once. @param {(a: Answers) => void} edit */
    update(edit) {
      edit(answers);
      save();
    },
    /**
     * A change the page noticed (a section reached): saved like the
     * learner's, except over stored text this version cannot read, which it
     * leaves in place. @param {(a: Answers) => void} edit
     */
    track(edit) {
      edit(answers);
      if (unread === null) save();
    },
    /**
     * Forgets the answers, predictions and sections reached. Where a platform
     * or host keeps the score (`scored`), what it has been told stays: the
     * first answer to each question (`firsts`), so that answering again never
     * raises the score, and the sections reached, so that progress never goes back.
     */
    clear() {
      const { scored, sections } = answers;
      answers = !scored ? emptyAnswers() : {
        ...emptyAnswers(), sections, scored,
        firsts: { ...Object.fromEntries(Object.entries(answers.checks).map(([id, c]) => [id, c.firstCorrect])), ...answers.firsts },
      };
      if (scored || unread !== null) save();
      else try { storage?.removeItem(STORAGE_KEY); } catch { /* refused: nothing was stored */ }
    },
    /**
     * A platform or host keeps the score from now on (an LMS session, a framing
     * page that follows the progress). Saved with the learner's next change.
     */
    keepScore() {
      answers.scored = true;
    },
  };
}

/** @typedef {ReturnType<typeof openAnswers>} AnswerStore */

/**
 * The progress a course host may follow: counts and section ids only, never
 * an answer's text. `check.firstTime` counts the questions whose first
 * answer was right, those cleared while a platform or host keeps the score
 * included: clearing and answering again never raises it.
 * @param {Answers} a @param {Known} known
 */
export function progressOf(a, known) {
  const made = Object.values(a.predictions).filter((c) => c !== SKIPPED).length;
  const checks = Object.values(a.checks);
  return {
    sections: { reached: [...a.sections], total: known.sections.length },
    predictions: { made, skipped: Object.keys(a.predictions).length - made, total: known.predictions.length },
    check: {
      answered: checks.length, correct: checks.filter((c) => c.correct).length,
      firstTime: known.checks.filter((id) => firstAnswerRight(a, id)).length, total: known.checks.length,
    },
  };
}

/**
 * Whether the first answer to question `id` was right: the answer shown
 * now, or one cleared while a platform or host keeps the score.
 * @param {Answers} a @param {string} id
 */
function firstAnswerRight(a, id) {
  return Object.hasOwn(a.checks, id) ? a.checks[id].firstCorrect : a.firsts[id] === true;
}

/** @typedef {ReturnType<typeof progressOf>} Progress */
