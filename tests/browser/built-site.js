// The built site (scripts/build-site.mjs) that the browser tests publish
// under a sub-path. `npm test` builds it once into site/ and names the folder
// in POSENC_SITE (scripts/test.sh); a test file run alone builds its own.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../scripts/build-site.mjs';

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
