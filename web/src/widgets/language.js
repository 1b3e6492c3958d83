// @ts-check
/**
 * The language of an element: its own `lang` or that of its nearest
 * ancestor that has one, across shadow roots (a figure inside another
 * element's shadow tree follows the page around that element), else the
 * document's. A course page in Spanish gets Spanish figures with no option.
 * When a `lang` on the way changes, the element is told once its catalog is
 * loaded, and draws its words again.
 * @module
 */
import { ENGLISH, loadLocalizer, loadedLocalizer, localeFor, resolveLocale } from '../text/l10n.js';

/**
 * The `lang` that applies to `node`: the nearest one up the tree, crossing
 * from a shadow root to its host; '' when none is set. An empty `lang`
 * ("unknown language") ends the search as HTML says.
 * @param {Node} node
 */
export function langOf(node) {
  /** @type {Node | null} */
  let at = node;
  while (at) {
    if (at.nodeType === 1) {
      const lang = /** @type {Element} */ (at).getAttribute('lang');
      if (lang !== null) return lang;
    }
    at = at.parentNode ?? /** @type {ShadowRoot} */ (at).host ?? null;
  }
  return '';
}

/**
 * One observer per tree (the document, each shadow root) of the `lang`
 * attributes in it, shared by the elements that depend on that tree.
 * @type {WeakMap<Node, { observer: MutationObserver, listeners: Set<() => void> }>}
 */
const watched = new WeakMap();

/** The trees `node` is in, from its own root up to the document. @param {Node} node */
function treesOf(node) {
  const trees = [];
  /** @type {Node} */
  let root = node.getRootNode();
  for (;;) {
    trees.push(root);
    const host = /** @type {ShadowRoot} */ (root).host;
    if (!host) break;
    root = host.getRootNode();
  }
  return trees;
}

/** @param {Node} tree @param {() => void} listener */
function watch(tree, listener) {
  let entry = watched.get(tree);
  if (!entry) {
    const listeners = new Set();
    const observer = new MutationObserver(() => { for (const l of [...listeners]) l(); });
    observer.observe(tree, { attributes: true, attributeFilter: ['lang'], subtree: true });
    entry = { observer, listeners };
    watched.set(tree, entry);
  }
  entry.listeners.add(listener);
}

/** @param {Node} tree @param {() => void} listener */
function unwatch(tree, listener) {
  const entry = watched.get(tree);
  entry?.listeners.delete(listener);
  if (entry && entry.listeners.size === 0) {
    entry.observer.disconnect();
    watched.delete(tree);
  }
}

export class LanguageController {
  /** The words in use: English until the element's language is loaded. */
  l10n = ENGLISH;
  /** The locale the element's `lang` asks for ('' while @fluent/langneg is on its way). */
  #wanted = 'en';
  /** The element's `lang` when last read. */
  #lang = '';
  /** @type {Node[]} */
  #trees = [];
  #host;
  #changed;
  #check = () => this.#update();

  /**
   * @param {HTMLElement} host
   * @param {() => void} changed  called when the words in use change
   */
  constructor(host, changed) {
    this.#host = host;
    this.#changed = changed;
  }

  /** Whether the words in use are those of the element's language (else its catalog is on its way). */
  get ready() {
    return this.l10n.locale === this.#wanted;
  }

  hostConnected() {
    this.#trees = treesOf(this.#host);
    for (const tree of this.#trees) watch(tree, this.#check);
    this.#update();
  }

  hostDisconnected() {
    for (const tree of this.#trees) unwatch(tree, this.#check);
    this.#trees = [];
  }

  #update() {
    const lang = langOf(this.#host);
    const known = localeFor(lang);
    if (known !== null) {
      this.#lang = lang;
      this.#want(known);
      return;
    }
    // Two of the locales share the language: @fluent/langneg chooses, and
    // is fetched first (once per value: a `lang` changed elsewhere in the
    // page changes nothing here). Meanwhile no locale is wanted, so the
    // figure waits.
    if (lang === this.#lang) return;
    this.#lang = lang;
    this.#wanted = '';
    resolveLocale(lang).then((wanted) => { if (this.#lang === lang) this.#want(wanted); },
      () => { if (this.#lang === lang) this.#want(ENGLISH.locale); });
  }

  /** @param {string} wanted  the locale of the element's `lang` */
  #want(wanted) {
    if (wanted === this.#wanted && this.ready) return;
    this.#wanted = wanted;
    const loaded = loadedLocalizer(wanted);
    if (loaded) {
      this.#use(loaded);
      return;
    }
    loadLocalizer(wanted).then((l10n) => {
      if (this.#wanted === wanted) this.#use(l10n);
    }, () => {
      // The catalog could not be fetched: the figure reads in English
      // rather than not at all.
      if (this.#wanted === wanted) {
        this.#wanted = ENGLISH.locale;
        this.#use(ENGLISH);
      }
    });
  }

  /** @param {import('../text/l10n.js').Localizer} l10n */
  #use(l10n) {
    if (l10n === this.l10n) return;
    this.l10n = l10n;
    this.#changed();
  }
}
