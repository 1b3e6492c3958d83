// @ts-check
/**
 * `<posenc-permutation>`: self-attention does not see word order. The same
 * toy attention layer runs on a sentence and on its shuffled words; without
 * positional encoding the outputs are the same rows, shuffled
 * (max |Attn(PX) − P·Attn(X)| is rounding noise); with the switch on, the
 * encoding makes the outputs depend on the order.
 *
 * Three attention maps, all in the original word order and labelled by word:
 * the original sentence's, the shuffled sentence's with its rows and columns
 * put back (Pᵀ·A′·P), and their difference, which is blank (all 0) without
 * positional encoding. One colour scale serves both states of the switch, so
 * switching compares like with like.
 *
 * Attributes: `sentence` (text, up to 16 words), `positional` (boolean: add
 * the sinusoidal encoding), `permutation` ("2 0 1 ...": word i of the
 * shuffled sentence is word permutation[i]; default: reversed), `d-model`
 * (even, 2..64, default 16). Parts: as <posenc-heatmap> (two heatmaps),
 * plus `control`, `tokens`, `result`. Events: as every posenc element, plus
 * `posenc-change` with `detail.reason` 'edit' (and `values`) at once when the
 * learner changes the sentence, the switch or the order inside the figure.
 * @module
 */
import { PosencElement } from './base.js';
import { FIGURES, PERMUTATION_SCHEMA } from './schemas.js';
import { constrainPermutation, permutationDemos } from './permutation-rules.js';
import { CONTROLS_CSS, labeledCheckbox } from './controls.js';
import { colorPixels } from './pixels.js';
import { randomPermutation, reversal } from '../core/permutation.js';
import { HeatmapView, HEATMAP_CSS } from '../render/heatmap-view.js';
import { textScale } from '../render/theme.js';
import { localPlainNumber } from '../render/cells.js';
import { el } from '../render/dom.js';

const CSS = `${HEATMAP_CSS}${CONTROLS_CSS}
.maps { display: grid; gap: 0.25rem 1rem; grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr)); }
/* Each map's title and picture share rows with its neighbours' (subgrid), so
   that the three pictures line up whatever the length of their titles. A map
   never grows wider than its column (minmax(0, 1fr)): its open data table
   scrolls in its own box instead of pushing the third map out of the figure.
   draw() sets the number of columns, the one it sizes the maps for. */
.maps > section { display: grid; grid-row: span 2; grid-template-rows: subgrid; grid-template-columns: minmax(0, 1fr); }
.maps h3 { margin: 0; font-size: 0.95em; align-self: end; }
.sentences { display: grid; grid-template-columns: auto 1fr; gap: 0.2rem 0.6rem; align-items: center; }
.sentences h3 { margin: 0; font-size: 0.95em; }
.tokens { display: flex; flex-wrap: wrap; gap: 0.3rem; margin: 0; padding: 0; list-style: none; }
.tokens li { padding: 0.05rem 0.4rem; border: 1px solid var(--posenc-border); border-radius: 3px; }
.result { margin: 0; padding: 0.4rem 0.6rem; border-left: 4px solid var(--posenc-accent); }
`;

let shuffles = 0;

/**
 * @typedef {object} PermutationParts
 * @property {HTMLInputElement} sentenceInput
 * @property {ReturnType<typeof labeledCheckbox>} peSwitch
 * @property {HeatmapView[]} views  original, shuffled put back, difference
 * @property {HTMLElement} maps  the grid of the three maps
 * @property {HTMLElement[]} tokenLists  original and shuffled words
 * @property {HTMLElement} result
 * @property {{ sentence: HTMLElement, reverse: HTMLElement, shuffle: HTMLElement, lists: HTMLElement[], maps: HTMLElement[] }} texts
 *   what build() wrote
 */

/** @typedef {import('../text/l10n.js').Localizer} Localizer */

/** The three maps: the messages of their names and titles end in these. */
const MAPS = ['original', 'shuffled', 'difference'];

/** @extends {PosencElement<PermutationParts>} */
export class PosencPermutation extends PosencElement {
  static tag = FIGURES.permutation.tag;
  static schema = PERMUTATION_SCHEMA;
  static styles = CSS;
  static constrain = constrainPermutation;

  /** @param {HTMLElement} body */
  build(body) {
    const l10n = this.l10n;
    const controls = el('div', { class: 'controls' });
    const sentence = el('label', { class: 'control', part: 'control' });
    const input = el('input', { type: 'text', maxlength: '200', spellcheck: 'false' });
    const sentenceName = el('span', {});
    sentence.append(sentenceName, input);
    // Commit on change (blur) and on Enter; a new sentence starts reversed.
    const commit = () => {
      this.#shownSentence = input.value; // no longer pending: the attribute follows
      if (input.value === this.getAttribute('sentence')) return;
      this.sentence = input.value;
      this.removeAttribute('permutation');
      this.#edited();
    };
    input.addEventListener('change', commit);
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') commit(); });
    const peSwitch = labeledCheckbox(l10n.t('permutation-positional'), (on) => {
      this.positional = on;
      this.#edited();
    });
    // Its own part name too: a page may put the switch elsewhere and hide this one.
    peSwitch.root.setAttribute('part', 'control positional');
    const shuffle = el('button', { type: 'button', part: 'button' });
    const reverse = el('button', { type: 'button', part: 'button' });
    shuffle.addEventListener('click', () => this.#reorder('shuffle'));
    reverse.addEventListener('click', () => this.#reorder('reverse'));
    controls.append(sentence, peSwitch.root, shuffle, reverse);
    const lists = [el('ol', { class: 'tokens', part: 'tokens' }), el('ol', { class: 'tokens', part: 'tokens' })];
    const sentences = el('div', { class: 'sentences' });
    const listTitles = lists.map((list) => {
      const title = el('h3', {});
      sentences.append(title, list);
      return title;
    });
    const views = MAPS.map((map) => new HeatmapView((l) => l.t(`permutation-name-${map}`), l10n));
    const maps = el('div', { class: 'maps' });
    const mapTitles = views.map((view, i) => {
      const side = el('section', {});
      const title = el('h3', {});
      side.append(title, view.root);
      maps.append(side);
      view.onCursor = (cell) => this.emit('change', { reason: 'cursor', cell, view: i });
      return title;
    });
    const result = el('p', { class: 'result', part: 'result' });
    body.append(controls, sentences, result, maps);
    // The box shows the sentence at once, before the module has loaded and the figure can draw.
    input.value = this.#shownSentence = this.values.sentence;
    const parts = { sentenceInput: input, peSwitch, views, maps, tokenLists: lists, result,
      texts: { sentence: sentenceName, shuffle, reverse, lists: listTitles, maps: mapTitles } };
    this.#write(l10n, parts.texts);
    return parts;
  }

  /** @param {Localizer} l10n @param {PermutationParts} parts */
  localize(l10n, { peSwitch, views, texts }) {
    peSwitch.relabel(l10n.t('permutation-positional'));
    for (const view of views) view.localize(l10n);
    this.#write(l10n, texts);
    // Without a sentence attribute the box shows the new language's default
    // (a sentence set by the page or the learner is an attribute, and stays).
    this.#showSentence();
  }

  /** The words written once: labels, buttons, titles. @param {Localizer} l10n @param {PermutationParts['texts']} texts */
  #write(l10n, texts) {
    texts.sentence.textContent = l10n.t('permutation-sentence');
    texts.shuffle.textContent = l10n.t('permutation-shuffle');
    texts.reverse.textContent = l10n.t('permutation-reverse');
    texts.lists[0].textContent = l10n.t('permutation-original');
    texts.lists[1].textContent = l10n.t('permutation-shuffled');
    MAPS.forEach((map, i) => { texts.maps[i].textContent = l10n.t(`permutation-title-${map}`); });
  }

  /**
   * What the element last put in the sentence box. While the box holds
   * something else, the learner has typed text not committed yet.
   */
  #shownSentence = '';

  connectedCallback() {
    super.connectedCallback();
    if (this.built) this.#showSentence();
  }

  /** @param {string} [name] */
  attributeChangedCallback(name) {
    super.attributeChangedCallback(name);
    if (name === 'sentence' && this.built) this.#showSentence();
  }

  /** The last demo drawn (the summary of a draw that only resized). @type {{ permutedTokens: string[], residual: number, meanPoolDifference: number } | null} */
  #demo = null;
  /** The words each list shows (a key of them): the switch alone leaves them as they are. */
  #lists = ['', ''];

  /**
   * The box shows the sentence as soon as the attribute is known, before the
   * module has loaded and the figure can draw, but never over text the learner
   * has typed and not committed yet.
   */
  #showSentence() {
    const input = this.parts.sentenceInput;
    if (input.value !== this.#shownSentence) return;
    input.value = this.#shownSentence = this.values.sentence;
  }

  /** @param {'shuffle' | 'reverse'} how */
  #reorder(how) {
    const n = /** @type {string[]} */ (this.values.tokens).length;
    let p = how === 'reverse' ? reversal(n) : randomPermutation(n, (Date.now() + ++shuffles) >>> 0);
    if (how === 'shuffle' && p.every((x, i) => x === i)) p = reversal(n);
    this.permutation = p;
    this.#edited();
  }

  /**
   * The learner changed the figure through its own controls (sentence,
   * switch, shuffle, reverse): its attributes hold the new values now.
   */
  #edited() {
    this.emit('change', { reason: 'edit', values: this.values });
  }

  /** @param {import('./base.js').DrawContext<PermutationParts>} context */
  draw({ pe, values: v, changed, width, parts: { views, maps, peSwitch, tokenLists, result }, l10n }) {
    if (changed) {
      peSwitch.input.checked = v.positional;
      const demos = permutationDemos(pe, { tokens: v.tokens, permutation: v.permutation, dModel: v.dModel });
      const demo = demos[+v.positional];
      const other = demos[+!v.positional];
      this.#demo = demo;
      [v.tokens, demo.permutedTokens].forEach((tokens, i) => {
        const key = JSON.stringify(tokens);
        if (this.#lists[i] === key) return;
        this.#lists[i] = key;
        tokenLists[i].replaceChildren(...tokens.map((/** @type {string} */ t) => el('li', {}, t)));
      });
      // One colour scale for both states of the switch, up to the largest
      // weight of either: with near-uniform attention a fixed 0..1 scale
      // would show one flat colour.
      const top = Math.max(...demo.original.weights, ...demo.permuted.weights,
        ...other.original.weights, ...other.permuted.weights);
      const hi = Math.min(1, Math.ceil(top * 10) / 10);
      const back = unpermuteMatrix(demo.permuted.weights, v.permutation);
      const difference = demo.original.weights.map((x, i) => x - back[i]);
      const common = { pe, tokens: /** @type {string[]} */ (v.tokens), hi, l10n };
      showWeights(views[0], demo.original.weights, { ...common, map: 'original' });
      showWeights(views[1], back, { ...common, map: 'shuffled' });
      showDifference(views[2], difference, common);
      result.textContent = verdict(demo, v.positional, l10n);
    }
    // The widths at which the maps go side by side grow with the text (a larger default font).
    const scale = textScale(maps);
    const columns = width >= 720 * scale ? 3 : width >= 460 * scale ? 2 : 1;
    maps.style.gridTemplateColumns = `repeat(${columns}, minmax(0, 1fr))`;
    for (const view of views) view.layout(width / columns - (columns > 1 ? 16 : 0), 96, 300, { square: true });
    const demo = this.#demo;
    if (!demo) return '';
    return l10n.t('permutation-summary', { verdict: verdict(demo, v.positional, l10n), sentence: v.tokens.join(' '),
      shuffled: demo.permutedTokens.join(' ') });
  }
}

/**
 * The weights of a shuffled sentence with rows and columns put back in the
 * original word order: entry (i, j) is how much original word i, wherever it
 * moved, attends to original word j (Pᵀ·A′·P).
 * @param {Float32Array} weights  n x n, over the shuffled words
 * @param {readonly number[]} permutation  shuffled word a is original word permutation[a]
 * @returns {Float32Array}
 */
export function unpermuteMatrix(weights, permutation) {
  const n = permutation.length;
  const where = new Array(n);
  permutation.forEach((original, a) => { where[original] = a; });
  const back = new Float32Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) back[i * n + j] = weights[where[i] * n + where[j]];
  }
  return back;
}

/**
 * @typedef {object} MapContext
 * @property {import('../core/api.js').Posenc} pe
 * @property {string[]} tokens  the original words (rows and columns)
 * @property {number} hi  weight drawn with the last colour
 * @property {Localizer} l10n
 */

/**
 * @param {HeatmapView} view @param {Float32Array} weights  n x n, original word order
 * @param {MapContext & { map: 'original' | 'shuffled' }} o
 */
function showWeights(view, weights, { pe, tokens, hi, l10n, map }) {
  const n = tokens.length;
  const word = (/** @type {number} */ i) => l10n.t('permutation-word', { word: tokens[i], position: l10n.integer(i) });
  view.show({
    rows: n, cols: n, pixels: colorPixels(pe, weights, 0, hi, 'viridis'), colormap: 'viridis', lo: 0, hi,
    legend: { lo: '0', hi: l10n.grouped(hi), what: l10n.t('permutation-legend') },
    label: l10n.t('permutation-label', { map, words: l10n.integer(n) }),
    xTitle: l10n.t('permutation-x-title'), yTitle: l10n.t('permutation-y-title'),
    rowLabels: tokens, colLabels: tokens,
    cellText: (r, c) => l10n.t('permutation-cell', { from: word(r), to: word(c), weight: l10n.decimal(weights[r * n + c]) }),
    table: () => weights, tableCaption: l10n.t('permutation-table-caption', { map }),
    rowHeader: (r) => tokens[r], colHeader: (c) => tokens[c],
  });
}

/** @param {HeatmapView} view @param {Float32Array} difference @param {MapContext} o */
function showDifference(view, difference, { pe, tokens, hi, l10n }) {
  const n = tokens.length;
  let largest = 0;
  for (const x of difference) largest = Math.max(largest, Math.abs(x));
  const top = l10n.grouped(hi);
  view.show({
    rows: n, cols: n, pixels: colorPixels(pe, difference, -hi, hi, 'rdbu'), colormap: 'rdbu', lo: -hi, hi,
    legend: { lo: `−${top}`, hi: `+${top}`, mid: '0', what: l10n.t('permutation-legend-difference') },
    label: l10n.t('permutation-difference-label', { largest: localPlainNumber(largest, l10n),
      blank: largest < 1e-4 ? 'yes' : 'no' }),
    xTitle: l10n.t('permutation-x-title'), yTitle: l10n.t('permutation-y-title'),
    rowLabels: tokens, colLabels: tokens,
    cellText: (r, c) => l10n.t('permutation-difference-cell', { from: tokens[r], to: tokens[c],
      difference: localPlainNumber(difference[r * n + c], l10n) }),
    table: () => difference, tableCaption: l10n.t('permutation-difference-caption'),
    rowHeader: (r) => tokens[r], colHeader: (c) => tokens[c],
  });
}

/**
 * @param {{ residual: number, meanPoolDifference: number }} demo @param {boolean} positional
 * @param {Localizer} l10n
 */
function verdict(demo, positional, l10n) {
  return l10n.t('permutation-verdict', { positional: positional ? 'on' : 'off',
    residual: localPlainNumber(demo.residual, l10n) });
}
