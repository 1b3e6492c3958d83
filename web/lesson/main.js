// @ts-check
/**
 * The lesson page: reads the state from the URL, keeps controls, figures and
 * the URL in step with it, and shows what could not be restored.
 * @module
 */
import '../src/widgets/define.js';
import './figures/define.js';
import { loadPosenc } from '../src/widgets/base.js';
import { bindControls, showControls } from './controls.js';
import { figureAttributes } from './figure-attributes.js';
import { setupOrderDemo } from './order-demo.js';
import { setupChannelReadout } from './channel-readout.js';
import { setupPlay } from './play.js';
import { DEFAULT_STATE, constrainState, readState, writeState } from './state.js';

/** @typedef {import('./state.js').LessonState} LessonState */
/** @typedef {import('../src/core/api.js').Posenc} Posenc */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

const initial = readState(location.search);
let state = initial.state;
/** @type {Posenc | null} */
let pe = null;
let frame = 0;

showNotice($('url-notice'), initial.warnings.length === 0 ? [] : [
  'Some settings in this link could not be used, so defaults are shown instead:', ...initial.warnings]);

/** @param {Partial<LessonState>} patch @param {string} [warning] */
function change(patch, warning) {
  const next = constrainState({ ...state, ...patch });
  state = next.state;
  const note = $('pairs-note');
  if ('pairs' in patch) note.textContent = [warning, ...next.warnings].filter(Boolean).join(' ');
  // One redraw per frame, however many inputs fire in between.
  frame ||= requestAnimationFrame(render);
}

const renderOrder = setupOrderDemo(change, () => state);
setupChannelReadout($('heatmap'), () => state);
setupPlay($('play'), () => state, change);

function render() {
  frame = 0;
  document.documentElement.dataset.theme = state.theme;
  showControls(document, state);
  for (const [id, attributes] of Object.entries(figureAttributes(state))) setAttributes($(id), attributes);
  $('rotation-size-note').textContent = state.d > 32
    ? `Mₖ is drawn for the first 16 pairs (d_model = 32) so that its 2 × 2 blocks stay visible; ` +
      `the other ${state.d / 2 - 16} blocks continue down the diagonal.` : '';
  renderOrder(state, pe);
  const query = writeState(state);
  history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

/**
 * Sets attributes that changed (an unchanged attribute would redraw for nothing).
 * @param {HTMLElement} element @param {Record<string, string | boolean>} attributes
 */
function setAttributes(element, attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'boolean') element.toggleAttribute(name, value);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

/** @param {HTMLElement} box @param {string[]} lines */
function showNotice(box, lines) {
  box.hidden = lines.length === 0;
  if (lines.length === 0) return;
  const list = document.createElement('ul');
  for (const line of lines.slice(1)) list.append(Object.assign(document.createElement('li'), { textContent: line }));
  box.replaceChildren(lines[0], list);
}

bindControls(document, change);
$('reset').addEventListener('click', () => change({ ...DEFAULT_STATE }));
render();

loadPosenc().then((loaded) => {
  pe = loaded;
  render();
}, (error) => {
  showNotice($('load-notice'), ['The figures need WebAssembly, which could not be loaded:', String(error?.message ?? error)]);
});
