// @ts-check
/**
 * `<posenc-order-lab>`: train a tiny transformer live and watch whether it
 * learns who does what to whom. A one-layer, one-head attention model
 * (pe.orderLab, cpp/include/posenc/order_lab.h) learns "dog bites man" →
 * dog: with a position signal it does within a few dozen steps; without one
 * (and without a mask) it cannot beat a coin toss, and its loss stays at or
 * above ln 2, by symmetry.
 *
 * Train, Pause, Reset and the position-signal and mask switches; the test
 * loss and accuracy plotted as the model trains (about 1.5 s for the default
 * 200 steps, a few steps per animation frame; at once under
 * prefers-reduced-motion), with the chance levels and the previous run
 * dashed; then a sentence to ask the model, its answer and its read-out
 * attention row. Typed text is only ever shown through textContent.
 *
 * Attributes: `position` (none, sinusoidal, learned, rope; default
 * sinusoidal), `mask` (bidirectional, causal), `task` (agent, filler),
 * `d-model` (1..64, 16), `seed` (0..2^32-1, 1), `steps` (10..500, 200),
 * `sentence` (the question, default "dog bites man"). A change of position,
 * mask, task, d-model or seed starts a new run. Events: as every posenc
 * element, plus `posenc-change` with `detail.reason` 'training' (each frame
 * of a run and when it pauses or ends: step, total, accuracy, loss, phase)
 * and 'input' (a sentence asked: sentence, answer or null). Parts: `control`,
 * `button`, `status`, `plot` (both canvases), `key`, `answer`, `bars`.
 * Method: `train()` starts a run as the Train button does, so that a page can
 * start the figure when the learner reaches it.
 * @module
 */
import { PosencElement } from './base.js';
import { ORDER_LAB_SCHEMA } from './schemas.js';
import { CONTROLS_CSS } from './controls.js';
import { LIMITS } from '../core/boundary.js';
import { el } from '../render/dom.js';
import { cssColor, drawLinePlot } from '../render/line-plot.js';
import {
  CHANCE, accuracyPlotLabel, answerText, attentionText, fitsTask, lossPlotLabel, lossText, lossTop, percent,
  runSummary, sentenceProblem, sentenceWords, settingsText, skippedText, stepDue, stepsPerFrameCap, testSetText,
  unlikeTrainingText,
} from './order-lab-view.js';

const CSS = `${CONTROLS_CSS}
/* The theme's colours, not the browser's: a page may force a dark theme on a light system. */
select { background: var(--posenc-bg); color: var(--posenc-fg); border: 1px solid var(--posenc-border);
  border-radius: 4px; min-height: 2rem; padding: 0.2rem 0.4rem; }
.buttons { display: inline-flex; gap: 0.5rem; }
.status { margin: 0; font-variant-numeric: tabular-nums; }
.plots { display: grid; gap: 0.5rem 1rem; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); }
.plots h3, .ask h3 { margin: 0 0 0.2rem; font-size: 0.95em; }
.key { display: flex; flex-wrap: wrap; gap: 0.2rem 1rem; margin: 0; padding: 0; list-style: none;
  font-size: 0.85em; color: var(--posenc-muted); }
.key li::before { content: ''; display: inline-block; width: 1.4em; margin-right: 0.3em; vertical-align: middle;
  border-top: 2px solid var(--posenc-accent); }
.key .previous::before { border-top: 2px dashed var(--posenc-muted); }
.key .chance::before { border-top: 1px dashed var(--posenc-muted); }
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
`;

/** @typedef {import('../core/order-lab-api.js').OrderLabState} OrderLabState */
/** @typedef {import('../core/order-lab-api.js').OrderLabEvaluation} OrderLabEvaluation */

/**
 * One run: its state, and its test accuracy and loss at each checkpoint (the
 * start, and the end of each frame of training).
 * @typedef {object} Run
 * @property {OrderLabState} state
 * @property {number[]} accuracy  test accuracy at each checkpoint
 * @property {number[]} loss  test loss at each checkpoint
 * @property {number[]} checkpoints  the step of each checkpoint
 * @property {string} key  the settings it was made for
 * @property {string} label  its settings in words
 */

/** Height of each plot, CSS pixels. */
const PLOT_HEIGHT = 180;

export class PosencOrderLab extends PosencElement {
  static schema = ORDER_LAB_SCHEMA;
  static styles = CSS;

  /** @param {HTMLElement} body */
  build(body) {
    const controls = el('div', { class: 'controls' });
    this.positionSelect = select('Position signal', [['none', 'none'], ['sinusoidal', 'sinusoidal (added)'],
      ['learned', 'learned table (added)'], ['rope', 'RoPE (rotated)']], (v) => { this.position = v; });
    this.maskSelect = select('Mask', [['bidirectional', 'none (bidirectional)'], ['causal', 'causal']],
      (v) => { this.mask = v; });
    this.trainButton = el('button', { type: 'button', part: 'button', disabled: '' }, 'Train');
    // Shown once there is something to reset (a disabled button would be a control that does nothing).
    this.resetButton = el('button', { type: 'button', part: 'button', hidden: '' }, 'Reset');
    this.trainButton.addEventListener('click', () => this.#toggle());
    this.resetButton.addEventListener('click', () => this.#reset());
    // The two buttons wrap together, never one without the other.
    const buttons = el('span', { class: 'buttons' });
    buttons.append(this.trainButton, this.resetButton);
    controls.append(this.positionSelect.root, this.maskSelect.root, buttons);
    this.status = el('p', { class: 'status', part: 'status' });
    this.lossCanvas = el('canvas', { part: 'plot', role: 'img', 'aria-label': 'Loss plot, not drawn yet' });
    this.accuracyCanvas = el('canvas', { part: 'plot', role: 'img', 'aria-label': 'Accuracy plot, not drawn yet' });
    const plots = el('div', { class: 'plots' });
    for (const [title, canvas] of [['Test loss', this.lossCanvas], ['Test accuracy', this.accuracyCanvas]]) {
      const box = el('section', {});
      box.append(el('h3', {}, /** @type {string} */ (title)), /** @type {HTMLCanvasElement} */ (canvas));
      plots.append(box);
    }
    this.key = el('ul', { class: 'key', part: 'key' });
    const ask = questionBox();
    this.ask = ask;
    // Commit on Enter or Ask; asking the same sentence again asks again.
    // The property writes the attribute at once, so the answer is the new
    // sentence's (its draw shows it again without an event).
    const commit = () => {
      if (ask.input.value !== this.values.sentence) this.sentence = ask.input.value;
      this.#answer(true);
    };
    ask.button.addEventListener('click', commit);
    ask.input.addEventListener('keydown', (e) => { if (e.key === 'Enter') commit(); });
    body.append(controls, this.status, plots, this.key, ask.root);
  }

  /** The question box of build(). */
  get #ask() {
    return /** @type {ReturnType<typeof questionBox>} */ (this.ask);
  }

  /** @type {Run | null} */
  #run = null;
  /** The run before the current one, drawn dashed. @type {Run | null} */
  #previous = null;
  /** @type {'ready' | 'running' | 'paused' | 'done'} */
  #phase = 'ready';
  #frame = 0;
  /** When the current stretch of animation started (ms), and at which step. */
  #started = -1;
  #startStep = 0;
  #width = 0;
  /** train() was called before the first draw, which then starts the run. */
  #trainOnDraw = false;

  /**
   * Starts training, as Train does, or continues a paused run, as Continue
   * does; does nothing while a run trains or once it is done. Called before
   * the module has loaded, the run starts with the first draw.
   */
  train() {
    if (!this.posenc || !this.#run) {
      this.#trainOnDraw = true;
      return;
    }
    if (this.#phase === 'ready' || this.#phase === 'paused') this.#toggle();
  }

  connectedCallback() {
    super.connectedCallback();
    this.#showSentence();
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    if (this.#phase === 'running') this.#pause();
  }

  /** @param {string} [name] */
  attributeChangedCallback(name) {
    super.attributeChangedCallback(name);
    if (name === 'sentence') this.#showSentence();
  }

  /** The box shows the sentence attribute unless it has the focus (the learner is typing). */
  #showSentence() {
    const input = this.#ask.input;
    if (this.shadowRoot?.activeElement !== input) input.value = this.values.sentence;
  }

  /** @param {import('./base.js').DrawContext} context */
  draw({ pe, values: v, changed, width }) {
    /** @type {any} */ (this.positionSelect).input.value = v.position;
    /** @type {any} */ (this.maskSelect).input.value = v.mask;
    if (changed) {
      if (this.#run?.key !== runKey(v)) this.#newRun(pe, v);
      else if (this.#phase === 'done' && this.#run.state.step < v.steps) this.#phase = 'paused';
      else if (this.#run.state.step >= v.steps && this.#phase !== 'ready') this.#finish(false);
      this.#answer(false);
    }
    this.#width = width;
    this.#show();
    if (this.#trainOnDraw) {
      this.#trainOnDraw = false;
      // After this draw has returned, so that the run starts from a drawn figure.
      queueMicrotask(() => this.train());
    }
    return runSummary(this.#facts());
  }

  /** The facts the texts are made of. */
  #facts() {
    const run = /** @type {Run} */ (this.#run);
    const v = this.values;
    const last = run.accuracy.length - 1;
    return {
      position: run.state.position, mask: run.state.mask, task: run.state.task, step: run.state.step,
      total: v.steps, accuracy: run.accuracy[last], loss: run.loss[last],
      length: run.state.maxLength, phase: this.#phase,
    };
  }

  /**
   * A fresh run for the attributes; the current one, if it trained, stays
   * on the plots, dashed.
   * @param {import('../core/api.js').Posenc} pe @param {Record<string, any>} v
   */
  #newRun(pe, v) {
    this.#stop();
    if (this.#run && this.#run.state.step > 0) this.#previous = this.#run;
    const state = pe.orderLab.create({ task: v.task, position: v.position, mask: v.mask, dModel: v.dModel, seed: v.seed });
    this.#run = { state, accuracy: [], loss: [], checkpoints: [], key: runKey(v), label: settingsText(state) };
    this.#checkpoint(pe);
    this.#phase = 'ready';
  }

  /** Test accuracy and loss of the current state, kept for the plot. @param {import('../core/api.js').Posenc} pe */
  #checkpoint(pe) {
    const run = /** @type {Run} */ (this.#run);
    const lengths = [run.state.task === 'agent' ? LIMITS.orderLabMinLength : run.state.maxLength];
    const tested = pe.orderLab.test(run.state, { lengths });
    run.accuracy.push(tested.accuracy[0]);
    run.loss.push(tested.loss[0]);
    run.checkpoints.push(run.state.step);
  }

  /** Trains `steps` more steps and tests the result. @param {number} steps */
  #advance(steps) {
    const pe = /** @type {import('../core/api.js').Posenc} */ (this.posenc);
    const run = /** @type {Run} */ (this.#run);
    run.state = pe.orderLab.train(run.state, { steps }).state;
    this.#checkpoint(pe);
  }

  /**
   * #advance, or on a failure of the module (it is being recreated after an
   * out-of-memory or an abort, which the base class reports as posenc-error)
   * the run pauses where it was, says why in its status line, and can
   * continue. Returns whether it trained.
   * @param {number} steps
   */
  #tryAdvance(steps) {
    try {
      this.#advance(steps);
      return true;
    } catch (error) {
      this.#pause();
      /** @type {HTMLElement} */ (this.status).textContent =
        `Training paused: ${/** @type {Error} */ (error)?.message ?? error} Press Continue to go on.`;
      return false;
    }
  }

  /** Train, Pause, Continue or Train again, as the button says. */
  #toggle() {
    const pe = this.posenc;
    if (!pe || !this.#run) return;
    if (this.#phase === 'running') {
      this.#pause();
      return;
    }
    if (this.#phase === 'done') this.#newRun(pe, this.values);
    this.#phase = 'running';
    this.#started = -1;
    this.#startStep = this.#run.state.step;
    this.#announce();
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // No animation: the whole run at once, in the chunks an animated run
      // would use (so the accuracy plot has the same points), in one frame.
      const cap = stepsPerFrameCap(this.values.steps);
      while (this.#run.state.step < this.values.steps) {
        if (!this.#tryAdvance(Math.min(cap, this.values.steps - this.#run.state.step))) return;
      }
      this.#finish(true);
      return;
    }
    this.#frame = requestAnimationFrame(this.#tick);
  }

  /** One animation frame of a run: the steps due by now (at most a cap), then the plots. @param {number} now */
  #tick = (now) => {
    this.#frame = 0;
    const run = this.#run;
    if (this.#phase !== 'running' || !run || !this.posenc) return;
    if (this.#started < 0) this.#started = now;
    const total = this.values.steps;
    const due = stepDue(total, this.#startStep, now - this.#started);
    const steps = Math.min(due - run.state.step, stepsPerFrameCap(total));
    if (steps > 0 && !this.#tryAdvance(steps)) return;
    if (run.state.step >= total) {
      this.#finish(true);
      return;
    }
    this.#show();
    this.#emitProgress();
    this.#frame = requestAnimationFrame(this.#tick);
  };

  #pause() {
    this.#stop();
    this.#phase = 'paused';
    this.#show();
    this.#announce();
    this.#emitProgress();
  }

  /** @param {boolean} announce */
  #finish(announce) {
    this.#stop();
    this.#phase = 'done';
    this.#answer(false);
    this.#show();
    if (announce) {
      this.#announce();
      this.#emitProgress();
    }
  }

  #reset() {
    const pe = this.posenc;
    if (!pe) return;
    this.#run = null;  // no previous run: a reset clears the plots
    this.#previous = null;
    this.#newRun(pe, this.values);
    this.#answer(false);
    const focused = this.shadowRoot?.activeElement === this.resetButton;
    this.#show();
    // Reset hides itself: the keyboard focus goes on to Train, not to the page.
    if (focused) /** @type {HTMLButtonElement} */ (this.trainButton).focus();
    this.#announce();
  }

  #stop() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#phase = this.#phase === 'running' ? 'paused' : this.#phase;
  }

  /** The summary, the plots' names and the answer are announced at the start, a pause and the end only. */
  #announce() {
    const text = runSummary(this.#facts());
    if (this.summary.textContent !== text) this.summary.textContent = text;
    const run = /** @type {Run} */ (this.#run);
    const previous = this.#previous?.label ?? '';
    /** @type {HTMLElement} */ (this.lossCanvas).setAttribute('aria-label',
      lossPlotLabel({ loss: run.loss, steps: run.checkpoints, previous }));
    /** @type {HTMLElement} */ (this.accuracyCanvas).setAttribute('aria-label',
      accuracyPlotLabel({ accuracy: run.accuracy, steps: run.checkpoints, previous }));
    this.#ask.answer.setAttribute('aria-live', this.#phase === 'running' ? 'off' : 'polite');
  }

  #emitProgress() {
    const f = this.#facts();
    this.emit('change', { reason: 'training', step: f.step, total: f.total, accuracy: f.accuracy, loss: f.loss, phase: f.phase });
  }

  /** Buttons, status line, plots and key for the current run. */
  #show() {
    const run = this.#run;
    if (!run) return;
    const f = this.#facts();
    const train = /** @type {HTMLButtonElement} */ (this.trainButton);
    train.textContent = { ready: 'Train', running: 'Pause', paused: 'Continue', done: 'Train again' }[this.#phase];
    train.disabled = false;
    /** @type {HTMLButtonElement} */ (this.resetButton).hidden = run.state.step === 0 && !this.#previous;
    /** @type {HTMLElement} */ (this.status).textContent = `Step ${f.step} of ${f.total} · test accuracy ` +
      `${percent(f.accuracy)} on ${testSetText(f.task, f.length)} · test loss ${lossText(f.loss)}`;
    this.#drawPlots(run);
    this.#showKey(run);
    if (this.#phase === 'running') this.#answer(false);
  }

  /** @param {Run} run */
  #drawPlots(run) {
    const columns = this.#width >= 560 ? 2 : 1;
    const width = Math.max(160, Math.floor((this.#width - (columns - 1) * 16) / columns));
    const accent = cssColor(this, '--posenc-accent', '#0b57d0');
    const muted = cssColor(this, '--posenc-muted', '#55555f');
    const common = { width, height: PLOT_HEIGHT, xMax: this.values.steps, xLabel: 'training step',
      axisColor: muted, font: '11px system-ui, sans-serif' };
    const previous = this.#previous;
    const runs = previous ? [previous, run] : [run];
    /** @param {'loss' | 'accuracy'} what */
    const series = (what) => runs.map((r) => ({ values: r[what], xs: r.checkpoints, kind: /** @type {const} */ ('line'),
      color: r === run ? accent : muted, dash: r === run ? undefined : [6, 4] }));
    drawLinePlot(/** @type {HTMLCanvasElement} */ (this.lossCanvas), {
      ...common, yMin: 0, yMax: lossTop(runs.map((r) => r.loss)), yLabel: 'loss', series: series('loss'),
      rules: [{ value: CHANCE.loss, label: `chance: ln 2 ≈ ${lossText(CHANCE.loss)}`, color: muted }],
    });
    drawLinePlot(/** @type {HTMLCanvasElement} */ (this.accuracyCanvas), {
      ...common, yMin: 0, yMax: 1, yLabel: 'accuracy', yTickText: percent, series: series('accuracy'),
      rules: [{ value: CHANCE.accuracy, label: 'chance: 50%', color: muted }],
    });
  }

  /** @param {Run} run */
  #showKey(run) {
    const items = [el('li', {}, `this run: ${run.label}`)];
    if (this.#previous) items.push(el('li', { class: 'previous' }, `previous run: ${this.#previous.label}`));
    items.push(el('li', { class: 'chance' }, 'chance (a model blind to word order)'));
    const text = items.map((i) => i.textContent).join('|');
    if (/** @type {any} */ (this.key).dataset.shown !== text) {
      /** @type {HTMLElement} */ (this.key).replaceChildren(...items);
      /** @type {HTMLElement} */ (this.key).dataset.shown = text;
    }
  }

  /**
   * Asks the model the sentence of the attribute; shows why it cannot when
   * it cannot (a word it does not know, say).
   * @param {boolean} asked  the learner asked (emit 'input')
   */
  #answer(asked) {
    const pe = this.posenc;
    const run = this.#run;
    if (!pe || !run) return;
    const sentence = this.values.sentence;
    const words = sentenceWords(sentence, pe.orderLab.vocabulary.words, LIMITS.orderLabMaxLength);
    const problem = sentenceProblem(words, pe.orderLab.vocabulary.words, LIMITS.orderLabMaxLength);
    const box = this.#ask.problem;
    box.hidden = problem === '';
    box.textContent = problem;
    /** @type {OrderLabEvaluation | null} */
    const result = problem ? null : pe.orderLab.evaluate(run.state, { sentence: words.words });
    const fits = fitsTask(words.words, pe.orderLab.vocabulary, run.state.task, run.state.maxLength);
    const note = this.#ask.note;
    note.textContent = result
      ? [skippedText(words), unlikeTrainingText(fits, run.state.task, run.state.maxLength)].filter(Boolean).join(' ') : '';
    note.hidden = note.textContent === '';
    this.#showAnswer(result, pe.orderLab.vocabulary.nouns);
    if (asked) this.emit('change', { reason: 'input', sentence, answer: result?.answer ?? null });
  }

  /** @param {OrderLabEvaluation | null} result @param {readonly string[]} nouns */
  #showAnswer(result, nouns) {
    const answer = this.#ask.answer;
    const text = result ? `${answerText(result, nouns)} ${this.#run?.state.step === 0 ? '(Untrained: a guess.)' : ''}`.trim() : '';
    if (answer.textContent !== text) answer.textContent = text;
    const attention = this.#ask.attention;
    this.#ask.nouns.replaceChildren(...(result ? bars(nouns, result.probabilities, -1) : []));
    attention.replaceChildren(...(result ? bars(result.tokens, result.attention, result.readout) : []));
    attention.setAttribute('aria-label', result ? attentionText(result) : '');
    this.#ask.attentionTitle.textContent = result
      ? `Attention of the read-out row (${result.tokens[result.readout]})` : 'Attention of the read-out row';
  }
}

/** The settings a run is made for: a change of any starts a new run. @param {Record<string, any>} v */
const runKey = (v) => JSON.stringify([v.position, v.mask, v.task, v.dModel, v.seed]);

/** The question box, the answer line and the two bar lists. */
function questionBox() {
  const root = el('section', { class: 'ask' });
  const row = el('div', { class: 'controls' });
  const label = el('label', { class: 'control', part: 'control' });
  const input = el('input', { type: 'text', maxlength: '200', spellcheck: 'false', autocomplete: 'off' });
  label.append(el('span', {}, 'Sentence'), input);
  const button = el('button', { type: 'button', part: 'button' }, 'Ask');
  row.append(label, button);
  const problem = el('p', { class: 'problem', role: 'status', hidden: '' });
  const answer = el('p', { class: 'answer', part: 'answer', 'aria-live': 'polite' });
  const note = el('p', { class: 'note', hidden: '' });
  const nouns = el('dl', { class: 'bars', part: 'bars' });
  const attention = el('dl', { class: 'bars', part: 'bars' });
  const attentionTitle = el('h3', {}, 'Attention of the read-out row');
  const columns = el('div', { class: 'columns' });
  const left = el('div', {}), right = el('div', {});
  left.append(el('h3', {}, 'Probability of each noun'), nouns);
  right.append(attentionTitle, attention);
  columns.append(left, right);
  root.append(el('h3', {}, 'Ask the model who does it'), row, problem, answer, note, columns);
  return { root, input, button, problem, answer, note, nouns, attention, attentionTitle };
}

/**
 * A labelled select whose choice writes an attribute.
 * @param {string} label @param {[string, string][]} options  value, text
 * @param {(value: string) => void} onChange
 */
function select(label, options, onChange) {
  const root = el('label', { class: 'control', part: 'control' });
  const input = el('select', {});
  for (const [value, text] of options) input.append(el('option', { value }, text));
  input.addEventListener('change', () => onChange(input.value));
  root.append(el('span', {}, label), input);
  return { root, input };
}

/**
 * A bar per label: its share and its percentage; `mark` (an index, or -1)
 * is the read-out row.
 * @param {readonly string[]} labels @param {ArrayLike<number>} shares @param {number} mark
 */
function bars(labels, shares, mark) {
  return labels.flatMap((text, i) => {
    const bar = el('span', {});
    // A custom property set through the CSSOM, not a style attribute: a
    // strict style-src allows the first and blocks the second.
    bar.style.setProperty('--share', `${(100 * Math.min(1, Math.max(0, shares[i]))).toFixed(1)}%`);
    const track = el('span', { class: 'bar' });
    track.append(bar);
    const term = el('dt', i === mark ? { class: 'readout' } : {}, i === mark ? `${text} (reads out)` : text);
    const value = el('dd', {});
    value.append(track);
    return [term, value, el('dd', {}, percent(shares[i]))];
  });
}
