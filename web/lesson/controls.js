// @ts-check
/**
 * Two-way binding between the page's form controls and the lesson state.
 * A control names its setting with `data-state="d"`; its `<output for=id>`
 * shows the value. The state is the single source of truth: controls only
 * send changes and are refreshed from the state afterwards.
 * @module
 */
import { parseSetting } from './state.js';
import { words } from './words.js';
import { showText } from './live-regions.js';

/** @typedef {import('./state.js').LessonState} LessonState */
/** @typedef {HTMLInputElement | HTMLSelectElement} Control */

/**
 * The value a control holds, as its setting's type.
 * @param {Control} control
 * @returns {{ value: any, warning?: string }}
 */
function readControl(control) {
  const name = /** @type {keyof LessonState} */ (control.dataset.state);
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox') return { value: control.checked };
    if (control.type === 'range') return { value: Number(control.value) };
    if (name === 'sentence') return { value: control.value };
  }
  return parseSetting(name, control.value);
}

/**
 * Calls `onChange(patch, warning)` whenever the learner changes a control.
 * Sliders and text report while they move (input), the rest on change.
 * @param {ParentNode} root
 * @param {(patch: Partial<LessonState>, warning?: string) => void} onChange
 */
export function bindControls(root, onChange) {
  for (const control of root.querySelectorAll('[data-state]')) {
    const c = /** @type {Control} */ (control);
    const live = c instanceof HTMLInputElement && (c.type === 'range' || c.type === 'text');
    c.addEventListener(live ? 'input' : 'change', () => {
      if (c instanceof HTMLInputElement && c.type === 'radio' && !c.checked) return;
      const { value, warning } = readControl(c);
      onChange({ [/** @type {string} */ (c.dataset.state)]: value }, warning);
    });
  }
}

/**
 * Shows `state` in every bound control and its output. A text field the
 * learner is typing in is left alone (its caret would jump).
 * @param {ParentNode} root @param {LessonState} state
 */
export function showControls(root, state) {
  for (const control of root.querySelectorAll('[data-state]')) {
    const c = /** @type {Control} */ (control);
    const value = /** @type {any} */ (state)[/** @type {string} */ (c.dataset.state)];
    if (c instanceof HTMLInputElement && c.type === 'checkbox') c.checked = Boolean(value);
    else if (c instanceof HTMLInputElement && c.type === 'radio') c.checked = c.value === value;
    else if (!(c.type === 'text' && c === document.activeElement)) {
      c.value = Array.isArray(value) ? value.join(' ') : String(value);
    }
    const output = outputOf(root, c);
    if (output) showText(output, words().grouped(Number(value)));
  }
}

/** Each control's `<output>` (or null), found once: a search of the whole page per control at every change costs more than the change. @type {WeakMap<Element, Element | null>} */
const outputs = new WeakMap();

/** @param {ParentNode} root @param {Control} control */
function outputOf(root, control) {
  if (!outputs.has(control)) outputs.set(control, control.id ? root.querySelector(`output[for="${control.id}"]`) : null);
  return outputs.get(control) ?? null;
}
