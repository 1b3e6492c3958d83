// @ts-check
/**
 * The colour scheme an element shows, as custom states (:state(dark),
 * :state(light)) for its style sheet: the scheme of the host page (the CSS
 * color-scheme the element inherits), or the system's when the page leaves
 * the choice open. A controller: read in the measure phase of each frame the
 * element is asked to render in (a page that switches its scheme at run time
 * calls invalidate() on its figures), at the first for every element (its
 * frame shows the page's scheme from the start), later while the host says
 * it follows the page; and the element is asked to render again when the
 * system's preference changes. Its theme colours (for canvases) are read
 * once per scheme shown, not at every draw.
 * @module
 */
import { colorSchemeOf } from './styles.js';
import { readTheme } from '../render/theme.js';

export class ColorSchemeController {
  #host;
  #changed;
  #follows;
  /** Whether the scheme was read once. */
  #shown = false;
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
   * @param {{ changed: () => void, follows: () => boolean }} on  changed: the system's preference changed
   *   (render again); follows: whether the host takes the page's scheme now (once it has shown one)
   */
  constructor(host, { changed, follows }) {
    this.#host = host;
    this.#changed = changed;
    this.#follows = follows;
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
    if (this.#shown && !this.#follows()) return;
    this.#shown = true;
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
