// The numbers the lesson's text states outright (not filled in live), each
// checked here against the module or against the arithmetic that gives it.
// Numbers filled in live are tested with the code that computes them
// (lesson-checks, lesson-lab); this file keeps the fixed text honest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init } from '../../web/src/index-node.js';
import { toBfloat16 } from '../../web/lesson/figures/property-words.js';
import { fmt } from '../../web/lesson/figures/schema.js';

const pe = await init({ orderLab: true });
const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const output = readFileSync(new URL('../../docs/order-lab-experiments.txt', import.meta.url), 'utf8');
/** The page's text with tags dropped and white space squashed. */
const text = html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');

test('section 2: the three first ideas, as the module computes them', () => {
  const index = pe.alternative({ kind: 'index', positions: 501, dModel: 8 });
  assert.equal(index[500 * 8], 500);
  assert.match(text, /position 500 gets 500, hundreds of times the embedding values/);
  const five = pe.alternative({ kind: 'fraction', positions: 5, dModel: 8 });
  const ten = pe.alternative({ kind: 'fraction', positions: 10, dModel: 8 });
  assert.equal(five[2 * 8], 0.5);
  assert.equal(fmt(ten[2 * 8], 2), '0.22');
  assert.match(text, /position 2 gets 2\/4 = 0\.5 in a 5-word sentence and 2\/9 ≈ 0\.22 in a 10-word one/);
  const bits = pe.alternative({ kind: 'binary', positions: 10, dModel: 5 });
  const flips = (a, b) => Array.from({ length: 5 }, (_, c) => bits[a * 5 + c] !== bits[b * 5 + c]).filter(Boolean).length;
  assert.deepEqual([flips(7, 8), flips(8, 9)], [4, 1]);
  assert.match(text, /7 → 8 flips four bits while 8 → 9 flips one/);
});

test('section 3: pair 0 turns 1 radian a position, a wave of 2π ≈ 6.3 positions', () => {
  const w = pe.frequencies({ dModel: 64 });
  assert.equal(w[0], 1);
  assert.equal((2 * Math.PI / w[0]).toFixed(1), '6.3');
  assert.match(text, /1 radian for pair 0/);
  assert.match(text, /\(about 6\.3 positions\)/);
});

test('section 9, precision: the float16, bfloat16 and float32 angles the text quotes', () => {
  // float16 has 11 significant bits: between 1024 and 2048 its numbers are 1 apart; bfloat16 has 8: 8 apart.
  assert.equal(2 ** (10 - 10), 1);
  assert.equal(2 ** (10 - 7), 8);
  assert.equal(Math.round(1044.27), 1044);
  assert.equal(toBfloat16(1044.27), 1048);
  assert.equal(Math.abs(Math.sin(1044.27) - Math.sin(1044)).toFixed(2), '0.12');
  assert.ok(Math.sign(Math.sin(1048)) !== Math.sign(Math.sin(1044.27)), 'the sine changes sign');
  // float32 numbers from 65,536 to 131,072 are 2⁻⁷ apart: an angle there is off by up to half that, 2⁻⁸ ≈ 0.004.
  assert.equal(Math.fround(65536 + 2 ** -7), 65536 + 2 ** -7);
  assert.equal(Math.fround(65536 + 2 ** -8), 65536, 'half the spacing rounds (to even)');
  let worst = 0;
  for (let i = 0; i < 4000; i++) {
    const angle = 65536 + i * (65536 / 3999);
    worst = Math.max(worst, Math.abs(Math.fround(angle) - angle));
  }
  assert.ok(worst <= 2 ** -8 && worst > 0.99 * 2 ** -8, String(worst));
  assert.equal((2 ** -8).toFixed(3), '0.004');
  // At position 65,536 itself pair 0's angle is exact, and at d_model 64 no value is off by 0.004.
  const w = pe.frequencies({ dModel: 64 });
  assert.equal(Math.fround(65536 * w[0]), 65536 * w[0]);
  let atPosition = 0;
  for (const wi of w) {
    const angle = 65536 * wi, rounded = Math.fround(angle);
    atPosition = Math.max(atPosition, Math.abs(Math.sin(rounded) - Math.sin(angle)), Math.abs(Math.cos(rounded) - Math.cos(angle)));
  }
  assert.ok(atPosition < 0.001, `largest error at position 65,536: ${atPosition}`);
  assert.match(text, /float16 numbers between 1024 and 2048 are 1 apart, so the angle 1044\.27 becomes 1044 and its sine is off by 0\.12; bfloat16 numbers there are 8 apart, so it becomes 1048 and the sine even changes sign\. Even float32 rounds: its numbers from 65,536 to 131,072 are 2⁻⁷ apart, so an angle there can be off by up to 2⁻⁸ ≈ 0\.004 radians\./);
  assert.doesNotMatch(text, /off by about 0\.004 radians at position 65,536/);
});

test('section 9, length: at 16 words the sinusoidal and rotary signals are right about four times in five', () => {
  const row = (name) => output.split('\n').find((l) => new RegExp(`^${name}\\s+[\\d.]+\\s`).test(l)).trim().split(/\s+/).map(Number);
  // The bidirectional table comes first in the file; its last column is length 16.
  for (const signal of ['sinusoidal', 'rope']) {
    const at16 = row(signal).at(-1);
    assert.ok(at16 >= 0.75 && at16 <= 0.85, `${signal}: ${at16}`);
  }
  assert.match(text, /at 16 words, twice the training length, they are right about four times in five/);
  // A learned table has maxLength + 1 rows (positions 0 to 8, [CLS] first): position 9 has none.
  assert.equal(pe.orderLab.create({ task: 'filler', position: 'learned' }).maxLength + 1, 9);
  assert.match(text, /from position 9 on it has no trained row/);
});
