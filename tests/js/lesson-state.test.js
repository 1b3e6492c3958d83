import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_STATE, DEFAULT_PAIRS, pageDefaults, parseSetting, readState, writeState } from '../../web/lesson/state.js';

test('an empty query gives the default state without warnings, and the default state writes an empty query', () => {
  const { state, warnings } = readState('');
  assert.deepEqual(warnings, []);
  assert.deepEqual(state, { ...DEFAULT_STATE });
  assert.equal(state.sentence, 'man bites dog');
  assert.deepEqual(state.pairs, [...DEFAULT_PAIRS]);
  assert.equal(writeState(state), '');
});

test('a state survives the round trip through its query string', () => {
  const state = {
    ...DEFAULT_STATE, sentence: 'the cat & the <b>hat</b> = 2?', order: [2, 0, 1], pe: true, d: 256,
    n: 512, base: '1000', layout: 'concatenated', pairs: [1, 5], p: 40, k: -7, fmt: 'bfloat16',
    at: 30000, bug: 'bug-integer-exponent', theme: 'dark',
  };
  const query = writeState(state);
  const back = readState(`?${query}`);
  assert.deepEqual(back.warnings, []);
  assert.deepEqual(back.state, state);
});

test("a page in another language starts from its own sentence, which its links leave out like any default", () => {
  const zh = pageDefaults('人咬狗');
  assert.deepEqual(zh, { ...DEFAULT_STATE, sentence: '人咬狗' });
  assert.deepEqual(readState('', zh), { state: { ...zh }, warnings: [] });
  assert.equal(writeState({ ...zh, pe: true }, '', zh), 'pe');
  // A sentence the learner chose is kept, on this page and on another language's.
  assert.equal(readState('?sentence=man%20bites%20dog', zh).state.sentence, 'man bites dog');
  assert.equal(writeState({ ...zh, sentence: 'man bites dog' }, '', zh), 'sentence=man+bites+dog');
  assert.equal(readState('?sentence=', zh).state.sentence, '');
  // No sentence on the page: the English one; a page's sentence is held to the setting's length.
  assert.equal(pageDefaults(null), DEFAULT_STATE);
  assert.equal(pageDefaults('狗'.repeat(300)).sentence, '狗'.repeat(200));
});

test('only settings that differ from the defaults appear in the query, and a flag has no value', () => {
  assert.equal(writeState({ ...DEFAULT_STATE, d: 128, pe: true }), 'pe&d=128');
  assert.equal(readState('?pe').state.pe, true);
  assert.equal(readState('?pe=0').state.pe, false);
});

test('out-of-range numbers are clamped and snapped, with a warning naming the setting', () => {
  const { state, warnings } = readState('?d=5000&n=13&p=-3');
  assert.equal(state.d, 1024);
  assert.equal(state.n, 16);
  assert.equal(state.p, 0);
  assert.equal(warnings.length, 3);
  assert.match(warnings[0], /^d must be an integer from 2 to 1024/);
});

test('values that are not valid at all fall back to the defaults with a warning', () => {
  const { state, warnings } = readState('?d=wide&layout=spiral&base=7&order=1,x&fmt=');
  assert.equal(state.d, DEFAULT_STATE.d);
  assert.equal(state.layout, 'interleaved');
  assert.equal(state.base, '10000');
  assert.deepEqual(state.order, []);
  assert.equal(state.fmt, 'float16');
  assert.equal(warnings.length, 5, warnings.join('\n'));
});

test("parameters that are not the lesson's (a learning platform's) are neither read, warned about nor dropped from the address", () => {
  const platform = '?lmsSession=abc123&attempt=2';
  assert.deepEqual(readState(platform), { state: { ...DEFAULT_STATE }, warnings: [] });
  assert.equal(writeState(readState(platform).state, platform), 'lmsSession=abc123&attempt=2');
  // Kept exactly as written, first, with the lesson's own settings after them; only a bad own value warns.
  const mixed = `?session=a%20b+c&d=wide&flag&${'x'.repeat(50)}=1&__proto__=2&pe`;
  const { state, warnings } = readState(mixed);
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.match(warnings[0], /^d must be/);
  assert.equal(writeState({ ...state, d: 128 }, mixed), `session=a%20b+c&flag&${'x'.repeat(50)}=1&__proto__=2&pe&d=128`);
  assert.equal(writeState(state, '?d=8&p=3'), 'pe', 'the lesson\'s own parameters are written from the state only');
});

test('settings that depend on each other are kept as chosen: pairs past d_model and p + k < 0 stay in the state', () => {
  const { state, warnings } = readState('?d=8&pairs=1 3 9&p=2&k=-5');
  assert.deepEqual(state.pairs, [1, 3, 9]);
  assert.equal(state.k, -5);
  assert.deepEqual(warnings, []);
  assert.equal(writeState(state), 'd=8&pairs=1+3+9&p=2&k=-5');
});

test('a sentence is kept as text (markup included) and cut at 200 characters', () => {
  const markup = '<img src=x onerror=alert(1)>';
  assert.equal(readState(`?sentence=${encodeURIComponent(markup)}`).state.sentence, markup);
  const long = readState(`?sentence=${'a'.repeat(230)}`);
  assert.equal(long.state.sentence.length, 200);
  assert.equal(long.warnings.length, 1);
});

test('a typed setting is parsed like its URL form', () => {
  assert.deepEqual(parseSetting('pairs', '0 4'), { value: [0, 4] });
  assert.equal(parseSetting('pairs', 'zero').value.length, 0);
  assert.ok(parseSetting('pairs', 'zero').warning);
});

test('values valid alone but not together are checked: an order that is no permutation, a pair named twice', () => {
  const bad = readState('?order=3,3,3');
  assert.deepEqual(bad.state.order, []);
  assert.match(bad.warnings[0], /order must name each word's place once .*reversing/);
  assert.deepEqual(readState('?order=2,0,1').state.order, [2, 0, 1]);
  assert.deepEqual(readState('?order=2,0,1').warnings, []);
  const twice = readState('?pairs=1,1,4,1');
  assert.deepEqual(twice.state.pairs, [1, 4]);
  assert.match(twice.warnings[0], /more than once/);
});
