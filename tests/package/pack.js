// Packs the package once (as `npm publish` would) and installs the tarball
// into fresh folders, so consumer tests exercise the published files only.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Longest wait for one child step (pack, install, build): a tool that waits
 * for something must fail its test, not hold the suite (CI has a hard limit).
 */
export const STEP_MS = 120_000;
let tarball;

/**
 * Path of the packed tarball. `npm test` has just built the wasm and the
 * site (scripts/test.sh), so prepack is skipped.
 */
export function packOnce() {
  if (!tarball) {
    if (!existsSync(join(repo, 'site', 'index.html'))) {
      throw new Error('site/ is missing: run node scripts/build-site.mjs before packing');
    }
    const out = mkdtempSync(join(tmpdir(), 'posenc-pack-'));
    const name = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', out],
      { cwd: repo, encoding: 'utf8', timeout: STEP_MS }).trim().split('\n').pop();
    tarball = join(out, name);
  }
  return tarball;
}

/** A new folder with package.json and posenc installed from the tarball. */
export function installInto(prefix, extraPackageJson = {}) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', ...extraPackageJson }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', '--loglevel=error', packOnce()],
    { cwd: dir, stdio: 'pipe', timeout: STEP_MS });
  return dir;
}
