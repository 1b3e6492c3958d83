// The lesson's prose where a sharp reader looks hardest: section 1's length
// and order, statements made once where they are shown, predictions whose
// right choice does not give itself away, counts that read as English in
// every setting, and bugs that do not repeat between question 7 and section 9.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { proseWords } from '../../scripts/prose-words.mjs';
import { counted, plural } from '../../web/src/text/plural.js';
import { uniquenessVerdict } from '../../web/lesson/figures/property-words.js';
import { settingNotes } from '../../web/lesson/setting-notes.js';
import { DEFAULT_STATE } from '../../web/lesson/state.js';
import { ANSWERS } from '../../web/lesson/figures/bug.js';
import { init } from '../../web/src/index-node.js';
import { ENGLISH } from '../../web/src/text/l10n.js';

const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
/** Text with tags dropped and white space squashed. @param {string} text */
const squash = (text) => text.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');
/** The element with this id, start tag to its matching end tag. @param {string} id */
function element(id) {
  const start = html.search(new RegExp(`<(\\w+)[^>]*\\bid="${id}"`));
  assert.ok(start >= 0, id);
  const tag = /^<(\w+)/.exec(html.slice(start))[1];
  const pattern = new RegExp(`<${tag}\\b|</${tag}>`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  throw new Error(`${id} is not closed`);
}

/**
 * Section 1's cap of 600 words of prose, and sections 1 to 6 no longer than
 * the 2,243 words they held before section 1 was cut.
 */
const SECTION_1_CAP = 600, SECTIONS_1_TO_6 = 2243;

test('section 1 stays within 600 words of prose, and sections 1 to 6 within 2,243', () => {
  const counts = proseWords(html);
  assert.ok(counts.order <= SECTION_1_CAP, `section 1: ${counts.order} words`);
  const core = ['order', 'needs', 'sinusoids', 'rotation', 'attend-back', 'properties']
    .reduce((sum, id) => sum + counts[id], 0);
  assert.ok(core <= SECTIONS_1_TO_6, `sections 1 to 6: ${core} words`);
});

test("section 1 shows the addition and the repeated word before the lab, and scopes the claim in two sentences", () => {
  const at = (id) => html.indexOf(`id="${id}"`);
  assert.ok(at('order-demo') < at('addition-demo') && at('addition-demo') < at('repeat-demo')
    && at('repeat-demo') < at('training-demo'), 'order demo, addition, repeated word, then the lab');
  const scope = squash(element('causal'));
  assert.ok(scope.trim().split(/(?<=\.)\s+/).length <= 2, scope);
  assert.match(scope, /without a mask/);
  assert.match(scope, /read-out that ignores order/);
  assert.match(element('causal'), /href="#causal-lab"/);
  assert.doesNotMatch(scope, /Haviv|\[CLS\]/);
});

test('what carries order under a causal mask is said once, in the causal lab, and a token sees itself', () => {
  const lab = element('causal-lab');
  const outside = html.replace(lab, '');
  for (const phrase of [/only where the read-out sits carries order/, /Unmasked layers stay blind, at one layer or two/]) {
    assert.doesNotMatch(squash(outside), phrase);
  }
  const text = squash(outside);
  assert.doesNotMatch(text, /sees only earlier ones/);
  assert.match(text, /each token sees only itself and earlier ones/);
});

test('question 1 rests on no step count', () => {
  const question = squash(element('q-training'));
  assert.doesNotMatch(question, /\d[\d,]* steps/);
  assert.match(question, /for as long as you like/);
});

test("section 6's prediction: no choice gives the answer away with a number the explanation reveals", () => {
  const prediction = element('predict-collision');
  const choices = [...prediction.matchAll(/<button[^>]*data-choice[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
  assert.equal(choices.length, 3);
  const revealed = [...prediction.matchAll(/data-live="[^"]+">([^<]+)</g)].map((m) => m[1]);
  assert.ok(revealed.includes('710'));
  for (const choice of choices) {
    for (const number of revealed) assert.ok(!choice.includes(number), `"${choice}" shows ${number}`);
  }
  const words = choices.map((c) => c.split(/\s+/).length);
  assert.ok(Math.max(...words) <= 1.5 * Math.min(...words), `choice lengths ${words}`);
});

test("question 7's bug is not one of section 9's bugs to spot", () => {
  const question = /<lesson-bug id="check-bug" kind="([^"]+)"/.exec(html)[1];
  const versions = [...element('bug-kind').matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(versions.length, 3);
  assert.ok(!versions.includes(question), `${question} is both question 7 and a version of section 9`);
});

test("Version B's answer, as the module's table has it: positions 44 apart get almost the same code", async () => {
  const pe = await init();
  const d = 64, n = 45;
  const buggy = pe.alternative({ kind: 'bug-integer-exponent', positions: n, dModel: d });
  const paper = pe.encode({ positions: n, dModel: d });
  const distance = (t, p, q) => Math.hypot(...Array.from({ length: d }, (_, c) => t[p * d + c] - t[q * d + c]));
  assert.ok(distance(buggy, 0, 44) < 0.11, String(distance(buggy, 0, 44)));
  assert.ok(distance(paper, 0, 44) > 3, String(distance(paper, 0, 44)));
  assert.equal((44 - 7 * 2 * Math.PI).toFixed(2), '0.02');
  assert.match(ENGLISH.t(ANSWERS['bug-integer-exponent']), /positions 44 apart \(7 turns and 0\.02 radians\) get almost the same code/);
});

test('counts read as English: one pair, no pairs, 1,024 pairs', () => {
  assert.equal(counted(1, 'pair', 'pairs'), '1 pair');
  assert.equal(counted(0, 'pair', 'pairs'), '0 pairs');
  assert.equal(counted(1024, 'pair', 'pairs'), '1,024 pairs');
  assert.equal(plural(1, 'is', 'are'), 'is');
  assert.equal(plural(2, 'is', 'are'), 'are');
});

test('the figures word their counts by the plural rules in every setting, one included', () => {
  // A family of one pair: offset 7 in a table of 8 rows.
  const lone = uniquenessVerdict({ distance: 0.05, pair: [0, 7], positions: 8, channels: 2, sameChannels: 0 });
  assert.match(lone.text, /\(1 pair\) ties/);
  const neighbours = uniquenessVerdict({ distance: 0.5, pair: [0, 1], positions: 2, channels: 64, sameChannels: 0 });
  assert.match(neighbours.text, /the one neighbouring pair ties for closest/);
  const one = uniquenessVerdict({ distance: 1e-5, pair: [0, 710], positions: 1024, channels: 2, sameChannels: 1 });
  assert.match(one.text, /1 of their 2 channels becomes the same number/);
  const note = settingNotes({ ...DEFAULT_STATE, d: 2, pairs: [3] }).pairs;
  assert.match(note, /^d_model 2 has only pair 0, so pair 3 is not drawn; showing 0 instead\./);
  assert.match(settingNotes({ ...DEFAULT_STATE, d: 4, pairs: [2, 5] }).pairs, /has pairs 0 to 1, so pairs 2, 5 are not drawn/);
  // No figure or wiring chooses a plural by hand.
  const folders = ['../../web/lesson/', '../../web/lesson/figures/'];
  for (const folder of folders) {
    for (const name of readdirSync(new URL(folder, import.meta.url)).filter((f) => f.endsWith('.js'))) {
      const source = readFileSync(new URL(folder + name, import.meta.url), 'utf8');
      assert.doesNotMatch(source, /\?\s*'(s|is|are|ties|tie|becomes|become)'\s*:\s*'/, `${name} chooses a plural by hand`);
      assert.doesNotMatch(source, /each of the \$\{/, `${name}: "each of the N" reads wrongly for one`);
    }
  }
});
