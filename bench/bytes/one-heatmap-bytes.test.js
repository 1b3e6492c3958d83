// A course author's page with one <posenc-heatmap> from posenc/widgets,
// bundled from the packed tarball with the documented recipes (esbuild with
// the posenc/wasm/*.wasm files as wasmUrl, docs/publishing.md; Vite with no
// configuration): everything the page fetches until its heatmap has drawn
// is at most 40 KB gzipped, page included, and none of it is the order lab's,
// the attention demo's or the lesson's code; those arrive when an element
// that needs them is put on the page, and it draws. Bytes are each fetched
// file's gzip -9 size (stable from run to run); no time is asserted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { STEP_MS, installInto, repo } from '../../tests/package/pack.js';

const MAX_GZIP_BYTES = 40 * 1024;
const ESBUILD = join(repo, 'node_modules', 'esbuild', 'bin', 'esbuild');
const VITE = join(repo, 'node_modules', 'vite', 'bin', 'vite.js');

/** Text that only the code of each element (or the lesson) holds. */
const MARKERS = {
  'the order lab': 'Ask the model who does it',
  'the attention demo': 'Shuffle words',
  'the lesson': 'data-lesson-ran',
};

const page = (script) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>one heatmap</title>
<link rel="icon" href="data:,">
<script type="module" src="${script}"></script></head>
<body><main><posenc-heatmap d-model="32" positions="24"></posenc-heatmap></main></body></html>`;

const browser = await launchChromium();
test.after(() => browser.close());

/**
 * Serves `dir`, opens `path`, waits for the heatmap, and returns the files
 * fetched (with their gzip size and text); then adds an order lab and waits
 * for it to draw.
 * @param {string} dir @param {string} path
 */
async function visit(dir, path) {
  const { server, url } = await startServer({ root: dir });
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.goto(`${url}${path}`);
    await tab.waitForFunction(() => Boolean(document.querySelector('posenc-heatmap')?.shadowRoot?.querySelector('.summary')?.textContent));
    const fetched = await tab.evaluate(() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .map((e) => new URL(e.name).pathname));
    await tab.evaluate(() => document.querySelector('main')?.append(document.createElement('posenc-order-lab')));
    await tab.waitForFunction(() => Boolean(document.querySelector('posenc-order-lab')?.shadowRoot?.querySelector('.summary')?.textContent),
      null, { timeout: STEP_MS });
    return fetched.map((file) => {
      const bytes = readFileSync(join(dir, file === '/' || file.endsWith('/') ? `${file}index.html` : file));
      return { file, gzip: gzipSync(bytes, { level: 9 }).length, text: bytes.toString('latin1') };
    });
  } finally {
    await context.close();
    server.close();
  }
}

/** @param {{ file: string, gzip: number, text: string }[]} files */
function assertSmall(files) {
  const list = files.map((f) => `${f.file} ${f.gzip}`).join(', ');
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  for (const [what, marker] of Object.entries(MARKERS)) {
    assert.deepEqual(files.filter((f) => f.text.includes(marker)).map((f) => f.file), [], `${what}'s code fetched before it is used (${(total / 1024).toFixed(1)} KB: ${list})`);
  }
  assert.ok(total <= MAX_GZIP_BYTES, `${(total / 1024).toFixed(1)} KB gzipped: ${list}`);
}

test('a page with one heatmap bundled by esbuild (the documented recipe) fetches at most 40 KB gzipped, and the order lab only once used', async () => {
  const dir = installInto('posenc-one-esbuild-');
  writeFileSync(join(dir, 'main.js'), `import simd from 'posenc/wasm/simd.wasm';
import base from 'posenc/wasm/base.wasm';
import orderLabSimd from 'posenc/wasm/order-lab-simd.wasm';
import orderLabBase from 'posenc/wasm/order-lab-base.wasm';
import { configure } from 'posenc/widgets';
const url = (file) => new URL(file, import.meta.url);
configure({ wasmUrl: { simd: url(simd), base: url(base),
  orderLab: { simd: url(orderLabSimd), base: url(orderLabBase) } } });\n`);
  execFileSync(ESBUILD, ['main.js', '--bundle', '--format=esm', '--splitting', '--minify', '--outdir=dist', '--loader:.wasm=file'],
    { cwd: dir, stdio: 'pipe', timeout: STEP_MS });
  writeFileSync(join(dir, 'dist', 'index.html'), page('main.js'));
  assertSmall(await visit(join(dir, 'dist'), ''));
});

test('a page with one heatmap bundled by Vite (no configuration) fetches at most 40 KB gzipped, and the order lab only once used', async () => {
  const dir = installInto('posenc-one-vite-');
  writeFileSync(join(dir, 'index.html'), page('/main.js'));
  writeFileSync(join(dir, 'main.js'), "import 'posenc/widgets';\n");
  await new Promise((done, fail) => {
    const child = spawn(process.execPath, [VITE, 'build', '--logLevel', 'error'], { cwd: dir, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? done(undefined) : fail(new Error(`vite build exited with ${code}`))));
  });
  assertSmall(await visit(join(dir, 'dist'), ''));
});
