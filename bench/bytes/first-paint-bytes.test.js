// What the built site (scripts/build-site.mjs) fetches before it paints its
// first figure, at /#heatmap (the section-3 heatmap) and at / (section 1's
// first figure): at most 5 requests and 60 KB gzipped, the page included.
// Bytes and requests are stable from run to run; the time is the bench's
// (bench/slow-line.mjs), never asserted here. The bytes are each fetched
// file's gzip -9 size, so that the figure does not depend on the server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from '../../tests/browser/browser.js';
import { FIRST_FIGURES, filesBeforePaint, publishSite } from '../../tests/browser/built-site.js';

const MAX_REQUESTS = 5;
const MAX_GZIP_BYTES = 60 * 1024;

const folder = mkdtempSync(join(tmpdir(), 'posenc-first-bytes-'));
const site = await publishSite(join(folder, 'site'));
const { browser, url } = await launch({ root: folder });

for (const { name, path, selector } of FIRST_FIGURES) {
  test(`the built site fetches at most ${MAX_REQUESTS} files and ${MAX_GZIP_BYTES / 1024} KB gzipped before it paints ${name}`, async () => {
    const files = await filesBeforePaint(browser, `${url}site/`, site, path, selector);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    const list = files.map((f) => `${f.file} ${f.gzip}`).join(', ');
    assert.ok(files.length <= MAX_REQUESTS, `${files.length} requests: ${list}`);
    assert.ok(total <= MAX_GZIP_BYTES, `${(total / 1024).toFixed(1)} KB: ${list}`);
  });
}
