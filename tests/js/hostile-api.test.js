// The hostile-input corpus through every JS API function and parameter: each
// call either returns a correct result or throws a TypeError/RangeError that
// names the function and the parameter; nothing reaches malloc (counted by
// the module's test variant, test-variant.js); the module keeps answering
// correctly afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTILE_VALUES, HUGE_PRODUCTS, allFinite, extremeValidCalls, label } from '../fixtures/hostile-inputs.js';
import { STATUS } from '../../web/src/core/boundary.js';
import { maxError } from './helpers.js';
import { outcome } from './bad-input.js';
import { ENTRY_POINTS } from './entry-points.js';
import { initTestVariant } from './test-variant.js';

const flavors = [await initTestVariant('simd'), await initTestVariant('base')];

for (const pe of flavors) {
  for (const entry of ENTRY_POINTS) {
    const fn = entry.alias ?? entry.name.slice('posenc.'.length);
    test(`${pe.flavor}: ${fn} answers every hostile value in every parameter with a result or a named error`, () => {
      entry.call(pe, entry.valid); // the result buffer is allocated once, then reused
      const live = pe.debug.liveAllocations();
      const failed = pe.debug.failedAllocations();
      let errors = 0;
      for (const param of entry.params) {
        for (const value of HOSTILE_VALUES) {
          const options = { ...entry.valid, [param]: value };
          const names = [param, entry.related?.[param]].filter(Boolean);
          const got = outcome(entry.name, names, () => entry.call(pe, options), (r) => entry.check(r, options));
          if (got === 'error') errors++;
        }
      }
      for (const value of HOSTILE_VALUES) {
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) continue;
        if (value === undefined && entry.optionsOptional) continue; // e.g. orderLab.create(): the defaults
        assert.equal(outcome(entry.name, [], () => entry.call(pe, value), () => false), 'error', label(value));
      }
      assert.ok(errors > entry.params.length * 10, `${errors} rejections`);
      assert.equal(pe.debug.liveAllocations(), live, 'a hostile call left an allocation behind');
      assert.equal(pe.debug.failedAllocations(), failed, 'a hostile call reached a failing malloc');
      assert.ok(maxError(pe.encode({ positions: 4, dModel: 10, offset: 9 }), 4, 10, 9) < 2e-7);
    });
  }

  test(`${pe.flavor}: valid calls at the ends of every range return only finite numbers, or a coded overflow error`, () => {
    const refused = [];
    for (const [method, options] of extremeValidCalls()) {
      const what = `${method}(${JSON.stringify(options, (k, v) => (ArrayBuffer.isView(v) ? `[${v.length} values]` : v))})`;
      let result;
      try {
        result = pe[method](options);
      } catch (error) {
        assert.ok(error.constructor === Error, `${what}: ${error}`);
        assert.equal(error.code, `POSENC_STATUS_${STATUS.overflow}`, `${what}: ${error.message}`);
        assert.match(error.message, new RegExp(`^posenc\\.${method}: .*overflows float64 .*: .*beyond float64`), what);
        refused.push(method);
        continue;
      }
      assert.ok(allFinite(result), `${what} returned a value that is not finite`);
    }
    // What cannot be finite at base = Number.MAX_VALUE: the wavelength of the
    // slowest pair (2 pi * base^(1 - 2/dModel) or, tensor2tensor, 2 pi * base)
    // and bug-multiply's angles; nothing else, at any base.
    assert.deepEqual([...new Set(refused)].sort(), ['alternative', 'wavelengths']);
    assert.equal(refused.length, 3, refused.join(' '));
    assert.ok(maxError(pe.encode({ positions: 4, dModel: 10, offset: 9 }), 4, 10, 9) < 2e-7);
  });

  test(`${pe.flavor}: huge products of sizes are RangeErrors naming the cap, before any allocation`, () => {
    const heap = pe.debug.heapBytes();
    for (const [positions, dModel] of HUGE_PRODUCTS) {
      assert.throws(() => pe.encode({ positions, dModel }), (error) => error instanceof RangeError &&
        /posenc\.encode: (positions|dModel|positions \* dModel)/.test(error.message));
    }
    assert.equal(pe.debug.heapBytes(), heap);
  });

  test(`${pe.flavor}: options objects with getters, proxies and prototypes are read once and safely`, () => {
    let reads = 0;
    const counting = { get positions() { reads++; return 2; }, dModel: 4 };
    assert.equal(pe.encode(counting).length, 8);
    assert.equal(reads, 1, 'each option is read exactly once (no check-then-use race)');
    const throwing = { get positions() { throw new Error('from a getter'); }, dModel: 4 };
    assert.throws(() => pe.encode(throwing), /from a getter/);
    const inherited = Object.assign(Object.create({ positions: 2 }), { dModel: 4 });
    assert.throws(() => pe.encode(inherited), /positions is required/, 'an inherited property is not an option');
    const table = pe.encode({ positions: 2, dModel: 4, __proto__: { base: 1 } });
    assert.ok(maxError(table, 2, 4) < 2e-7, 'an inherited base is ignored');
    assert.equal(Object.prototype.base, undefined, 'no prototype pollution');
    assert.ok(maxError(pe.encode({ positions: 2, dModel: 4 }), 2, 4) < 2e-7);
  });
}
