// @ts-check
/**
 * The native builds of the benchmark (cpp/bench/native_bench.cc): built with
 * CMake into build/native, the folder of the native tests (scripts/test.sh),
 * whose core the SSE2 bench links as it is, then kept running as child processes that answer
 * one JSON line per request, so that native rounds interleave with the
 * JS and wasm rounds of the same run.
 * @module
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * Configures (once) and builds both native bench binaries, one job at a time
 * (the machine is shared).
 * @param {string} root  repository root
 */
export function buildNative(root) {
  const dir = `${root}/build/native`;
  if (!existsSync(`${dir}/CMakeCache.txt`)) {
    execFileSync('cmake', ['-S', root, '-B', dir, '-DCMAKE_BUILD_TYPE=Release'], { stdio: 'ignore' });
  }
  execFileSync('cmake', ['--build', dir, '-j1', '--target', 'posenc_bench', 'posenc_bench_native'],
    { stdio: ['ignore', 'ignore', 'inherit'] });
  return { sse2: `${dir}/posenc_bench`, native: `${dir}/posenc_bench_native` };
}

/**
 * Starts one native bench binary. `time(case, rows, cols, reps)` resolves to
 * the median ms per call it measured (after its own warm-up call).
 * @param {string} binary
 * @returns {import('./cases.js').NativeBench & { close: () => void, info: () => any }}
 */
export function startNative(binary) {
  const child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) });
  /** @type {{ answer: (line: string) => void, fail: (error: Error) => void }[]} */
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.answer(line));
  // A binary that ends or cannot start fails what waits on it, instead of
  // leaving the run waiting for a line that will not come.
  const fail = (/** @type {Error} */ error) => { for (const w of waiting.splice(0)) w.fail(error); };
  child.on('error', fail);
  child.on('exit', (code, signal) => fail(new Error(`${binary} ended (exit ${code ?? signal})`)));
  let last = {};
  return {
    time(name, rows, cols, reps) {
      return new Promise((resolve, reject) => {
        waiting.push({
          answer: (line) => {
            const answer = JSON.parse(line);
            if (answer.error) reject(new Error(`${binary}: ${answer.error} (${name} ${rows} ${cols})`));
            last = answer;
            resolve(answer.ms);
          },
          fail: reject,
        });
        /** @type {import('node:stream').Writable} */ (child.stdin).write(`${name} ${rows} ${cols} ${reps}\n`);
      });
    },
    info: () => last,
    close: () => { /** @type {import('node:stream').Writable} */ (child.stdin).end(); },
  };
}
