// @ts-check
/**
 * PosencElement: the base class of every posenc custom element. A subclass
 * declares an attribute schema, builds its DOM (`build`) and draws
 * (`draw`); the base class composes the rest from small controllers, one
 * module per job:
 *
 *   attribute-mirror.js  properties mirroring the schema's attributes
 *   shared-module.js     the one wasm module of the page and its failures
 *   viewport.js          near the viewport, on screen, resized
 *   color-scheme.js      :state(dark) / :state(light) from the host page
 *   message.js           warnings and errors, shown and emitted
 *   announcer.js         the text summary and its (settled) announcement
 *   render-batch.js      one render per frame, in the page's one loop
 *   language.js          the words in the language of the nearest `lang`
 *
 * The order of a render, as Lit's update cycle: attributes -> validated /
 * clamped values (parsed once per change of an attribute: the properties
 * read them) -> the controllers' hostUpdate (reads only) -> `update`
 * (state, if the element keeps any; told which attributes changed since
 * the last update) -> `draw` (the DOM, returns the summary) -> events.
 *
 * - The DOM is built when a connected element first comes within one
 *   viewport height of the viewport, never in the constructor nor while the
 *   page's modules evaluate: a page of many figures builds only those of its
 *   first screen before its first paint. The others build one at a time
 *   when the browser is idle, after the page's first figure has drawn
 *   (build-queue.js), so that they are ready before the learner reaches
 *   them. `parts` builds it at once when asked earlier. The frame around
 *   it (message, summary) is built at the first connection.
 * - Attributes are the single source of truth (attribute-mirror.js); bad
 *   values are clamped or replaced by defaults (attributes.js), with a
 *   visible, announced message and a `posenc-error` event with
 *   `detail.code = 'invalid-attribute'`.
 * - The wasm module loads once for all elements, when the first element comes
 *   within one viewport height of the viewport; elements further away
 *   compute nothing. A change of width renders again.
 * - Once drawn, an element off screen does not draw again: a change (of its
 *   attributes, width or colour scheme) marks it stale, and it draws when it
 *   comes on screen. Only what the learner sees costs time while a control
 *   moves; the first draw still comes one screen ahead.
 * - Events (bubbling, composed): `posenc-ready` after the first draw,
 *   `posenc-change` after later draws and user interaction, `posenc-error`
 *   with `detail.code` ('invalid-attribute', 'load-failed', 'render-failed', or the
 *   module's POSENC_OUT_OF_MEMORY / POSENC_ABORT, after which it is recreated).
 * - A subclass adds a feature of its own as a controller (addController):
 *   an object with any of hostConnected, hostDisconnected and hostUpdate
 *   (in the measure phase of each frame the element is asked to render in,
 *   whether or not it then draws), as Lit's reactive controllers.
 *
 * See web/src/widgets/README.md for a worked example.
 * @module
 */
import { mirrorAttributes, readAttributes, AttributeController } from './attribute-mirror.js';
import { ModuleController } from './shared-module.js';
import { ViewportController } from './viewport.js';
import { ColorSchemeController } from './color-scheme.js';
import { MessageController } from './message.js';
import { AnnouncerController, ANNOUNCER_CSS } from './announcer.js';
import { RenderBatch } from './render-batch.js';
import { LanguageController } from './language.js';
import { BASE_CSS, styleSheet } from './styles.js';
import { buildWhenIdle, cancelIdleBuild, startIdleBuilds, whenAllBuilt } from './build-queue.js';
import { el } from '../render/dom.js';

export { configure, loadPosenc } from './shared-module.js';

/**
 * Defines one element unless its tag is taken.
 * @param {string} tag @param {CustomElementConstructor & { mirrorAttributes(): void }} element
 */
export function defineElement(tag, element) {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  element.mirrorAttributes();
  customElements.define(tag, element);
}

/** @typedef {import('../core/api.js').Posenc} Posenc */

/**
 * A feature an element composes: called when the element connects,
 * disconnects, and in the measure phase of each frame it is asked to render
 * in (hostUpdate only reads: see frame-loop.js), before it draws or finds
 * that it cannot (not near the viewport, not loaded, drawn and off screen).
 * @typedef {object} Controller
 * @property {() => void} [hostConnected]
 * @property {() => void} [hostDisconnected]
 * @property {() => void} [hostUpdate]
 */

/**
 * @template Parts
 * @typedef {object} DrawContext
 * @property {Posenc} pe  the loaded module
 * @property {Record<string, any>} values  validated values, camelCase keys
 * @property {boolean} changed  false when only the size changed since the last draw
 * @property {ReadonlySet<string>} changedAttributes  the attributes set or removed since the last update
 *   (all those of the markup at the first), whatever their values became
 * @property {number} width  content width of the element in CSS pixels
 * @property {Parts} parts  what build() returned
 * @property {import('../render/theme.js').Theme} theme  the colours to draw canvases in
 * @property {import('../text/l10n.js').Localizer} l10n  the words and numbers of the element's language
 */

// Pre-rendering course sites (VitePress, Astro, ...) import the elements in
// node, where there is no DOM: the classes must still be declarable there
// (define.js defines nothing where customElements is missing).
const ElementBase = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

/** @template [Parts=object] */
export class PosencElement extends ElementBase {
  /** Attribute name -> spec; subclasses replace it. @type {import('./attributes.js').Schema} */
  static schema = {};
  /** CSS text of the subclass, adopted after the base sheet. */
  static styles = '';

  /**
   * What the element needs of the module besides init() before it first
   * draws (an area's own wasm module); its loading state shows meanwhile.
   * @param {import('../core/api.js').Posenc} pe @returns {Promise<void>}
   */
  static prepare(pe) {
    return Promise.resolve();
  }

  static get observedAttributes() {
    return Object.keys(this.schema);
  }

  /**
   * Cross-attribute checks (pure); subclasses override. Warnings in `l10n`.
   * @param {Record<string, any>} values @param {import('../text/l10n.js').Localizer} [l10n]
   * @returns {{ values: Record<string, any>, warnings: string[] }}
   */
  static constrain(values, l10n) {
    void l10n;
    return { values, warnings: [] };
  }

  /**
   * Defines one property per schema attribute (camelCase), mirroring it.
   * Called by define.js before customElements.define.
   */
  static mirrorAttributes() {
    mirrorAttributes(this);
  }

  /**
   * Resolves once every posenc element of the document has built its DOM
   * (each `built`), whichever copy of posenc defines it, those added just
   * before the call and those whose code is still on its way included:
   * what a script that reads the figures' shadow trees (a find-in-page of
   * their text, an accessibility check) waits for. It starts the idle
   * builds at once; a tag still undefined after 30 s rejects it
   * (build-queue.js, DEFINITION_WAIT_MS).
   * @returns {Promise<void>}
   */
  static whenAllBuilt() {
    return whenAllBuilt();
  }

  /** @type {Set<Controller>} */
  #controllers = new Set();
  /** @type {Parts | null} */
  #parts = null;
  #drawn = false;
  /** Drawn, then asked to draw again while off screen: it draws when it comes on screen. */
  #stale = false;
  /** The attributes changed since the last update. @type {Set<string>} */
  #changedAttributes = new Set();
  /** The values parsed from the attributes and their warnings, until an attribute changes. @type {{ values: Readonly<Record<string, any>>, warnings: string[] } | null} */
  #parsed = null;
  #lastKey = '';
  #lastWidth = 0;
  /** @type {HTMLElement | null} */
  #body = null;
  /** Between connectedCallback and disconnectedCallback (isConnected is already true in a subclass's constructor when it is created by the parser). */
  #connected = false;

  #module = new ModuleController({
    prepare: (pe) => /** @type {typeof PosencElement} */ (this.constructor).prepare(pe),
    loaded: () => this.invalidate(),
    // Until the next good draw: the module may load when the element comes back (a later load tries again).
    failed: (error) => this.#message.failRender('load-failed',
      this.l10n.t('figure-load-failed', { error: String(/** @type {any} */ (error)?.message ?? error) })),
    // The module recreates itself for the next call: draw everything again.
    moduleError: (event) => {
      this.#lastKey = '';
      this.emit('error', { code: event.code, message: event.message });
      this.invalidate();
    },
  });

  #viewport = new ViewportController(this, {
    near: () => {
      this.#build();
      this.#module.start();
    },
    resized: () => { if (this.#contentWidth() !== this.#lastWidth) this.invalidate(); },
    box: () => /** @type {HTMLElement} */ (this.#body),
    screen: (onScreen) => {
      this.#announcer.screen(onScreen);
      if (onScreen && this.#stale) this.invalidate();
    },
  });

  #scheme = new ColorSchemeController(this, {
    changed: () => this.invalidate(),
    // A figure drawn and then off screen keeps its scheme until it draws
    // again: a page's theme change restyles the figures in view, not every
    // figure of the page. Until its first draw, one near the viewport
    // follows the page (its frame and placeholder show).
    follows: () => this.#viewport.near && (!this.#drawn || this.#viewport.onScreen),
  });
  #message = new MessageController((code, message, warnings) =>
    this.emit('error', warnings ? { code, message, warnings } : { code, message }));
  #announcer = new AnnouncerController(() => this.#viewport.onScreen);
  #batch = new RenderBatch(() => this.#render(), () => this.#measure());
  // New words: everything is drawn again in them (the words built with the
  // DOM through `localize`), once the language's catalog is at hand.
  #language = new LanguageController(this, () => {
    this.#lastKey = '';
    this.#parsed = null; // the cross-attribute warnings, in the new words

    this.#frame?.setAttribute('lang', this.l10n.locale);
    if (this.#parts) this.localize(this.l10n, this.#parts);
    this.invalidate();
  });
  /** @type {HTMLElement | null} */
  #frame = null;
  /** What the frame's measure phase read for the render that follows it. @type {{ width: number, theme: import('../render/theme.js').Theme } | null} */
  #measured = null;

  constructor() {
    super();
    const ctor = /** @type {typeof PosencElement} */ (this.constructor);
    for (const controller of [new AttributeController(this, ctor.schema), this.#language, this.#module, this.#viewport,
      this.#scheme, this.#announcer, this.#batch]) this.addController(controller);
  }

  /** Adds a feature (see Controller); it is told of a connection already made. @param {Controller} controller */
  addController(controller) {
    this.#controllers.add(controller);
    if (this.#connected) controller.hostConnected?.();
  }

  /** Values parsed from the current attributes (no warnings), read-only: parsed once per change of an attribute. */
  get values() {
    return this.#read().values;
  }

  /** The parsed values and their warnings, parsed again only after an attribute changed. */
  #read() {
    if (!this.#parsed) {
      const { values, warnings } = readAttributes(/** @type {typeof PosencElement} */ (this.constructor),
        (name) => this.getAttribute(name), this.l10n);
      this.#parsed = { values: Object.freeze(values), warnings };
    }
    return this.#parsed;
  }

  /** What build() returned, building it now if it was not yet; throws before the element first connected. */
  get parts() {
    if (this.isConnected) this.#build();
    if (!this.#parts) throw new Error(`<${this.localName}> is not built yet: it builds once connected`);
    return this.#parts;
  }

  /** Whether the element has built its DOM. */
  get built() {
    return this.#parts !== null;
  }

  connectedCallback() {
    this.#connected = true;
    this.#buildFrame();
    for (const controller of this.#controllers) controller.hostConnected?.();
    if (!this.#parts) buildWhenIdle(this, () => this.#build());
    // The next frame's measure phase sets the colour scheme (one style read for all the figures).
    this.invalidate();
  }

  disconnectedCallback() {
    this.#connected = false;
    cancelIdleBuild(this);
    for (const controller of this.#controllers) controller.hostDisconnected?.();
  }

  /**
   * Marks the values for parsing again and asks for a render; the next
   * update is told that `name` changed.
   * @param {string} [name]
   */
  attributeChangedCallback(name) {
    this.#parsed = null;
    if (name !== undefined) this.#changedAttributes.add(name);
    this.invalidate();
  }

  /** Asks for a render in the next animation frame (batched). */
  invalidate() {
    if (this.isConnected) this.#batch.request();
  }

  /** The theme colours of the colour scheme shown, for drawing on canvases. */
  get theme() {
    return this.#scheme.theme;
  }

  /**
   * The words and numbers of the element's language (its own `lang` or the
   * nearest ancestor's, across shadow roots): English until that
   * language's catalog has loaded. build() writes its words with it.
   */
  get l10n() {
    return this.#language.l10n;
  }

  /**
   * Writes again, in `l10n`, the words that build() wrote (subclasses with
   * such words override): called when the element's language changes after
   * its DOM was built. What draw() writes is drawn again by itself.
   * @param {import('../text/l10n.js').Localizer} l10n @param {Parts} parts
   */
  localize(l10n, parts) { void l10n; void parts; }

  /** The loaded module, or null before it has loaded. */
  get posenc() {
    return this.#module.pe;
  }

  /**
   * Builds the element's own DOM once, inside `body` (subclasses override),
   * and returns its parts: drawing reaches them as `context.parts` (or
   * `this.parts`), typed by the class's Parts.
   * @param {HTMLElement} body
   * @returns {Parts}
   */
  build(body) {
    void body;
    return /** @type {Parts} */ ({});
  }

  /**
   * Brings the element's own state up to the values before a draw (the
   * order lab starts a new run for new settings, and shows a new sentence
   * attribute in its box: `context.changedAttributes` names the attributes
   * changed since the last update). Optional; draw() itself changes no state.
   * @param {DrawContext<Parts>} context
   */
  update(context) { void context; }

  /**
   * Draws the figure for `context.values`; returns the text summary that
   * describes what is drawn (announced once it settles, see announcer.js).
   * Subclasses override; throwing shows a 'render-failed' error.
   * @param {DrawContext<Parts>} context
   * @returns {string}
   */
  draw(context) { void context; return ''; }

  /** Shows `text` as the summary (announced once it settles, while on screen). @param {string} text */
  say(text) {
    this.#announcer.say(text, this.l10n.locale);
  }

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
    this.#message.fail(code, message);
  }

  /**
   * The frame: the message, the (empty) body and the summary, at the first
   * connection. Cheap (a few elements, shared style sheets): the empty body
   * keeps a placeholder's height (BASE_CSS), so that a figure that builds
   * later moves the text around it little and a link to it lands on it.
   */
  #buildFrame() {
    if (this.#body) return;
    const ctor = /** @type {typeof PosencElement} */ (this.constructor);
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open', delegatesFocus: false });
    root.adoptedStyleSheets = [styleSheet(BASE_CSS + ANNOUNCER_CSS), styleSheet(ctor.styles)];
    const frame = el('div', { class: 'frame', part: 'frame', lang: this.l10n.locale });
    this.#frame = frame;
    const body = el('div', { class: 'body', part: 'body' });
    frame.append(this.#message.build(), body, ...this.#announcer.build());
    root.append(frame);
    this.#body = body;
  }

  /** The subclass's DOM in the body. Once, when first near the viewport, idle or needed. */
  #build() {
    if (this.#parts) return;
    cancelIdleBuild(this);
    this.#buildFrame();
    this.#parts = this.build(/** @type {HTMLElement} */ (this.#body));
  }

  /** Whether a render now would draw: near the viewport, built, the module loaded, and on screen once drawn. */
  #drawable() {
    if (!this.#viewport.near || this.#module.pe === null || this.#parts === null || !this.#language.ready) return false;
    this.#stale = this.#drawn && !this.#viewport.onScreen;
    return !this.#stale;
  }

  /**
   * The reads of a render (the scheme, the theme, the width), done in the
   * frame's measure phase (frame-loop.js), before any figure draws.
   */
  #measure() {
    this.#measured = null;
    if (!this.isConnected) return;
    for (const controller of this.#controllers) controller.hostUpdate?.();
    if (this.#drawable()) this.#measured = { width: this.#contentWidth(), theme: this.#scheme.theme };
  }

  #render() {
    if (!this.#drawable()) return;
    if (!this.#measured) this.#measure();
    const { width, theme } = /** @type {{ width: number, theme: import('../render/theme.js').Theme }} */ (this.#measured);
    this.#measured = null;
    const parts = /** @type {Parts} */ (this.#parts);
    const pe = /** @type {Posenc} */ (this.#module.pe);
    const { values, warnings } = this.#read();
    this.#message.warn(warnings);
    const key = JSON.stringify(values);
    const changed = key !== this.#lastKey;
    this.#lastWidth = Math.round(width);
    const changedAttributes = this.#changedAttributes;
    this.#changedAttributes = new Set();
    try {
      const context = { pe, values, changed, changedAttributes, width, parts, theme, l10n: this.l10n };
      this.update(context);
      this.say(this.draw(context));
    } catch (error) {
      // Draw everything again next time, and let the next good draw clear the error.
      this.#lastKey = '';
      this.#message.failRender('render-failed',
        this.l10n.t('figure-render-failed', { error: String(/** @type {Error} */ (error)?.message ?? error) }));
      return;
    }
    this.#lastKey = key;
    if (!this.#drawn) {
      this.#drawn = true;
      startIdleBuilds();
      this.emit('ready', { values });
    } else if (changed) {
      this.emit('change', { values, reason: 'attribute' });
    }
  }

  /**
   * The body's content width, as the viewport controller's ResizeObserver
   * last reported it: read without forcing a layout. Before its first
   * report (an element's first draw comes in the frame after it connects,
   * before the observer's first delivery) the width is read from the
   * layout, once.
   */
  #contentWidth() {
    return Math.round(this.#viewport.width ?? (this.#body?.clientWidth || 0));
  }
}
