// Shared by the area test files: one test per bad options object, each
// asserting the error's class, the function's name and a word of the message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';

/**
 * @param {object} pe  a loaded module
 * @param {Record<string, Array<[unknown, Function, string]>>} table
 *   function name -> [options, error class, a word the message must contain]
 */
export function testBadInput(pe, table) {
  for (const [name, cases] of Object.entries(table)) {
    for (const [options, Kind, word] of cases) {
      test(`${name}(${inspect(options, { breakLength: Infinity })}) throws ${Kind.name} naming ${word}`, () => {
        assert.throws(() => pe[name](options), (error) => {
          assert.ok(error instanceof Kind, `${error.name}: ${error.message}`);
          assert.ok(error.message.includes(`posenc.${name}`), error.message);
          assert.ok(error.message.includes(word), `"${word}" in "${error.message}"`);
          return true;
        });
      });
    }
  }
}

/** Makes every bad call of `table` again (the module must survive them all). */
export function callAllBad(pe, table) {
  for (const [name, cases] of Object.entries(table)) {
    for (const [options] of cases) assert.throws(() => pe[name](options));
  }
}

/**
 * The standard bad values of one integer option, on top of valid options
 * `ok`: below the minimum, a fraction, NaN, +-Infinity, a numeric string and
 * null, each with the error class it must raise.
 * @param {object} ok @param {string} key @param {number} min
 * @returns {Array<[object, Function, string]>}
 */
export function badIntegers(ok, key, min) {
  return [
    [{ ...ok, [key]: min - 1 }, RangeError, key],
    [{ ...ok, [key]: min + 0.5 }, RangeError, key],
    [{ ...ok, [key]: NaN }, RangeError, 'NaN'],
    [{ ...ok, [key]: Infinity }, RangeError, 'Infinity'],
    [{ ...ok, [key]: -Infinity }, RangeError, '-Infinity'],
    [{ ...ok, [key]: String(min) }, TypeError, key],
    [{ ...ok, [key]: null }, TypeError, 'null'],
  ];
}

/**
 * Calls `fn`; returns 'ok' after a result that passes `check`, or 'error'
 * after a TypeError or RangeError whose message starts with the function
 * (`where`), names one of `names` (when any is given) and stays short.
 * @param {string} where @param {string[]} names @param {() => unknown} fn
 * @param {(result: any) => boolean} check @returns {'ok' | 'error'}
 */
export function outcome(where, names, fn, check) {
  let result;
  try {
    result = fn();
  } catch (error) {
    assert.ok(error instanceof TypeError || error instanceof RangeError, `${error?.name}: ${error?.message}`);
    assert.ok(error.message.startsWith(`${where}: `), error.message);
    if (names.length > 0) {
      assert.ok(names.some((name) => error.message.includes(name)), `${names.join(' or ')} in "${error.message}"`);
    }
    assert.ok(error.message.length < 400, 'messages stay short, whatever the value');
    return 'error';
  }
  assert.ok(check(result), `${where} returned a wrong result`);
  return 'ok';
}
