// @ts-check
/**
 * The data table of a small matrix: the accessible alternative to a heatmap.
 * @module
 */
import { formatValue } from './cells.js';
import { el } from './dom.js';

/**
 * Replaces the content of `table` with `values` (rows x cols, row-major).
 * @param {HTMLTableElement} table
 * @param {ArrayLike<number>} values
 * @param {{ rows: number, cols: number, caption: string,
 *           rowHeader: (r: number) => string, colHeader: (c: number) => string,
 *           format?: (value: number) => string }} o  format: a value as written in the table's language
 */
export function fillTable(table, values, { rows, cols, caption, rowHeader, colHeader, format = formatValue }) {
  const head = el('tr');
  head.append(el('td'));
  for (let c = 0; c < cols; c++) head.append(el('th', { scope: 'col' }, colHeader(c)));
  const body = el('tbody');
  for (let r = 0; r < rows; r++) {
    const tr = el('tr');
    tr.append(el('th', { scope: 'row' }, rowHeader(r)));
    for (let c = 0; c < cols; c++) tr.append(el('td', {}, format(values[r * cols + c])));
    body.append(tr);
  }
  const thead = el('thead');
  thead.append(head);
  table.replaceChildren(el('caption', {}, caption), thead, body);
}
