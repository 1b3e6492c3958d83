// Long text where numbers are expected (attributes, embed parameters, the
// lesson's URL and its text fields): time linear in the text's length. The
// guarantee is structural, not timed: text longer than a cap never reaches a
// pattern, the number pattern repeats no group that holds a quantifier, and
// every text field takes a maxlength no longer than what its parser reads.
// The corpus then runs through every parser, within the runner's time limit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { MAX_NUMBER_TEXT, NUMBER_PATTERN, integerListSpec, toNumber } from '../../web/src/widgets/attributes.js';
import { FIGURES } from '../../web/src/widgets/schemas.js';
import { parseEmbedParams } from '../../web/src/embed/params.js';
import { STATE_SCHEMA, readState } from '../../web/lesson/state.js';
import { LONG_NUMERIC_TEXTS } from '../fixtures/hostile-inputs.js';

/** Every schema that parses text from outside: each figure's, and the lesson URL's. */
const SCHEMAS = { ...Object.fromEntries(Object.entries(FIGURES).map(([f, { schema }]) => [f, schema])), lesson: STATE_SCHEMA };

/** The long texts that are not a number padded with white space. */
const NOT_NUMBERS = LONG_NUMERIC_TEXTS.filter((text) => text.trim().length > MAX_NUMBER_TEXT);

/**
 * Groups of a pattern's source that hold a quantifier and are themselves
 * repeated without bound (*, + or {n,}): the shape that backtracks
 * exponentially. Escapes and character classes are skipped.
 * @param {string} source
 */
export function repeatedQuantifiedGroups(source) {
  const found = [];
  const open = []; // for each open group: does it hold a quantifier?
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') { i++; continue; }
    if (c === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c === '(') { open.push(false); continue; }
    if ('*+?{'.includes(c) && source[i - 1] !== '(' && open.length > 0) open[open.length - 1] = true;
    if (c === ')') {
      const holds = open.pop();
      const next = source.slice(i + 1);
      const unbounded = /^(?:[*+]|\{\d+,\})/.test(next);
      if (holds && unbounded) found.push(i);
      if ((holds || /^[*+?{]/.test(next)) && open.length > 0) open[open.length - 1] = true;
    }
  }
  return found;
}

test('the quantifier check finds the shapes that backtrack, and the number pattern has none', () => {
  assert.deepEqual(repeatedQuantifiedGroups('^(a+)+$'), [4]);
  assert.deepEqual(repeatedQuantifiedGroups('^(?:\\d+,?)*$').length, 1);
  assert.deepEqual(repeatedQuantifiedGroups('^((ab)*c)+$').length, 1);
  assert.deepEqual(repeatedQuantifiedGroups('^[(+)]+(a)+$'), []);
  assert.deepEqual(repeatedQuantifiedGroups(NUMBER_PATTERN.source), []);
});

test('text longer than MAX_NUMBER_TEXT never reaches the number pattern', () => {
  const seen = [];
  const test = NUMBER_PATTERN.test;
  NUMBER_PATTERN.test = function (text) {
    seen.push(String(text).length);
    return test.call(this, text);
  };
  try {
    for (const text of NOT_NUMBERS) assert.ok(Number.isNaN(toNumber(text)));
    assert.equal(toNumber(LONG_NUMERIC_TEXTS[5]), 1, 'white space around a number is no part of it');
    for (const schema of Object.values(SCHEMAS)) {
      for (const [name, spec] of Object.entries(schema)) {
        for (const text of LONG_NUMERIC_TEXTS) spec.parse(text, name);
      }
    }
  } finally {
    NUMBER_PATTERN.test = test;
  }
  assert.ok(seen.length > 0, 'the pattern was used for short parts of the lists');
  assert.ok(Math.max(...seen) <= MAX_NUMBER_TEXT, `the pattern saw ${Math.max(...seen)} characters`);
  // Numbers written every usual way still read.
  for (const [text, value] of [['1e4', 1e4], [' -1.5 ', -1.5], ['.5', 0.5], ['1.', 1], ['+7E-2', 0.07],
    [`${'0'.repeat(MAX_NUMBER_TEXT - 1)}1`, 1]]) assert.equal(toNumber(text), value, text);
  for (const text of ['', '.', '1e', 'e4', '1.2.3', '0x10', '1_000', `${'0'.repeat(MAX_NUMBER_TEXT)}1`]) {
    assert.ok(Number.isNaN(toNumber(text)), text);
  }
});

test('a list longer than its parser reads is refused before it is split', () => {
  const spec = integerListSpec(4, 511);
  assert.equal(spec.maxTextLength, 64);
  const parsed = spec.parse('1 '.repeat(25000), 'pairs');
  assert.deepEqual(parsed.value, []);
  assert.match(parsed.warning, /pairs must be up to 4 integers .* in at most 64 characters; got 50000 characters, ignoring it\./);
  assert.deepEqual(spec.parse(`1 ${' '.repeat(50)}2`, 'pairs'), { value: [1, 2] });
});

test('every long numeric text through every attribute, embed parameter and lesson setting: a default and a warning', () => {
  for (const [owner, schema] of Object.entries(SCHEMAS)) {
    for (const [name, spec] of Object.entries(schema)) {
      for (const text of NOT_NUMBERS) {
        const parsed = spec.parse(text, name);
        if (spec.type === 'boolean') continue; // a boolean: any text but "false" is true
        assert.ok(parsed.warning && parsed.warning.length < 400, `${owner} ${name}`);
      }
    }
  }
  for (const text of NOT_NUMBERS.slice(0, 4)) {
    const value = encodeURIComponent(text);
    const embed = parseEmbedParams(`?figure=heatmap&d-model=${value}&positions=${value}`);
    const { schema } = FIGURES.heatmap;
    assert.deepEqual(embed.attributes, { 'd-model': String(schema['d-model'].fallback), positions: String(schema.positions.fallback) });
    const lesson = readState(`?d=${value}&pairs=${value}&p=${value}&k=${value}&at=${value}&order=${value}`);
    assert.equal(lesson.state.d, STATE_SCHEMA.d.fallback);
    assert.ok(lesson.warnings.length >= 5);
  }
});

test('every text field of the lesson takes a maxlength no longer than its setting reads', () => {
  const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
  const fields = [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /type="text"/.test(tag));
  assert.ok(fields.length > 0);
  for (const tag of fields) {
    const maxlength = Number(/maxlength="(\d+)"/.exec(tag)?.[1]);
    const state = /data-state="([a-z]+)"/.exec(tag)?.[1];
    assert.ok(maxlength > 0, `${tag} has a maxlength`);
    if (state) assert.ok(maxlength <= STATE_SCHEMA[state].maxTextLength, `${tag}: at most ${STATE_SCHEMA[state].maxTextLength}`);
  }
  assert.equal(FIGURES.permutation.schema.sentence.maxTextLength, 200, 'the permutation figure\'s field takes maxlength 200');
});
