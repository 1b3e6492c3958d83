// One cost model on both sides of the wasm boundary: the estimates of
// web/src/core/order-lab-cost.js against posenc::OrderLabTrainCost and
// OrderLabTestCost (forwarded by the test variant's pe.debug), over a grid
// of options, so that the core never refuses a call JS admits, nor admits
// one JS refuses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LIMITS } from '../../web/src/core/boundary.js';
import { WHOLE_TEST, orderLabTestCost, orderLabTrainCost } from '../../web/src/core/order-lab-cost.js';
import { rawSpec } from '../../web/src/core/order-lab-state.js';
import { initTestVariantRaw } from './test-variant.js';

// The estimates are functions of the core module's test variant: the spec goes into its spec slot.
const { pe, raw: core } = await initTestVariantRaw('base');
const { defaults } = pe.orderLab;
const raw = (spec) => rawSpec(core, spec);

/** Every task, depth, width of a few, training length of a few and batch of a few. */
function* specs() {
  for (const task of ['agent', 'filler']) {
    for (const layers of [1, 2]) {
      for (const dModel of [1, 12, 20, 64]) {
        for (const maxLength of [3, 8, LIMITS.orderLabMaxTrainLength]) {
          for (const batch of [1, 16, LIMITS.orderLabMaxBatch]) yield { ...defaults, task, layers, dModel, maxLength, batch };
        }
      }
    }
  }
}

test('train: the JS estimate is the core\'s, multiply-add for multiply-add, on a grid of options', () => {
  let compared = 0;
  for (const spec of specs()) {
    for (const steps of [1, 7, LIMITS.orderLabMaxSteps]) {
      const js = orderLabTrainCost(spec, steps);
      const core = pe.debug.orderLabTrainEstimate(raw(spec), steps);
      // The core reports any cost over the cap as the cap + 1: the two agree on every admission.
      assert.equal(core, Math.min(js, LIMITS.orderLabMaxCost + 1), JSON.stringify({ ...spec, steps }));
      compared++;
    }
  }
  assert.ok(compared > 400);
});

test('test: the JS estimate is the core\'s on a grid of options, lengths and slices', () => {
  const lengthSets = [[3], [4], [8], [32], [3, 16, 32], Array.from({ length: 30 }, (_, i) => i + 3)];
  const slices = [WHOLE_TEST, { start: 0, count: 1 }, { start: 20, count: 10 }, { start: 95, count: 2 },
    { start: 100, count: 156 }, { start: 255, count: 1 }];
  let compared = 0;
  for (const spec of specs()) {
    if (spec.batch !== 1 || spec.maxLength !== 8) continue;
    for (const lengths of lengthSets) {
      for (const slice of slices) {
        const js = orderLabTestCost(spec, lengths, slice);
        const core = pe.debug.orderLabTestEstimate(raw(spec), Uint8Array.from(lengths), slice.start, slice.count);
        assert.equal(core, Math.min(js, LIMITS.orderLabMaxCost + 1), JSON.stringify({ spec, lengths, slice }));
        compared++;
      }
    }
  }
  assert.ok(compared > 400);
  // A slice out of range is over the cap for the core, which JS never asks (the API refuses it first).
  for (const [start, count] of [[-1, 1], [0, 0], [256, 1], [1, 256]]) {
    assert.equal(pe.debug.orderLabTestEstimate(raw(defaults), Uint8Array.of(3), start, count), LIMITS.orderLabMaxCost + 1);
  }
});
