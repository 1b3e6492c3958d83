// Bad input through pe.orderLab: named errors for every parameter (the
// function, the parameter, the range and the value), the hostile-input corpus
// through every option and every key of a state (nothing left allocated in
// the module's test variant, which keeps answering correctly), options read
// once and only as own properties, and a polluted Object.prototype ignored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTILE_TEXTS, HOSTILE_VALUES, OVER_COST_CAP_LAB_CALLS, label, withPolluted } from '../fixtures/hostile-inputs.js';
import { LIMITS } from '../../web/src/core/boundary.js';
import { orderLabTestCost, orderLabTrainCost } from '../../web/src/core/order-lab-cost.js';
import { initTestVariant } from './test-variant.js';
import { outcome } from './bad-input.js';

const flavors = [await initTestVariant('simd'), await initTestVariant('base')];
const SPEC_KEYS = ['task', 'position', 'mask', 'readout', 'layers', 'dModel', 'maxLength', 'batch', 'learningRate', 'seed'];
const STATE_KEYS = [...SPEC_KEYS, 'step', 'samplerLow', 'samplerHigh', 'values'];
// A state whose shape changes (another width, task, table) no longer fits its values: the
// error may name either.
const SHAPE_KEYS = new Set(['task', 'position', 'layers', 'dModel', 'maxLength']);

/** What JSON.parse makes of a Float32Array of values, changed by `edit`. @param {Float32Array} values @param {(o: object) => void} edit */
function indexKeys(values, edit) {
  const object = JSON.parse(JSON.stringify(values));
  edit(object);
  return object;
}

/** The entry points: a valid call, its options, and a check of a result. */
function entryPoints(pe) {
  const lab = pe.orderLab;
  const state = lab.train(lab.create({ seed: 2 }), { steps: 5 }).state;
  return [
    {
      name: 'posenc.orderLab.create', valid: {}, options: SPEC_KEYS, call: (o) => lab.create(o),
      check: (r) => r.values.length > 0 && r.values.every(Number.isFinite) && r.step === 0,
    },
    {
      name: 'posenc.orderLab.train', valid: { steps: 3 }, options: ['steps'], state,
      call: (o, s = state) => lab.train(s, o),
      check: (r) => r.state.step >= r.loss.length && r.loss.length === 3 && r.loss.every(Number.isFinite),
    },
    {
      name: 'posenc.orderLab.evaluate', valid: { sentence: ['dog', 'bites', 'man'] }, options: ['sentence'], state,
      call: (o, s = state) => lab.evaluate(s, o),
      check: (r) => lab.vocabulary.nouns.includes(r.answer) && r.attention.length === r.tokens.length,
    },
    {
      name: 'posenc.orderLab.test', valid: { lengths: [3] }, options: ['lengths'], state,
      call: (o, s = state) => lab.test(s, o),
      check: (r) => r.accuracy.length === r.lengths.length && r.accuracy.every((a) => a >= 0 && a <= 1),
    },
  ];
}

for (const pe of flavors) {
  const lab = pe.orderLab;

  test(`${pe.flavor}: each bad option or state key is a TypeError or RangeError naming the function, the parameter, the range and the value`, () => {
    const state = lab.create();
    const cases = [
      [() => lab.create({ task: 'subject' }), RangeError, /^posenc\.orderLab\.create: task must be "agent" or "filler"; got string "subject"\.$/],
      [() => lab.create({ position: 'alibi' }), RangeError, /position must be "none" or "sinusoidal" or "learned" or "rope"; got string "alibi"/],
      [() => lab.create({ mask: 1 }), TypeError, /mask must be "bidirectional" or "causal"; got number 1/],
      [() => lab.create({ readout: 'first' }), RangeError, /readout must be "cls" or "last" or "cls-end"; got string "first"/],
      [() => lab.train({ ...state, readout: 'CLS' }, { steps: 1 }), RangeError, /state\.readout must be "cls" or "last" or "cls-end"; got string "CLS"/],
      [() => lab.heldOutPairs({ ...state, seed: -1 }), RangeError, /^posenc\.orderLab\.heldOutPairs: state\.seed must be an integer from 0 to 4294967295; got number -1\.$/],
      [() => lab.create({ dModel: 65 }), RangeError, /dModel must be an integer from 1 to 64; got number 65/],
      [() => lab.create({ layers: 3 }), RangeError, /^posenc\.orderLab\.create: layers must be an integer from 1 to 2; got number 3\.$/],
      [() => lab.create({ layers: 0 }), RangeError, /layers must be an integer from 1 to 2; got number 0/],
      [() => lab.create({ layers: 1.5 }), RangeError, /layers must be an integer from 1 to 2; got number 1\.5/],
      [() => lab.create({ layers: '2' }), TypeError, /layers must be a number; got string "2"|layers must be an integer from 1 to 2; got string "2"/],
      [() => lab.test({ ...state, layers: 3 }), RangeError, /^posenc\.orderLab\.test: state\.layers must be an integer from 1 to 2; got number 3\.$/],
      [() => lab.create({ maxLength: 17 }), RangeError, /maxLength must be an integer from 3 to 16; got number 17/],
      [() => lab.create({ batch: 0 }), RangeError, /batch must be an integer from 1 to 32; got number 0/],
      [() => lab.create({ learningRate: 0 }), RangeError, /learningRate must be a finite number greater than 0 .* at most 1; got number 0/],
      [() => lab.create({ learningRate: 1e-50 }), RangeError, /learningRate .*smallest float32.*; got number 1e-50/],
      [() => lab.create({ seed: 2 ** 32 }), RangeError, /seed must be an integer from 0 to 4294967295; got number 4294967296/],
      [() => lab.create({ dmodel: 8 }), TypeError, /create: unknown option "dmodel" \(known options: task, position/],
      [() => lab.create(null), TypeError, /create: expected an options object; got null/],
      [() => lab.train(state, {}), TypeError, /^posenc\.orderLab\.train: steps is required \(an integer from 1 to 500\)\.$/],
      [() => lab.train(state, { steps: 501 }), RangeError, /train: steps must be an integer from 1 to 500; got number 501/],
      [() => lab.train({ ...state, step: 2 ** 30 }, { steps: 1 }), RangeError, /state\.step \+ steps must be at most 1073741824 .*; got 1073741824 \+ 1/],
      [() => lab.train('state', { steps: 1 }), TypeError, /train: expected state object; got string "state"/],
      [() => lab.train({ ...state, dModel: '16' }, { steps: 1 }), TypeError, /train: state\.dModel must be a number; got string "16"/],
      [() => lab.train({ ...state, extra: 1 }, { steps: 1 }), TypeError, /unknown key of state "extra" \(known keys: task, .*values\)/],
      [() => lab.train({ ...state, samplerLow: -1 }, { steps: 1 }), RangeError, /state\.samplerLow must be an integer from 0 to 4294967295; got number -1/],
      [() => lab.train({ ...state, values: [1, 2] }, { steps: 1 }), RangeError, /state\.values must hold 3426 numbers .*; got 2/],
      [() => lab.train({ ...state, values: new Float64Array(3426) }, { steps: 1 }), TypeError, /state\.values must be a Float32Array, an array of numbers or an object of index keys \("0", "1", \.\.\.\); got/],
      // What JSON.parse makes of values, and objects that only look like it.
      [() => lab.train({ ...state, values: indexKeys(state.values, (o) => { delete o[17]; o.x = 0; }) }, { steps: 1 }), TypeError, /^posenc\.orderLab\.train: state\.values must have the keys "0" to "3425" and no other; "17" is missing\.$/],
      [() => lab.train({ ...state, values: indexKeys(state.values, (o) => { delete o[3425]; }) }, { steps: 1 }), RangeError, /state\.values must hold 3426 numbers .*; got 3425/],
      [() => lab.train({ ...state, values: indexKeys(state.values, (o) => { o[3426] = 0; }) }, { steps: 1 }), RangeError, /state\.values must hold 3426 numbers .*; got 3427/],
      [() => lab.train({ ...state, values: indexKeys(state.values, (o) => { o[5] = '0.5'; }) }, { steps: 1 }), TypeError, /state\.values\[5\] must be a number; got string "0\.5"/],
      [() => lab.train({ ...state, values: indexKeys(state.values, (o) => { o[6] = 0.1; }) }, { steps: 1 }), RangeError, /state\.values\[6\] must be a float32 value/],
      [() => lab.train({ ...state, values: JSON.parse(`{"__proto__": 1, ${JSON.stringify(state.values).slice(1)}`) }, { steps: 1 }), RangeError, /state\.values must hold 3426 numbers .*; got 3427/],
      [() => lab.train({ ...state, values: new Map() }, { steps: 1 }), TypeError, /state\.values must be a Float32Array, an array of numbers or an object of index keys/],
      [() => lab.train({ ...state, values: Array.from(state.values, (v, i) => (i === 4 ? 0.1 : v)) }, { steps: 1 }), RangeError, /state\.values\[4\] must be a float32 value \(a number a state holds\); got 0\.1/],
      [() => lab.train({ ...state, values: Array.from(state.values, (v, i) => (i === 4 ? '0.5' : v)) }, { steps: 1 }), TypeError, /state\.values\[4\] must be a number; got string "0\.5"/],
      [() => lab.train({ ...state, values: Array.from(state.values, (v, i) => (i === 9 ? null : v)) }, { steps: 1 }), TypeError, /state\.values\[9\] must be a number; got null/],
      [() => lab.train({ ...state, values: new Float32Array(5) }, { steps: 1 }), RangeError, /state\.values must hold 3426 numbers .*; got 5/],
      [() => lab.train({ ...state, position: 'learned' }, { steps: 1 }), RangeError, /state\.values must hold 3618 numbers/],
      [() => lab.train({ ...state, values: state.values.map((v, i) => (i === 7 ? NaN : v)) }, { steps: 1 }), RangeError, /state\.values\[7\] must be finite; got NaN/],
      [() => lab.train({ ...state, values: state.values.map((v, i) => (i === 3425 ? -1 : v)) }, { steps: 1 }), RangeError, /state\.values\[3425\] must be finite and at least 0 \(a second moment\); got -1/],
      [() => { const { seed, ...rest } = state; void seed; return lab.train(rest, { steps: 1 }); }, TypeError, /state\.seed is required/],
      [() => lab.evaluate(state, { sentence: 'dog bites man' }), TypeError, /evaluate: sentence must be an array of words; got string "dog bites man"/],
      [() => lab.evaluate(state, { sentence: [] }), RangeError, /evaluate: sentence must hold 1 to 32 words; got 0/],
      [() => lab.evaluate(state, { sentence: Array(33).fill('dog') }), RangeError, /sentence must hold 1 to 32 words; got 33/],
      [() => lab.evaluate(state, { sentence: ['dog', 7] }), TypeError, /sentence\[1\] must be a word; got number 7/],
      // eslint-disable-next-line no-sparse-arrays
      [() => lab.evaluate(state, { sentence: ['dog', , 'man'] }), TypeError, /sentence\[1\] must be a word; got undefined/],
      [() => lab.evaluate(state, { sentence: ['Dog', 'bites', 'man'] }), RangeError,
        /^posenc\.orderLab\.evaluate: sentence\[0\] string "Dog" is not in the vocabulary \(lower case: man, woman, dog, cat, fox, bird, bites, sees, chases, likes, the, a, big, small, old, today\)\.$/],
      [() => lab.evaluate(state, { sentence: ['[CLS]', 'dog'] }), RangeError, /sentence\[0\] string "\[CLS\]" is not in the vocabulary/],
      [() => lab.evaluate(state, { sentence: ['constructor'] }), RangeError, /"constructor" is not in the vocabulary/],
      [() => lab.test(state, { lengths: [4] }), RangeError, /test: lengths\[0\] must be 3 \(an agent sentence has 3 words\); got 4/],
      [() => lab.test(lab.create({ task: 'filler' }), { lengths: [3, 33] }), RangeError, /lengths\[1\] must be an integer from 3 to 32; got 33/],
      [() => lab.test(state, { lengths: [] }), RangeError, /lengths must hold 1 to 32 lengths; got 0/],
      [() => lab.test(state, { lengths: ['3'] }), TypeError, /lengths\[0\] must be a number; got string "3"/],
      [() => lab.test(state, { sentences: 5 }), TypeError, /^posenc\.orderLab\.test: sentences must be an object \{ start, count \}; got number 5\.$/],
      [() => lab.test(state, { sentences: { start: 0 } }), TypeError, /^posenc\.orderLab\.test: sentences\.count is required \(an integer from 1 to 256\)\.$/],
      [() => lab.test(state, { sentences: { start: 256, count: 1 } }), RangeError, /sentences\.start must be an integer from 0 to 255; got number 256/],
      [() => lab.test(state, { sentences: { count: 0 } }), RangeError, /sentences\.count must be an integer from 1 to 256; got number 0/],
      [() => lab.test(state, { sentences: { start: 200, count: 57 } }), RangeError, /sentences\.start \+ sentences\.count must be at most 256 .*; got 200 \+ 57/],
      [() => lab.test(state, { sentences: { start: 0, count: 1, end: 2 } }), TypeError, /unknown key of sentences "end"/],
    ];
    for (const [call, Kind, pattern] of cases) {
      assert.throws(call, (error) => error instanceof Kind && pattern.test(error.message), String(pattern));
    }
  });

  test(`${pe.flavor}: a state whose squared gradients pass float32 trains on (Adam's moments saturate): never a state the API then refuses`, () => {
    // The default state with W_v at +-1e19 (E: 17 x 16 values, W_q and W_k: 16 x 16 each before it): what a
    // long run at learningRate 1 reaches after about 650,000 steps, in one step.
    const state = lab.create();
    const values = state.values.slice();
    const wv = 17 * 16 + 2 * 16 * 16;
    for (let i = wv; i < wv + 16 * 16; i++) values[i] = values[i] < 0 ? -1e19 : 1e19;
    const first = lab.train({ ...state, values }, { steps: 1 });
    assert.ok(first.state.values.every(Number.isFinite) && first.loss.every(Number.isFinite));
    const next = lab.train(first.state, { steps: 3 });
    assert.ok(next.state.values.every(Number.isFinite) && next.loss.every(Number.isFinite));
    assert.ok(lab.test(next.state).loss.every(Number.isFinite));
  });

  test(`${pe.flavor}: a state too large to compute with is an Error with its own code from train, evaluate and test, never a non-finite result`, () => {
    const state = lab.create();
    const p = state.values.length / 3;
    const values = state.values.map((v, i) => (i < p ? (i % 2 ? 1e20 : -1e20) : i < 2 * p ? 3e38 : v));
    const huge = { ...state, values };
    const overflow = (error) => error.constructor === Error && error.code === 'POSENC_STATUS_17' &&
      /^posenc\.orderLab\.(train|evaluate|test): a result would not be finite: it overflows float64 or float32: the state's values are too large to compute with in float32 \(the training diverged\); start again/.test(error.message);
    assert.throws(() => lab.train(huge, { steps: 2 }), overflow);
    assert.throws(() => lab.evaluate(huge, { sentence: ['dog', 'bites', 'man'] }), overflow);
    assert.throws(() => lab.test(huge), overflow);
    assert.ok(lab.train(state, { steps: 2 }).state.values.every(Number.isFinite), 'the module keeps working');
  });

  test(`${pe.flavor}: a detached values buffer is a named TypeError`, () => {
    const state = lab.create();
    const values = state.values.slice();
    structuredClone(values.buffer, { transfer: [values.buffer] });
    assert.throws(() => lab.train({ ...state, values }, { steps: 1 }),
      (e) => (e instanceof TypeError || e instanceof RangeError) && /^posenc\.orderLab\.train: state\.values/.test(e.message));
  });

  test(`${pe.flavor}: the order lab answers every hostile value in every option and state key with a result or a named error`, () => {
    const entries = entryPoints(pe);
    for (const entry of entries) entry.call(entry.valid); // result buffers are allocated once, then reused
    const live = pe.debug.liveAllocations();
    const failed = pe.debug.failedAllocations();
    let errors = 0;
    for (const entry of entries) {
      for (const value of HOSTILE_VALUES) {
        for (const key of entry.options) {
          const options = { ...entry.valid, [key]: value };
          if (outcome(entry.name, [key], () => entry.call(options), entry.check) === 'error') errors++;
        }
        if (entry.state) {
          for (const key of STATE_KEYS) {
            const state = { ...entry.state, [key]: value };
            const names = SHAPE_KEYS.has(key) ? [`state.${key}`, 'state.values'] : [`state.${key}`];
            if (outcome(entry.name, names, () => entry.call(entry.valid, state), entry.check) === 'error') errors++;
          }
          if (value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value))) continue;
          assert.equal(outcome(entry.name, ['state'], () => entry.call(entry.valid, value), () => false), 'error', label(value));
        }
        if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
          assert.equal(outcome(entry.name, ['options'], () => entry.call(value), () => false), 'error', label(value));
        }
      }
    }
    assert.ok(errors > 400, `${errors} rejections`);
    assert.equal(pe.debug.liveAllocations(), live, 'a hostile call left an allocation behind');
    assert.equal(pe.debug.failedAllocations(), failed, 'a hostile call reached a failing malloc');
    const trained = lab.train(lab.create(), { steps: 200 }).state;
    assert.equal(lab.test(trained).accuracy[0], 1, 'the module still trains the default run to 100% on unseen pairs');
  });

  test(`${pe.flavor}: hostile text as a word is refused with the vocabulary, in a short message`, () => {
    const state = lab.create();
    for (const text of HOSTILE_TEXTS) {
      assert.throws(() => lab.evaluate(state, { sentence: ['dog', text] }), (error) => error instanceof RangeError &&
        /^posenc\.orderLab\.evaluate: sentence\[1\] .* is not in the vocabulary \(lower case: man, .*today\)\.$/s.test(error.message) &&
        error.message.length < 400, label(text));
    }
  });

  test(`${pe.flavor}: options and states are read once, as own properties only`, () => {
    const reads = {};
    const counting = (object) => Object.defineProperties({}, Object.fromEntries(Object.entries(object).map(([key, value]) =>
      [key, { enumerable: true, get: () => { reads[key] = (reads[key] ?? 0) + 1; return value; } }])));
    const state = lab.create(counting({ dModel: 8, seed: 4 }));
    const trained = lab.train(counting(state), counting({ steps: 2 }));
    lab.evaluate(counting(trained.state), counting({ sentence: ['dog', 'bites', 'man'] }));
    lab.test(counting(trained.state), counting({ lengths: [3] }));
    for (const [key, count] of Object.entries(reads)) {
      const uses = { dModel: 4, seed: 4, steps: 1, sentence: 1, lengths: 1 }[key] ?? 3;
      assert.equal(count, uses, `${key} read ${count} times over ${uses} calls`);
    }
    const inherited = Object.create({ steps: 2 });
    assert.throws(() => lab.train(state, inherited), /steps is required/, 'an inherited option is not an option');
    const { values, ...rest } = state;
    assert.throws(() => lab.train(Object.assign(Object.create({ values }), rest), { steps: 1 }), /state\.values is required/);
  });

  test(`${pe.flavor}: every option and state key on a polluted Object.prototype is ignored`, () => {
    const clean = lab.create({ seed: 6 });
    const run = () => {
      const made = lab.create({ seed: 6 });
      const trained = lab.train(made, { steps: 4 });
      return [made, trained, lab.evaluate(trained.state, { sentence: ['fox', 'sees', 'cat'] }), lab.test(trained.state)];
    };
    const expected = run();
    const plausible = {
      task: 'filler', position: 'none', mask: 'causal', readout: 'cls-end', layers: 2, dModel: 4, maxLength: 5, batch: 3, learningRate: 0.5,
      seed: 9, step: 7, samplerLow: 1, samplerHigh: 2, values: clean.values.map(() => 0.5), steps: 1,
      sentence: ['man', 'bites', 'dog'], lengths: [3, 3],
    };
    for (const [key, value] of Object.entries(plausible)) {
      withPolluted(key, value, () => {
        assert.deepEqual(run(), expected, key);
        // A state may lack readout (its mask's default) and layers (1): only the others are required.
        if (STATE_KEYS.includes(key) && key !== 'readout' && key !== 'layers') {
          const { [key]: _, ...missing } = expected[1].state;
          assert.throws(() => lab.train(missing, { steps: 1 }), new RegExp(`state\\.${key} is required`), key);
        }
        if (key === 'steps') assert.throws(() => lab.train(clean, {}), /steps is required/);
        if (key === 'sentence') assert.throws(() => lab.evaluate(clean, {}), /sentence is required/);
      });
    }
  });

  test(`${pe.flavor}: a call over the cost cap is a RangeError naming it, before any work; one at the cap runs`, () => {
    const cap = /exceeds the order lab's cost cap of 500,000,000 multiply-adds per call/;
    assert.equal(LIMITS.orderLabMaxCost, 500000000);
    const states = OVER_COST_CAP_LAB_CALLS.map(([, options]) => lab.create(options));
    const heap = pe.debug.heapBytes(), live = pe.debug.liveAllocations();
    for (const [i, [name, , method, callOptions]] of OVER_COST_CAP_LAB_CALLS.entries()) {
      const state = states[i];
      assert.throws(() => lab[method](state, callOptions),
        (error) => error instanceof RangeError && error.message.startsWith(`posenc.orderLab.${method}: `) && cap.test(error.message),
        name);
    }
    assert.equal(pe.debug.heapBytes(), heap, 'nothing allocated by the refused calls');
    assert.equal(pe.debug.liveAllocations(), live);
    // The widest state: 32 sentences of 17 tokens, 3 passes of (400 + 19·64·72 + 34·72 + 16·17) multiply-adds,
    // and Adam over 3·64² + 40·64 + 6 parameters, 12 each: 8,882,760 a step, so 56 steps fit and 57 do not.
    const widest = lab.create({ task: 'filler', dModel: 64, maxLength: 16, batch: 32, position: 'learned', mask: 'causal' });
    assert.equal(orderLabTrainCost(widest, 1), 32 * 3 * (400 + 19 * 64 * 72 + 34 * 72 + 16 * 17) + 12 * (3 * 64 * 64 + 40 * 64 + 6));
    assert.ok(orderLabTrainCost(widest, 56) <= LIMITS.orderLabMaxCost && orderLabTrainCost(widest, 57) > LIMITS.orderLabMaxCost);
    assert.throws(() => lab.train(widest, { steps: 57 }), /at most 56 for this state/);
    const trained = lab.train(widest, { steps: 56 });
    assert.equal(trained.loss.length, 56);
    assert.ok(trained.loss.every(Number.isFinite));
    // Five test lengths of 32 words fit at dModel 64 (2 × 256 sentences of 33 tokens each), six do not.
    assert.equal(orderLabTestCost(widest, [32]), 512 * (400 + 35 * 64 * 72 + 66 * 72 + 16 * 33));
    assert.throws(() => lab.test(trained.state, { lengths: Array(6).fill(32) }), /test fewer or shorter lengths/);
    assert.equal(lab.test(trained.state, { lengths: Array(5).fill(32) }).accuracy.length, 5);
    // Every default test call fits: the training lengths at the widest state.
    assert.ok(orderLabTestCost(widest, Array.from({ length: 14 }, (_, i) => i + 3)) <= LIMITS.orderLabMaxCost);
    assert.equal(lab.test(trained.state).accuracy.length, 14);
  });
}
