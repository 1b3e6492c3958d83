import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { bothFlavors } from './helpers.js';

const [pe] = await bothFlavors();
const ok = { positions: 4, dModel: 8 };

// [options, error type, words the message must contain]
const BAD_ENCODE = [
  [undefined, TypeError, ['options object']],
  [42, TypeError, ['options object', 'number 42']],
  [{ dModel: 8 }, TypeError, ['positions is required']],
  [{ ...ok, positions: 0 }, RangeError, ['positions', '1 to 1048576', 'number 0']],
  [{ ...ok, positions: -1 }, RangeError, ['positions', 'number -1']],
  [{ ...ok, positions: 1.5 }, RangeError, ['positions', 'integer', '1.5']],
  [{ ...ok, positions: NaN }, RangeError, ['positions', 'NaN']],
  [{ ...ok, positions: Infinity }, RangeError, ['positions', 'Infinity']],
  [{ ...ok, positions: '4' }, TypeError, ['positions', 'number', 'string "4"']],
  [{ ...ok, positions: null }, TypeError, ['positions', 'null']],
  [{ ...ok, positions: 1e9 }, RangeError, ['positions', '1000000000']],
  [{ ...ok, dModel: 0 }, RangeError, ['dModel', '1 to 8192']],
  [{ ...ok, dModel: 8193 }, RangeError, ['dModel', '8193']],
  [{ ...ok, dModel: {} }, TypeError, ['dModel', 'an object']],
  [{ ...ok, base: 1 }, RangeError, ['base', 'greater than 1', 'number 1']],
  [{ ...ok, base: -5 }, RangeError, ['base']],
  [{ ...ok, base: Infinity }, RangeError, ['base', 'Infinity']],
  [{ ...ok, base: NaN }, RangeError, ['base', 'NaN']],
  [{ ...ok, layout: 'diagonal' }, RangeError, ['layout', '"interleaved" or "concatenated"', 'diagonal']],
  [{ ...ok, layout: 1 }, TypeError, ['layout']],
  [{ ...ok, spacing: 'log' }, RangeError, ['spacing']],
  [{ ...ok, offset: -1 }, RangeError, ['offset', 'number -1']],
  [{ ...ok, offset: 1048575, positions: 2 }, RangeError, ['offset + positions', '1048576', '1048575 + 2']],
  [{ positions: 8192, dModel: 8192 }, RangeError, ['positions * dModel', '33554432', '8192 * 8192']],
  [{ ...ok, dmodel: 8 }, TypeError, ['unknown option "dmodel"']],
];

for (const [options, Kind, words] of BAD_ENCODE) {
  test(`encode(${inspect(options, { breakLength: Infinity })}) throws ${Kind.name} naming ${words[0]}`, () => {
    assert.throws(() => pe.encode(options), (error) => {
      assert.ok(error instanceof Kind, `${error.name}: ${error.message}`);
      for (const word of words) assert.ok(error.message.includes(word), `"${word}" in "${error.message}"`);
      return true;
    });
  });
}

test('frequencies rejects bad dModel, base and spacing', () => {
  assert.throws(() => pe.frequencies({ dModel: 0 }), RangeError);
  assert.throws(() => pe.frequencies({ dModel: 4, base: 0.5 }), RangeError);
  assert.throws(() => pe.frequencies({ dModel: 4, spacing: 3 }), TypeError);
  assert.throws(() => pe.frequencies(null), TypeError);
});

test('the module keeps answering correctly after every bad call', () => {
  for (const [options] of BAD_ENCODE) assert.throws(() => pe.encode(options));
  const row = pe.encode({ positions: 1, dModel: 2, offset: 1 });
  assert.ok(Math.abs(row[0] - Math.sin(1)) < 1e-7 && Math.abs(row[1] - Math.cos(1)) < 1e-7);
});

test('a status code from the core becomes a RangeError with a code', async () => {
  const { takeResult } = await import('../../web/src/core/errors.js');
  assert.throws(() => takeResult('posenc.encode', 2), (error) =>
    error instanceof RangeError && error.code === 'POSENC_STATUS_2' && /dModel/.test(error.message));
});
