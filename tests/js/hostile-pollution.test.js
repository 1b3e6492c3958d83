// A polluted Object.prototype (another script's prototype-pollution bug)
// through every entry point: with each option name set on the prototype, in
// turn, every call gives exactly what it gives on a clean prototype, a
// required option is still required, init() and the order lab's loading
// never read a location, bytes or glue hook from the prototype, and nothing
// foreign runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init, tokenize } from '../../web/src/index-node.js';
import { parseEmbedParams } from '../../web/src/embed/params.js';
import { FIGURES } from '../../web/src/widgets/schemas.js';
import { readState } from '../../web/lesson/state.js';
import { FOREIGN_EXPORT_WASM, OPTION_NAMES, withPolluted } from '../fixtures/hostile-inputs.js';
import { ENTRY_POINTS } from './entry-points.js';
import { bothFlavors } from './helpers.js';

const flavors = await bothFlavors();
const baseBytes = readFileSync(new URL('../../web/dist/posenc-base.wasm', import.meta.url));

/** A value for `key` that would change a result if it were read as an option. */
function plausible(key) {
  const values = {
    positions: 5, dModel: 8, base: 100, layout: 'concatenated', offset: 7, spacing: 'tensor2tensor', k: 2,
    offsets: 5, kind: 'binary', seed: 9, format: 'bfloat16', values: new Float32Array([0.25]), lo: -2, hi: 2,
    colormap: 'viridis', tokens: ['x', 'y'], positional: true, permutation: [0], rows: 3, lowercase: false,
    maxTokens: 1, input: new Float32Array(24).fill(0.5), out: new Float32Array(18),
  };
  return Object.hasOwn(values, key) ? values[key] : `polluted-${key}`;
}

/** Compares results field by field (typed arrays by value). */
const same = (a, b) => assert.deepEqual(a, b);

const NAMES = [...new Set([...OPTION_NAMES, ...ENTRY_POINTS.flatMap((e) => e.params)])];

for (const pe of flavors) {
  test(`${pe.flavor}: every API call ignores every option name on a polluted Object.prototype`, () => {
    let required = 0;
    for (const entry of ENTRY_POINTS) {
      const clean = entry.call(pe, entry.valid);
      for (const key of NAMES) {
        const value = plausible(key);
        withPolluted(key, value, () => {
          const got = entry.call(pe, entry.valid);
          if (key === 'out') assert.notEqual(got, value, `${entry.name} wrote into a polluted out`);
          same(got, clean);
          if (Object.hasOwn(entry.valid, key) && !['values', 'tokens', 'input'].includes(key)) {
            const { [key]: _, ...missing } = entry.valid;
            let error;
            try { entry.call(pe, missing); } catch (e) { error = e; }
            // Either required (a named TypeError) or optional with its default: never the polluted value.
            if (error) {
              assert.match(error.message, new RegExp(`${key} is required`), `${entry.name} without ${key}`);
              required++;
            } else {
              same(entry.call(pe, missing), entry.call(pe, { ...missing, [key]: undefined }));
            }
          }
        });
      }
    }
    assert.ok(required >= 10, `${required} required options checked`);
    assert.throws(() => withPolluted('dModel', 5, () => pe.encode({ positions: 4 })), /dModel is required/);
  });
}

test('tokenize, the embed parameters and the lesson URL state ignore a polluted Object.prototype', () => {
  const text = 'The Dog bites the man.';
  const tokens = tokenize(text);
  const embed = parseEmbedParams('?figure=rotation&d-model=16&k=-4&frame=a1');
  const lesson = readState('?d=128&pairs=1%202&k=-3&theme=dark');
  const attributes = [...new Set(Object.values(FIGURES).flatMap(({ schema }) => Object.keys(schema)))];
  for (const key of [...NAMES, ...attributes]) {
    withPolluted(key, plausible(key), () => {
      same(tokenize(text), tokens);
      same(parseEmbedParams('?figure=rotation&d-model=16&k=-4&frame=a1'), embed);
      same(readState('?d=128&pairs=1%202&k=-3&theme=dark'), lesson);
    });
  }
});

// The glue's options object: hooks a polluted prototype would make the
// Emscripten runtime call, with a record of any call.
// Locations init() must never read from the prototype, the order lab's too.
const POLLUTED_URLS = { simd: '/polluted/simd.wasm', base: '/polluted/base.wasm',
  orderLab: { simd: '/polluted/lab-simd.wasm', base: '/polluted/lab-base.wasm' } };

const GLUE_HOOKS = ['locateFile', 'instantiateWasm', 'preRun', 'postRun', 'onRuntimeInitialized', 'print',
  'printErr', 'onAbort', 'wasmBinary', 'noInitialRun', 'mainScriptUrlOrBlob'];

test('init() reads no option and no glue hook from Object.prototype (non-enumerable pollution: it loads as usual)', async () => {
  const called = [];
  for (const key of [...OPTION_NAMES, ...GLUE_HOOKS]) {
    const hook = key === 'wasmUrl' ? POLLUTED_URLS
      : key === 'wasmBinary' || key === 'simd' || key === 'base' ? FOREIGN_EXPORT_WASM
        : key === 'flavor' ? 'simd'
          : (...args) => { called.push(key); return args[0]; };
    Object.defineProperty(Object.prototype, key, { value: hook, configurable: true, writable: true });
    try {
      const pe = await init({ simdSupported: () => false });
      assert.equal(pe.flavor, 'base', key);
      assert.equal(pe.encode({ positions: 1, dModel: 2 })[1], 1, key);
      await pe.orderLab.load();
      assert.equal(pe.orderLab.create({ seed: 4 }).seed, 4, key);
      const fromBytes = await init({ flavor: 'base', wasmBinary: baseBytes });
      assert.equal(fromBytes.encode({ positions: 1, dModel: 2 })[1], 1, key);
    } finally {
      delete Object.prototype[key];
    }
  }
  assert.deepEqual(called, [], 'no hook on the prototype was called');
});

test('init() under enumerable pollution never loads a polluted location or bytes, and loads as usual', async () => {
  for (const key of [...OPTION_NAMES, ...GLUE_HOOKS]) {
    const value = key === 'wasmUrl' ? POLLUTED_URLS : key === 'wasmBinary' ? FOREIGN_EXPORT_WASM : plausible(key);
    await withPolluted(key, value, async () => {
      const pe = await init({ simdSupported: () => false });
      assert.equal(pe.flavor, 'base', key);
      assert.equal(pe.encode({ positions: 1, dModel: 2 })[1], 1, key);
      await pe.orderLab.load();
      assert.equal(pe.orderLab.create({ seed: 4 }).seed, 4, key);
    });
  }
});
