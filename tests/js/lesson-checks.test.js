import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index-node.js';
import { NORM_POSITION, checkValues, collisionValues, parseTypedNumber, slipHint } from '../../web/lesson/check-values.js';
import { DEFAULT_STATE } from '../../web/lesson/state.js';
import { uniquenessVerdict } from '../../web/lesson/figures/property-words.js';
import { reference } from './helpers.js';

const pe = await init();

test('a typed answer is read as a number or not at all, in time linear in its length', () => {
  assert.equal(parseTypedNumber(' 8.38 '), 8.38);
  assert.equal(parseTypedNumber('−0.5'), -0.5);
  assert.equal(parseTypedNumber('.5'), 0.5);
  assert.equal(parseTypedNumber('32.'), 32);
  for (const bad of ['', '8,38', '1e3', '0x10', '<b>32</b>', '32 positions', '--1', '.']) {
    assert.equal(parseTypedNumber(bad), null, bad);
  }
  // Text longer than any number is refused before a pattern runs: a pasted novel costs nothing.
  assert.equal(parseTypedNumber(`${'1'.repeat(100000)}x`), null);
  assert.equal(parseTypedNumber('1'.repeat(100000)), null);
  assert.equal(parseTypedNumber('1'.repeat(32)), Number('1'.repeat(32)));
});

test("the numeric questions' answers are the module's, for the current settings, and follow d_model and the base", () => {
  const v = checkValues(DEFAULT_STATE, pe);
  assert.ok(Math.abs(v.expected['q-wavelength'] - 2 * Math.PI * 10000 ** (2 / 64)) < 1e-9);
  assert.equal(v.expected['q-norm'], 32);
  let measured = 0;
  for (let c = 0; c < 64; c++) measured += reference(NORM_POSITION, c, 64) ** 2;
  assert.equal(v.live['measured-norm'], String(+measured.toPrecision(7)));
  assert.deepEqual([v.live.d, v.live.base, v.live.wavelength, v.live.pairs], ['64', '10,000', '8.38', '32']);
  const other = checkValues({ ...DEFAULT_STATE, d: 16, base: '100' }, pe);
  assert.ok(Math.abs(other.expected['q-wavelength'] - 2 * Math.PI * 100 ** (2 / 16)) < 1e-9);
  assert.equal(other.expected['q-norm'], 8);
});

test('a wrong number close to a likely slip gets a hint aimed at that slip', () => {
  const { slips } = checkValues(DEFAULT_STATE, pe);
  assert.match(slipHint(6.28, slips['q-wavelength']), /pair 0/);
  assert.match(slipHint(1.33, slips['q-wavelength']), /1\/ω₁/);
  assert.match(slipHint(5.66, slips['q-norm']), /length itself/);
  assert.match(slipHint(64, slips['q-norm']), /sin² \+ cos² = 1/);
  assert.equal(slipHint(17, slips['q-norm']), '');
});

test('the near-collision numbers are measured: one pair and 1024 positions put 0 and 710 within 6e-5', () => {
  const v = collisionValues(pe);
  assert.deepEqual(v, { 'collision-pair': '0 and 710', 'collision-distance': '6.0 × 10⁻⁵', 'd8-distance': '0.65' });
  const two = pe.properties({ positions: 1024, dModel: 2 });
  assert.equal(uniquenessVerdict(two.minDistance, two.closestPair).level, 'collision');
  const wide = pe.properties({ positions: 128, dModel: 64 });
  assert.equal(uniquenessVerdict(wide.minDistance, wide.closestPair).level, 'distinct');
  assert.equal(uniquenessVerdict(0.05, [3, 9]).level, 'close');
});

test('every wrong choice of the check has its own feedback (why it tempts, what it misses); the right one has none', async () => {
  const { readFileSync } = await import('node:fs');
  const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
  const questions = [...html.matchAll(/<fieldset class="question" id="([\w-]+)" data-answer="([\w-]+)"[^>]*>([\s\S]*?)<\/fieldset>/g)];
  assert.equal(questions.length, 6, 'the multiple-choice questions');
  for (const [, id, right, body] of questions) {
    const radios = [...body.matchAll(/<input type="radio" name="[\w-]+" value="([\w-]+)"([^>]*)>/g)];
    assert.ok(radios.length >= 3, id);
    assert.ok(radios.some(([, value]) => value === right), `${id}: the right answer is a choice`);
    const texts = new Set();
    for (const [, value, rest] of radios) {
      const feedback = rest.match(/data-feedback="([^"]*)"/)?.[1];
      if (value === right) assert.equal(feedback, undefined, `${id}: the right choice needs none`);
      else {
        assert.ok(feedback && feedback.length >= 60 && feedback.length <= 240, `${id} ${value}: ${feedback}`);
        // One or two sentences, each ending in a full stop.
        assert.ok((feedback.match(/[.!?](\s|$)/g) ?? []).length <= 2 && /\.$/.test(feedback), `${id} ${value}`);
        texts.add(feedback);
      }
    }
    assert.equal(texts.size, radios.length - 1, `${id}: each wrong choice its own words`);
  }
});
