// @ts-check
/**
 * Where an element is: near the viewport (within one viewport height, where
 * a figure computes and draws), on screen (where it may speak), and its
 * width (a change redraws it).
 * @module
 */

export class ViewportController {
  #host;
  #callbacks;
  /** @type {IntersectionObserver | null} */
  #nearObserver = null;
  /** @type {IntersectionObserver | null} */
  #screenObserver = null;
  /** @type {ResizeObserver | null} */
  #resize = null;
  near = false;
  onScreen = false;

  /**
   * @param {HTMLElement} host
   * @param {{ near: () => void, resized: () => void, screen?: (onScreen: boolean) => void }} callbacks
   *   near: it came near the viewport; resized: its width may have changed
   */
  constructor(host, callbacks) {
    this.#host = host;
    this.#callbacks = callbacks;
  }

  hostConnected() {
    if ('IntersectionObserver' in window) {
      // One screen ahead: a figure just below the fold is drawn by the time the learner scrolls to it.
      this.#nearObserver = new IntersectionObserver((entries) => {
        this.near = entries.some((e) => e.isIntersecting);
        if (this.near) this.#callbacks.near();
      }, { rootMargin: '100% 0px' });
      this.#nearObserver.observe(this.#host);
      this.#screenObserver = new IntersectionObserver((entries) => {
        this.onScreen = entries.some((e) => e.isIntersecting);
        this.#callbacks.screen?.(this.onScreen);
      });
      this.#screenObserver.observe(this.#host);
    } else {
      this.near = this.onScreen = true;
      this.#callbacks.near();
    }
    this.#resize = new ResizeObserver(() => this.#callbacks.resized());
    this.#resize.observe(this.#host);
  }

  hostDisconnected() {
    this.#nearObserver?.disconnect();
    this.#screenObserver?.disconnect();
    this.#resize?.disconnect();
    this.#nearObserver = this.#screenObserver = this.#resize = null;
  }
}
