import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { camelCase, numberSpec, parseAttributes } from '../../web/src/widgets/attributes.js';
import {
  FIGURES, HEATMAP_SCHEMA, MAX_HEATMAP_CELLS, PERMUTATION_SCHEMA, ROTATION_SCHEMA, constrainHeatmap,
} from '../../web/src/widgets/schemas.js';
import { describeChannel } from '../../web/src/core/layout.js';
import { formatValue, moveCell } from '../../web/src/render/cells.js';

/** Parses one attribute of a schema given as text (null: absent). */
const one = (schema, name, text) => {
  const spec = schema[name];
  return text === null ? { value: spec.fallback } : spec.parse(text, name);
};

test('valid attribute text gives its value without a warning', () => {
  assert.deepEqual(one(HEATMAP_SCHEMA, 'd-model', '64'), { value: 64 });
  assert.deepEqual(one(HEATMAP_SCHEMA, 'base', '1e4'), { value: 10000 });
  assert.deepEqual(one(HEATMAP_SCHEMA, 'layout', 'Concatenated'), { value: 'concatenated' });
  assert.deepEqual(one(HEATMAP_SCHEMA, 'colormap', 'cividis'), { value: 'cividis' });
  assert.deepEqual(one(PERMUTATION_SCHEMA, 'permutation', '2, 0 1'), { value: [2, 0, 1] });
  assert.deepEqual(one(PERMUTATION_SCHEMA, 'positional', ''), { value: true });
  assert.deepEqual(one(PERMUTATION_SCHEMA, 'positional', 'false'), { value: false });
  assert.deepEqual(one(ROTATION_SCHEMA, 'k', '-3'), { value: -3 });
});

test('absent attributes give the documented defaults', () => {
  const { values, warnings } = parseAttributes(HEATMAP_SCHEMA, () => null);
  assert.deepEqual(values, { dModel: 128, positions: 256, base: 10000, layout: 'interleaved', offset: 0, colormap: 'rdbu' });
  assert.deepEqual(warnings, []);
});

test('out-of-range numbers are clamped and the warning names the attribute, the range and the value', () => {
  const big = one(HEATMAP_SCHEMA, 'positions', '99999');
  assert.equal(big.value, 4096);
  assert.match(big.warning, /positions must be an integer from 1 to 4096; got "99999", using 4096/);
  assert.equal(one(HEATMAP_SCHEMA, 'd-model', '0').value, 2);
  assert.equal(one(HEATMAP_SCHEMA, 'offset', '-5').value, 0);
  const fraction = one(HEATMAP_SCHEMA, 'd-model', '10.4');
  assert.equal(fraction.value, 10);
  assert.ok(fraction.warning);
  const odd = one(ROTATION_SCHEMA, 'd-model', '7');
  assert.ok(odd.value % 2 === 0 && odd.warning.includes('multiple of 2'), JSON.stringify(odd));
});

test('text that is not a value falls back to the default with a warning', () => {
  for (const text of ['abc', '', ' ', '12px', 'NaN', 'Infinity', '0x10', '1,5']) {
    const parsed = one(HEATMAP_SCHEMA, 'd-model', text);
    assert.equal(parsed.value, 128, text);
    assert.match(parsed.warning, /d-model must be/, text);
  }
  const layout = one(HEATMAP_SCHEMA, 'layout', 'diagonal');
  assert.equal(layout.value, 'interleaved');
  assert.match(layout.warning, /one of interleaved, concatenated; got "diagonal"/);
  const list = one(PERMUTATION_SCHEMA, 'permutation', '0 1 x');
  assert.deepEqual(list.value, []);
  assert.ok(list.warning);
});

test('long user text is cut and quoted short in warnings', () => {
  const long = 'word '.repeat(100);
  const parsed = one(PERMUTATION_SCHEMA, 'sentence', long);
  assert.equal(parsed.value.length, 200);
  assert.ok(parsed.warning);
  const bad = one(HEATMAP_SCHEMA, 'colormap', 'x'.repeat(500));
  assert.ok(bad.warning.length < 200, bad.warning);
});

test('no attribute text makes a parser throw, and every value is within its schema', () => {
  // Every number attribute of every element, picked by its spec's type.
  const numeric = Object.values(FIGURES).flatMap(({ schema }) => Object.entries(schema))
    .filter(([, spec]) => spec.type === 'number');
  assert.ok(numeric.some(([name]) => name === 'd-model') && !numeric.some(([name]) => name === 'layout'));
  fc.assert(fc.property(fc.string(), fc.constantFrom(...numeric), (text, [name, spec]) => {
    const { value } = spec.parse(text, name);
    return Number.isFinite(value) && value >= spec.min && value <= spec.max &&
      value >= spec.parse('-1e300', name).value && value <= spec.parse('1e300', name).value;
  }));
  for (const figure of Object.values(FIGURES)) {
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...Object.keys(figure.schema)), fc.string()), (given) => {
      const { values } = parseAttributes(figure.schema, (n) => given[n] ?? null);
      return Object.keys(values).length === Object.keys(figure.schema).length;
    }));
  }
});

test('a heatmap larger than the cell cap loses positions, with a warning', () => {
  const fits = constrainHeatmap({ positions: 1024, dModel: 1024 });
  assert.deepEqual(fits.warnings, []);
  const over = constrainHeatmap({ positions: 4096, dModel: 1024 });
  assert.equal(over.values.positions, MAX_HEATMAP_CELLS / 1024);
  assert.match(over.warnings[0], /showing 1024 positions/);
});

test('attribute names map to camelCase properties', () => {
  assert.equal(camelCase('d-model'), 'dModel');
  assert.equal(camelCase('positions'), 'positions');
});

test('boolean and list attributes format back to attribute text', () => {
  assert.equal(PERMUTATION_SCHEMA.positional.format(true), '');
  assert.equal(PERMUTATION_SCHEMA.positional.format(false), null);
  assert.equal(PERMUTATION_SCHEMA.permutation.format([2, 0, 1]), '2 0 1');
  assert.equal(HEATMAP_SCHEMA['d-model'].format(64), '64');
});

test('channels name their pair and function in both layouts, odd widths included', () => {
  assert.deepEqual(describeChannel(5, 8, 'interleaved'), { pair: 2, fn: 'cos' });
  assert.deepEqual(describeChannel(4, 8, 'interleaved'), { pair: 2, fn: 'sin' });
  assert.deepEqual(describeChannel(3, 8, 'concatenated'), { pair: 3, fn: 'sin' });
  assert.deepEqual(describeChannel(4, 8, 'concatenated'), { pair: 0, fn: 'cos' });
  // d = 7: sines of pairs 0..3 then cosines of pairs 0..2 (the last pair has no cosine).
  assert.deepEqual(describeChannel(3, 7, 'concatenated'), { pair: 3, fn: 'sin' });
  assert.deepEqual(describeChannel(6, 7, 'concatenated'), { pair: 2, fn: 'cos' });
});

test('cursor keys move within the matrix and other keys are ignored', () => {
  const at = { row: 0, col: 0 };
  assert.deepEqual(moveCell(at, { key: 'ArrowRight' }, 10, 8), { row: 0, col: 1 });
  assert.deepEqual(moveCell(at, { key: 'ArrowUp' }, 10, 8), { row: 0, col: 0 });
  assert.deepEqual(moveCell(at, { key: 'PageDown' }, 100, 8), { row: 10, col: 0 });
  assert.deepEqual(moveCell(at, { key: 'End', ctrlKey: true }, 10, 8), { row: 9, col: 7 });
  assert.deepEqual(moveCell({ row: 5, col: 5 }, { key: 'Home' }, 10, 8), { row: 5, col: 0 });
  assert.equal(moveCell(at, { key: 'a' }, 10, 8), null);
});

test('values are read with four decimals and a real minus sign', () => {
  assert.equal(formatValue(-0.5), '−0.5000');
  assert.equal(formatValue(-0.00001), '0.0000');
  assert.equal(formatValue(1), '1.0000');
});

test('embed URL parameters are validated with the element schemas', async () => {
  const { parseEmbedParams, resizeMessages } = await import('../../web/src/embed/params.js');
  const ok = parseEmbedParams('?figure=rotation&d-model=16&k=-4&frame=a1');
  assert.deepEqual(ok, { figure: 'rotation', tag: 'posenc-rotation', attributes: { 'd-model': '16', k: '-4' },
    frame: 'a1', theme: 'auto', lang: '', warnings: [] });
  assert.equal(parseEmbedParams('?theme=DARK').theme, 'dark');
  assert.equal(parseEmbedParams('?lang=ES-mx').lang, 'es-MX');
  assert.deepEqual(parseEmbedParams('?lang=zh-CN&figure=heatmap').warnings, []);
  const badLang = parseEmbedParams('?lang=<b>es</b>');
  assert.equal(badLang.lang, '');
  assert.match(badLang.warnings[0], /^lang must be a language tag such as es or zh-CN; got "<b>es<\/b>", showing English\.$/);
  const badTheme = parseEmbedParams('?theme=sepia');
  assert.equal(badTheme.theme, 'auto');
  assert.match(badTheme.warnings[0], /theme must be one of auto, light, dark; got "sepia", using auto/);
  const bad = parseEmbedParams('figure=heatmap&d-model=5000&layout=x&onload=alert(1)');
  assert.deepEqual(bad.attributes, { 'd-model': '1024', layout: 'interleaved' });
  assert.equal(bad.warnings.length, 3);
  assert.match(bad.warnings[2], /Unknown parameter "onload"/);
  const none = parseEmbedParams('');
  assert.equal(none.figure, 'heatmap');
  assert.deepEqual(none.warnings, []);
  assert.equal(parseEmbedParams('?figure=__proto__').figure, 'heatmap');
  assert.deepEqual(resizeMessages(99.2, 'x'), [
    { type: 'posenc-embed:resize', height: 100, frame: 'x' },
    '{"subject":"lti.frameResize","height":100}',
    { context: 'h5p', action: 'resize', scrollHeight: 100 },
  ]);
});

test('a permutation demo keeps a valid permutation and otherwise reverses the words, saying why', async () => {
  const { constrainPermutation } = await import('../../web/src/widgets/permutation-rules.js');
  const base = { sentence: 'the dog bit the man', positional: false, dModel: 16 };
  const kept = constrainPermutation({ ...base, permutation: [4, 3, 2, 0, 1] });
  assert.deepEqual(kept.values.tokens, ['the', 'dog', 'bit', 'the', 'man']);
  assert.deepEqual(kept.values.permutation, [4, 3, 2, 0, 1]);
  assert.deepEqual(kept.warnings, []);
  assert.deepEqual(constrainPermutation({ ...base, permutation: [] }).values.permutation, [4, 3, 2, 1, 0]);
  const wrong = constrainPermutation({ ...base, permutation: [0, 1, 2] });
  assert.deepEqual(wrong.values.permutation, [4, 3, 2, 1, 0]);
  assert.match(wrong.warnings[0], /each of 0 to 4 once .* got "0 1 2"/);
  const short = constrainPermutation({ ...base, sentence: '  ', permutation: [] });
  assert.equal(short.values.sentence, 'the dog bit the man');
  assert.match(short.warnings[0], /at least 2 words/);
  const long = constrainPermutation({ ...base, sentence: 'a '.repeat(40), permutation: [] });
  assert.equal(long.values.tokens.length, 16);
  assert.match(long.warnings[0], /more than 16 words/);
});

test('the lesson figures that tokenize a sentence say when they cut it, and what they used', async () => {
  const { sentenceTokens, MAX_WORDS } = await import('../../web/lesson/figures/repeated.js');
  const { LessonRepeated } = await import('../../web/lesson/figures/repeated.js');
  const { LessonAddition } = await import('../../web/lesson/figures/addition.js');
  const words = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
  for (const constrain of [sentenceTokens, (v) => LessonRepeated.constrain(v), (v) => LessonAddition.constrain(v)]) {
    const cut = constrain({ sentence: words });
    assert.equal(cut.values.tokens.length, MAX_WORDS);
    assert.deepEqual(cut.warnings, [`The sentence has more than ${MAX_WORDS} words; only the first ${MAX_WORDS} are used, ` +
      `up to "w${MAX_WORDS - 1}"; the rest is left out.`]);
    assert.deepEqual(constrain({ sentence: 'the dog saw the cat' }),
      { values: { sentence: 'the dog saw the cat', tokens: ['the', 'dog', 'saw', 'the', 'cat'] }, warnings: [] });
  }
  const { constrainPermutation } = await import('../../web/src/widgets/permutation-rules.js');
  assert.match(constrainPermutation({ sentence: words, permutation: [] }).warnings[0], /only the first 16 are used, up to "w15"/);
});

test('embed parameters that are cut or given twice say so: a long frame id, a repeated attribute', async () => {
  const { parseEmbedParams, MAX_FRAME_LENGTH } = await import('../../web/src/embed/params.js');
  const long = parseEmbedParams(`?figure=heatmap&frame=${'f'.repeat(100)}`);
  assert.equal(long.frame, 'f'.repeat(MAX_FRAME_LENGTH));
  assert.equal(long.warnings.length, 1);
  assert.match(long.warnings[0], /^frame is longer than 64 characters; the resize messages carry its first 64 only/);
  const twice = parseEmbedParams('?figure=heatmap&d-model=64&d-model=8');
  assert.equal(twice.attributes['d-model'], '8');
  assert.deepEqual(twice.warnings, ['d-model is given more than once; the last value is used.']);
  assert.deepEqual(parseEmbedParams('?figure=heatmap&frame=a1&d-model=8').warnings, []);
});

test("a text attribute's default is the reader's language's: English the schema's fallback, Spanish and Chinese their own", async () => {
  const { ENGLISH, loadLocalizer } = await import('../../web/src/text/l10n.js');
  const { tokenize } = await import('../../web/src/text/tokenize.js');
  const [es, zh] = await Promise.all([loadLocalizer('es'), loadLocalizer('zh-CN')]);
  for (const figure of Object.values(FIGURES)) {
    for (const spec of Object.values(figure.schema)) if (spec.fallbackId) assert.equal(ENGLISH.t(spec.fallbackId), spec.fallback);
  }
  assert.equal(parseAttributes(PERMUTATION_SCHEMA, () => null, es).values.sentence, 'perro muerde hombre');
  assert.equal(parseAttributes(PERMUTATION_SCHEMA, () => null, zh).values.sentence, '狗咬人');
  assert.equal(parseAttributes(PERMUTATION_SCHEMA, (n) => (n === 'sentence' ? 'a b' : null), es).values.sentence, 'a b');
  // The offset head's text gives each of its 64 positions a word of its own language.
  for (const l10n of [ENGLISH, es, zh]) {
    const text = parseAttributes(FIGURES['offset-head'].schema, () => null, l10n).values.sentence;
    assert.equal(tokenize(text, { maxTokens: 256 }).tokens.length, 64, l10n.locale);
  }
});

test('the warnings of bad values are written in the Localizer given, numbers in its convention, names and text as typed', async () => {
  const { loadLocalizer } = await import('../../web/src/text/l10n.js');
  const [es, zh] = await Promise.all([loadLocalizer('es'), loadLocalizer('zh-CN')]);
  const read = (/** @type {Record<string, string>} */ given) => (/** @type {string} */ n) => given[n] ?? null;
  const bad = read({ base: '1e9', layout: 'q', 'd-model': 'abc' });
  assert.deepEqual(parseAttributes(HEATMAP_SCHEMA, bad, es).warnings, [
    'd-model debe ser un entero de 2 a 1024; se recibió «abc», se usa 128.',
    'base debe ser un número de 2 a 100.000.000; se recibió «1e9», se usa 100.000.000.',
    'layout debe ser uno de estos valores: interleaved, concatenated; se recibió «q», se usa interleaved.']);
  assert.deepEqual(parseAttributes(HEATMAP_SCHEMA, bad, zh).warnings, [
    'd-model 必须是 2 到 1024 之间的整数；收到的是“abc”，改用 128。',
    'base 必须是 2 到 100,000,000 之间的数；收到的是“1e9”，改用 100,000,000。',
    'layout 必须是以下之一：interleaved、concatenated；收到的是“q”，改用 interleaved。']);
  assert.deepEqual(constrainHeatmap({ positions: 4096, dModel: 1024 }, es).warnings,
    ['positions × d-model puede valer como mucho 1.048.576; se muestran 1024 posiciones.']);
  // English, as it always read.
  assert.deepEqual(parseAttributes(HEATMAP_SCHEMA, bad).warnings, [
    'd-model must be an integer from 2 to 1024; got "abc", using 128.',
    'base must be a number from 2 to 100000000; got "1e9", using 100000000.',
    'layout must be one of interleaved, concatenated; got "q", using interleaved.']);
});

test('a number spec takes a step only where it is enforced: an integer above 1', () => {
  for (const step of [0.1, 0.5, 1, 2.5, -2, NaN]) {
    assert.throws(() => numberSpec({ min: 0, max: 10, fallback: 1, step }), /step must be an integer above 1/, String(step));
  }
  const even = numberSpec({ min: 2, max: 64, fallback: 8, integer: true, step: 2 });
  assert.deepEqual(even.parse('7', 'd-model').value, 8);
  assert.deepEqual(numberSpec({ min: 0.1, max: 10, fallback: 1 }).parse('0.37', 'scale'), { value: 0.37 });
});
