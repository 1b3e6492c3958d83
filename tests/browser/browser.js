// Shared by the browser tests: Debian's Chromium driven by playwright-core,
// and the project's own static server on 127.0.0.1 (both stop by themselves
// when the test file ends).
import { chromium } from 'playwright-core';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';

// Flags for a root user on a machine without a network: without them Chromium
// tries to reach Google services at every start (docs/toolchain.md, "Chromium
// on this machine").
export const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Starts a server for `root` (default: the repository) and a browser. */
export async function launch({ root = repoRoot, headers, linkTargets } = {}) {
  const { server, url } = await startServer({ root, headers, linkTargets });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  after(async () => {
    await browser.close();
    server.close();
  });
  return { browser, url };
}

/**
 * Makes `page` load the test variant of the wasm module (with the allocation
 * counters and fault hooks of cpp/bindings/heap_hooks.cc in pe.debug; built
 * into build/wasm, see tests/js/test-variant.js) wherever it asks for the
 * shipped one in web/dist.
 */
async function serveTestVariant(page) {
  for (const flavor of ['simd', 'base']) {
    for (const [shipped, test, contentType] of [['js', 'mjs', 'text/javascript'], ['wasm', 'wasm', 'application/wasm']]) {
      await page.route(`**/web/dist/posenc-${flavor}.${shipped}`, (route) =>
        route.fulfill({ path: `${repoRoot}build/wasm/posenc-test-${flavor}.${test}`, contentType }));
    }
  }
}

/**
 * A new page that records console errors, uncaught exceptions, failed
 * requests and CSP violations, so a test can assert there were none. With
 * `testVariant`, the page gets the module's test variant (serveTestVariant).
 */
export async function openPage(browser, url, { testVariant = false, ...options } = {}) {
  const page = await browser.newPage(options);
  if (testVariant) await serveTestVariant(page);
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`requestfailed: ${r.url()}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  // On the window: a same-origin frame's page keeps the window of its initial
  // about:blank document, which may be the only one the init script ran for.
  await page.addInitScript(() => {
    addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await page.goto(url);
  return { page, problems };
}

// The launch flags, for scripts that drive Chromium outside the test runner
// (scripts/measure-frame.mjs).
export const CHROMIUM_ARGS = ARGS;
