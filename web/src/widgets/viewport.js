// @ts-check
/**
 * Where an element is: near the viewport (within one viewport height, where
 * a figure computes and draws), on screen (where it may speak), and its
 * content width (a change redraws it).
 *
 * The width comes from a ResizeObserver, which reports it after the
 * browser's own layout: a figure that read its width when it draws (its
 * clientWidth, in the measure phase of a frame whose handlers just changed
 * the page) would force a layout of its own before the frame's.
 * @module
 */

import { observeSize, unobserveSize } from '../render/dom.js';

export class ViewportController {
  #host;
  #callbacks;
  /** @type {IntersectionObserver | null} */
  #nearObserver = null;
  /** @type {IntersectionObserver | null} */
  #screenObserver = null;
  /** The box whose content width is watched. @type {Element | null} */
  #sized = null;
  near = false;
  onScreen = false;
  /** The content width of the box in CSS pixels, as last reported; null until the first report. @type {number | null} */
  width = null;

  /**
   * @param {HTMLElement} host
   * @param {{ near: () => void, resized: () => void, screen?: (onScreen: boolean) => void, box?: () => Element }} callbacks
   *   near: it came near the viewport; resized: its width (`width`) may have changed; box: the box whose
   *   content width is watched (the host itself by default)
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
    this.#sized = this.#callbacks.box?.() ?? this.#host;
    observeSize(this.#sized, (entry) => {
      this.width = entry.contentRect.width;
      this.#callbacks.resized();
    });
  }

  hostDisconnected() {
    this.#nearObserver?.disconnect();
    this.#screenObserver?.disconnect();
    if (this.#sized) unobserveSize(this.#sized);
    this.#nearObserver = this.#screenObserver = this.#sized = null;
    // Reconnected elsewhere, the box may have another width: read again until the next report.
    this.width = null;
  }
}
