// init() and the figures in Chromium when what they are given is wrong: a
// wasm of another build or program, missing files of both flavours, bad
// options, a throwing onError listener, a polluted Object.prototype. Each
// case settles with a coded error or a posenc-error on the figure, no
// unhandled rejection reaches the page, and no polluted location is fetched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extremeValidCalls, orderLabWrongBuildCases, wrongBuildCases } from '../fixtures/hostile-inputs.js';
import { launch, openPage } from './browser.js';

const { browser, url } = await launch();
const EMPTY = `${url}tests/browser/pages/empty.html`;

test('in Chromium every wrong-build module, the core\'s or the order lab\'s, makes init() reject with POSENC_WASM_START saying what did not match', async () => {
  const { page, problems } = await openPage(browser, EMPTY);
  const results = await page.evaluate(async () => {
    const { init } = await import('/web/src/index.js');
    const F = await import('/tests/fixtures/hostile-inputs.js');
    const bytes = async (name) => new Uint8Array(await (await fetch(`/web/dist/posenc-${name}.wasm`)).arrayBuffer());
    const [simd, base] = [await bytes('simd'), await bytes('base')];
    const [labSimd, labBase] = [await bytes('order-lab-simd'), await bytes('order-lab-base')];
    const out = await F.settleEach(init, { ...F.wrongBuildCases(simd, base),
      ...F.orderLabWrongBuildCases(labSimd, labBase, base) });
    // Let any unhandled rejection surface before the page is inspected.
    await new Promise((resolve) => setTimeout(resolve, 200));
    out.after = (await init({ flavor: 'simd', wasmBinary: simd })).encode({ positions: 1, dModel: 2 })[1];
    out.labAfter = (await init({ flavor: 'base', orderLab: true })).orderLab.create({ seed: 2 }).seed;
    return out;
  });
  const bytes = new Uint8Array(8);
  const cases = { ...wrongBuildCases(bytes, bytes), ...orderLabWrongBuildCases(bytes, bytes, bytes) };
  for (const [name, [, message]] of Object.entries(cases)) {
    assert.equal(results[name].code, 'POSENC_WASM_START', `${name}: ${JSON.stringify(results[name])}`);
    assert.match(results[name].message, message, name);
  }
  assert.equal(results.after, 1);
  assert.equal(results.labAfter, 2);
  assert.deepEqual(problems, [], 'no unhandled rejection, no console error');
  await page.close();
});

test('in Chromium a 404 on both flavours names both files; bad options reject instead of throwing', async () => {
  const { page, problems } = await openPage(browser, EMPTY);
  const result = await page.evaluate(async () => {
    const { init } = await import('/web/src/index.js');
    const missing = await init({ wasmUrl: { simd: '/web/dist/missing-simd.wasm', base: '/web/dist/missing-base.wasm' } })
      .catch((error) => ({ code: error.code, message: error.message }));
    let thrown = null;
    let rejected = null;
    try {
      await init({ wasmUrl: 42, flavor: 'base' }).catch((error) => { rejected = error.name; });
    } catch (error) {
      thrown = error.name;
    }
    return { missing, thrown, rejected };
  });
  assert.equal(result.missing.code, 'POSENC_WASM_LOAD');
  assert.match(result.missing.message, /simd wasm from \/web\/dist\/missing-simd\.wasm \(HTTP 404\)/);
  assert.match(result.missing.message, /base wasm from \/web\/dist\/missing-base\.wasm \(HTTP 404\)/);
  assert.deepEqual([result.thrown, result.rejected], [null, 'TypeError']);
  assert.deepEqual(problems.map((p) => p.replace(/http:\/\/[^/]+/, '')).sort(), [
    'HTTP 404: /web/dist/missing-base.wasm', 'HTTP 404: /web/dist/missing-simd.wasm',
    'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    'console: Failed to load resource: the server responded with a status of 404 (Not Found)'].sort());
  await page.close();
});

test('in Chromium a throwing onError listener goes to reportError (a window error event), and the page carries on', async () => {
  // The test variant: its pe.debug.abortForTest() makes the module abort.
  const { page, problems } = await openPage(browser, EMPTY, { testVariant: true });
  const result = await page.evaluate(async () => {
    const { init } = await import('/web/src/index.js');
    const pe = await init();
    const reported = [];
    window.addEventListener('error', (event) => { reported.push(event.error?.message); event.preventDefault(); });
    pe.onError(() => { throw new Error('a listener that throws'); });
    let after = 0;
    pe.onError(() => { after++; });
    let code = '';
    // The listeners run, and the throwing one is reported, before the failed
    // call returns: nothing is left to wait for.
    try { pe.debug.abortForTest(); } catch (error) { code = error.code; }
    return { code, reported, after, cosZero: pe.encode({ positions: 1, dModel: 2 })[1] };
  });
  assert.deepEqual(result, { code: 'POSENC_ABORT', reported: ['a listener that throws'], after: 1, cosZero: 1 });
  assert.deepEqual(problems, []);
  await page.close();
});

test('a figure given options of the wrong shape reports load-failed instead of staying blank', async () => {
  const { page, problems } = await openPage(browser, EMPTY);
  const detail = await page.evaluate(async () => {
    const { configure } = await import('/web/src/widgets/base.js');
    configure({ wasmUrl: /** @type {any} */ (42) });
    await import('/web/src/widgets/define.js');
    const figure = document.createElement('posenc-heatmap');
    const failed = new Promise((resolve) => figure.addEventListener('posenc-error', (e) => resolve(e.detail)));
    document.body.append(figure);
    const { code, message } = await failed;
    return { code, message, shown: figure.shadowRoot.querySelector('.message').textContent };
  });
  assert.equal(detail.code, 'load-failed');
  assert.match(detail.message, /posenc\.init: wasmUrl must be a string or URL/);
  assert.match(detail.shown, /could not load its WebAssembly module/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('after a failed load of the core wasm the next figure loads it again, and configure() may change the options first', async () => {
  const { page, problems } = await openPage(browser, EMPTY);
  let refuse = true;
  const refused = [];
  await page.route('**/web/dist/posenc-{simd,base}.wasm', (route) => {
    if (!refuse) return route.continue();
    refused.push(new URL(route.request().url()).pathname);
    return route.abort('connectionfailed');
  });
  const before = await page.evaluate(async () => {
    await import('/web/src/widgets/define.js');
    const add = () => {
      const figure = document.createElement('posenc-heatmap');
      figure.setAttribute('d-model', '8');
      figure.setAttribute('positions', '4');
      document.body.prepend(figure);
      return new Promise((resolve) => {
        figure.addEventListener('posenc-error', (e) => resolve(/** @type {CustomEvent} */ (e).detail.code), { once: true });
        figure.addEventListener('posenc-ready', () => resolve('ready'), { once: true });
      });
    };
    /** @type {any} */ (window).addFigure = add;
    return add();
  });
  assert.equal(before, 'load-failed');
  assert.deepEqual(refused.sort(), ['/web/dist/posenc-base.wasm', '/web/dist/posenc-simd.wasm']);
  refuse = false;
  const after = await page.evaluate(async () => {
    const { configure } = await import('/web/src/widgets/base.js');
    let configured = 'yes';
    try { configure({}); } catch (error) { configured = String(error); }
    const code = await /** @type {any} */ (window).addFigure();
    let late = 'accepted';
    try { configure({}); } catch (error) { late = error.message; }
    return { configured, code, late };
  });
  assert.deepEqual(after, { configured: 'yes', code: 'ready',
    late: 'posenc widgets: configure() must come before the first element loads the module' });
  assert.deepEqual(problems.map((p) => p.replace(/http:\/\/[^/]+/, '')).sort(),
    ['console: Failed to load resource: net::ERR_CONNECTION_FAILED', 'console: Failed to load resource: net::ERR_CONNECTION_FAILED',
      'requestfailed: /web/dist/posenc-base.wasm', 'requestfailed: /web/dist/posenc-simd.wasm'], 'the refused requests alone');
  await page.close();
});

test('with wasmUrl and orderLab on a polluted Object.prototype the figures fetch no foreign wasm and draw, the order lab too', async () => {
  const { page, problems } = await openPage(browser, EMPTY);
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const result = await page.evaluate(async () => {
    // What a prototype-pollution bug elsewhere on the page leaves behind.
    const foreign = { simd: '/foreign/evil.wasm', base: '/foreign/evil.wasm' };
    Object.prototype.wasmUrl = { ...foreign, orderLab: foreign };
    Object.prototype.orderLab = foreign;
    Object.prototype.locateFile = () => '/foreign/evil.wasm';
    await import('/web/src/widgets/define.js');
    /** A figure appended to the page, and how it settles: ready or its error code. */
    const settle = (tag, attributes) => {
      const figure = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) figure.setAttribute(name, value);
      const settled = new Promise((resolve) => {
        figure.addEventListener('posenc-ready', () => resolve('ready'));
        figure.addEventListener('posenc-error', (e) => resolve(e.detail.code));
      });
      document.body.append(figure);
      return settled;
    };
    // The heatmap needs the core's module, the order lab its own as well.
    const outcome = [await settle('posenc-heatmap', { 'd-model': '8', positions: '4' }),
      await settle('posenc-order-lab', { 'd-model': '4' })];
    delete Object.prototype.wasmUrl;
    delete Object.prototype.orderLab;
    delete Object.prototype.locateFile;
    // Enumerable pollution, as a prototype-pollution bug leaves it: a fresh load is not misled.
    Object.prototype.wasmBinary = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
    const { init } = await import('/web/src/index.js');
    const enumerable = await init({ simdSupported: () => false }).then(() => 'loaded', (error) => error.message);
    delete Object.prototype.wasmBinary;
    return { outcome, enumerable };
  });
  assert.deepEqual(result.outcome, ['ready', 'ready']);
  assert.equal(result.enumerable, 'loaded');
  assert.ok(requested.some((path) => /\/web\/dist\/posenc-order-lab-simd\.wasm$/.test(path)), requested.join(' '));
  assert.ok(!requested.some((path) => path.startsWith('/foreign/')), requested.join(' '));
  assert.deepEqual(problems, []);
  await page.close();
});

test('in Chromium valid calls at the ends of every range return only finite numbers or a coded overflow, in both flavours', async () => {
  const { page, problems } = await openPage(browser, EMPTY);
  const report = await page.evaluate(async () => {
    const { init } = await import('/web/src/index.js');
    const { STATUS } = await import('/web/src/core/boundary.js');
    const F = await import('/tests/fixtures/hostile-inputs.js');
    /** @type {Record<string, { calls: number, refused: string[], bad: string[] }>} */
    const out = {};
    for (const flavor of ['simd', 'base']) {
      const pe = await init({ flavor });
      const seen = { calls: 0, refused: [], bad: [] };
      for (const [method, options] of F.extremeValidCalls()) {
        seen.calls++;
        try {
          if (!F.allFinite(pe[method](options))) seen.bad.push(`${method} returned a value that is not finite`);
        } catch (error) {
          if (error.code === `POSENC_STATUS_${STATUS.overflow}` && error.constructor === Error) seen.refused.push(method);
          else seen.bad.push(`${method}: ${error.message}`);
        }
      }
      out[flavor] = { ...seen, refused: [...new Set(seen.refused)].sort() };
    }
    return out;
  });
  for (const flavor of ['simd', 'base']) {
    assert.equal(report[flavor].calls, extremeValidCalls().length, flavor);
    assert.deepEqual(report[flavor].bad, [], flavor);
    assert.deepEqual(report[flavor].refused, ['alternative', 'wavelengths'], flavor);
  }
  assert.deepEqual(problems, []);
  await page.close();
});
