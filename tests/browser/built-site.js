// The built site (scripts/build-site.mjs) that the browser tests publish
// under a sub-path. `npm test` builds it once into site/ and names the folder
// in POSENC_SITE (scripts/test.sh); a test file run alone builds its own.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSite } from '../../scripts/build-site.mjs';
import { markFirstHeatmap } from '../../bench/browser.mjs';
import { openPage } from './browser.js';

/**
 * Copies the built site to `path` (POSENC_SITE, or a site built now), as a
 * course author uploads it; resolves to `path`.
 * @param {string} path
 */
export async function publishSite(path) {
  const built = process.env.POSENC_SITE
    || (await buildSite({ out: join(mkdtempSync(join(tmpdir(), 'posenc-built-')), 'site') })).out;
  cpSync(built, path, { recursive: true });
  return path;
}

/** The first figures of the lesson: the section-3 heatmap at /#heatmap, section 1's first figure at /. */
export const FIRST_FIGURES = [
  { name: 'the section-3 heatmap at /#heatmap', path: '#heatmap', selector: '#heatmap' },
  { name: "section 1's first figure at /", path: '', selector: '#order *' },
];

/**
 * The files the published site at `siteUrl` (copied from the folder
 * `folder`) requested from navigation start until it painted the first
 * figure matching `selector`, each with its gzip -9 size (what a static host
 * sends, whatever the server) and its path in `folder`: bytes and requests
 * are stable from run to run, the time is the bench's (bench/slow-line.mjs).
 * @param {import('playwright-core').Browser} browser
 * @param {string} siteUrl @param {string} folder @param {string} path @param {string} selector
 */
export async function filesBeforePaint(browser, siteUrl, folder, path, selector) {
  const { page, problems } = await openPage(browser, 'about:blank', { viewport: { width: 1280, height: 800 } });
  await page.addInitScript(markFirstHeatmap, selector);
  await page.goto(`${siteUrl}${path}`);
  await page.waitForFunction(() => 'heatmapPainted' in window);
  const files = await page.evaluate(() => {
    const painted = /** @type {any} */ (window).heatmapPainted;
    return [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((e) => e.startTime <= painted).map((e) => new URL(e.name).pathname);
  });
  await page.close();
  assert.deepEqual(problems, []);
  const root = new URL(siteUrl).pathname;
  return files.map((file) => {
    const local = join(folder, file.slice(root.length) || 'index.html');
    return { file, local, gzip: gzipSync(readFileSync(local), { level: 9 }).length };
  });
}
