// The LMS adapter's pure parts: where the runtime is looked for (windows
// stood in for by plain objects with parent, top and opener), the session
// time in each version's format, and a session over runtimes that answer
// oddly. The adapter under a real runtime is tested in Chromium
// (tests/browser/scorm.test.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_LEVELS, findRuntime, formatSessionTime, learnerLanguage, openLms } from '../../web/lesson/lms.js';
import { STORAGE_KEY } from '../../web/lesson/answers.js';

/** A chain of `depth` windows above the lesson's; `at` puts `props` on the window that many levels up. */
function chain(depth, at, props) {
  const windows = [];
  for (let i = 0; i <= depth; i++) windows.push(i === at ? { ...props } : {});
  windows.forEach((w, i) => { w.parent = windows[Math.min(i + 1, depth)]; w.top = windows[depth]; });
  return windows[0];
}
const api12 = { LMSInitialize: () => 'true' };
const api2004 = { Initialize: () => 'true' };

test('the runtime is found up the parents, 2004 before 1.2, within MAX_LEVELS windows, and not at all where there is none', () => {
  assert.equal(findRuntime(chain(3, 2, { API: api12 }))?.version, '1.2');
  assert.equal(findRuntime(chain(3, 3, { API: api12, API_1484_11: api2004 }))?.version, '2004');
  assert.equal(findRuntime(chain(3, 0, { API_1484_11: api2004 }))?.api, api2004);
  assert.equal(findRuntime(chain(MAX_LEVELS + 2, MAX_LEVELS + 1, { API: api12 })), null, 'too far up');
  assert.equal(findRuntime(chain(4, 9, {})), null);
  // Not an API: an object without the version's first method.
  assert.equal(findRuntime(chain(2, 1, { API: { LMSInitialize: 'yes' } })), null);
});

test("the opener's chain is searched after the parents; a window that throws when read is passed over", () => {
  const opener = chain(1, 1, { API_1484_11: api2004 });
  const lesson = chain(1, 5, {});
  lesson.top.opener = opener;
  assert.equal(findRuntime(lesson)?.api, api2004);
  const guarded = chain(2, 9, {});
  Object.defineProperty(guarded.parent, 'API_1484_11', { get() { throw new Error('SecurityError'); } });
  assert.equal(findRuntime(guarded), null);
});

test('session time: HHHH:MM:SS.SS in SCORM 1.2, an ISO 8601 duration in 2004', () => {
  const ms = ((2 * 60 + 3) * 60 + 4.5) * 1000;
  assert.equal(formatSessionTime(ms, '1.2'), '0002:03:04.50');
  assert.equal(formatSessionTime(ms, '2004'), 'PT2H3M4.5S');
  assert.equal(formatSessionTime(0, '1.2'), '0000:00:00.00');
  assert.equal(formatSessionTime(-5, '2004'), 'PT0H0M0S');
  assert.equal(formatSessionTime(1e12, '1.2'), '9999:46:40.00');
});

/**
 * A SCORM 2004 runtime of plain functions: `values` are what GetValue answers
 * (of any type, as some runtimes answer null or an object), `writes` records
 * every SetValue, `refuse` lists methods that answer "false" with GetLastError "0".
 */
function oddRuntime(values, refuse = []) {
  const writes = [];
  const answer = (name, value) => (refuse.includes(name) ? 'false' : value);
  return {
    writes,
    runtime: {
      version: '2004',
      api: {
        Initialize: () => answer('Initialize', 'true'), Terminate: () => 'true', Commit: () => 'true',
        GetValue: (element) => (Object.hasOwn(values, element) ? values[element] : ''),
        SetValue: (element, value) => { writes.push([element, value]); return answer('SetValue', 'true'); },
        GetLastError: () => '0', GetErrorString: () => 'No Error',
      },
    },
  };
}

test("a first visit's suspend data answered as null, an object or nothing is no record, read silently and not written", () => {
  for (const data of [null, undefined, {}, { value: '' }, '', 0]) {
    const { runtime, writes } = oddRuntime({ 'cmi.suspend_data': data });
    const errors = [];
    const lms = openLms(runtime, (message) => errors.push(message));
    assert.equal(lms.storage.getItem(STORAGE_KEY), null, String(data));
    assert.deepEqual(errors, []);
    assert.deepEqual(writes.filter(([element]) => element === 'cmi.suspend_data'), []);
  }
});

test('a platform that refuses to start returns no session and no message of its own; a refusal without an error code says no "error 0"', () => {
  const errors = [];
  assert.equal(openLms(oddRuntime({}, ['Initialize']).runtime, (message) => errors.push(message)), null);
  assert.deepEqual(errors, [], 'the lesson says it once, in its own words');
  const lms = openLms(oddRuntime({}, ['SetValue']).runtime, (message) => errors.push(message));
  assert.ok(lms);
  assert.equal(errors.length, 1);
  assert.doesNotMatch(errors[0], /error 0|No Error|\(/);
  assert.match(errors[0], /^The learning platform did not accept cmi\.\w+.*\.$/);
});

test("the learner's language is read in the session the lesson then keeps: one Initialize, each version's element", () => {
  for (const [version, element, init] of [['2004', 'cmi.learner_preference.language', 'Initialize'],
    ['1.2', 'cmi.student_preference.language', 'LMSInitialize']]) {
    const calls = [];
    const get = version === '2004' ? 'GetValue' : 'LMSGetValue';
    const api = {
      [init]: () => { calls.push('init'); return 'true'; },
      [get]: (name) => { calls.push(name); return name === element ? 'zh-CN' : ''; },
      SetValue: () => 'true', LMSSetValue: () => 'true', GetLastError: () => '0', LMSGetLastError: () => '0',
    };
    assert.equal(learnerLanguage({ version, api }), 'zh-CN', version);
    assert.ok(openLms({ version, api }, () => {}), version);
    assert.deepEqual(calls.filter((c) => c === 'init'), ['init'], `${version}: one session`);
  }
});

test("a learner's language that the runtime refuses, throws or answers oddly is '', and a refused start is asked no more", () => {
  let starts = 0;
  const refusing = { version: '2004', api: { Initialize: () => { starts++; return 'false'; }, GetValue: () => 'es' } };
  assert.equal(learnerLanguage(refusing), '');
  assert.equal(openLms(refusing, () => {}), null);
  assert.equal(starts, 2, 'tried twice, once for the page');
  for (const answer of [() => { throw new Error('broken'); }, () => null, () => ({ value: 'es' })]) {
    assert.equal(learnerLanguage({ version: '2004', api: { Initialize: () => 'true', GetValue: answer } }), '');
  }
});
