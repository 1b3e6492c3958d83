// @ts-check
/**
 * The DOM of <posenc-order-lab>: its style sheet, its controls, plots, key
 * and question box, and the bars and score table of an answer. Built once by the element
 * without words; writeTexts writes them in the figure's language (again when it
 * changes); every other text comes from order-lab-view.js, and typed text only
 * ever goes through textContent.
 * @module
 */
import { el } from '../render/dom.js';
import { CONTROLS_CSS } from './controls.js';
import { ROTATION_TERMS, SCORE_TERMS, percent, scoreText } from './order-lab-view.js';

/** @typedef {import('../text/l10n.js').Localizer} Localizer */
/**
 * A text written at build: the element, its message in order-lab.ftl, and the
 * attribute it goes in (its text when absent).
 * @typedef {[Element, string, string?]} BuiltText
 */

export const ORDER_LAB_CSS = `${CONTROLS_CSS}
/* The theme's colours, not the browser's: a page may force a dark theme on a light system. */
select { background: var(--posenc-bg); color: var(--posenc-fg); border: 1px solid var(--posenc-border);
  border-radius: 4px; min-height: 2rem; padding: 0.2rem 0.4rem; }
.buttons { display: inline-flex; gap: 0.5rem; }
.status { margin: 0; font-variant-numeric: tabular-nums; }
.plots { display: grid; gap: 0.5rem 1rem; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); }
.heading { margin: 0 0 0.2rem; font-size: 0.95em; font-weight: 700; }
.seeds { display: grid; gap: 0.3rem; }
.seeds p { margin: 0; }
.held-out { margin: 0; color: var(--posenc-muted); }
.key { display: flex; flex-wrap: wrap; gap: 0.2rem 1rem; margin: 0; padding: 0; list-style: none;
  font-size: 0.85em; color: var(--posenc-muted); }
.key li::before { content: ''; display: inline-block; width: 1.4em; margin-right: 0.3em; vertical-align: middle;
  border-top: 2px solid var(--posenc-accent); }
.key .previous::before { border-top: 2px dashed var(--posenc-muted); }
.key .chance::before { border-top: 1px dashed var(--posenc-muted); }
.key .training::before { border-top: 2px dotted var(--posenc-accent); }
.ask { display: grid; gap: 0.4rem; margin-top: 0.5rem; padding-top: 0.5rem; border-top: 1px solid var(--posenc-border); }
.problem { margin: 0; color: var(--posenc-warning-fg); }
.answer { margin: 0; font-weight: 600; }
.note { margin: 0; color: var(--posenc-muted); }
.columns { display: grid; gap: 0.5rem 1.5rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.bars { display: grid; grid-template-columns: auto minmax(3rem, 1fr) 3.5rem; gap: 0.15rem 0.5rem; margin: 0;
  align-items: center; font-size: 0.9em; font-variant-numeric: tabular-nums; }
.bars dt { overflow-wrap: anywhere; }
.bars dd { margin: 0; text-align: right; }
.bar { display: block; height: 0.8rem; background: var(--posenc-border); border-radius: 2px; }
.bar > span { display: block; height: 100%; width: var(--share, 0%); background: var(--posenc-accent); border-radius: 2px; }
.readout { font-weight: 600; }
.terms { border-collapse: collapse; font-size: 0.85em; font-variant-numeric: tabular-nums; }
.terms-box { overflow-x: auto; }
`;

/**
 * @typedef {object} OrderLabParts
 * @property {HTMLSelectElement} positionSelect @property {HTMLSelectElement} maskSelect
 * @property {HTMLSelectElement} readoutSelect @property {HTMLSelectElement} layersSelect
 * @property {HTMLButtonElement} trainButton @property {HTMLButtonElement} resetButton
 * @property {HTMLElement} status
 * @property {HTMLCanvasElement} lossCanvas @property {HTMLCanvasElement} accuracyCanvas
 * @property {HTMLElement} key
 * @property {ReturnType<typeof seedsBox>} seeds
 * @property {ReturnType<typeof questionBox>} ask
 * @property {HTMLElement[]} headings  the figure's inner headings, whose level fits the page (heading-level)
 * @property {BuiltText[]} texts  the words written at build (writeTexts)
 */

/**
 * An inner heading: a heading by role, so that its level can follow the
 * page it sits in (the element sets aria-level) without rebuilding it.
 * @param {string} text
 */
const heading = (text) => el('div', { class: 'heading', role: 'heading', 'aria-level': '3' }, text);

/**
 * Writes the words built with the DOM in `l10n`'s language. What a run
 * shows (the buttons' phase, the plots' names, the answer) its draw writes
 * over them.
 * @param {Localizer} l10n @param {readonly BuiltText[]} texts
 */
export function writeTexts(l10n, texts) {
  for (const [element, id, attribute] of texts) {
    if (attribute) element.setAttribute(attribute, l10n.t(id));
    else element.textContent = l10n.t(id);
  }
}

/**
 * Builds the figure inside `body`; the callbacks are its controls' actions.
 * @param {HTMLElement} body
 * @param {{ position: (v: string) => void, mask: (v: string) => void, readout: (v: string) => void,
 *   layers: (v: string) => void, toggle: () => void, reset: () => void, ask: () => void, askUnseen: () => void,
 *   seeds: () => void }} on
 * @returns {OrderLabParts}
 */
export function buildOrderLab(body, on) {
  /** @type {BuiltText[]} */
  const texts = [];
  const controls = el('div', { class: 'controls' });
  const position = select(texts, 'order-lab-position', ['none', 'sinusoidal', 'learned', 'rope'], on.position);
  const mask = select(texts, 'order-lab-mask', ['bidirectional', 'causal'], on.mask);
  const readout = select(texts, 'order-lab-readout', ['cls', 'last', 'cls-end'], on.readout);
  const layers = select(texts, 'order-lab-layers', ['1', '2'], on.layers);
  const trainButton = el('button', { type: 'button', part: 'button', disabled: '' });
  // Shown once there is something to reset (a disabled button would be a control that does nothing).
  const resetButton = el('button', { type: 'button', part: 'button', hidden: '' });
  texts.push([trainButton, 'order-lab-train'], [resetButton, 'order-lab-reset']);
  trainButton.addEventListener('click', on.toggle);
  resetButton.addEventListener('click', on.reset);
  // The two buttons wrap together, never one without the other.
  const buttons = el('span', { class: 'buttons' });
  buttons.append(trainButton, resetButton);
  controls.append(position.root, mask.root, readout.root, layers.root, buttons);
  const status = el('p', { class: 'status', part: 'status' });
  // Named from the start by what they will show; their first draw adds the numbers.
  const lossCanvas = el('canvas', { part: 'plot', role: 'img' });
  const accuracyCanvas = el('canvas', { part: 'plot', role: 'img' });
  texts.push([lossCanvas, 'order-lab-loss-name', 'aria-label'], [accuracyCanvas, 'order-lab-accuracy-name', 'aria-label']);
  const plots = el('div', { class: 'plots' });
  const headings = [];
  for (const [title, canvas] of /** @type {const} */ ([['order-lab-loss-title', lossCanvas],
    ['order-lab-accuracy-title', accuracyCanvas]])) {
    const box = el('section', {});
    const h = heading('');
    texts.push([h, title]);
    headings.push(h);
    box.append(h, canvas);
    plots.append(box);
  }
  const key = el('ul', { class: 'key', part: 'key' });
  const seeds = seedsBox(texts);
  seeds.button.addEventListener('click', on.seeds);
  const ask = questionBox(texts);
  ask.button.addEventListener('click', on.ask);
  ask.unseenButton.addEventListener('click', on.askUnseen);
  ask.input.addEventListener('keydown', (e) => { if (e.key === 'Enter') on.ask(); });
  headings.push(...ask.headings);
  body.append(controls, status, plots, key, seeds.root, ask.root);
  return { positionSelect: position.input, maskSelect: mask.input, readoutSelect: readout.input,
    layersSelect: layers.input, trainButton, resetButton, status, lossCanvas, accuracyCanvas, key, seeds, ask, headings, texts };
}

/** The runs of many seeds: the button, its progress, the strip of their accuracies and their counts. @param {BuiltText[]} texts */
function seedsBox(texts) {
  const root = el('div', { class: 'seeds' });
  const row = el('div', { class: 'controls' });
  const button = el('button', { type: 'button', part: 'button' });
  const progress = el('span', { class: 'note', role: 'status' });
  row.append(button, progress);
  const strip = el('canvas', { part: 'plot', role: 'img', hidden: '' });
  texts.push([button, 'order-lab-seeds'], [strip, 'order-lab-strip-name', 'aria-label']);
  const counts = el('p', { class: 'note', hidden: '' });
  root.append(row, strip, counts);
  return { root, button, progress, strip, counts };
}

/** The question box, the answer line and the two bar lists. @param {BuiltText[]} texts */
function questionBox(texts) {
  const root = el('section', { class: 'ask' });
  const row = el('div', { class: 'controls' });
  const label = el('label', { class: 'control', part: 'control' });
  const input = el('input', { type: 'text', maxlength: '200', spellcheck: 'false', autocomplete: 'off' });
  const labelText = el('span', {});
  label.append(labelText, input);
  const button = el('button', { type: 'button', part: 'button' });
  row.append(label, button);
  const problem = el('p', { class: 'problem', role: 'status', hidden: '' });
  const answer = el('p', { class: 'answer', part: 'answer', 'aria-live': 'polite' });
  const note = el('p', { class: 'note', hidden: '' });
  const nouns = el('dl', { class: 'bars', part: 'bars' });
  const attention = el('dl', { class: 'bars', part: 'bars' });
  const attentionTitle = heading('');
  // The pairs the model never trained on, and one click to ask about one.
  const heldOut = el('p', { class: 'held-out' });
  const unseenButton = el('button', { type: 'button', part: 'button' });
  // After a run: the read-out row's score of each word, split in four terms.
  // A named group, not a region: a page with two labs would have two landmarks
  // of the same name.
  const termsBox = el('div', { class: 'terms-box', hidden: '', role: 'group' });
  const terms = el('table', { class: 'terms', part: 'terms' });
  focusableWhenScrolling(termsBox, terms);
  const termsSummary = el('p', { class: 'note' });
  const termsTitle = heading('');
  termsBox.append(termsTitle, terms, termsSummary);
  const columns = el('div', { class: 'columns' });
  const left = el('div', {}), right = el('div', {});
  const nounsTitle = heading(''), askTitle = heading('');
  texts.push([labelText, 'order-lab-sentence-label'], [button, 'order-lab-ask'], [attentionTitle, 'order-lab-attention-title'],
    [unseenButton, 'order-lab-ask-unseen'], [termsBox, 'order-lab-terms-title', 'aria-label'], [termsTitle, 'order-lab-terms-title'],
    [nounsTitle, 'order-lab-nouns-title'], [askTitle, 'order-lab-ask-title']);
  left.append(nounsTitle, nouns);
  right.append(attentionTitle, attention);
  columns.append(left, right);
  row.append(unseenButton);
  root.append(askTitle, heldOut, row, problem, answer, note, columns, termsBox);
  return { root, input, button, unseenButton, heldOut, problem, answer, note, nouns, attention, attentionTitle,
    termsBox, termsTitle, terms, termsSummary, headings: [askTitle, nounsTitle, attentionTitle, termsTitle] };
}

/**
 * A labelled select whose choice writes an attribute: its label is the
 * message `id`, each option's `id-value` (a number is its own text).
 * @param {BuiltText[]} texts @param {string} id @param {string[]} values
 * @param {(value: string) => void} onChange
 */
function select(texts, id, values, onChange) {
  const root = el('label', { class: 'control', part: 'control' });
  const input = el('select', {});
  for (const value of values) {
    const option = el('option', { value }, value);
    input.append(option);
    if (!/^\d+$/.test(value)) texts.push([option, `${id}-${value}`]);
  }
  input.addEventListener('change', () => onChange(input.value));
  const label = el('span', {});
  texts.push([label, id]);
  root.append(label, input);
  return { root, input };
}

/**
 * A bar per label: its share and its percentage; `mark` (an index, or -1)
 * is the read-out row.
 * @param {readonly string[]} labels @param {ArrayLike<number>} shares @param {number} mark @param {Localizer} l10n
 */
export function bars(labels, shares, mark, l10n) {
  return labels.flatMap((text, i) => {
    const bar = el('span', {});
    // A custom property set through the CSSOM, not a style attribute: a
    // strict style-src allows the first and blocks the second.
    bar.style.setProperty('--share', `${(100 * Math.min(1, Math.max(0, shares[i]))).toFixed(1)}%`);
    const track = el('span', { class: 'bar' });
    track.append(bar);
    const term = el('dt', i === mark ? { class: 'readout' } : {}, i === mark ? l10n.t('order-lab-reads-out', { token: text }) : text);
    const value = el('dd', {});
    value.append(track);
    return [term, value, el('dd', {}, percent(shares[i], l10n))];
  });
}

/**
 * Makes `box` a tab stop while it scrolls sideways (a phone, large text),
 * so that the keyboard can scroll it, and no stop while all of it shows
 * (a stop that does nothing). Observing the content too: a table that grows
 * inside a box of the same width makes it scroll. The box that has the focus
 * keeps its stop until the focus leaves.
 * @param {HTMLElement} box @param {HTMLElement} content
 */
function focusableWhenScrolling(box, content) {
  const fit = () => {
    if (box.scrollWidth > box.clientWidth + 1) box.tabIndex = 0;
    // Never taken from the box that has the focus: the focus would fall to the page.
    else if (/** @type {ShadowRoot | Document} */ (box.getRootNode()).activeElement !== box) box.removeAttribute('tabindex');
  };
  const observer = new ResizeObserver(fit);
  observer.observe(box);
  observer.observe(content);
  box.addEventListener('focusout', fit);
}

/**
 * The rows of the read-out row's score table: a caption, the head and a
 * row per token, each term and their sum; with RoPE the score without and
 * with the rotation.
 * @param {import('../core/order-lab-api.js').OrderLabEvaluation} result  its tokens in the words to show
 * @param {Localizer} l10n
 */
export function scoreTable({ tokens, readout, terms, rotation }, l10n) {
  /** @type {readonly (readonly [string, string])[]} */
  const columns = rotation ? ROTATION_TERMS : SCORE_TERMS;
  /** @param {string} key @param {number} i */
  const value = (key, i) => (key === 'rotation' ? /** @type {Float32Array} */ (rotation)[i]
    : terms[/** @type {typeof SCORE_TERMS[number][0]} */ (key)][i]);
  const head = el('tr');
  head.append(el('th', { scope: 'col' }, l10n.t('order-lab-table-word')),
    ...columns.map(([, name]) => el('th', { scope: 'col' }, l10n.t(name))), el('th', { scope: 'col' }, l10n.t('order-lab-table-score')));
  const rows = tokens.map((token, i) => {
    const tr = el('tr');
    const values = columns.map(([key]) => value(key, i));
    tr.append(el('th', { scope: 'row' }, i === readout ? l10n.t('order-lab-reads-out', { token }) : token),
      ...values.map((v) => el('td', {}, scoreText(v, l10n))),
      el('td', {}, scoreText(values.reduce((a, b) => a + b, 0), l10n)));
    return tr;
  });
  return [el('caption', {}, l10n.t('order-lab-table-caption', { token: tokens[readout] })), head, ...rows];
}
