// Writes <link rel="modulepreload"> tags for every module the lesson loads
// into web/index.html, between the modulepreload markers. Without them the
// browser discovers the ~60 unbundled modules level by level (each import
// waits for its parent to arrive); with them it asks for all at once.
// `node scripts/gen-preload.mjs --check` fails when the list is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../web/', import.meta.url));
const page = join(web, 'index.html');
const entry = join(web, 'lesson/main.js');
// Static imports, side-effect imports and literal dynamic imports of
// relative paths: the only import forms this code base uses. Read in code
// only: a JSDoc type (`@type {import('./x.js').T}`) loads nothing.
const COMMENT = /\/\*[\s\S]*?\*\//g;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+\.js)['"]/g;

/** All modules reachable from `file`, in first-visit order. */
function graph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, path] of readFileSync(file, 'utf8').replace(COMMENT, '').matchAll(IMPORT)) graph(join(dirname(file), path), seen);
  return seen;
}

// The order lab's glue is loaded only when a lab is first used, and a
// catalog of the figures or of the lesson's scripts (other than English,
// which is built in) only in its language, with the Fluent runtime that
// reads it: no need to fetch them everywhere; nor @fluent/langneg, which
// only two locales of one language would need (web/src/text/negotiate.js).
const LATER = [/posenc-order-lab-glue\.js$/, /\/catalogs\/(?!en\.js|en-[a-z][a-z-]*\.js|index\.js)[^/]+\.js$/,
  /\/text\/fluent(-messages)?\.js$/, /\/text\/(negotiate|langneg)\.js$/];
const links = [...graph(entry)]
  .filter((file) => !LATER.some((later) => later.test(file)))
  .map((file) => `  <link rel="modulepreload" href="${relative(web, file)}">`)
  .join('\n');
const START = '  <!-- modulepreload:start (scripts/gen-preload.mjs) -->';
const END = '  <!-- modulepreload:end -->';
const html = readFileSync(page, 'utf8');
const from = html.indexOf(START), to = html.indexOf(END);
if (from < 0 || to < from) throw new Error(`${page}: modulepreload markers not found`);
const next = `${html.slice(0, from + START.length)}\n${links}\n${html.slice(to)}`;

if (process.argv.includes('--check')) {
  if (next !== html) {
    console.error('web/index.html: the modulepreload list is stale: run node scripts/gen-preload.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(page, next);
}
