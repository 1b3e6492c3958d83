// Packs the package once (as `npm publish` would) and installs the tarball
// into fresh folders, so consumer tests exercise the published files only.
// `npm test` packs once for every test file and names the tarball in
// POSENC_TARBALL (scripts/test.sh); a test file run alone packs on demand.
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
let tarball = process.env.POSENC_TARBALL || '';

/**
 * Packs the repository as it stands (the wasm built, prepack skipped), with
 * site/ built first if it is missing; returns the tarball's path.
 */
function pack() {
  if (!existsSync(join(repo, 'site', 'index.html'))) {
    execFileSync(process.execPath, [join(repo, 'scripts', 'build-site.mjs')], { cwd: repo, stdio: 'ignore', timeout: STEP_MS });
  }
  const out = mkdtempSync(join(tmpdir(), 'posenc-pack-'));
  const name = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', out],
    { cwd: repo, encoding: 'utf8', timeout: STEP_MS }).trim().split('\n').pop();
  return join(out, /** @type {string} */ (name));
}

/** Path of the packed tarball: POSENC_TARBALL, or packed now (once per test file). */
export function packOnce() {
  if (!tarball) tarball = pack();
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
