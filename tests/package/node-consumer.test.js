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

test('the tarball ships the wasm files, their glue and the types, and no sources of the build', () => {
  const dir = join(installInto('posenc-files-'), 'node_modules', 'posenc');
  for (const file of ['web/dist/posenc-simd.wasm', 'web/dist/posenc-base.wasm', 'web/dist/posenc-simd.js',
    'types/index.d.ts', 'LICENSE', 'README.md']) {
    assert.ok(existsSync(join(dir, file)), file);
  }
  assert.ok(!existsSync(join(dir, 'cpp')));
  assert.ok(!existsSync(join(dir, 'tests')));
  assert.deepEqual(readdirSync(join(dir, 'web')).sort(), ['dist', 'embed.html', 'favicon.svg', 'src', 'styles']);
});
