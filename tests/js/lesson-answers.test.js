import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SKIPPED, STORAGE_KEY, emptyAnswers, openAnswers, parseAnswers, progressOf } from '../../web/lesson/answers.js';

const KNOWN = { predictions: ['p1', 'p2'], checks: ['q1', 'q2', 'q3'], sections: ['a', 'b', 'c'] };

/** A Storage stand-in over a Map; `refuse` makes every call throw, as a sandboxed frame does. */
function memoryStorage({ refuse = false } = {}) {
  const map = new Map();
  const guard = () => { if (refuse) throw new Error('SecurityError'); };
  return {
    map,
    getItem: (k) => { guard(); return map.has(k) ? map.get(k) : null; },
    setItem: (k, v) => { guard(); map.set(k, String(v)); },
    removeItem: (k) => { guard(); map.delete(k); },
  };
}

test('stored answers round-trip through storage, and clearing removes them from it', () => {
  const storage = memoryStorage();
  const store = openAnswers(KNOWN, storage);
  store.update((a) => {
    a.predictions.p1 = 'none';
    a.predictions.p2 = SKIPPED;
    a.checks.q2 = { answer: '8.38', correct: true };
    a.sections = ['a', 'c'];
  });
  const again = openAnswers(KNOWN, storage);
  assert.deepEqual(again.current, store.current);
  again.clear();
  assert.deepEqual(again.current, emptyAnswers());
  assert.equal(storage.map.has(STORAGE_KEY), false);
});

test('stored text is untrusted: malformed JSON, unknown ids, long or odd values and inherited keys are dropped', () => {
  for (const text of [null, '', 'not json', '[]', '42', '{"predictions": 3}']) {
    assert.deepEqual(parseAnswers(text, KNOWN), emptyAnswers(), String(text));
  }
  const parsed = parseAnswers(JSON.stringify({
    predictions: { p1: 'x'.repeat(41), p2: 'first', p9: 'none', __proto__: { p1: 'polluted' } },
    checks: { q1: { answer: '<b>1</b>', correct: 'yes' }, q2: { answer: '32', correct: false }, toString: { answer: '1', correct: true } },
    sections: ['c', 'zz', 'a', 5],
  }), KNOWN);
  assert.deepEqual(parsed, {
    predictions: { p2: 'first' },
    checks: { q2: { answer: '32', correct: false } },
    sections: ['a', 'c'],
  });
  assert.equal(Object.getPrototypeOf(parsed.predictions), Object.prototype);
  assert.equal(parsed.predictions.p1, undefined);
});

test('where storage is refused, answers live for the page view and nothing throws', () => {
  const store = openAnswers(KNOWN, memoryStorage({ refuse: true }));
  store.update((a) => { a.predictions.p1 = 'none'; });
  assert.equal(store.current.predictions.p1, 'none');
  store.clear();
  assert.deepEqual(store.current, emptyAnswers());
  const none = openAnswers(KNOWN, null);
  none.update((a) => { a.checks.q1 = { answer: 'same', correct: true }; });
  assert.equal(none.current.checks.q1.correct, true);
});

test('progress holds counts and section ids only, never the text of an answer', () => {
  const answers = {
    predictions: { p1: 'none', p2: SKIPPED },
    checks: { q1: { answer: 'secret text', correct: true }, q3: { answer: '7', correct: false } },
    sections: ['a', 'b'],
  };
  const progress = progressOf(answers, KNOWN);
  assert.deepEqual(progress, {
    sections: { reached: ['a', 'b'], total: 3 },
    predictions: { made: 1, skipped: 1, total: 2 },
    check: { answered: 2, correct: 1, total: 3 },
  });
  assert.ok(!JSON.stringify(progress).includes('secret'));
});
