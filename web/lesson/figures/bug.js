// @ts-check
/**
 * `<lesson-bug>`: "spot the bug". A buggy encoding next to the correct one,
 * and a button that reveals what went wrong. Attributes: kind (bug-exponent
 * | bug-multiply | bug-batch-axis | bug-integer-exponent), d-model, positions.
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
  'bug-integer-exponent': 'The exponent 2i/d was computed by integer division, which gives 0 for every pair, ' +
    'so every frequency is 1: all the pairs turn by 1 radian a position, the same fast wave over and over. ' +
    'Nothing encodes coarse position, and positions 44 apart (7 turns and 0.02 radians) get almost the same code.',
};

/** Said under the answer when the two tables agree, as they can at d_model 2. */
export const SAME_TABLES = 'Here, though, the two tables are the same: with d_model 2 there is only pair 0, whose ' +
  'frequency is 1 either way. A larger d_model (section 3) shows the bug.';

/**
 * @typedef {object} BugParts
 * @property {HeatmapView[]} views @property {HTMLElement} answer @property {HTMLElement} reveal
 * @property {HTMLElement} numbersTable  the pairs' motion in both tables, the evidence without sight
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
    // The same evidence without sight: how each pair of channels turns from
    // one position to the next, in both tables, computed from their values.
    const numbers = el('details', { class: 'numbers', part: 'numbers' });
    numbers.append(el('summary', {}, 'Compare the two tables in numbers'),
      el('p', { class: 'note' }, 'Each pair of channels (a sine and a cosine) is a point on a circle. ' +
        'For every pair: the angle it turns by from one position to the next, averaged over the positions, ' +
        'and the range of sin² + cos² over the positions (1 when the pair stays on the circle).'));
    const numbersTable = el('table', { class: 'tabular' });
    const wrap = el('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': 'Table: how each pair turns, in both tables' });
    wrap.append(numbersTable);
    numbers.append(wrap);
    const answer = el('p', { class: 'answer', part: 'answer', id: 'answer', hidden: '' });
    const reveal = el('button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'answer', part: 'button reveal' },
      'Reveal the bug');
    reveal.addEventListener('click', () => this.#showAnswer(answer.hidden));
    body.append(pair, numbers, reveal, answer);
    return { views, answer, reveal, numbersTable };
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
  draw({ pe, values: v, width, parts: { views, answer, numbersTable } }) {
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
    fillNumbers(numbersTable, tables[0], tables[1], v.positions, v.dModel);
    // Compared with the puzzle last answered, not with this.kind: that is the
    // attribute itself, always equal to v.kind.
    if (v.kind !== this.#answerKind) {
      this.#answerKind = v.kind;
      // A new puzzle starts unanswered.
      this.#showAnswer(false);
    }
    // A frequency bug of the later pairs leaves a table of one pair (d_model 2) as it was.
    const same = tables[0].every((x, i) => Math.abs(x - tables[1][i]) < 1e-6);
    answer.textContent = ANSWERS[/** @type {keyof typeof ANSWERS} */ (v.kind)] + (same ? ` ${SAME_TABLES}` : '');
    return `Two heatmaps, ${v.positions} positions by ${v.dModel} channels: the implementation to check, ` +
      'and the correct encoding. "Compare the two tables in numbers" lists how each pair of channels turns in both.';
  }
}

/**
 * Fills `into` with one row per pair: the turn per position and the range of
 * sin² + cos², for the implementation and for the correct table.
 * @param {HTMLElement} into
 * @param {ArrayLike<number>} checked @param {ArrayLike<number>} correct
 * @param {number} positions @param {number} d
 */
function fillNumbers(into, checked, correct, positions, d) {
  const head = el('tr');
  for (const text of ['pair', 'this implementation: turn per position (rad)', 'its sin² + cos²',
    'correct: turn per position (rad)', 'its sin² + cos²']) head.append(el('th', { scope: 'col' }, text));
  const rows = [];
  for (let i = 0; 2 * i + 1 < d; i++) {
    const tr = el('tr');
    tr.append(el('th', { scope: 'row' }, String(i)));
    for (const table of [checked, correct]) {
      const { turn, low, high } = pairMotion(table, positions, d, i);
      const [from, to] = [formatValue(low), formatValue(high)];
      tr.append(el('td', {}, formatValue(turn)), el('td', {}, from === to ? from : `${from} to ${to}`));
    }
    rows.push(tr);
  }
  into.replaceChildren(
    el('caption', {}, `How each pair turns over positions 0 to ${positions - 1}`), head, ...rows);
}

/**
 * How pair i (channels 2i and 2i + 1, read as sine and cosine) moves down a
 * table: the mean angle it turns by from one row to the next (each step taken
 * in (−π, π]), and the range of sin² + cos² over the rows.
 * @param {ArrayLike<number>} table  rows x d, row-major
 * @param {number} rows @param {number} d @param {number} i
 */
export function pairMotion(table, rows, d, i) {
  let turn = 0, low = Infinity, high = -Infinity;
  for (let r = 0; r < rows; r++) {
    const s = table[r * d + 2 * i], c = table[r * d + 2 * i + 1];
    const length = s * s + c * c;
    low = Math.min(low, length);
    high = Math.max(high, length);
    if (r === 0) continue;
    let step = Math.atan2(s, c) - Math.atan2(table[(r - 1) * d + 2 * i], table[(r - 1) * d + 2 * i + 1]);
    if (step > Math.PI) step -= 2 * Math.PI;
    if (step <= -Math.PI) step += 2 * Math.PI;
    turn += step;
  }
  return { turn: rows > 1 ? turn / (rows - 1) : 0, low, high };
}
