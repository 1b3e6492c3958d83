// The lesson's live length run (web/lesson/length-run.js) in node with the
// real module: every train and test call it makes is a slice's work at most,
// its means are bit for bit those of whole calls, and its frame driver, with
// an injected frame loop and clock, does no more in a frame than the budget
// it shares with the order labs of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index-node.js';
import { LENGTH_EXPERIMENT, LENGTH_SLICE_COST, lengthRuns, runSlices } from '../../web/lesson/length-run.js';
import { orderLabTestCost, orderLabTrainCost } from '../../web/src/core/order-lab-cost.js';
import { FRAME_WORK_MS, PAGE_STEPS_PER_FRAME, stepBudget } from '../../web/src/widgets/step-budget.js';
import { manualScheduler } from './manual-frames.js';

const pe = await init({ orderLab: true });
const { lengths, signals, steps } = LENGTH_EXPERIMENT;

/**
 * The order lab with each train and test call's cost recorded (the cost
 * model's estimate of it); `each` is told every cost as it is spent.
 * @param {(cost: number) => void} [each]
 */
function recordingLab(each = () => {}) {
  const lab = pe.orderLab, calls = [];
  const spent = (kind, cost) => { calls.push({ kind, cost }); each(cost); };
  return {
    calls,
    pe: { orderLab: { ...lab,
      train(state, options) { spent('train', orderLabTrainCost(state, options.steps)); return lab.train(state, options); },
      test(state, options) { spent('test', orderLabTestCost(state, options.lengths, options.sentences)); return lab.test(state, options); },
    } },
  };
}

test('the length run makes no call over a slice\'s cost, and its means are bit for bit those of whole calls', () => {
  const seeds = 2;
  const { calls, pe: sliced } = recordingLab();
  const runs = lengthRuns(/** @type {any} */ (sliced), { seeds });
  let step = runs.next(), yields = 0;
  for (; !step.done; step = runs.next()) {
    yields++;
    assert.equal(step.value.done, yields);
  }
  assert.equal(yields, calls.length, 'one yield per call');
  assert.equal(step.value && yields, runs.next().done && yields);
  for (const { kind, cost } of calls) assert.ok(cost <= LENGTH_SLICE_COST, `a ${kind} call of ${cost} multiply-adds`);
  const whole = orderLabTestCost(pe.orderLab.create({ task: 'filler' }), lengths);
  assert.ok(whole > 4 * LENGTH_SLICE_COST, `a whole test, ${whole}, is several slices`);
  const tests = calls.filter((c) => c.kind === 'test');
  assert.equal(tests.length % (signals.length * seeds), 0);
  assert.ok(tests.length / (signals.length * seeds) >= 5, `${tests.length} test parts`);
  // The run as whole calls: 100 steps at a time (the kept run's slices), one test of every length.
  for (const signal of signals) {
    const sums = new Float64Array(lengths.length);
    for (let seed = 1; seed <= seeds; seed++) {
      let state = pe.orderLab.create({ task: 'filler', position: signal, seed });
      while (state.step < steps) state = pe.orderLab.train(state, { steps: 100 }).state;
      pe.orderLab.test(state, { lengths: [...lengths] }).accuracy.forEach((a, i) => { sums[i] += a; });
    }
    assert.deepEqual(step.value[signal], sums.map((s) => s / seeds), signal);
  }
});


test('the frame driver runs the slices that fit in the frame\'s shared budget, and the same result comes out', () => {
  // A slow machine: a slice's cost takes 4 ms, a whole test of the lengths about 20.
  const msPerCost = 4 / LENGTH_SLICE_COST;
  let time = 0;
  const { calls, pe: timed } = recordingLab((cost) => { time += cost * msPerCost; });
  const loop = manualScheduler(), budget = stepBudget(PAGE_STEPS_PER_FRAME);
  let result = null, shown = 0;
  /** The work of each frame, in ms per unit. @type {number[][]} */
  const frames = [];
  runSlices(lengthRuns(/** @type {any} */ (timed), { seeds: 1 }), {
    animate: loop.animate, budget, clock: () => time,
    progress: () => { shown++; }, done: (means) => { result = means; }, failed: (error) => { throw error; },
  });
  let now = 0;
  while (loop.active) {
    now += 1000 / 60;
    // Every third frame another lab of the page has spent the frame's budget first: nothing runs then.
    if (frames.length % 3 === 2) budget.spend(FRAME_WORK_MS, now);
    const before = calls.length;
    loop.frame(now);
    frames.push(calls.slice(before).map((c) => c.cost * msPerCost));
  }
  assert.ok(result, 'the run ends');
  frames.forEach((units, i) => {
    if (i % 3 === 2) assert.deepEqual(units, [], `frame ${i}: the budget was spent`);
    else assert.ok(units.length >= 1, `frame ${i} runs at least one slice`);
    // A unit starts only while the last one's time fits in what is left: the frame's work
    // passes the budget by at most the difference between two slices.
    const work = units.reduce((a, b) => a + b, 0);
    assert.ok(work <= FRAME_WORK_MS + 4, `frame ${i}: ${units.map((u) => u.toFixed(1)).join(' + ')} ms`);
  });
  assert.ok(frames.some((units) => units.length > 1), 'several slices share a frame');
  assert.equal(shown, frames.filter((units) => units.length > 0).length - 1, 'progress after every frame but the last');
  const plain = lengthRuns(pe, { seeds: 1 });
  let step = plain.next();
  while (!step.done) step = plain.next();
  assert.deepEqual(result, step.value);
});

test('a slice that throws (the module being recreated) stops the run and says so', () => {
  const loop = manualScheduler();
  const lab = { ...pe.orderLab, test() { throw new Error('module recreated'); } };
  /** @type {unknown} */
  let failed = null;
  runSlices(lengthRuns(/** @type {any} */ ({ orderLab: lab }), { seeds: 1 }), {
    animate: loop.animate, budget: stepBudget(PAGE_STEPS_PER_FRAME), clock: () => 0,
    progress: () => {}, done: () => assert.fail('no result'), failed: (error) => { failed = error; },
  });
  for (let now = 1; loop.active && now < 1000; now++) loop.frame(now);
  assert.equal(loop.active, 0);
  assert.match(String(failed), /module recreated/);
});
