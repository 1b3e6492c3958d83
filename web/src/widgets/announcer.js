// @ts-check
/**
 * The text summary of what a figure shows, and its announcement. The summary
 * paragraph always shows the current text; a screen reader hears it through
 * a separate live region, and only what the learner is looking at: the text
 * is announced once it has settled (no change for SETTLE_MS), only while
 * the figure is on screen, and only when it differs from the last one
 * announced. A slider dragged, or Play walking through positions, gives one
 * announcement when it stops instead of one per step, and figures off
 * screen stay silent.
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

export class AnnouncerController {
  /** The visible summary, once built. @type {HTMLParagraphElement | null} */
  summary = null;
  /** The live region, once built. @type {HTMLParagraphElement | null} */
  live = null;
  #onScreen;
  #settle = 0;
  #clear = 0;
  #announced = '';

  /** @param {() => boolean} onScreen  whether the figure is in the viewport now */
  constructor(onScreen) {
    this.#onScreen = onScreen;
  }

  /** Creates the summary and the live region. */
  build() {
    this.summary = el('p', { class: 'summary', part: 'summary' });
    this.live = el('p', { class: 'announce', 'aria-live': 'polite' });
    return [this.summary, this.live];
  }

  /** The text shown now. */
  get text() {
    return this.summary?.textContent ?? '';
  }

  /** Shows `text` at once, and announces it once it has settled. @param {string} text */
  say(text) {
    if (!this.summary || this.summary.textContent === text) return;
    this.summary.textContent = text;
    clearTimeout(this.#settle);
    this.#settle = window.setTimeout(() => this.#announce(), SETTLE_MS);
  }

  /** The figure left or entered the screen: what was waiting is dropped when it left. @param {boolean} onScreen */
  screen(onScreen) {
    if (!onScreen) clearTimeout(this.#settle);
  }

  hostDisconnected() {
    clearTimeout(this.#settle);
    clearTimeout(this.#clear);
  }

  #announce() {
    const text = this.text;
    if (!this.live || !this.#onScreen() || text === this.#announced) return;
    this.#announced = text;
    this.live.textContent = text;
    clearTimeout(this.#clear);
    this.#clear = window.setTimeout(() => { if (this.live) this.live.textContent = ''; }, SHOWN_MS);
  }
}
