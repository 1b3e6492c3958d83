// @ts-check
/**
 * The text summary of what a figure shows, and its announcement. The summary
 * paragraph always shows the current text; a screen reader hears it through
 * a separate live region, and only what the learner is looking at: the text
 * is announced once it has settled (no change for SETTLE_MS), only while
 * the figure is on screen, and only when it differs from the last one
 * announced. A slider dragged, or Play walking through positions, gives one
 * announcement when it stops instead of one per step, and figures off
 * screen stay silent. While an ancestor of the figure has aria-busy="true"
 * (a page walking a setting through its values, as the lesson's Play does),
 * the announcement waits until it is cleared: ARIA's "wait until the
 * modifications are complete". So it does while a pointer is pressed: a
 * drag that pauses has not stopped.
 * @module
 */
import { el } from '../render/dom.js';

/** How long a summary must stay the same before it is announced, ms. */
export const SETTLE_MS = 600;
/** How long an announcement stays in the live region, ms (then the region is emptied, silently). */
const SHOWN_MS = 5000;

/** CSS of the live region: read by screen readers, not shown. */
export const ANNOUNCER_CSS = `
.announce { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; border: 0; }
`;

/** Whether a pointer is pressed on the page (watched from the first announcer on). */
let pointerPressed = false;
let watchingPointer = false;

function watchPointer() {
  if (watchingPointer) return;
  watchingPointer = true;
  addEventListener('pointerdown', () => { pointerPressed = true; }, { capture: true });
  for (const type of ['pointerup', 'pointercancel']) addEventListener(type, () => { pointerPressed = false; }, { capture: true });
}

/**
 * A visually hidden live region that speaks settled text: `say` as often as
 * the text changes, it is announced once it has not changed for SETTLE_MS,
 * while `onScreen()` holds, nothing is busy (see #busy), and it differs from the
 * last text announced.
 */
export class SettledAnnouncer {
  /** The live region, once built. @type {HTMLParagraphElement | null} */
  live = null;
  #onScreen;
  #settle = 0;
  #clear = 0;
  #waiting = '';
  #announced = '';

  /** @param {() => boolean} onScreen  whether what the text describes is in the viewport now */
  constructor(onScreen) {
    this.#onScreen = onScreen;
    watchPointer();
  }

  /** Creates the live region (class "announce": ANNOUNCER_CSS hides it). */
  build() {
    this.live = el('p', { class: 'announce', 'aria-live': 'polite' });
    return this.live;
  }

  /** Announces `text` once it has settled. @param {string} text */
  say(text) {
    this.#waiting = text;
    this.#wait();
  }

  /** Drops what was waiting to be announced. */
  cancel() {
    clearTimeout(this.#settle);
  }

  hostDisconnected() {
    clearTimeout(this.#settle);
    clearTimeout(this.#clear);
  }

  #wait() {
    clearTimeout(this.#settle);
    this.#settle = window.setTimeout(() => this.#announce(), SETTLE_MS);
  }

  /** Whether a pointer is pressed, or an ancestor (across shadow roots) is being modified (aria-busy). */
  #busy() {
    if (pointerPressed) return true;
    for (let node = /** @type {Node | null} */ (this.live); node; node = node.parentNode ?? /** @type {any} */ (node).host ?? null) {
      if (node instanceof Element && node.getAttribute('aria-busy') === 'true') return true;
    }
    return false;
  }

  #announce() {
    const text = this.#waiting;
    if (!this.live || !this.#onScreen() || text === this.#announced) return;
    if (this.#busy()) return this.#wait();
    this.#announced = text;
    this.live.textContent = text;
    clearTimeout(this.#clear);
    this.#clear = window.setTimeout(() => { if (this.live) this.live.textContent = ''; }, SHOWN_MS);
  }
}

export class AnnouncerController {
  /** The visible summary, once built. @type {HTMLParagraphElement | null} */
  summary = null;
  #speaker;

  /** @param {() => boolean} onScreen  whether the figure is in the viewport now */
  constructor(onScreen) {
    this.#speaker = new SettledAnnouncer(onScreen);
  }

  /** The live region, once built. */
  get live() {
    return this.#speaker.live;
  }

  /** Creates the summary and the live region. */
  build() {
    this.summary = el('p', { class: 'summary', part: 'summary' });
    return [this.summary, this.#speaker.build()];
  }

  /** The text shown now. */
  get text() {
    return this.summary?.textContent ?? '';
  }

  /**
   * Shows `text` at once, and announces it once it has settled. `lang`, the
   * language it is written in, marks the summary: after the figure's words
   * change language (its frame's lang at once), a summary not drawn again
   * yet is still read in its own.
   * @param {string} text @param {string} lang
   */
  say(text, lang) {
    if (!this.summary) return;
    if (this.summary.lang !== lang) this.summary.lang = lang;
    if (this.summary.textContent === text) return;
    this.summary.textContent = text;
    this.#speaker.say(text);
  }

  /** The figure left or entered the screen: what was waiting is dropped when it left. @param {boolean} onScreen */
  screen(onScreen) {
    if (!onScreen) this.#speaker.cancel();
  }

  hostDisconnected() {
    this.#speaker.hostDisconnected();
  }
}
