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
import { LessonFigure } from './lesson-figure.js';
import './later-words.js';
import { dModelSpec, positionsSpec } from './schema.js';

/** The message of the answer to each puzzle (lesson-ui.ftl). */
export const ANSWERS = {
  'bug-exponent': 'ui-bug-answer-exponent',
  'bug-multiply': 'ui-bug-answer-multiply',
  'bug-batch-axis': 'ui-bug-answer-batch-axis',
  'bug-integer-exponent': 'ui-bug-answer-integer-exponent',
};

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
    const l10n = this.l10n;
    const views = [new HeatmapView((l) => l.t('ui-bug-checked-name'), l10n), new HeatmapView((l) => l.t('ui-bug-correct-name'), l10n)];
    const titles = ['ui-bug-checked-title', 'ui-bug-correct-title'];
    views.forEach((view, i) => {
      const box = el('div');
      box.append(this.localized(el('p', { class: 'title' }), titles[i]), view.root);
      pair.append(box);
    });
    // The same evidence without sight: how each pair of channels turns from
    // one position to the next, in both tables, computed from their values.
    const numbers = el('details', { class: 'numbers', part: 'numbers' });
    numbers.append(this.localized(el('summary'), 'ui-bug-numbers-summary'), this.localized(el('p', { class: 'note' }), 'ui-bug-numbers-note'));
    const numbersTable = el('table', { class: 'tabular' });
    const wrap = this.localized(el('div', { class: 'table-wrap', tabindex: '0', role: 'region' }), 'ui-bug-numbers-region', 'aria-label');
    wrap.append(numbersTable);
    numbers.append(wrap);
    const answer = el('p', { class: 'answer', part: 'answer', id: 'answer', hidden: '' });
    const reveal = el('button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'answer', part: 'button reveal' },
      l10n.t('ui-bug-reveal'));
    reveal.addEventListener('click', () => this.#showAnswer(answer.hidden));
    body.append(pair, numbers, reveal, answer);
    return { views, answer, reveal, numbersTable };
  }

  /** @param {import('../../src/text/l10n.js').Localizer} l10n @param {BugParts} parts */
  localize(l10n, parts) {
    super.localize(l10n, parts);
    for (const view of parts.views) view.localize(l10n);
    this.#showAnswer(!parts.answer.hidden);
  }

  /** The puzzle whose answer the answer box holds ('' before the first draw). */
  #answerKind = '';

  /** @param {boolean} open */
  #showAnswer(open) {
    const { answer, reveal } = this.parts;
    answer.hidden = !open;
    reveal.setAttribute('aria-expanded', String(open));
    reveal.textContent = this.l10n.t(open ? 'ui-bug-hide' : 'ui-bug-reveal');
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<BugParts>} context */
  draw({ pe, values: v, width, parts: { views, answer, numbersTable }, l10n }) {
    const options = { positions: v.positions, dModel: v.dModel };
    const tables = [pe.alternative({ kind: v.kind, ...options }), pe.encode(options)];
    const labels = ['ui-bug-checked-label', 'ui-bug-correct-label'];
    const int = (/** @type {number} */ n) => l10n.integer(n);
    const size = { positions: int(v.positions), dModel: int(v.dModel) };
    views.forEach((view, i) => {
      const values = tables[i];
      view.show({
        rows: v.positions, cols: v.dModel, values, colormap: 'rdbu', lo: -1, hi: 1,
        legend: { lo: '−1', hi: '+1', mid: '0' },
        label: l10n.t(labels[i], size),
        xTitle: l10n.t('ui-bug-x-title', { last: int(v.dModel - 1) }), yTitle: l10n.t('ui-bug-y-title', { last: int(v.positions - 1) }),
        cellText: (r, c) => l10n.t('ui-bug-cell', { p: int(r), c: int(c), value: l10n.decimal(values[r * v.dModel + c]) }),
        table: null, tableCaption: '', rowHeader: String, colHeader: String,
      });
      view.layout(width / (width > 400 ? 2 : 1), 96, 240);
    });
    fillNumbers(numbersTable, tables[0], tables[1], v.positions, v.dModel, l10n);
    // Compared with the puzzle last answered, not with this.kind: that is the
    // attribute itself, always equal to v.kind.
    if (v.kind !== this.#answerKind) {
      this.#answerKind = v.kind;
      // A new puzzle starts unanswered.
      this.#showAnswer(false);
    }
    // A frequency bug of the later pairs leaves a table of one pair (d_model 2) as it was.
    const same = tables[0].every((x, i) => Math.abs(x - tables[1][i]) < 1e-6);
    const said = l10n.t(ANSWERS[/** @type {keyof typeof ANSWERS} */ (v.kind)]);
    answer.textContent = same ? l10n.t('ui-bug-same-tables', { answer: said }) : said;
    return l10n.t('ui-bug-summary', size);
  }
}

/**
 * Fills `into` with one row per pair: the turn per position and the range of
 * sin² + cos², for the implementation and for the correct table.
 * @param {HTMLElement} into
 * @param {ArrayLike<number>} checked @param {ArrayLike<number>} correct
 * @param {number} positions @param {number} d @param {import('../../src/text/l10n.js').Localizer} l10n
 */
function fillNumbers(into, checked, correct, positions, d, l10n) {
  const head = el('tr');
  for (const id of ['ui-bug-col-pair', 'ui-bug-col-checked-turn', 'ui-bug-col-length', 'ui-bug-col-correct-turn',
    'ui-bug-col-length']) head.append(el('th', { scope: 'col' }, l10n.t(id)));
  const rows = [];
  for (let i = 0; 2 * i + 1 < d; i++) {
    const tr = el('tr');
    tr.append(el('th', { scope: 'row' }, l10n.integer(i)));
    for (const table of [checked, correct]) {
      const { turn, low, high } = pairMotion(table, positions, d, i);
      const [from, to] = [l10n.decimal(low), l10n.decimal(high)];
      tr.append(el('td', {}, l10n.decimal(turn)), el('td', {}, from === to ? from : l10n.t('ui-bug-range', { from, to })));
    }
    rows.push(tr);
  }
  into.replaceChildren(
    el('caption', {}, l10n.t('ui-bug-caption', { last: l10n.integer(positions - 1) })), head, ...rows);
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
