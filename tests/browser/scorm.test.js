// The lesson as SCORM packages (scripts/scorm-package.mjs), run in Chromium
// under a real SCORM runtime: a host page plays the LMS with scorm-again's
// Scorm12API / Scorm2004API on its window and frames the launch file of an
// unpacked copy of each zip. Also: the zips themselves (every entry's CRC,
// the manifest parsed as XML, every file listed present and every file
// listed), the lesson with no runtime, a runtime that fails and suspend data
// that is garbage.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { launch, openPage, repoRoot } from './browser.js';
import { buildSite } from '../../scripts/build-site.mjs';
import { SCORM_PACKAGES, crc32 } from '../../scripts/scorm-package.mjs';

/**
 * The entries of a zip, read from its central directory, each checked
 * against its local header and its CRC (what `unzip -t` checks).
 * @param {Buffer} zip
 */
function unzip(zip) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(end >= 0, 'end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map();
  for (let i = 0; i < count; i++) {
    assert.equal(zip.readUInt32LE(at), 0x02014b50, 'central header');
    const method = zip.readUInt16LE(at + 10), crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 24), nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30), comment = zip.readUInt16LE(at + 32), local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    assert.equal(zip.readUInt32LE(local), 0x04034b50, `${name}: local header`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const stored = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    const bytes = method === 8 ? inflateRawSync(stored) : stored;
    assert.equal(bytes.length, size, `${name}: size`);
    assert.equal(crc32(bytes), crc, `${name}: CRC`);
    assert.ok(!name.startsWith('/') && !name.split('/').includes('..'), `${name}: inside the package`);
    entries.set(name, bytes);
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

const top = mkdtempSync(join(tmpdir(), 'posenc-scorm-'));
const { out } = await buildSite({ out: join(top, 'site') });
const again = await buildSite({ out: join(top, 'site-again') });
/** version -> the folder of its unpacked package, relative to `top`. */
const unpacked = {};
for (const [version, name] of Object.entries(SCORM_PACKAGES)) {
  unpacked[version] = `lms/${version}/`;
  for (const [file, bytes] of unzip(readFileSync(join(out, name)))) {
    mkdirSync(dirname(join(top, unpacked[version], file)), { recursive: true });
    writeFileSync(join(top, unpacked[version], file), bytes);
  }
}
copyFileSync(join(repoRoot, 'node_modules/scorm-again/dist/scorm-again.js'), join(top, 'scorm-again.js'));
writeFileSync(join(top, 'host.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS</title>
<link rel="icon" href="data:,">
<script src="scorm-again.js"></script></head>
<body><iframe id="content" title="Lesson" width="1000" height="700"></iframe></body></html>
`);

// The project's server sends its strict policy with every page; an LMS serves
// a package's page without one (the launch file carries its own, made of hashes).
const { browser, url } = await launch({
  root: top,
  headers: (path) => (path.includes('/lms/') ? { 'Content-Security-Policy': "frame-ancestors 'self'" } : {}),
});

test('both packages: deterministic zips whose manifest parses, lists every file of the package and nothing else', async () => {
  const { page } = await openPage(browser, `${url}host.html`);
  for (const [version, name] of Object.entries(SCORM_PACKAGES)) {
    const bytes = readFileSync(join(out, name));
    assert.ok(bytes.equals(readFileSync(join(again.out, name))), `${name}: the same bytes when built twice`);
    const entries = unzip(bytes);
    assert.equal([...entries.keys()][0], 'imsmanifest.xml', 'the manifest first, at the root');
    const text = entries.get('imsmanifest.xml').toString('utf8');
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
      const all = (tag) => [...doc.getElementsByTagNameNS('*', tag)];
      const resource = all('resource')[0];
      return {
        root: doc.documentElement.localName, identifier: doc.documentElement.getAttribute('identifier'),
        schemaversion: all('schemaversion')[0]?.textContent,
        organizations: all('organization').length, items: all('item').length, resources: all('resource').length,
        title: all('organization')[0]?.getElementsByTagNameNS('*', 'title')[0]?.textContent,
        // The title in each language, in the metadata: IMS Metadata's langstring (1.2), LOM's string (2004).
        titles: [...all('langstring'), ...all('string')].map((s) => [s.getAttribute('xml:lang') ?? s.getAttribute('language'), s.textContent]),
        type: resource.getAttribute('type'),
        scormType: resource.getAttribute('adlcp:scormtype') ?? resource.getAttribute('adlcp:scormType'),
        href: resource.getAttribute('href'),
        files: all('file').map((f) => f.getAttribute('href')),
        mastery: all('masteryscore')[0]?.textContent ?? all('minNormalizedMeasure')[0]?.textContent,
      };
    }, text);
    assert.equal(parsed.error, undefined, `${name}: ${parsed.error}`);
    assert.equal(parsed.root, 'manifest');
    assert.ok(parsed.identifier);
    assert.equal(parsed.schemaversion, version === '1.2' ? '1.2' : '2004 4th Edition');
    assert.deepEqual([parsed.organizations, parsed.items, parsed.resources], [1, 1, 1]);
    assert.match(parsed.title, /Positional encoding/);
    assert.deepEqual(parsed.titles.map(([lang]) => lang), ['en', 'es', 'zh-CN']);
    assert.match(parsed.titles[1][1], /codificación posicional/);
    assert.match(parsed.titles[2][1], /位置编码/);
    assert.deepEqual([parsed.type, parsed.scormType], ['webcontent', 'sco']);
    assert.equal(parsed.mastery, version === '1.2' ? '75' : '0.75');
    assert.ok(parsed.files.includes(parsed.href), 'the launch file is listed');
    assert.deepEqual([...parsed.files].sort(), [...entries.keys()].filter((f) => f !== 'imsmanifest.xml').sort(),
      'every file listed is present and every file is listed');
    // No network at run time: the launch file loads nothing by URL.
    const html = entries.get(parsed.href).toString('utf8');
    assert.deepEqual([...html.matchAll(/<(?:script|link|img)\b[^>]*\b(?:src|href)="(?!data:|#)([^"]+)"/g)].map((m) => m[1]), []);
  }
  await page.close();
});

/**
 * Opens the host page, puts a runtime of `version` on its window (with the
 * mastery score its manifest gives, and `preload` as data kept from an
 * earlier session), then frames the package's launch file, with `query`
 * added to its address as a platform adds its own parameters. `breakage`
 * breaks the runtime first: 'writes' makes every write throw and every
 * commit answer "false", 'start' makes it refuse to initialize, 'null-data'
 * and 'object-data' make it answer null or an object for suspend data never
 * written. `locale`: the browser's language (navigator.languages), else en-US.
 */
async function launchPackage(version, { preload = {}, breakage = '', query = '', locale = '' } = {}) {
  const opened = await openPage(browser, `${url}host.html`, locale ? { locale } : {});
  const { page } = opened;
  await page.evaluate(async ({ version: v, folder, preload: data, breakage: broken, search }) => {
    const manifest = new DOMParser().parseFromString(await (await fetch(`${folder}imsmanifest.xml`)).text(), 'application/xml');
    const mastery = manifest.getElementsByTagNameNS('*', v === '1.2' ? 'masteryscore' : 'minNormalizedMeasure')[0].textContent;
    const settings = { autocommit: false, logLevel: 4 };
    const api = v === '1.2' ? new window.Scorm12API(settings) : new window.Scorm2004API(settings);
    api.loadFromFlattenedJSON({
      ...(v === '1.2' ? { 'cmi.student_data.mastery_score': mastery } : { 'cmi.scaled_passing_score': mastery }),
      ...data,
    });
    const calls = { init: 0, terminate: 0, commit: 0 };
    const names = v === '1.2' ? ['LMSInitialize', 'LMSFinish', 'LMSCommit'] : ['Initialize', 'Terminate', 'Commit'];
    names.forEach((name, i) => api.on(name, () => { calls[Object.keys(calls)[i]]++; }));
    window.calls = calls;
    // The last value written to each element (some, such as exit, are write-only in the data model).
    window.written = {};
    api.on(v === '1.2' ? 'LMSSetValue.cmi.*' : 'SetValue.cmi.*', (element, value) => { window.written[element] = value; });
    window[v === '1.2' ? 'API' : 'API_1484_11'] = api;
    const [set, commit, initialize] = v === '1.2' ? ['LMSSetValue', 'LMSCommit', 'LMSInitialize'] : ['SetValue', 'Commit', 'Initialize'];
    if (broken === 'writes') {
      api[set] = () => { throw new Error('broken'); };
      api[commit] = () => 'false';
    }
    if (broken === 'start') api[initialize] = () => 'false';
    if (broken.endsWith('-data')) {
      const get = v === '1.2' ? 'LMSGetValue' : 'GetValue';
      const real = api[get].bind(api);
      api[get] = (element) => (element !== 'cmi.suspend_data' ? real(element) : broken === 'null-data' ? null : { value: '' });
    }
    const href = manifest.getElementsByTagNameNS('*', 'resource')[0].getAttribute('href');
    document.getElementById('content').src = `${folder}${href}${search}`;
  }, { version, folder: unpacked[version], preload, breakage, search: query });
  const frame = await (await page.waitForSelector('#content')).contentFrame();
  await frame.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  return { ...opened, frame };
}

/** What the runtime on the host recorded, read from its data model. */
const recorded = (page, version) => page.evaluate((v) => {
  if (v === '1.2') {
    const { cmi } = window.API;
    return {
      status: cmi.core.lesson_status, raw: cmi.core.score.raw, min: cmi.core.score.min, max: cmi.core.score.max,
      exit: window.written['cmi.core.exit'], sessionTime: window.written['cmi.core.session_time'],
      suspend: cmi.suspend_data, calls: window.calls,
    };
  }
  const { cmi } = window.API_1484_11;
  return {
    status: cmi.completion_status, success: cmi.success_status, progress: cmi.progress_measure,
    raw: cmi.score.raw, min: cmi.score.min, max: cmi.score.max, scaled: cmi.score.scaled,
    exit: window.written['cmi.exit'], sessionTime: window.written['cmi.session_time'], suspend: cmi.suspend_data, calls: window.calls,
  };
}, version);

/** [id, a wrong answer, the right answer] of each question. */
const QUESTIONS = [
  ['q-training', 'all', 'half'],
  ['q-mask', 'neither', 'causal'],
  ['q-wavelength', '6.28', (2 * Math.PI * 10000 ** (2 / 64)).toFixed(2)],
  ['q-matrix', 'each', 'one'],
  ['q-direction', 'both', 'distance'],
  ['q-norm', '5.66', '32'],
  ['q-bug', 'exponent', 'multiply'],
  ['q-length', 'works', 'degrades'],
];

/** Gives `value` to question `id` in the lesson's frame and checks it. */
async function answer(frame, id, value) {
  const box = frame.locator(`#${id} input[type="text"]`);
  if (await box.count()) await box.fill(value);
  else await frame.check(`#${id} input[value="${value}"]`);
  await frame.click(`#${id} button.check-answer`);
}

/** Makes every prediction (its first choice), then answers the first `wrongFirst` questions wrong before right. */
async function walk(frame, wrongFirst) {
  // A click by script: a veiled or scrolled-off button is still the learner's one-click answer.
  await frame.$$eval('fieldset.prediction', (all) => all.forEach((f) => f.querySelector('button[data-choice]').click()));
  await frame.locator('#check').scrollIntoViewIfNeeded();
  await frame.waitForFunction(() => document.querySelector('#q-wavelength [data-live="wavelength"]').textContent === '8.38');
  for (const [i, [id, wrong, right]] of QUESTIONS.entries()) {
    if (i < wrongFirst) await answer(frame, id, wrong);
    await answer(frame, id, right);
  }
}

/** What the lesson shows of the learner's answers. */
const onScreen = (frame) => frame.evaluate(() => ({
  predictions: [...document.querySelectorAll('fieldset.prediction')]
    .map((f) => f.querySelector('button[aria-pressed="true"]')?.dataset.choice ?? null),
  checks: [...document.querySelectorAll('fieldset.question')].map((f) => ({
    answer: f.querySelector('input[type="text"]')?.value ?? f.querySelector('input:checked')?.value ?? '',
    verdict: f.dataset.verdict,
  })),
  score: document.getElementById('check-score').textContent,
  notice: document.getElementById('answers-notice').hidden ? '' : document.getElementById('answers-notice').textContent,
  clearNote: document.getElementById('clear-note').hidden ? '' : document.getElementById('clear-note').textContent.replace(/\s+/g, ' '),
  urlNotice: document.getElementById('url-notice').hidden ? '' : document.getElementById('url-notice').textContent,
  stored: localStorage.length,
  keptBy: document.querySelector('footer [data-lms-text]').textContent,
}));

for (const [version, wrongFirst] of [['1.2', 5], ['2004', 2]]) {
  test(`SCORM ${version}: a walk records completion, the first-attempt score, the session time and suspend data; a second launch restores every answer`, async () => {
    const first = await launchPackage(version);
    let r = await recorded(first.page, version);
    assert.equal(r.status, 'incomplete');
    assert.equal(r.calls.init, 1);
    await walk(first.frame, wrongFirst);
    const right = QUESTIONS.length - wrongFirst;
    const shown = await onScreen(first.frame);
    assert.equal(shown.score, `All 8 answered: ${right} of 8 right first time, and all right now.`);
    assert.equal(shown.notice, '');
    assert.equal(shown.stored, 0, 'under an LMS nothing is kept in the browser');
    assert.match(shown.keptBy, /to your course’s learning platform/, 'and the page does not claim otherwise');
    r = await recorded(first.page, version);
    assert.deepEqual([r.status, r.raw, r.min, r.max], ['completed', String(100 * right / 8), '0', '100']);
    if (version === '2004') {
      assert.equal(Number(r.scaled), right / 8);
      assert.equal(r.success, right / 8 >= 0.75 ? 'passed' : 'failed');
      assert.equal(r.success, 'passed', 'six of eight meets the mastery score 0.75');
      assert.equal(Number(r.progress), 1);
    }
    assert.equal(r.exit, version === '1.2' ? '' : 'normal', 'complete: not suspended');
    assert.ok(r.calls.commit >= 7 + QUESTIONS.length + wrongFirst, `a commit per answer: ${r.calls.commit}`);
    assert.ok(r.suspend.length > 100 && r.suspend.length <= 4096, `${r.suspend.length} characters`);
    assert.equal(JSON.parse(r.suspend).v, 2);
    assert.doesNotMatch(r.suspend, /order-lab|values|weights/, 'no order lab state');
    assert.equal(r.calls.terminate, 0);
    // pagehide: the session time, a last commit and one Terminate.
    await first.page.evaluate(() => { document.getElementById('content').src = 'about:blank'; });
    await first.page.waitForFunction(() => window.calls.terminate === 1);
    r = await recorded(first.page, version);
    assert.match(r.sessionTime, version === '1.2' ? /^\d{2,4}:\d\d:\d\d(\.\d\d?)?$/ : /^PT(\d+H)?(\d+M)?[\d.]+S$/);
    assert.doesNotMatch(r.sessionTime, /^0+:00:00(\.00)?$|^PT0H0M0S$/);
    assert.deepEqual(first.problems, []);
    await first.page.close();

    // The second launch gets the first session's suspend data, as an LMS keeps it.
    const second = await launchPackage(version, { preload: { 'cmi.suspend_data': r.suspend } });
    await second.frame.locator('#check').scrollIntoViewIfNeeded();
    await second.frame.waitForFunction(() => document.getElementById('check-score').textContent.startsWith('All 8'));
    const restored = await onScreen(second.frame);
    assert.deepEqual(restored.checks.map((c) => c.verdict), Array(8).fill('true'));
    assert.deepEqual(restored.checks.map((c) => c.answer), QUESTIONS.map(([, , a]) => a));
    assert.ok(restored.predictions.every((c) => c !== null), JSON.stringify(restored.predictions));
    assert.equal(restored.score, shown.score);
    assert.equal(restored.notice, '');
    assert.deepEqual(second.problems, []);
    await second.page.close();
  });
}

for (const version of ['1.2', '2004']) {
  test(`SCORM ${version}: clearing and answering again never raises the recorded score, and the page says what clearing keeps`, async () => {
    const { page, frame, problems } = await launchPackage(version, { query: '?lmsSession=abc123&attempt=2' });
    await frame.locator('#check').scrollIntoViewIfNeeded();
    await frame.waitForFunction(() => document.querySelector('#q-wavelength [data-live="wavelength"]').textContent === '8.38');
    for (const [id, wrong] of QUESTIONS.slice(0, 6)) await answer(frame, id, wrong);
    assert.equal((await recorded(page, version)).raw, '0');
    const before = await onScreen(frame);
    assert.match(before.clearNote, /first answer you gave to each question.*does not change that score/s);
    assert.equal(await frame.getAttribute('#clear-answers', 'aria-describedby'), 'clear-note');
    await frame.click('#clear-answers');
    await frame.waitForFunction(() => document.getElementById('check-score').textContent === '');
    await walk(frame, 0);
    const shown = await onScreen(frame);
    assert.equal(shown.score, 'All 8 answered: 2 of 8 right first time, and all right now.');
    const r = await recorded(page, version);
    // Six first answers wrong, two right (the questions first answered after the clear).
    assert.deepEqual([r.status, r.raw], ['completed', '25']);
    if (version === '2004') assert.deepEqual([Number(r.scaled), r.success], [0.25, 'failed']);
    // The platform's own launch parameters: neither complained about nor removed.
    assert.equal(shown.urlNotice, '');
    assert.equal(shown.notice, '');
    // (The walk's predictions turned the order demo's encoding on: `pe`, the lesson's own, follows,
    // once written: 200 ms after the last change, in an idle callback, web/lesson/main.js.)
    const search = '?lmsSession=abc123&attempt=2&pe';
    await frame.waitForFunction((s) => location.search === s, search, { timeout: 10_000 }).catch(() => {});
    assert.equal(await frame.evaluate(() => location.search), search);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('suspend data answered as null or an object on a first visit is no record: no notice, and the first visit recorded as any other', async () => {
  for (const [version, breakage] of [['1.2', 'null-data'], ['2004', 'object-data']]) {
    const { page, frame, problems } = await launchPackage(version, { breakage });
    await frame.click('#predict-shuffle button[data-choice]', { force: true });
    const shown = await onScreen(frame);
    assert.equal(shown.notice, '', version);
    const written = JSON.parse(await page.evaluate(() => window.written['cmi.suspend_data']));
    assert.deepEqual([written.v, written.p], [2, { 'predict-shuffle': shown.predictions[0] }]);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('no runtime: the packaged lesson works as the single file does, keeping answers in the browser', async () => {
  const { page, problems } = await openPage(browser, `${url}host.html`);
  /** @type {string[]} */
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.evaluate((src) => { document.getElementById('content').src = src; }, `${unpacked['2004']}posenc-lesson.html`);
  const frame = await (await page.waitForSelector('#content')).contentFrame();
  await frame.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  await frame.click('#predict-shuffle button[data-choice]', { force: true });
  const shown = await onScreen(frame);
  assert.equal(shown.notice, '');
  assert.equal(shown.stored, 1, 'answers in localStorage, as outside an LMS');
  assert.match(shown.keptBy, /kept in this browser/);
  // The order lab draws from its module's bytes inside the package: no .wasm or glue is fetched.
  // Scrolled by script after a click: the button lets go of the focus, which the focus keeper
  // (web/lesson/focus-keeper.js) would otherwise bring back into view.
  await frame.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
  await frame.locator('#order-lab').scrollIntoViewIfNeeded();
  await frame.waitForFunction(() => document.getElementById('order-lab')?.shadowRoot?.querySelector('.summary')?.textContent);
  assert.deepEqual(requests.filter((r) => /\.wasm$|\/posenc-[\w-]+\.js$/.test(r)), []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a runtime whose calls fail leaves the lesson working and says so in a visible notice', async () => {
  // Every write and commit of the real runtime throws or answers "false".
  const { page, frame, problems } = await launchPackage('2004', { breakage: 'writes' });
  await walk(frame, 1);
  const shown = await onScreen(frame);
  assert.match(shown.score, /^All 8 answered: 7 of 8 right first time/);
  assert.match(shown.notice, /did not accept cmi\.\w+/);
  assert.match(shown.notice, /did not save your progress/);
  assert.deepEqual(problems, []);
  await page.close();
  // A runtime that refuses to start: the lesson runs as outside an LMS, and says so once, in
  // words that agree with the page's own ("Your answers stay in this browser").
  const refused = await launchPackage('1.2', { breakage: 'start' });
  await refused.frame.click('#predict-shuffle button[data-choice]', { force: true });
  const state = await onScreen(refused.frame);
  assert.equal(state.notice, 'Your course’s learning platform is not recording this visit: your progress and score will not reach it. Your answers stay in this browser.');
  assert.match(state.keptBy, /kept in this browser/);
  assert.equal(state.stored, 1);
  assert.equal(state.clearNote, '', 'no one keeps the score');
  assert.notEqual(state.predictions[0], null);
  assert.deepEqual(refused.problems, []);
  await refused.page.close();
});

test('suspend data that is garbage, of a later version or foreign is never trusted; what cannot be read stays until the learner answers', async () => {
  for (const [data, pattern] of [
    ['garbage{', /could not be read.*stay as they are until you answer/],
    [JSON.stringify({ v: 3, answers: { 'predict-shuffle': 'none' } }), /could not be read/],
    [JSON.stringify({ v: 2, p: { 'predict-shuffle': 'no-such-choice' }, c: { 'q-norm': ['abc', 1, 1], 'q-mask': ['causal', 1, 1] }, s: [] }),
      /2 saved answers no longer fit/],
  ]) {
    const { page, frame, problems } = await launchPackage('1.2', { preload: { 'cmi.suspend_data': data } });
    const shown = await onScreen(frame);
    assert.match(shown.notice, pattern);
    assert.equal(shown.predictions[0], null, 'the unknown choice does not unveil its figure');
    assert.ok(await frame.evaluate(() => document.getElementById('order-reveal').hasAttribute('data-veiled')));
    assert.equal(shown.checks.find((c) => c.answer === 'abc'), undefined);
    if (/could not be read/.test(shown.notice)) {
      // Sections reached and a commit go by; the record stays as it was until the learner answers.
      await frame.locator('#order').scrollIntoViewIfNeeded();
      await frame.locator('#check').scrollIntoViewIfNeeded();
      await frame.waitForTimeout(300);
      assert.equal((await recorded(page, '1.2')).suspend, data);
      await frame.click('#predict-shuffle button[data-choice]', { force: true });
      assert.equal(JSON.parse((await recorded(page, '1.2')).suspend).v, 2);
    }
    assert.deepEqual(problems, []);
    await page.close();
  }
});

for (const version of Object.keys(SCORM_PACKAGES)) {
  test(`SCORM ${version}: the lesson's footer opens the accessibility statement inside the package, styled, and it links back`, async () => {
    const { page, problems } = await openPage(browser, `${url}${unpacked[version]}posenc-lesson.html`);
    await page.click('footer a[href="accessibility.html"]');
    await page.waitForURL(/accessibility\.html$/);
    assert.equal(await page.textContent('h1'), 'Accessibility statement');
    // Its style sheet came with it: the page's own font, not the browser's default.
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).fontFamily), 'Times New Roman');
    await page.click('footer a');
    await page.waitForURL(/posenc-lesson\.html$/);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

/** The first heading of the built lesson in `locale`, as its own page in the site has it. */
const heading = (locale) => readFileSync(join(out, locale === 'en' ? 'index.html' : `${locale}/index.html`), 'utf8')
  .match(/<h1[^>]*>([^<]*)<\/h1>/)[1];

/** The language the lesson's frame reads in: its page's and its figures' words. */
const language = (frame) => frame.evaluate(() => ({
  lang: document.documentElement.lang,
  dir: document.documentElement.dir,
  title: document.title,
  heading: document.querySelector('h1').textContent,
  templates: document.querySelectorAll('template[data-locale]').length,
  // The first heatmap's own words (its frame's accessible name), in the language it took from the page.
  figure: document.querySelector('posenc-heatmap')?.shadowRoot?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? '',
}));

const PREFERENCE = { '1.2': 'cmi.student_preference.language', '2004': 'cmi.learner_preference.language' };
/** Suspend data of an earlier session: a prediction made and a question answered right. */
const SAVED = JSON.stringify({ v: 2, p: { 'predict-shuffle': 'none' }, c: { 'q-mask': ['causal', 1, 1] }, s: [] });

for (const version of Object.keys(SCORM_PACKAGES)) {
  test(`SCORM ${version}: a learner language of zh-CN in the LMS opens the lesson in Chinese, with the platform's parameters and the saved answers`, async () => {
    const { page, frame, problems } = await launchPackage(version, {
      preload: { [PREFERENCE[version]]: 'zh-CN', 'cmi.suspend_data': SAVED }, query: '?lmsSession=abc123&attempt=2',
    });
    await frame.locator('posenc-heatmap').first().scrollIntoViewIfNeeded();
    await frame.waitForFunction(() => document.querySelector('posenc-heatmap')?.shadowRoot?.querySelector('[aria-label]'));
    const read = await language(frame);
    assert.deepEqual([read.lang, read.dir, read.heading, read.templates], ['zh-CN', 'ltr', heading('zh-CN'), 0]);
    assert.match(read.title, /位置编码/);
    assert.match(read.figure, /[\u4e00-\u9fff]/, `the figure speaks Chinese: ${read.figure}`);
    // The answers kept by the platform are shown, and what is answered next is added to them.
    await frame.locator('#check').scrollIntoViewIfNeeded();
    await frame.waitForFunction(() => document.getElementById('q-mask')?.dataset.verdict === 'true');
    const shown = await onScreen(frame);
    assert.equal(shown.predictions[0], 'none');
    assert.deepEqual(shown.checks.find((c) => c.answer === 'causal')?.verdict, 'true');
    await answer(frame, 'q-training', 'half');
    const r = await recorded(page, version);
    assert.deepEqual(Object.keys(JSON.parse(r.suspend).c).sort(), ['q-mask', 'q-training']);
    assert.equal(r.calls.init, 1, 'one session: the language was read in the session the lesson keeps');
    assert.equal(shown.urlNotice, '');
    assert.match(await frame.evaluate(() => location.search), /^\?lmsSession=abc123&attempt=2(&|$)/);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('SCORM 2004: a learner language of es opens the lesson in Spanish, whatever the browser says', async () => {
  const { page, frame, problems } = await launchPackage('2004', { preload: { [PREFERENCE['2004']]: 'es' }, locale: 'zh-CN' });
  const read = await language(frame);
  assert.deepEqual([read.lang, read.heading], ['es', heading('es')]);
  assert.match(read.title, /codificación posicional/);
  assert.deepEqual(problems, []);
  await page.close();
});

test("no learner language in the LMS: the lesson follows the browser's languages, in either version", async () => {
  for (const [version, locale, expected] of [['1.2', 'es-MX', 'es'], ['2004', 'zh-TW', 'zh-CN'], ['2004', 'en-GB', 'en']]) {
    const { page, frame, problems } = await launchPackage(version, { locale });
    const read = await language(frame);
    assert.deepEqual([read.lang, read.heading], [expected, heading(expected)], `${version}, browser ${locale}`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('a learner language the lesson does not have, or that is no language tag, leaves the lesson in English', async () => {
  for (const [version, value] of [['2004', 'fr-FR'], ['1.2', 'Klingon!']]) {
    const { page, frame, problems } = await launchPackage(version, { preload: { [PREFERENCE[version]]: value } });
    assert.equal(await page.evaluate((v) => (v === '1.2' ? window.API.cmi.student_preference.language
      : window.API_1484_11.cmi.learner_preference.language), version), value, 'the runtime holds the value');
    const read = await language(frame);
    assert.deepEqual([read.lang, read.dir, read.heading, read.templates], ['en', '', heading('en'), 0], `${version}: ${value}`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});
