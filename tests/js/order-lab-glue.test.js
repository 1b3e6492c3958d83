// The order lab's glue (web/dist/posenc-order-lab-glue.js) failing to load, as
// a flaky network or a bundler that did not emit it would: pe.orderLab.load()
// rejects with POSENC_WASM_LOAD and a message naming the file, as the docs
// promise of every load failure. A module hook of this process makes the
// first import of the glue fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { register } from 'node:module';

const hooks = `let failed = false;
export async function load(url, context, next) {
  if (url.endsWith('/posenc-order-lab-glue.js') && !failed) {
    failed = true;
    throw new Error('network down');
  }
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
const { init } = await import('../../web/src/index-node.js');

test("a failed load of the order lab's glue rejects with POSENC_WASM_LOAD, naming the file", async () => {
  const pe = await init({ flavor: 'base' });
  await assert.rejects(pe.orderLab.load(), (error) => error.code === 'POSENC_WASM_LOAD' &&
    /^posenc: could not load the order lab's glue, posenc-order-lab-glue\.js \(Error: network down\)\. Serve web\/dist\/posenc-order-lab-glue\.js /
      .test(error.message) && error.cause instanceof Error);
  assert.equal(pe.orderLab.loaded(), false);
});
