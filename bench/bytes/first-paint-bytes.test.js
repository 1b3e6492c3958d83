// What the built site (scripts/build-site.mjs) fetches before it paints its
// first figure, at /#heatmap (the section-3 heatmap) and at / (section 1's
// first figure): at most 5 requests and 60 KB gzipped, the page included.
// Bytes and requests are stable from run to run; the time is the bench's
// (bench/slow-line.mjs), never asserted here. The bytes are each fetched
// file's gzip -9 size, so that the figure does not depend on the server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, openPage } from '../../tests/browser/browser.js';
import { publishSite } from '../../tests/browser/built-site.js';
import { markFirstHeatmap } from '../browser.mjs';

const MAX_REQUESTS = 5;
const MAX_GZIP_BYTES = 60 * 1024;

const folder = mkdtempSync(join(tmpdir(), 'posenc-first-bytes-'));
const site = await publishSite(join(folder, 'site'));
const { browser, url } = await launch({ root: folder });

/**
 * The files requested from navigation start until the first figure matching
 * `selector` was painted, with each file's gzipped size.
 * @param {string} path @param {string} selector
 */
async function beforePaint(path, selector) {
  const { page, problems } = await openPage(browser, 'about:blank', { viewport: { width: 1280, height: 800 } });
  await page.addInitScript(markFirstHeatmap, selector);
  await page.goto(`${url}site/${path}`);
  await page.waitForFunction(() => 'heatmapPainted' in window);
  const files = await page.evaluate(() => {
    const painted = /** @type {any} */ (window).heatmapPainted;
    return [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((e) => e.startTime <= painted).map((e) => new URL(e.name).pathname);
  });
  await page.close();
  assert.deepEqual(problems, []);
  return files.map((file) => {
    const local = join(site, file.replace(/^\/site\//, '') || 'index.html');
    return { file, gzip: gzipSync(readFileSync(local.endsWith('/') ? join(local, 'index.html') : local), { level: 9 }).length };
  });
}

for (const [name, path, selector] of [['the section-3 heatmap at /#heatmap', '#heatmap', '#heatmap'],
  ["section 1's first figure at /", '', '#order *']]) {
  test(`the built site fetches at most ${MAX_REQUESTS} files and ${MAX_GZIP_BYTES / 1024} KB gzipped before it paints ${name}`, async () => {
    const files = await beforePaint(path, selector);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    const list = files.map((f) => `${f.file} ${f.gzip}`).join(', ');
    assert.ok(files.length <= MAX_REQUESTS, `${files.length} requests: ${list}`);
    assert.ok(total <= MAX_GZIP_BYTES, `${(total / 1024).toFixed(1)} KB: ${list}`);
  });
}

