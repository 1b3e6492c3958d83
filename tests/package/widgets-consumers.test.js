// The elements as npm consumers get them: the packed tarball installed into
// fresh folders (tests/package/pack.js), bundled by Vite, webpack 5, esbuild
// (with the posenc/wasm/*.wasm recipe) and Parcel 2 (no configuration),
// pre-rendered by a Vite SSR build, or imported file by file (the CDN case),
// under strict CSPs and in an iframe; and the built lesson the package ships.
// Each page must draw (pixels read back), with no 404 and no console error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, openPage } from '../browser/browser.js';
import { waitForHeatmap } from '../browser/lesson-helpers.js';
import { STEP_MS, installInto, repo } from './pack.js';
import { STRICT_CSP } from '../../scripts/lib/csp.mjs';

const VITE = join(repo, 'node_modules', 'vite', 'bin', 'vite.js');
const WEBPACK = join(repo, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const ESBUILD = join(repo, 'node_modules', 'esbuild', 'bin', 'esbuild');
const PARCEL = join(repo, 'node_modules', 'parcel', 'lib', 'bin.js');
const FIGURE = '<posenc-heatmap d-model="32" positions="24"></posenc-heatmap>';

/** A page that loads `script` (a module unless `classic`) and shows FIGURE. */
const html = (script, { classic = false, body = FIGURE } = {}) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>consumer</title>
<link rel="icon" href="data:,">
<script ${classic ? 'defer' : 'type="module"'} src="${script}"></script></head>
<body><main>${body}</main></body></html>`;

// Stricter than the project's own pages: nothing by default, no inline
// styles at all, Trusted Types enforced (the elements never use innerHTML).
const STRICTEST_CSP = ["default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "connect-src 'self'",
  "style-src 'none'", "img-src 'self' data:", "base-uri 'none'", "form-action 'none'",
  "require-trusted-types-for 'script'", "trusted-types 'none'"].join('; ');

// All static consumers live under one served folder (symlinks to the
// install folders), so one server and one browser serve them all.
const sites = mkdtempSync(join(tmpdir(), 'posenc-sites-'));
/** Policies for single pages (path -> CSP) that replace the server's strict one. */
const pagePolicies = new Map();
const { browser, url } = await launch({
  root: sites,
  linkTargets: [tmpdir()], // the install folders, each made there and linked into sites
  headers: (path) => (pagePolicies.has(path) ? { 'Content-Security-Policy': pagePolicies.get(path) }
    : path.endsWith('/strict.html') ? { 'Content-Security-Policy': STRICTEST_CSP } : {}),
});

/** Waits until the heatmap in `frame` has drawn; returns its size and the pixel of row 0, channel 1. */
async function drawn(frame, selector = 'posenc-heatmap') {
  await frame.waitForFunction((s) => {
    const canvas = document.querySelector(s)?.shadowRoot?.querySelector('canvas');
    return canvas && canvas.width > 0 && canvas.getContext('2d').getImageData(0, 0, 1, 1).data[3] === 255;
  }, selector);
  return frame.evaluate((s) => {
    const canvas = document.querySelector(s).shadowRoot.querySelector('canvas');
    const cos0 = canvas.getContext('2d').getImageData(1, 0, 1, 1).data;
    return { width: canvas.width, height: canvas.height, cos0: Array.from(cos0) };
  }, selector);
}

/** cos(0) = 1 is the dark red end of the diverging map. */
function assertHeatmap(result, width = 32, height = 24) {
  assert.equal(result.width, width);
  assert.equal(result.height, height);
  const [r, g, b] = result.cos0;
  assert.ok(r > 90 && g < 40 && b < 60, `cos(0) drawn as ${result.cos0}`);
}

/** Opens `address`, checks the figure drew and nothing failed. */
async function visit(address) {
  const { page, problems } = await openPage(browser, address);
  assertHeatmap(await drawn(page));
  // The figure follows its page's language: the Spanish catalog and the
  // Fluent runtime that reads it are chunks the bundle loads on demand.
  const spanish = () => page.evaluate(() => document.querySelector('posenc-heatmap')?.shadowRoot?.textContent?.includes(' posiciones (') ?? false);
  assert.equal(await spanish(), false);
  await page.evaluate(() => { document.documentElement.lang = 'es'; });
  await page.waitForFunction(() => document.querySelector('posenc-heatmap')?.shadowRoot?.textContent?.includes(' posiciones (') ?? false);
  assert.deepEqual(problems, []);
  await page.close();
}

/** Runs a node script in `dir` and waits for it, at most STEP_MS. */
const runNode = (dir, args) => execFileSync(process.execPath, args, { cwd: dir, stdio: 'pipe', timeout: STEP_MS });

/**
 * Starts `vite preview` in `dir`; resolves to its URL and the child process.
 * Vite binds its default port or, when that is taken (another test file may
 * run a preview at the same time), the next free one, and prints the address
 * it bound: the port is read from there (a port probed free beforehand could
 * be taken before vite binds it). Vite colours its output when CI=true even
 * without a terminal (picocolors), which splits "127.0.0.1:" from the port
 * with escape codes: colour is turned off and any escape code is stripped
 * before the address is looked for.
 */
async function vitePreview(dir) {
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  const child = spawn(process.execPath, [VITE, 'preview', '--host', '127.0.0.1'],
    { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let seen = '';
  let address = '';
  try {
    await new Promise((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`vite preview printed no address in ${STEP_MS} ms: ${seen}`)), STEP_MS);
      child.stdout.on('data', (chunk) => {
        seen += chunk;
        // eslint-disable-next-line no-control-regex
        const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(seen.replace(/\x1b\[[0-9;]*m/g, ''))?.[1];
        if (port) { address = `http://127.0.0.1:${port}/`; clearTimeout(timer); done(undefined); }
      });
      child.once('exit', (code) => { clearTimeout(timer); fail(new Error(`vite preview exited with ${code}: ${seen}`)); });
    });
  } catch (error) {
    child.kill();
    throw error;
  }
  return { child, address };
}

test('a Vite app that imports posenc/widgets from the tarball builds, previews and draws', async () => {
  const dir = installInto('posenc-vite-');
  writeFileSync(join(dir, 'index.html'), html('/main.js'));
  writeFileSync(join(dir, 'main.js'), "import 'posenc/widgets';\n");
  runNode(dir, [VITE, 'build', '--logLevel', 'error']);
  const { child, address } = await vitePreview(dir);
  try {
    await visit(address);
  } finally {
    child.kill();
  }
});

test('a webpack 5 app that imports posenc/widgets from the tarball bundles and draws under the strict CSP', async () => {
  const dir = installInto('posenc-webpack-');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'main.js'), "import 'posenc/widgets';\n");
  writeFileSync(join(dir, 'webpack.config.js'), `import { fileURLToPath } from 'node:url';
export default {
  mode: 'production',
  entry: './src/main.js',
  output: { path: fileURLToPath(new URL('dist', import.meta.url)), filename: 'main.js' },
  performance: { hints: false },
};\n`);
  runNode(dir, [WEBPACK, '--config', 'webpack.config.js']);
  writeFileSync(join(dir, 'dist', 'index.html'), html('main.js', { classic: true }));
  symlinkSync(dir, join(sites, 'webpack'));
  await visit(`${url}webpack/dist/index.html`);
});

test('an esbuild bundle that passes the posenc/wasm/*.wasm files as wasmUrl draws under the strict CSP', async () => {
  const dir = installInto('posenc-esbuild-');
  // The recipe of the docs: esbuild copies the .wasm files (file loader) and
  // the app tells the loader where they are, before any element connects.
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
  writeFileSync(join(dir, 'dist', 'strict.html'), html('main.js'));
  symlinkSync(dir, join(sites, 'esbuild'));
  await visit(`${url}esbuild/dist/strict.html`);
});

test('a Parcel 2 app that imports posenc/widgets builds with no configuration and draws', async () => {
  const dir = installInto('posenc-parcel-');
  // An icon file: Parcel's HTML minifier drops the data: icon, and Chromium
  // would then ask for /favicon.ico.
  writeFileSync(join(dir, 'index.html'), html('./main.js').replace('data:,', 'icon.svg'));
  writeFileSync(join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  writeFileSync(join(dir, 'main.js'), "import 'posenc/widgets';\n");
  runNode(dir, [PARCEL, 'build', 'index.html', '--no-cache', '--dist-dir', 'dist', '--public-url', './',
    '--log-level', 'error']);
  // Parcel writes an inline import map into the page, which a strict
  // script-src blocks: the page's policy allows that one script by its hash.
  const page = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
  const inline = [...page.matchAll(/<script type=importmap>([^<]*)<\/script>/g)].map((m) => m[1]);
  const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  pagePolicies.set('/parcel/dist/index.html', STRICT_CSP.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`));
  symlinkSync(dir, join(sites, 'parcel'));
  await visit(`${url}parcel/dist/index.html`);
});

test('a Vite SSR build pre-renders a page with the elements and the API in node, and the page then draws', async () => {
  const dir = installInto('posenc-prerender-');
  // The server entry imports both entry points in node, without a DOM (as
  // VitePress, Astro or Docusaurus do when they pre-render a course page).
  writeFileSync(join(dir, 'render.js'), `import { TAGS } from 'posenc/widgets';
import { init } from 'posenc';
export async function render() {
  const pe = await init();
  const w = pe.frequencies({ dModel: 8 });
  return \`<p id="ssr">\${TAGS.join(' ')}; w1 = \${w[1].toFixed(4)}; \` +
    \`\${typeof customElements}</p>${FIGURE}\`;
}\n`);
  writeFileSync(join(dir, 'index.html'), html('./main.js', { body: '<!--ssr-outlet-->' }));
  writeFileSync(join(dir, 'main.js'), "import 'posenc/widgets';\n");
  runNode(dir, [VITE, 'build', '--ssr', 'render.js', '--outDir', 'dist-server', '--logLevel', 'error']);
  runNode(dir, [VITE, 'build', '--base', './', '--logLevel', 'error']);
  runNode(dir, ['--input-type=module', '-e', `import { readFileSync, writeFileSync } from 'node:fs';
const { render } = await import('./dist-server/render.js');
const page = readFileSync('dist/index.html', 'utf8').replace('<!--ssr-outlet-->', await render());
writeFileSync('dist/index.html', page);`]);
  symlinkSync(dir, join(sites, 'prerender'));
  const { page, problems } = await openPage(browser, `${url}prerender/dist/index.html`);
  assert.equal(await page.textContent('#ssr'),
    `posenc-heatmap posenc-permutation posenc-rotation posenc-similarity posenc-order-lab posenc-offset-head; w1 = ${(10000 ** -0.25).toFixed(4)}; undefined`);
  assertHeatmap(await drawn(page));
  assert.deepEqual(problems, []);
  await page.close();
});

// The CDN case, the strictest host and the iframe host share one install.
const staticDir = installInto('posenc-static-');
symlinkSync(staticDir, join(sites, 'static'));
const MODULE = 'node_modules/posenc/web/src/widgets/define.js';

test('a plain static page that imports the module files directly (the CDN case) draws', async () => {
  writeFileSync(join(staticDir, 'index.html'), html(MODULE));
  await visit(`${url}static/index.html`);
});

test('a host page with a strict CSP (no inline styles, Trusted Types required) draws the element', async () => {
  writeFileSync(join(staticDir, 'strict.html'), html(MODULE));
  const { page, problems } = await openPage(browser, `${url}static/strict.html`);
  const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
  assert.match(csp, /style-src 'none'/);
  assert.match(csp, /require-trusted-types-for 'script'/);
  assertHeatmap(await drawn(page));
  const legend = await page.evaluate(() => getComputedStyle(
    document.querySelector('posenc-heatmap').shadowRoot.querySelector('.ramp')).backgroundImage);
  assert.match(legend, /linear-gradient/, 'adopted styles and CSSOM writes apply');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a host page that embeds the iframe figure from the tarball receives its height and draws', async () => {
  const embed = 'node_modules/posenc/web/embed.html?figure=heatmap&amp;d-model=32&amp;positions=24';
  writeFileSync(join(staticDir, 'host.html'), html('node_modules/posenc/web/src/embed/host.js', {
    classic: true, body: `<iframe id="f" data-posenc-embed title="Positional encoding" src="${embed}"></iframe>`,
  }));
  const { page, problems } = await openPage(browser, `${url}static/host.html`);
  const inner = page.frames().find((f) => f.url().includes('embed.html'));
  assertHeatmap(await drawn(inner));
  await page.waitForFunction(() => {
    const iframe = document.getElementById('f');
    return iframe.clientHeight === iframe.contentDocument.documentElement.scrollHeight;
  });
  const height = await page.evaluate(() => document.getElementById('f').clientHeight);
  assert.ok(height > 300, `iframe height ${height}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the built lesson the package ships draws from node_modules/posenc/site/ under a sub-path, and its embed page too', async () => {
  const site = `${url}static/node_modules/posenc/site/`;
  const { page, problems } = await openPage(browser, `${site}#heatmap`);
  await waitForHeatmap(page);
  assert.deepEqual(problems, []);
  await page.close();
  const embed = await openPage(browser, `${site}embed.html?figure=heatmap&d-model=32&positions=24`);
  assertHeatmap(await drawn(embed.page));
  assert.deepEqual(embed.problems, []);
  await embed.page.close();
});
