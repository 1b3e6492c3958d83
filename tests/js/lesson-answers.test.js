import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FORMAT_VERSION, LEGACY_KEY, SET_ASIDE_KEY, SKIPPED, STORAGE_KEY, emptyAnswers, openAnswers, parseAnswers, progressOf,
  serializeAnswers } from '../../web/lesson/answers.js';

// q1 and q3 are multiple choice (right: same, b), q2 takes a typed number.
const KNOWN = {
  predictions: ['p1', 'p2'], checks: ['q1', 'q2', 'q3'], sections: ['a', 'b', 'c'],
  choices: { p1: ['none', 'first'], p2: ['first', 'all'], q1: ['same', 'other'], q3: ['a', 'b'] },
  right: { q1: 'same', q3: 'b' },
};

/**
 * A Storage stand-in over a Map; `refuse` makes every call throw, as a sandboxed frame does;
 * `full` lists keys whose writes throw, as a full storage does.
 */
function memoryStorage({ refuse = false, full = [] } = {}) {
  const map = new Map();
  const guard = () => { if (refuse) throw new Error('SecurityError'); };
  return {
    map,
    getItem: (k) => { guard(); return map.has(k) ? map.get(k) : null; },
    setItem: (k, v) => {
      guard();
      if (full.includes(k)) throw new Error('QuotaExceededError');
      map.set(k, String(v));
    },
    removeItem: (k) => { guard(); map.delete(k); },
  };
}

test('stored answers round-trip through storage, and clearing removes them from it', () => {
  const storage = memoryStorage();
  const store = openAnswers(KNOWN, storage);
  store.update((a) => {
    a.predictions.p1 = 'none';
    a.predictions.p2 = SKIPPED;
    a.checks.q2 = { answer: '8.38', correct: true, firstCorrect: false };
    a.sections = ['a', 'c'];
  });
  const again = openAnswers(KNOWN, storage);
  assert.deepEqual(again.current, store.current);
  again.clear();
  assert.deepEqual(again.current, emptyAnswers());
  assert.equal(storage.map.has(STORAGE_KEY), false);
});

test('stored text is untrusted: malformed JSON, unknown ids, long or odd values and inherited keys are dropped', () => {
  for (const text of [null, '']) assert.deepEqual(parseAnswers(text, KNOWN), { answers: emptyAnswers(), dropped: 0, unreadable: false });
  for (const text of ['not json', '[]', '42', '{"v": 99, "p": {}}', '{"foreign": 1}']) {
    assert.deepEqual(parseAnswers(text, KNOWN), { answers: emptyAnswers(), dropped: 0, unreadable: true }, String(text));
  }
  const parsed = parseAnswers(JSON.stringify({
    v: FORMAT_VERSION,
    p: { p1: 'x'.repeat(41), p2: 'first', p9: 'none', __proto__: { p1: 'polluted' } },
    c: { q1: ['<b>1</b>', 1, 1], q2: ['32', 0, 0], toString: ['1', 1, 1] },
    s: ['c', 'zz', 'a', 5],
  }), KNOWN);
  assert.deepEqual(parsed.answers, {
    predictions: { p2: 'first' },
    checks: { q2: { answer: '32', correct: false, firstCorrect: false } },
    sections: ['a', 'c'], firsts: {}, scored: false,
  });
  assert.equal(parsed.dropped, 4);
  assert.equal(Object.getPrototypeOf(parsed.answers.predictions), Object.prototype);
  assert.equal(parsed.answers.predictions.p1, undefined);
});

test('every stored answer is judged again: unjudgeable answers and unknown choices are dropped, a stored verdict is not trusted', () => {
  const { answers, dropped } = parseAnswers(JSON.stringify({
    v: FORMAT_VERSION,
    p: { p1: 'no-such-choice', p2: SKIPPED },
    c: { q1: ['other', 1, 1], q2: ['abc', 1, 1], q3: ['zzz', 1, 1] },
    s: [],
  }), KNOWN);
  assert.deepEqual(answers.predictions, { p2: SKIPPED });
  // "other" is a choice of q1 but not the right one: stored as right, judged wrong.
  assert.deepEqual(answers.checks, { q1: { answer: 'other', correct: false, firstCorrect: true } });
  assert.equal(dropped, 3);
  assert.deepEqual(progressOf(answers, KNOWN).check, { answered: 1, correct: 0, firstTime: 1, total: 3 });
  assert.deepEqual(progressOf(answers, KNOWN).predictions, { made: 0, skipped: 1, total: 2 });
});

test('the first format is migrated from its key, written back in today\'s and the learner is told once', () => {
  const storage = memoryStorage();
  storage.setItem(LEGACY_KEY, JSON.stringify({
    predictions: { p1: 'none', p2: 'gone' }, checks: { q3: { answer: 'b', correct: true }, q2: { answer: 'abc', correct: true } }, sections: ['b'],
  }));
  const store = openAnswers(KNOWN, storage);
  assert.deepEqual(store.current, {
    ...emptyAnswers(), predictions: { p1: 'none' }, checks: { q3: { answer: 'b', correct: true, firstCorrect: true } }, sections: ['b'],
  });
  assert.deepEqual(store.loaded, { dropped: 2, unreadable: false });
  assert.equal(storage.map.has(LEGACY_KEY), false);
  assert.equal(JSON.parse(storage.map.get(STORAGE_KEY)).v, FORMAT_VERSION);
  const again = openAnswers(KNOWN, storage);
  assert.deepEqual(again.current, store.current);
  assert.deepEqual(again.loaded, { dropped: 0, unreadable: false }, 'told once');
});

test('the first format\'s record is removed only once today\'s has been written and read back', () => {
  const v1 = JSON.stringify({ predictions: { p1: 'none' }, checks: {}, sections: [] });
  // Full: the write throws. Lying: the write is accepted and not kept (read back, it is not there).
  const full = memoryStorage({ full: [STORAGE_KEY] });
  const lying = { ...memoryStorage(), setItem() {} };
  for (const storage of [full, lying]) {
    storage.map.set(LEGACY_KEY, v1);
    const store = openAnswers(KNOWN, storage);
    assert.deepEqual(store.current.predictions, { p1: 'none' }, 'shown for this visit');
    assert.equal(storage.map.get(LEGACY_KEY), v1, 'and still there for the next');
    assert.equal(storage.map.has(STORAGE_KEY), false);
  }
});

for (const text of ['{"v":3,"p":{"p1":"none"},"answers":"of a later version"}', 'damaged{', '[1,2]']) {
  test(`answers that cannot be read (${text.slice(0, 12)}…) are kept as they were until the learner saves, then set aside under a second key`, () => {
    const storage = memoryStorage();
    storage.map.set(STORAGE_KEY, text);
    const store = openAnswers(KNOWN, storage);
    assert.deepEqual(store.loaded, { dropped: 0, unreadable: true });
    // Opening, a section reached and a score kept write nothing over them.
    store.track((a) => { a.sections = ['a']; });
    store.keepScore();
    assert.deepEqual([...storage.map], [[STORAGE_KEY, text]]);
    store.update((a) => { a.predictions.p1 = 'first'; });
    assert.equal(storage.map.get(SET_ASIDE_KEY), text, 'where a version that can read them finds them');
    assert.deepEqual(openAnswers(KNOWN, storage).current.predictions, { p1: 'first' });
    assert.deepEqual(openAnswers(KNOWN, storage).current.sections, ['a'], 'the section reached was kept in memory');
  });
}

test('unreadable answers are not replaced when they cannot be set aside, nor by clearing; in a one-record store (an LMS) the learner\'s first save replaces them', () => {
  const text = '{"v":3}';
  const full = memoryStorage({ full: [SET_ASIDE_KEY] });
  full.map.set(STORAGE_KEY, text);
  const store = openAnswers(KNOWN, full);
  store.update((a) => { a.predictions.p1 = 'none'; });
  store.clear();
  assert.deepEqual([...full.map], [[STORAGE_KEY, text]]);
  assert.deepEqual(store.current, emptyAnswers(), 'the answers live in memory');
  const cleared = memoryStorage();
  cleared.map.set(STORAGE_KEY, text);
  openAnswers(KNOWN, cleared).clear();
  assert.equal(cleared.map.get(SET_ASIDE_KEY), text, 'set aside before the clear');
  const lms = memoryStorage();
  lms.map.set(STORAGE_KEY, text);
  const one = openAnswers(KNOWN, lms, { oneRecord: true });
  one.track((a) => { a.sections = ['b']; });
  assert.equal(lms.map.get(STORAGE_KEY), text, 'not overwritten until the learner answers');
  one.update((a) => { a.predictions.p2 = 'all'; });
  assert.deepEqual(openAnswers(KNOWN, lms).current.predictions, { p2: 'all' });
  assert.equal(lms.map.has(SET_ASIDE_KEY), false);
});

test('where a platform or host keeps the score, clearing keeps each first answer: answering again never raises the score', () => {
  const storage = memoryStorage();
  const store = openAnswers(KNOWN, storage);
  store.keepScore();
  store.update((a) => {
    a.checks.q1 = { answer: 'same', correct: true, firstCorrect: false };
    a.checks.q3 = { answer: 'b', correct: true, firstCorrect: true };
    a.predictions.p1 = 'none';
    a.sections = ['a', 'b'];
  });
  assert.equal(progressOf(store.current, KNOWN).check.firstTime, 1);
  store.clear();
  assert.deepEqual([store.current.checks, store.current.predictions], [{}, {}]);
  assert.deepEqual(store.current.sections, ['a', 'b'], 'progress the host was told does not go back');
  assert.deepEqual(store.current.firsts, { q1: false, q3: true });
  assert.deepEqual(progressOf(store.current, KNOWN).check, { answered: 0, correct: 0, firstTime: 1, total: 3 });
  // Kept with the answers, and cleared again without loss.
  const again = openAnswers(KNOWN, storage);
  assert.deepEqual([again.current.firsts, again.current.scored], [{ q1: false, q3: true }, true]);
  again.update((a) => { a.checks.q1 = { answer: 'same', correct: true, firstCorrect: a.firsts.q1 }; });
  again.clear();
  assert.deepEqual(again.current.firsts, { q1: false, q3: true });
  assert.equal(progressOf(again.current, KNOWN).check.firstTime, 1);
  // Where no one keeps the score, clearing is a fresh start.
  const own = openAnswers(KNOWN, memoryStorage());
  own.update((a) => { a.checks.q1 = { answer: 'other', correct: false, firstCorrect: false }; });
  own.clear();
  assert.deepEqual(own.current, emptyAnswers());
});

test('kept first answers are judged like the rest: unknown questions and odd values are dropped', () => {
  const parsed = parseAnswers(JSON.stringify({ v: FORMAT_VERSION, p: {}, c: {}, s: [], f: { q1: 1, q2: 0, q3: true, q9: 1, toString: 1 }, k: 1 }), KNOWN);
  assert.deepEqual(parsed.answers.firsts, { q1: true, q2: false });
  assert.equal(parsed.answers.scored, true);
  assert.equal(parsed.dropped, 3);
  assert.equal(parseAnswers(JSON.stringify({ v: FORMAT_VERSION, f: [1], k: 'yes' }), KNOWN).answers.scored, false);
});

test('a renamed choice is renamed in text older than the version that renamed it', async () => {
  const { RENAMED_CHOICES } = await import('../../web/lesson/answers.js');
  RENAMED_CHOICES[FORMAT_VERSION + 1] = { p1: { old: 'none' }, q3: { was: 'b' } };
  try {
    const text = JSON.stringify({ v: FORMAT_VERSION, p: { p1: 'old' }, c: { q3: ['was', 0, 0] }, s: [] });
    const { answers, dropped } = parseAnswers(text, KNOWN);
    assert.equal(dropped, 0);
    assert.deepEqual(answers.predictions, { p1: 'none' });
    assert.deepEqual(answers.checks.q3, { answer: 'b', correct: true, firstCorrect: false });
  } finally {
    delete RENAMED_CHOICES[FORMAT_VERSION + 1];
  }
});

test('every answer given fits in SCORM 1.2 suspend data (4,096 characters), with the longest typed answers', () => {
  // The lesson's own ids, choices and sections, read from web/index.html.
  return import('node:fs').then(({ readFileSync }) => {
    const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const fieldsets = [...html.matchAll(/<fieldset class="(prediction|question)" id="([\w-]+)"([^>]*)>([\s\S]*?)<\/fieldset>/g)];
    const sections = [...html.matchAll(/<section id="([\w-]+)"/g)].map((m) => m[1]);
    const answers = emptyAnswers();
    for (const [, kind, id, attributes, body] of fieldsets) {
      const values = [...body.matchAll(/(?:data-choice|value)="([^"]+)"/g)].map((m) => m[1]);
      const longest = values.reduce((a, b) => (b.length > a.length ? b : a), '');
      if (kind === 'prediction') answers.predictions[id] = longest;
      else answers.checks[id] = { answer: attributes.includes('number') ? '-1234567.891' : longest, correct: true, firstCorrect: false };
    }
    answers.sections = sections;
    assert.ok(Object.keys(answers.predictions).length >= 7 && Object.keys(answers.checks).length >= 8);
    const text = serializeAnswers(answers);
    assert.ok(text.length <= 4096, `${text.length} characters`);
    assert.ok(text.length < 1500, `compact: ${text.length} characters`);
  });
});

test('where storage is refused, answers live for the page view and nothing throws', () => {
  const store = openAnswers(KNOWN, memoryStorage({ refuse: true }));
  store.update((a) => { a.predictions.p1 = 'none'; });
  assert.equal(store.current.predictions.p1, 'none');
  store.clear();
  assert.deepEqual(store.current, emptyAnswers());
  const none = openAnswers(KNOWN, null);
  none.update((a) => { a.checks.q1 = { answer: 'same', correct: true, firstCorrect: true }; });
  assert.equal(none.current.checks.q1.correct, true);
});

test('progress holds counts and section ids only, never the text of an answer', () => {
  const answers = {
    ...emptyAnswers(),
    predictions: { p1: 'none', p2: SKIPPED },
    checks: { q1: { answer: 'secret text', correct: true, firstCorrect: false }, q3: { answer: '7', correct: false, firstCorrect: false } },
    sections: ['a', 'b'],
  };
  const progress = progressOf(answers, KNOWN);
  assert.deepEqual(progress, {
    sections: { reached: ['a', 'b'], total: 3 },
    predictions: { made: 1, skipped: 1, total: 2 },
    check: { answered: 2, correct: 1, firstTime: 0, total: 3 },
  });
  assert.ok(!JSON.stringify(progress).includes('secret'));
});
