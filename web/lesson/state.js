// @ts-check
/**
 * The lesson's state and its URL form. Every setting a learner can change is
 * one query parameter, so a teacher can share a link to exactly what they see
 * (`?d=256&p=40&pe`). Parsing never throws: an invalid value falls back to
 * its default (or is clamped) with a warning the page shows, in the page's
 * language (words.js; English until its catalog has loaded). Pure: no DOM, no
 * wasm; unit-tested in node (tests/js/lesson-state.test.js).
 *
 * The state holds what the learner chose, even where the other settings
 * cannot show it (pair 500 at d_model 512, k = −30 at p = 10): the figures
 * draw what can be drawn, say so (figure-attributes.js), and the choice is
 * there again when the other setting allows it.
 *
 * The value parsers are the widgets' attribute parsers, so a value means the
 * same in the lesson URL, in an element attribute and in the embed URL.
 * @module
 */
import { LAYOUTS, NUMBER_FORMATS } from '../src/core/boundary.js';
import { isPermutation } from '../src/core/permutation.js';
import { booleanSpec, choiceSpec, integerListSpec, numberSpec, parseAttributes, quoted, textSpec }
  from '../src/widgets/attributes.js';
import { words } from './words.js';

/** @typedef {import('../src/text/l10n.js').Localizer} Localizer */

/** Bases offered by the lesson's menu (the paper uses 10000). */
export const BASES = /** @type {const} */ (['100', '1000', '10000', '100000', '1000000']);

/** Pairs plotted as waves by default. */
export const DEFAULT_PAIRS = Object.freeze([0, 2, 6]);

/** Most words of the order demo (the permutation figure's cap). */
export const MAX_WORDS = 16;

/**
 * One entry per query parameter. Short names keep shared links short.
 * @type {import('../src/widgets/attributes.js').Schema}
 */
export const STATE_SCHEMA = {
  sentence: textSpec(200, 'man bites dog'),
  order: integerListSpec(MAX_WORDS, MAX_WORDS - 1),
  pe: booleanSpec(false),
  d: numberSpec({ min: 2, max: 1024, fallback: 64, integer: true, step: 2 }),
  n: numberSpec({ min: 8, max: 1024, fallback: 128, integer: true, step: 8 }),
  base: choiceSpec(BASES, '10000'),
  layout: choiceSpec(LAYOUTS, 'interleaved'),
  pairs: { ...integerListSpec(4, 511), fallback: [...DEFAULT_PAIRS] },
  p: numberSpec({ min: 0, max: 1000, fallback: 10, integer: true }),
  k: numberSpec({ min: -64, max: 64, fallback: 4, integer: true }),
  fmt: choiceSpec(NUMBER_FORMATS, 'float16'),
  at: numberSpec({ min: 0, max: 60000, fallback: 10000, integer: true, step: 500 }),
  bug: choiceSpec(['bug-exponent', 'bug-integer-exponent', 'bug-batch-axis'], 'bug-exponent'),
  theme: choiceSpec(['auto', 'light', 'dark'], 'auto'),
};

/**
 * @typedef {object} LessonState
 * @property {string} sentence  the order demo's sentence (plain text)
 * @property {number[]} order  the reordering, item i = index of the original
 *   word placed at i; [] means "reversed"
 * @property {boolean} pe  whether the order demo adds positional encoding
 * @property {number} d  d_model of sections 3, 4 and 6 (even)
 * @property {number} n  positions shown in the heatmap
 * @property {string} base  one of BASES
 * @property {import('../src/core/boundary.js').Layout} layout
 * @property {number[]} pairs  pairs chosen to be drawn as waves (0 to 4;
 *   those that exist at d_model are drawn)
 * @property {number} p  the chosen position
 * @property {number} k  the offset of section 4 (drawn as it is when p + k >= 0)
 * @property {import('../src/core/boundary.js').NumberFormat} fmt  the precision demo's format
 * @property {number} at  the precision demo's first position
 * @property {string} bug  the "spot the bug" implementation
 * @property {'auto' | 'light' | 'dark'} theme
 */

/** The state of a URL without a query. @type {Readonly<LessonState>} */
export const DEFAULT_STATE = Object.freeze(/** @type {LessonState} */ (
  /** @type {any} */ (parseAttributes(STATE_SCHEMA, () => null).values)));

/**
 * The state of a URL without a query on a page whose order demo starts from
 * `sentence`: each language's page has its own pair of sentences (the page's
 * `sentence` attribute, translated from lesson.ftl). Without one, the English.
 * @param {string | null | undefined} sentence
 * @returns {Readonly<LessonState>}
 */
export function pageDefaults(sentence) {
  if (typeof sentence !== 'string') return DEFAULT_STATE;
  return Object.freeze({ ...DEFAULT_STATE, sentence: STATE_SCHEMA.sentence.parse(sentence, 'sentence').value });
}

/**
 * Reads the state from a query string ("?d=128&pe" or "d=128&pe"). Only the
 * lesson's own parameters are read, and only their bad values warned about:
 * others belong to whoever wrote the link (a learning platform's session id
 * or attempt number) and are passed over in silence. Nothing throws.
 * @param {string} search
 * @param {Readonly<LessonState>} [defaults]  the page's (pageDefaults): a query without a sentence gets its sentence
 * @param {Localizer} [l10n]  the language of the warnings (the page's)
 * @returns {{ state: LessonState, warnings: string[] }}
 */
export function readState(search, defaults = DEFAULT_STATE, l10n = words()) {
  const params = new URLSearchParams(search);
  const parsed = parseAttributes(STATE_SCHEMA, (name) => params.get(name), l10n);
  const warnings = [...parsed.warnings];
  const state = /** @type {LessonState} */ (/** @type {any} */ (parsed.values));
  if (!params.has('sentence')) state.sentence = defaults.sentence;
  // Each value is valid alone; these are checked as a whole.
  if (state.order.length > 0 && !isPermutation(state.order, state.order.length)) {
    warnings.push(l10n.t('ui-state-order', { last: l10n.number(state.order.length - 1), got: quoted(state.order.join(',')) }));
    state.order = [];
  }
  const pairs = [...new Set(state.pairs)];
  if (pairs.length !== state.pairs.length) {
    warnings.push(l10n.t('ui-state-pairs', { got: quoted(state.pairs.join(',')),
      pairs: pairs.map((p) => l10n.number(p)).join(l10n.t('attribute-list-separator')) }));
    state.pairs = pairs;
  }
  return { state, warnings };
}

/**
 * The parameters of a query string that are not the lesson's, each exactly
 * as written.
 * @param {string} search
 */
function othersOf(search) {
  return search.replace(/^\?/, '').split('&').filter((part) => {
    const [key = ''] = new URLSearchParams(part).keys();
    return part !== '' && !Object.hasOwn(STATE_SCHEMA, key);
  });
}

/**
 * The query string of a state: the parameters of `search` that are not the
 * lesson's, first and untouched (a learning platform may need its own back),
 * then the settings that differ from the defaults, in schema order ('' for
 * the default state and no others).
 * @param {LessonState} state @param {string} [search]  the query the state was read from
 * @param {Readonly<LessonState>} [defaults]  the page's (pageDefaults)
 * @returns {string}
 */
export function writeState(state, search = '', defaults = DEFAULT_STATE) {
  const params = new URLSearchParams();
  for (const [name, spec] of Object.entries(STATE_SCHEMA)) {
    const value = /** @type {any} */ (state)[name];
    const text = spec.format(value);
    if (text === null || text === spec.format(/** @type {any} */ (defaults)[name])) continue;
    params.set(name, text);
  }
  // URLSearchParams writes a boolean flag as "pe="; "pe" alone reads the same and looks tidier.
  const own = params.toString().replace(/=(?=&|$)/g, '');
  return [...othersOf(search), ...(own ? [own] : [])].join('&');
}

/**
 * Parses one control's text as the setting `name` (for inputs typed by the
 * learner), returning the value and the warning if any (in `l10n`, the page's language).
 * @param {keyof LessonState} name @param {string} text @param {Localizer} [l10n]
 * @returns {{ value: any, warning?: string }}
 */
export function parseSetting(name, text, l10n = words()) {
  return STATE_SCHEMA[name].parse(text, name, l10n);
}
