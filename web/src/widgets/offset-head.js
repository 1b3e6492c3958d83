// @ts-check
/**
 * `<posenc-offset-head>`: one attention head that attends k positions back.
 * Its query is A·c(p) and its key c(q) for a position code c; for the
 * sinusoidal code A = M₋ₖ, so the score PE(p − k)·PE(q) peaks at q = p − k in
 * every row: a band at offset k, from the same matrix at every position.
 * With `words`, each position also carries its word's embedding, added
 * (x = e + w·PE, `mix="add"`) or concatenated (x = [e; w·PE], `mix="concat"`,
 * the head reading only the position channels), and the score splits into
 * four terms, drawn as four small maps and their sum; the summary prints the
 * sizes that decide each row. With the index or binary code, A is the best
 * single matrix (least squares), and the verdict counts the rows it still
 * sends to p − k, and those even the exact shifted code would. Computed by
 * the module (pe.offsetHead).
 *
 * Attributes: `k` (−15..15, default 3), `scale` (0.1..10, default 1: the
 * softmax's inverse temperature), `positions` (16..64, default 64), `d-model`
 * (even, 2..128, default 64), `code` (sinusoidal | index | binary), `words`
 * (boolean), `mix` (add | concat), `position-weight` (1..32, default 1: w,
 * used when the words are added), `sentence` (its words fill the positions,
 * repeated when short), `mark-row` (a row outlined and reported in the
 * summary, −1: none).
 * Parts: as <posenc-heatmap>, plus `control`, `terms`, `band-table`.
 * @module
 */
import { PosencElement } from './base.js';
import { FIGURES, OFFSET_HEAD_SCHEMA } from './schemas.js';
import { CONTROLS_CSS, labeledRange } from './controls.js';
import { colorPixels } from './pixels.js';
import { HeatmapView, HEATMAP_CSS } from '../render/heatmap-view.js';
import { localPlainNumber, localTenths } from '../render/cells.js';
import { el } from '../render/dom.js';
import { drawPixels } from '../render/heatmap.js';
import { createLegend, updateLegend } from '../render/legend.js';
import { tokenize } from '../text/tokenize.js';
import { HEAD_CODES, LIMITS } from '../core/boundary.js';
import { ENGLISH } from '../text/l10n.js';
import offsetHeadEnglish from '../text/catalogs/en-offset-head.js';

// English words of this element arrive with its code, not with a page's first
// screen (scripts/gen-catalogs.mjs); the other languages' come whole.
ENGLISH.addMessages(offsetHeadEnglish);

const CSS = `${HEATMAP_CSS}${CONTROLS_CSS}
.controls { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: center; margin-bottom: 0.5rem; }
/* Every control is a target at least 24 px tall (WCAG 2.5.8). */
.controls label { min-height: 24px; display: inline-flex; align-items: center; gap: 0.3rem; }
.controls label[hidden] { display: none; }
fieldset { border: 1px solid var(--posenc-border); border-radius: 4px; padding: 0.2rem 0.6rem; margin: 0;
  display: flex; flex-wrap: wrap; gap: 0.2rem 0.8rem; }
legend { padding: 0 0.3rem; }
.terms { display: grid; grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr)); gap: 0.6rem; margin: 0.5rem 0; }
.terms figure { margin: 0; }
.terms canvas { width: 100%; aspect-ratio: 1; image-rendering: pixelated; border: 1px solid var(--posenc-border); }
.terms figcaption { font-size: 0.85em; text-align: center; }
h4 { margin: 0.5rem 0 0; font-size: 1em; }
details { margin: 0.3rem 0; }
`;

/** @typedef {import('../text/l10n.js').Localizer} Localizer */

/** The words switch: its choices as [value, words, mix]; each one's label is the message offset-head-words-<value>. */
const WORD_CHOICES = /** @type {const} */ ([['none', false, 'add'], ['add', true, 'add'], ['concat', true, 'concat']]);
/** The four terms of the score: the key of each in the module's result, and the message of its caption. */
const TERMS = /** @type {const} */ ([
  ['wordWord', 'offset-head-term-word-word'], ['wordPosition', 'offset-head-term-word-position'],
  ['positionWord', 'offset-head-term-position-word'], ['positionPosition', 'offset-head-term-position-position'],
]);
/** The small maps' captions: the four terms and their sum. */
const TERM_CAPTIONS = [...TERMS.map(([, id]) => id), 'offset-head-term-sum'];

/**
 * A score size with one decimal under 100, so that the band's rise of about 1 shows.
 * @param {number} x @param {Localizer} l10n
 */
function size(x, l10n) {
  return Math.abs(x) >= 100 ? localPlainNumber(x, l10n) : localTenths(x, l10n);
}

/**
 * A setting (k, which may be negative, or the scale) as the figure writes
 * it: English as the attribute is typed, with the ASCII hyphen its text has
 * always had, the other locales in their own convention.
 * @param {number} x @param {Localizer} l10n
 */
function setting(x, l10n) {
  if (l10n.locale === 'en') return String(x);
  return Number.isInteger(x) ? l10n.integer(x) : l10n.grouped(x);
}

/**
 * The words of `text` that fill n positions (repeated when fewer), or one
 * placeholder per position when the text has none.
 * @param {string} text @param {number} n @returns {string[]}
 */
export function headWords(text, n) {
  const { tokens } = tokenize(text, { maxTokens: n });
  if (tokens.length === 0) return Array.from({ length: n }, () => '·');
  return Array.from({ length: n }, (_, i) => tokens[i % tokens.length]);
}

/** The UTF-8 bytes of all `words`. @param {readonly string[]} words */
function wordBytes(words) {
  const encoder = new TextEncoder();
  return words.reduce((sum, word) => sum + encoder.encode(word).length, 0);
}

/** The column of row p's largest value. @param {Float32Array} m @param {number} n @param {number} p */
export function rowPeak(m, n, p) {
  let best = 0;
  for (let q = 1; q < n; q++) if (m[p * n + q] > m[p * n + best]) best = q;
  return best;
}

/**
 * @typedef {object} OffsetHeadParts
 * @property {ReturnType<typeof labeledRange>} kControl @property {ReturnType<typeof labeledRange>} scaleControl
 * @property {ReturnType<typeof labeledRange>} weightControl
 * @property {ReturnType<typeof radioGroup>} codes @property {ReturnType<typeof radioGroup>} words
 * @property {HeatmapView} view @property {HTMLCanvasElement[]} termCanvases @property {HTMLElement} termsLegend
 * @property {HTMLElement} termsBox @property {HTMLTableElement} bandTable
 * @property {{ termsTitle: HTMLElement, captions: HTMLElement[], tableSummary: HTMLElement }} texts  what build() wrote
 */

/**
 * A fieldset of radio buttons, one per value, each labelled by the message `${prefix}-${value}`.
 * @param {string} name @param {readonly string[]} values @param {(value: string) => void} onChoose
 */
function radioGroup(name, values, onChoose) {
  const root = el('fieldset', { part: 'control' });
  const legend = el('legend', {});
  root.append(legend);
  /** @type {Record<string, HTMLInputElement>} */
  const inputs = {};
  /** @type {Record<string, Text>} */
  const labels = {};
  for (const value of values) {
    const label = el('label', {});
    const input = /** @type {HTMLInputElement} */ (el('input', { type: 'radio', name, value }));
    input.addEventListener('change', () => { if (input.checked) onChoose(value); });
    labels[value] = document.createTextNode('');
    label.append(input, labels[value]);
    root.append(label);
    inputs[value] = input;
  }
  return {
    root, inputs,
    /** Writes the legend and the choices' labels in `l10n`. @param {Localizer} l10n @param {string} prefix */
    write(l10n, prefix) {
      legend.textContent = l10n.t(prefix);
      for (const value of values) labels[value].data = ` ${l10n.t(`${prefix}-${value}`)}`;
    },
  };
}

/** @extends {PosencElement<OffsetHeadParts>} */
export class PosencOffsetHead extends PosencElement {
  static tag = FIGURES['offset-head'].tag;
  static schema = OFFSET_HEAD_SCHEMA;
  static styles = CSS;

  /**
   * The words, repeated to fill the positions, must fit the attention layer's
   * byte cap (limits.maxTokenBytes): a text of long words may not, and then
   * the default text of `l10n`'s language is used, and said.
   * @param {Record<string, any>} values @param {Localizer} [l10n]
   */
  static constrain(values, l10n = ENGLISH) {
    const bytes = wordBytes(headWords(values.sentence, values.positions));
    if (bytes <= LIMITS.maxTokenBytes) return { values, warnings: [] };
    return {
      values: { ...values, sentence: l10n.t('offset-head-default-text') },
      warnings: [l10n.t('offset-head-warning-bytes', { positions: l10n.integer(values.positions),
        bytes: l10n.integer(bytes), max: l10n.integer(LIMITS.maxTokenBytes) })],
    };
  }

  /** @param {HTMLElement} body */
  build(body) {
    const l10n = this.l10n;
    const controls = el('div', { class: 'controls' });
    const kControl = labeledRange(l10n.t('offset-head-control-k'), { min: -15, max: 15 }, (v) => { this.k = v; });
    // Quarter steps: every value is exact in float32, which is how the
    // accessibility tree stores a slider's numbers (0.1 would read 0.10000000149011612).
    const scaleControl = labeledRange(l10n.t('offset-head-control-scale'), { min: 0.25, max: 5, step: 0.25 },
      (v) => { this.scale = v; });
    const codes = radioGroup('code', HEAD_CODES, (code) => { this.code = code; });
    const words = radioGroup('words', WORD_CHOICES.map(([value]) => value), (value) => {
      const [, on, mix] = /** @type {(typeof WORD_CHOICES)[number]} */ (WORD_CHOICES.find(([v]) => v === value));
      this.mix = mix;
      this.words = on;
    });
    const weightControl = labeledRange(l10n.t('offset-head-control-weight'), { min: 1, max: 20 },
      (v) => { this.positionWeight = v; });
    controls.append(kControl.root, scaleControl.root, codes.root, words.root, weightControl.root);
    const view = new HeatmapView((l) => l.t('offset-head-name'), l10n);
    view.onCursor = (cell) => this.emit('change', { reason: 'cursor', cell });
    const termsTitle = el('h4', {});
    const terms = el('div', { class: 'terms', part: 'terms' });
    /** @type {HTMLCanvasElement[]} */
    const termCanvases = [];
    /** @type {HTMLElement[]} */
    const captions = [];
    for (let t = 0; t < TERM_CAPTIONS.length; t++) {
      const canvas = el('canvas', { role: 'img' });
      const caption = el('figcaption', {});
      const figure = el('figure', {});
      figure.append(canvas, caption);
      terms.append(figure);
      termCanvases.push(/** @type {HTMLCanvasElement} */ (canvas));
      captions.push(caption);
    }
    const termsLegend = createLegend();
    const termsBox = el('div', { hidden: '' });
    termsBox.append(termsTitle, terms, termsLegend);
    const details = el('details', {});
    const bandTable = /** @type {HTMLTableElement} */ (el('table', { part: 'band-table' }));
    const tableSummary = el('summary', {});
    details.append(tableSummary, bandTable);
    body.append(controls, view.root, termsBox, details);
    const parts = { kControl, scaleControl, weightControl, codes, words, view, termCanvases, termsLegend, termsBox,
      bandTable, texts: { termsTitle, captions, tableSummary } };
    this.#write(l10n, parts);
    return parts;
  }

  /** @param {Localizer} l10n @param {OffsetHeadParts} parts */
  localize(l10n, parts) {
    parts.kControl.relabel(l10n.t('offset-head-control-k'));
    parts.scaleControl.relabel(l10n.t('offset-head-control-scale'));
    parts.weightControl.relabel(l10n.t('offset-head-control-weight'));
    parts.view.localize(l10n);
    this.#write(l10n, parts);
  }

  /**
   * The words written once (the radio groups, titles and captions) and the
   * small maps' names until they are drawn.
   * @param {Localizer} l10n @param {OffsetHeadParts} parts
   */
  #write(l10n, { codes, words, termCanvases, termsLegend, texts }) {
    codes.write(l10n, 'offset-head-code');
    words.write(l10n, 'offset-head-words');
    texts.termsTitle.textContent = l10n.t('offset-head-terms-title');
    texts.tableSummary.textContent = l10n.t('offset-head-table-summary');
    TERM_CAPTIONS.forEach((id, t) => {
      texts.captions[t].textContent = l10n.t(id);
      termCanvases[t].setAttribute('aria-label', l10n.t('offset-head-term-name', { term: l10n.t(id) }));
    });
    updateLegend(termsLegend, null, l10n);
  }

  /** The last head computed, kept while only the layout changes. @type {{ head: import('../core/offset-head-api.js').OffsetHeadResult, words: string[] | null } | null} */
  #last = null;

  /** @param {import('./base.js').DrawContext<OffsetHeadParts>} context */
  draw({ pe, values: v, changed, width, parts, l10n }) {
    const { view, kControl, scaleControl, weightControl, codes, words: wordsSwitch } = parts;
    const n = v.positions, k = Math.max(-(n - 1), Math.min(n - 1, v.k));
    // The weight acts only where words share the channels: elsewhere it would only sharpen the softmax.
    const added = v.words && v.mix === 'add';
    const weight = added ? v.positionWeight : 1;
    kControl.set(k);
    scaleControl.set(v.scale);
    weightControl.set(v.positionWeight);
    weightControl.root.hidden = !added;
    codes.inputs[v.code].checked = true;
    wordsSwitch.inputs[v.words ? v.mix : 'none'].checked = true;
    if (changed || !this.#last) {
      const words = v.words ? headWords(v.sentence, n) : null;
      this.#last = { words, head: pe.offsetHead({ positions: n, k, dModel: v.dModel, scale: v.scale, code: v.code,
        positionWeight: weight, ...(words ? { tokens: words, mix: v.mix } : {}) }) };
    }
    const { head, words } = this.#last;
    const int = (/** @type {number} */ x) => l10n.integer(x);
    const name = (/** @type {number} */ p) => (words ? l10n.t('offset-head-position-word', { position: int(p), word: words[p] })
      : int(p));
    const direction = { direction: k >= 0 ? 'back' : 'ahead', steps: int(Math.abs(k)) };
    const mark = v.markRow >= 0 && v.markRow < n ? v.markRow : -1;
    const joined = words ? v.mix : 'none';
    const code = l10n.t(`offset-head-code-${v.code}`);
    if (changed) {
      view.show({
        rows: n, cols: n, pixels: colorPixels(pe, head.weights, 0, 1, 'viridis'), colormap: 'viridis', lo: 0, hi: 1,
        legend: { lo: '0', hi: '1', what: l10n.t('offset-head-legend') },
        label: l10n.t('offset-head-label', { ...direction, code, words: joined, positions: int(n), hits: int(head.hits),
          rows: int(head.rows), k: setting(k, l10n), band: head.hits === head.rows ? 'yes' : 'no' }),
        xTitle: l10n.t('offset-head-x-title', { last: int(n - 1) }),
        yTitle: l10n.t('offset-head-y-title', { last: int(n - 1) }),
        cellText: (p, q) => {
          const i = p * n + q;
          const terms = head.terms;
          /** @type {Record<string, string>} */
          const split = {};
          for (const [key] of TERMS) split[key] = terms ? l10n.decimal(terms[key][i]) : '';
          return l10n.t('offset-head-cell', { query: name(p), key: name(q), target: q === p - k ? 'yes' : 'no',
            weight: l10n.decimal(head.weights[i]), score: l10n.decimal(head.scores[i]), split: terms ? 'yes' : 'no',
            ...split });
        },
        table: null, tableCaption: '', rowHeader: int, colHeader: int,
        rowMarks: mark >= 0 ? [mark] : [],
      });
      drawTerms(parts, pe, head, n, l10n);
      fillBandTable(parts.bandTable, head, n, k, l10n);
    }
    view.layout(width, 96, 420, { square: true });
    const rows = { hits: int(head.hits), rows: int(head.rows) };
    const verdict = l10n.t('offset-head-verdict', { ...direction, ...rows,
      result: head.hits === head.rows ? 'all' : head.hits === 0 ? 'none' : 'some' });
    const settings = l10n.t('offset-head-settings', { code, map: v.code === 'sinusoidal' ? 'exact' : 'fit',
      k: setting(k, l10n), dModel: int(v.dModel), scale: setting(v.scale, l10n), words: joined });
    const markText = mark >= 0
      ? l10n.t('offset-head-mark', { row: name(mark), peak: name(rowPeak(head.weights, n, mark)) }) : '';
    return `${verdict}${wordsText(head, v.mix, weight, v.code, l10n)}${settings}${codeText(head, v.code, l10n)}` +
      `${fitText(head, l10n)}${markText}`;
  }
}

/**
 * With words, the sizes that decide a row: the word·word self score against the band's peak and its
 * neighbour (a naive code has no band to size).
 * @param {import('../core/offset-head-api.js').OffsetHeadResult} head @param {string} mix @param {number} weight
 * @param {string} code @param {Localizer} l10n
 */
function wordsText(head, mix, weight, code, l10n) {
  if (!head.wordSelf) return '';
  if (mix === 'concat') return l10n.t('offset-head-apart');
  const rows = { hits: l10n.integer(head.selfHits), rows: l10n.integer(head.n) };
  if (code !== 'sinusoidal') return l10n.t('offset-head-own-word', rows);
  return l10n.t('offset-head-own-word-sizes', { ...rows, low: size(head.wordSelf.low, l10n),
    high: size(head.wordSelf.high, l10n), weighted: weight === 1 ? 'no' : 'yes', weight: l10n.integer(weight),
    peak: size(head.band.peak, l10n), beside: size(head.band.beside, l10n) });
}

/**
 * A naive code: even the exact shifted query misses, for the codes differ in length.
 * @param {import('../core/offset-head-api.js').OffsetHeadResult} head @param {string} code @param {Localizer} l10n
 */
function codeText(head, code, l10n) {
  if (code === 'sinusoidal') return '';
  return l10n.t('offset-head-code-text', { hits: l10n.integer(head.shiftedHits), rows: l10n.integer(head.rows),
    low: size(head.codeLength.low, l10n), high: size(head.codeLength.high, l10n) });
}

/** How far the map misses the code k back. @param {import('../core/offset-head-api.js').OffsetHeadResult} head @param {Localizer} l10n */
function fitText(head, l10n) {
  if (head.residual === null) return l10n.t('offset-head-fit-zero');
  return l10n.t('offset-head-fit', { miss: localPlainNumber(head.residual, l10n) });
}

/**
 * The four terms and their sum on one symmetric scale, when words are added.
 * @param {OffsetHeadParts} parts @param {import('../core/api.js').Posenc} pe
 * @param {import('../core/offset-head-api.js').OffsetHeadResult} head @param {number} n @param {Localizer} l10n
 */
function drawTerms({ termsBox: box, termCanvases: canvases, termsLegend }, pe, head, n, l10n) {
  box.hidden = head.terms === null;
  if (!head.terms) return;
  const maps = [...TERMS.map(([key]) => /** @type {any} */ (head.terms)[key]), head.scores];
  let top = 0;
  for (const m of maps) for (const x of m) top = Math.max(top, Math.abs(x));
  maps.forEach((m, t) => {
    drawPixels(canvases[t], colorPixels(pe, m, -top, top, 'rdbu'), n, n);
    let peak = 0;
    for (let p = 0; p < n; p++) {
      const want = p - head.k;
      if (want >= 0 && want < n && rowPeak(m, n, p) === want) peak++;
    }
    const term = l10n.t(t < 4 ? TERMS[t][1] : 'offset-head-term-sum-name');
    canvases[t].setAttribute('aria-label', l10n.t('offset-head-term-label', { term, peaks: l10n.integer(peak),
      rows: l10n.integer(head.rows), k: setting(head.k, l10n) }));
  });
  const topText = localPlainNumber(top, l10n);
  updateLegend(termsLegend,
    { colormap: 'rdbu', lo: `−${topText}`, hi: `+${topText}`, mid: '0', what: l10n.t('offset-head-terms-legend') }, l10n);
}

/**
 * One row per query position: where it attends most, and its weight at p − k.
 * @param {HTMLTableElement} table
 * @param {import('../core/offset-head-api.js').OffsetHeadResult} head @param {number} n @param {number} k
 * @param {Localizer} l10n
 */
function fillBandTable(table, head, n, k, l10n) {
  const head0 = el('tr');
  for (const id of ['offset-head-table-query', 'offset-head-table-peak', 'offset-head-table-weight']) {
    head0.append(el('th', { scope: 'col' }, l10n.t(id)));
  }
  const outside = l10n.t('offset-head-table-outside');
  const rows = Array.from({ length: n }, (_, p) => {
    const tr = el('tr');
    const at = p - k >= 0 && p - k < n ? l10n.decimal(head.weights[p * n + p - k]) : outside;
    tr.append(el('th', { scope: 'row' }, l10n.integer(p)), el('td', {}, l10n.integer(rowPeak(head.weights, n, p))),
      el('td', {}, at));
    return tr;
  });
  const thead = el('thead'), tbody = el('tbody');
  thead.append(head0);
  tbody.append(...rows);
  table.replaceChildren(
    el('caption', {}, l10n.t('offset-head-table-caption', { k: setting(k, l10n) })), thead, tbody);
}
