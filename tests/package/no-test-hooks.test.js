// What ships carries no test machinery: no file of the packed package holds
// the name of a function only the module's test variant has (the testVariant
// list of cpp/boundary.mjs: allocation counters and fault hooks).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import manifest from '../../cpp/boundary.mjs';
import { STEP_MS, packOnce, repo } from './pack.js';

const HOOKS = manifest.testVariant.map((f) => f.name);
// Code only: prose (README.md) may describe the test variant.
const CODE = /\.(js|mjs|cjs|wasm|ts|json)$/;

/** Every file below `dir`, recursively. */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The hook names found in a file's bytes. */
const hooksIn = (file) => {
  const text = readFileSync(file).toString('latin1');
  return HOOKS.filter((name) => text.includes(name));
};

test('the test variant built next to the package holds every hook name (the search can find them)', () => {
  for (const module of ['posenc', 'posenc-order-lab']) {
    for (const flavor of ['simd', 'base']) {
      assert.deepEqual(hooksIn(join(repo, `build/wasm/${module}-test-${flavor}.wasm`)), HOOKS, `${module} ${flavor}`);
    }
  }
});

test('no code file of the packed package names a hook of the test variant', () => {
  const dir = mkdtempSync(join(tmpdir(), 'posenc-unpacked-'));
  execFileSync('tar', ['-xzf', packOnce(), '-C', dir], { timeout: STEP_MS });
  const code = files(dir).filter((file) => CODE.test(file));
  for (const name of ['posenc-simd.wasm', 'posenc-base.wasm', 'posenc-order-lab-simd.wasm', 'posenc-order-lab-base.wasm']) {
    assert.ok(code.some((file) => file.endsWith(`/${name}`)), `${name} is in the package`);
  }
  const found = code.map((file) => [file.slice(dir.length + 1), hooksIn(file)]).filter(([, names]) => names.length > 0);
  assert.deepEqual(found, []);
});
