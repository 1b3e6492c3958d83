// @ts-check
/**
 * Progress for course hosts, without any network request.
 *
 * - Every change (a section reached, a prediction made, a question checked,
 *   answers cleared) dispatches `lesson-progress` on `document`, a
 *   CustomEvent whose `detail` is
 *   `{ sections: { reached: string[], total }, predictions: { made, skipped, total },
 *      check: { answered, correct, firstTime, total } }` (answers.js, progressOf):
 *   section ids and counts, never the text of an answer.
 * - A page that frames the lesson opts in to the same data by posting
 *   `{ type: 'posenc-lesson:progress-subscribe' }` to the frame's window. The
 *   lesson then posts `{ type: 'posenc-lesson:progress', ...detail }` to that
 *   page, now and after every change, addressed to the origin the request
 *   came from (never '*'). Only the direct parent can subscribe, and an
 *   opaque origin ('null', a sandboxed host) cannot be addressed, so it gets
 *   nothing. A subscribed page is taken to keep the score: from then on,
 *   "Clear my answers" keeps first answers (answers.js), so the count of
 *   questions right first time that the page follows never rises by clearing.
 * @module
 */
import { progressOf } from './answers.js';

export const PROGRESS_EVENT = 'lesson-progress';
export const SUBSCRIBE_TYPE = 'posenc-lesson:progress-subscribe';
export const PROGRESS_TYPE = 'posenc-lesson:progress';

/**
 * Follows the sections the learner reaches and reports progress; returns
 * `report()`, to call after every other change. A page that subscribes
 * keeps the score: from then on the store keeps first answers past a clear
 * (answers.js, keepScore), and `scoreKept` is called.
 * @param {import('./answers.js').AnswerStore} store
 * @param {import('./answers.js').Known} known
 * @param {() => void} scoreKept
 */
export function setupProgress(store, known, scoreKept) {
  /** The subscribed parent's origin, or null. @type {string | null} */
  let hostOrigin = null;

  const report = () => {
    const detail = progressOf(store.current, known);
    document.dispatchEvent(new CustomEvent(PROGRESS_EVENT, { detail }));
    if (hostOrigin !== null) window.parent.postMessage({ type: PROGRESS_TYPE, ...detail }, hostOrigin);
  };

  addEventListener('message', (event) => {
    if (window.parent === window || event.source !== window.parent) return;
    if (typeof event.data !== 'object' || event.data === null || event.data.type !== SUBSCRIBE_TYPE) return;
    if (event.origin === 'null') return;
    hostOrigin = event.origin;
    store.keepScore();
    scoreKept();
    report();
  });

  // A section counts as reached when its heading comes into view.
  const observer = new IntersectionObserver((entries) => {
    const seen = entries.filter((e) => e.isIntersecting)
      .map((e) => /** @type {HTMLElement} */ (e.target.closest('section')).id)
      .filter((id) => !store.current.sections.includes(id));
    if (seen.length === 0) return;
    store.track((a) => { a.sections = known.sections.filter((id) => a.sections.includes(id) || seen.includes(id)); });
    report();
  });
  for (const id of known.sections) {
    const heading = document.getElementById(id)?.querySelector('h2');
    if (heading) observer.observe(heading);
  }
  return report;
}
