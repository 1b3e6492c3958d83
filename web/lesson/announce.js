// @ts-check
/**
 * The page's own voice for what no visible region says: Play stopping, and
 * where to look when a control changes only figures that are off screen. One
 * visually hidden live region, fixed in the viewport, that speaks settled
 * text (src/widgets/announcer.js): a slider dragged is heard once, when it
 * stops.
 * @module
 */
import { SettledAnnouncer } from '../src/widgets/announcer.js';
import { listOf, words } from './words.js';

/** @type {SettledAnnouncer | null} */
let speaker = null;

/**
 * Adds the page's live region: at the start, as a screen reader ignores text
 * written into a region that has only just been inserted.
 */
export function setupAnnouncer() {
  speaker = new SettledAnnouncer(() => true);
  const live = speaker.build();
  live.classList.add('page-announce');
  document.body.append(live);
}

/** Announces `text` once it has settled. @param {string} text */
export function announce(text) {
  speaker?.say(text);
}

/** Drops what was waiting to be announced (something on screen says it now). */
export function cancelAnnouncement() {
  speaker?.cancel();
}

/** Whether part of `element` is in the viewport. @param {Element} element */
function inView(element) {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight && box.height > 0;
}

/** The figures changed since the last check, waiting for it. @type {Set<Element>} */
const pending = new Set();

/**
 * A control changed the figures `changed`: when none of them is on screen
 * the learner would hear only the control's value, so the page says once
 * where the figures it changed are (each of them announces its own summary
 * when on screen).
 *
 * Checked after the next frame has drawn, not in the control's event
 * handler: the figures' attributes were just set, and reading where they
 * are at once would force the page's style and layout in the handler, a
 * second layout on top of the frame's at every step of a slider. After the
 * frame the layout is clean and the reads cost nothing; the announcement
 * waits for the control to settle anyway.
 * @param {Element[]} changed
 */
export function pointToFigures(changed) {
  if (changed.length === 0) return;
  const first = pending.size === 0;
  for (const figure of changed) pending.add(figure);
  if (first) requestAnimationFrame(() => setTimeout(checkPending));
}

function checkPending() {
  const changed = [...pending];
  pending.clear();
  const shown = changed.filter((figure) => figure.getClientRects().length > 0);
  if (shown.length === 0) return;
  if (shown.some(inView)) return cancelAnnouncement();
  const sections = /** @type {string[]} */ ([...new Set(shown.map((figure) => figure.closest('section')?.querySelector('h2 .num')?.textContent?.trim())
    .filter(Boolean))]);
  if (sections.length === 0) return;
  const where = shown.every((figure) => figure.getBoundingClientRect().top >= innerHeight) ? 'below'
    : shown.every((figure) => figure.getBoundingClientRect().bottom <= 0) ? 'above' : 'none';
  announce(words().t('ui-announce-figures', {
    figures: shown.length, sections: sections.length, list: listOf(sections.slice(0, -1)), last: String(sections.at(-1)), where,
  }));
}
