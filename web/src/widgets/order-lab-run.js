// @ts-check
/**
 * The run controller of <posenc-order-lab>: the training phases (ready,
 * running, paused, done), the runs (the current one and the previous one,
 * drawn dashed) with their test accuracy and loss at each checkpoint, and
 * the step scheduling of an animated run. No DOM: the scheduler, the step
 * budget and the motion preference are injected, so node tests drive a run
 * frame by frame (tests/js/order-lab-run.test.js).
 *
 * One budget of training steps per frame is shared by every order lab of the
 * page (PAGE_STEPS_PER_FRAME): ten labs training at once do no more work in a
 * frame than one lab may.
 * @module
 */
import { stepDue, stepsPerFrameCap, trainingLength, settingsText } from './order-lab-view.js';
import { LIMITS } from '../core/boundary.js';

/** @typedef {import('../core/order-lab-api.js').OrderLabState} OrderLabState */
/** @typedef {import('../core/api.js').Posenc['orderLab']} OrderLabApi */

/**
 * Most training steps all the order labs of a page take in one frame
 * together: the most one lab's run takes in a frame (its cap at the longest
 * run, orderLabMaxSteps steps).
 */
export const PAGE_STEPS_PER_FRAME = stepsPerFrameCap(LIMITS.orderLabMaxSteps);

/**
 * A budget of steps per frame, shared by whoever takes from it.
 * @param {number} perFrame
 */
export function stepBudget(perFrame) {
  let frame = NaN, left = perFrame;
  return {
    /**
     * Takes up to `wanted` steps of the frame at time `now` (the frame's
     * timestamp, the same for every callback of one frame); returns how many.
     * @param {number} wanted @param {number} now
     */
    take(wanted, now) {
      if (now !== frame) {
        frame = now;
        left = perFrame;
      }
      const granted = Math.max(0, Math.min(wanted, left));
      left -= granted;
      return granted;
    },
  };
}

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
 * @property {{ take(wanted: number, now: number): number }} [budget]  steps per frame
 *   (default: the page's shared budget)
 * @property {() => boolean} reducedMotion  train a whole run at once
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
  /** train() was called before there was a run: it starts with the first one. */
  #trainWhenReady = false;
  #o;
  #budget;

  /** @param {RunOptions} options */
  constructor(options) {
    this.#o = options;
    this.#budget = options.budget ?? PAGE_STEP_BUDGET;
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
    const total = settings.steps;
    const run = /** @type {Run} */ (this.#run);
    this.#phase = 'running';
    this.#started = -1;
    this.#startStep = run.state.step;
    this.#o.notify({ type: 'started' });
    if (this.#o.reducedMotion()) {
      // No animation: the whole run at once, in the chunks an animated run
      // would use (so the accuracy plot has the same points), in one frame.
      const cap = stepsPerFrameCap(total);
      while (run.state.step < total) {
        if (!this.#tryAdvance(Math.min(cap, total - run.state.step))) return;
      }
      this.#finish();
      return;
    }
    this.#stopAnimation = this.#o.animate(this.#tick);
  }

  /** Pauses a running run (and says so). */
  pause() {
    this.#stop();
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
   * One frame of a run: the steps due by now (at most the run's cap per
   * frame, and what the page's budget has left), then a checkpoint.
   * Returns whether to go on.
   * @param {number} now
   */
  #tick = (now) => {
    const run = this.#run;
    if (this.#phase !== 'running' || !run) return false;
    if (this.#started < 0) this.#started = now;
    const total = this.#o.settings().steps;
    const due = stepDue(total, this.#startStep, now - this.#started);
    const steps = this.#budget.take(Math.min(due - run.state.step, stepsPerFrameCap(total)), now);
    if (steps > 0 && !this.#tryAdvance(steps)) return false;
    if (run.state.step >= total) {
      this.#stopAnimation = null;
      this.#finish();
      return false;
    }
    if (steps > 0) this.#o.notify({ type: 'frame' });
    return true;
  };

  /** @param {OrderLabApi} lab @param {RunSettings} settings */
  #newRun(lab, settings) {
    this.#stop();
    if (this.#run && this.#run.state.step > 0) this.#previous = this.#run;
    const { task, position, mask, readout, layers, dModel, seed } = settings;
    const state = lab.create({ task, position, mask, layers, dModel, seed, ...(readout === 'auto' ? {} : { readout }) });
    this.#run = { state, accuracy: [], trainingAccuracy: [], loss: [], checkpoints: [], key: runKey(settings),
      label: settingsText(state) };
    this.#checkpoint(lab, this.#run);
    this.#phase = 'ready';
  }

  /** Test accuracy and loss of the current state, kept for the plot. @param {OrderLabApi} lab @param {Run} run */
  #checkpoint(lab, run) {
    const tested = lab.test(run.state, { lengths: [trainingLength(run.state.task, run.state.maxLength)] });
    run.accuracy.push(tested.accuracy[0]);
    run.trainingAccuracy.push(tested.trainingAccuracy[0]);
    run.loss.push(tested.loss[0]);
    run.checkpoints.push(run.state.step);
  }

  /**
   * Trains `steps` more steps and tests the result; on a failure of the
   * module (it is being recreated after an out-of-memory or an abort) the
   * run pauses where it was and can continue. Returns whether it trained.
   * @param {number} steps
   */
  #tryAdvance(steps) {
    const lab = this.#lab, run = this.#run;
    if (!lab || !run) return false;
    try {
      run.state = lab.train(run.state, { steps }).state;
      this.#checkpoint(lab, run);
      return true;
    } catch (error) {
      this.pause();
      this.#o.notify({ type: 'failed', error });
      return false;
    }
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
