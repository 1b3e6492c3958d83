// @ts-check
/**
 * The script of web/embed.html: one figure chosen by URL parameters, and its
 * height sent to the host page whenever it changes.
 * @module
 */
import { ELEMENTS } from '../widgets/classes.js';
import { defineElement } from '../widgets/base.js';
import { REQUEST_TYPE, parseEmbedParams, resizeMessages } from './params.js';
import { ENGLISH, loadLocalizer, resolveLocale } from '../text/l10n.js';
import { direction } from '../text/locales.js';

// Every element is in this page's bundle and defined at once: loading the
// one in use on first use (widgets/define.js) would put two more dependent
// requests before its first draw, which cost more on a slow line than the
// other elements' bytes.
for (const [tag, element] of Object.entries(ELEMENTS)) defineElement(tag, element);

// The script runs: the notice shown by default, for a page whose script never does, goes.
document.getElementById('embed-script-notice')?.remove();
const asked = parseEmbedParams(location.search);

// The page is in the language asked for (lang=) when there is a catalog for
// it, else in English; without lang=, in the page's own (the page of
// site/<locale>/ is in that language). Its figure follows the page's lang,
// and the lang says which: a screen reader then reads it with the right voice.
const lang = new URLSearchParams(location.search).has('lang') ? asked.lang : document.documentElement.lang;
const l10n = lang ? await resolveLocale(lang).then(loadLocalizer).catch(() => ENGLISH) : ENGLISH;
// The parameters once more, for the warnings in that language.
const request = l10n === ENGLISH ? asked : parseEmbedParams(location.search, l10n);
document.documentElement.lang = l10n.locale;
document.documentElement.dir = direction(l10n.locale);
// A screen reader lists a frame by its page's title, and jumps by headings:
// both name the figure (the heading is not shown, as the host page has its own).
const title = l10n.t(`embed-title-${request.figure}`);
document.title = l10n.t('embed-page-title', { title });
/** @type {HTMLElement} */ (document.getElementById('figure-title')).textContent = title;
const statement = document.querySelector('.embed-statement a');
if (statement) statement.textContent = l10n.t('embed-statement');
// embed.css maps the attribute to color-scheme, which the figure follows.
if (request.theme !== 'auto') document.documentElement.dataset.theme = request.theme;
const figure = document.createElement(request.tag);
for (const [name, text] of Object.entries(request.attributes)) figure.setAttribute(name, text);
/** @type {HTMLElement} */ (document.getElementById('figure')).append(figure);

const banner = /** @type {HTMLElement} */ (document.getElementById('embed-warning'));
if (request.warnings.length > 0) {
  /** @type {HTMLElement} */ (banner.querySelector('p')).textContent = l10n.t('embed-warning-intro');
  /** @type {HTMLElement} */ (banner.querySelector('ul')).append(...request.warnings.map((text) => {
    const item = document.createElement('li');
    item.textContent = text;
    return item;
  }));
  banner.hidden = false;
}

// The parent's origin, when the browser tells it (Chromium, Safari): only
// requests from that origin are answered. Heights go to any parent ('*'):
// they say nothing private and the page cannot know who frames it otherwise.
const parentOrigin = location.ancestorOrigins?.[0] ?? null;
let lastHeight = -1;

function postHeight(force = false) {
  if (window.parent === window) return;
  const height = document.documentElement.scrollHeight;
  if (!force && height === lastHeight) return;
  lastHeight = height;
  for (const message of resizeMessages(height, request.frame)) window.parent.postMessage(message, '*');
}

let pending = 0;
new ResizeObserver(() => {
  pending ||= requestAnimationFrame(() => { pending = 0; postHeight(); });
}).observe(document.body);

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  if (parentOrigin !== null && event.origin !== parentOrigin) return;
  if (event.data && event.data.type === REQUEST_TYPE) postHeight(true);
});
