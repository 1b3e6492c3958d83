// @ts-check
/**
 * A page in another language at build time (scripts/build-site.mjs) and in
 * the dev server (scripts/serve.mjs): its [data-l10n-id] elements translated
 * by @fluent/dom's own DOMLocalization (its overlay keeps the elements a
 * translation names with data-l10n-name and the safe text-level ones, and
 * nothing else) over a linkedom DOM, `lang` and `dir` on <html>, and its
 * relative URLs one folder up (the page is served from <locale>/). The
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

export const L10N_DIR = fileURLToPath(new URL('../../web/l10n', import.meta.url));

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
  for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith('.ftl')).sort()) {
    const errors = bundle.addResource(new FluentResource(readFileSync(join(dir, locale, file), 'utf8')));
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
 * `html` translated into `locale`. Fails on a message missing or a
 * translation the overlay refuses (a forbidden element), which
 * @fluent/dom only logs: a published page must not drop text silently.
 * @param {string} html @param {string} locale
 * @param {{ dir?: string, bundle?: FluentBundle }} [options]
 * @returns {Promise<string>}
 */
export async function localizePage(html, locale, { dir = L10N_DIR, bundle = pageBundle(locale, dir) } = {}) {
  const { document } = parseHTML(html);
  const l10n = new DOMLocalization([], function* generate() { yield bundle; });
  const warnings = [];
  const warn = console.warn;
  console.warn = (...args) => warnings.push(args.join(' '));
  try {
    await l10n.translateElements([...document.querySelectorAll('[data-l10n-id]')]);
  } finally {
    console.warn = warn;
  }
  if (warnings.length) throw new Error(`localize-page: ${locale}: ${warnings.join('; ')}`);
  const root = document.documentElement;
  root.setAttribute('lang', locale);
  root.setAttribute('dir', direction(locale));
  // The language menu marks the page's own language.
  for (const link of document.querySelectorAll('.language-menu a[hreflang]')) {
    if (link.getAttribute('hreflang') === locale) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  for (const name of URL_ATTRIBUTES) {
    for (const element of document.querySelectorAll(`[${name}]`)) {
      const url = element.getAttribute(name) ?? '';
      if (!/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url)) element.setAttribute(name, `../${url}`);
    }
  }
  return document.toString();
}
