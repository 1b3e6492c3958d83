// The embed page framed by <iframe sandbox="allow-scripts"> (no
// allow-same-origin): an opaque origin "null" whose module scripts and wasm
// fetch are cross-origin requests. With a server that allows them (the
// project's does) the figure draws and the host script sizes its frame;
// with one that does not, the page says which sandbox flags it needs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../../scripts/serve.mjs';
import { launch, openPage, repoRoot } from './browser.js';

const { browser, url } = await launch();
// A server that allows cross-origin reads from its own origin only, as many
// static hosts do by default: it refuses the sandboxed frame's "null".
const strict = await startServer({ root: repoRoot, headers: () => ({ 'Access-Control-Allow-Origin': 'http://127.0.0.1' }) });

/**
 * Opens an empty page of `base`, frames the embed page in a sandbox with
 * `flags` (marked for the host script, which the page loads), and returns
 * what the frame shows once it settled.
 * @param {string} base @param {string} flags
 */
async function framed(base, flags) {
  const { page, problems } = await openPage(browser, `${base}tests/browser/pages/empty.html`);
  await page.evaluate(async (flags) => {
    const host = document.createElement('script');
    host.src = '/web/src/embed/host.js';
    await new Promise((done) => { host.onload = done; document.head.append(host); });
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', flags);
    frame.setAttribute('data-posenc-embed', '');
    frame.style.cssText = 'width: 600px; height: 50px; border: 0';
    frame.src = '/web/embed.html?figure=heatmap&d-model=16&positions=20';
    window.resized = 0;
    frame.addEventListener('posenc-embed-resize', () => { window.resized++; });
    document.body.append(frame);
  }, flags);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  // Until the frame has left its first about:blank document, neither is there.
  await frame.waitForFunction(() => {
    const figure = document.querySelector('#figure > *');
    const notice = document.getElementById('embed-sandbox');
    return Boolean(figure?.shadowRoot?.querySelector('.summary')?.textContent) || (notice !== null && !notice.hidden);
  }, null, { timeout: 30000 });
  const seen = await frame.evaluate(() => ({
    origin: self.origin,
    summary: document.querySelector('#figure > *')?.shadowRoot?.querySelector('.summary')?.textContent ?? '',
    notice: document.getElementById('embed-sandbox').hidden ? '' : document.getElementById('embed-sandbox').textContent,
  }));
  if (seen.summary) await page.waitForFunction(() => window.resized > 0);
  const height = await page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height);
  return { page, problems, seen, height };
}

test('in a frame sandboxed with allow-scripts only, the embed draws when the server allows cross-origin reads, and the host sizes it', async () => {
  const { page, problems, seen, height } = await framed(url, 'allow-scripts');
  assert.equal(seen.origin, 'null', 'the frame has an opaque origin');
  assert.match(seen.summary, /^20 positions \(0 to 19\) × 16 channels/);
  assert.equal(seen.notice, '');
  assert.ok(height > 100, `the host script sized the frame from its "null" origin: ${height}px`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('in the same sandbox on a server that refuses cross-origin reads, the embed names the sandbox flags it needs', async () => {
  const { page, problems, seen } = await framed(strict.url, 'allow-scripts');
  assert.equal(seen.summary, '');
  assert.match(seen.notice, /sandbox="allow-scripts allow-same-origin"/);
  assert.match(seen.notice, /Access-Control-Allow-Origin: \*/);
  // The refused module script is the only problem.
  assert.ok(problems.length > 0 && problems.every((p) => /embed\.js|Failed to load resource/.test(p)), problems.join('\n'));
  await page.close();
  const allowed = await framed(strict.url, 'allow-scripts allow-same-origin');
  assert.match(allowed.seen.summary, /^20 positions/, 'with allow-same-origin the same server serves it');
  assert.equal(allowed.seen.notice, '');
  assert.deepEqual(allowed.problems, []);
  await allowed.page.close();
  strict.server.close();
});
