// @ts-check
/**
 * Completes the heatmap's cursor readout for the lesson: which pair the
 * channel belongs to, its frequency ω_i, its wavelength and the angle p ω_i.
 * The heatmap announces the cell (posenc-change with reason 'cursor'); the
 * readout is computed again whenever the settings change, so it never shows
 * the frequency of a base or d_model no longer drawn.
 * @module
 */
import { loadPosenc } from '../src/widgets/base.js';
import { clampIndex } from '../src/render/cells.js';
import { describeChannel } from '../src/core/layout.js';
import { words } from './words.js';
import { localFmt } from './figures/schema.js';
import { $, IDS } from './page.js';

const readout = () => $(IDS.channelReadout);

/**
 * @param {HTMLElement} heatmap
 * @param {() => import('./state.js').LessonState} current
 * @returns {() => void}  call after every change of the settings
 */
export function setupChannelReadout(heatmap, current) {
  /** The cell the learner last pointed at, or null before any. @type {{ row: number, col: number } | null} */
  let cell = null;
  const show = async () => {
    if (!cell) return;
    const pe = await loadPosenc();
    const s = current();
    // The heatmap keeps its cursor inside the table when the table shrinks: so does the readout.
    const row = clampIndex(cell.row, s.n), col = clampIndex(cell.col, s.d);
    const { pair, fn } = describeChannel(col, s.d, s.layout);
    const w = pe.frequencies({ dModel: s.d, base: Number(s.base) })[pair];
    const l10n = words();
    const text = l10n.t('ui-channel-readout', {
      channel: l10n.integer(col), function: fn, pair: l10n.integer(pair), frequency: localFmt(w, l10n, 4),
      wavelength: localFmt((2 * Math.PI) / w, l10n, 4), position: l10n.integer(row), angle: localFmt(row * w, l10n, 4),
    });
    if (readout().textContent !== text) readout().textContent = text;
  };
  heatmap.addEventListener('posenc-change', (event) => {
    const detail = /** @type {CustomEvent} */ (event).detail;
    if (detail?.reason !== 'cursor') return;
    cell = detail.cell;
    void show();
  });
  return () => void show();
}
