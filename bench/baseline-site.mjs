// @ts-check
/**
 * The built site of an earlier commit, for benches that compare against it
 * in the same run (bench/slow-line.mjs, bench/browser.mjs).
 *
 *   node bench/baseline-site.mjs [COMMIT]     (default: BASELINE_COMMIT)
 *
 * The commit's tree is extracted with `git archive` into
 * build/baseline-COMMIT/ (no worktree, no checkout), and built there as that
 * commit builds itself: its wasm (both shipped flavours, with its own
 * boundary declaration, so the digest its JS checks matches: the wasm of
 * the current tree cannot be reused) by em++ through its CMakeLists, then its
 * scripts/build-site.mjs with this repository's node_modules. The result is
 * kept (build/ is git-ignored): the first run takes minutes, later runs
 * reuse build/baseline-COMMIT/site/. The build is reproducible: the same
 * commit and toolchain give the same bytes.
 * @module
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The site the goals are measured against (before the lazy loading and the split). */
export const BASELINE_COMMIT = '6f2dfec';

/**
 * Builds (once) and returns the folder of the built site of `commit`.
 * @param {string} [commit]
 * @returns {string}
 */
export function baselineSite(commit = BASELINE_COMMIT) {
  const full = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(root, 'build', `baseline-${full.slice(0, 10)}`);
  const site = join(dir, 'site');
  if (existsSync(join(site, 'index.html'))) return site;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('bash', ['-c', `git archive ${full} | tar -x -C ${JSON.stringify(dir)}`], { cwd: root, stdio: 'inherit' });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  // Debian's em++ needs acorn from /usr/share/nodejs (docs/toolchain.md).
  const env = { ...process.env, NODE_PATH: '/usr/share/nodejs' };
  const wasm = join(dir, 'build', 'wasm');
  execFileSync('emcmake', ['cmake', '-S', dir, '-B', wasm, '-DCMAKE_BUILD_TYPE=Release',
    `-DCMAKE_CROSSCOMPILING_EMULATOR=${process.execPath}`], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('cmake', ['--build', wasm, '-j2', '--target', 'posenc-simd', 'posenc-base'],
    { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  mkdirSync(join(dir, 'web', 'dist'), { recursive: true });
  for (const flavor of ['simd', 'base']) {
    for (const ext of ['js', 'wasm']) copyFileSync(join(wasm, `posenc-${flavor}.${ext}`), join(dir, 'web', 'dist', `posenc-${flavor}.${ext}`));
  }
  execFileSync(process.execPath, [join(dir, 'scripts', 'build-site.mjs'), '--out', site], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return site;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(baselineSite(process.argv[2]));
}
