// @ts-check
/**
 * `<lesson-bug>`: "spot the bug". A buggy encoding next to the correct one,
 * and a button that reveals what went wrong. Attributes: kind (bug-exponent
 * | bug-multiply | bug-batch-axis), d-model, positions.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { choiceSpec } from '../../src/widgets/attributes.js';
import { HeatmapView } from '../../src/render/heatmap-view.js';
import { formatValue } from '../../src/render/cells.js';
import { LessonFigure } from './lesson-figure.js';
import { dModelSpec, positionsSpec } from './schema.js';

/** The answer to each puzzle. */
export const ANSWERS = {
  'bug-exponent': 'The exponent uses the channel number c, 10000^(−c/d), instead of the pair number, ' +
    '10000^(−2i/d). Sine and cosine of a pair no longer share a frequency, so a shift is no longer a rotation.',
  'bug-multiply': 'It multiplies by 10000^(2i/d) instead of dividing. Later channels turn faster and faster ' +
    'instead of slower, so they look like noise at the scale of a sentence and nothing encodes coarse position.',
  'bug-batch-axis': 'The encoding was indexed by the example in the batch instead of the position, so every ' +
    'position of a sentence gets the same row: the model is blind to order again.',
};

/**
 * @typedef {object} BugParts
 * @property {HeatmapView[]} views @property {HTMLElement} answer @property {HTMLElement} reveal
 */

/** @extends {LessonFigure<BugParts>} */
export class LessonBug extends LessonFigure {
  static schema = {
    kind: choiceSpec(Object.keys(ANSWERS), 'bug-exponent'),
    'd-model': dModelSpec(64, 256), positions: positionsSpec(64, 256),
  };

  /** @param {HTMLElement} body */
  build(body) {
    const pair = el('div', { class: 'pair' });
    const views = [new HeatmapView('Heatmap of the implementation to check: positions by channels'),
      new HeatmapView('Heatmap of the correct encoding: positions by channels')];
    const titles = ['This implementation', 'Correct (the paper)'];
    views.forEach((view, i) => {
      const box = el('div');
      box.append(el('p', { class: 'title' }, titles[i]), view.root);
      pair.append(box);
    });
    const answer = el('p', { class: 'answer', part: 'answer', id: 'answer', hidden: '' });
    const reveal = el('button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'answer', part: 'button reveal' },
      'Reveal the bug');
    reveal.addEventListener('click', () => this.#showAnswer(answer.hidden));
    body.append(pair, reveal, answer);
    return { views, answer, reveal };
  }

  /** The puzzle whose answer the answer box holds ('' before the first draw). */
  #answerKind = '';

  /** @param {boolean} open */
  #showAnswer(open) {
    const { answer, reveal } = this.parts;
    answer.hidden = !open;
    reveal.setAttribute('aria-expanded', String(open));
    reveal.textContent = open ? 'Hide the answer' : 'Reveal the bug';
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<BugParts>} context */
  draw({ pe, values: v, width, parts: { views, answer } }) {
    const options = { positions: v.positions, dModel: v.dModel };
    const tables = [pe.alternative({ kind: v.kind, ...options }), pe.encode(options)];
    const names = ['the implementation to check', 'the correct encoding'];
    views.forEach((view, i) => {
      const values = tables[i];
      view.show({
        rows: v.positions, cols: v.dModel, values, colormap: 'rdbu', lo: -1, hi: 1,
        legend: { lo: '−1', hi: '+1', mid: '0' },
        label: `Heatmap of ${names[i]}: ${v.positions} positions by ${v.dModel} channels.`,
        xTitle: `channel 0 … ${v.dModel - 1} →`, yTitle: `position 0 … ${v.positions - 1} →`,
        cellText: (r, c) => `Position ${r}, channel ${c}: ${formatValue(values[r * v.dModel + c])}`,
        table: null, tableCaption: '', rowHeader: String, colHeader: String,
      });
      view.layout(width / (width > 400 ? 2 : 1), 96, 240);
    });
    // Compared with the puzzle last answered, not with this.kind: that is the
    // attribute itself, always equal to v.kind.
    if (v.kind !== this.#answerKind) {
      this.#answerKind = v.kind;
      answer.textContent = ANSWERS[/** @type {keyof typeof ANSWERS} */ (v.kind)];
      // A new puzzle starts unanswered.
      this.#showAnswer(false);
    }
    return `Two heatmaps, ${v.positions} positions by ${v.dModel} channels: the implementation to check, ` +
      'and the correct encoding.';
  }
}
