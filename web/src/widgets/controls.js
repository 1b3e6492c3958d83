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
  const name = el('span', {}, label);
  root.append(name, input, output);
  input.addEventListener('input', () => onInput(Number(input.value)));
  return {
    root,
    /** Writes the label again (in the figure's new language). @param {string} text */
    relabel(text) { name.textContent = text; },
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
  const name = el('span', {}, label);
  root.append(input, name);
  input.addEventListener('change', () => onChange(input.checked));
  return {
    root, input,
    /** Writes the label again (in the figure's new language). @param {string} text */
    relabel(text) { name.textContent = text; },
  };
}

export const CONTROLS_CSS = `
/* A control never grows wider than its figure: on a narrow screen (320 px,
   or 400% zoom) the box goes under its label and shrinks to fit. */
.control { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; max-width: 100%; }
.control output { min-width: 3ch; font-variant-numeric: tabular-nums; }
/* A slider's own track, drawn as the lesson draws its sliders
   (web/styles/lesson.css): the native one's empty part is about 1.9:1
   against a light figure, under the 3:1 of WCAG 1.4.11. This one is the
   colour of a field's border, and its thumb the accent, ringed with the
   figure's background. Its box keeps the native one's 16 px height, plus
   its 2 px margins, so a figure's layout does not change with it. */
.control input[type="range"] { appearance: none; background: transparent; height: 16px; margin: 2px; }
.control input[type="range"]::-webkit-slider-runnable-track {
  height: 0.4rem; border-radius: 0.2rem; background: var(--posenc-control-border);
}
.control input[type="range"]::-moz-range-track { height: 0.4rem; border-radius: 0.2rem; background: var(--posenc-control-border); }
.control input[type="range"]::-moz-range-progress { height: 0.4rem; border-radius: 0.2rem; background: var(--posenc-accent); }
.control input[type="range"]::-webkit-slider-thumb {
  appearance: none; width: 1rem; height: 1rem; margin-top: -0.3rem; border-radius: 50%;
  background: var(--posenc-accent); border: 2px solid var(--posenc-bg); box-shadow: 0 0 0 1px var(--posenc-accent);
}
.control input[type="range"]::-moz-range-thumb {
  width: 1rem; height: 1rem; border-radius: 50%; background: var(--posenc-accent);
  border: 2px solid var(--posenc-bg); box-shadow: 0 0 0 1px var(--posenc-accent);
}
.control input[type="text"] { flex: 1 1 12rem; min-width: 0; max-width: 100%; padding: 0.2rem 0.4rem;
  border: 1px solid var(--posenc-control-border); border-radius: 4px; background: var(--posenc-bg); }
`;
