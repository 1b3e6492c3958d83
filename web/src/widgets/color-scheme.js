// @ts-check
/**
 * The colour scheme an element shows, as custom states (:state(dark),
 * :state(light)) for its style sheet: the scheme of the host page (the CSS
 * color-scheme the element inherits), or the system's when the page leaves
 * the choice open. Followed at every render (a page that switches its scheme
 * at run time calls invalidate() on its figures) and when the system's
 * preference changes. Its theme colours (for canvases) are read once per
 * scheme shown, not at every draw.
 * @module
 */
import { colorSchemeOf } from './styles.js';
import { readTheme } from '../render/theme.js';

export class ColorSchemeController {
  #host;
  #changed;
  /** @type {CustomStateSet | null} */
  #states = null;
  /** @type {MediaQueryList | null} */
  #system = null;
  #onSystem = () => this.#changed();
  /** The scheme shown. @type {'light' | 'dark'} */
  scheme = 'light';
  /** @type {import('../render/theme.js').Theme | null} */
  #theme = null;
  /** The scheme #theme was read for. */
  #themeScheme = '';

  /**
   * @param {HTMLElement} host
   * @param {() => void} changed  the system's preference changed (draw again)
   */
  constructor(host, changed) {
    this.#host = host;
    this.#changed = changed;
    try {
      this.#states = host.attachInternals().states ?? null;
    } catch {
      this.#states = null; // an engine without ElementInternals: the media query decides
    }
  }

  hostConnected() {
    this.#system = matchMedia('(prefers-color-scheme: dark)');
    this.#system.addEventListener('change', this.#onSystem);
  }

  hostDisconnected() {
    this.#system?.removeEventListener('change', this.#onSystem);
    this.#system = null;
  }

  /** The theme colours of the scheme shown (read when the scheme changes). */
  get theme() {
    if (!this.#theme || this.#themeScheme !== this.scheme) {
      this.#theme = readTheme(this.#host);
      this.#themeScheme = this.scheme;
    }
    return this.#theme;
  }

  hostUpdate() {
    this.scheme = colorSchemeOf(getComputedStyle(this.#host).colorScheme ?? '',
      Boolean((this.#system ?? matchMedia('(prefers-color-scheme: dark)')).matches));
    if (!this.#states) return;
    try {
      this.#states.delete(this.scheme === 'dark' ? 'light' : 'dark');
      this.#states.add(this.scheme);
    } catch {
      this.#states = null; // an engine that only takes "--dark": the media query decides
    }
  }
}
