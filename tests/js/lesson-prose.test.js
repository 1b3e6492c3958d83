// The lesson's prose as a whole: its length (sections 1 to 7, the head-attention
// section among them, no longer than sections 1 to 6 were before it) and where its
// links lead (the items themselves, never a channel or a publication).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { proseWords } from '../../scripts/prose-words.mjs';

const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

/** Words of sections 1 to 6 before the head-attention section (scripts/lesson-words.mjs). */
const BUDGET = 2958;

test('sections 1 to 7 stay within the word budget of the six sections before them', () => {
  const counts = proseWords(html);
  const core = ['order', 'needs', 'sinusoids', 'rotation', 'attend-back', 'properties', 'check']
    .reduce((sum, id) => sum + (counts[id] ?? 0), 0);
  assert.ok(core <= BUDGET, `sections 1 to 7: ${core} words, over the budget of ${BUDGET}`);
});

test('the counter counts words, not formulas, tags or comments', () => {
  const page = '<main><section id="a"><p>Two <em>words</em></p><math><mi>x</mi></math><!-- not this --></section>' +
    '<section id="b"><button>One</button> &amp; 3</section></main>';
  assert.deepEqual(proseWords(page), { a: 2, b: 2 });
});

test('every external link leads to the item itself: an arXiv abstract page or the blog post', () => {
  const links = [...html.matchAll(/href="(https?:[^"]+)"/g)].map((m) => m[1]);
  assert.ok(links.length >= 5);
  for (const link of links) {
    assert.match(link, /^https:\/\/(arxiv\.org\/abs\/\d{4}\.\d{4,5}|huggingface\.co\/blog\/[a-z0-9-]+)$/, link);
  }
});
