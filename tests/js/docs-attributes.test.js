// The attribute table of docs/course-authors.md ("The six elements") against
// the schemas it documents (FIGURES in web/src/widgets/schemas.js): every
// element, every attribute in schema order, and for each its range, choices
// and default, so that a stale row fails the quick loop. The table's form,
// attribute by attribute (each after a comma, its notes in the parentheses):
//   number        `name` 2..1024 (128)     `even` before it for a multiple of 2
//   choice        `name` a \| b \| c (b)    the words in the schema's order
//   boolean       `name` (boolean)         absent by default
//   text          `name` (≤ 200 characters; "its default")   or "default a 64-word text"
//   integer list  `name` up to 16 integers 0..15 (empty: ...)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { FIGURES } from '../../web/src/widgets/schemas.js';

const DOC = 'docs/course-authors.md';
const HEADER = '| element | attributes (default) | shows |';

/** The table's rows: tag -> the text of its attributes cell. */
function tableRows(markdown) {
  const lines = markdown.split('\n');
  const start = lines.indexOf(HEADER);
  assert.ok(start >= 0, `${DOC} has the table headed ${HEADER}`);
  /** @type {Map<string, string>} */
  const rows = new Map();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    // Cells split at pipes that are not escaped (`a \| b` is one cell).
    const cells = line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim());
    const tag = /^`<([a-z-]+)>`$/.exec(cells[0])?.[1];
    assert.ok(tag, `${DOC}: a row's first cell names an element as \`<tag>\`: ${cells[0]}`);
    rows.set(tag, cells[1]);
  }
  return rows;
}

/** One cell's attributes, split at the commas outside parentheses that start a new `name`. */
function attributeEntries(cell) {
  const entries = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < cell.length; i++) {
    if (cell[i] === '(') depth++;
    else if (cell[i] === ')') depth--;
    else if (depth === 0 && cell.startsWith(', `', i)) {
      entries.push(cell.slice(from, i));
      from = i + 2;
    }
  }
  entries.push(cell.slice(from));
  return entries.map((entry) => {
    const m = /^`([a-z-]+)`\s*([^(]*?)\s*(?:\((.*)\))?$/.exec(entry.trim());
    assert.ok(m, `${DOC}: an attribute is written \`name\` values (notes): ${entry}`);
    return { name: m[1], values: m[2], notes: m[3] ?? '' };
  });
}

/** A number as the docs write it: −5, 0.1, 1e8, 2^20, 2^32−1. */
function docNumber(text) {
  const t = text.replace(/−/g, '-');
  const power = /^2\^(\d+)(?:-(\d+))?$/.exec(t);
  const value = power ? 2 ** Number(power[1]) - Number(power[2] ?? 0) : Number(t);
  assert.ok(Number.isFinite(value) && t !== '', `${DOC}: ${JSON.stringify(text)} is a number`);
  return value;
}

/** The default a note starts with: up to its first colon, semicolon or comma. */
const noteDefault = (notes) => notes.split(/[:;,]/)[0].trim();

/** The mismatches of one attribute's row entry with its spec (empty when they agree). */
function mismatches({ values, notes }, spec) {
  const problems = [];
  const expect = (ok, what) => {
    if (!ok) problems.push(what);
  };
  if (spec.type === 'number') {
    const m = /^(even )?(\S+)\.\.(\S+)$/.exec(values);
    expect(m, `a range min..max, got ${JSON.stringify(values)}`);
    if (m) {
      expect(docNumber(m[2]) === spec.min && docNumber(m[3]) === spec.max, `the range ${spec.min}..${spec.max}`);
      expect(Boolean(m[1]) === (spec.step === 2), spec.step === 2 ? '"even" before the range' : 'no "even"');
    }
    expect(spec.step <= 1 || spec.step === 2, `a multiple of ${spec.step}, which this test does not read`);
    expect(noteDefault(notes) !== '' && docNumber(noteDefault(notes)) === spec.fallback, `the default (${spec.fallback})`);
  } else if (spec.type === 'choice') {
    expect(values === spec.values.join(' \\| '), `the choices ${spec.values.join(' | ')}`);
    expect(noteDefault(notes) === spec.fallback, `the default (${spec.fallback})`);
  } else if (spec.type === 'boolean') {
    expect(values === '' && notes === 'boolean' && spec.fallback === false, '(boolean), absent by default');
  } else if (spec.type === 'text') {
    expect(values === '', 'no values before its notes');
    expect(notes.includes(`≤ ${spec.maxLength} characters`), `≤ ${spec.maxLength} characters`);
    const words = /default a (\d+)-word text/.exec(notes)?.[1];
    expect(words ? Number(words) === spec.fallback.split(/\s+/).length : notes.includes(JSON.stringify(spec.fallback)),
      `the default ${JSON.stringify(spec.fallback)} (quoted, or as "default a N-word text")`);
  } else if (spec.type === 'integer-list') {
    expect(values === `up to ${spec.maxLength} integers ${spec.min}..${spec.max}`,
      `up to ${spec.maxLength} integers ${spec.min}..${spec.max}`);
    expect(spec.fallback.length === 0 && noteDefault(notes) === 'empty', 'the default (empty)');
  } else {
    problems.push(`a spec of type ${spec.type}, which this test does not read`);
  }
  return problems;
}

test(`${DOC}'s attribute table lists every element, and each element's attributes in the order of its schema`, () => {
  const rows = tableRows(readFileSync(new URL(`../../${DOC}`, import.meta.url), 'utf8'));
  assert.deepEqual([...rows.keys()], Object.values(FIGURES).map((f) => f.tag));
  for (const { tag, schema } of Object.values(FIGURES)) {
    assert.deepEqual(attributeEntries(rows.get(tag)).map((e) => e.name), Object.keys(schema), tag);
  }
});

test(`${DOC}'s attribute table states each attribute's range or choices and its default as the schema has them`, () => {
  const rows = tableRows(readFileSync(new URL(`../../${DOC}`, import.meta.url), 'utf8'));
  for (const { tag, schema } of Object.values(FIGURES)) {
    for (const entry of attributeEntries(rows.get(tag) ?? '')) {
      if (!Object.hasOwn(schema, entry.name)) continue; // the test above names it
      assert.deepEqual(mismatches(entry, schema[entry.name]), [], `${DOC}: <${tag}> ${entry.name}`);
    }
  }
});

test('the table reader fails a stale row: another range, default, choice or text length', () => {
  const heatmap = FIGURES.heatmap.schema;
  const row = (cell) => attributeEntries(cell)[0];
  assert.deepEqual(mismatches(row('`d-model` 2..1024 (128)'), heatmap['d-model']), []);
  assert.equal(mismatches(row('`d-model` 2..512 (128)'), heatmap['d-model']).length, 1);
  assert.equal(mismatches(row('`d-model` 2..1024 (64)'), heatmap['d-model']).length, 1);
  assert.equal(mismatches(row('`d-model` even 2..1024 (128)'), heatmap['d-model']).length, 1);
  assert.deepEqual(mismatches(row('`layout` interleaved \\| concatenated (interleaved)'), heatmap.layout), []);
  assert.equal(mismatches(row('`colormap` rdbu \\| viridis (rdbu)'), heatmap.colormap).length, 1);
  assert.equal(mismatches(row('`colormap` rdbu \\| viridis \\| cividis'), heatmap.colormap).length, 1);
  const sentence = FIGURES['order-lab'].schema.sentence;
  assert.deepEqual(mismatches(row('`sentence` (≤ 200 characters; "dog bites man")'), sentence), []);
  assert.equal(mismatches(row('`sentence` (≤ 100 characters; "dog bites man")'), sentence).length, 1);
  assert.equal(docNumber('2^32−1'), 4294967295);
  assert.equal(docNumber('−1000'), -1000);
  assert.deepEqual(attributeEntries('`a` 1..2 (1, with x), `b` (boolean)').map((e) => e.name), ['a', 'b']);
});
