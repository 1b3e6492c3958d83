// @ts-check
/**
 * Section 8's length experiment, run live: the order lab's `filler` task
 * trained for each position signal (none, sinusoidal, learned, RoPE) and
 * each seed, then tested on every length from 3 to 16 words; the mean
 * accuracies fill the table, which starts with the kept run's numbers
 * (docs/order-lab-experiments.txt). The same options give the same bits in
 * every build, so a live run reproduces the kept table exactly.
 *
 * The run is a sequence of slices of about the same work
 * (LENGTH_SLICE_COST): train calls of a few steps, and each seed's test of
 * 14 lengths in parts of its sentences, combined exactly into the whole
 * test's result. The page's frame loop runs the slices that fit in the
 * frame's budget of work, shared with the order labs of the page, so the
 * page keeps drawing and answering while it runs. The table keeps the
 * numbers it shows until the run is whole, then changes at once.
 * @module
 */
import { orderLabTrainCost, testSlices } from '../src/core/order-lab-cost.js';
import { PAGE_STEP_BUDGET } from '../src/widgets/step-budget.js';
import { animate } from '../src/widgets/frame-loop.js';
import { localTenths } from '../src/render/cells.js';
import { words } from './words.js';
import './later-words.js';

/** @typedef {import('../src/core/api.js').Posenc} Posenc */

/** The experiment, as the kept run made it (cpp/bench/order_lab_experiments.cc). */
export const LENGTH_EXPERIMENT = Object.freeze({
  signals: /** @type {const} */ (['none', 'sinusoidal', 'learned', 'rope']),
  seeds: 10, steps: 1000,
  /** Trained on 3 to 8 words, tested on 3 to 16. */
  trained: 8, lengths: Object.freeze(Array.from({ length: 14 }, (_, i) => i + 3)),
});

/**
 * Multiply-adds of one slice of the run (the order lab's cost model,
 * core/order-lab-cost.js): 30 training steps, or 6 parts of a seed's test
 * of the 14 lengths (41 million in one call: 16 to 47 ms in base), a few
 * milliseconds each in base, so that a frame's budget holds one or two.
 * Each call has a fixed cost besides (the state's checks and copies): the
 * whole run takes about 1.4 times the CPU time of 100-step train calls and
 * whole tests at this size, about twice at 2 million.
 */
export const LENGTH_SLICE_COST = 8_000_000;

/**
 * The experiment as a sequence of slices: each `next()` makes one train call
 * of at most `sliceCost` (or tests one part of a seed's sentences) and
 * yields how far it is; the return value is the mean accuracy per signal and
 * length, bit for bit that of whole train and test calls (a state carries
 * its sampler, and test parts combine exactly: combineTests).
 * @param {Posenc} pe
 * @param {{ seeds?: number, sliceCost?: number }} [options]  fewer seeds for a quicker run
 * @returns {Generator<{ done: number, total: number, signal: string, seed: number }, Record<string, Float64Array>>}
 */
export function* lengthRuns(pe, { seeds = LENGTH_EXPERIMENT.seeds, sliceCost = LENGTH_SLICE_COST } = {}) {
  const { signals, steps, lengths } = LENGTH_EXPERIMENT;
  const lab = pe.orderLab;
  /** @param {typeof signals[number]} position @param {number} seed @returns {import('../src/core/order-lab-api.js').OrderLabOptions} */
  const options = (position, seed) => ({ task: 'filler', position, seed });
  // Every signal has the same width and depth, so the same slices.
  const spec = lab.create(options(signals[0], 1));
  const chunk = Math.max(1, Math.floor(sliceCost / orderLabTrainCost(spec, 1)));
  const parts = testSlices(spec, lengths, sliceCost);
  const total = signals.length * seeds * (Math.ceil(steps / chunk) + parts.length);
  let done = 0;
  /** @type {Record<string, Float64Array>} */
  const means = {};
  for (const signal of signals) {
    const sums = new Float64Array(lengths.length);
    for (let seed = 1; seed <= seeds; seed++) {
      let state = lab.create(options(signal, seed));
      while (state.step < steps) {
        state = lab.train(state, { steps: Math.min(chunk, steps - state.step) }).state;
        yield { done: ++done, total, signal, seed };
      }
      const tested = [];
      for (const sentences of parts) {
        tested.push(lab.test(state, { lengths: [...lengths], sentences }));
        yield { done: ++done, total, signal, seed };
      }
      lab.combineTests(tested).accuracy.forEach((a, i) => { sums[i] += a; });
    }
    means[signal] = sums.map((s) => s / seeds);
  }
  return means;
}

/**
 * Runs the slices of `runs` on a frame loop: in each frame, slices while the
 * budget has time left for one more (by the last one's measured time; the
 * first of a fresh frame always runs, and only it while no time is measured
 * yet), the time of each counted against the budget. Tells `progress` the
 * last slice of each frame, `done` the result, `failed` what a slice threw
 * (the module is being recreated). No DOM: the frame loop, the budget and
 * the clock are injected, so node tests drive it. Returns a function that
 * stops it.
 * @template P, R
 * @param {Generator<P, R>} runs
 * @param {{ progress: (value: P) => void, done: (result: R) => void, failed: (error: unknown) => void,
 *   animate?: (animation: (now: number) => boolean) => () => void,
 *   budget?: import('../src/widgets/step-budget.js').StepBudget, clock?: () => number }} o
 */
export function runSlices(runs, { progress, done, failed, animate: loop = animate, budget = PAGE_STEP_BUDGET,
  clock = () => performance.now() }) {
  let sliceMs = NaN;
  return loop((now) => {
    let last;
    while (budget.fresh(now) || sliceMs <= budget.timeLeft(now)) {
      const start = clock();
      let step;
      try {
        step = runs.next();
      } catch (error) {
        failed(error);
        return false;
      } finally {
        sliceMs = clock() - start;
        budget.spend(sliceMs, now);
      }
      if (step.done) {
        done(step.value);
        return false;
      }
      last = step.value;
    }
    if (last !== undefined) progress(last);
    return true;
  });
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

/**
 * Wires the run button of the length table: on click, loads the order lab's
 * module (the first time), runs the slices on the page's frame loop, shows
 * the progress, and fills the table once the run is whole (busy until then:
 * it shows the numbers it had).
 * @param {() => Posenc | null} module  the module, once loaded
 */
export function setupLengthRun(module) {
  const button = /** @type {HTMLButtonElement | null} */ (document.getElementById('length-run'));
  const progress = /** @type {HTMLProgressElement} */ (document.getElementById('length-progress'));
  const status = /** @type {HTMLElement} */ (document.getElementById('length-status'));
  const table = /** @type {HTMLTableElement} */ (document.getElementById('length-table'));
  if (!button) return;
  let running = false;
  const end = () => {
    progress.hidden = true;
    table.removeAttribute('aria-busy');
    button.removeAttribute('aria-disabled');
    running = false;
  };
  button.addEventListener('click', () => {
    const pe = module();
    if (running || !pe) return;
    running = true;
    button.setAttribute('aria-disabled', 'true');
    status.textContent = words().t('ui-length-run-loading');
    pe.orderLab.load().then(() => run(pe), (error) => {
      status.textContent = words().t('ui-length-run-load-failed', { error: String(error?.message ?? error) });
      end();
    });
  });

  const run = (/** @type {Posenc} */ pe) => {
    progress.hidden = false;
    progress.value = 0;
    table.setAttribute('aria-busy', 'true');
    const start = performance.now();
    let announced = '';
    const l10n = words();
    runSlices(lengthRuns(pe), {
      progress: ({ done, total, signal, seed }) => {
        progress.value = done / total;
        // Announced once per signal, not every frame.
        if (signal !== announced) {
          status.textContent = l10n.t('ui-length-run-training', { signal, seed: l10n.integer(seed), seeds: l10n.integer(LENGTH_EXPERIMENT.seeds) });
        }
        announced = signal;
      },
      done: (means) => {
        const changed = fillTable(table, means);
        const seconds = (performance.now() - start) / 1000;
        status.textContent = l10n.t('ui-length-run-done', {
          runs: l10n.integer(LENGTH_EXPERIMENT.signals.length * LENGTH_EXPERIMENT.seeds),
          seconds: localTenths(seconds, l10n),
          count: changed, changed: l10n.integer(changed),
        });
        end();
      },
      failed: (error) => {
        status.textContent = l10n.t('ui-length-run-failed', { error: String(/** @type {Error} */ (error)?.message ?? error) });
        end();
      },
    });
    status.textContent = l10n.t('ui-length-run-starting');
  };
}

/**
 * Writes the means into the table's rows; returns how many cells changed.
 * @param {HTMLTableElement} table @param {Record<string, Float64Array>} means
 */
function fillTable(table, means) {
  let changed = 0;
  for (const row of table.tBodies[0].rows) {
    // By the row's signal, not its name: the name is translated.
    const name = row.dataset.signal ?? '';
    const cells = Object.hasOwn(means, name) ? lengthCells(means[name]) : [];
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
