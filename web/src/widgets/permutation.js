// @ts-check
/**
 * `<posenc-permutation>`: self-attention does not see word order. The same
 * toy attention layer runs on a sentence and on its shuffled words; without
 * positional encoding the outputs are the same rows, shuffled
 * (max |Attn(PX) − P·Attn(X)| is rounding noise); with the switch on, the
 * encoding makes the outputs depend on the order.
 *
 * Attributes: `sentence` (text, up to 16 words), `positional` (boolean: add
 * the sinusoidal encoding), `permutation` ("2 0 1 ...": word i of the
 * shuffled sentence is word permutation[i]; default: reversed), `d-model`
 * (even, 2..64, default 16). Parts: as <posenc-heatmap> (two heatmaps),
 * plus `control`, `tokens`, `result`.
 * @module
 */
import { PosencElement } from './base.js';
import { PERMUTATION_SCHEMA } from './schemas.js';
import { constrainPermutation } from './permutation-rules.js';
import { CONTROLS_CSS, labeledCheckbox } from './controls.js';
import { colorPixels } from './pixels.js';
import { randomPermutation, reversal } from '../core/permutation.js';
import { HeatmapView, HEATMAP_CSS } from '../render/heatmap-view.js';
import { formatValue } from '../render/cells.js';
import { el } from '../render/dom.js';

const CSS = `${HEATMAP_CSS}${CONTROLS_CSS}
.pair { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.pair h3 { margin: 0 0 0.25rem; font-size: 1em; }
.tokens { display: flex; flex-wrap: wrap; gap: 0.3rem; margin: 0 0 0.4rem; padding: 0; list-style: none; }
.tokens li { padding: 0.05rem 0.4rem; border: 1px solid var(--posenc-border); border-radius: 3px; }
.result { margin: 0; padding: 0.4rem 0.6rem; border-left: 4px solid var(--posenc-accent); }
`;

let shuffles = 0;

export class PosencPermutation extends PosencElement {
  static schema = PERMUTATION_SCHEMA;
  static styles = CSS;
  static constrain = constrainPermutation;

  /** @param {HTMLElement} body */
  build(body) {
    const controls = el('div', { class: 'controls' });
    const sentence = el('label', { class: 'control', part: 'control' });
    this.sentenceInput = el('input', { type: 'text', maxlength: '200', spellcheck: 'false' });
    sentence.append(el('span', {}, 'Sentence'), this.sentenceInput);
    const input = this.sentenceInput;
    // Commit on change (blur) and on Enter; a new sentence starts reversed.
    const commit = () => {
      this.#shownSentence = input.value; // no longer pending: the attribute follows
      if (input.value === this.getAttribute('sentence')) return;
      this.sentence = input.value;
      this.removeAttribute('permutation');
    };
    input.addEventListener('change', commit);
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') commit(); });
    this.peSwitch = labeledCheckbox('Add positional encoding', (on) => { this.positional = on; });
    const shuffle = el('button', { type: 'button', part: 'button' }, 'Shuffle words');
    const reverse = el('button', { type: 'button', part: 'button' }, 'Reverse words');
    shuffle.addEventListener('click', () => this.#reorder('shuffle'));
    reverse.addEventListener('click', () => this.#reorder('reverse'));
    controls.append(sentence, this.peSwitch.root, shuffle, reverse);
    const views = [new HeatmapView(), new HeatmapView()];
    const lists = [el('ol', { class: 'tokens', part: 'tokens' }), el('ol', { class: 'tokens', part: 'tokens' })];
    const pair = el('div', { class: 'pair' });
    ['Original order', 'Shuffled order'].forEach((title, i) => {
      const side = el('section', {});
      side.append(el('h3', {}, title), lists[i], views[i].root);
      pair.append(side);
      views[i].onCursor = (cell) => this.emit('change', { reason: 'cursor', cell, view: i });
    });
    this.views = views;
    this.tokenLists = lists;
    this.result = el('p', { class: 'result', part: 'result' });
    body.append(controls, this.result, pair);
  }

  /**
   * What the element last put in the sentence box. While the box holds
   * something else, the learner has typed text not committed yet.
   */
  #shownSentence = '';

  connectedCallback() {
    super.connectedCallback();
    this.#showSentence();
  }

  /** @param {string} [name] */
  attributeChangedCallback(name) {
    super.attributeChangedCallback(name);
    if (name === 'sentence') this.#showSentence();
  }

  /**
   * The box shows the sentence as soon as the attribute is known, before the
   * module has loaded and the figure can draw, but never over text the learner
   * has typed and not committed yet.
   */
  #showSentence() {
    const input = /** @type {HTMLInputElement} */ (this.sentenceInput);
    if (input.value !== this.#shownSentence) return;
    input.value = this.#shownSentence = this.values.sentence;
  }

  /** @param {'shuffle' | 'reverse'} how */
  #reorder(how) {
    const n = /** @type {string[]} */ (this.values.tokens).length;
    let p = how === 'reverse' ? reversal(n) : randomPermutation(n, (Date.now() + ++shuffles) >>> 0);
    if (how === 'shuffle' && p.every((x, i) => x === i)) p = reversal(n);
    this.permutation = p;
  }

  /** @param {import('./base.js').DrawContext} context */
  draw({ pe, values: v, changed, width }) {
    const views = /** @type {HeatmapView[]} */ (this.views);
    if (changed) {
      /** @type {any} */ (this.peSwitch).input.checked = v.positional;
      const demo = pe.permutationDemo({
        tokens: v.tokens, permutation: v.permutation, dModel: v.dModel, positional: v.positional,
      });
      this.demo = demo;
      const lists = /** @type {HTMLElement[]} */ (this.tokenLists);
      // One colour scale for both matrices, up to the largest weight: with
      // near-uniform attention a fixed 0..1 scale would show one flat colour.
      const top = Math.max(...demo.original.weights, ...demo.permuted.weights);
      const hi = Math.min(1, Math.ceil(top * 10) / 10);
      [v.tokens, demo.permutedTokens].forEach((tokens, i) => {
        lists[i].replaceChildren(...tokens.map((/** @type {string} */ t) => el('li', {}, t)));
        showWeights(pe, views[i], i === 0 ? demo.original : demo.permuted, tokens, hi);
      });
      /** @type {HTMLElement} */ (this.result).textContent = verdict(demo, v.positional);
    }
    const half = width > 600 ? width / 2 - 24 : width;
    for (const view of views) view.layout(half, 96, 320, { square: true });
    const demo = this.demo;
    if (!demo) return '';
    return `${verdict(demo, v.positional)} Sentence: ${v.tokens.join(' ')}; shuffled: ` +
      `${demo.permutedTokens.join(' ')}.`;
  }
}

/**
 * @param {import('../core/api.js').Posenc} pe @param {HeatmapView} view
 * @param {{ weights: Float32Array, n: number }} result @param {string[]} tokens
 * @param {number} hi  weight drawn with the last colour
 */
function showWeights(pe, view, result, tokens, hi) {
  const n = result.n;
  const word = (/** @type {number} */ i) => `"${tokens[i]}" (position ${i})`;
  view.show({
    rows: n, cols: n, pixels: colorPixels(pe, result.weights, 0, hi, 'viridis'), colormap: 'viridis', lo: 0, hi,
    legend: { lo: '0', hi: String(hi), what: 'attention weight' },
    label: `Attention weights of ${n} words: row = the word that attends, column = the word attended to.`,
    xTitle: 'attended word →', yTitle: 'attending word →',
    cellText: (r, c) => `${word(r)} attends to ${word(c)}: weight ${formatValue(result.weights[r * n + c])}`,
    table: () => result.weights, tableCaption: 'Attention weights (rows sum to 1)',
    rowHeader: (r) => tokens[r], colHeader: (c) => tokens[c],
  });
}

/** @param {{ residual: number, meanPoolDifference: number }} demo @param {boolean} positional */
function verdict(demo, positional) {
  const residual = demo.residual.toExponential(1);
  if (!positional) {
    return `Without positional encoding, shuffling the words only shuffles the outputs: ` +
      `max |Attn(PX) − P·Attn(X)| = ${residual} (rounding). The layer cannot tell the two orders apart.`;
  }
  return `With positional encoding, the outputs change when the words move: ` +
    `max |Attn(PX) − P·Attn(X)| = ${residual}. Word order now matters.`;
}
