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
 * @module
 */
import { stepDue, stepsPerFrameCap, trainingLength, settingsText } from './order-lab-view.js';
import { LIMITS } from '../core/boundary.js';
import { testIndices } from '../core/order-lab-cost.js';

/** @typedef {import('../core/order-lab-api.js').OrderLabState} OrderLabState */
/** @typedef {import('../core/api.js').Posenc['orderLab']} OrderLabApi */

/**
 * Most training steps all the order labs of a page take in one frame
 * together: the most one lab's run takes in a frame (its cap at the longest
 * run, orderLabMaxSteps steps).
 */
export const PAGE_STEPS_PER_FRAME = stepsPerFrameCap(LIMITS.orderLabMaxSteps);

/**
 * Milliseconds of work all the order labs of a page start in one frame
 * together: well within a 60 Hz frame (16.7 ms), with room for the drawing.
 * A unit of work (a train call, a test) starts only when its last measured
 * time fits in what is left, or when it is the frame's first.
 */
export const FRAME_WORK_MS = 10;

/**
 * A budget per frame of steps and of milliseconds of work, shared by
 * whoever takes from it.
 * @param {number} perFrame  steps @param {number} [workMs]  milliseconds
 */
export function stepBudget(perFrame, workMs = FRAME_WORK_MS) {
  let frame = NaN, left = perFrame, spent = 0;
  /** Starts the budget of frame `now` (the frame's timestamp, the same for every callback of one frame). @param {number} now */
  const at = (now) => {
    if (now === frame) return;
    frame = now;
    left = perFrame;
    spent = 0;
  };
  return {
    /**
     * Takes up to `wanted` steps of the frame at time `now`; returns how many.
     * @param {number} wanted @param {number} now
     */
    take(wanted, now) {
      at(now);
      const granted = Math.max(0, Math.min(wanted, left));
      left -= granted;
      return granted;
    },
    /** Steps the frame at `now` has left. @param {number} now */
    stepsLeft(now) {
      at(now);
      return left;
    },
    /** Milliseconds of work the frame at `now` has left (negative once overspent). @param {number} now */
    timeLeft(now) {
      at(now);
      return workMs - spent;
    },
    /** Whether no work has been done yet in the frame at `now`. @param {number} now */
    fresh(now) {
      at(now);
      return spent === 0;
    },
    /** Counts `ms` of work done in the frame at `now`. @param {number} ms @param {number} now */
    spend(ms, now) {
      at(now);
      spent += ms;
    },
  };
}

/** @typedef {ReturnType<typeof stepBudget>} StepBudget */

/** The budget shared by every order lab of the page. */
export const PAGE_STEP_BUDGET = stepBudget(PAGE_STEPS_PER_FRAME);

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
 * @property {string} label  its settings in words
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
 * 'started' (a run starts or continues), 'frame' (a frame of training),
 * 'paused', 'finished' (the last step), 'failed' (the module failed: the run
 * paused where it was; `error` says why).
 * @typedef {{ type: 'started' | 'frame' | 'paused' | 'finished' } | { type: 'failed', error: unknown }} RunEvent
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
  /** The last measured time of one step and of one sentence index of a test (ms; 0: not measured yet). */
  #stepMs = 0;
  #indexMs = 0;
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

  /** The current run (null before the module is known). */
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
    if (this.#run?.key !== runKey(settings)) this.#newRun(lab, settings);
    else if (this.#phase === 'done' && this.#run.state.step < settings.steps) this.#phase = 'paused';
    else if (this.#run.state.step >= settings.steps && this.#phase !== 'ready') {
      this.#stop();
      this.#phase = 'done';
    }
    if (this.#trainWhenReady) {
      this.#trainWhenReady = false;
      // After the draw that follows this update, so that the run starts from a drawn figure.
      queueMicrotask(() => this.train());
    }
  }

  /**
   * Starts training, as Train does, or continues a paused run, as Continue
   * does; does nothing while a run trains or once it is done. Before the
   * first run exists, the first one starts as soon as it does.
   */
  train() {
    if (!this.#run) {
      this.#trainWhenReady = true;
      return;
    }
    if (this.#phase === 'ready' || this.#phase === 'paused') this.toggle();
  }

  /** Train, Pause, Continue or Train again, as the button says. */
  toggle() {
    const lab = this.#lab;
    if (!lab || !this.#run) return;
    if (this.#phase === 'running') {
      this.pause();
      return;
    }
    const settings = this.#o.settings();
    // A run for the settings of this moment: a control changed just before
    // Train is pressed may not have reached update() yet (its draw waits for a frame).
    if (this.#phase === 'done' || this.#run.key !== runKey(settings)) this.#newRun(lab, settings);
    const run = /** @type {Run} */ (this.#run);
    this.#phase = 'running';
    this.#started = -1;
    this.#startStep = run.state.step;
    this.#still = this.#o.reducedMotion();
    this.#chunkEnd = run.state.step;
    this.#o.notify({ type: 'started' });
    this.#stopAnimation = this.#o.animate(this.#tick);
  }

  /** Pauses a running run (and says so), with a checkpoint of where it is: the rest of its test in one call. */
  pause() {
    this.#stop();
    if (this.#untested) {
      try {
        this.#testPart(Infinity);
      } catch {
        // The module is being recreated: the next frame of the run tests it.
      }
    }
    this.#phase = 'paused';
    this.#o.notify({ type: 'paused' });
  }

  /** A fresh run with no previous one: the plots are cleared. */
  reset() {
    const lab = this.#lab;
    if (!lab) return;
    this.#run = null;
    this.#previous = null;
    this.#newRun(lab, this.#o.settings());
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
        // The sentence indices whose measured time fits in what the frame has left (a fresh frame: all its budget).
        const left = this.#budget.fresh(now) ? FRAME_WORK_MS : this.#budget.timeLeft(now);
        const count = this.#indexMs > 0 ? Math.max(1, Math.floor(left / this.#indexMs)) : Infinity;
        let tested = 0;
        if (!this.#timed(now, () => { tested = this.#testPart(count); }, (ms) => {
          if (tested > 0) this.#indexMs = ms / tested;
        })) {
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
  #fits(ms, now) {
    return this.#budget.fresh(now) || ms <= this.#budget.timeLeft(now);
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
      this.#stopAnimation = null;
      this.pause();
      this.#o.notify({ type: 'failed', error });
      return false;
    } finally {
      const ms = this.#clock() - start;
      this.#budget.spend(ms, now);
      measured(ms);
    }
    return true;
  }

  /** @param {OrderLabApi} lab @param {RunSettings} settings */
  #newRun(lab, settings) {
    this.#stop();
    if (this.#run && this.#run.state.step > 0) this.#previous = this.#run;
    const { task, position, mask, readout, layers, dModel, seed } = settings;
    const state = lab.create({ task, position, mask, layers, dModel, seed, ...(readout === 'auto' ? {} : { readout }) });
    this.#run = { state, accuracy: [], trainingAccuracy: [], loss: [], checkpoints: [], key: runKey(settings),
      label: settingsText(state) };
    this.#untested = true;
    this.#testParts = [];
    this.#testNext = 0;
    // Its own times: another width or depth trains and tests at another speed.
    const start = this.#clock();
    const tested = this.#testPart(Infinity);
    this.#indexMs = (this.#clock() - start) / tested;
    this.#stepMs = 0;
    this.#phase = 'ready';
  }

  /**
   * Tests the next `count` sentence indices (at most: the rest) of the
   * current checkpoint; once they are all tested, its accuracy and loss,
   * combined exactly from the parts, are kept for the plot. Returns how many
   * indices it tested.
   * @param {number} count
   */
  #testPart(count) {
    const lab = /** @type {OrderLabApi} */ (this.#lab), run = /** @type {Run} */ (this.#run);
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
    if (this.#phase === 'running') this.#phase = 'paused';
  }
}
