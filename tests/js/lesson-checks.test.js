import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../web/src/index-node.js';
import { NORM_POSITION, checkValues, collisionValues, parseTypedNumber, slipHint } from '../../web/lesson/check-values.js';
import { DEFAULT_STATE } from '../../web/lesson/state.js';
import { offsetFamilies, sameInBfloat16, toBfloat16, uniquenessVerdict } from '../../web/lesson/figures/property-words.js';
import { reference } from './helpers.js';
import { readFileSync } from 'node:fs';
import { plainNumber } from '../../web/src/render/cells.js';
import { loadLocalizer } from '../../web/src/text/l10n.js';

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

test('where the locale writes a decimal comma, a typed comma is the decimal point; a point still reads, grouping never does', () => {
  // The page's locale (English in node) reads no comma.
  assert.equal(parseTypedNumber('0,5'), null);
  assert.equal(parseTypedNumber('0,5', true), 0.5);
  assert.equal(parseTypedNumber(' −8,38 ', true), -8.38);
  assert.equal(parseTypedNumber(',5', true), 0.5);
  assert.equal(parseTypedNumber('8.38', true), 8.38);
  for (const bad of ['1,000.5', '1.000,5', '1,2,3', ',', '8,38 rad']) assert.equal(parseTypedNumber(bad, true), null, bad);
});

test('the hints and the live numbers are written in the locale asked for: Spanish words and 8,38', async () => {
  const es = await loadLocalizer('es');
  const zh = await loadLocalizer('zh-CN');
  const state = { ...DEFAULT_STATE, base: '1000000' };
  const v = checkValues(state, pe, es), english = checkValues(state, pe);
  assert.match(english.live.wavelength, /^\d\.\d\d$/);
  assert.deepEqual([v.live.d, v.live.wavelength, v.live.base], ['64', english.live.wavelength.replace('.', ','), '1.000.000']);
  assert.match(collisionValues(pe, es)['d8-distance'], /^\d+,\d+$/);
  assert.match(slipHint(6.28, v.slips['q-wavelength'], es), /^Esa es la longitud de onda del par 0/);
  assert.match(slipHint(6.28, v.slips['q-wavelength'], zh), /^这是第 0 对的波长/);
  assert.equal(checkValues(DEFAULT_STATE, pe, zh).live.wavelength, '8.38');
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

/** The verdict of the property figure for a table of the module, as the figure computes it. */
function verdictFor(positions, dModel) {
  const r = pe.properties({ positions, dModel });
  const table = pe.encode({ positions, dModel });
  const [a, b] = r.closestPair;
  return uniquenessVerdict({
    distance: r.minDistance, pair: r.closestPair, positions, channels: dModel,
    sameChannels: sameInBfloat16(table.subarray(a * dModel, (a + 1) * dModel), table.subarray(b * dModel, (b + 1) * dModel)),
  });
}

test('the near-collision numbers are measured: at d_model 2 every one of the 314 pairs 710 apart is 6.0e-5 apart, and 1,652 pairs are within 0.01', () => {
  const v = collisionValues(pe);
  assert.deepEqual(v, {
    'collision-offset': '710', 'collision-count': '314', 'collision-distance': '6.0 × 10⁻⁵',
    'collision-near': '1,652', 'd8-distance': '0.65',
  });
  // Checked pair by pair on the module's float32 table, not only by the closed form.
  const n = 1024, t = pe.encode({ positions: n, dModel: 2 });
  const dist = (p, q) => Math.hypot(t[2 * p] - t[2 * q], t[2 * p + 1] - t[2 * q + 1]);
  let within = 0, apart710 = 0, worst710 = 0;
  for (let p = 0; p < n; p++) {
    for (let q = p + 1; q < n; q++) {
      const d = dist(p, q);
      if (d < 0.01) within++;
      if (q - p === 710) { apart710++; worst710 = Math.max(worst710, d); }
    }
  }
  assert.equal(within, 1652);
  assert.equal(apart710, 314);
  assert.equal(plainNumber(worst710), '6.0 × 10⁻⁵');
  // The prediction's explanation names them, live: every pair 710 apart (314 pairs).
  const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
  // Other attributes may precede data-live (the translation's data-l10n-name).
  assert.match(html, /every pair of positions\s+<span[^>]* data-live="collision-offset">710<\/span> apart \(<span[^>]* data-live="collision-count">314<\/span>/);
});

test('the uniqueness verdict names the whole family of tied pairs, and bfloat16 only where it rounds channels together', () => {
  const two = verdictFor(1024, 2);
  assert.equal(two.level, 'collision');
  assert.match(two.text, /^Near-collision: every pair of positions 710 apart \(314 pairs\), such as 0 and 710, ties at this distance\. Rounded to bfloat16, 1 of their 2 channels becomes the same number\./);
  // The one channel is the cosine: 1 and cos 710 are one bfloat16 number, sin 0 and sin 710 are not.
  assert.equal(toBfloat16(1), toBfloat16(Math.cos(710)));
  assert.notEqual(toBfloat16(0), toBfloat16(Math.sin(710)));
  // At d_model 64 every neighbouring pair ties for closest: no pair is singled out.
  const wide = verdictFor(128, 64);
  assert.equal(wide.level, 'distinct');
  assert.match(wide.text, /The closest are neighbours: all 127 neighbouring pairs tie for closest/);
  assert.equal(plainNumber(pe.properties({ positions: 128, dModel: 64 }).minDistance), '1.5');
  const t = pe.encode({ positions: 128, dModel: 64 });
  const gaps = Array.from({ length: 127 }, (_, p) => Math.hypot(...Array.from({ length: 64 }, (_, c) => t[p * 64 + c] - t[(p + 1) * 64 + c])));
  assert.ok(Math.max(...gaps) - Math.min(...gaps) < 1e-6, 'every neighbouring pair is as far apart as any other');
  assert.equal(uniquenessVerdict({ distance: 0.05, pair: [3, 9], positions: 100, channels: 8, sameChannels: 0 }).level, 'close');
  // bfloat16 rounding: 8 significant bits, ties to even.
  assert.deepEqual([1 + 2 ** -8, 1 + 3 * 2 ** -9, -0.3, 2 ** -130].map(toBfloat16), [1, 1 + 2 ** -7, -0.30078125, 2 ** -130]);
  const { distance, pairsWithin } = offsetFamilies(pe.dotProfile({ dModel: 2, offsets: 1024 }), 2, 0.01);
  assert.equal(pairsWithin, 1652);
  assert.ok(Math.abs(distance[710] - 2 * Math.abs(Math.sin(355))) < 1e-12);
});

test("the slowest wavelength in section 3's text is computed for the settings: 47,117 at d_model 64, just under 2π·10000", () => {
  const v = checkValues(DEFAULT_STATE, pe);
  assert.equal(v.live['slowest-wavelength'], '47,117');
  assert.equal(v.live['paper-wavelength'], '62,832');
  assert.equal(Math.round(2 * Math.PI * 10000 ** (62 / 64)), 47117);
  assert.equal(checkValues({ ...DEFAULT_STATE, d: 2 }, pe).live['slowest-wavelength'], '6.28');
  assert.equal(checkValues({ ...DEFAULT_STATE, d: 512, base: '100' }, pe).live['slowest-wavelength'],
    Math.round(2 * Math.PI * 100 ** (510 / 512)).toLocaleString('en-US'));
});

test("RoPE's live figure: for given contents the score depends only on the offset; other contents change the pattern", async () => {
  const { ROPE_CONTENTS, diagonalSpread, ropeScores } = await import('../../web/lesson/figures/rope.js');
  const n = 24;
  const a = ropeScores(pe, ROPE_CONTENTS.query.a, ROPE_CONTENTS.key.a, n, 10000);
  assert.ok(diagonalSpread(a, n) < 1e-5, `spread ${diagonalSpread(a, n)}`);
  // Score at (m, n) against the closed form q·R((n − m)ω)·k, pair by pair, in float64.
  const w = pe.frequencies({ dModel: 8 });
  const closed = (q, k, offset) => {
    let sum = 0;
    for (let i = 0; i < 4; i++) {
      const t = offset * w[i], c = Math.cos(t), s = Math.sin(t);
      sum += c * (q[2 * i] * k[2 * i] + q[2 * i + 1] * k[2 * i + 1]) + s * (q[2 * i + 1] * k[2 * i] - q[2 * i] * k[2 * i + 1]);
    }
    return sum;
  };
  for (const [m, k] of [[0, 0], [5, 2], [2, 5], [23, 0]]) {
    assert.ok(Math.abs(a[m * n + k] - closed(ROPE_CONTENTS.query.a, ROPE_CONTENTS.key.a, k - m)) < 1e-5, `${m}, ${k}`);
  }
  const b = ropeScores(pe, ROPE_CONTENTS.query.b, ROPE_CONTENTS.key.c, n, 10000);
  assert.ok(diagonalSpread(b, n) < 1e-5);
  assert.ok(Math.abs(b[0] - a[0]) > 0.1, 'other contents, another pattern');
  // A matrix that does depend on the position is caught.
  const notToeplitz = Float32Array.from({ length: 9 }, (_, i) => i * i);
  assert.ok(diagonalSpread(notToeplitz, 3) > 1);
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
