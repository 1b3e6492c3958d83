// @ts-check
/**
 * `<lesson-rope>`: a preview of rotary embeddings. One query and one key
 * vector are rotated by posenc.rope to positions m and n; their dot product
 * is the same for every pair with the same offset m − n. Attribute: base.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { LessonFigure } from './lesson-figure.js';
import { baseSpec, fmt } from './schema.js';

/** A query and a key (d = 8): any vectors show the effect; these are easy to read. */
const QUERY = Float32Array.of(1, 0.5, -0.3, 0.8, 0.2, -1, 0.6, 0.4);
const KEY = Float32Array.of(0.7, -0.2, 0.9, 0.1, -0.5, 0.3, 0.4, 1);
/** Position pairs (m, n): three with offset 3, three with other offsets. */
const PAIRS = [[3, 0], [10, 7], [500, 497], [3, 1], [10, 2], [500, 400]];

/** @extends {LessonFigure<{ table: HTMLTableElement }>} */
export class LessonRope extends LessonFigure {
  static schema = { base: baseSpec };

  /** @param {HTMLElement} body */
  build(body) {
    const table = el('table', { class: 'tabular' });
    body.append(table);
    return { table };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<{ table: HTMLTableElement }>} context */
  draw({ pe, values: v, parts: { table } }) {
    const rope = pe.rope;
    const at = (/** @type {Float32Array} */ x, /** @type {number} */ p) =>
      /** @type {Float32Array} */ (rope({ input: x, rows: 1, dModel: x.length, base: v.base, offset: p }));
    const scores = PAIRS.map(([m, n]) => {
      const q = at(QUERY, m), k = at(KEY, n);
      return q.reduce((sum, x, i) => sum + x * k[i], 0);
    });
    const head = el('tr');
    for (const text of ['query at m', 'key at n', 'offset m − n', 'score q·k']) head.append(el('th', { scope: 'col' }, text));
    const rows = PAIRS.map(([m, n], i) => {
      const tr = el('tr');
      for (const text of [String(m), String(n), String(m - n), fmt(scores[i], 4)]) tr.append(el('td', {}, text));
      return tr;
    });
    table.replaceChildren(
      el('caption', {}, 'One query and one key, rotated to positions m and n (d = 8)'), head, ...rows);
    return `With offset 3 the score is ${fmt(scores[0], 4)} at every place; other offsets give ` +
      `${fmt(scores[3], 4)}, ${fmt(scores[4], 4)} and ${fmt(scores[5], 4)}.`;
  }
}
