// Every size the README and docs/ state (KB, KiB, MB, MiB, GB, GiB) is either
// measured here from the built files, equal to a constant of the code, or
// printed by a named script (a benchmark whose table the docs show): a size
// on a line none of the rules below covers fails, so a new one is checked
// from the start.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../browser/browser.js';
import { CHUNK_BYTES, LIMITS } from '../../web/src/core/boundary.js';
import { MIN_COMPRESSED_BYTES } from '../../scripts/serve.mjs';
import { SINGLE_FILE, buildSite } from '../../scripts/build-site.mjs';

/**
 * A size the docs state as "about N" holds while the measured size is within
 * this fraction of N: past it, the docs are wrong and must be changed.
 */
const TOLERANCE = 0.1;

const SIZE = /(\d[\d.,]*)\s?(KB|kB|KiB|MB|MiB|GB|GiB)\b/g;
const UNIT = { KB: 1e3, kB: 1e3, KiB: 2 ** 10, MB: 1e6, MiB: 2 ** 20, GB: 1e9, GiB: 2 ** 30 };

const site = mkdtempSync(join(tmpdir(), 'posenc-doc-sizes-'));
await buildSite({ out: site });
after(() => rmSync(site, { recursive: true, force: true }));
const gzipped = (file) => gzipSync(readFileSync(join(repoRoot, `web/dist/${file}.wasm`)), { level: 9 }).length;
const wasmMemoryCap = Number(/-sMAXIMUM_MEMORY=(\d+)GB/.exec(readFileSync(join(repoRoot, 'CMakeLists.txt'), 'utf8'))?.[1]) * 2 ** 30;

/**
 * The rules: a file, a pattern of the line, and how each size on it is known.
 * `measured`: the bytes of what it describes, built here (the stated size is
 * "about" that, within TOLERANCE). `equals`: the bytes it must be exactly, from
 * the code. `printedBy`: the script whose output the docs copy.
 * @type {Array<{ file: string, line: RegExp, measured?: () => number[], equals?: number[], printedBy?: string }>}
 */
const RULES = [
  { file: 'docs/publishing.md', line: /`posenc-lesson\.html` \| the whole lesson in one file/,
    measured: () => [statSync(join(site, SINGLE_FILE)).size] },
  { file: 'docs/performance.md', line: /Each `\.wasm` of the core module is about [\d.]+ KiB gzipped/,
    measured: () => [gzipped('posenc-simd'), gzipped('posenc-base')] },
  { file: 'docs/performance.md', line: /the order lab's module, fetched on its first use, is about [\d.]+ KiB gzipped/,
    measured: () => [gzipped('posenc-order-lab-simd'), gzipped('posenc-order-lab-base')] },
  { file: 'docs/api.md', line: /at a time in wasm memory \(128 KiB/, equals: [CHUNK_BYTES] },
  { file: 'docs/performance.md', line: /\(`chunkBytes`, 128 KiB\)/, equals: [CHUNK_BYTES] },
  { file: 'docs/api.md', line: /`positions \* dModel` \| ≤ 2\^25 \(128 MiB of float32\).*1 GiB wasm memory cap/,
    equals: [4 * LIMITS.maxElements, wasmMemoryCap] },
  { file: 'docs/reliability.md', line: /values per call .* \(128 MiB of float32\)/, equals: [4 * LIMITS.maxElements] },
  { file: 'docs/reliability.md', line: /wasm memory of one module \| ≤ 1 GiB/, equals: [wasmMemoryCap] },
  { file: 'docs/api.md', line: /keeps the n × n weights at 256 KiB/, equals: [4 * LIMITS.maxTokens ** 2] },
  { file: 'docs/reliability.md', line: /`\.wasm` of 1 KiB/, equals: [MIN_COMPRESSED_BYTES] },
  { file: 'docs/performance.md', line: /every 4 KiB page touched/, equals: [4096] },
  { file: 'docs/performance.md', line: /the 8 MiB/, equals: [4 * 4096 * 512] },
  { file: 'docs/performance.md', line: /A fresh 16 MiB `Float32Array`/, equals: [4 * 2048 * 2048] },
  { file: 'docs/toolchain.md', line: /a 2 GiB/, printedBy: 'a run of the toolchain, recorded where it is stated' },
  { file: 'docs/performance.md', line: /\| call \| where \| 16 KiB \|/, printedBy: 'scripts/bench.mjs (the chunk-size table)' },
  { file: 'docs/performance.md', line: /From 128 KiB on|longer \(each chunk costs|the fastest size here \(256 KiB\)|of it; this machine has 2 MiB/,
    printedBy: 'scripts/bench.mjs (the chunk-size table) and the machine it ran on' },
  { file: 'docs/performance.md', line: /gzips to [\d.]+ KiB, past the|40 KiB budget/,
    printedBy: 'scripts/bench.mjs (its wasm-gzip check, budget 40 KiB)' },
  { file: 'docs/publishing.md', line: /with 5 requests and about/, printedBy: 'bench/slow-line.mjs' },
  { file: 'docs/performance.md', line: /bundled by Vite, [\d.]+ KB with every|code before, [\d.]+ KB now; by esbuild|lesson's code until one is used\. The 40 KB|the core's `\.wasm` alone is [\d.]+ KB/,
    printedBy: 'npm run bench:bytes (bench/bytes/one-heatmap-bytes.test.js, the files it lists)' },
  { file: 'docs/publishing.md', line: /^\| transferred before it \|/, printedBy: 'bench/slow-line.mjs' },
  { file: 'docs/performance.md', line: /The goal is 61,440 \(60 KB\)|against a goal of 40,960 \(40 KB\)/,
    printedBy: 'the limits of bench/bytes/*.test.js (MAX_GZIP_BYTES), in the floor that bench/first-screen-floor.mjs prints parts of' },
];

/** Every line of the README and docs/ that states a size, with its sizes in bytes. */
function statedSizes() {
  const files = ['README.md', ...readdirSync(join(repoRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  return files.flatMap((file) => readFileSync(join(repoRoot, file), 'utf8').split('\n').flatMap((text, i) => {
    const sizes = [...text.matchAll(SIZE)].map(([, n, unit]) => Number(n.replace(/,/g, '')) * UNIT[unit]);
    return sizes.length > 0 ? [{ file, at: i + 1, text, sizes }] : [];
  }));
}

test('every size the docs state is measured from the built files, a constant of the code, or printed by a script', () => {
  const lines = statedSizes();
  assert.ok(lines.length >= 20, `${lines.length} lines`);
  const used = new Set();
  for (const { file, at, text, sizes } of lines) {
    const rule = RULES.find((r) => r.file === file && r.line.test(text));
    assert.ok(rule, `${file}:${at} states a size no rule of this test covers: ${text.trim().slice(0, 120)}`);
    used.add(rule);
    const where = `${file}:${at}`;
    if (rule.measured) {
      const actual = rule.measured();
      for (const [i, bytes] of actual.entries()) {
        // One size per measured file when the line gives one each, else one for all.
        const stated = sizes.length === actual.length ? sizes[i] : sizes[0];
        assert.ok(Math.abs(bytes - stated) <= TOLERANCE * stated,
          `${where} says about ${stated} bytes; the built file has ${bytes} (more than ${TOLERANCE * 100}% off)`);
      }
    } else if (rule.equals) {
      assert.deepEqual(sizes, rule.equals, where);
    } else {
      assert.ok(rule.printedBy, where);
    }
  }
  assert.deepEqual(RULES.filter((r) => !used.has(r)).map((r) => `${r.file} ${r.line}`), [], 'rules no line needs');
});

