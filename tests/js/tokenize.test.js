import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { MAX_TOKENS, tokenize } from '../../web/src/index-node.js';
import { assertThrowsNaming, show } from './attention-helpers.js';

const tokensOf = (text, options) => tokenize(text, options).tokens;

test('tokenize splits words, keeps each punctuation mark, drops white space and lowercases', () => {
  assert.deepEqual(tokenize('Man bites dog.'), { tokens: ['man', 'bites', 'dog', '.'], truncated: false });
  assert.deepEqual(tokensOf('Hello,  world!\n'), ['hello', ',', 'world', '!']);
  assert.deepEqual(tokensOf('a...b'), ['a', '.', '.', '.', 'b']);
  assert.deepEqual(tokensOf("Don't panic, it's 3.14!"), ["don't", 'panic', ',', "it's", '3.14', '!']);
});

test('tokenize makes "Dog" and "dog" one word, unless lowercase is false', () => {
  assert.deepEqual(tokensOf('Dog dog DOG'), ['dog', 'dog', 'dog']);
  assert.deepEqual(tokensOf('Dog dog', { lowercase: false }), ['Dog', 'dog']);
});

test('tokenize returns no tokens for empty or white-space text', () => {
  for (const text of ['', ' ', '\n\t  ', '\u00a0\u2003']) {
    assert.deepEqual(tokenize(text), { tokens: [], truncated: false });
  }
});

test('tokenize keeps at most maxTokens tokens and says when it cut', () => {
  assert.deepEqual(tokenize('a b c', { maxTokens: 3 }), { tokens: ['a', 'b', 'c'], truncated: false });
  assert.deepEqual(tokenize('a b c d', { maxTokens: 3 }), { tokens: ['a', 'b', 'c'], truncated: true });
  const long = 'word '.repeat(2000);
  assert.equal(long.length, 10000);
  assert.deepEqual(tokenize(long).tokens.length, 64);
  assert.equal(tokenize(long).truncated, true);
  assert.equal(tokenize(long, { maxTokens: MAX_TOKENS }).tokens.length, MAX_TOKENS);
});

test('with words, punctuation and symbols are left out and not counted against maxTokens', () => {
  const flood = `man${'!'.repeat(40)} bites dog`;
  assert.deepEqual(tokensOf(flood, { maxTokens: 33 }).slice(0, 2), ['man', '!'], 'without words the marks count');
  assert.equal(tokenize(flood, { maxTokens: 33 }).truncated, true);
  assert.deepEqual(tokenize(flood, { maxTokens: 33, words: true }),
    { tokens: ['man', 'bites', 'dog'], truncated: false, skipped: 40 });
  assert.deepEqual(tokenize('a, b; c $ d.', { maxTokens: 2, words: true }), { tokens: ['a', 'b'], truncated: true, skipped: 1 });
  assert.deepEqual(tokenize('... !!! €', { words: true }), { tokens: [], truncated: false, skipped: 7 });
  // Time stays linear: 200,000 marks before the words are read once.
  assert.deepEqual(tokenize(`${'!'.repeat(200000)}dog bites man`, { maxTokens: 3, words: true }).tokens,
    ['dog', 'bites', 'man']);
});

test('tokenize treats a 10,000-character word as one token', () => {
  const word = 'x'.repeat(10000);
  assert.deepEqual(tokenize(word), { tokens: [word], truncated: false });
});

test('tokenize keeps emoji whole, including joiner sequences and flags', () => {
  assert.deepEqual(tokensOf('I ❤️ my 🐕‍🦺 and 👨‍👩‍👧 🇫🇷!'),
    ['i', '❤️', 'my', '🐕‍🦺', 'and', '👨‍👩‍👧', '🇫🇷', '!']);
});

test('tokenize makes each Han character a token, so a Chinese sentence and its words reordered hold the same tokens', () => {
  // The segmenter alone reads 狗咬人 as 狗咬|人 but 人咬狗 as 人|咬|狗 (its dictionary joins by neighbours).
  assert.deepEqual([...new Intl.Segmenter('zh-CN', { granularity: 'word' }).segment('狗咬人')].map((s) => s.segment), ['狗咬', '人']);
  assert.deepEqual(tokensOf('狗咬人'), ['狗', '咬', '人']);
  assert.deepEqual(tokensOf('人咬狗'), ['人', '咬', '狗']);
  assert.deepEqual(tokensOf('大狗追小狗'), ['大', '狗', '追', '小', '狗']);
  // Punctuation, white space, Latin words and digits inside Chinese text as anywhere else.
  assert.deepEqual(tokensOf('人咬狗，狗咬人！'), ['人', '咬', '狗', '，', '狗', '咬', '人', '！']);
  assert.deepEqual(tokensOf('他说 Hello 了 3 次。'), ['他', '说', 'hello', '了', '3', '次', '。']);
  assert.deepEqual(tokenize('人咬狗，狗咬人！', { words: true }), { tokens: ['人', '咬', '狗', '狗', '咬', '人'], truncated: false, skipped: 2 });
  // A variation selector stays with its character; the cap counts characters.
  assert.deepEqual(tokensOf('葛\u{E0100}城'), ['葛\u{E0100}', '城']);
  assert.deepEqual(tokenize('狗'.repeat(20), { maxTokens: 16 }), { tokens: Array(16).fill('狗'), truncated: true });
});

test('tokenize keeps Spanish words, accents and inverted marks as the segmenter finds them', () => {
  assert.deepEqual(tokensOf('¿El hombre muerde al perro? ¡Sí!'), ['¿', 'el', 'hombre', 'muerde', 'al', 'perro', '?', '¡', 'sí', '!']);
  assert.deepEqual(tokensOf('Pingüino, ÑANDÚ'), ['pingüino', ',', 'ñandú']);
});

/** Runs `body` as on an engine without Intl.Segmenter (Firefox before 125). */
function withoutSegmenter(body) {
  const { Segmenter } = Intl;
  delete Intl.Segmenter;
  try {
    return body();
  } finally {
    Intl.Segmenter = Segmenter;
  }
}

test('without Intl.Segmenter, tokenize finds the segmenter\'s tokens for the lesson\'s sentences and common text', () => {
  const texts = ['man bites dog', 'Man bites dog.', "Don't panic, it's 3.14!", 'a...b', 'e.g. the dog', 'a:b 3:4 1,000.5 a.1 3.a',
    'hombre muerde perro', 'perro muerde hombre', '¿El perro muerde al hombre? ¡No!', 'el perro vio el mar', 'Él comió pingüino, señor.',
    'l’homme', '人咬狗', '狗咬人', '大狗追小狗', '小狗咬了那个人。', '人咬狗，狗咬人！', '他说 hello world 了', '我有 3 只猫',
    'the dog saw the cat', 'the cat & the <b>hat</b> = 2?', 'naïve café e\u0301', 'x_y a-b', 'I ❤️ my 🐕‍🦺 and 👨‍👩‍👧 🇫🇷🇩🇪!',
    '👍🏽 ok', 'abc\u202edef x', 'dog\u200bbites \u200b\u200b \ufeff', 'x\u200dy', 'مرحبا بالعالم', 'שלום עולם', '日本語の文章です。'];
  for (const text of texts) {
    const options = { maxTokens: 256 };
    assert.deepEqual(withoutSegmenter(() => tokenize(text, options)), tokenize(text, options), text);
  }
});

test('without Intl.Segmenter, a word is a run of letters or digits, each Han character and each other mark alone', () => {
  withoutSegmenter(() => {
    // Text without spaces in a script other than Han is one word up to the next space or mark (the segmenter splits Thai by dictionary).
    assert.deepEqual(tokensOf('ภาษาไทยง่าย นิดเดียว'), ['ภาษาไทยง่าย', 'นิดเดียว']);
    assert.deepEqual(tokensOf("rock'n'roll 1;2 a''b"), ["rock'n'roll", '1;2', 'a', "'", "'", 'b']);
    assert.deepEqual(tokenize('狗咬人'.repeat(10), { maxTokens: 16 }).tokens.join(''), '狗咬人'.repeat(5) + '狗');
    assert.deepEqual(tokenize(`${'!'.repeat(200000)}dog bites man`, { maxTokens: 3, words: true }).tokens, ['dog', 'bites', 'man']);
    // Long runs of each kind are read once (a backtracking pattern would not finish).
    for (const unit of ['a', '1', "a'", '1,', '狗', ' ', '\u200b', '🇫', '\u0301', '\ud800']) {
      const text = unit.repeat(200000 / unit.length);
      assert.ok(tokenize(text, { maxTokens: 256 }).tokens.length <= 256, JSON.stringify(unit));
    }
  });
});

test('tokenize segments right-to-left and unspaced scripts', () => {
  assert.deepEqual(tokensOf('الكلب يعض الرجل'), ['الكلب', 'يعض', 'الرجل']);
  assert.deepEqual(tokensOf('שלום עולם'), ['שלום', 'עולם']);
  assert.ok(tokensOf('猫が犬を噛む').length >= 3);
});

test('tokenize drops invisible-only segments and keeps format characters inside words as text', () => {
  assert.deepEqual(tokensOf('dog\u200bbites \u200b\u200b \ufeff'), ['dog', 'bites']);
  assert.deepEqual(tokensOf('\u202e \u200f \u2066'), []);
  assert.deepEqual(tokensOf('abc\u202edef x'), ['abc\u202edef', 'x']);
  assert.deepEqual(tokensOf('x\u200dy'), ['x\u200dy']);
});

test('tokenize reads markup as plain text', () => {
  assert.deepEqual(tokensOf('<script>alert(1)</script>'),
    ['<', 'script', '>', 'alert', '(', '1', ')', '<', '/', 'script', '>']);
  assert.deepEqual(tokensOf('<b onclick="x">Hi</b>', { maxTokens: 4 }), ['<', 'b', 'onclick', '=']);
});

test('tokenize never throws on any string of up to 10,000 code units, lone surrogates included', () => {
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 10000 }), (text) => {
    const { tokens, truncated } = tokenize(text, { maxTokens: MAX_TOKENS });
    assert.ok(tokens.length <= MAX_TOKENS);
    assert.equal(typeof truncated, 'boolean');
    for (const token of tokens) {
      assert.ok(typeof token === 'string' && token.length > 0 && !/^\s+$/u.test(token));
    }
  }), { seed: 3, numRuns: 60 });
});

// [text, options, error type, words the message must contain]
const BAD = [
  [undefined, undefined, TypeError, ['posenc.tokenize', 'text must be a string', 'undefined']],
  [42, undefined, TypeError, ['text must be a string', 'number 42']],
  [['a'], undefined, TypeError, ['text', 'an array']],
  ['a', null, TypeError, ['options object', 'null']],
  ['a', { maxTokens: 0 }, RangeError, ['maxTokens', '1 to 256', 'number 0']],
  ['a', { maxTokens: 257 }, RangeError, ['maxTokens', '1 to 256', '257']],
  ['a', { maxTokens: 1.5 }, RangeError, ['maxTokens', '1.5']],
  ['a', { maxTokens: Infinity }, RangeError, ['maxTokens', 'Infinity']],
  ['a', { maxTokens: '3' }, TypeError, ['maxTokens', 'string "3"']],
  ['a', { lowercase: 'yes' }, TypeError, ['lowercase', 'true or false']],
  ['a', { maxtokens: 3 }, TypeError, ['unknown option "maxtokens"']],
];

for (const [text, options, Kind, words] of BAD) {
  test(`tokenize(${show(text)}, ${show(options)}) throws ${Kind.name} naming ${words[0]}`, () => {
    assertThrowsNaming(() => tokenize(text, options), Kind, words);
  });
}
