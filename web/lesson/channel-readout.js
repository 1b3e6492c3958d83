// @ts-check
/**
 * Completes the heatmap's cursor readout for the lesson: which pair the
 * channel belongs to, its frequency w_i, its wavelength and the angle p w_i.
 * The heatmap announces the cell (posenc-change with reason 'cursor').
 * @module
 */
import { loadPosenc } from '../src/widgets/base.js';
import { describeChannel } from '../src/core/layout.js';
import { fmt } from './figures/schema.js';

const readout = () => /** @type {HTMLElement} */ (document.getElementById('channel-readout'));

/**
 * @param {HTMLElement} heatmap
 * @param {() => import('./state.js').LessonState} current
 */
export function setupChannelReadout(heatmap, current) {
  heatmap.addEventListener('posenc-change', async (event) => {
    const detail = /** @type {CustomEvent} */ (event).detail;
    if (detail?.reason !== 'cursor') return;
    const pe = await loadPosenc();
    const s = current();
    const { row, col } = detail.cell;
    const { pair, fn } = describeChannel(col, s.d, s.layout);
    const w = pe.frequencies({ dModel: s.d, base: Number(s.base) })[pair];
    readout().textContent = `Channel ${col} is the ${fn === 'sin' ? 'sine' : 'cosine'} of pair i = ${pair}: ` +
      `ω = ${fmt(w, 4)} radians per position, wavelength ${fmt((2 * Math.PI) / w, 4)} positions; ` +
      `at position ${row} the angle is ${fmt(row * w, 4)} rad.`;
  });
}
