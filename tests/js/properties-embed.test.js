// Property-based tests (fast-check) of the parsers of text that arrives from
// outside: element attributes and embed URL parameters. For ANY text: no
// exception, every value used is one its schema accepts without a warning,
// and warnings are short strings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FIGURES } from '../../web/src/widgets/schemas.js';
import { parseEmbedParams } from '../../web/src/embed/params.js';
import { HOSTILE_NUMBERS, HOSTILE_TEXTS } from '../fixtures/hostile-inputs.js';

const SCHEMAS = Object.fromEntries(Object.entries(FIGURES).map(([f, { schema }]) => [f, schema]));
const NAMES = [...new Set(Object.values(SCHEMAS).flatMap((schema) => Object.keys(schema)))];

/** Text as it comes: any string, hostile texts, numbers written every way. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(...HOSTILE_TEXTS, ...HOSTILE_NUMBERS.map(String), '1e400', '-0', '0x10', ' 64 ', '64px', '3,1,2'),
  fc.double().map(String),
  fc.integer({ min: -5000, max: 5000 }).map(String),
);

/** encodeURIComponent, or the raw text where it cannot encode it (a lone surrogate). */
const encoded = (t) => { try { return encodeURIComponent(t); } catch { return t; } };

/** A query string: known and unknown names with such values, encoded or not. */
const search = fc.oneof(
  fc.array(fc.tuple(fc.oneof(fc.constantFrom(...NAMES, 'figure', 'frame'), fc.string({ maxLength: 12 })), text),
    { maxLength: 8 }).chain((pairs) => fc.boolean().map((encode) =>
    `?${pairs.map(([k, v]) => (encode ? `${encoded(k)}=${encoded(v)}` : `${k}=${v}`)).join('&')}`)),
  fc.string({ maxLength: 200 }),
);

/** The value is one the spec itself writes and reads back without a warning. */
function assertAccepted(spec, name, value) {
  const written = spec.format(value);
  if (written === null) return;
  const again = spec.parse(written, name);
  assert.equal(again.warning, undefined, `${name}: ${JSON.stringify(written)} -> ${again.warning}`);
  // JSON: -0 and 0 are the same setting ("-0" reads as -0, writes as "0").
  assert.equal(JSON.stringify(again.value), JSON.stringify(value));
}

const shortWarnings = (warnings) => warnings.every((w) => typeof w === 'string' && w.length < 400);

test('every attribute and setting parser turns any text into an accepted value, warning when it changed it', () => {
  for (const [owner, schema] of Object.entries(SCHEMAS)) {
    fc.assert(fc.property(fc.constantFrom(...Object.keys(schema)), text, (name, input) => {
      const spec = schema[name];
      const parsed = spec.parse(input, name);
      assertAccepted(spec, name, parsed.value);
      if (parsed.warning !== undefined) assert.ok(shortWarnings([parsed.warning]), owner);
    }), { numRuns: 1500 });
  }
});

test('parseEmbedParams answers any query with a known figure, accepted attributes and short warnings', () => {
  fc.assert(fc.property(search, (query) => {
    const request = parseEmbedParams(query);
    const { tag, schema } = FIGURES[request.figure];
    assert.equal(request.tag, tag);
    for (const [name, value] of Object.entries(request.attributes)) {
      assert.ok(Object.hasOwn(schema, name), name);
      assert.equal(schema[name].parse(value, name).warning, undefined, `${name}=${value}`);
    }
    assert.ok(request.frame.length <= 64);
    assert.ok(shortWarnings(request.warnings));
  }), { numRuns: 2000 });
});
