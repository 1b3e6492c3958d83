// @ts-check
/**
 * The run controller of <posenc-order-lab>: the training phases (ready,
 * running, paused, done), the runs (the current one and the previous one,
 * drawn dashed) with their test accuracy and loss at each checkpoint, and
 * the step scheduling of an animated run. No DOM: the scheduler, the step
 * budget and the motion preference are injected, so node tests drive a run
 * frame by frame (tests/js/order-lab-run.test.js).
 *
 * One budget per frame is shared by every order lab of the page: training
 * steps (PAGE_STEPS_PER_FRAME) and milliseconds of work (FRAME_WORK_MS). Ten
 * labs training at once do no more work in a frame than one lab may. The
 * work of a frame is sliced by measured time: a lab trains the steps that
 * fit in what is left of the frame's milliseconds (by its last measured time
 * per step), and tests its checkpoint in parts (the test sentences a slice
 * at a time, by its last measured time per sentence index) that fit in
 * what is left, the rest in the next frames before any more training. With
 * and without reduced motion alike, so
 * that no task blocks the page for long (bench/order-lab-frames.js measures
 * the longest); reduced motion only means nothing is drawn until the end.
 *
 * A new run's first checkpoint (the untrained model's test) is sliced the
 * same way: what fits in one frame's work is tested at once, and at a wide
 * or deep setting the rest in the next frames. Until it is all tested the
 * run is not shown: `run` stays the one before (or null at the start), and
 * the 'shown' event says when the new one is there to draw. Its first slice
 * is sized by the last measured test of the same module, scaled by the
 * cost model (core/order-lab-cost.js), so that another width or depth
 * needs no test of its own to be timed.
 *
 * A run that stops between checkpoints (Pause, the element leaving the
 * page, `steps` lowered under the step it reached) tests what it trained
 * since its last checkpoint the same way: a frame's work at once, the rest
 * in the next frames, and only then says 'paused' or 'finished'. Until then
 * its last checkpoint stays the one tested before, so the figure never
 * shows a step with another step's numbers.
 * @module
 */
import { stepDue, trainingLength } from './order-lab-view.js';
import { FRAME_WORK_MS, PAGE_STEP_BUDGET, stepBudget, stepsPerFrameCap } from './step-budget.js';
import { orderLabTestCost, testIndices } from '../core/order-lab-cost.js';

/** @typedef {import('../core/order-lab-api.js').OrderLabState} OrderLabState */
/** @typedef {import('../core/api.js').Posenc['orderLab']} OrderLabApi */
/** @typedef {import('./step-budget.js').StepBudget} StepBudget */

/**
 * Sentence indices of a test slice when nothing yet says how long one
 * takes: at the heaviest setting the element accepts (a whole test 55 ms in
 * base, 256 indices) 8 take under 2 ms.
 */
export const FIRST_SLICE_INDICES = 8;

/**
 * The last measured time of one unit of test cost (orderLabTestCost), per
 * order lab module: a new run's first slice is sized by it.
 * @type {WeakMap<object, number>}
 */
const testMsPerCost = new WeakMap();

/**
 * One run: its state, and its test accuracy and loss at each checkpoint (the
 * start, and the end of each frame of training).
 * @typedef {object} Run
 * @property {OrderLabState} state
 * @property {number[]} accuracy  test accuracy (unseen noun pairs) at each checkpoint
 * @property {number[]} trainingAccuracy  accuracy on the trained noun pairs at each checkpoint
 * @property {number[]} loss  test loss at each checkpoint
 * @property {number[]} checkpoints  the step of each checkpoint
 * @property {string} key  the settings it was made for
 */

/**
 * The settings of a run, as the element's attributes give them.
 * @typedef {object} RunSettings
 * @property {import('../core/boundary.js').PositionSignal} position
 * @property {import('../core/boundary.js').AttentionMask} mask
 * @property {import('../core/boundary.js').Readout | 'auto'} readout  'auto': the mask's own
 * @property {import('../core/boundary.js').OrderLabTask} task
 * @property {number} layers  attention layers, 1 or 2
 * @property {number} dModel @property {number} seed @property {number} steps
 */

/** @typedef {'ready' | 'running' | 'paused' | 'done'} Phase */

/**
 * What the run tells its element:
 * 'shown' (a new run's first checkpoint, tested over several frames, is in:
 * `run` is the new run), 'started' (a run starts or continues), 'frame' (a
 * frame of training), 'paused' (a run stopped, its checkpoint tested where
 * it stopped), 'finished' (the last step, tested), 'failed' (the module
 * failed: the run paused where it was, or a checkpoint's test stopped and
 * goes on at the next update, Train or Continue; `error` says why).
 * @typedef {{ type: 'shown' | 'started' | 'frame' | 'paused' | 'finished' } | { type: 'failed', error: unknown }} RunEvent
 */

/**
 * @typedef {object} RunOptions
 * @property {(animation: (now: number) => boolean) => () => void} animate  calls the
 *   animation every frame until it returns false (frame-loop.js's animate on a page)
 * @property {StepBudget} [budget]  steps and milliseconds of work per frame
 *   (default: the page's shared budget)
 * @property {() => number} [clock]  the time in ms, to measure the work (default: performance.now)
 * @property {() => boolean} reducedMotion  draw nothing until the run ends
 * @property {() => RunSettings} settings  the current settings (the element's values)
 * @property {(event: RunEvent) => void} notify
 */

/** The settings a run is made for: a change of any starts a new run. @param {RunSettings} v */
export const runKey = (v) => JSON.stringify([v.position, v.mask, v.readout, v.layers, v.task, v.dModel, v.seed]);

export class OrderLabRun {
  /** @type {OrderLabApi | null} */
  #lab = null;
  /** @type {Run | null} */
  #run = null;
  /** The run before the current one, drawn dashed. @type {Run | null} */
  #previous = null;
  /**
   * A new run whose first checkpoint is being tested, and the previous run
   * it will have once it is shown.
   * @type {{ run: Run, previous: Run | null } | null}
   */
  #next = null;
  /** Stops the frames that test the next run's first checkpoint. @type {(() => void) | null} */
  #stopNext = null;
  /** Stops the frames that test the checkpoint where a run stopped (settle). @type {(() => void) | null} */
  #stopSettle = null;
  /** @type {Phase} */
  #phase = 'ready';
  /** @type {(() => void) | null} */
  #stopAnimation = null;
  /** When the current stretch of animation started (ms), and at which step. */
  #started = -1;
  #startStep = 0;
  /** Whether the running stretch draws nothing until its end (reduced motion). */
  #still = false;
  /** The step at which a still run's next checkpoint is due: its chunks are an animated run's largest. */
  #chunkEnd = 0;
  /** Steps trained since the last checkpoint: its test is due. */
  #untested = false;
  /** The last measured time of one step (ms; 0: not measured yet) and of one sentence index of a test (NaN: not known). */
  #stepMs = 0;
  #indexMs = NaN;
  /**
   * The parts of the checkpoint being tested (a test of the training length
   * split by `sentences`), and the sentence index the next part starts at.
   * @type {import('../core/order-lab-api.js').OrderLabTestResult[]}
   */
  #testParts = [];
  #testNext = 0;
  /** train() was called before there was a run: it starts with the first one. */
  #trainWhenReady = false;
  #o;
  #budget;

  #clock;

  /** @param {RunOptions} options */
  constructor(options) {
    this.#o = options;
    this.#budget = options.budget ?? PAGE_STEP_BUDGET;
    this.#clock = options.clock ?? (() => performance.now());
  }

  /** The run shown (null before the first run's first checkpoint is tested). */
  get run() { return this.#run; }
  /** The previous run, or null. */
  get previous() { return this.#previous; }
  get phase() { return this.#phase; }

  /**
   * Brings the run up to `settings` with the module's order lab: a new run
   * for new settings (the current one, if it trained, stays as the previous
   * one); a done run goes on when `steps` grew; a run past a smaller `steps`
   * is done. Called before each draw of changed values.
   * @param {OrderLabApi} lab @param {RunSettings} settings
   */
  update(lab, settings) {
    this.#lab = lab;
    const latest = this.#next?.run ?? this.#run;
    if (latest?.key !== runKey(settings)) this.#newRun(lab, settings);
    else if (this.#next) this.#testNextRun();
    else if (this.#phase === 'done' && latest.state.step < settings.steps) this.#phase = 'paused';
    else if (latest.state.step >= settings.steps && this.#phase !== 'ready' && this.#phase !== 'done') {
      this.#stop();
      this.#phase = 'done';
      this.#settle('finished');
    }
  }

  /**
   * Starts training, as Train does, or continues a paused run, as Continue
   * does; does nothing while a run trains or once it is done. Before the
   * first run exists, the first one starts as soon as it does.
   */
  train() {
    if (!this.#run || this.#next) {
      this.#trainWhenReady = true;
      return;
    }
    if (this.#phase === 'ready' || this.#phase === 'paused') this.toggle();
  }

  /** Train, Pause, Continue or Train again, as the button says. */
  toggle() {
    const lab = this.#lab;
    const latest = this.#next?.run ?? this.#run;
    if (!lab || !latest) {
      // Pressed before the module or the first run is there (the figure is
      // shown before its module has loaded): it trains once its first
      // checkpoint is shown, as train() does, instead of dropping the press.
      this.#trainWhenReady = true;
      return;
    }
    if (this.#phase === 'running') {
      this.pause();
      return;
    }
    const settings = this.#o.settings();
    // A run for the settings of this moment: a control changed just before
    // Train is pressed may not have reached update() yet (its draw waits for a frame).
    if (this.#phase === 'done' || latest.key !== runKey(settings)) this.#newRun(lab, settings);
    if (this.#next) {
      // It trains once its first checkpoint is shown.
      this.#trainWhenReady = true;
      this.#testNextRun();
      return;
    }
    const run = /** @type {Run} */ (this.#run);
    // A test of where a pause stopped that is still under way goes on in the run's own frames.
    this.#stop();
    this.#phase = 'running';
    this.#started = -1;
    this.#startStep = run.state.step;
    this.#still = this.#o.reducedMotion();
    this.#chunkEnd = run.state.step;
    this.#o.notify({ type: 'started' });
    this.#stopAnimation = this.#o.animate(this.#tick);
  }

  /**
   * Pauses a running run, with a checkpoint of where it is: 'paused' once
   * it is tested (settle).
   */
  pause() {
    this.#stop();
    this.#phase = 'paused';
    this.#settle('paused');
  }

  /** A fresh run with no previous one: the plots are cleared. */
  reset() {
    const lab = this.#lab;
    if (!lab) return;
    this.#newRun(lab, this.#o.settings(), true);
  }

  /** The element left the page: a running run pauses. */
  hostDisconnected() {
    if (this.#phase === 'running') this.pause();
  }

  /**
   * One frame of a run: units of work while the frame's time budget lasts
   * (the first unit of a frame always runs). A unit is the test of a
   * checkpoint that is due, or a train call of the steps that fit: those due
   * by now (animated: at most the run's cap per frame and what the page's
   * budget has left) or those to the next checkpoint (still). An animated run
   * tests a checkpoint once a frame's training stops; a still one every
   * chunk. Returns whether to go on.
   * @param {number} now
   */
  #tick = (now) => {
    const run = this.#run;
    if (this.#phase !== 'running' || !run) return false;
    if (this.#started < 0) this.#started = now;
    const total = this.#o.settings().steps;
    const cap = stepsPerFrameCap(total);
    let frameSteps = 0;
    for (;;) {
      const due = this.#still ? this.#chunkEnd : stepDue(total, this.#startStep, now - this.#started);
      const wanted = Math.min(due - run.state.step, cap - frameSteps, this.#budget.stepsLeft(now));
      if (this.#still && run.state.step === this.#chunkEnd && !this.#untested && run.state.step < total) {
        this.#chunkEnd = Math.min(total, run.state.step + cap);
        continue;
      }
      // A still run tests at the end of each chunk; an animated one once its training stops, in this
      // frame or (what it trained last frame) first in this one.
      // A checkpoint begun is tested to its end before any more training.
      const testNow = this.#untested && (this.#testParts.length > 0 || (this.#still ? run.state.step === this.#chunkEnd
        : wanted <= 0 || frameSteps === 0 || !this.#fits(this.#stepMs, now)));
      if (testNow) {
        if (!this.#fits(this.#indexMs, now)) return true;
        let tested = 0;
        if (!this.#timed(now, () => { tested = this.#testPart(run, this.#sliceIndices(this.#budget, now)); },
          (ms) => this.#measuredTest(run, ms, tested))) {
          return false;
        }
        if (!this.#untested && !this.#still && run.state.step < total) this.#o.notify({ type: 'frame' });
        continue;
      }
      if (run.state.step >= total) {
        this.#stopAnimation = null;
        this.#finish();
        return false;
      }
      if (wanted <= 0 || !this.#fits(this.#stepMs, now)) return true;
      const fitting = this.#stepMs > 0 ? Math.floor(this.#budget.timeLeft(now) / this.#stepMs) : 1;
      const steps = this.#budget.take(Math.max(1, Math.min(wanted, fitting)), now);
      if (!this.#timed(now, () => this.#train(steps), (ms) => { this.#stepMs = ms / steps; })) return false;
      frameSteps += steps;
      this.#untested = true;
    }
  };

  /** Whether a unit of work measured at `ms` may start in the frame at `now`. @param {number} ms @param {number} now */
  #fits(ms, now, budget = this.#budget) {
    return budget.fresh(now) || ms <= budget.timeLeft(now);
  }

  /**
   * How many sentence indices the next test slice takes: those whose
   * measured time fits in what the frame has left (a fresh frame: all its
   * budget), FIRST_SLICE_INDICES when no time is known yet.
   * @param {StepBudget} budget @param {number} now
   */
  #sliceIndices(budget, now) {
    if (Number.isNaN(this.#indexMs)) return FIRST_SLICE_INDICES;
    const left = budget.fresh(now) ? FRAME_WORK_MS : budget.timeLeft(now);
    return this.#indexMs > 0 ? Math.max(1, Math.floor(left / this.#indexMs)) : Infinity;
  }

  /** A test slice of `run` took `ms` for `tested` indices. @param {Run} run @param {number} ms @param {number} tested */
  #measuredTest(run, ms, tested) {
    if (tested === 0) return;
    this.#indexMs = ms / tested;
    testMsPerCost.set(/** @type {object} */ (this.#lab), this.#indexMs / indexCost(run.state));
  }

  /**
   * Runs a unit of work, counts its time against the frame's budget and
   * reports it; on a failure of the module (it is being recreated after an
   * out-of-memory or an abort) the run pauses where it was and can
   * continue. Returns whether it ran.
   * @param {number} now @param {() => void} work @param {(ms: number) => void} measured
   */
  #timed(now, work, measured) {
    const start = this.#clock();
    try {
      work();
    } catch (error) {
      // Paused where it was, its checkpoint left to Continue: the module is being recreated.
      this.#stopAnimation = null;
      this.#stop();
      this.#phase = 'paused';
      this.#o.notify({ type: 'paused' });
      this.#o.notify({ type: 'failed', error });
      return false;
    } finally {
      const ms = this.#clock() - start;
      this.#budget.spend(ms, now);
      measured(ms);
    }
    return true;
  }

  /**
   * Makes the next run and tests its first checkpoint as far as one frame's
   * work goes (the rest in the next frames); it is shown once tested.
   * `fresh`: it has no previous run (Reset).
   * @param {OrderLabApi} lab @param {RunSettings} settings @param {boolean} [fresh]
   */
  #newRun(lab, settings, fresh = false) {
    this.#stop();
    const previous = fresh ? null : this.#next ? this.#next.previous
      : this.#run && this.#run.state.step > 0 ? this.#run : this.#previous;
    const { task, position, mask, readout, layers, dModel, seed } = settings;
    const state = lab.create({ task, position, mask, layers, dModel, seed, ...(readout === 'auto' ? {} : { readout }) });
    const run = { state, accuracy: [], trainingAccuracy: [], loss: [], checkpoints: [], key: runKey(settings) };
    this.#next = { run, previous };
    this.#untested = true;
    this.#testParts = [];
    this.#testNext = 0;
    // Its own times: another width or depth trains and tests at another speed (the cost model scales the last test's).
    const rate = testMsPerCost.get(lab);
    this.#indexMs = rate === undefined ? NaN : rate * indexCost(state);
    this.#stepMs = 0;
    this.#phase = 'ready';
    // The slices that fit in this task (a budget of its own: this is no frame's animation).
    this.#testSlices(run, stepBudget(0), 0);
    if (this.#untested) {
      this.#testNextRun();
      return;
    }
    this.#showNext();
    if (this.#trainWhenReady) {
      this.#trainWhenReady = false;
      // After the draw that follows this update, so that the run starts from a drawn figure.
      queueMicrotask(() => this.train());
    }
  }

  /** Tests the rest of the next run's first checkpoint in the next frames (unless that is under way). */
  #testNextRun() {
    if (this.#stopNext || !this.#next) return;
    const next = this.#next;
    this.#stopNext = this.#o.animate((now) => {
      if (this.#next !== next) return false;
      try {
        this.#testSlices(next.run, this.#budget, now);
      } catch (error) {
        // The module is being recreated: the next update or Train goes on from the parts tested.
        this.#stopNext = null;
        this.#o.notify({ type: 'failed', error });
        return false;
      }
      if (this.#untested) return true;
      this.#stopNext = null;
      this.#showNext();
      this.#o.notify({ type: 'shown' });
      if (this.#trainWhenReady) {
        this.#trainWhenReady = false;
        this.train();
      }
      return false;
    });
  }

  /**
   * Tests slices of `run`'s checkpoint under test while they fit in what
   * `budget` has left at `now` (the first of a fresh frame always runs).
   * Throws what the module throws.
   * @param {Run} run @param {StepBudget} budget @param {number} now
   */
  #testSlices(run, budget, now) {
    while (this.#untested && this.#fits(this.#indexMs, now, budget)) {
      let tested = 0;
      const start = this.#clock();
      try {
        tested = this.#testPart(run, this.#sliceIndices(budget, now));
      } finally {
        const ms = this.#clock() - start;
        budget.spend(ms, now);
        this.#measuredTest(run, ms, tested);
      }
    }
  }

  /**
   * Tests what the current run trained since its last checkpoint (if it
   * did), as a new run's first checkpoint is: the slices that fit in one
   * frame's work at once, the rest in the next frames; then tells `type`.
   * On a failure of the module it tells 'failed' instead, the parts tested
   * kept for Continue.
   * @param {'paused' | 'finished'} type
   */
  #settle(type) {
    const run = this.#run;
    const failed = (/** @type {unknown} */ error) => {
      this.#stopSettle = null;
      this.#o.notify({ type: 'failed', error });
      return false;
    };
    if (!run) return;
    try {
      // A budget of its own, as for a new run: this is a click's task, no frame's animation.
      this.#testSlices(run, stepBudget(0), 0);
    } catch (error) {
      failed(error);
      return;
    }
    if (!this.#untested) {
      this.#o.notify({ type });
      return;
    }
    this.#stopSettle = this.#o.animate((now) => {
      try {
        this.#testSlices(run, this.#budget, now);
      } catch (error) {
        return failed(error);
      }
      if (this.#untested) return true;
      this.#stopSettle = null;
      this.#o.notify({ type });
      return false;
    });
  }

  /** The next run, tested, becomes the run shown (a Train pressed meanwhile starts it: the callers). */
  #showNext() {
    const { run, previous } = /** @type {{ run: Run, previous: Run | null }} */ (this.#next);
    this.#next = null;
    this.#run = run;
    this.#previous = previous;
  }

  /**
   * Tests the next `count` sentence indices (at most: the rest) of `run`'s
   * checkpoint under test; once they are all tested, its accuracy and loss,
   * combined exactly from the parts, are kept for the plot. Returns how many
   * indices it tested.
   * @param {Run} run @param {number} count
   */
  #testPart(run, count) {
    const lab = /** @type {OrderLabApi} */ (this.#lab);
    const lengths = [trainingLength(run.state.task, run.state.maxLength)];
    const end = testIndices(lengths);
    const start = this.#testNext;
    const sentences = { start, count: Math.min(count, end - start) };
    this.#testParts.push(lab.test(run.state, { lengths, sentences }));
    this.#testNext += sentences.count;
    if (this.#testNext === end) {
      const tested = lab.combineTests(this.#testParts);
      run.accuracy.push(tested.accuracy[0]);
      run.trainingAccuracy.push(tested.trainingAccuracy[0]);
      run.loss.push(tested.loss[0]);
      run.checkpoints.push(run.state.step);
      this.#testParts = [];
      this.#testNext = 0;
      this.#untested = false;
    }
    return sentences.count;
  }

  /** Trains `steps` more steps of the current run. @param {number} steps */
  #train(steps) {
    const lab = /** @type {OrderLabApi} */ (this.#lab), run = /** @type {Run} */ (this.#run);
    run.state = lab.train(run.state, { steps }).state;
  }

  #finish() {
    this.#stop();
    this.#phase = 'done';
    this.#o.notify({ type: 'finished' });
  }

  #stop() {
    this.#stopAnimation?.();
    this.#stopAnimation = null;
    this.#stopNext?.();
    this.#stopNext = null;
    this.#stopSettle?.();
    this.#stopSettle = null;
    if (this.#phase === 'running') this.#phase = 'paused';
  }
}

/**
 * The test cost of one sentence index of a run's checkpoint, on average (a
 * test of its training length).
 * @param {OrderLabState} state
 */
function indexCost(state) {
  const lengths = [trainingLength(state.task, state.maxLength)];
  return orderLabTestCost(state, lengths) / testIndices(lengths);
}
