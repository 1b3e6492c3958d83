// Wrong-build wasm and broken listeners, in a node process that dies on an
// unhandled rejection or an uncaught error (--unhandled-rejections=strict):
// every bad module, the core's or the order lab's, makes init() reject with
// POSENC_WASM_START saying what did not match, and a throwing onError listener is reported, not fatal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { orderLabWrongBuildCases, wrongBuildCases } from '../fixtures/hostile-inputs.js';

const href = (path) => JSON.stringify(new URL(path, import.meta.url).href);

// What the child process runs: each case settles (or is reported pending
// after 20 s: a promise that never settles), then the module still loads.
const CHILD = `
import { readFileSync } from 'node:fs';
const { init } = await import(${href('../../web/src/index-node.js')});
const F = await import(${href('../fixtures/hostile-inputs.js')});
const dist = (file) => readFileSync(new URL(file, ${href('../../web/dist/')}));
const results = await F.settleEach(init, {
  ...F.wrongBuildCases(dist('posenc-simd.wasm'), dist('posenc-base.wasm')),
  ...F.orderLabWrongBuildCases(dist('posenc-order-lab-simd.wasm'), dist('posenc-order-lab-base.wasm'),
    dist('posenc-base.wasm')),
});
results.after = (await init({ flavor: 'base' })).flavor;
results.labAfter = (await init({ flavor: 'base', orderLab: true })).orderLab.create({ seed: 2 }).seed;
console.log(JSON.stringify(results));
`;

// A listener that throws while the module recovers from an abort (the test
// variant's pe.debug.abortForTest() makes it abort).
const LISTENER_CHILD = `
const { initTestVariant } = await import(${href('./test-variant.js')});
const results = {};
const pe = await initTestVariant('simd');
pe.onError(() => { throw new Error('a listener that throws'); });
let seen = 0;
pe.onError(() => { seen++; });
try { pe.debug.abortForTest(); } catch (error) { results.abort = error.code; }
// Node handles unhandled rejections once the microtasks have run, before the
// next phase of its event loop: past setImmediate, one would have ended this node.
await new Promise((resolve) => setImmediate(resolve));
results.seen = seen;
results.cosZero = pe.encode({ positions: 1, dModel: 2 })[1];
console.log(JSON.stringify(results));
`;

/** Runs `code` in a node that dies on an unhandled rejection; its last line of output, parsed. */
function runChild(code) {
  const child = spawnSync(process.execPath, ['--unhandled-rejections=strict', '--input-type=module', '-e', code],
    { encoding: 'utf8', timeout: 240000 });
  return { child, results: child.status === 0 ? JSON.parse(child.stdout.trim().split('\n').at(-1)) : {} };
}

const { child, results } = runChild(CHILD);
const listener = runChild(LISTENER_CHILD);

test('a node process survives every wrong-build module', () => {
  assert.equal(child.status, 0, `exit ${child.status} ${child.signal ?? ''}\n${child.stderr}`);
  assert.equal(results.after, 'base', 'the right module loads after all the wrong ones');
  assert.equal(results.labAfter, 2, "the right order lab's module loads after all the wrong ones");
});

// The cases' messages (the bytes are not needed for them).
const bytes = new Uint8Array(8);
const EXPECTED = Object.fromEntries(Object.entries({
  ...wrongBuildCases(bytes, bytes), ...orderLabWrongBuildCases(bytes, bytes, bytes),
}).map(([name, [, message]]) => [name, message]));

for (const [name, message] of Object.entries(EXPECTED)) {
  test(`init() rejects ${name} with POSENC_WASM_START saying what did not match`, () => {
    assert.equal(child.status, 0, child.stderr);
    assert.equal(results[name].code, 'POSENC_WASM_START', JSON.stringify(results[name]));
    assert.match(results[name].message, message);
  });
}

test('a throwing onError listener is reported on the console; the process, the other listeners and the next call run', () => {
  assert.equal(listener.child.status, 0, listener.child.stderr);
  assert.equal(listener.results.abort, 'POSENC_ABORT');
  assert.equal(listener.results.seen, 1, 'the listener after the broken one was called');
  assert.equal(listener.results.cosZero, 1, 'a fresh module serves the next call');
  assert.match(listener.child.stderr, /posenc: an onError listener threw: Error: a listener that throws/);
});
