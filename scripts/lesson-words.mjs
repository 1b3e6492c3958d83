// Counts the words of the lesson's prose, section by section, and prints them:
// node scripts/lesson-words.mjs [path to index.html]. Formulas (<math>) and
// comments are not words; everything else a learner reads in the section is.
// tests/js/lesson-prose.test.js holds sections 1 to 7 to their budget.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { proseWords } from './prose-words.mjs';

const path = process.argv[2] ?? fileURLToPath(new URL('../web/index.html', import.meta.url));
const counts = proseWords(readFileSync(path, 'utf8'));
let core = 0;
for (const [id, words] of Object.entries(counts)) {
  console.log(`${id.padEnd(12)} ${String(words).padStart(5)}`);
  if (id !== 'takeaways' && id !== 'further') core += words;
}
console.log(`sections 1 to 7: ${core} words`);
