// groupedNumber writes numbers as toLocaleString('en-US') does, without Intl.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupedNumber } from '../../web/src/core/numbers.js';

test('groupedNumber groups the whole part by thousands and keeps at most three decimals', () => {
  const cases = [[0, '0'], [999, '999'], [1000, '1,000'], [-1234, '-1,234'], [1234567, '1,234,567'],
    [47117, '47,117'], [0.5, '0.5'], [1234.5678, '1,234.568'], [2 ** 53, '9,007,199,254,740,992'],
    [NaN, 'NaN'], [Infinity, 'Infinity'], [1e21, '1e+21']];
  for (const [x, text] of cases) assert.equal(groupedNumber(x), text, `groupedNumber(${x})`);
});

test('groupedNumber agrees with toLocaleString("en-US") on integers and on values of three decimals', () => {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let i = 0; i < 5000; i++) {
    // || 0: toLocaleString writes -0 as "-0", groupedNumber as "0".
    const whole = Math.round((random() - 0.5) * 10 ** (1 + random() * 14)) || 0;
    const x = i % 2 ? whole : whole / 1000;
    assert.equal(groupedNumber(x), x.toLocaleString('en-US'), `groupedNumber(${x})`);
  }
});
