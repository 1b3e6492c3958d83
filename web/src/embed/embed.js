// @ts-check
/**
 * The script of web/embed.html: one figure chosen by URL parameters, and its
 * height sent to the host page whenever it changes.
 * @module
 */
import { ELEMENTS } from '../widgets/classes.js';
import { defineElement } from '../widgets/base.js';
import { REQUEST_TYPE, parseEmbedParams, resizeMessages } from './params.js';

// Every element is in this page's bundle and defined at once: loading the
// one in use on first use (widgets/define.js) would put two more dependent
// requests before its first draw, which cost more on a slow line than the
// other elements' bytes.
for (const [tag, element] of Object.entries(ELEMENTS)) defineElement(tag, element);

// The script runs: the notice shown by default, for a page whose script never does, goes.
document.getElementById('embed-script-notice')?.remove();
const request = parseEmbedParams(location.search);

/** What each figure is, for the page's title and heading. @type {Record<string, string>} */
const TITLES = {
  heatmap: 'The sinusoidal positional encoding table',
  permutation: 'Self-attention and word order',
  rotation: 'A shift of position is a rotation',
  similarity: 'How alike the codes of two positions are',
  'order-lab': 'Training a model to read word order',
  'offset-head': 'An attention head that looks a fixed offset back',
};
// A screen reader lists a frame by its page's title, and jumps by headings:
// both name the figure (the heading is not shown, as the host page has its own).
const title = TITLES[request.figure] ?? request.figure;
document.title = `${title} (posenc figure)`;
/** @type {HTMLElement} */ (document.getElementById('figure-title')).textContent = title;
// embed.css maps the attribute to color-scheme, which the figure follows.
if (request.theme !== 'auto') document.documentElement.dataset.theme = request.theme;
const figure = document.createElement(request.tag);
for (const [name, text] of Object.entries(request.attributes)) figure.setAttribute(name, text);
/** @type {HTMLElement} */ (document.getElementById('figure')).append(figure);

const banner = /** @type {HTMLElement} */ (document.getElementById('embed-warning'));
if (request.warnings.length > 0) {
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
