// Shared by the browser tests: Debian's Chromium (scripts/lib/chromium.mjs),
// and the project's own static server on 127.0.0.1 (both stop by themselves
// when the test file ends).
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';
import { launchChromium } from '../../scripts/lib/chromium.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where screenshots for review go (screenshots/, git-ignored), or null: the
 * tests take them only under POSENC_SCREENSHOTS=1 (`npm run screenshots`).
 * Nothing is compared against them, and in `npm test` they would be most of
 * the time of the tests that take them; those tests' assertions run either way.
 */
export const SCREENSHOTS = process.env.POSENC_SCREENSHOTS === '1' ? `${repoRoot}screenshots` : null;

/** Starts a server for `root` (default: the repository) and a browser. */
export async function launch({ root = repoRoot, headers, linkTargets } = {}) {
  const { server, url } = await startServer({ root, headers, linkTargets });
  const browser = await launchChromium();
  after(async () => {
    await browser.close();
    server.close();
  });
  return { browser, url };
}

/**
 * Resolves once the page has drawn `count` animation frames: the figures
 * schedule their work (drawing, training steps) per frame, so after these
 * frames whatever was due has run. A test that shows that nothing happens
 * waits for this rather than for a fixed time.
 * @param {import('playwright-core').Page} page @param {number} [count]
 */
export function afterFrames(page, count = 20) {
  return page.evaluate((n) => new Promise((done) => {
    const step = () => (--n > 0 ? requestAnimationFrame(step) : done(undefined));
    requestAnimationFrame(step);
  }), count);
}

/**
 * Call before a reload: returns a filter that takes out of openPage's
 * problems the requests a navigation aborted (net::ERR_ABORTED). The page a
 * reload replaces may still be fetching: its favicon, or the order lab's
 * module that a lesson asks for once its first figure is painted.
 * @param {import('playwright-core').Page} page
 * @returns {(problems: string[]) => string[]}
 */
export function withoutAbortedRequests(page) {
  const aborted = new Set();
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText === 'net::ERR_ABORTED') aborted.add(`requestfailed: ${r.url()}`);
  });
  return (problems) => problems.filter((p) => !aborted.has(p));
}

/**
 * Makes `page` load the test variants of the wasm modules (with the allocation
 * counters and fault hooks of cpp/bindings/heap_hooks.cc in pe.debug; built
 * into build/wasm, see tests/js/test-variant.js) wherever it asks for the
 * shipped one in web/dist.
 */
async function serveTestVariant(page) {
  for (const module of ['posenc', 'posenc-order-lab']) {
    // One glue for both flavours, as shipped (scripts/build-wasm.sh).
    await page.route(`**/web/dist/${module}-glue.js`, (route) =>
      route.fulfill({ path: `${repoRoot}build/wasm/${module}-test-simd.mjs`, contentType: 'text/javascript' }));
    for (const flavor of ['simd', 'base']) {
      await page.route(`**/web/dist/${module}-${flavor}.wasm`, (route) =>
        route.fulfill({ path: `${repoRoot}build/wasm/${module}-test-${flavor}.wasm`, contentType: 'application/wasm' }));
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
  // A wait in a test is a condition, not a timing (no test asserts speed): long enough
  // for two test files sharing two busy cores (Playwright's default, 30 s, ran out on
  // a lesson's order labs loading there). A hang still fails, by the test's own limit.
  page.setDefaultTimeout(120_000);
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
