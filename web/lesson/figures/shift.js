// @ts-check
/**
 * `<lesson-shift>`: M_k·PE(p) next to PE(p+k), channel by channel, and the
 * largest difference. The matrix comes from posenc.rotation, the vectors
 * from posenc.encode; the largest difference over all channels from
 * posenc.shiftError, which equals the dense product's in O(d). Attributes:
 * p, k, d-model, base.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { LessonFigure } from './lesson-figure.js';
import './later-words.js';
import { baseSpec, dModelSpec, localFmt, offsetSpec, positionSpec } from './schema.js';

/** Channels listed in the table: the first few show the pattern. */
const LISTED = 6;

/**
 * The first `rows` entries of y = M x for a square row-major matrix (only
 * those the table lists: all d of them would cost d² multiply-adds).
 * @param {Float32Array} m @param {Float32Array} x @param {number} rows @returns {Float64Array}
 */
export function multiply(m, x, rows) {
  const d = x.length;
  const y = new Float64Array(rows);
  for (let r = 0; r < rows; r++) {
    let sum = 0;
    for (let c = 0; c < d; c++) sum += m[r * d + c] * x[c];
    y[r] = sum;
  }
  return y;
}

/** @extends {LessonFigure<{ table: HTMLTableElement, result: HTMLElement }>} */
export class LessonShift extends LessonFigure {
  static schema = { p: positionSpec, k: offsetSpec, 'd-model': dModelSpec(64), base: baseSpec };
  /** Which M_k #matrix holds ("k d base"). */
  #matrixKey = '';
  /** @type {Float32Array} */
  #matrix = new Float32Array(0);

  /** @param {HTMLElement} body */
  build(body) {
    const table = el('table', { class: 'tabular' });
    // Wider than a phone at large p: the table scrolls in its own box, which
    // the keyboard can reach (WCAG 1.4.10).
    const wrap = this.localized(el('div', { class: 'table-wrap', tabindex: '0', role: 'region' }), 'ui-shift-region', 'aria-label');
    wrap.append(table);
    const result = el('p', { class: 'tabular ok' });
    body.append(wrap, result);
    return { table, result };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ table: HTMLTableElement, result: HTMLElement }>} context */
  draw({ pe, values: v, parts: { table, result }, l10n }) {
    const d = v.dModel;
    // M_k has d^2 entries (4 MiB at d = 1024) and does not depend on p: keep it while only p moves.
    const key = `${v.k} ${d} ${v.base}`;
    if (this.#matrixKey !== key) {
      this.#matrixKey = key;
      this.#matrix = pe.rotation({ k: v.k, dModel: d, base: v.base });
    }
    const m = this.#matrix;
    const from = pe.encode({ positions: 1, offset: v.p, dModel: d, base: v.base });
    const to = pe.encode({ positions: 1, offset: v.p + v.k, dModel: d, base: v.base });
    const listed = Math.min(LISTED, d);
    const moved = multiply(m, from, listed);
    // Against PE(p + k) in float64, as the rotation figure and the same-turn figure measure it.
    const error = pe.shiftError({ p: v.p, k: v.k, dModel: d, base: v.base });
    const int = (/** @type {number} */ n) => l10n.integer(n);
    const fmt = (/** @type {number} */ x, /** @type {number} */ digits) => localFmt(x, l10n, digits);
    const at = { p: int(v.p), pk: int(v.p + v.k), k: int(v.k), count: listed, listed: int(listed), channels: int(d) };
    const head = el('tr');
    head.append(el('th', { scope: 'col' }, l10n.t('ui-shift-col-channel')), el('th', { scope: 'col' }, `PE(${at.p})`),
      el('th', { scope: 'col' }, `Mₖ·PE(${at.p})`), el('th', { scope: 'col' }, `PE(${at.pk})`));
    const rows = Array.from({ length: listed }, (_, c) => {
      const tr = el('tr');
      tr.append(el('th', { scope: 'row' }, int(c)), el('td', {}, fmt(from[c], 4)),
        el('td', {}, fmt(moved[c], 4)), el('td', {}, fmt(to[c], 4)));
      return tr;
    });
    table.replaceChildren(el('caption', {}, l10n.t('ui-shift-caption', at)), head, ...rows);
    result.textContent = l10n.t('ui-shift-result', { ...at, error: fmt(error, 2) });
    return l10n.t('ui-shift-summary', at);
  }
}
