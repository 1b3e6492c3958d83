// @ts-check
/**
 * The frames of <posenc-order-lab>'s animated default run, in Chromium (the
 * bench page): every animation-frame callback of the page is timed while the
 * figure trains (its compute plus its drawing), and the run is replayed
 * frame by frame through pe.orderLab (the steps each frame trained, then the
 * test the figure makes) to time its compute alone. The figure's run
 * controller (order-lab-run.js) trains runs of the settings the element
 * accepts, the default and the heaviest, in both flavours, animated and under
 * reduced motion, on the page's frame loop, paused and continued along the
 * way and trained again at the end: every task it runs is timed (its first
 * checkpoint, each animation-frame callback, each press of a button). And
 * "Train 20 seeds" (pe.orderLab.trainSeeds) at each setting: every task
 * between the page's turns is timed.
 * @module
 */
import '../web/src/widgets/define.js';
import { loadPosenc } from '../web/src/widgets/base.js';
import { animate } from '../web/src/widgets/frame-loop.js';
import { OrderLabRun } from '../web/src/widgets/order-lab-run.js';
import { check, progress, spread } from './harness.js';

/**
 * @param {HTMLElement} element @param {string} type @param {(detail: any) => boolean} [until]
 * @returns {Promise<any>}
 */
const eventOf = (element, type, until = () => true) => new Promise((resolve) => {
  const on = (/** @type {Event} */ e) => {
    const { detail } = /** @type {CustomEvent} */ (e);
    if (!until(detail)) return;
    element.removeEventListener(type, on);
    resolve(detail);
  };
  element.addEventListener(type, on);
});

/**
 * Times every animation-frame callback from now until `restore()`: frame
 * timestamp -> the callbacks' total time (ms). Callbacks of one frame get
 * the same timestamp, so their times add up.
 */
function timeFrames() {
  /** @type {Map<number, number>} */
  const frames = new Map();
  const original = window.requestAnimationFrame;
  window.requestAnimationFrame = (callback) => original.call(window, (time) => {
    const start = performance.now();
    callback(time);
    frames.set(time, (frames.get(time) ?? 0) + performance.now() - start);
  });
  return { frames, restore: () => { window.requestAnimationFrame = original; } };
}

/**
 * Trains the figure's default run with animation and returns the callback
 * time of each animation frame (ms) and the step reached after each frame.
 * @param {HTMLElement} lab
 */
async function animatedRun(lab) {
  const { frames, restore } = timeFrames();
  /** @type {number[]} */
  const steps = [];
  const record = (/** @type {Event} */ e) => {
    const { detail } = /** @type {CustomEvent} */ (e);
    if (detail.reason === 'training' && (detail.phase === 'running' || detail.phase === 'done')) steps.push(detail.step);
  };
  lab.addEventListener('posenc-change', record);
  try {
    const done = eventOf(lab, 'posenc-change', (d) => d.reason === 'training' && d.phase === 'done');
    // train(), as Train does: the button stays disabled until the lab's first
    // run is made (after posenc-ready), and a click on it then does nothing.
    /** @type {any} */ (lab).train();
    await done;
  } finally {
    restore();
    lab.removeEventListener('posenc-change', record);
  }
  return { callbackMs: [...frames.values()], steps };
}

/**
 * The compute of each frame of a run that reached `steps` after its frames,
 * replayed: train the frame's steps, then test (agent: all 120 sentences),
 * as the figure does. Fastest of `repeats` replays, frame by frame.
 * @param {import('../web/src/core/api.js').Posenc} pe @param {number[]} steps @param {number} repeats
 */
function replayedCompute(pe, steps, repeats) {
  const best = steps.map(() => Infinity);
  for (let r = 0; r < repeats; r++) {
    let state = pe.orderLab.create();
    pe.orderLab.test(state);
    steps.forEach((step, i) => {
      const start = performance.now();
      if (step > state.step) state = pe.orderLab.train(state, { steps: step - state.step }).state;
      pe.orderLab.test(state);
      best[i] = Math.min(best[i], performance.now() - start);
    });
  }
  return best;
}

/**
 * Times the figure's animated default run in this page.
 * @param {{ quick: boolean }} options
 */
export async function orderLabFrames({ quick }) {
  progress('order lab figure: the animated default run');
  const lab = document.createElement('posenc-order-lab');
  const ready = eventOf(lab, 'posenc-ready');
  document.body.append(lab);
  lab.scrollIntoView();
  await ready;
  const { callbackMs, steps } = await animatedRun(lab);
  lab.remove();
  const compute = replayedCompute(await loadPosenc(), steps, quick ? 1 : 5);
  const total = compute.reduce((a, b) => a + b, 0);
  const frame = spread(compute);
  const callback = spread(callbackMs);
  return [
    check('order-lab-frame-compute-chromium', `order lab figure, longest animation frame's compute (of ${compute.length} frames, ` +
      `${steps.at(-1)} steps; median ${frame.median.toFixed(2)} ms), ms`, frame.max, 'ms', '<=', 4),
    check('order-lab-run-compute-chromium', 'order lab figure, the whole animated default run\'s compute, ms',
      total, 'ms', '<=', 50),
    check('order-lab-frame-callback-chromium', 'order lab figure, longest animation-frame callback (compute and drawing), ms',
      callback.max, 'ms', null, 0, { median: callback.median, frames: callbackMs.length }),
  ];
}

/** Settings of <posenc-order-lab> runs: its default, and the heaviest it accepts. */
export const RUN_SETTINGS = {
  default: { position: 'sinusoidal', mask: 'bidirectional', readout: 'auto', task: 'agent', layers: 1, dModel: 16, seed: 1,
    steps: 200 },
  'd64-l1-filler': { position: 'rope', mask: 'bidirectional', readout: 'auto', task: 'filler', layers: 1, dModel: 64,
    seed: 1, steps: 500 },
  'd64-l2-filler-causal-cls-end': { position: 'sinusoidal', mask: 'causal', readout: 'cls-end', task: 'filler', layers: 2,
    dModel: 64, seed: 1, steps: 500 },
};

/** A run's animation frames between two presses of Pause (the rest of each pause's test, then Continue). */
const PAUSE_EVERY = 15;

/**
 * The tasks (ms) of one run of the figure's controller: the first
 * checkpoint, then every animation-frame callback until the run ends, with
 * a press of Pause every PAUSE_EVERY frames (each pause tests where it
 * stopped, then Continue is pressed), and at the end Train again, until the
 * new run has started and is paused (or has ended). Each press is a task of its own, as a
 * click is.
 * @param {import('../web/src/core/api.js').Posenc['orderLab']} lab
 * @param {import('../web/src/widgets/order-lab-run.js').RunSettings} settings @param {boolean} reduced
 */
async function runTasks(lab, settings, reduced) {
  /** @type {number[]} */
  const tasks = [];
  const time = (/** @type {() => void} */ work) => {
    const start = performance.now();
    work();
    tasks.push(performance.now() - start);
  };
  /** A press of a button, in a task of its own. @param {() => void} work */
  const press = (work) => { setTimeout(() => time(work), 0); };
  let frames = 0, pauses = 0;
  const timed = (/** @type {(now: number) => boolean} */ animation) => animate((now) => {
    let more = false;
    time(() => { more = animation(now); });
    if (run.phase === 'running' && ++frames % PAUSE_EVERY === 0) press(() => { if (run.phase === 'running') run.pause(); });
    return more;
  });
  /** @type {(event: unknown) => void} */
  let end = () => {};
  const ended = new Promise((resolve) => { end = resolve; });
  let again = false;
  const run = new OrderLabRun({ animate: timed, reducedMotion: () => reduced, settings: () => settings,
    notify: (event) => {
      if (event.type === 'failed') end(event);
      else if (event.type === 'finished') {
        // The run trained again ended before the press of Pause came (on a
        // loaded machine Chromium may run several frames before a timer
        // task): its tasks are timed, and pressing Train again once more
        // could repeat this without end.
        if (again) end(event);
        else {
          // Train again: a new run, made and tested in slices, that trains once shown.
          again = true;
          press(() => run.toggle());
        }
      } else if (event.type === 'started' && again) press(() => run.pause());
      else if (event.type === 'paused') {
        pauses++;
        if (again) end(event);
        else press(() => run.toggle());
      }
    } });
  time(() => run.update(lab, settings));
  run.train();
  const event = /** @type {{ type: string, error?: unknown }} */ (await ended);
  if (event.type === 'failed') throw event.error;
  return { tasks, pauses };
}

/**
 * The longest task of the figure's runs per setting, flavour and motion
 * setting: none may block the page for more than 50 ms.
 * @param {{ simd: import('../web/src/core/api.js').Posenc, base: import('../web/src/core/api.js').Posenc }} pe
 * @param {{ quick: boolean }} options
 */
export async function orderLabRunTasks(pe, { quick }) {
  const checks = [];
  const names = quick ? ['default'] : Object.keys(RUN_SETTINGS);
  for (const name of names) {
    for (const flavor of /** @type {const} */ (['simd', 'base'])) {
      for (const reduced of [false, true]) checks.push(await orderLabRunTask(pe[flavor].orderLab, name, flavor, reduced));
      checks.push(await orderLabSeedsTask(pe[flavor].orderLab, name, flavor));
    }
  }
  return checks;
}

/**
 * The longest task of one run of the figure's controller.
 * @param {import('../web/src/core/api.js').Posenc['orderLab']} lab @param {string} name  of RUN_SETTINGS
 * @param {'simd' | 'base'} flavor @param {boolean} reduced
 */
export async function orderLabRunTask(lab, name, flavor, reduced) {
  const settings = /** @type {any} */ (RUN_SETTINGS)[name];
  const motion = reduced ? 'reduced-motion' : 'animated';
  progress(`order lab run ${name}, ${flavor}, ${motion}`);
  const { tasks, pauses } = await runTasks(lab, settings, reduced);
  const { median, max } = spread(tasks);
  return check(`order-lab-longest-task-${name}-${flavor}-${motion}-chromium`,
    `order lab run ${name} (${settings.steps} steps, ${pauses} pauses, trained again), ${flavor}, ${motion}: ` +
    `longest task of ${tasks.length} (median ${median.toFixed(1)} ms), ms`, max, 'ms', '<=', 50,
    { setting: name, flavor, motion, tasks: tasks.length, median, first: tasks[0], pauses });
}

/**
 * The tasks (ms) of "Train 20 seeds" at a setting of RUN_SETTINGS, fewer
 * seeds and steps (its slices are the same): each stretch of its work
 * between two turns of the page (it yields with setTimeout).
 * @param {import('../web/src/core/api.js').Posenc['orderLab']} lab @param {string} name  of RUN_SETTINGS
 * @param {'simd' | 'base'} flavor
 */
export async function orderLabSeedsTask(lab, name, flavor) {
  const { task, position, mask, readout, layers, dModel } = /** @type {any} */ (RUN_SETTINGS)[name];
  progress(`order lab trainSeeds ${name}, ${flavor}`);
  /** @type {number[]} */
  const tasks = [];
  let since = performance.now();
  const original = window.setTimeout;
  // Each yield ends a task; the callback that resumes it starts the next.
  window.setTimeout = /** @type {any} */ ((/** @type {() => void} */ callback, /** @type {number} */ delay) => {
    tasks.push(performance.now() - since);
    return original.call(window, () => { since = performance.now(); callback(); }, delay);
  });
  try {
    await lab.trainSeeds({ task, position, mask, layers, dModel, ...(readout === 'auto' ? {} : { readout }) },
      { seeds: 3, steps: 20 });
  } finally {
    window.setTimeout = original;
  }
  tasks.push(performance.now() - since);
  const { median, max } = spread(tasks);
  return check(`order-lab-seeds-longest-task-${name}-${flavor}-chromium`,
    `order lab trainSeeds ${name} (3 seeds, 20 steps), ${flavor}: longest task of ${tasks.length} ` +
    `(median ${median.toFixed(1)} ms), ms`, max, 'ms', '<=', 50,
    { setting: name, flavor, tasks: tasks.length, median, first: tasks[0] });
}

/**
 * The frames of the element itself (its controller, its drawing and the
 * page's other work in each animation frame) from its creation at
 * `attributes` to the end of a run started by train() (which waits for the
 * first checkpoint): the longest animation-frame callback and its median.
 * The page's flavour and motion setting are the page's own.
 * @param {Record<string, string>} attributes
 */
export async function elementFrames(attributes) {
  const { frames, restore } = timeFrames();
  const lab = document.createElement('posenc-order-lab');
  for (const [name, value] of Object.entries(attributes)) lab.setAttribute(name, value);
  try {
    const done = eventOf(lab, 'posenc-change', (d) => d.reason === 'training' && d.phase === 'done');
    document.body.append(lab);
    lab.scrollIntoView();
    // The element's code loads when it is first used.
    await customElements.whenDefined('posenc-order-lab');
    /** @type {any} */ (lab).train();
    await done;
  } finally {
    restore();
    lab.remove();
  }
  return { ...spread([...frames.values()]), count: frames.size };
}
