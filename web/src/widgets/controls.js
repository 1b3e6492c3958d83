// @ts-check
/**
 * Labelled form controls inside the elements. Every control has a visible
 * label, and changing it writes the element's own attribute, so attributes
 * stay the single source of truth.
 * @module
 */
import { el } from '../render/dom.js';

/**
 * A range slider with a visible label and its value.
 * @param {string} label @param {{ min: number, max: number, step?: number }} range
 * @param {(value: number) => void} onInput
 */
export function labeledRange(label, { min, max, step = 1 }, onInput) {
  const root = el('label', { class: 'control', part: 'control' });
  const input = el('input', { type: 'range', min: String(min), max: String(max), step: String(step) });
  // The slider says its own value to whoever moves it: the value display
  // beside it stays silent (an <output> is a live region by default).
  const output = el('output', { 'aria-live': 'off' });
  root.append(el('span', {}, label), input, output);
  input.addEventListener('input', () => onInput(Number(input.value)));
  return {
    root,
    /** Shows `value`, widening the range when the attribute is outside it. @param {number} value */
    set(value) {
      if (value < Number(input.min)) input.min = String(value);
      if (value > Number(input.max)) input.max = String(value);
      input.value = String(value);
      if (output.textContent !== String(value)) output.textContent = String(value);
    },
  };
}

/**
 * A checkbox with a visible label.
 * @param {string} label @param {(checked: boolean) => void} onChange
 */
export function labeledCheckbox(label, onChange) {
  const root = el('label', { class: 'control', part: 'control' });
  const input = el('input', { type: 'checkbox' });
  root.append(input, el('span', {}, label));
  input.addEventListener('change', () => onChange(input.checked));
  return { root, input };
}

export const CONTROLS_CSS = `
/* A control never grows wider than its figure: on a narrow screen (320 px,
   or 400% zoom) the box goes under its label and shrinks to fit. */
.control { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; max-width: 100%; }
.control output { min-width: 3ch; font-variant-numeric: tabular-nums; }
.control input[type="text"] { flex: 1 1 12rem; min-width: 0; max-width: 100%; padding: 0.2rem 0.4rem;
  border: 1px solid var(--posenc-control-border); border-radius: 4px; background: var(--posenc-bg); }
`;
