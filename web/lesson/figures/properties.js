// @ts-check
/**
 * `<lesson-properties>`: the three properties of the encoding as live
 * numbers for the current settings, each with one line on what it means.
 * Attributes: d-model, positions, base.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { LessonFigure } from './lesson-figure.js';
import { baseSpec, dModelSpec, fmt, positionsSpec } from './schema.js';

/**
 * The rows of the figure: [term, value, meaning].
 * @param {any} r  the result of pe.properties @param {Record<string, any>} v
 * @returns {[string, string, string][]}
 */
export function propertyRows(r, v) {
  const [p, q] = r.closestPair;
  return [
    ['Uniqueness: smallest distance between two rows', fmt(r.minDistance, 4),
      `Positions ${p} and ${q} are the closest pair of the ${v.positions}, and still ${fmt(r.minDistance, 3)} apart: ` +
      'no two positions share a code.'],
    ['Relative position: largest error of M_k·PE(p) against PE(p+k)', fmt(r.rotationMaxError, 2),
      'A shift is the same rotation everywhere; the error is float rounding.'],
    ['Bounded: largest |value|', fmt(r.maxAbsValue, 4),
      'Every value lies in [−1, 1], however far the position.'],
    ['Bounded: squared length of the rows', fmt(r.squaredNormMin, 5) === fmt(r.squaredNormMax, 5)
      ? fmt(r.squaredNormMin, 5) : `${fmt(r.squaredNormMin, 5)} to ${fmt(r.squaredNormMax, 5)}`,
    `Every row has the same length: d_model / 2 = ${fmt(r.expectedSquaredNorm, 5)}.`],
  ];
}

export class LessonProperties extends LessonFigure {
  static schema = { 'd-model': dModelSpec(64), positions: positionsSpec(128), base: baseSpec };

  /** @param {HTMLElement} body */
  build(body) {
    this.list = el('dl', { class: 'numbers' });
    body.append(this.list);
  }

  /** @param {import('../../src/widgets/base.js').DrawContext} context */
  draw({ pe, values: v }) {
    const r = pe.properties({ positions: v.positions, dModel: v.dModel, base: v.base });
    const rows = propertyRows(r, v);
    /** @type {HTMLElement} */ (this.list).replaceChildren(...rows.flatMap(([term, value, meaning], i) => [
      el('dt', {}, term),
      el('dd', { 'data-property': String(i) }, value),
      el('dd', { class: 'meaning' }, meaning),
    ]));
    return `Measured for ${v.positions} positions, d_model ${v.dModel}, base ${v.base}.`;
  }
}
