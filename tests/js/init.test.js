import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { init, simdSupported } from '../../web/src/index-node.js';

const dist = (file) => fileURLToPath(new URL(`../../web/dist/${file}`, import.meta.url));

test('the SIMD probe answers true in node (which always has WASM SIMD)', () => {
  assert.equal(simdSupported(), true);
});

test('init() picks simd by default and memoises the loaded module', async () => {
  const first = init();
  assert.equal(first, init());
  const pe = await first;
  assert.equal(pe.flavor, 'simd');
  assert.equal(pe.simdPath, 'wasm-simd128');
});

test('a probe that says "no SIMD" loads the base flavour, which has no SIMD path', async () => {
  const pe = await init({ simdSupported: () => false });
  assert.equal(pe.flavor, 'base');
  assert.equal(pe.simdPath, 'scalar');
});

test('a SIMD module that fails to load falls back to base under flavor auto', async () => {
  const base = readFileSync(dist('posenc-base.wasm'));
  const pe = await init({ wasmBinary: { simd: new Uint8Array([0, 97, 115, 109, 9]), base } });
  assert.equal(pe.flavor, 'base');
});

test('a forced flavour that fails rejects instead of falling back', async () => {
  await assert.rejects(init({ flavor: 'simd', wasmBinary: new Uint8Array([1, 2, 3]) }));
});

test('wasmBinary and wasmUrl can be given per flavour or singly with a forced flavour', async () => {
  const fromBytes = await init({ flavor: 'base', wasmBinary: readFileSync(dist('posenc-base.wasm')) });
  assert.equal(fromBytes.flavor, 'base');
  const fromPath = await init({ flavor: 'simd', wasmUrl: dist('posenc-simd.wasm') });
  assert.equal(fromPath.encode({ positions: 1, dModel: 2, offset: 2 })[0], Math.fround(Math.sin(2)));
});

test('a missing .wasm gives an actionable error naming the file', async () => {
  await assert.rejects(init({ flavor: 'base', wasmUrl: '/nonexistent/posenc-base.wasm' }), (error) => {
    assert.equal(error.code, 'POSENC_WASM_LOAD');
    assert.match(error.message, /\/nonexistent\/posenc-base\.wasm/);
    assert.match(error.message, /wasmUrl/);
    return true;
  });
});

test('when both flavours are missing under flavor auto, the error names both files', async () => {
  const wasmUrl = { simd: '/nonexistent/simd-file.wasm', base: '/nonexistent/base-file.wasm' };
  await assert.rejects(init({ wasmUrl }), (error) => {
    assert.equal(error.code, 'POSENC_WASM_LOAD');
    assert.match(error.message, /could not load the simd wasm from \/nonexistent\/simd-file\.wasm/);
    assert.match(error.message, /could not load the base wasm from \/nonexistent\/base-file\.wasm/);
    assert.equal(error.message.split('Serve web/dist').length, 2, 'the advice is given once');
    return true;
  });
});

test('the fetching init() names the file when the .wasm body is cut off midway', async () => {
  const { init: initWithFetch } = await import('../../web/src/core/init.js');
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/wasm', 'Content-Length': '100000' });
    // Cut off once the first part has been handed to the socket.
    response.write(Buffer.alloc(1000), () => response.socket.destroy());
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const wasmUrl = `http://127.0.0.1:${server.address().port}/cut-off.wasm`;
  try {
    await assert.rejects(initWithFetch({ flavor: 'base', wasmUrl }), (error) => {
      assert.equal(error.code, 'POSENC_WASM_LOAD');
      assert.match(error.message, /could not load the base wasm from http:\/\/127\.0\.0\.1:\d+\/cut-off\.wasm/);
      return true;
    });
  } finally {
    server.close();
  }
});

test('init() rejects its promise for bad options (a TypeError or RangeError naming them), and never throws', async () => {
  const cases = [
    [{ flavor: 'fast' }, /flavor must be "auto" or "simd" or "base"/],
    [{ wasmBinary: new Uint8Array(4) }, /single wasmBinary needs flavor/],
    [{ wasmUrl: 5, flavor: 'base' }, /wasmUrl must be/],
    [{ wasmUrl: { simd: 'a.wasm', other: 'b.wasm' } }, /unknown key of wasmUrl "other" \(known keys: simd, base, orderLab\)/],
    [{ wasmBinary: { base: 'bytes' } }, /wasmBinary\.base must be an ArrayBuffer or typed array; got string "bytes"/],
    [{ simdSupported: true }, /simdSupported must be a function/],
    [{ flavour: 'base' }, /unknown option "flavour"/],
    ['simd', /expected an options object/],
  ];
  for (const [options, message] of cases) {
    let promise;
    assert.doesNotThrow(() => { promise = init(options); });
    assert.ok(promise instanceof Promise);
    await assert.rejects(promise, (error) => (error instanceof TypeError || error instanceof RangeError) && message.test(error.message));
  }
});

test('the module loads and computes under --disallow-code-generation-from-strings', () => {
  const entry = new URL('../../web/src/index-node.js', import.meta.url).href;
  const script = `import { init } from ${JSON.stringify(entry)};
    for (const flavor of ['simd', 'base']) {
      const pe = await init({ flavor });
      console.log(flavor, pe.encode({ positions: 1, dModel: 2, offset: 3 })[0]);
    }`;
  const out = execFileSync(process.execPath,
    ['--disallow-code-generation-from-strings', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
  assert.deepEqual(out.trim().split('\n'), [`simd ${Math.fround(Math.sin(3))}`, `base ${Math.fround(Math.sin(3))}`]);
});
