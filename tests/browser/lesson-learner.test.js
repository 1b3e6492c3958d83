// The lesson walked as a learner who answers it would: every prediction and
// question, spot the bug, the progress a framing page gets, stored answers,
// what the figures say and how, the order labs, the theme and the length
// table. The first part of the walk is lesson.test.js; lesson-walk.js says
// which lesson is walked (web/ or the built site) and which tests run there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { afterFrames, openPage, repoRoot, withoutAbortedRequests } from './browser.js';
import { canvasDigest, openLesson, revealAll, scrollThrough, showFigure, veiledRegions, waitForHeatmap } from './lesson-helpers.js';
import { devTest, drag, openWalk, scriptTest } from './lesson-walk.js';

const { browser, lesson, emptyPage } = await openWalk();

/** The feedback of a prediction or question: its result line and whether its explanation shows. */
const feedback = (page, id) => page.evaluate((fieldsetId) => {
  const box = document.getElementById(fieldsetId);
  return {
    result: box.querySelector('.feedback .result').textContent,
    why: !box.querySelector('.feedback .why').hidden,
    back: box.querySelector('.feedback .back') ? !box.querySelector('.feedback .back').hidden : null,
  };
}, id);

/** The predictions, the choice a test makes in each, and whether it is the right one. */
const PREDICTIONS = [
  ['predict-shuffle', 'all', false, 'order-reveal'],
  ['predict-with-pe', 'change', true, 'pe-switch-bar'],
  ['predict-training', 'learns', false, 'order-lab-reveal'],
  ['predict-fast', 'first', true, 'heatmap-reveal'],
  ['predict-matrix', 'p', false, 'same-turn-demo'],
  ['predict-nearest', 'both', true, 'similarity-demo'],
  ['predict-head', 'start', false, 'head-demo'],
  ['predict-collision', 'near', true, 'collision-controls'],
];

scriptTest('a learner makes every prediction by keyboard: each veiled figure opens, and the feedback says right or not and why', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  assert.deepEqual(await veiledRegions(page),
    ['order-reveal', 'pe-switch-bar', 'order-lab-reveal', 'heatmap-reveal', 'same-turn-demo', 'similarity-demo', 'head-demo', 'collision-controls']);
  // Nothing veiled can be reached by Tab: the first figure's sentence box is inert.
  assert.equal(await page.evaluate(() => document.querySelector('#permutation').closest('[inert]')?.id), 'order-reveal');
  for (const [id, choice, right, region] of PREDICTIONS) {
    const before = await feedback(page, id);
    assert.deepEqual([before.result, before.why], ['', false], `${id} starts open`);
    await page.focus(`#${id} button[data-choice="${choice}"]`);
    await page.keyboard.press('Enter');
    const after = await feedback(page, id);
    assert.ok(after.why, `${id}: the explanation shows`);
    if (right) assert.match(after.result, /^You predicted ".+"\. Right\.$/, id);
    else assert.match(after.result, /^You predicted ".+"\. Not quite: the answer is ".+"\.$/, id);
    assert.equal(await page.getAttribute(`#${id} button[data-choice="${choice}"]`, 'aria-pressed'), 'true');
    if (region) assert.ok(!(await veiledRegions(page)).some((r) => r.startsWith(region)), `${region} opened`);
  }
  assert.deepEqual(await veiledRegions(page), []);
  // The second prediction of section 1 switched the encoding on, for every figure it changes.
  await page.waitForFunction(() => new URLSearchParams(location.search).has('pe'));
  assert.ok(await page.isChecked('#pe-switch'));
  assert.ok(await page.isChecked('#pe-switch-repeat'));
  // A closed prediction ignores further clicks (its buttons say aria-disabled).
  // A DOM click: the button sits far above the scrolled page, where figures still settling
  // can move it out of the viewport between Playwright's scroll and its click.
  await page.$eval('#predict-shuffle button[data-choice="none"]', (button) => /** @type {HTMLElement} */ (button).click());
  assert.match((await feedback(page, 'predict-shuffle')).result, /Not quite/);
  // The near-collision prediction's numbers are the module's, and its button shows them.
  assert.match(await page.textContent('#predict-collision [data-live="collision-distance"]'), /^6\.0 × 10⁻⁵$/);
  await page.click('#show-collision');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('d') === '2');
  await showFigure(page, '#properties-figure');
  await page.waitForFunction(() => /Near-collision: every pair of positions 710 apart \(314 pairs\)/.test(
    document.querySelector('#properties-figure').shadowRoot.querySelector('.summary').textContent));
  assert.deepEqual(problems, []);
  await page.close();
});

/** The check's questions: [id, a wrong answer, the right answer, a pattern the wrong answer's hint matches]. */
const QUESTIONS = [
  ['q-training', 'all', 'half'],
  ['q-mask', 'neither', 'causal'],
  ['q-wavelength', '6.28', (2 * Math.PI * 10000 ** (2 / 64)).toFixed(2), /wavelength of pair 0/],
  ['q-matrix', 'each', 'one'],
  ['q-direction', 'both', 'distance'],
  ['q-norm', '5.66', '32', /the length itself/],
  ['q-bug', 'exponent', 'multiply'],
  ['q-length', 'works', 'degrades'],
];

/** Gives `answer` to question `id` (a radio value or typed text) and presses Check by keyboard. */
async function answer(page, id, value) {
  const box = page.locator(`#${id} input[type="text"]`);
  if (await box.count()) {
    await box.fill(value);
    await box.press('Enter');
  } else {
    await page.check(`#${id} input[value="${value}"]`);
    await page.focus(`#${id} button.check-answer`);
    await page.keyboard.press('Enter');
  }
}

scriptTest('the check: every question answered wrong, then right, gives feedback on the choice, the explanation after a second try and a link back; the score counts first attempts; answers survive a reload until cleared', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await revealAll(page);
  await page.locator('#check').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('#q-wavelength [data-live="wavelength"]').textContent === '8.38');
  // The first question right at once: its explanation shows with the first answer.
  await answer(page, 'q-training', 'half');
  assert.deepEqual(await feedback(page, 'q-training'), { result: 'Right.', why: true, back: true });
  assert.equal(await page.textContent('#check-score'), '1 of 8 answered, 1 right first time so far.');
  for (const [id, wrong, right, hint] of QUESTIONS.slice(1)) {
    await answer(page, id, wrong);
    const no = await feedback(page, id);
    assert.match(no.result, /^Not quite\. .+ Try again: the explanation follows your next answer\.$/, id);
    if (hint) assert.match(no.result, hint, id);
    else {
      // A wrong choice is told what it misses, in the words written for that choice.
      const written = await page.getAttribute(`#${id} input[value="${wrong}"]`, 'data-feedback');
      assert.ok(written && written.length > 40, `${id}: feedback written for "${wrong}"`);
      assert.ok(no.result.includes(written), id);
    }
    assert.ok(!no.why && no.back, `${id}: no explanation yet, a link back`);
    await answer(page, id, right);
    assert.deepEqual(await feedback(page, id), { result: 'Right.', why: true, back: true }, id);
  }
  assert.equal(await page.textContent('#check-score'), 'All 8 answered: 1 of 8 right first time, and all right now.');
  // The link back goes to the section, opening a figure a prediction still veils.
  const back = page.locator('#q-direction .back a');
  assert.equal(await back.textContent(), 'Back to section 4: A shift is a rotation');
  assert.equal(await back.getAttribute('href'), '#similarity-demo');
  // Typed text is only ever read as a number.
  await answer(page, 'q-norm', '<b>32</b>');
  assert.match((await feedback(page, 'q-norm')).result, /^Type a number/);
  await page.reload();
  await page.waitForFunction(() => document.getElementById('check-score').textContent.startsWith('All 8'));
  assert.equal((await feedback(page, 'q-training')).result, 'Right.');
  assert.equal(await page.inputValue('#q-wavelength input'), (2 * Math.PI * 10000 ** (2 / 64)).toFixed(2));
  assert.deepEqual(await veiledRegions(page), [], 'the skipped predictions stay open');
  // A numeric answer is judged again for new settings.
  await page.selectOption('#base', '100');
  await page.waitForFunction(() => document.getElementById('q-wavelength').dataset.verdict === 'false');
  assert.equal(await page.textContent('#check-score'),
    'All 8 answered: 1 of 8 right first time, 7 right now. The explanations link back to the sections to revisit.');
  // An answer kept from an earlier visit shows its explanation: the learner has tried.
  assert.equal((await feedback(page, 'q-wavelength')).why, true);
  await page.click('#clear-answers');
  await page.waitForFunction(() => document.getElementById('check-score').textContent === '');
  assert.equal((await feedback(page, 'q-training')).result, '');
  assert.equal(await page.isChecked('#q-training input[value="half"]'), false);
  assert.equal((await veiledRegions(page)).length, 8);
  // Nothing of the answers is kept. A section whose heading comes into view
  // after the clear (the veils back, the page laid out anew) is reached
  // anew, and may be saved: the only record allowed holds sections alone.
  const stored = await page.evaluate(() => Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? ''));
  for (const text of stored) {
    const { p, c, f, k } = JSON.parse(text);
    assert.deepEqual({ p, c, f, k }, { p: {}, c: {}, f: undefined, k: undefined }, text);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('spot the bug: every version reveals its own answer, and a new puzzle starts with the answer closed', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await revealAll(page);
  const bug = page.locator('#bug');
  await showFigure(page, '#bug');
  const wanted = { 'bug-exponent': /channel number c/, 'bug-integer-exponent': /integer division/, 'bug-batch-axis': /batch/ };
  for (const [kind, pattern] of Object.entries(wanted)) {
    await page.selectOption('#bug-kind', kind);
    await page.waitForFunction((k) => document.getElementById('bug').shadowRoot.querySelector('.summary').textContent
      && document.getElementById('bug').getAttribute('kind') === k, kind);
    await page.waitForFunction(() => document.getElementById('bug').shadowRoot.querySelector('.answer').hidden);
    const reveal = bug.locator('button', { hasText: /Reveal the bug|Hide the answer/ });
    assert.equal(await reveal.textContent(), 'Reveal the bug', kind);
    await reveal.click();
    const shown = await page.evaluate(() => {
      const answerBox = document.getElementById('bug').shadowRoot.querySelector('.answer');
      return { hidden: answerBox.hidden, text: answerBox.textContent };
    });
    assert.equal(shown.hidden, false, kind);
    assert.match(shown.text, pattern, kind);
    assert.equal(await reveal.getAttribute('aria-expanded'), 'true');
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('progress: a lesson-progress event on every change, and a framing page that subscribes gets counts only, at its own origin', async () => {
  const { page, problems } = await openPage(browser, emptyPage);
  await page.evaluate((src) => new Promise((done) => {
    window.received = [];
    addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.width = '1000';
    frame.height = '800';
    frame.addEventListener('load', done, { once: true });
    document.body.append(frame);
  }), lesson);
  const frame = page.frame({ url: (u) => u.href.startsWith(lesson) });
  await frame.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  assert.ok(await frame.isHidden('#clear-note'), 'no one keeps the score yet');
  await frame.evaluate(() => {
    window.events = [];
    document.addEventListener('lesson-progress', (e) => window.events.push(e.detail));
  });
  await frame.click('#predict-shuffle button[data-choice="none"]');
  const events = await frame.evaluate(() => window.events);
  assert.ok(events.length >= 1);
  const last = events.at(-1);
  assert.deepEqual(last.predictions, { made: 1, skipped: 0, total: 8 });
  assert.deepEqual(last.check, { answered: 0, correct: 0, firstTime: 0, total: 8 });
  assert.equal(last.sections.total, 9);
  assert.ok(last.sections.reached.includes('order'), JSON.stringify(last.sections));
  assert.deepEqual(await page.evaluate(() => window.received), [], 'nothing is posted before the host asks');
  await page.evaluate(() => document.querySelector('iframe').contentWindow.postMessage({ type: 'posenc-lesson:progress-subscribe' }, '*'));
  await page.waitForFunction(() => window.received.length === 1);
  await frame.click('#predict-fast button.skip-prediction');
  // The click scrolls the frame, which may reach a section first: a message of its own.
  await page.waitForFunction(() => window.received.some((m) => m.data.predictions?.skipped === 1));
  const messages = await page.evaluate(() => window.received);
  for (const m of messages) assert.equal(m.data.type, 'posenc-lesson:progress');
  const skipped = messages.find((m) => m.data.predictions.skipped === 1);
  assert.deepEqual(skipped.data.predictions, { made: 1, skipped: 1, total: 8 });
  assert.deepEqual(Object.keys(skipped.data).sort(), ['check', 'predictions', 'sections', 'type']);
  // The subscribed page keeps the score: a first answer outlives "Clear my answers", which says so.
  assert.match(await frame.textContent('#clear-note'), /does not change\s+that score/);
  assert.ok(await frame.isVisible('#clear-note'));
  for (const [choice, then] of [['neither', '#clear-answers'], ['causal', null]]) {
    await frame.check(`#q-mask input[value="${choice}"]`);
    await frame.click('#q-mask button.check-answer');
    if (then) await frame.click(then);
  }
  await page.waitForFunction(() => window.received.at(-1).data.check.correct === 1);
  assert.deepEqual(await page.evaluate(() => window.received.at(-1).data.check), { answered: 1, correct: 1, firstTime: 0, total: 8 });
  assert.deepEqual(problems, []);
  await page.close();
});

devTest('opened from file://, the lesson says it must be served; served, it says nothing of the kind', async () => {
  const page = await browser.newPage();
  await page.goto(`file://${join(repoRoot, 'web/index.html')}`);
  await page.waitForFunction(() => document.readyState === 'complete');
  assert.ok(await page.isVisible('#file-notice'));
  assert.match(await page.textContent('#file-notice'), /npm start.*posenc-lesson\.html/s);
  assert.equal(await page.isHidden('#script-notice'), true, 'one notice, the one that says more');
  await page.close();
  const served = await openPage(browser, lesson);
  await served.page.waitForFunction(() => document.readyState === 'complete');
  assert.equal(await served.page.isVisible('#file-notice'), false);
  assert.equal(await served.page.locator('#script-notice').count(), 0, 'the script removed its notice');
  assert.deepEqual(served.problems, []);
  await served.page.close();
});

scriptTest('stored answers are judged again on load: an unknown choice does not unveil, an answer that cannot be judged does not count, and the learner is told once', async () => {
  // Written from an empty page of the lesson's origin: a lesson page open
  // meanwhile would save the sections it sees (progress.js) over them.
  const { page, problems } = await openPage(browser, emptyPage);
  const notAborted = withoutAbortedRequests(page);
  // What an older lesson (the first format) or a hand-edited storage may hold.
  await page.evaluate(() => localStorage.clear());
  await page.evaluate(() => localStorage.setItem('posenc-lesson-answers-v1', JSON.stringify({
    predictions: { 'predict-shuffle': 'no-such-choice', 'predict-fast': 'first' },
    checks: { 'q-norm': { answer: 'abc', correct: true }, 'q-mask': { answer: 'neither', correct: true } },
    sections: [],
  })));
  await page.goto(lesson);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  assert.match(await page.textContent('#answers-notice'), /^2 saved answers no longer fit this version of the lesson/);
  assert.ok((await veiledRegions(page)).includes('order-reveal'), 'the unknown choice leaves its figure veiled');
  assert.ok(!(await veiledRegions(page)).includes('heatmap-reveal'), 'a known choice is kept');
  await page.locator('#check').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getElementById('q-mask').dataset.verdict === 'false');
  // "neither" was stored as right: judged again, it is wrong; "abc" is gone.
  assert.equal(await page.textContent('#check-score'), '1 of 8 answered, 0 right first time so far.');
  assert.equal(await page.inputValue('#q-norm input'), '');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  assert.equal(await page.isHidden('#answers-notice'), true, 'told once');
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('posenc-lesson-answers'))).v, 2);
  await page.evaluate(() => localStorage.clear());
  assert.deepEqual(notAborted(problems), []);
  await page.close();
});

scriptTest('a prediction answered and a number checked with Enter before the learner\'s code has come are taken once it comes; the figures stay veiled meanwhile', async () => {
  const { page, problems } = await openPage(browser, 'about:blank');
  // The learner's side of the page comes with the later figures (web/lesson/later.js): held here.
  /** @type {import('playwright-core').Route[]} */
  const held = [];
  await page.route('**/lesson/later.js', (route) => { held.push(route); });
  await page.goto(lesson);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-lesson-ran'));
  await page.waitForFunction(() => document.querySelectorAll('[data-veiled][inert]').length === 8);
  // It is asked for once the first figure is shown.
  while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  await page.click('#predict-shuffle button[data-choice="all"]');
  await page.fill('#q-norm input', '32');
  await page.press('#q-norm input', 'Enter');
  assert.deepEqual(await feedback(page, 'predict-shuffle'), { result: '', why: false, back: null });
  assert.ok((await veiledRegions(page)).includes('order-reveal'));
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-learner-ready')), false);
  for (const route of held) await route.continue();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  const shuffle = await feedback(page, 'predict-shuffle');
  assert.ok(shuffle.why);
  assert.match(shuffle.result, /^You predicted ".+"\. Not quite/);
  assert.ok(!(await veiledRegions(page)).includes('order-reveal'));
  assert.equal(await page.evaluate(() => document.getElementById('q-norm').dataset.verdict), 'true');
  await page.evaluate(() => localStorage.clear());
  assert.deepEqual(problems, []);
  await page.close();
});

test('a link into a veiled figure opens it at once, without recording an answer', async () => {
  const { page, problems } = await openPage(browser, `${lesson}#heatmap`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  assert.ok(!(await veiledRegions(page)).some((r) => r.startsWith('heatmap-reveal')));
  assert.equal((await feedback(page, 'predict-fast')).why, false);
  await waitForHeatmap(page);
  assert.deepEqual(problems, []);
  await page.close();
});

/** Every element of the page with its text, shadow roots included, that is rendered (not display: none). */
const visibleTexts = (page) => page.evaluate(() => {
  const all = (root) => [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
  return all(document).filter((e) => e.checkVisibility() && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
    .map((e) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim());
});

scriptTest('what the figures show is said once, in one notation: no repeated hint, no disabled table button, no e-notation, no M_k', async () => {
  const { page, problems } = await openLesson(browser, lesson);
  await scrollThrough(page);
  const texts = await visibleTexts(page);
  assert.deepEqual(texts.filter((t) => /^Point at a cell, or focus the heatmap/.test(t)), [], 'the cursor hint under every heatmap');
  assert.deepEqual(texts.filter((t) => /\de[+-]?\d|M_k|colour map (rdbu|viridis)|k·w/.test(t)), []);
  const buttons = await page.evaluate(() => {
    const all = (root) => [...root.querySelectorAll('button')].concat(...[...root.querySelectorAll('*')]
      .filter((e) => e.shadowRoot).map((e) => all(e.shadowRoot)));
    return all(document).filter((b) => b.disabled && b.checkVisibility()).map((b) => b.textContent);
  });
  assert.deepEqual(buttons, []);
  // Section 1's verdict is said once, below the outputs: not again inside the permutation figure.
  assert.equal(await page.evaluate(() => document.querySelector('#permutation').shadowRoot.querySelector('.result').checkVisibility()), false);
  assert.match(await page.textContent('#residual-text'), /outputs changed|only moved/);
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest("section 1's maps compare like with like: the same word order, word labels, one colour scale for both switch states, a blank difference without PE", async () => {
  const { page, problems } = await openPage(browser, lesson);
  await revealAll(page);
  await page.locator('#pe-switch').uncheck();
  const look = () => page.evaluate(() => {
    const root = document.querySelector('#permutation').shadowRoot;
    const views = [...root.querySelectorAll('.heatmap-view')];
    return views.map((v) => ({
      rows: [...v.querySelectorAll('.row-labels span')].map((s) => s.textContent).join(' '),
      cols: [...v.querySelectorAll('.col-labels span')].map((s) => s.textContent).join(' '),
      scale: v.querySelector('.legend').getAttribute('aria-label'),
      label: v.querySelector('canvas').getAttribute('aria-label'),
    }));
  });
  await showFigure(page, '#permutation');
  await page.waitForFunction(() => /blank/.test(document.querySelector('#permutation').shadowRoot.querySelectorAll('canvas')[2].getAttribute('aria-label')));
  const off = await look();
  for (const v of off) assert.deepEqual([v.rows, v.cols], ['man bites dog', 'man bites dog']);
  assert.match(off[2].label, /largest (0|\S+ × 10⁻\S+), so the map is blank \(all 0\)/);
  await page.locator('#pe-switch').check();
  await page.waitForFunction(() => !/blank/.test(document.querySelector('#permutation').shadowRoot.querySelectorAll('canvas')[2].getAttribute('aria-label')));
  const on = await look();
  assert.deepEqual(on.map((v) => v.scale), off.map((v) => v.scale), 'the colour scales do not move with the switch');
  // The repeated word's two rows are marked, and its distance is given with and without the encoding.
  await showFigure(page, '#repeated', /With positional/);
  const repeated = await page.evaluate(() => {
    const root = document.querySelector('#repeated').shadowRoot;
    return { marks: root.querySelectorAll('.mark').length, marked: [...root.querySelectorAll('.row-labels .marked')].map((s) => s.textContent),
      rows: [...root.querySelectorAll('.distances tbody tr, .distances tr')].map((tr) => tr.textContent) };
  });
  assert.equal(repeated.marks, 2);
  assert.deepEqual(repeated.marked, ['the', 'the']);
  assert.ok(repeated.rows.some((r) => /without positional encoding0identical/.test(r)), repeated.rows.join(' | '));
  assert.ok(repeated.rows.some((r) => /with positional encoding[0-9.]+different/.test(r)), repeated.rows.join(' | '));
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('the first ideas share one colour scale and one height, and the binary code uses its top bit', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await page.locator('#needs').scrollIntoViewIfNeeded();
  await showFigure(page, 'lesson-naive-code');
  await page.waitForFunction(() => [...document.querySelectorAll('lesson-naive-code')]
    .every((e) => e.shadowRoot?.querySelector('.summary')?.textContent));
  const panels = await page.evaluate(() => [...document.querySelectorAll('lesson-naive-code')].map((e) => {
    const canvases = [...e.shadowRoot.querySelectorAll('canvas')].filter((c) => c.checkVisibility());
    return {
      heights: canvases.map((c) => Math.round(c.getBoundingClientRect().height)),
      scales: [...e.shadowRoot.querySelectorAll('.legend')].filter((l) => l.checkVisibility())
        .map((l) => `${l.querySelector('.lo').textContent}..${l.querySelector('.hi').textContent}`),
      summary: e.shadowRoot.querySelector('.summary').textContent,
      top: e.getAttribute('kind') === 'binary' ? (() => {
        const c = canvases[0];
        const data = c.getContext('2d').getImageData(c.width - 1, 0, 1, c.height).data;
        return new Set(Array.from({ length: c.height }, (_, r) => data[4 * r])).size;
      })() : null,
    };
  }));
  const heights = panels.flatMap((p) => p.heights);
  assert.equal(new Set(heights).size, 1, `panel heights ${heights}`);
  assert.deepEqual(panels.map((p) => p.scales), [['0..1 and above'], ['0..1', '0..1'], ['0..1']]);
  assert.equal(panels[2].top, 2, 'the top bit takes both values');
  assert.match(panels[1].summary, /Index divided by \(length − 1\): position 2 is coded 0\.5 in a 5-word sentence but 0\.22 in a 10-word one/);
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('the similarity figure uses a sequential map for positive values and says they are normalised; Mₖ leaves its zeros blank', async () => {
  const { page, problems } = await openPage(browser, `${lesson}?theme=dark`);
  await revealAll(page);
  await showFigure(page, '#similarity');
  await page.waitForFunction(() => document.querySelector('#similarity').shadowRoot.querySelector('.summary').textContent);
  const similarity = await page.evaluate(() => {
    const root = document.querySelector('#similarity').shadowRoot;
    return { scale: root.querySelector('.legend').getAttribute('aria-label'), note: root.querySelector('.note').textContent,
      profile: root.querySelector('canvas[part="profile"]').getAttribute('aria-label') };
  });
  assert.match(similarity.scale, /^Colour scale \(viridis\): cosine similarity 0\.3 is dark purple/);
  assert.match(similarity.note, /normalised/);
  assert.match(similarity.profile, /down to 0\.33/);
  await showFigure(page, '#rotation-figure');
  await page.waitForFunction(() => document.querySelector('#rotation-figure').shadowRoot.querySelector('.summary').textContent);
  const alpha = await page.evaluate(() => {
    const matrix = document.querySelector('#rotation-figure').shadowRoot.querySelectorAll('canvas')[1];
    const px = (x, y) => matrix.getContext('2d').getImageData(x, y, 1, 1).data[3];
    return { inBlock: px(0, 0), outside: px(5, 0) };
  });
  assert.deepEqual(alpha, { inBlock: 255, outside: 0 });
  assert.deepEqual(problems, []);
  await page.close();
});

/** The live summary of the order lab with id `id`. */
const labSummary = (page, id) => page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector('.summary').textContent, id);

/** Waits until the summary of the order lab with id `id` matches `pattern`. */
const waitForLabSummary = (page, id, pattern) => page.waitForFunction(([i, source]) =>
  new RegExp(source).test(document.getElementById(i)?.shadowRoot?.querySelector('.summary')?.textContent ?? ''), [id, pattern.source]);

scriptTest('"Can training fix it?": the prediction opens the order lab; without position information it stays at 50%, with the sinusoidal encoding it learns', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  await page.click('#predict-shuffle .skip-prediction');
  assert.ok((await veiledRegions(page)).includes('order-lab-reveal'), 'the lab waits for its prediction');
  await page.click('#predict-training button[data-choice="half"]');
  assert.equal((await feedback(page, 'predict-training')).result, 'You predicted "It can never pass 50%". Right.');
  assert.match(await page.textContent('#predict-training .why'), /same set of words.*ln\s*2/s);
  assert.ok(!(await veiledRegions(page)).includes('order-lab-reveal'));
  await showFigure(page, '#order-lab');
  // Reached and unveiled, the lab trains by itself (web/lesson/order-labs.js).
  // Reached: its top in the upper three quarters of the window (order-labs.js), not only its top edge on screen.
  await page.evaluate(() => document.getElementById('order-lab').scrollIntoView({ block: 'center' }));
  await waitForLabSummary(page, 'order-lab', /^Order lab, .* After 200 of 200 steps/);
  assert.match(await labSummary(page, 'order-lab'), /^Order lab, no position signal, bidirectional mask, read out at \[CLS\] in front, 1 layer, task agent\. After 200 of 200 steps: at most a coin toss/);
  // The question it starts with is a held-out pair, and the lab names the held-out pairs.
  const ask = await page.evaluate(() => {
    const root = document.getElementById('order-lab').shadowRoot;
    return { heldOut: root.querySelector('.held-out').textContent, note: root.querySelector('.ask > .note').textContent,
      levels: [...new Set([...root.querySelectorAll('[role="heading"]')].map((h) => h.getAttribute('aria-level')))] };
  });
  assert.equal(ask.heldOut, 'Held out of training, in both orders: man–fox, woman–fox and dog–cat.');
  assert.match(ask.note, /An unseen noun pair/);
  assert.deepEqual(ask.levels, ['4'], 'one level below the h3 of its part of the section');
  await page.selectOption('#order-lab >> select >> nth=0', 'sinusoidal');
  await waitForLabSummary(page, 'order-lab', /Not trained yet/);
  await page.click('#order-lab >> button:text-is("Train")');
  await waitForLabSummary(page, 'order-lab', /^Order lab, .* After 200 of 200 steps/);
  assert.match(await labSummary(page, 'order-lab'), /^Order lab, sinusoidal position signal, .*it has learned who does it/);
  assert.match(await page.evaluate(() => document.getElementById('order-lab').shadowRoot.querySelector('.key').textContent),
    /previous run: no position signal, bidirectional mask/);
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('the order labs train by themselves once reached, never while a prediction veils them', async () => {
  const { page, problems } = await openPage(browser, lesson);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  await page.click('#predict-shuffle .skip-prediction');
  // Scrolled by script, not by the wheel: the button gives up its focus, or the focus keeper
  // (web/lesson/focus-keeper.js) would bring it back into view.
  await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
  await page.evaluate(() => document.getElementById('order-lab').scrollIntoView({ block: 'center' }));
  await waitForLabSummary(page, 'order-lab', /Not trained yet/);
  await afterFrames(page);
  assert.match(await labSummary(page, 'order-lab'), /Not trained yet/, 'veiled by its prediction, the lab waits');
  await page.click('#predict-training .skip-prediction');
  await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
  await page.evaluate(() => document.getElementById('order-lab').scrollIntoView({ block: 'center' }));
  await waitForLabSummary(page, 'order-lab', /After 200 of 200 steps/);
  assert.doesNotMatch(await labSummary(page, 'order-lab-causal'), /After \d+ of/, 'the lab further down has not been reached');
  // Scrolled to until it is reached: the first lab grows when its run ends (the table of read-out
  // scores) and figures above may still draw, which moves the second one down.
  await page.waitForFunction(() => {
    const lab = document.getElementById('order-lab-causal');
    lab.scrollIntoView({ block: 'center', behavior: 'instant' });
    return /After 200 of 200 steps/.test(lab.shadowRoot.querySelector('.summary').textContent);
  }, null, { polling: 250, timeout: 60000 });
  // The causal mask without a position signal learns the trained noun pairs (seed 1: not the unseen ones).
  assert.match(await labSummary(page, 'order-lab-causal'), /no position signal, causal mask, read out at the last word, 1 layer, .*it learns the training sentences, not the rule/);
  assert.match(await page.evaluate(() => document.getElementById('order-lab-causal').shadowRoot.querySelector('.status').textContent),
    /on trained pairs 100%/);
  assert.deepEqual(problems, []);
  await page.close();
});

test("the theme switch turns every figure, the library's elements included, to the chosen scheme", async () => {
  const { page, problems } = await openLesson(browser, lesson, { colorScheme: 'light' });
  const schemes = () => page.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.shadowRoot)
    .map((e) => `${e.localName}: ${e.matches(':state(dark)') ? 'dark' : 'light'}`));
  assert.ok((await schemes()).every((s) => s.endsWith('light')), JSON.stringify(await schemes()));
  await page.selectOption('#theme', 'dark');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  // A figure takes the page's scheme when it next renders or comes near the viewport
  // (base.js): the learner's walk down the page brings each one into view (should one
  // never take it, the assertion below names it).
  const count = await page.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.shadowRoot).length);
  for (let i = 0; i < count; i++) {
    await page.waitForFunction((n) => {
      const figure = [...document.querySelectorAll('main *')].filter((e) => e.shadowRoot)[n];
      figure.scrollIntoView({ block: 'center', behavior: 'instant' });
      return figure.matches(':state(dark)') || !figure.checkVisibility();
    }, i, { polling: 'raf', timeout: 5000 }).catch(() => {});
  }
  const dark = await schemes();
  assert.ok(dark.some((s) => s.startsWith('posenc-')) && dark.every((s) => s.endsWith('dark')), JSON.stringify(dark));
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('section 3 states the slowest wavelength for the settings, and section 4 shows one d_model with dials at least 96 px across', async () => {
  const { page, problems } = await openLesson(browser, lesson, { viewport: { width: 1280, height: 900 } });
  const slowest = () => page.textContent('#sin-demo [data-live="slowest-wavelength"]');
  await page.waitForFunction(() => document.querySelector('#sin-demo [data-live="slowest-wavelength"]').textContent === '47,117');
  await drag(page, 'd-model', 128);
  await page.waitForFunction(() => document.querySelector('#sin-demo [data-live="d"]').textContent === '128');
  assert.equal(await slowest(), Math.round(2 * Math.PI * 10000 ** (126 / 128)).toLocaleString('en-US'));
  await drag(page, 'd-model', 64);
  // Dials, Mₖ and the check all at d_model 64.
  const figure = page.locator('#rotation-figure');
  await showFigure(page, '#rotation-figure', /d-model 64/);
  assert.equal(await page.getAttribute('#shift', 'd-model'), '64');
  assert.equal(await page.textContent('#rotation-size-note'), '');
  // 32 dials in c columns of s px: the canvas is c·s wide and ⌈32 / c⌉·s high.
  const size = await page.evaluate(() => {
    const canvas = document.getElementById('rotation-figure').shadowRoot.querySelector('canvas[part="dials"]');
    const width = parseFloat(canvas.style.width), height = parseFloat(canvas.style.height);
    for (let columns = 1; columns <= 32; columns++) {
      const s = height / Math.ceil(32 / columns);
      if (Math.abs(columns * s - width) < 1) return s;
    }
    return 0;
  });
  assert.ok(size >= 96, `dials ${size} px across`);
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest('in the dark theme Mₖ has no near-white cell: values near 0 fade to the page', async () => {
  const { page, problems } = await openLesson(browser, `${lesson}?theme=dark`, { colorScheme: 'dark' });
  await showFigure(page, '#rotation-figure');
  await page.waitForFunction(() => Boolean(document.querySelector('#rotation-figure').shadowRoot.querySelector('.summary').textContent));
  const bright = await page.evaluate(() => {
    const canvas = document.querySelector('#rotation-figure').shadowRoot.querySelector('.plot canvas');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0, opaque = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 0) continue;
      opaque++;
      if (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2] > 200) count++;
    }
    return { count, opaque };
  });
  assert.ok(bright.opaque >= 128, `${bright.opaque} cells drawn`);
  assert.equal(bright.count, 0, 'near-white cells');
  assert.deepEqual(problems, []);
  await page.close();
});

scriptTest("RoPE's map is constant along its diagonals for every choice of contents", async () => {
  const { page, problems } = await openLesson(browser, lesson);
  await showFigure(page, '#rope', /query A and key A/);
  const summary = () => page.evaluate(() => document.querySelector('#rope').shadowRoot.querySelector('.summary').textContent);
  const before = await canvasDigest(page, 'rope');
  await page.selectOption('#rope >> select >> nth=1', 'c');
  await page.waitForFunction(() => /query A and key C/.test(document.querySelector('#rope').shadowRoot.querySelector('.summary').textContent));
  assert.equal(await page.getAttribute('#rope', 'key'), 'c');
  assert.notDeepEqual(await canvasDigest(page, 'rope'), before, 'other contents, another map');
  const spread = /differs by at most (.+?) \(float32 rounding\)/.exec(await summary())[1];
  assert.ok(spread === '0' || /10⁻[⁵⁶⁷⁸⁹]$/.test(spread), spread);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the length table runs again live: progress while it trains, the page keeps drawing, and the same cells at the end', async () => {
  const { page, problems } = await openLesson(browser, lesson);
  const table = () => page.evaluate(() => [...document.querySelectorAll('#length-table tbody td')].map((td) => td.textContent));
  const kept = await table();
  await page.locator('#length-run').scrollIntoViewIfNeeded();
  await page.click('#length-run');
  await page.waitForFunction(() => !document.getElementById('length-progress').hidden);
  // Frames keep coming while it trains: the work is sliced.
  const frames = await page.evaluate(() => new Promise((done) => {
    let count = 0;
    const tick = () => { if (++count < 5) requestAnimationFrame(tick); else done(count); };
    requestAnimationFrame(tick);
  }));
  assert.equal(frames, 5);
  assert.equal(await page.getAttribute('#length-run', 'aria-disabled'), 'true');
  // Until the run is whole the table keeps the numbers it had, and says it is busy.
  assert.equal(await page.getAttribute('#length-table', 'aria-busy'), 'true');
  assert.deepEqual(await table(), kept);
  await page.waitForFunction(() => /^Done: 40 runs/.test(document.getElementById('length-status').textContent), null, { timeout: 240000 });
  assert.match(await page.textContent('#length-status'), /Every cell matches the kept run\.$/);
  assert.deepEqual(await table(), kept);
  assert.equal(await page.getAttribute('#length-table', 'aria-busy'), null);
  assert.equal(await page.getAttribute('#length-run', 'aria-disabled'), null);
  assert.deepEqual(problems, []);
  await page.close();
});
