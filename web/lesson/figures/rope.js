// @ts-check
/**
 * `<lesson-rope>`: rotary embeddings, live. One query and one key content
 * (8 numbers each) are rotated by posenc.rope to every position from 0 to
 * positions − 1; the heatmap is the score q_m·k_n of the query at position m
 * (rows) against the key at position n (columns). Every diagonal is
 * constant: for given contents the score depends only on the offset m − n.
 * Other contents give another pattern, with the same property. Attributes:
 * query and key (a, b or c: which content), positions, base. Two selects in
 * the figure choose the contents.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { choiceSpec, numberSpec } from '../../src/widgets/attributes.js';
import { HeatmapView } from '../../src/render/heatmap-view.js';
import { localPlainNumber } from '../../src/render/cells.js';
import { LESSON_CSS, LessonFigure } from './lesson-figure.js';
import './later-words.js';
import { baseSpec, localNumber } from './schema.js';

/** Query and key contents: any vectors show the effect; three of each to compare. */
export const ROPE_CONTENTS = {
  query: {
    a: [1, 0.5, -0.3, 0.8, 0.2, -1, 0.6, 0.4],
    b: [-0.6, 0.9, 0.4, -0.2, 1, 0.3, -0.5, 0.7],
    c: [0.3, -0.8, 1, 0.6, -0.4, 0.2, 0.9, -0.1],
  },
  key: {
    a: [0.7, -0.2, 0.9, 0.1, -0.5, 0.3, 0.4, 1],
    b: [0.2, 1, -0.7, 0.5, 0.6, -0.3, 0.1, -0.9],
    c: [-0.9, 0.4, 0.3, -0.6, 0.8, 0.5, -0.2, 0.3],
  },
};
const NAMES = /** @type {const} */ (['a', 'b', 'c']);

/**
 * The score of `query` rotated to position m against `key` rotated to
 * position n, for m, n from 0 to positions − 1 (row m, column n), with the
 * rotations from posenc.rope.
 * @param {import('../../src/core/api.js').Posenc} pe
 * @param {readonly number[]} query @param {readonly number[]} key
 * @param {number} positions @param {number} base
 */
export function ropeScores(pe, query, key, positions, base) {
  const d = query.length;
  const rotated = (/** @type {readonly number[]} */ x) => /** @type {Float32Array} */ (pe.rope({
    input: Float32Array.from({ length: positions * d }, (_, i) => x[i % d]), rows: positions, dModel: d, base,
  }));
  const q = rotated(query), k = rotated(key);
  const scores = new Float32Array(positions * positions);
  for (let m = 0; m < positions; m++) {
    for (let n = 0; n < positions; n++) {
      let sum = 0;
      for (let c = 0; c < d; c++) sum += q[m * d + c] * k[n * d + c];
      scores[m * positions + n] = sum;
    }
  }
  return scores;
}

/**
 * How far the scores stray along their diagonals: the largest difference
 * between a score and the one with the same offset m − n in the first row or
 * column. 0 for a matrix that depends only on the offset.
 * @param {Float32Array} scores @param {number} positions
 */
export function diagonalSpread(scores, positions) {
  let worst = 0;
  for (let m = 0; m < positions; m++) {
    for (let n = 0; n < positions; n++) {
      const o = m - n;
      const first = o >= 0 ? scores[o * positions] : scores[-o];
      worst = Math.max(worst, Math.abs(scores[m * positions + n] - first));
    }
  }
  return worst;
}

/** The two content selects, side by side, wrapping on a phone. */
const CSS = `${LESSON_CSS}
.contents { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin-bottom: 0.5rem; }
.contents label { display: inline-flex; align-items: center; gap: 0.4rem; min-height: 2.75rem; font-weight: 600; }
.contents select { font: inherit; min-height: 2.25rem; padding: 0.2rem 0.4rem; color: var(--posenc-fg);
  background: var(--posenc-bg); border: 1px solid var(--posenc-control-border); border-radius: 4px; }
`;

/** @typedef {{ selects: HTMLSelectElement[], view: HeatmapView }} RopeParts */

/** @extends {LessonFigure<RopeParts>} */
export class LessonRope extends LessonFigure {
  static styles = CSS;
  static schema = {
    query: choiceSpec(NAMES, 'a'), key: choiceSpec(NAMES, 'a'),
    positions: numberSpec({ min: 2, max: 64, fallback: 24, integer: true }), base: baseSpec,
  };

  /** @param {HTMLElement} body */
  build(body) {
    const controls = el('div', { class: 'contents' });
    const selects = /** @type {const} */ (['query', 'key']).map((name) => {
      const select = /** @type {HTMLSelectElement} */ (el('select', { part: 'control' }));
      select.append(...NAMES.map((n) => this.localized(el('option', { value: n }), `ui-rope-${name}-${n}`)));
      select.addEventListener('change', () => this.setAttribute(name, select.value));
      // The words in their own span: writing them as the label's text would drop the select.
      const label = el('label');
      label.append(this.localized(el('span'), `ui-rope-${name}-content`), select);
      controls.append(label);
      return select;
    });
    const view = new HeatmapView((l) => l.t('ui-rope-name'), this.l10n);
    body.append(controls, view.root);
    return { selects, view };
  }

  /** @param {import('../../src/text/l10n.js').Localizer} l10n @param {RopeParts} parts */
  localize(l10n, parts) {
    super.localize(l10n, parts);
    parts.view.localize(l10n);
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<RopeParts>} context */
  draw({ pe, values: v, width, parts: { selects, view }, l10n }) {
    const n = v.positions;
    const [querySelect, keySelect] = selects;
    querySelect.value = v.query;
    keySelect.value = v.key;
    const scores = ropeScores(pe, ROPE_CONTENTS.query[/** @type {'a'} */ (v.query)], ROPE_CONTENTS.key[/** @type {'a'} */ (v.key)], n, v.base);
    let top = 0;
    for (const s of scores) top = Math.max(top, Math.abs(s));
    const spread = diagonalSpread(scores, n);
    const int = (/** @type {number} */ x) => l10n.integer(x);
    const contents = { query: v.query.toUpperCase(), key: v.key.toUpperCase(), last: int(n - 1) };
    view.show({
      rows: n, cols: n, values: scores, colormap: 'rdbu', lo: -top, hi: top,
      legend: { lo: l10n.decimal(-top), hi: l10n.decimal(top), mid: '0', what: l10n.t('ui-rope-legend') },
      label: l10n.t('ui-rope-label', contents),
      xTitle: l10n.t('ui-rope-x-title', contents), yTitle: l10n.t('ui-rope-y-title', contents),
      cellText: (m, k) => l10n.t('ui-rope-cell', { m: int(m), n: int(k), offset: int(m - k),
        score: l10n.decimal(scores[m * n + k]) }),
      table: null, tableCaption: '', rowHeader: (m) => `m ${int(m)}`, colHeader: (k) => `n ${int(k)}`,
    });
    view.layout(width, 96, 360, { square: true });
    return l10n.t('ui-rope-summary', { ...contents, base: localNumber(v.base, l10n), spread: localPlainNumber(spread, l10n),
      first: l10n.decimal(scores[0]), third: l10n.decimal(scores[3 * n]) });
  }
}
