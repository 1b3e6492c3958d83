// The run controller of <posenc-order-lab> (web/src/widgets/order-lab-run.js),
// driven frame by frame in node with the real module: an injected scheduler
// stands for the page's animation loop, and one step budget is shared by
// several runs as by the labs of one page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index-node.js';
import { OrderLabRun } from '../../web/src/widgets/order-lab-run.js';
import { FRAME_WORK_MS, PAGE_STEPS_PER_FRAME, stepBudget, stepsPerFrameCap } from '../../web/src/widgets/step-budget.js';
import { TRAINING_MS } from '../../web/src/widgets/order-lab-view.js';
import { LIMITS } from '../../web/src/core/boundary.js';
import { testIndices } from '../../web/src/core/order-lab-cost.js';
import { manualScheduler } from './manual-frames.js';

const pe = await init({ orderLab: true });
const SETTINGS = { position: 'sinusoidal', mask: 'bidirectional', task: 'agent', dModel: 16, seed: 1, steps: 200 };


/**
 * A run with its events recorded. Its clock stands still unless a test gives
 * one (fakeTime): every unit of work then fits in a frame, as on a fast machine.
 */
function makeRun({ scheduler, budget = stepBudget(PAGE_STEPS_PER_FRAME), settings = SETTINGS, reduced = false,
  lab = pe.orderLab, clock = () => 0 }) {
  const events = [];
  const run = new OrderLabRun({
    animate: scheduler.animate, budget, reducedMotion: () => reduced, settings: () => settings, clock,
    notify: (event) => events.push(event.type),
  });
  run.update(lab, settings);
  return { run, events };
}

/** Frames 1/60 s apart until no animation is left (or `most` frames); returns how many. */
function runFrames(scheduler, most = 10000) {
  let frames = 0;
  for (let now = 1000; scheduler.active && frames < most; now += 1000 / 60) {
    scheduler.frame(now);
    frames++;
  }
  return frames;
}

/**
 * The order lab with a clock of its own: a train call takes stepMs per
 * step, a whole test testMs (a part of its sentences its share of that), as
 * a slow machine would; each frame's work is recorded as its units' times.
 */
function fakeTime({ stepMs, testMs }) {
  let time = 0;
  /** The units of each frame (the first: those before the first frame, the first checkpoint's test). @type {number[][]} */
  const frames = [[]];
  const unit = (ms) => {
    time += ms;
    frames.at(-1).push(ms);
  };
  const lab = {
    ...pe.orderLab,
    train: (state, o) => { unit(o.steps * stepMs); return pe.orderLab.train(state, o); },
    test: (state, o) => {
      const indices = testIndices(o.lengths);
      unit((testMs * (o.sentences?.count ?? indices)) / indices);
      return pe.orderLab.test(state, o);
    },
  };
  return { lab, clock: () => time, frames, startFrame: () => frames.push([]) };
}

/** A scheduler whose every frame starts a new record of fakeTime. */
function recordingScheduler(time) {
  const scheduler = manualScheduler();
  const frame = scheduler.frame;
  scheduler.frame = (now) => {
    time.startFrame();
    frame(now);
  };
  return scheduler;
}

test('a run trains frame by frame on time: the steps due by each frame, then it is done', () => {
  const scheduler = manualScheduler();
  const { run, events } = makeRun({ scheduler });
  assert.equal(run.phase, 'ready');
  assert.equal(run.run.state.step, 0);
  assert.deepEqual(run.run.checkpoints, [0]);
  run.train();
  assert.equal(run.phase, 'running');
  assert.deepEqual(events, ['started']);
  // 60 frames per second: the run takes TRAINING_MS, about 90 frames.
  let frames = 0;
  for (let now = 1000; scheduler.active; now += 1000 / 60) {
    scheduler.frame(now);
    frames++;
    assert.ok(run.run.state.step <= SETTINGS.steps);
  }
  assert.equal(run.phase, 'done');
  assert.equal(run.run.state.step, 200);
  assert.ok(Math.abs(frames - (TRAINING_MS / 1000) * 60) <= 2, `${frames} frames`);
  assert.equal(events.at(-1), 'finished');
  assert.equal(events.filter((e) => e === 'frame').length, run.run.checkpoints.length - 2,
    "a 'frame' event for each checkpoint but the first and the last");
  assert.equal(run.run.accuracy.at(-1), 1, 'the default run learns who does it');
  // The steps of a frame never pass the run's own cap.
  const gaps = run.run.checkpoints.slice(1).map((s, i) => s - run.run.checkpoints[i]);
  assert.ok(Math.max(...gaps) <= stepsPerFrameCap(200));
});

test('pause and continue: no step while paused, and the run goes on where it was', () => {
  const scheduler = manualScheduler();
  const { run, events } = makeRun({ scheduler });
  run.train();
  for (let i = 0; i < 10; i++) scheduler.frame(i * 16);
  const at = run.run.state.step;
  assert.ok(at > 0 && at < 200);
  run.toggle();
  assert.equal(run.phase, 'paused');
  assert.equal(events.at(-1), 'paused');
  assert.equal(scheduler.active, 0, 'a paused run asks for no frame');
  run.train();
  assert.equal(run.phase, 'running');
  // The first frame of a stretch starts its clock; the next one trains.
  scheduler.frame(5000);
  assert.equal(run.run.state.step, at);
  scheduler.frame(5100);
  assert.ok(run.run.state.step > at);
});

test('new settings make a new run, and the one that trained stays as the previous run; reset clears both', () => {
  const scheduler = manualScheduler();
  const { run } = makeRun({ scheduler, reduced: true });
  run.train();
  runFrames(scheduler);
  assert.equal(run.phase, 'done', 'reduced motion: the whole run');
  const first = run.run;
  run.update(pe.orderLab, { ...SETTINGS, position: 'none' });
  assert.equal(run.previous, first);
  assert.equal(run.run.state.position, 'none');
  assert.equal(run.phase, 'ready');
  run.update(pe.orderLab, { ...SETTINGS, position: 'none', steps: 300 });
  assert.equal(run.previous, first, 'steps alone makes no new run');
  run.reset();
  assert.equal(run.previous, null);
  assert.equal(run.run.state.step, 0);
});

test('Train pressed before a changed setting reached update() trains a run of the new setting', () => {
  const scheduler = manualScheduler();
  let settings = SETTINGS;
  const run = new OrderLabRun({ animate: scheduler.animate, reducedMotion: () => true, settings: () => settings,
    clock: () => 0, notify: () => {} });
  run.update(pe.orderLab, settings);
  // The control changed; its draw (and so update()) waits for a frame.
  settings = { ...SETTINGS, position: 'none' };
  run.toggle();
  runFrames(scheduler);
  assert.equal(run.phase, 'done');
  assert.equal(run.run.state.position, 'none');
  assert.equal(run.run.state.step, 200);
  // The update that follows keeps the trained run.
  const trained = run.run;
  run.update(pe.orderLab, settings);
  assert.equal(run.run, trained);
  assert.equal(run.phase, 'done');
});

test('train() before the first run starts the first run once it exists', async () => {
  const scheduler = manualScheduler();
  const events = [];
  const run = new OrderLabRun({ animate: scheduler.animate, reducedMotion: () => false, settings: () => SETTINGS,
    clock: () => 0, notify: (event) => events.push(event.type) });
  run.train();
  assert.equal(run.run, null);
  run.update(pe.orderLab, SETTINGS);
  assert.equal(run.phase, 'ready', 'not inside update: after the draw that follows it');
  await Promise.resolve();
  assert.equal(run.phase, 'running');
});

test('ten labs training on one page share one budget: no frame trains more than PAGE_STEPS_PER_FRAME steps', () => {
  assert.equal(PAGE_STEPS_PER_FRAME, stepsPerFrameCap(LIMITS.orderLabMaxSteps));
  const scheduler = manualScheduler();
  const budget = stepBudget(PAGE_STEPS_PER_FRAME);
  const settings = { ...SETTINGS, steps: 500 };
  const labs = Array.from({ length: 10 }, () => makeRun({ scheduler, budget, settings }).run);
  for (const lab of labs) lab.train();
  const total = () => labs.reduce((sum, lab) => sum + lab.run.state.step, 0);
  let most = 0, frames = 0;
  for (let now = 0; scheduler.active && frames < 2000; now += 1000 / 60, frames++) {
    const before = total();
    scheduler.frame(now);
    most = Math.max(most, total() - before);
  }
  assert.ok(most <= PAGE_STEPS_PER_FRAME, `${most} steps in one frame`);
  assert.equal(most, PAGE_STEPS_PER_FRAME, 'the budget is used');
  assert.ok(labs.every((lab) => lab.phase === 'done' && lab.run.state.step === 500), 'every lab finishes');
  // Each lab alone would take its cap per frame: together they take no more than one lab would.
  assert.ok(frames >= (10 * 500) / PAGE_STEPS_PER_FRAME);
});

test('under reduced motion a run trains in slices of a frame\'s budget, draws nothing until its end, and ends as one call would', () => {
  // The slowest the element allows on a slow machine: 8 ms a step, 55 ms a test (dModel 64, two layers, base).
  const time = fakeTime({ stepMs: 8, testMs: 55 });
  const scheduler = recordingScheduler(time);
  const settings = { ...SETTINGS, steps: 500 };
  const { run, events } = makeRun({ scheduler, settings, reduced: true, lab: time.lab, clock: time.clock });
  run.train();
  assert.equal(run.run, null, 'nothing in the call that starts it, and no run shown before its first checkpoint is whole');
  const frames = runFrames(scheduler);
  assert.deepEqual(events, ['shown', 'started', 'finished'], 'nothing to draw until the end but the untrained run');
  assert.equal(run.run.state.step, 500);
  for (const units of time.frames) {
    const work = units.reduce((a, b) => a + b, 0);
    assert.ok(units.length <= 1 || work <= FRAME_WORK_MS, `a frame of ${units.join(' + ')} ms`);
  }
  // No unit is longer than the budget, the first checkpoint's included.
  for (const units of time.frames) assert.ok(Math.max(...units) <= FRAME_WORK_MS, `a unit of ${Math.max(...units)} ms`);
  assert.ok(frames >= 500 / Math.floor(FRAME_WORK_MS / 8), `${frames} frames`);
  // The checkpoints of the chunks an animated run uses at most, and the bits of one call.
  const cap = stepsPerFrameCap(500);
  assert.deepEqual(run.run.checkpoints, Array.from({ length: Math.ceil(500 / cap) + 1 }, (_, i) => Math.min(500, i * cap)));
  const { steps: _, ...options } = SETTINGS;
  const once = pe.orderLab.train(pe.orderLab.create(options), { steps: 500 }).state;
  assert.deepEqual(Array.from(run.run.state.values), Array.from(once.values));
});

test('an animated run on a slow machine: no frame does more than its budget but for one unit, and a test waits for a frame of its own', () => {
  for (const [stepMs, testMs] of [[8, 55], [0.5, 16], [3, 4]]) {
    const time = fakeTime({ stepMs, testMs });
    const scheduler = recordingScheduler(time);
    const settings = { ...SETTINGS, steps: 500 };
    const { run, events } = makeRun({ scheduler, settings, lab: time.lab, clock: time.clock });
    run.train();
    runFrames(scheduler);
    assert.equal(run.phase, 'done');
    assert.equal(run.run.state.step, 500);
    for (const units of time.frames) {
      const work = units.reduce((a, b) => a + b, 0);
      assert.ok(units.length <= 1 || work <= FRAME_WORK_MS, `${stepMs}/${testMs}: a frame of ${units.join(' + ')} ms`);
    }
    // Every checkpoint is drawn as it comes, and the run ends at its last step, tested.
    assert.equal(events.filter((e) => e === 'frame').length, run.run.checkpoints.length - 2);
    assert.equal(run.run.checkpoints.at(-1), 500);
  }
});

test('at the heaviest setting a checkpoint is tested in parts, no call estimated over the frame budget, and its values are one whole test\'s', () => {
  // <posenc-order-lab d-model="64" layers="2" task="filler" mask="causal" readout="cls-end">: 55 ms a test in base.
  const heaviest = { ...SETTINGS, task: 'filler', mask: 'causal', readout: 'cls-end', layers: 2, dModel: 64, steps: 30 };
  for (const reduced of [false, true]) {
    const time = fakeTime({ stepMs: 8, testMs: 55 });
    const scheduler = recordingScheduler(time);
    const { run } = makeRun({ scheduler, settings: heaviest, reduced, lab: time.lab, clock: time.clock });
    run.train();
    runFrames(scheduler);
    assert.equal(run.phase, 'done');
    const units = time.frames.slice(1).flat();
    assert.ok(units.length > 0);
    for (const ms of units) assert.ok(ms <= FRAME_WORK_MS, `reduced ${reduced}: a unit of ${ms} ms`);
    // The last checkpoint, combined from its parts, is one whole test of the final state, bit for bit.
    const whole = pe.orderLab.test(run.run.state, { lengths: [pe.orderLab.defaults.maxLength] });
    assert.equal(run.run.checkpoints.at(-1), 30);
    assert.equal(run.run.accuracy.at(-1), whole.accuracy[0]);
    assert.equal(run.run.trainingAccuracy.at(-1), whole.trainingAccuracy[0]);
    assert.equal(run.run.loss.at(-1), whole.loss[0]);
  }
});

test('at the heaviest setting a new run\'s first checkpoint is tested in slices over several frames and shown whole', () => {
  // <posenc-order-lab d-model="64" layers="2" task="filler" mask="causal" readout="cls-end">: 55 ms a test in base.
  const heaviest = { ...SETTINGS, task: 'filler', mask: 'causal', readout: 'cls-end', layers: 2, dModel: 64, steps: 30 };
  const time = fakeTime({ stepMs: 8, testMs: 55 });
  const scheduler = recordingScheduler(time);
  const { run, events } = makeRun({ scheduler, settings: heaviest, lab: time.lab, clock: time.clock });
  // The call that makes the run (the element's update, in its draw) tests what fits in one frame's work.
  const first = time.frames[0];
  assert.ok(first.length > 1, `the first task: ${first.join(' + ')} ms`);
  assert.ok(first.reduce((a, b) => a + b, 0) <= FRAME_WORK_MS, `the first task: ${first.join(' + ')} ms`);
  assert.equal(run.run, null, 'no run is shown before its first checkpoint is whole');
  assert.equal(run.phase, 'ready');
  run.train();
  let frames = 0;
  for (let now = 1000; !events.includes('shown'); now += 1000 / 60) {
    scheduler.frame(now);
    frames++;
    if (!events.includes('shown')) assert.equal(run.run, null, 'never a half-tested checkpoint');
  }
  assert.ok(frames >= 3, `${frames} frames`);
  assert.deepEqual(run.run.checkpoints, [0]);
  const whole = pe.orderLab.test(pe.orderLab.create({ task: 'filler', position: 'sinusoidal', mask: 'causal',
    readout: 'cls-end', layers: 2, dModel: 64, seed: 1 }), { lengths: [pe.orderLab.defaults.maxLength] });
  assert.deepEqual([run.run.accuracy[0], run.run.trainingAccuracy[0], run.run.loss[0]],
    [whole.accuracy[0], whole.trainingAccuracy[0], whole.loss[0]], 'its slices combine to one whole test, bit for bit');
  // Train pressed while it was tested trains it from where it is shown.
  assert.equal(run.phase, 'running');
  runFrames(scheduler);
  assert.equal(run.phase, 'done');
  for (const units of time.frames) for (const ms of units) assert.ok(ms <= FRAME_WORK_MS, `a unit of ${ms} ms`);
  // A new setting: the trained run stays shown until the new run's first checkpoint is whole, then is the previous one.
  const trained = run.run;
  time.startFrame();
  const made = time.frames.at(-1);
  run.update(time.lab, { ...heaviest, seed: 2 });
  assert.equal(run.run, trained);
  runFrames(scheduler);
  assert.equal(run.run.state.seed, 2);
  assert.equal(run.previous, trained);
  assert.deepEqual(events.filter((e) => e === 'shown'), ['shown', 'shown']);
  // Its first slice was sized by the last run's measured time: it filled most of the frame's work.
  assert.ok(made[0] > FRAME_WORK_MS / 2 && made[0] <= FRAME_WORK_MS, `${made.join(' + ')} ms`);
});

test('a new run whose first checkpoint fits in one frame\'s work is shown at once', () => {
  const time = fakeTime({ stepMs: 0.1, testMs: 4 });
  const { run, events } = makeRun({ scheduler: manualScheduler(), lab: time.lab, clock: time.clock });
  assert.deepEqual(run.run.checkpoints, [0]);
  assert.deepEqual(events, []);
});

test('a pause tests the steps trained since the last checkpoint, so the figure shows where the run is', () => {
  const time = fakeTime({ stepMs: 3, testMs: 9 });
  const scheduler = recordingScheduler(time);
  const { run, events } = makeRun({ scheduler, lab: time.lab, clock: time.clock });
  run.train();
  for (let i = 0; i < 12; i++) scheduler.frame(1000 + i * 16);
  run.pause();
  assert.equal(run.run.checkpoints.at(-1), run.run.state.step, 'a test that fits in a frame\'s work is done at once');
  assert.equal(events.at(-1), 'paused');
});

/** <posenc-order-lab d-model="64" layers="2" task="filler" mask="causal" readout="cls-end">: 55 ms a test in base. */
const HEAVIEST = { ...SETTINGS, task: 'filler', mask: 'causal', readout: 'cls-end', layers: 2, dModel: 64, steps: 40 };

/** One whole test of `state` at its training length: what a checkpoint tested in slices must equal, bit for bit. */
function wholeTest(state) {
  const tested = pe.orderLab.test(state, { lengths: [state.task === 'agent' ? 3 : state.maxLength] });
  return [tested.accuracy[0], tested.trainingAccuracy[0], tested.loss[0]];
}

/** The last checkpoint of a run: its step, and its test accuracy, training accuracy and loss. */
const lastCheckpoint = (r) => [r.checkpoints.at(-1), r.accuracy.at(-1), r.trainingAccuracy.at(-1), r.loss.at(-1)];

/**
 * A heaviest run on a slow machine (8 ms a step, 55 ms a test), trained
 * until a frame ends with steps trained since its last checkpoint, whose
 * test is due.
 */
function heaviestRunBetweenCheckpoints(reduced, settings = HEAVIEST) {
  const time = fakeTime({ stepMs: 8, testMs: 55 });
  const scheduler = recordingScheduler(time);
  const made = makeRun({ scheduler, settings, reduced, lab: time.lab, clock: time.clock });
  made.run.train();
  let now = 1000;
  for (; now < 60000; now += 1000 / 60) {
    scheduler.frame(now);
    if (made.run.phase === 'running' && made.run.run.state.step > made.run.run.checkpoints.at(-1) &&
      made.run.run.state.step > 4) break;
  }
  assert.equal(made.run.phase, 'running');
  return { ...made, time, scheduler, now };
}

test('at the heaviest setting a pause tests where it stopped in slices over frames, shows the checkpoint before until then, and says paused once it is whole', () => {
  for (const reduced of [false, true]) {
    const { run, events, time, scheduler } = heaviestRunBetweenCheckpoints(reduced);
    const before = lastCheckpoint(run.run);
    const stopped = run.run.state.step;
    time.startFrame();
    const click = time.frames.at(-1);
    run.pause();
    // The click's task: at most a frame's work, in slices.
    assert.ok(click.reduce((a, b) => a + b, 0) <= FRAME_WORK_MS + 1e-9, `reduced ${reduced}: the pause: ${click.join(' + ')} ms`);
    for (const ms of click) assert.ok(ms <= FRAME_WORK_MS, `reduced ${reduced}: a unit of ${ms} ms`);
    assert.equal(run.phase, 'paused');
    assert.notEqual(events.at(-1), 'paused', 'not paused before the checkpoint where it stopped is whole');
    assert.deepEqual(lastCheckpoint(run.run), before, 'the checkpoint before stays shown');
    let frames = 0;
    for (let now = 100000; !events.includes('paused'); now += 1000 / 60) {
      scheduler.frame(now);
      frames++;
      if (!events.includes('paused')) assert.deepEqual(lastCheckpoint(run.run), before, 'never a half-tested checkpoint');
    }
    assert.ok(frames >= 2, `${frames} frames`);
    assert.equal(scheduler.active, 0, 'then no more frames');
    assert.equal(run.run.state.step, stopped, 'no training while paused');
    assert.deepEqual(lastCheckpoint(run.run), [stopped, ...wholeTest(run.run.state)], 'its slices combine to one whole test');
    for (const units of time.frames) for (const ms of units) assert.ok(ms <= FRAME_WORK_MS, `a unit of ${ms} ms`);
  }
});

test('Continue while a pause is tested goes on from the parts tested, and the run ends with the bits of one uninterrupted run', () => {
  const { run, events, time, scheduler } = heaviestRunBetweenCheckpoints(false);
  run.pause();
  scheduler.frame(100000);
  assert.ok(!events.includes('paused'));
  run.toggle();
  assert.equal(run.phase, 'running');
  assert.equal(scheduler.active, 1, 'the run\'s frames alone test the rest');
  runFrames(scheduler);
  assert.equal(run.phase, 'done');
  assert.ok(!events.includes('paused'));
  const steps = run.run.checkpoints;
  assert.ok(steps.every((s, i) => i === 0 || s > steps[i - 1]), `each checkpoint once: ${steps.join(', ')}`);
  assert.equal(steps.length, run.run.accuracy.length);
  const { steps: total, ...options } = HEAVIEST;
  const once = pe.orderLab.train(pe.orderLab.create(options), { steps: total }).state;
  assert.deepEqual(Array.from(run.run.state.values), Array.from(once.values));
  assert.deepEqual(lastCheckpoint(run.run), [total, ...wholeTest(once)]);
  for (const units of time.frames) for (const ms of units) assert.ok(ms <= FRAME_WORK_MS, `a unit of ${ms} ms`);
});

test('the element leaving the page mid-run pauses it the same way, in slices', () => {
  const { run, events, time, scheduler } = heaviestRunBetweenCheckpoints(true);
  time.startFrame();
  run.hostDisconnected();
  assert.ok(time.frames.at(-1).every((ms) => ms <= FRAME_WORK_MS));
  runFrames(scheduler);
  assert.equal(events.at(-1), 'paused');
  assert.deepEqual(lastCheckpoint(run.run), [run.run.state.step, ...wholeTest(run.run.state)]);
});

test('steps lowered under the step a run reached ends it with its checkpoint tested in slices, then finished', () => {
  for (const reduced of [false, true]) {
    const { run, events, time, scheduler } = heaviestRunBetweenCheckpoints(reduced);
    const before = lastCheckpoint(run.run);
    time.startFrame();
    const lowered = { ...HEAVIEST, steps: run.run.state.step };
    run.update(time.lab, lowered);
    assert.ok(time.frames.at(-1).every((ms) => ms <= FRAME_WORK_MS), time.frames.at(-1).join(' + '));
    assert.equal(run.phase, 'done');
    assert.notEqual(events.at(-1), 'finished');
    assert.deepEqual(lastCheckpoint(run.run), before);
    runFrames(scheduler);
    assert.equal(events.at(-1), 'finished');
    assert.deepEqual(lastCheckpoint(run.run), [run.run.state.step, ...wholeTest(run.run.state)]);
    // A later update with the same settings changes nothing.
    run.update(time.lab, lowered);
    assert.equal(scheduler.active, 0);
    assert.equal(events.filter((e) => e === 'finished').length, 1);
  }
});

test('Train again at the heaviest setting makes the new run in slices and keeps the trained one shown until it is whole', () => {
  const time = fakeTime({ stepMs: 8, testMs: 55 });
  const scheduler = recordingScheduler(time);
  const { run, events } = makeRun({ scheduler, settings: { ...HEAVIEST, steps: 10 }, lab: time.lab, clock: time.clock });
  run.train();
  runFrames(scheduler);
  assert.equal(run.phase, 'done');
  const trained = run.run;
  time.startFrame();
  run.toggle();
  assert.ok(time.frames.at(-1).reduce((a, b) => a + b, 0) <= FRAME_WORK_MS, time.frames.at(-1).join(' + '));
  assert.equal(run.run, trained, 'the trained run stays shown');
  runFrames(scheduler);
  assert.notEqual(run.run, trained);
  assert.equal(run.previous, trained);
  assert.equal(run.run.state.step, 10, 'and the new run trained once shown');
  assert.equal(events.filter((e) => e === 'finished').length, 2);
  for (const units of time.frames) for (const ms of units) assert.ok(ms <= FRAME_WORK_MS, `a unit of ${ms} ms`);
});

test('a failure of the module pauses the run where it was, says why, and it can continue', () => {
  const scheduler = manualScheduler();
  let fail = false;
  const lab = { ...pe.orderLab, train: (state, o) => { if (fail) throw new RangeError('out of memory'); return pe.orderLab.train(state, o); } };
  const events = [];
  const run = new OrderLabRun({ animate: scheduler.animate, reducedMotion: () => false, settings: () => SETTINGS,
    clock: () => 0, notify: (event) => events.push(event.type) });
  run.update(lab, SETTINGS);
  run.train();
  scheduler.frame(0);
  scheduler.frame(100);
  const at = run.run.state.step;
  fail = true;
  scheduler.frame(200);
  assert.equal(run.phase, 'paused');
  assert.deepEqual(events.slice(-2), ['paused', 'failed']);
  assert.equal(run.run.state.step, at);
  assert.equal(scheduler.active, 0);
  fail = false;
  run.train();
  scheduler.frame(300);
  scheduler.frame(400);
  assert.ok(run.run.state.step > at);
});

test("the figures' own calls stay far within the order lab's cost cap", async () => {
  const { orderLabTestCost, orderLabTrainCost } = await import('../../web/src/core/order-lab-cost.js');
  const { LENGTH_SLICE_COST } = await import('../../web/lesson/length-run.js');
  const pe = await init({ orderLab: true });
  const { defaults } = pe.orderLab;
  // <posenc-order-lab>: the widest model it allows, the longest run (its chunks are at most
  // PAGE_STEPS_PER_FRAME steps, animated or not), tested at the training length.
  for (const task of ['agent', 'filler']) {
    const widest = { ...defaults, task, dModel: LIMITS.orderLabMaxDModel };
    assert.equal(stepsPerFrameCap(500), PAGE_STEPS_PER_FRAME);
    assert.ok(orderLabTrainCost(widest, PAGE_STEPS_PER_FRAME) <= LIMITS.orderLabMaxCost / 10, task);
    assert.ok(orderLabTestCost(widest, [defaults.maxLength]) <= LIMITS.orderLabMaxCost / 10, task);
  }
  // The lesson's length table: train calls and test parts of a slice's cost at most (tests/js/length-run.test.js).
  assert.ok(LENGTH_SLICE_COST <= LIMITS.orderLabMaxCost / 10);
});

test('Train pressed before the module has reached the run is kept: the run trains once its first checkpoint is shown', async () => {
  const scheduler = manualScheduler();
  const events = [];
  const run = new OrderLabRun({
    animate: scheduler.animate, budget: stepBudget(PAGE_STEPS_PER_FRAME), reducedMotion: () => false,
    settings: () => SETTINGS, clock: () => 0, notify: (event) => events.push(event.type),
  });
  run.toggle();
  run.update(pe.orderLab, SETTINGS);
  // A checkpoint tested within update() starts the run after the draw that follows (a microtask).
  await Promise.resolve();
  runFrames(scheduler);
  assert.ok(events.includes('started'), events.join(' '));
  assert.equal(events.at(-1), 'finished');
});
