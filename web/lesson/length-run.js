// @ts-check
/**
 * Section 8's length experiment, run live: the order lab's `filler` task
 * trained for each position signal (none, sinusoidal, learned, RoPE) and
 * each seed, then tested on every length from 3 to 16 words; the mean
 * accuracies fill the table, which starts with the kept run's numbers
 * (docs/order-lab-experiments.txt). The same options give the same bits in
 * every build, so a live run reproduces the kept table exactly.
 *
 * Training runs in slices, one train call at a time, a few per animation
 * frame, so the page keeps drawing and answering while it trains.
 * @module
 */

/** @typedef {import('../src/core/api.js').Posenc} Posenc */

/** The experiment, as the kept run made it (cpp/bench/order_lab_experiments.cc). */
export const LENGTH_EXPERIMENT = Object.freeze({
  signals: /** @type {const} */ (['none', 'sinusoidal', 'learned', 'rope']),
  seeds: 10, steps: 1000, slice: 100,
  /** Trained on 3 to 8 words, tested on 3 to 16. */
  trained: 8, lengths: Object.freeze(Array.from({ length: 14 }, (_, i) => i + 3)),
});

/**
 * The experiment as a sequence of slices: each `next()` makes one train call
 * (or one test call) and yields how far it is; the return value is the mean
 * accuracy per signal and length.
 * @param {Posenc} pe
 * @param {{ seeds?: number }} [options]  fewer seeds for a quicker run
 * @returns {Generator<{ done: number, total: number, signal: string, seed: number }, Record<string, Float64Array>>}
 */
export function* lengthRuns(pe, { seeds = LENGTH_EXPERIMENT.seeds } = {}) {
  const { signals, steps, slice, lengths } = LENGTH_EXPERIMENT;
  const total = signals.length * seeds * (steps / slice);
  let done = 0;
  /** @type {Record<string, Float64Array>} */
  const means = {};
  for (const signal of signals) {
    const sums = new Float64Array(lengths.length);
    for (let seed = 1; seed <= seeds; seed++) {
      let state = pe.orderLab.create({ task: 'filler', position: signal, seed });
      for (let step = 0; step < steps; step += slice) {
        state = pe.orderLab.train(state, { steps: slice }).state;
        yield { done: ++done, total, signal, seed };
      }
      pe.orderLab.test(state, { lengths: [...lengths] }).accuracy.forEach((a, i) => { sums[i] += a; });
    }
    means[signal] = sums.map((s) => s / seeds);
  }
  return means;
}

/**
 * The table cells of one signal, as the lesson prints them: the trained
 * lengths as one range of percents ("49–52", or "100"), then one percent
 * per longer length.
 * @param {ArrayLike<number>} means  mean accuracy per length of LENGTH_EXPERIMENT.lengths
 * @returns {string[]}
 */
export function lengthCells(means) {
  const percent = Array.from(means, (m) => Math.round(100 * m));
  const count = LENGTH_EXPERIMENT.trained - LENGTH_EXPERIMENT.lengths[0] + 1;
  const trained = percent.slice(0, count);
  const low = Math.min(...trained), high = Math.max(...trained);
  return [low === high ? String(low) : `${low}–${high}`, ...percent.slice(count).map(String)];
}

/** Longest time one animation frame spends training, in milliseconds. */
const FRAME_BUDGET = 12;

/**
 * Wires the run button of the length table: on click, loads the order lab's
 * module (the first time), trains in slices per animation frame, shows the
 * progress, and fills the table.
 * @param {() => Posenc | null} module  the module, once loaded
 */
export function setupLengthRun(module) {
  const button = /** @type {HTMLButtonElement | null} */ (document.getElementById('length-run'));
  const progress = /** @type {HTMLProgressElement} */ (document.getElementById('length-progress'));
  const status = /** @type {HTMLElement} */ (document.getElementById('length-status'));
  const table = /** @type {HTMLTableElement} */ (document.getElementById('length-table'));
  if (!button) return;
  let running = false;
  button.addEventListener('click', () => {
    const pe = module();
    if (running || !pe) return;
    running = true;
    button.setAttribute('aria-disabled', 'true');
    status.textContent = 'Loading the order lab…';
    pe.orderLab.load().then(() => run(pe), (error) => {
      status.textContent = `The order lab could not load: ${error?.message ?? error}`;
      button.removeAttribute('aria-disabled');
      running = false;
    });
  });

  const run = (/** @type {Posenc} */ pe) => {
    progress.hidden = false;
    progress.value = 0;
    const runs = lengthRuns(pe);
    const start = performance.now();
    let announced = '';
    const frame = () => {
      const until = performance.now() + FRAME_BUDGET;
      let step;
      do step = runs.next(); while (!step.done && performance.now() < until);
      if (!step.done) {
        const { done, total, signal, seed } = step.value;
        progress.value = done / total;
        // Announced once per signal, not every frame.
        const text = `Training: ${signal === 'rope' ? 'RoPE' : signal}, random start ${seed} of ${LENGTH_EXPERIMENT.seeds}…`;
        if (text.split(',')[0] !== announced.split(',')[0]) status.textContent = text;
        announced = text;
        requestAnimationFrame(frame);
        return;
      }
      const changed = fillTable(table, step.value);
      const seconds = ((performance.now() - start) / 1000).toFixed(1);
      const runsCount = LENGTH_EXPERIMENT.signals.length * LENGTH_EXPERIMENT.seeds;
      status.textContent = `Done: ${runsCount} runs in ${seconds} s, in this browser. ` +
        (changed === 0 ? 'Every cell matches the kept run.' : `${changed} cells differ from the kept run and now show this run.`);
      progress.hidden = true;
      button.removeAttribute('aria-disabled');
      running = false;
    };
    status.textContent = 'Training…';
    requestAnimationFrame(frame);
  };
}

/**
 * Writes the means into the table's rows; returns how many cells changed.
 * @param {HTMLTableElement} table @param {Record<string, Float64Array>} means
 */
function fillTable(table, means) {
  let changed = 0;
  for (const row of table.tBodies[0].rows) {
    const name = row.cells[0].textContent === 'RoPE' ? 'rope' : String(row.cells[0].textContent);
    const cells = means[name] ? lengthCells(means[name]) : [];
    cells.forEach((text, i) => {
      const cell = row.cells[i + 1];
      if (cell.textContent !== text) {
        cell.textContent = text;
        changed++;
      }
    });
  }
  return changed;
}
