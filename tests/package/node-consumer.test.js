import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { installInto } from './pack.js';

test('the packed tarball installs into an empty folder and computes a row in node', () => {
  const dir = installInto('posenc-node-');
  const script = `import { init } from 'posenc';
    const pe = await init();
    const row = pe.encode({ positions: 1, dModel: 4, offset: 1 });
    console.log(JSON.stringify({ flavor: pe.flavor, row: Array.from(row) }));`;
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script],
    { cwd: dir, encoding: 'utf8', timeout: 60_000 }));
  assert.equal(out.flavor, 'simd');
  const want = [Math.sin(1), Math.cos(1), Math.sin(0.01), Math.cos(0.01)];
  want.forEach((w, i) => assert.ok(Math.abs(out.row[i] - w) < 1e-7));
});

test('the tarball ships the wasm files, their glue, the types and the built lesson (with its SCORM packages), and no sources of the build', () => {
  const dir = join(installInto('posenc-files-'), 'node_modules', 'posenc');
  for (const file of ['web/dist/posenc-simd.wasm', 'web/dist/posenc-base.wasm', 'web/dist/posenc-glue.js',
    'web/dist/posenc-order-lab-simd.wasm', 'web/dist/posenc-order-lab-base.wasm', 'web/dist/posenc-order-lab-glue.js',
    'types/index.d.ts', 'web/src/posenc.d.ts', 'web/src/widgets/elements.d.ts', 'widgets/package.json',
    'site/index.html', 'site/embed.html', 'site/posenc-lesson.html', 'site/posenc-lesson-scorm12.zip',
    'site/posenc-lesson-scorm2004.zip', 'LICENSE', 'README.md']) {
    assert.ok(existsSync(join(dir, file)), file);
  }
  assert.ok(!existsSync(join(dir, 'cpp')));
  assert.ok(!existsSync(join(dir, 'tests')));
  assert.ok(!existsSync(join(dir, 'web', 'lesson')), 'the lesson ships built, in site/');
  assert.deepEqual(readdirSync(join(dir, 'web')).sort(), ['dist', 'embed.html', 'favicon.svg', 'src', 'styles']);
});

/** Runs an ES module script in `dir` with node; returns its stdout. */
const runModule = (dir, script) => execFileSync(process.execPath, ['--input-type=module', '-e', script],
  { cwd: dir, encoding: 'utf8', timeout: 60_000 });

test('posenc, posenc/widgets and its classes import in node without a DOM, and loadElement defines where customElements exists', () => {
  const dir = installInto('posenc-ssr-');
  const plain = JSON.parse(runModule(dir, `const widgets = await import('posenc/widgets');
    const { ELEMENTS } = await import('posenc/widgets/classes');
    const api = await import('posenc');
    console.log(JSON.stringify({ tags: widgets.TAGS, classes: Object.keys(ELEMENTS), init: typeof api.init,
      registry: typeof customElements }));`));
  const tags = ['posenc-heatmap', 'posenc-permutation', 'posenc-rotation', 'posenc-similarity', 'posenc-order-lab', 'posenc-offset-head'];
  assert.deepEqual(plain, { tags, classes: tags, init: 'function', registry: 'undefined' });
  // With a registry (a DOM shim) but no document there is no page to find
  // tags in: nothing is defined on import, and loadElement defines each.
  const shimmed = JSON.parse(runModule(dir, `const defined = [];
    globalThis.HTMLElement = class {};
    globalThis.customElements = { get: () => undefined, define: (tag) => defined.push(tag) };
    const { TAGS, loadElement } = await import('posenc/widgets');
    const onImport = [...defined];
    const classes = await Promise.all(TAGS.map(loadElement));
    console.log(JSON.stringify({ onImport, defined: defined.sort(), named: classes.map((c) => c.name) }));`));
  assert.deepEqual(shimmed, { onImport: [], defined: [...tags].sort(),
    named: ['PosencHeatmap', 'PosencPermutation', 'PosencRotation', 'PosencSimilarity', 'PosencOrderLab', 'PosencOffsetHead'] });
});

test('require(posenc) works where node can require ES modules (20.19+, 22.12+) and fails with ERR_REQUIRE_ESM elsewhere', () => {
  const dir = installInto('posenc-require-');
  const script = "try { const p = require('posenc'); console.log('loaded ' + typeof p.init); } " +
    "catch (e) { console.log(e.code + ' ' + e.message.split('\\n')[0]); }";
  const out = execFileSync(process.execPath, ['--input-type=commonjs', '-e', script],
    { cwd: dir, encoding: 'utf8', timeout: 60_000 }).trim();
  if (/** @type {any} */ (process.features).require_module) assert.equal(out, 'loaded function');
  else assert.match(out, /^ERR_REQUIRE_ESM require\(\) of ES Module .*posenc.* not supported/);
});
