// @ts-check
/**
 * PosencElement: the base class of every posenc custom element. A subclass
 * declares an attribute schema and implements `build()` and `draw()`; the base
 * class does the rest, in this order:
 *
 *   attribute schema -> property mirroring -> validated / clamped values ->
 *   render batched in requestAnimationFrame -> events -> live text summary.
 *
 * - Attributes are the single source of truth. Each schema entry `d-model`
 *   gets a property `dModel` whose getter returns the parsed value and whose
 *   setter writes the attribute (never throws). Rendering reads all
 *   attributes in the next animation frame, so the order in which they are
 *   set does not matter.
 * - Bad values are clamped or replaced by defaults (attributes.js); the reason
 *   is shown in a visible, announced message and a `posenc-error` event with
 *   `detail.code = 'invalid-attribute'` is dispatched.
 * - The wasm module loads once for all elements, when the first element comes
 *   within one viewport height of the viewport (IntersectionObserver); elements
 *   further away compute nothing. A ResizeObserver re-renders when the width changes.
 * - Events (bubbling, composed): `posenc-ready` after the first draw,
 *   `posenc-change` after later draws and user interaction, `posenc-error`
 *   with `detail.code` ('invalid-attribute', 'load-failed', 'render-failed', or the
 *   module's POSENC_OUT_OF_MEMORY / POSENC_ABORT, after which it is recreated).
 *
 * See web/src/widgets/README.md for a worked example.
 * @module
 */
import { init } from '../core/init.js';
import { camelCase, parseAttributes } from './attributes.js';
import { BASE_CSS, colorSchemeOf, styleSheet } from './styles.js';
import { el } from '../render/dom.js';

/** @typedef {import('../core/api.js').Posenc} Posenc */

/** @type {Promise<Posenc> | null} */
let loading = null;

/**
 * Options for the shared init() call (e.g. `wasmUrl` when the .wasm files are
 * served from elsewhere). Set before the first element connects.
 * @type {import('../core/load.js').InitOptions}
 */
export const loadOptions = {};

/** The one posenc module shared by all elements. */
export function loadPosenc() {
  loading ??= init(loadOptions);
  return loading;
}

/**
 * @typedef {object} DrawContext
 * @property {Posenc} pe  the loaded module
 * @property {Record<string, any>} values  validated values, camelCase keys
 * @property {boolean} changed  false when only the size changed since the last draw
 * @property {number} width  content width of the element in CSS pixels
 */

// Pre-rendering course sites (VitePress, Astro, ...) import the elements in
// node, where there is no DOM: the classes must still be declarable there
// (define.js defines nothing where customElements is missing).
const ElementBase = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

export class PosencElement extends ElementBase {
  /** Attribute name -> spec; subclasses replace it. @type {import('./attributes.js').Schema} */
  static schema = {};
  /** CSS text of the subclass, adopted after the base sheet. */
  static styles = '';

  static get observedAttributes() {
    return Object.keys(this.schema);
  }

  /**
   * Cross-attribute checks (pure); subclasses override.
   * @param {Record<string, any>} values
   * @returns {{ values: Record<string, any>, warnings: string[] }}
   */
  static constrain(values) {
    return { values, warnings: [] };
  }

  /**
   * Defines one property per schema attribute (camelCase), mirroring it.
   * Called by define.js before customElements.define.
   */
  static mirrorAttributes() {
    for (const [name, spec] of Object.entries(this.schema)) {
      const property = camelCase(name);
      if (Object.hasOwn(this.prototype, property)) continue;
      Object.defineProperty(this.prototype, property, {
        configurable: true,
        enumerable: true,
        /** @this {PosencElement} */
        get() { return this.values[property]; },
        /** @this {PosencElement} */
        set(value) {
          let text = null;
          try { text = spec.format(value); } catch { text = null; }
          if (text === null) this.removeAttribute(name);
          else this.setAttribute(name, text);
        },
      });
    }
  }

  #frame = 0;
  #visible = false;
  #drawn = false;
  #lastKey = '';
  #lastWidth = 0;
  /** @type {Posenc | null} */
  #pe = null;
  /** @type {IntersectionObserver | null} */
  #intersection = null;
  /** @type {ResizeObserver | null} */
  #resize = null;
  #shownWarnings = '';
  #failed = false;
  /** Unsubscribes from the module's error events. @type {(() => void) | null} */
  #stopWatching = null;
  /** Custom states (:state(dark), :state(light)) for the stylesheet. @type {CustomStateSet | null} */
  #states = null;
  /** The system's colour preference: drawn again when it changes. @type {MediaQueryList | null} */
  #systemScheme = null;
  #onSystemScheme = () => this.invalidate();

  constructor() {
    super();
    const ctor = /** @type {typeof PosencElement} */ (this.constructor);
    const root = this.attachShadow({ mode: 'open', delegatesFocus: false });
    root.adoptedStyleSheets = [styleSheet(BASE_CSS), styleSheet(ctor.styles)];
    this.frame = el('div', { class: 'frame', part: 'frame' });
    this.message = el('p', { class: 'message', part: 'message', role: 'status', hidden: '' });
    this.body = el('div', { class: 'body', part: 'body' });
    this.summary = el('p', { class: 'summary', part: 'summary', 'aria-live': 'polite' });
    this.frame.append(this.message, this.body, this.summary);
    root.append(this.frame);
    try {
      this.#states = this.attachInternals().states ?? null;
    } catch {
      this.#states = null; // an engine without ElementInternals: the media query decides
    }
    this.build(this.body);
  }

  /** Values parsed from the current attributes (no warnings). */
  get values() {
    const ctor = /** @type {typeof PosencElement} */ (this.constructor);
    const parsed = parseAttributes(ctor.schema, (name) => this.getAttribute(name));
    return ctor.constrain(parsed.values).values;
  }

  connectedCallback() {
    this.#upgradeProperties();
    this.#systemScheme = matchMedia('(prefers-color-scheme: dark)');
    this.#systemScheme.addEventListener('change', this.#onSystemScheme);
    this.#followColorScheme();
    if ('IntersectionObserver' in window) {
      // One screen ahead: a figure just below the fold (section 1's, under its
      // prediction) is drawn by the time the learner scrolls to it.
      this.#intersection = new IntersectionObserver((entries) => {
        this.#visible = entries.some((e) => e.isIntersecting);
        if (this.#visible) this.#start();
      }, { rootMargin: '100% 0px' });
      this.#intersection.observe(this);
    } else {
      this.#visible = true;
      this.#start();
    }
    this.#resize = new ResizeObserver(() => {
      if (Math.round(this.#contentWidth()) !== this.#lastWidth) this.invalidate();
    });
    this.#resize.observe(this);
  }

  disconnectedCallback() {
    this.#systemScheme?.removeEventListener('change', this.#onSystemScheme);
    this.#systemScheme = null;
    this.#intersection?.disconnect();
    this.#resize?.disconnect();
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#stopWatching?.();
    this.#stopWatching = null;
  }

  /** @param {string} [name] the attribute (subclasses may react to one at once) */
  attributeChangedCallback(name) {
    void name;
    this.invalidate();
  }

  /** Asks for a render in the next animation frame (batched). */
  invalidate() {
    if (this.#frame || !this.isConnected) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#render();
    });
  }

  /** The loaded module, or null before it has loaded. */
  get posenc() {
    return this.#pe;
  }

  /**
   * Builds the element's own DOM once, inside `body` (subclasses override).
   * @param {HTMLElement} body
   */
  build(body) { void body; }

  /**
   * Draws the figure for `context.values`; returns the text summary that
   * describes what is drawn (read by screen readers when it changes).
   * Subclasses override; throwing shows a 'render-failed' error.
   * @param {DrawContext} context
   * @returns {string}
   */
  draw(context) { void context; return ''; }

  /**
   * Dispatches a bubbling, composed event `posenc-<type>`.
   * @param {'ready' | 'change' | 'error'} type @param {object} detail
   */
  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(`posenc-${type}`, { detail, bubbles: true, composed: true }));
  }

  /**
   * Shows an error (or clears it with message ''), announces it and emits
   * posenc-error.
   * @param {string} code @param {string} message
   */
  fail(code, message) {
    this.#showMessage('error', message ? [message] : []);
    this.emit('error', { code, message });
  }

  #start() {
    if (this.#pe) {
      this.#watch(this.#pe);
      this.invalidate();
      return;
    }
    loadPosenc().then((pe) => {
      this.#pe = pe;
      this.#watch(pe);
      this.invalidate();
    }, (error) => {
      this.fail('load-failed', `The figure could not load its WebAssembly module: ${error?.message ?? error}`);
    });
  }

  /**
   * Forwards the module's failures (out of memory, abort: code POSENC_*) as
   * posenc-error. The module recreates itself for the next call, so the
   * element draws everything again.
   * @param {Posenc} pe
   */
  #watch(pe) {
    if (this.#stopWatching || !this.isConnected) return;
    this.#stopWatching = pe.onError((event) => {
      this.#lastKey = '';
      this.emit('error', { code: event.code, message: event.message });
      this.invalidate();
    });
  }

  /**
   * Shows the colour scheme of the host page (the color-scheme this element
   * inherits), or the system's when the page leaves the choice open. Read at
   * every render: a page that switches its scheme at run time calls
   * invalidate() on its figures, as after any change of their styles.
   */
  #followColorScheme() {
    if (!this.#states) return;
    const scheme = colorSchemeOf(getComputedStyle(this).colorScheme ?? '', Boolean(this.#systemScheme?.matches));
    const other = scheme === 'dark' ? 'light' : 'dark';
    try {
      this.#states.delete(other);
      this.#states.add(scheme);
    } catch {
      this.#states = null; // an engine that only takes "--dark": the media query decides
    }
  }

  #render() {
    this.#followColorScheme();
    if (!this.#visible || !this.#pe) return;
    const ctor = /** @type {typeof PosencElement} */ (this.constructor);
    const parsed = parseAttributes(ctor.schema, (name) => this.getAttribute(name));
    const constrained = ctor.constrain(parsed.values);
    const warnings = [...parsed.warnings, ...constrained.warnings];
    this.#reportWarnings(warnings);
    const key = JSON.stringify(constrained.values);
    const width = this.#contentWidth();
    const changed = key !== this.#lastKey;
    this.#lastWidth = Math.round(width);
    try {
      const text = this.draw({ pe: this.#pe, values: constrained.values, changed, width });
      if (this.summary.textContent !== text) this.summary.textContent = text;
    } catch (error) {
      // Draw everything again next time, and let the next good draw clear the error.
      this.#lastKey = '';
      this.#failed = true;
      this.fail('render-failed', `The figure could not be drawn: ${/** @type {Error} */ (error)?.message ?? error}`);
      return;
    }
    this.#lastKey = key;
    if (!this.#drawn) {
      this.#drawn = true;
      this.emit('ready', { values: constrained.values });
    } else if (changed) {
      this.emit('change', { values: constrained.values, reason: 'attribute' });
    }
  }

  /** @param {string[]} warnings */
  #reportWarnings(warnings) {
    const text = warnings.join(' ');
    if (text === this.#shownWarnings && !this.#failed) return;
    const fresh = text !== this.#shownWarnings;
    this.#shownWarnings = text;
    this.#failed = false;
    this.#showMessage('warning', warnings);
    if (text && fresh) this.emit('error', { code: 'invalid-attribute', message: text, warnings });
  }

  /** One line per message. @param {'warning' | 'error'} kind @param {string[]} lines */
  #showMessage(kind, lines) {
    this.message.className = `message ${kind}`;
    this.message.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    this.message.replaceChildren(...lines.map((line) => el('span', { class: 'line' }, line)));
    this.message.hidden = lines.length === 0;
  }

  #contentWidth() {
    return this.body.clientWidth || this.clientWidth || 0;
  }

  // A property set before the element was defined shadows the accessor:
  // take its value and set it again through the accessor.
  #upgradeProperties() {
    const ctor = /** @type {typeof PosencElement} */ (this.constructor);
    for (const name of Object.keys(ctor.schema)) {
      const property = camelCase(name);
      if (Object.hasOwn(this, property)) {
        const value = /** @type {any} */ (this)[property];
        delete (/** @type {any} */ (this))[property];
        /** @type {any} */ (this)[property] = value;
      }
    }
  }
}
