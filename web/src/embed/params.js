// @ts-check
/**
 * The URL parameters of the embed page (web/embed.html), validated against
 * the same schemas as the element attributes. Pure: no DOM.
 *
 *   embed.html?figure=heatmap&d-model=64&positions=100&colormap=viridis
 *
 * `figure` picks the element (default heatmap), `theme` its colour scheme
 * (auto, light or dark; auto follows the system), `frame` an id echoed in
 * the resize messages, `lang` the language of the page and so of its figure
 * (a BCP 47 tag: es, zh-CN; English when there is no catalog for it);
 * every other parameter must be an attribute of that
 * figure. Invalid values become their default (or are
 * clamped), unknown parameters are ignored, and each case gives a warning the
 * page shows, in the language of the Localizer given (the figures' catalog:
 * figures.ftl, "Bad attribute values", and embed.ftl).
 * @module
 */
import { choiceSpec, quoted } from '../widgets/attributes.js';
import { FIGURES } from '../widgets/schemas.js';
import { ENGLISH } from '../text/l10n.js';
import embedEnglish from '../text/catalogs/en-embed.js';

// The embed page's English words (embed.ftl) come with its code, not with
// every page's figures: this module is the first of the page's to write them.
ENGLISH.addMessages(embedEnglish);

/** Most characters of `frame`: the host's id of its iframe, echoed in every resize message. */
export const MAX_FRAME_LENGTH = 64;

/** Parameters of the page itself, not of the figure. */
const PAGE_PARAMETERS = new Set(['figure', 'frame', 'theme', 'lang']);

/** `theme`: the colour scheme of the page and its figure; auto follows the system. */
const THEME = choiceSpec(['auto', 'light', 'dark'], 'auto');

/**
 * @typedef {object} EmbedRequest
 * @property {keyof typeof FIGURES} figure
 * @property {string} tag  the element to create
 * @property {Record<string, string>} attributes  valid attribute text only
 * @property {string} frame  an id the host gave the iframe ('' if none), echoed in messages
 * @property {'auto' | 'light' | 'dark'} theme
 * @property {string} lang  a canonical language tag, '' when none was asked for (or it was no tag)
 * @property {string[]} warnings
 */

/**
 * @param {string} search  location.search, with or without the '?'
 * @param {import('../text/l10n.js').Localizer} [l10n]  the language of the warnings (English when not given)
 * @returns {EmbedRequest}
 */
export function parseEmbedParams(search, l10n = ENGLISH) {
  const params = new URLSearchParams(search);
  const warnings = [];
  const list = (/** @type {string[]} */ words) => words.join(l10n.t('attribute-list-separator'));
  let figure = /** @type {keyof typeof FIGURES} */ ('heatmap');
  const asked = params.get('figure');
  if (asked !== null) {
    if (Object.hasOwn(FIGURES, asked)) figure = /** @type {keyof typeof FIGURES} */ (asked);
    else {
      warnings.push(l10n.t('embed-warning-figure', { figures: list(Object.keys(FIGURES)), got: quoted(asked.slice(0, 40)),
        figure }));
    }
  }
  const { tag, schema } = FIGURES[figure];
  /** @type {Record<string, string>} */
  const attributes = {};
  for (const [name, text] of params) {
    if (PAGE_PARAMETERS.has(name)) continue;
    // Object.hasOwn: a parameter named "toString" or "__proto__" must not reach
    // Object.prototype (it did, and the page threw).
    const spec = Object.hasOwn(schema, name) ? schema[name] : undefined;
    if (!spec) {
      warnings.push(l10n.t('embed-warning-unknown', { got: quoted(name.slice(0, 40)), figure,
        known: list(Object.keys(schema)) }));
      continue;
    }
    if (Object.hasOwn(attributes, name)) {
      warnings.push(l10n.t('embed-warning-twice', { name }));
    }
    const parsed = spec.parse(text, name, l10n);
    if (parsed.warning) warnings.push(parsed.warning);
    const formatted = spec.format(parsed.value);
    if (formatted !== null) attributes[name] = formatted;
  }
  const frameText = params.get('frame') ?? '';
  const frame = frameText.slice(0, MAX_FRAME_LENGTH);
  if (frame !== frameText) {
    warnings.push(l10n.t('embed-warning-frame', { max: l10n.number(MAX_FRAME_LENGTH), got: quoted(frame.slice(0, 40)) }));
  }
  const theme = THEME.parse(params.get('theme') ?? 'auto', 'theme', l10n);
  if (theme.warning) warnings.push(theme.warning);
  const langText = params.get('lang');
  let lang = '';
  if (langText !== null) {
    try {
      // Longer than any real tag: cut, so that the check stays short.
      [lang = ''] = Intl.getCanonicalLocales(langText.slice(0, 64));
    } catch {
      warnings.push(l10n.t('embed-warning-lang', { got: quoted(langText.slice(0, 40)) }));
    }
  }
  return { figure, tag, attributes, frame, theme: theme.value, lang, warnings };
}

/** The message type of the page's own resize message. */
export const RESIZE_TYPE = 'posenc-embed:resize';
/** A host may send this to ask for the height again. */
export const REQUEST_TYPE = 'posenc-embed:request-height';

/**
 * The messages that tell a host page the embed's height: posenc's own, the
 * one Canvas LMS understands (a JSON string with subject lti.frameResize),
 * and the one H5P's resizer script understands (context h5p, action resize).
 * @param {number} height  CSS pixels
 * @param {string} frame   id from the URL, '' if none
 * @returns {unknown[]}
 */
export function resizeMessages(height, frame) {
  const h = Math.ceil(height);
  return [
    { type: RESIZE_TYPE, height: h, frame },
    JSON.stringify({ subject: 'lti.frameResize', height: h }),
    { context: 'h5p', action: 'resize', scrollHeight: h },
  ];
}
