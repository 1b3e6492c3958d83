// @ts-check
/**
 * A page in another language at build time (scripts/build-site.mjs) and in
 * the dev server (scripts/serve.mjs): its [data-l10n-id] elements translated
 * by @fluent/dom's own DOMLocalization (its overlay keeps the elements a
 * translation names with data-l10n-name and the safe text-level ones, and
 * nothing else) over a linkedom DOM, `lang` and `dir` on <html>, and its
 * relative URLs one folder up (the page is served from <locale>/; the
 * single file's translations keep theirs). The
 * reader's browser runs no translation code and a reader without scripts
 * reads the page in its language.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { DOMLocalization } from '@fluent/dom';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { LOCALES, direction } from '../../web/src/text/locales.js';
import { PSEUDO, outsideMarkup, pseudoCatalog } from './pseudo.mjs';

export const L10N_DIR = fileURLToPath(new URL('../../web/l10n', import.meta.url));

/**
 * The style sheet (relative to web/) that only the lesson in `locale` links:
 * the heights the figures reserve where that language's text makes them
 * taller or shorter than English (written by scripts/gen-reserved-heights.mjs).
 * None for English, whose heights are lesson.css's, nor for a pseudo-locale,
 * which the tests read with English heights, nor for a page other than the
 * lesson (`page`, a file of web/).
 * @param {string} locale @param {string} [page]
 */
export const localeSheet = (locale, page = 'index.html') =>
  (page === 'index.html' && LOCALES.slice(1).includes(locale) ? `styles/reserved-${locale}.css` : null);

/** Attributes that hold a URL, rewritten for a page one folder down. */
const URL_ATTRIBUTES = ['href', 'src'];

/**
 * The bundle of every catalog of one locale (the page's areas and the
 * figures'; message ids do not clash across areas).
 * @param {string} locale @param {string} dir
 */
export function pageBundle(locale, dir = L10N_DIR) {
  // Isolation marks (U+2068, U+2069) keep a placeable's direction apart
  // from the text around it: needed in a right-to-left page, noise in others.
  const bundle = new FluentBundle(locale, { useIsolating: direction(locale) === 'rtl' });
  // A pseudo-locale (the tests' pages, from the dev server) is made from English.
  const from = locale in PSEUDO ? LOCALES[0] : locale;
  for (const file of readdirSync(join(dir, from)).filter((f) => f.endsWith('.ftl')).sort()) {
    const text = readFileSync(join(dir, from, file), 'utf8');
    const source = from === locale ? text : pseudoCatalog(text, outsideMarkup(PSEUDO[locale]));
    const errors = bundle.addResource(new FluentResource(source));
    if (errors.length) throw new Error(`localize-page: ${locale}/${file}: ${errors.map((e) => e.message).join('; ')}`);
  }
  return bundle;
}

/**
 * The hreflang alternates of a page at `./` (English) and `<locale>/`, as
 * seen from `locale`'s page.
 * @param {string} locale
 */
export function alternates(locale) {
  const up = locale === LOCALES[0] ? '' : '../';
  return LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${up}${l === LOCALES[0] ? '' : `${l}/`}">`);
}

/**
 * Deep copies of the formulas the elements name (`<math data-l10n-name>`
 * among their direct children). @fluent/dom's overlay copies a named child
 * shallowly and gives it the translation's text, which empties a formula's
 * MathML; the messages leave each `<math>` empty and the formula is put
 * back from the source page after the overlay (docs/translating.md).
 * @param {Element[]} elements
 * @returns {Map<Element, Map<string, Node>>}
 */
function keepFormulas(elements) {
  const kept = new Map();
  for (const element of elements) {
    const named = new Map();
    for (const child of element.children) {
      const name = child.getAttribute('data-l10n-name');
      if (name !== null && child.localName === 'math') named.set(name, child.cloneNode(true));
    }
    if (named.size) kept.set(element, named);
  }
  return kept;
}

/**
 * Replaces each translated element's named formula with its source copy.
 * A formula the translation left out fails the build, as a missing message does.
 * @param {Element[]} elements @param {Map<Element, Map<string, Node>>} kept
 */
function putFormulasBack(elements, kept) {
  for (const element of elements) {
    const named = kept.get(element);
    if (!named) continue;
    for (const [name, source] of named) {
      const translated = [...element.children].find((c) => c.getAttribute('data-l10n-name') === name);
      if (!translated) {
        throw new Error(`localize-page: ${element.getAttribute('data-l10n-id')}: the translation leaves out the formula "${name}"`);
      }
      translated.replaceWith(source);
    }
  }
}

/**
 * `html` translated into `locale`. Fails on a message missing or a
 * translation the overlay refuses (a forbidden element), which
 * @fluent/dom only logs: a published page must not drop text silently.
 * `up` goes before each relative URL: '../' for a page served from
 * <locale>/, '' for the single file, which carries every language in one page.
 * `sheet`, a style sheet's URL as the page names its own (before `up`), is
 * linked after the page's last style sheet (localeSheet's, or its copy in the
 * built site).
 * @param {string} html @param {string} locale
 * @param {{ dir?: string, bundle?: FluentBundle, up?: string, sheet?: string | null }} [options]
 * @returns {Promise<string>}
 */
export async function localizePage(html, locale, { dir = L10N_DIR, bundle = pageBundle(locale, dir), up = '../', sheet = null } = {}) {
  const { document } = parseHTML(html);
  const l10n = new DOMLocalization([], function* generate() { yield bundle; });
  const warnings = [];
  const warn = console.warn;
  console.warn = (...args) => warnings.push(args.join(' '));
  const elements = [...document.querySelectorAll('[data-l10n-id]')];
  const formulas = keepFormulas(elements);
  try {
    await l10n.translateElements(elements);
  } finally {
    console.warn = warn;
  }
  putFormulasBack(elements, formulas);
  if (warnings.length) throw new Error(`localize-page: ${locale}: ${warnings.join('; ')}`);
  const root = document.documentElement;
  root.setAttribute('lang', locale);
  root.setAttribute('dir', direction(locale));
  // The language menu marks the page's own language.
  for (const link of document.querySelectorAll('.language-menu a[hreflang]')) {
    if (link.getAttribute('hreflang') === locale) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  if (sheet) {
    const sheets = document.querySelectorAll('link[rel="stylesheet"]');
    const last = sheets[sheets.length - 1];
    if (!last) throw new Error(`localize-page: ${locale}: the page links no style sheet to put ${sheet} after`);
    const link = document.createElement('link');
    link.setAttribute('rel', 'stylesheet');
    link.setAttribute('href', sheet);
    last.after(link);
    last.after(document.createTextNode('\n  '));
  }
  for (const name of URL_ATTRIBUTES) {
    for (const element of document.querySelectorAll(`[${name}]`)) {
      const url = element.getAttribute(name) ?? '';
      if (up && !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url)) element.setAttribute(name, `${up}${url}`);
    }
  }
  return document.toString();
}

/**
 * `html` without the attributes that name its translations (data-l10n-id,
 * data-l10n-attrs, data-l10n-name): a page of the built site is already in
 * its language and no script reads them, so they are bytes every reader
 * would fetch for nothing (12.8 KB of the English lesson). The single file
 * keeps them: its SCORM manifests read each language's title by its id.
 * @param {string} html
 */
const withoutTranslationNames = (html) => html.replace(/\s+data-l10n-(?:id|attrs|name)="[^"]*"/g, '');

/**
 * `html` as the built site ships it: without its translation names (above)
 * and without the indentation of its lines (7.8 KB of the English lesson's
 * 66 KB, 799 bytes gzipped). Each line break stays, so white space between
 * words renders as before; only `<pre>` and `<textarea>` show white space as
 * written, and a page with one stops the build rather than lose it.
 * @param {string} html @param {string} name  the page's, for the error
 */
export function shippedPage(html, name) {
  if (/<(?:pre|textarea)\b/i.test(html)) {
    throw new Error(`build-site: ${name} has a <pre> or <textarea>, whose indentation shows: shippedPage cannot strip it`);
  }
  return withoutTranslationNames(html).replace(/\n[ \t]+/g, '\n');
}
