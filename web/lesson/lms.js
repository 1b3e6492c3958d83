// @ts-check
/**
 * The lesson inside a learning management system, through the SCORM run-time
 * API that the LMS puts on a window above the lesson's (SCORM 2004 4th
 * edition's `API_1484_11`, SCORM 1.2's `API`). Outside an LMS nothing here
 * runs and the lesson keeps its answers in the browser (answers.js).
 *
 * Under an LMS the lesson initializes once, keeps the learner's answers in
 * `cmi.suspend_data` (the same compact, versioned text as in the browser's
 * storage, judged again when read), reports completion, the score of first
 * attempts, success against the mastery score and the session time, and
 * terminates once, on `pagehide`. Every write that fails is tried once more
 * and then reported through `onError`, never thrown: a runtime whose
 * methods throw or answer "false" leaves the lesson working.
 * @module
 */
import { STORAGE_KEY } from './answers.js';
import { words } from './words.js';
import './later-words.js';

/** How many windows up (and then from the opener up) the runtime is looked for. */
export const MAX_LEVELS = 10;
/** The share of first-attempt points that passes when the LMS gives no mastery score. */
export const DEFAULT_MASTERY = 0.75;
/** The section the learner must have reached (with every question answered) to complete the lesson. */
export const LAST_SECTION = 'check';

/** @typedef {'1.2' | '2004'} ScormVersion */

/** The run-time's method and data model names, by version. */
const NAMES = {
  '2004': {
    object: 'API_1484_11', initialize: 'Initialize', terminate: 'Terminate', get: 'GetValue', set: 'SetValue',
    commit: 'Commit', lastError: 'GetLastError', errorString: 'GetErrorString',
    status: 'cmi.completion_status', exit: 'cmi.exit', sessionTime: 'cmi.session_time', score: 'cmi.score',
  },
  '1.2': {
    object: 'API', initialize: 'LMSInitialize', terminate: 'LMSFinish', get: 'LMSGetValue', set: 'LMSSetValue',
    commit: 'LMSCommit', lastError: 'LMSGetLastError', errorString: 'LMSGetErrorString',
    status: 'cmi.core.lesson_status', exit: 'cmi.core.exit', sessionTime: 'cmi.core.session_time', score: 'cmi.core.score',
  },
};

/**
 * The run-time API the standard way: `API_1484_11` (then `API`) on this
 * window or a parent, up to the top, then on the opener and its parents,
 * at most MAX_LEVELS windows each way. Windows of another origin (which
 * throw when read) are passed over.
 * @param {Window} start
 * @returns {{ version: ScormVersion, api: Record<string, unknown> } | null}
 */
export function findRuntime(start) {
  for (const version of /** @type {ScormVersion[]} */ (['2004', '1.2'])) {
    const { object, initialize } = NAMES[version];
    /** @param {Window | null} from */
    const climb = (from) => {
      let w = from;
      for (let level = 0; w && level < MAX_LEVELS; level++) {
        try {
          const api = /** @type {any} */ (w)[object];
          if (api && typeof api[initialize] === 'function') return api;
          if (w.parent === w) return null;
          w = w.parent;
        } catch {
          return null;
        }
      }
      return null;
    };
    let opener = null;
    try { opener = start.top?.opener ?? null; } catch { /* another origin's window */ }
    const api = climb(start) ?? climb(opener);
    if (api) return { version, api };
  }
  return null;
}

/**
 * Whether each runtime accepted Initialize (tried twice), asked once per page:
 * learnerLanguage opens the session, since a runtime answers GetValue only
 * within one, and openLms then goes on with that same session.
 * @type {WeakMap<object, boolean>}
 */
const initialized = new WeakMap();

/** @param {{ version: ScormVersion, api: Record<string, unknown> }} runtime */
function initializeOnce({ version, api }) {
  let ok = initialized.get(api);
  if (ok === undefined) {
    const start = () => {
      try {
        return String(/** @type {(a: string) => unknown} */ (api[NAMES[version].initialize]).call(api, '')) === 'true';
      } catch {
        return false;
      }
    };
    ok = start() || start();
    initialized.set(api, ok);
  }
  return ok;
}

/**
 * The learner's language as the platform keeps it (SCORM 2004's
 * `cmi.learner_preference.language`, 1.2's `cmi.student_preference.language`),
 * '' where it keeps none or refuses to start a session. Call it before openLms.
 * @param {{ version: ScormVersion, api: Record<string, unknown> }} runtime
 */
export function learnerLanguage(runtime) {
  if (!initializeOnce(runtime)) return '';
  const { version, api } = runtime;
  try {
    const value = /** @type {(e: string) => unknown} */ (api[NAMES[version].get]).call(api,
      version === '2004' ? 'cmi.learner_preference.language' : 'cmi.student_preference.language');
    return typeof value === 'string' ? value.slice(0, 255) : '';
  } catch {
    return '';
  }
}

/**
 * A session time as the version writes it: SCORM 1.2's HHHH:MM:SS.SS or
 * SCORM 2004's ISO 8601 duration.
 * @param {number} ms @param {ScormVersion} version
 */
export function formatSessionTime(ms, version) {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360000), m = Math.floor(cs / 6000) % 60, s = (cs % 6000) / 100;
  if (version === '2004') return `PT${h}H${m}M${s}S`;
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${String(Math.min(h, 9999)).padStart(4, '0')}:${two(m)}:${two(Math.floor(s))}.${two(cs % 100)}`;
}

/**
 * Opens a session with the runtime found by findRuntime. Returns null when
 * the runtime refuses to initialize (twice): the lesson then runs as outside
 * an LMS, and the caller tells the learner that the platform records nothing.
 * @param {{ version: ScormVersion, api: Record<string, unknown> }} runtime
 * @param {(message: string) => void} onError  a failure the learner should know about
 */
export function openLms({ version, api }, onError) {
  const n = NAMES[version];
  /** Calls a method of the runtime: what it returned, undefined where it throws. @param {string} method @param {string[]} args */
  const callRaw = (method, ...args) => {
    try {
      const fn = /** @type {(...a: string[]) => unknown} */ (api[method]);
      return fn.apply(api, args);
    } catch {
      return undefined;
    }
  };
  /** @param {string} method @param {string[]} args */
  const call = (method, ...args) => String(callRaw(method, ...args));
  /** The runtime's last error, as text for a notice ('' when it names none: code 0 is "No Error"). */
  const lastError = () => {
    const code = call(n.lastError);
    if (!/^\d{1,4}$/.test(code) || Number(code) === 0) return '';
    const text = call(n.errorString, code);
    return /^(undefined|null|)$/.test(text) ? words().t('ui-lms-error-code', { code })
      : words().t('ui-lms-error-text', { code, text: text.slice(0, 80) });
  };
  /** A call that should answer "true", tried twice. @param {string} method @param {string[]} args */
  const twice = (method, ...args) => call(method, ...args) === 'true' || call(method, ...args) === 'true';
  /** A call that must answer "true": tried twice, then reported. @param {string} what @param {string} method @param {string[]} args */
  const must = (what, method, ...args) => {
    if (twice(method, ...args)) return true;
    const error = lastError();
    onError(error ? words().t('ui-lms-failed-error', { what, error }) : words().t('ui-lms-failed', { what }));
    return false;
  };
  /**
   * A data model element's value; '' for anything but text (a runtime may
   * answer null or an object for an element never written: a first visit).
   * @param {string} element
   */
  const get = (element) => {
    const value = callRaw(n.get, element);
    return typeof value === 'string' ? value.slice(0, 4096) : '';
  };
  /** Whether an element was refused: only the first is reported (a runtime that refuses one
   * usually refuses more, and the notice keeps room for "did not save your progress"). */
  let refusedOne = false;
  /** @param {string} element @param {string} value */
  const set = (element, value) => {
    if (refusedOne) return twice(n.set, element, value);
    const ok = must(words().t('ui-lms-not-accepted', { element }), n.set, element, value);
    refusedOne = !ok;
    return ok;
  };

  // Refused: the caller says what that means for the learner's answers, in one notice.
  if (!initializeOnce({ version, api })) return null;
  const started = Date.now();
  const done = (/** @type {string} */ status) => ['completed', 'passed', 'failed'].includes(status);
  let completed = done(get(n.status));
  const scorable = !(version === '1.2' ? get('cmi.core.lesson_mode') : get('cmi.mode')).match(/^(browse|review)$/);
  // SCORM 1.2 reports completion only: its LMS applies the manifest's adlcp:masteryscore itself.
  const passing = version === '2004' ? Number.parseFloat(get('cmi.scaled_passing_score')) : Number.NaN;
  const mastery = Number.isFinite(passing) && passing >= -1 && passing <= 1 ? passing : DEFAULT_MASTERY;
  if (!completed && scorable) set(n.status, 'incomplete');
  if (!completed) set(n.exit, 'suspend');
  let ended = false;

  return {
    version,
    mastery,
    /**
     * The learner's answers in the LMS: a Storage for answers.js, of one
     * record (suspend_data holds the lesson's own key only; an empty
     * suspend_data is no record: a first visit).
     * @type {Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>}
     */
    storage: {
      getItem: (key) => (key === STORAGE_KEY ? get('cmi.suspend_data') || null : null),
      setItem: (key, value) => {
        if (key !== STORAGE_KEY) throw new Error(`suspend_data holds ${STORAGE_KEY} only`);
        if (!ended) set('cmi.suspend_data', value);
      },
      removeItem: (key) => { if (key === STORAGE_KEY && !ended) set('cmi.suspend_data', ''); },
    },
    /**
     * Reports progress and commits: completion once every question is
     * answered and the check section reached, the score of first attempts
     * (the share of questions whose first answer was right: raw in percent,
     * scaled from 0 to 1), success against the mastery score. A completed lesson's status and
     * score are not changed again.
     * @param {import('./answers.js').Progress} progress
     */
    report(progress) {
      if (ended) return;
      const { check, sections, predictions } = progress;
      if (!completed && scorable) {
        const finished = check.answered === check.total && sections.reached.includes(LAST_SECTION);
        const scaled = check.total > 0 ? check.firstTime / check.total : 0;
        if (check.answered > 0) {
          // A percentage, as LMS gradebooks read score.raw against min 0 and max 100.
          set(`${n.score}.min`, '0');
          set(`${n.score}.max`, '100');
          set(`${n.score}.raw`, String(Number((100 * scaled).toFixed(2))));
        }
        if (version === '2004') {
          if (check.answered > 0) set('cmi.score.scaled', scaled.toFixed(4));
          const steps = sections.reached.length + predictions.made + predictions.skipped + check.answered;
          const total = sections.total + predictions.total + check.total;
          set('cmi.progress_measure', (finished ? 1 : Math.min(0.99, steps / Math.max(1, total))).toFixed(2));
          set('cmi.success_status', finished ? (scaled >= mastery ? 'passed' : 'failed') : 'unknown');
        }
        if (finished) {
          completed = true;
          set(n.status, 'completed');
          set(n.exit, version === '2004' ? 'normal' : '');
        }
      }
      must(words().t('ui-lms-not-saved'), n.commit, '');
    },
    /** Session time, a last commit and the end of the session (once; on pagehide). */
    end() {
      if (ended) return;
      set(n.sessionTime, formatSessionTime(Date.now() - started, version));
      must(words().t('ui-lms-not-saved'), n.commit, '');
      ended = true;
      must(words().t('ui-lms-not-closed'), n.terminate, '');
    },
  };
}

/** @typedef {NonNullable<ReturnType<typeof openLms>>} LmsSession */
