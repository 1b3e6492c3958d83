// The accessibility statement (web/accessibility.html): in the form
// universities ask for (standard and level, what was tested and how, known
// limitations, a date, how to report a barrier and what happens then), every
// claim backed by a test that exists under the name it gives, and reachable
// from the lesson, the embed page and docs/lesson.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const statement = read('web/accessibility.html');

/** The titles of the tests a test file declares (the literal parts of template titles). */
function testTitles(source) {
  return [...source.matchAll(/\btest\(\s*(['`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) => m[2]);
}

test('every test the statement names exists, in the file it names, with a title holding the words it quotes', () => {
  const named = [...statement.matchAll(/<span class="test"><code>([^<]+)<\/code>: <q>([^<]+)<\/q><\/span>/g)];
  assert.ok(named.length >= 15, `${named.length} tests named`);
  const missing = [];
  for (const [, file, words] of named) {
    const path = `tests/browser/${file}`;
    if (!existsSync(new URL(`../../${path}`, import.meta.url))) missing.push(`${path} does not exist`);
    else if (!testTitles(read(path)).some((title) => title.includes(words.replaceAll('&#39;', "'")))) {
      missing.push(`${path} has no test titled "…${words}…"`);
    }
  }
  assert.deepEqual(missing, []);
});

test('each claim of the statement is followed by the tests that back it', () => {
  const claims = [...statement.matchAll(/<dd>([\s\S]*?)<\/dd>/g)].map((m) => m[1]);
  assert.ok(claims.length >= 8);
  for (const claim of claims) assert.match(claim, /<span class="test">/, claim.slice(0, 80));
});

test('the statement gives the standard and level, its status, a date, known limitations and how to report a barrier', () => {
  assert.match(statement, /WCAG\)? 2\.2<\/a>, level AA/);
  assert.match(statement, /<strong>partially\s+compliant<\/strong>/);
  const dates = [...statement.matchAll(/<time datetime="(\d{4}-\d{2}-\d{2})">/g)].map((m) => m[1]);
  assert.ok(dates.length >= 1 && dates.every((d) => !Number.isNaN(Date.parse(d))), 'a machine-readable date');
  for (const id of ['standard', 'tested', 'limitations', 'report']) assert.match(statement, new RegExp(`<h2 id="${id}">`));
  assert.match(statement, /href="https:\/\/github\.com\/posenc\/posenc\/issues"/);
  assert.match(statement, /What happens then/);
});

test('the lesson footer, the embed page and docs/lesson.md link to the statement', () => {
  const footer = read('web/index.html').match(/<footer class="page-footer">([\s\S]*?)<\/footer>/)?.[1] ?? '';
  assert.match(footer, /<a href="accessibility\.html"[\s>]/);
  assert.match(read('web/embed.html'), /<a href="accessibility\.html"[\s>]/);
  assert.match(read('docs/lesson.md'), /\]\(\.\.\/web\/accessibility\.html\)/);
  // The statement lives in the page only: docs/lesson.md no longer keeps a copy.
  assert.doesNotMatch(read('docs/lesson.md'), /^## Accessibility statement/m);
});
