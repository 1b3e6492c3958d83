// The benchmark is not a test (timings on a shared machine are noisy): this
// only checks that `npm run bench -- --quick` builds what it needs, runs every
// suite in node and in Chromium, and writes a report of the documented shape.
// It asserts no speed; the one figure it checks is the accuracy of the
// encoding it timed, which does not depend on timing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './browser.js';

/**
 * Runs `npm run bench -- --quick --out <out>` in a process group of its own.
 * Past `ms` the group (node and its Chromium) is ended and the run fails with
 * the last steps it named on stderr (bench/harness.js progress).
 * @param {string} out @param {number} ms @returns {Promise<string>} its stdout
 */
function runQuickBench(out, ms) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/run.mjs', '--quick', '--out', out],
      { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    const last = () => stderr.trim().split('\n').slice(-12).join('\n');
    const timer = setTimeout(() => {
      try { process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL'); } catch { /* already ended */ }
      const written = stdout.includes('JSON: ') ? ' (it had written its report)' : '';
      reject(new Error(`the quick benchmark did not end within ${ms / 1000} s${written}; its last lines on stderr:\n${last()}`));
    }, ms);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`the quick benchmark failed (exit ${code ?? signal}); its last lines on stderr:\n${last()}`));
    });
  });
}

/** @param {any} s */
const isSpread = (s) => Number.isFinite(s.median) && s.min <= s.median && s.median <= s.max && s.min > 0;

test('the quick benchmark runs in node and Chromium and reports ratios of the expected shape', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'posenc-bench-'));
  const out = join(dir, 'report.json');
  try {
    const stdout = await runQuickBench(out, 600_000);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    assert.equal(report.quick, true);
    assert.ok(report.machine.nproc >= 1 && report.machine.cpu && report.machine.chromium, JSON.stringify(report.machine));
    const encode = report.suites.filter((s) => s.id.startsWith('encode-'));
    assert.deepEqual(encode.map((s) => s.id), ['encode-64x32-node', 'encode-64x32-chromium']);
    assert.deepEqual(Object.keys(encode[0].ms).sort(), ['api-base', 'api-simd', 'api-simd-out', 'fill-simd', 'fresh-alloc',
      'fresh-set', 'js-plain', 'js-plain-into', 'kernel-base', 'kernel-simd', 'native-fill', 'native-march', 'native-sse2',
      'set-into']);
    for (const suite of report.suites) {
      assert.equal(suite.rounds, 2);
      for (const [name, s] of Object.entries(suite.ms)) assert.ok(isSpread(s), `${suite.id} ${name}`);
      for (const c of suite.comparisons) {
        assert.ok(isSpread(c.ratio), `${suite.id} ${c.id}`);
        assert.ok(c.met === null || typeof c.met === 'boolean');
        assert.ok(stdout.includes(c.label), c.label);
      }
    }
    const ids = encode[0].comparisons.map((c) => c.id);
    for (const id of ['encode-simd-vs-js', 'encode-api-out-vs-js', 'encode-set-vs-js', 'encode-api-simd-vs-js',
      'encode-fresh-set-vs-js', 'encode-fresh-alloc-share', 'encode-simd-vs-native-sse2', 'encode-simd-vs-fill']) {
      assert.ok(ids.includes(id), id);
    }
    const lab = report.suites.filter((s) => s.id.startsWith('order-lab-'));
    assert.deepEqual(lab.map((s) => s.id), ['order-lab-d16-node', 'order-lab-d16-chromium']);
    assert.deepEqual(Object.keys(lab[0].ms).sort(), ['lab-api-base', 'lab-api-simd', 'lab-kernel-base', 'lab-kernel-simd',
      'lab-native-sse2']);
    assert.ok(lab[0].comparisons.some((c) => c.id === 'order-lab-d16-simd-vs-native' && c.op === '<=' && c.value === 1.5));
    const similarity = report.suites.find((s) => s.id.startsWith('similarity-')).comparisons.map((c) => c.id);
    for (const id of ['similarity-out-vs-gram', 'similarity-set-vs-gram', 'similarity-fresh-set-vs-gram']) {
      assert.ok(similarity.includes(id), id);
    }
    const colorize = report.suites.find((s) => s.id.startsWith('colorize-')).comparisons.map((c) => c.id);
    assert.ok(colorize.includes('colorize-copies-vs-js'));
    const checks = Object.fromEntries(report.checks.map((c) => [c.id, c]));
    for (const id of ['order-lab-steps-per-s-d16-simd-node', 'order-lab-steps-per-s-d16-native',
      'order-lab-steps-per-s-d16-simd-chromium', 'order-lab-frame-compute-chromium', 'order-lab-run-compute-chromium',
      'order-lab-frame-callback-chromium']) {
      assert.ok(Number.isFinite(checks[id]?.value) && checks[id].value > 0, id);
    }
    for (const id of ['wasm-gzip-simd', 'wasm-gzip-base', 'wasm-gzip-order-lab-simd', 'wasm-gzip-order-lab-base',
      'max-abs-error-64x32-node', 'max-abs-error-64x32-chromium', 'heatmap-frame-64x32-chromium', 'lesson-first-heatmap-chromium']) {
      assert.ok(Number.isFinite(checks[id]?.value) && checks[id].value >= 0, id);
    }
    assert.ok(checks['max-abs-error-64x32-node'].value <= 2e-7);
    assert.ok(checks['lesson-first-heatmap-chromium'].value > 0);
    assert.match(stdout, /JSON: /);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
