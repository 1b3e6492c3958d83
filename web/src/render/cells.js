// @ts-check
/**
 * Pure helpers of the heatmap cursor: how keys move the cursor, how a value
 * is spoken (which pair a channel holds: core/layout.js). No DOM.
 * @module
 */

/**
 * @typedef {{ row: number, col: number }} Cell
 */

/**
 * The cell a key moves the cursor to, or null when the key is not a cursor
 * key. Arrows move one cell; PageUp/PageDown a tenth of the rows (at least
 * one); Home/End the first/last column, with Ctrl the first/last cell.
 * @param {Cell} cell @param {{ key: string, ctrlKey?: boolean }} event
 * @param {number} rows @param {number} cols
 * @returns {Cell | null}
 */
export function moveCell(cell, event, rows, cols) {
  const page = Math.max(1, Math.round(rows / 10));
  let { row, col } = cell;
  switch (event.key) {
    case 'ArrowLeft': col -= 1; break;
    case 'ArrowRight': col += 1; break;
    case 'ArrowUp': row -= 1; break;
    case 'ArrowDown': row += 1; break;
    case 'PageUp': row -= page; break;
    case 'PageDown': row += page; break;
    case 'Home': col = 0; if (event.ctrlKey) row = 0; break;
    case 'End': col = cols - 1; if (event.ctrlKey) row = rows - 1; break;
    default: return null;
  }
  return { row: clampIndex(row, rows), col: clampIndex(col, cols) };
}

/** @param {number} i @param {number} n */
export function clampIndex(i, n) {
  return Math.min(n - 1, Math.max(0, Math.floor(i)));
}

/**
 * A value as read aloud and shown: 4 significant decimals, a real minus sign.
 * @param {number} value
 */
export function formatValue(value) {
  if (!Number.isFinite(value)) return String(value);
  const text = Math.abs(value) >= 1000 ? value.toFixed(0) : value.toFixed(4);
  return text.replace(/^-/, '−').replace(/^−(0\.0+)$/, '$1');
}
