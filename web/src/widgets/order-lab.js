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
 * loss and accuracy (on noun pairs held out of training) and the accuracy on
 * the trained pairs (dotted) plotted as the model trains (about 1.5 s for the
 * default 200 steps, a few steps per animation frame; drawn once at its end
 * under prefers-reduced-motion), with the best possible without order (ln 2, 50%),
 * chance (1/6) and the previous run dashed; then a sentence to ask the model,
 * its answer, its read-out attention row and, after a run, each word's score
 * split into four terms (a table and its summary). Typed text is only ever
 * shown through textContent.
 *
 * Every word is in the element's language (order-lab.ftl's order-lab-...),
 * the toy vocabulary too: the model's words are English ids, shown and read
 * in the locale's words (order-lab-words.js); the box also reads the English
 * ones. The `sentence` attribute and the events' sentence and answer are
 * the words as given and the model's (English) answer; a sentence attribute
 * of the model's words is shown in the locale's.
 *
 * Attributes: `position` (none, sinusoidal, learned, rope; default
 * sinusoidal), `mask` (bidirectional, causal), `readout` (auto, cls, last,
 * cls-end; auto is the mask's own: cls, or last when causal), `layers` (1, 2:
 * attention layers, 1), `task` (agent, filler),
 * `d-model` (1..64, 16), `seed` (0..2^32-1, 1), `steps` (10..500, 200),
 * `sentence` (the question, default "dog bites man"). A change of position,
 * mask, read-out, layers, task, d-model or seed starts a new run. Events: as every posenc
 * element, plus `posenc-change` with `detail.reason` 'training' (each frame
 * of a run and when it pauses or ends: step, total, accuracy, loss, phase)
 * and 'input' (a sentence asked: sentence, answer or null). Parts: `control`,
 * `button`, `status`, `plot` (both canvases), `key`, `answer`, `bars`.
 * Method: `train()` starts a run as the Train button does, so that a page can
 * start the figure when the learner reaches it.
 *
 * Three parts: the run controller (order-lab-run.js: phases, runs, step
 * scheduling), the view (order-lab-view.js: every text; order-lab-dom.js:
 * the DOM), and this element, which wires them: `update` brings the run up
 * to the attributes, `draw` only shows it.
 * @module
 */
import { PosencElement } from './base.js';
import { FIGURES, ORDER_LAB_SCHEMA } from './schemas.js';
import { LIMITS } from '../core/boundary.js';
import { el } from '../render/dom.js';
import { drawLinePlot } from '../render/line-plot.js';
import { animate } from './frame-loop.js';
import { OrderLabRun } from './order-lab-run.js';
import { ORDER_LAB_CSS, bars, buildOrderLab, scoreTable, writeTexts } from './order-lab-dom.js';
import {
  CHANCE, GUESS, accuracyPlotLabel, answerText, attentionText, fitsTask, lossPlotLabel,
  lossText, lossTop, orderBlind, pairsText, percent, runSummary, seedCounts, seedCountsText, sentenceProblem,
  sentenceWords, settingsText, skippedText, statusText, termsText, tickValue, unlikeTrainingText,
} from './order-lab-view.js';
import { drawSeedStrip, seedStripLabel } from './order-lab-seeds.js';
import { joined, labWords } from './order-lab-words.js';
import { ORDER_LAB_NOUNS } from '../core/boundary.js';

/** @typedef {import('../core/order-lab-api.js').OrderLabEvaluation} OrderLabEvaluation */
/** @typedef {import('./order-lab-run.js').Run} Run */
/** @typedef {import('./order-lab-dom.js').OrderLabParts} OrderLabParts */

/** Height of each plot, CSS pixels. */
const PLOT_HEIGHT = 180;

/** @extends {PosencElement<OrderLabParts>} */
export class PosencOrderLab extends PosencElement {
  static tag = FIGURES['order-lab'].tag;
  static schema = ORDER_LAB_SCHEMA;
  static styles = ORDER_LAB_CSS;

  /** The order lab runs in its own wasm module, fetched on the first element's first use. @param {import('../core/api.js').Posenc} pe */
  static prepare(pe) {
    return pe.orderLab.load();
  }

  #run = new OrderLabRun({
    animate,
    reducedMotion: () => matchMedia('(prefers-reduced-motion: reduce)').matches,
    settings: () => /** @type {import('./order-lab-run.js').RunSettings} */ (this.values),
    notify: (event) => this.#onRun(event),
  });
  #width = 0;
  /** The runs of many seeds: their result and the settings they were made for, or the one under way. */
  /** @type {{ key: string, accuracy: Float32Array, trainingAccuracy: Float32Array, steps: number } | null} */
  #seeds = null;
  /** @type {AbortController | null} */
  #seedsRunning = null;
  /** Which held-out pair "Ask an unseen pair" asks next. */
  #unseen = 0;
  /** Whether the question box has shown the sentence since the module loaded (the locale's words need it). */
  #boxShown = false;

  constructor() {
    super();
    this.addController(this.#run);
  }

  /** @param {HTMLElement} body */
  build(body) {
    const parts = buildOrderLab(body, {
      position: (v) => { this.position = v; },
      mask: (v) => { this.mask = v; },
      readout: (v) => { this.readout = v; },
      layers: (v) => { this.layers = Number(v); },
      seeds: () => this.#trainSeeds(),
      askUnseen: () => this.#askUnseen(),
      // The button says at once what it does now; the numbers stay those of the last tested checkpoint.
      toggle: () => {
        this.#run.toggle();
        this.#show();
      },
      reset: () => this.#reset(),
      // Commit on Enter or Ask; asking the same sentence again asks again.
      // The property writes the attribute at once, so the answer is the new
      // sentence's (its draw shows it again without an event).
      ask: () => {
        const input = this.parts.ask.input;
        if (input.value !== this.values.sentence) this.sentence = input.value;
        this.#answer(true);
      },
    });
    writeTexts(this.l10n, parts.texts);
    parts.ask.input.value = this.#boxSentence();
    return parts;
  }

  /** @param {import('../text/l10n.js').Localizer} l10n @param {OrderLabParts} parts */
  localize(l10n, parts) {
    writeTexts(l10n, parts.texts);
    if (this.shadowRoot?.activeElement !== parts.ask.input) parts.ask.input.value = this.#boxSentence();
  }

  /**
   * What the question box shows for the sentence attribute: a sentence of
   * the model's words only, one space apart ("cat bites dog", the default
   * "dog bites man"), in the locale's words ("gato muerde perro"); any other
   * as it is (English unchanged).
   */
  #boxSentence() {
    const sentence = String(this.values.sentence);
    if (!this.posenc?.orderLab.loaded()) return sentence;
    const words = this.#words(), given = sentence.split(' ');
    return given.every((word) => words.english.includes(word)) ? words.sentence(given) : sentence;
  }

  /** The model's vocabulary in the element's language (once its module has loaded). */
  #words() {
    return labWords(this.l10n, /** @type {import('../core/api.js').Posenc} */ (this.posenc).orderLab.vocabulary.words);
  }

  /**
   * Starts training, as Train does, or continues a paused run, as Continue
   * does; does nothing while a run trains or once it is done. Called before
   * the module has loaded, the run starts with the first draw.
   */
  train() {
    this.#run.train();
  }

  /** @param {import('./base.js').DrawContext<OrderLabParts>} context */
  update({ pe, values, changed, changedAttributes, parts }) {
    if (changed) this.#run.update(pe.orderLab, /** @type {import('./order-lab-run.js').RunSettings} */ (values));
    // The box shows a new sentence attribute unless it has the focus (the learner is typing).
    const input = parts.ask.input;
    if ((changedAttributes.has('sentence') || !this.#boxShown) && this.shadowRoot?.activeElement !== input) {
      input.value = this.#boxSentence();
      this.#boxShown = true;
    }
  }

  /** @param {import('./base.js').DrawContext<OrderLabParts>} context */
  draw({ values: v, changed, width, parts }) {
    parts.positionSelect.value = v.position;
    parts.maskSelect.value = v.mask;
    parts.layersSelect.value = String(v.layers);
    for (const h of parts.headings) h.setAttribute('aria-level', String(v.headingLevel));
    // The first run is shown once its first checkpoint is tested (a few frames at the widest settings: 'shown').
    if (!this.#run.run) return '';
    parts.readoutSelect.value = this.#currentRun().state.readout;
    if (changed) {
      this.#answer(false);
      this.#namePlots();
    }
    this.#width = width;
    this.#show();
    return runSummary(this.#facts(), this.l10n);
  }

  /** What the run tells: each frame, a start, a pause, the end, a failure. @param {import('./order-lab-run.js').RunEvent} event */
  #onRun(event) {
    switch (event.type) {
      case 'shown':
        this.#answer(false);
        this.#namePlots();
        this.invalidate();
        break;
      case 'started':
        this.#announce();
        break;
      case 'frame':
        this.#show();
        this.#emitProgress();
        break;
      case 'paused':
        this.#show();
        this.#announce();
        this.#emitProgress();
        break;
      case 'finished':
        this.#answer(false);
        this.#show();
        this.#announce();
        this.#emitProgress();
        break;
      case 'failed':
        this.parts.status.textContent = this.l10n.t('order-lab-failed',
          { error: String(/** @type {Error} */ (event.error)?.message ?? event.error) });
        break;
    }
  }

  /**
   * The facts the texts are made of (the current run: call once there is
   * one), at its last tested checkpoint: steps trained since, whose test is
   * under way, are not shown with the numbers of an earlier step.
   */
  #facts() {
    const run = this.#currentRun();
    const last = run.accuracy.length - 1;
    return {
      position: run.state.position, mask: run.state.mask, readout: run.state.readout, layers: run.state.layers,
      task: run.state.task,
      step: run.checkpoints[last],
      total: this.values.steps, accuracy: run.accuracy[last], trainingAccuracy: run.trainingAccuracy[last], loss: run.loss[last],
      length: run.state.maxLength, phase: this.#run.phase,
    };
  }

  /** The current run; there is one from the first update on. */
  #currentRun() {
    const run = this.#run.run;
    if (!run) throw new Error('the order lab has no run before its first draw');
    return run;
  }

  #reset() {
    if (!this.posenc) return;
    this.#run.reset();
    this.#answer(false);
    const { resetButton, trainButton } = this.parts;
    const focused = this.shadowRoot?.activeElement === resetButton;
    this.#show();
    // Reset hides itself: the keyboard focus goes on to Train, not to the page.
    if (focused) trainButton.focus();
    this.#announce();
  }

  /** The summary, the plots' names and the answer are announced at the start, a pause and the end only. */
  #announce() {
    this.say(runSummary(this.#facts(), this.l10n));
    this.#namePlots();
  }

  /** The plots' names, for the run now (its settings decide which bounds they mark). */
  #namePlots() {
    const run = this.#currentRun();
    const l10n = this.l10n, before = this.#run.previous;
    const previous = before ? settingsText(before.state, l10n) : '';
    const { lossCanvas, accuracyCanvas, ask } = this.parts;
    const blind = orderBlind(run.state);
    lossCanvas.setAttribute('aria-label', lossPlotLabel({ loss: run.loss, steps: run.checkpoints, previous, blind }, l10n));
    accuracyCanvas.setAttribute('aria-label', accuracyPlotLabel({ accuracy: run.accuracy, training: run.trainingAccuracy,
      steps: run.checkpoints, previous, blind }, l10n));
    ask.answer.setAttribute('aria-live', this.#run.phase === 'running' ? 'off' : 'polite');
  }

  #emitProgress() {
    const f = this.#facts();
    this.emit('change', { reason: 'training', step: f.step, total: f.total, accuracy: f.accuracy, loss: f.loss, phase: f.phase });
  }

  /** Buttons, status line, plots and key for the current run. */
  #show() {
    const run = this.#run.run;
    if (!run) return;
    const f = this.#facts();
    const { trainButton, resetButton, status } = this.parts;
    trainButton.textContent = this.l10n.t({ ready: 'order-lab-train', running: 'order-lab-pause', paused: 'order-lab-continue',
      done: 'order-lab-train-again' }[f.phase]);
    trainButton.disabled = false;
    resetButton.hidden = run.state.step === 0 && !this.#run.previous;
    status.textContent = statusText(f, this.l10n);
    this.#drawPlots(run);
    this.#showKey(run);
    this.#showSeeds();
    if (f.phase === 'running') this.#answer(false);
  }

  /** @param {Run} run */
  #drawPlots(run) {
    const columns = this.#width >= 560 ? 2 : 1;
    const width = Math.max(160, Math.floor((this.#width - (columns - 1) * 16) / columns));
    const theme = this.theme, l10n = this.l10n;
    const { accent, muted } = theme;
    /** @type {[number, number]} */
    const x = [0, this.values.steps];
    const common = { width, height: PLOT_HEIGHT, x, xLabel: l10n.t('order-lab-plot-x'), theme, l10n };
    const previous = this.#run.previous;
    const runs = previous ? [previous, run] : [run];
    /** @param {'loss' | 'accuracy'} what */
    const series = (what) => runs.map((r) => ({ values: r[what], xs: r.checkpoints, kind: /** @type {const} */ ('line'),
      color: r === run ? accent : muted, dash: r === run ? undefined : [6, 4] }));
    // This run's accuracy on the trained noun pairs, dotted, under its test accuracy.
    const training = { values: run.trainingAccuracy, xs: run.checkpoints, color: accent, dash: [2, 3] };
    const { lossCanvas, accuracyCanvas } = this.parts;
    // The bounds of a model blind to order, drawn only for a configuration that is.
    const blind = orderBlind(run.state);
    drawLinePlot(lossCanvas, {
      ...common, y: [0, lossTop(runs.map((r) => r.loss))], yLabel: l10n.t('order-lab-plot-loss'), series: series('loss'),
      // English keeps the plot's own tick text, without Intl.
      ...(l10n.locale === 'en' ? {} : { yTickText: (/** @type {number} */ v) => tickValue(v, l10n) }),
      rules: blind ? [{ value: CHANCE.loss, label: l10n.t('order-lab-rule-loss', { loss: lossText(CHANCE.loss, l10n) }), color: muted }]
        : [],
    });
    const nouns = l10n.integer(ORDER_LAB_NOUNS);
    drawLinePlot(accuracyCanvas, {
      ...common, y: [0, 1], yLabel: l10n.t('order-lab-plot-accuracy'), yTickText: (v) => percent(v, l10n),
      series: [training, ...series('accuracy')],
      rules: [...(blind ? [{ value: CHANCE.accuracy, label: l10n.t('order-lab-rule-accuracy', { half: percent(CHANCE.accuracy, l10n) }),
        color: muted }] : []), { value: GUESS, label: l10n.t('order-lab-rule-chance', { nouns }), color: muted }],
    });
  }

  /** @param {Run} run */
  #showKey(run) {
    const previous = this.#run.previous, l10n = this.l10n;
    const items = [el('li', {}, l10n.t('order-lab-key-this', { settings: settingsText(run.state, l10n) }))];
    if (previous) items.push(el('li', { class: 'previous' }, l10n.t('order-lab-key-previous', { settings: settingsText(previous.state, l10n) })));
    items.push(el('li', { class: 'training' }, l10n.t('order-lab-key-training')));
    const nouns = l10n.integer(ORDER_LAB_NOUNS);
    items.push(el('li', { class: 'chance' }, orderBlind(run.state)
      ? l10n.t('order-lab-key-blind', { half: percent(CHANCE.accuracy, l10n), nouns }) : l10n.t('order-lab-key-chance', { nouns })));
    const text = items.map((i) => i.textContent).join('|');
    const key = this.parts.key;
    if (key.dataset.shown !== text) {
      key.replaceChildren(...items);
      key.dataset.shown = text;
    }
  }

  /**
   * Asks about the next held-out noun pair of the run's seed, "a bites b",
   * as the learner would type it.
   */
  #askUnseen() {
    const pe = this.posenc, run = this.#run.run;
    if (!pe || !run) return;
    const pairs = pe.orderLab.heldOutPairs(run.state);
    const [a, b] = pairs[this.#unseen % pairs.length];
    this.#unseen++;
    const words = this.#words();
    const sentence = words.sentence([b, pe.orderLab.vocabulary.verbs[0], a]);
    this.parts.ask.input.value = sentence;
    this.sentence = sentence;
    this.#answer(true);
  }

  /**
   * Trains 20 seeds of the configuration on screen (at the figure's step
   * count) in slices, then shows their accuracies and counts; a new press,
   * or a change of configuration, replaces a run under way.
   */
  async #trainSeeds() {
    const pe = this.posenc, run = this.#run.run;
    if (!pe || !run) return;
    this.#seedsRunning?.abort();
    const running = new AbortController();
    this.#seedsRunning = running;
    const { task, position, mask, readout, layers, dModel } = run.state;
    const key = run.key, steps = this.values.steps, { progress } = this.parts.seeds;
    const l10n = this.l10n;
    progress.textContent = l10n.t('order-lab-seeds-running');
    try {
      const result = await pe.orderLab.trainSeeds({ task, position, mask, readout, layers, dModel }, {
        seeds: 20, steps, signal: running.signal,
        onProgress: ({ done, total }) => { progress.textContent = l10n.t('order-lab-seeds-progress', { done: percent(done / total, l10n) }); },
      });
      this.#seeds = { key, steps, accuracy: result.accuracy, trainingAccuracy: result.trainingAccuracy };
      progress.textContent = '';
    } catch (error) {
      if (running.signal.aborted) return;
      progress.textContent = l10n.t('order-lab-seeds-failed', { error: String(/** @type {Error} */ (error)?.message ?? error) });
    } finally {
      if (this.#seedsRunning === running) this.#seedsRunning = null;
    }
    this.#showSeeds();
  }

  /** The strip and counts of the seeds' runs, for the configuration they were made for only. */
  #showSeeds() {
    const run = this.#run.run;
    if (!run) return;
    const { strip, counts, progress } = this.parts.seeds;
    const seeds = this.#seeds;
    if (seeds && seeds.key !== run.key) {
      this.#seeds = null;
      this.#seedsRunning?.abort();
      progress.textContent = '';
    }
    const shown = this.#seeds;
    strip.hidden = counts.hidden = !shown;
    if (!shown) return;
    const last = run.accuracy.length - 1;
    const mine = run.checkpoints[last] === shown.steps ? { seed: run.state.seed, accuracy: run.accuracy[last] } : null;
    const width = Math.max(160, Math.min(this.#width, 640));
    const l10n = this.l10n;
    drawSeedStrip(strip, { accuracy: shown.accuracy, mine, width, theme: this.theme, l10n });
    strip.setAttribute('aria-label', seedStripLabel(shown.accuracy, mine, l10n));
    counts.textContent = seedCountsText(seedCounts(shown.accuracy, shown.trainingAccuracy), shown.steps, l10n);
  }

  /**
   * Asks the model the sentence of the attribute; shows why it cannot when
   * it cannot (a word it does not know, say). Changes no run.
   * @param {boolean} asked  the learner asked (emit 'input')
   */
  #answer(asked) {
    const pe = this.posenc;
    const run = this.#run.run;
    if (!pe || !run) return;
    const sentence = this.values.sentence, l10n = this.l10n;
    const vocabulary = pe.orderLab.vocabulary, lexicon = this.#words();
    const words = sentenceWords(sentence, lexicon, LIMITS.orderLabMaxLength);
    const problem = sentenceProblem(words, lexicon, LIMITS.orderLabMaxLength, l10n);
    const { ask } = this.parts;
    ask.problem.hidden = problem === '';
    ask.problem.textContent = problem;
    /** @type {OrderLabEvaluation | null} */
    const result = problem ? null : pe.orderLab.evaluate(run.state, { sentence: words.words });
    const fits = fitsTask(words.words, vocabulary, run.state.task, run.state.maxLength);
    const pairs = pe.orderLab.heldOutPairs(run.state).map((pair) => pair.map((noun) => lexicon.show(noun)));
    ask.heldOut.textContent = l10n.t('order-lab-held-out', { pairs: pairsText(pairs, l10n) });
    const pair = result?.seen === false ? l10n.t('order-lab-unseen-pair') : result?.seen ? l10n.t('order-lab-trained-pair') : '';
    ask.note.textContent = result
      ? joined([skippedText(words, l10n), unlikeTrainingText(fits, run.state.task, run.state.maxLength, l10n, lexicon), pair]
        .filter(Boolean), l10n)
      : '';
    ask.note.hidden = ask.note.textContent === '';
    // The answer in the locale's words: the same numbers, other names.
    const shown = result && { ...result, answer: lexicon.show(result.answer), tokens: result.tokens.map((t) => lexicon.show(t)) };
    this.#showAnswer(shown, vocabulary.nouns.map((noun) => lexicon.show(noun)), run);
    if (asked) this.emit('change', { reason: 'input', sentence, answer: result?.answer ?? null });
  }

  /** @param {OrderLabEvaluation | null} result @param {readonly string[]} nouns @param {Run} run */
  #showAnswer(result, nouns, run) {
    const { ask } = this.parts;
    const l10n = this.l10n;
    const untrained = run.state.step === 0 ? l10n.t('order-lab-untrained') : '';
    const text = result ? joined([answerText(result, nouns, l10n), untrained].filter(Boolean), l10n) : '';
    if (ask.answer.textContent !== text) ask.answer.textContent = text;
    ask.nouns.replaceChildren(...(result ? bars(nouns, result.probabilities, -1, l10n) : []));
    ask.attention.replaceChildren(...(result ? bars(result.tokens, result.attention, result.readout, l10n) : []));
    ask.attention.setAttribute('aria-label', result ? attentionText(result, l10n) : '');
    ask.attentionTitle.textContent = result
      ? l10n.t('order-lab-attention-title-token', { token: result.tokens[result.readout] }) : l10n.t('order-lab-attention-title');
    // The split of the scores, once a run has trained and while it does not.
    const terms = result && run.state.step > 0 && this.#run.phase !== 'running' ? result : null;
    ask.termsBox.hidden = !terms;
    if (!terms) return;
    // RoPE turns q and k instead of adding a position: its score splits in two (without and with the turn).
    const title = l10n.t(terms.rotation ? 'order-lab-rotation-title' : 'order-lab-terms-title');
    ask.termsTitle.textContent = title;
    ask.termsBox.setAttribute('aria-label', title);
    ask.terms.replaceChildren(...scoreTable(terms, l10n));
    ask.termsSummary.textContent = termsText(terms, run.state, l10n);
  }
}
