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
import { FIGURES, OFFSET_HEAD_SCHEMA, OFFSET_HEAD_TEXT } from './schemas.js';
import { CONTROLS_CSS, labeledRange } from './controls.js';
import { colorPixels } from './pixels.js';
import { HeatmapView, HEATMAP_CSS } from '../render/heatmap-view.js';
import { formatValue, plainNumber } from '../render/cells.js';
import { el } from '../render/dom.js';
import { drawPixels } from '../render/heatmap.js';
import { createLegend, updateLegend } from '../render/legend.js';
import { tokenize } from '../text/tokenize.js';
import { HEAD_CODES, LIMITS } from '../core/boundary.js';

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

/** Names of the codes, of the ways to join the words, and of the four terms, as the figure writes them. */
/** @type {Record<string, string>} */
const CODE_NAMES = { sinusoidal: 'sinusoidal', index: 'index p', binary: 'binary digits' };
/** The words switch: its choices as [value, label, words, mix]. */
const WORD_CHOICES = /** @type {const} */ ([
  ['none', 'none', false, 'add'], ['add', 'added', true, 'add'], ['concat', 'concatenated', true, 'concat'],
]);
const TERMS = /** @type {const} */ ([
  ['wordWord', 'word·word'], ['wordPosition', 'word·position'],
  ['positionWord', 'position·word'], ['positionPosition', 'position·position'],
]);

/** A score size with one decimal under 100, so that the band's rise of about 1 shows. @param {number} x */
function size(x) {
  return Math.abs(x) >= 100 ? plainNumber(x) : x.toFixed(1).replace(/^-/, '−');
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
 * @property {Record<string, HTMLInputElement>} codeInputs @property {Record<string, HTMLInputElement>} wordInputs
 * @property {HeatmapView} view @property {HTMLCanvasElement[]} termCanvases @property {HTMLElement} termsLegend
 * @property {HTMLElement} termsBox @property {HTMLTableElement} bandTable
 */

/**
 * A fieldset of radio buttons, one per [value, label] choice.
 * @param {string} legend @param {string} name @param {readonly (readonly [string, string, ...unknown[]])[]} choices
 * @param {(value: string) => void} onChoose
 */
function radioGroup(legend, name, choices, onChoose) {
  const root = el('fieldset', { part: 'control' });
  root.append(el('legend', {}, legend));
  /** @type {Record<string, HTMLInputElement>} */
  const inputs = {};
  for (const [value, text] of choices) {
    const label = el('label', {});
    const input = /** @type {HTMLInputElement} */ (el('input', { type: 'radio', name, value }));
    input.addEventListener('change', () => { if (input.checked) onChoose(value); });
    label.append(input, ` ${text}`);
    root.append(label);
    inputs[value] = input;
  }
  return { root, inputs };
}

/** @extends {PosencElement<OffsetHeadParts>} */
export class PosencOffsetHead extends PosencElement {
  static tag = FIGURES['offset-head'].tag;
  static schema = OFFSET_HEAD_SCHEMA;
  static styles = CSS;

  /**
   * The words, repeated to fill the positions, must fit the attention layer's
   * byte cap (limits.maxTokenBytes): a text of long words may not, and then
   * the default text is used, and said.
   * @param {Record<string, any>} values
   */
  static constrain(values) {
    const bytes = wordBytes(headWords(values.sentence, values.positions));
    if (bytes <= LIMITS.maxTokenBytes) return { values, warnings: [] };
    return {
      values: { ...values, sentence: OFFSET_HEAD_TEXT },
      warnings: [`sentence: its words, repeated over ${values.positions} positions, take ${bytes} bytes, more than ` +
        `the ${LIMITS.maxTokenBytes} the attention layer reads; the default text is shown instead.`],
    };
  }

  /** @param {HTMLElement} body */
  build(body) {
    const controls = el('div', { class: 'controls' });
    const kControl = labeledRange('offset k', { min: -15, max: 15 }, (v) => { this.k = v; });
    // Quarter steps: every value is exact in float32, which is how the
    // accessibility tree stores a slider's numbers (0.1 would read 0.10000000149011612).
    const scaleControl = labeledRange('scale', { min: 0.25, max: 5, step: 0.25 }, (v) => { this.scale = v; });
    const codes = radioGroup('Position code', 'code', HEAD_CODES.map((c) => [c, CODE_NAMES[c]]),
      (code) => { this.code = code; });
    const words = radioGroup('Words', 'words', WORD_CHOICES, (value) => {
      const [, , on, mix] = /** @type {(typeof WORD_CHOICES)[number]} */ (WORD_CHOICES.find(([v]) => v === value));
      this.mix = mix;
      this.words = on;
    });
    const weightControl = labeledRange('position weight', { min: 1, max: 20 }, (v) => { this.positionWeight = v; });
    controls.append(kControl.root, scaleControl.root, codes.root, words.root, weightControl.root);
    const view = new HeatmapView('Attention weights of a head that looks k positions back');
    view.onCursor = (cell) => this.emit('change', { reason: 'cursor', cell });
    const termsTitle = el('h4', {}, 'The score, term by term (same colour scale)');
    const terms = el('div', { class: 'terms', part: 'terms' });
    /** @type {HTMLCanvasElement[]} */
    const termCanvases = [];
    for (const [, name] of [...TERMS, ['scores', 'sum']]) {
      const canvas = el('canvas', { role: 'img', 'aria-label': `Map of the score term ${name} over query and key positions` });
      const figure = el('figure', {});
      figure.append(canvas, el('figcaption', {}, name));
      terms.append(figure);
      termCanvases.push(/** @type {HTMLCanvasElement} */ (canvas));
    }
    const termsLegend = createLegend();
    const termsBox = el('div', { hidden: '' });
    termsBox.append(termsTitle, terms, termsLegend);
    const details = el('details', {});
    const bandTable = /** @type {HTMLTableElement} */ (el('table', { part: 'band-table' }));
    details.append(el('summary', {}, 'Data table: where each row attends'), bandTable);
    body.append(controls, view.root, termsBox, details);
    return { kControl, scaleControl, weightControl, codeInputs: codes.inputs, wordInputs: words.inputs, view,
      termCanvases, termsLegend, termsBox, bandTable };
  }

  /** The last head computed, kept while only the layout changes. @type {{ head: import('../core/offset-head-api.js').OffsetHeadResult, words: string[] | null } | null} */
  #last = null;

  /** @param {import('./base.js').DrawContext<OffsetHeadParts>} context */
  draw({ pe, values: v, changed, width, parts }) {
    const { view, kControl, scaleControl, weightControl, codeInputs, wordInputs } = parts;
    const n = v.positions, k = Math.max(-(n - 1), Math.min(n - 1, v.k));
    // The weight acts only where words share the channels: elsewhere it would only sharpen the softmax.
    const added = v.words && v.mix === 'add';
    const weight = added ? v.positionWeight : 1;
    kControl.set(k);
    scaleControl.set(v.scale);
    weightControl.set(v.positionWeight);
    weightControl.root.hidden = !added;
    codeInputs[v.code].checked = true;
    wordInputs[v.words ? v.mix : 'none'].checked = true;
    if (changed || !this.#last) {
      const words = v.words ? headWords(v.sentence, n) : null;
      this.#last = { words, head: pe.offsetHead({ positions: n, k, dModel: v.dModel, scale: v.scale, code: v.code,
        positionWeight: weight, ...(words ? { tokens: words, mix: v.mix } : {}) }) };
    }
    const { head, words } = this.#last;
    const name = (/** @type {number} */ p) => (words ? `${p} “${words[p]}”` : `${p}`);
    const back = k >= 0 ? `${k} back` : `${-k} ahead`;
    const mark = v.markRow >= 0 && v.markRow < n ? v.markRow : -1;
    const joined = words ? (v.mix === 'add' ? ' with the words added' : ' with the words concatenated') : '';
    if (changed) {
      view.show({
        rows: n, cols: n, pixels: colorPixels(pe, head.weights, 0, 1, 'viridis'), colormap: 'viridis', lo: 0, hi: 1,
        legend: { lo: '0', hi: '1', what: 'attention weight' },
        label: `Attention weights of a head that looks ${back}, ${CODE_NAMES[v.code]} code${joined}, ` +
          `${n} positions: ${head.hits} of ${head.rows} rows put their largest weight ` +
          `at position p − ${k}${head.hits === head.rows ? ', a diagonal band' : ''}.`,
        xTitle: `key position q: 0 … ${n - 1} →`, yTitle: `query position p: 0 … ${n - 1} →`,
        cellText: (p, q) => {
          const i = p * n + q;
          const parts = head.terms ? ` = ${TERMS.map(([key, term]) =>
            `${term} ${formatValue(/** @type {any} */ (head.terms)[key][i])}`).join(' + ')}` : '';
          return `Query ${name(p)}, key ${name(q)}${q === p - k ? ' (p − k)' : ''}: weight ` +
            `${formatValue(head.weights[i])}, score ${formatValue(head.scores[i])}${parts}`;
        },
        table: null, tableCaption: '', rowHeader: String, colHeader: String,
        rowMarks: mark >= 0 ? [mark] : [],
      });
      drawTerms(parts, pe, head, n);
      fillBandTable(parts.bandTable, head, n, k);
    }
    view.layout(width, 96, 420, { square: true });
    const map = v.code === 'sinusoidal' ? `M₋ₖ (k = ${k})` : 'the best single matrix (least squares)';
    const markText = mark >= 0 ? ` Row ${name(mark)} attends most to ${name(rowPeak(head.weights, n, mark))}.` : '';
    return `${verdict(head, back)}${wordsText(head, v.mix, weight, v.code)} Code ${CODE_NAMES[v.code]}, query map ${map}, ` +
      `d-model ${v.dModel}, scale ${v.scale}${joined ? `, words ${v.mix === 'add' ? 'added' : 'concatenated'}` : ''}. ` +
      `${codeText(head, v.code)}${fitText(head)}${markText}`;
  }
}

/**
 * How many rows attend most to p − k.
 * @param {import('../core/offset-head-api.js').OffsetHeadResult} head @param {string} back
 */
function verdict(head, back) {
  if (head.hits === head.rows) return `Every row with a position ${back} attends most to it: ${head.hits} of ${head.rows}.`;
  return `${head.hits === 0 ? 'None' : `Only ${head.hits}`} of the ${head.rows} rows with a position ${back} ` +
    'attend most to it.';
}

/**
 * With words, the sizes that decide a row: the word·word self score against the band's peak and its
 * neighbour (a naive code has no band to size).
 * @param {import('../core/offset-head-api.js').OffsetHeadResult} head @param {string} mix @param {number} weight
 * @param {string} code
 */
function wordsText(head, mix, weight, code) {
  if (!head.wordSelf) return '';
  if (mix === 'concat') {
    return ' The words sit in channels of their own and the query and key read only the position channels, ' +
      'so the three terms that involve a word are 0.';
  }
  const own = ` ${head.selfHits} of ${head.n} rows attend most to their own word`;
  if (code !== 'sinusoidal') return `${own}.`;
  return `${own}: word·word at q = p scores ` +
    `${size(head.wordSelf.low)} to ${size(head.wordSelf.high)}, and position·position` +
    `${weight === 1 ? '' : ` (position weight ${weight})`} peaks at ${size(head.band.peak)} at p − k with ` +
    `${size(head.band.beside)} beside it.`;
}

/**
 * A naive code: even the exact shifted query misses, for the codes differ in length.
 * @param {import('../core/offset-head-api.js').OffsetHeadResult} head @param {string} code
 */
function codeText(head, code) {
  if (code === 'sinusoidal') return '';
  return `Even the exact code for p − k as the query sends ${head.shiftedHits} of ${head.rows} rows there: ` +
    `this code's rows run from length ${size(head.codeLength.low)} to ${size(head.codeLength.high)}, and a dot ` +
    `product peaks at equality only among codes of one length (every sinusoidal row has length √(d/2)). `;
}

/** How far the map misses the code k back. @param {import('../core/offset-head-api.js').OffsetHeadResult} head */
function fitText(head) {
  if (head.residual === null) return 'Every target c(p − k) is the zero vector, so the map\'s miss has no relative size.';
  return `The map misses c(p − k) by ${plainNumber(head.residual)} (relative).`;
}

/**
 * The four terms and their sum on one symmetric scale, when words are added.
 * @param {OffsetHeadParts} parts @param {import('../core/api.js').Posenc} pe
 * @param {import('../core/offset-head-api.js').OffsetHeadResult} head @param {number} n
 */
function drawTerms({ termsBox: box, termCanvases: canvases, termsLegend }, pe, head, n) {
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
    const title = t < 4 ? TERMS[t][1] : 'their sum, the score';
    canvases[t].setAttribute('aria-label', `Map of ${title}: ${peak} of ${head.rows} rows peak at p − ${head.k}.`);
  });
  updateLegend(termsLegend,
    { colormap: 'rdbu', lo: `−${plainNumber(top)}`, hi: `+${plainNumber(top)}`, mid: '0', what: 'score term' });
}

/**
 * One row per query position: where it attends most, and its weight at p − k.
 * @param {HTMLTableElement} table
 * @param {import('../core/offset-head-api.js').OffsetHeadResult} head @param {number} n @param {number} k
 */
function fillBandTable(table, head, n, k) {
  const head0 = el('tr');
  for (const text of ['query p', 'attends most to q', 'weight at p − k']) head0.append(el('th', { scope: 'col' }, text));
  const rows = Array.from({ length: n }, (_, p) => {
    const tr = el('tr');
    const at = p - k >= 0 && p - k < n ? formatValue(head.weights[p * n + p - k]) : '(outside)';
    tr.append(el('th', { scope: 'row' }, String(p)), el('td', {}, String(rowPeak(head.weights, n, p))), el('td', {}, at));
    return tr;
  });
  const thead = el('thead'), tbody = el('tbody');
  thead.append(head0);
  tbody.append(...rows);
  table.replaceChildren(
    el('caption', {}, `Where each query position attends most (k = ${k})`), thead, tbody);
}
