// The docs the docs tests read (README.md and docs/*.md) with their fenced
// blocks, and a folder that looks like a project using posenc. Shared by the
// node part (tests/js/docs.test.js) and the Chromium part
// (tests/browser/docs.test.js).
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownBlocks } from './docs-blocks.js';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
/** URL of the helpers a js block's stated values are checked with. */
export const HELPER_URL = new URL('./docs-blocks.js', import.meta.url).href;

export const DOCS = ['README.md', ...readdirSync(join(repoRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
export const texts = new Map(DOCS.map((file) => [file, readFileSync(join(repoRoot, file), 'utf8')]));
export const blocks = DOCS.flatMap((file) => markdownBlocks(/** @type {string} */ (texts.get(file)))
  .map((block) => ({ ...block, file, where: `${file} line ${block.line}` })));

/**
 * A folder that looks like a project using posenc: node_modules/posenc and
 * posenc/ (a site hosting the package files) both link to this repository.
 * It is removed when the process exits.
 */
export function projectFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'posenc-docs-'));
  mkdirSync(join(folder, 'node_modules'));
  symlinkSync(repoRoot, join(folder, 'node_modules', 'posenc'), 'dir');
  symlinkSync(repoRoot, join(folder, 'posenc'), 'dir');
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
