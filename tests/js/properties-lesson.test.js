// Property-based tests (fast-check) of the lesson's URL state: for ANY query
// string, readState gives settings its schema accepts without a warning,
// short warnings, and a state that writeState and readState round-trip.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { camelCase } from '../../web/src/widgets/attributes.js';
import { STATE_SCHEMA, readState, writeState } from '../../web/lesson/state.js';
import { HOSTILE_NUMBERS, HOSTILE_TEXTS } from '../fixtures/hostile-inputs.js';

const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(...HOSTILE_TEXTS, ...HOSTILE_NUMBERS.map(String), '1e400', '-0', '0x10', ' 64 ', '64px', '3,1,2'),
  fc.integer({ min: -5000, max: 70000 }).map(String),
);
/** encodeURIComponent, or the raw text where it cannot encode it (a lone surrogate). */
const encoded = (t) => { try { return encodeURIComponent(t); } catch { return t; } };
const search = fc.oneof(
  fc.array(fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(STATE_SCHEMA)), fc.string({ maxLength: 12 })), text),
    { maxLength: 10 }).map((pairs) => `?${pairs.map(([k, v]) => `${encoded(k)}=${encoded(v)}`).join('&')}`),
  fc.string({ maxLength: 200 }),
);

test('readState answers any query with accepted settings that writeState round-trips', () => {
  fc.assert(fc.property(search, (query) => {
    const { state, warnings } = readState(query);
    assert.ok(warnings.every((w) => typeof w === 'string' && w.length < 400));
    for (const [name, spec] of Object.entries(STATE_SCHEMA)) {
      const value = state[camelCase(name)];
      const written = spec.format(value);
      if (written !== null) assert.equal(spec.parse(written, name).warning, undefined, `${name}=${written}`);
    }
    const again = readState(writeState(state));
    assert.deepEqual(again.warnings, []);
    // JSON: -0 and 0 are the same setting.
    assert.equal(JSON.stringify(again.state), JSON.stringify(state));
  }), { numRuns: 2000 });
});
