// <posenc-order-lab> in Chromium, on the figures page (served under the
// project's strict CSP): a run trained with the buttons and the keyboard,
// animated or drawn once at its end under reduced motion, paused and continued to the
// bits of a one-shot run; the plots, the summary, the events; a sentence
// asked, and sentences the model cannot read; the embed page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { afterFrames, launch, openPage } from './browser.js';

const { browser, url } = await launch();
const PAGE = `${url}tests/browser/pages/figures.html`;

/** Opens the figures page with the lab in view and drawn. */
async function openLab(options = {}) {
  const opened = await openPage(browser, PAGE, options);
  // Once every figure has its height (defined and built: the ones above the
  // lab would otherwise grow after the scroll and push it out of view).
  await opened.page.evaluate(async () => (await import('/web/src/widgets/define.js')).PosencElement.whenAllBuilt());
  await opened.page.evaluate(() => document.getElementById('order-lab').scrollIntoView());
  await opened.page.waitForFunction(() => document.getElementById('order-lab').dataset.ready === 'yes');
  await opened.page.evaluate(() => {
    window.labEvents = [];
    document.getElementById('order-lab').addEventListener('posenc-change', (e) => window.labEvents.push(e.detail));
  });
  return opened;
}

/** Text of a selector inside the lab's shadow root. */
const text = (page, selector) => page.evaluate((s) =>
  document.getElementById('order-lab').shadowRoot.querySelector(s).textContent, selector);

/** Clicks the lab's button that reads `label`. */
const press = (page, label) => page.click(`#order-lab >> button:text-is("${label}")`);

/** Waits until the run is done: the training event of its end. */
const done = (page) => page.waitForFunction(() => window.labEvents.some((d) => d.reason === 'training' && d.phase === 'done'));

/** What the page's own API gives for the run (the same module as the element's). */
const oneShot = (page, options) => page.evaluate(async (o) => {
  const pe = await (await import('/web/src/index.js')).init({ orderLab: true });
  const { state } = pe.orderLab.train(pe.orderLab.create(o), { steps: 200 });
  const tested = pe.orderLab.test(state);
  return { accuracy: tested.accuracy[0], loss: tested.loss[0] };
}, options);

test('Train runs the default 200 steps in about 1.5 s of frames; sinusoidal learns, none stays at chance', async () => {
  const { page, problems } = await openLab();
  assert.match(await text(page, '.summary'), /Not trained yet: press Train to run 200 training steps/);
  await press(page, 'Train');
  await page.waitForFunction(() => window.labEvents.some((d) => d.phase === 'running' && d.step > 0));
  assert.equal(await text(page, 'button'), 'Pause');
  await done(page);
  const events = await page.evaluate(() => window.labEvents.filter((d) => d.reason === 'training'));
  const frames = events.filter((d) => d.phase === 'running').length;
  assert.ok(frames >= 20, `${frames} animation frames`);
  const last = events.at(-1);
  const reference = await oneShot(page, {});
  assert.deepEqual([last.step, last.accuracy, last.loss], [200, reference.accuracy, reference.loss],
    'the animated run ends with the bits of a one-shot run');
  assert.equal(last.accuracy, 1);
  assert.match(await text(page, '.summary'), /After 200 of 200 steps: it has learned who does it\.$/);
  assert.match(await text(page, '.status'), /^Step 200 of 200 · test accuracy 100% on the 24 /);
  assert.match(await text(page, '.answer'), /^Who does it\? The model answers "dog" \(probability 9\d\.\d%\)\.$/);
  // No position signal: a new run, the old one drawn dashed.
  await page.selectOption('#order-lab >> select >> nth=0', 'none');
  await page.waitForFunction(() => document.getElementById('order-lab').getAttribute('position') === 'none');
  await page.waitForFunction(() => /previous run/.test(document.getElementById('order-lab').shadowRoot.querySelector('.key').textContent));
  await page.evaluate(() => { window.labEvents = []; });
  await press(page, 'Train');
  await done(page);
  const blind = (await page.evaluate(() => window.labEvents.at(-1)));
  assert.equal(blind.accuracy, 0.5);
  assert.ok(blind.loss >= Math.LN2, `${blind.loss} >= ln 2`);
  assert.match(await text(page, '.summary'), /at most a coin toss.*same answer/);
  const labels = await page.evaluate(() => [...document.getElementById('order-lab').shadowRoot.querySelectorAll('.plots canvas')]
    .map((c) => ({ role: c.getAttribute('role'), label: c.getAttribute('aria-label'), width: c.width })));
  assert.equal(labels.length, 2);
  for (const c of labels) assert.equal(c.role, 'img');
  // Unseen noun pairs: the blind model's test loss ends at or above ln 2 (checked above), here 0.7 to 1.2.
  assert.match(labels[0].label, /^Loss plot: test loss from .* to [01]\.\d+ at step 200; .*ln 2 = 0\.693; the previous run \(sinusoidal position signal, bidirectional mask, read out at \[CLS\] in front, 1 layer\) is drawn dashed\.$/);
  assert.match(labels[1].label, /to 50% at step 200/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Pause and Continue end with the bits of an uninterrupted run; Reset starts over', async () => {
  const { page, problems } = await openLab();
  await press(page, 'Train');
  await page.waitForFunction(() => window.labEvents.some((d) => d.phase === 'running' && d.step >= 20));
  await press(page, 'Pause');
  const paused = await page.evaluate(() => window.labEvents.at(-1));
  assert.equal(paused.phase, 'paused');
  assert.ok(paused.step > 0 && paused.step < 200, `paused at ${paused.step}`);
  assert.match(await text(page, '.summary'), new RegExp(`Paused after ${paused.step} of 200 steps`));
  await afterFrames(page);
  assert.equal((await page.evaluate(() => window.labEvents.at(-1))).step, paused.step, 'nothing trains while paused');
  await press(page, 'Continue');
  await done(page);
  const last = await page.evaluate(() => window.labEvents.at(-1));
  const reference = await oneShot(page, {});
  assert.deepEqual([last.accuracy, last.loss], [reference.accuracy, reference.loss]);
  await page.focus('#order-lab >> button:text-is("Reset")');
  await page.keyboard.press('Enter');
  assert.match(await text(page, '.status'), /^Step 0 of 200/);
  assert.equal(await page.evaluate(() => document.getElementById('order-lab').shadowRoot.activeElement?.textContent), 'Train',
    'Reset hides itself and hands the focus to Train');
  assert.match(await text(page, '.summary'), /Not trained yet/);
  assert.doesNotMatch(await text(page, '.key'), /previous run/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('with reduced motion a run is drawn once, at its end, and the keyboard alone can switch the signal and train', async () => {
  const { page, problems } = await openLab({ reducedMotion: 'reduce' });
  await page.focus('#order-lab >> select >> nth=0');
  await page.keyboard.press('Home'); // 'none', the first option
  await page.waitForFunction(() => document.getElementById('order-lab').getAttribute('position') === 'none');
  await page.waitForFunction(() => /^Step 0 of 200/.test(document.getElementById('order-lab').shadowRoot.querySelector('.status').textContent));
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab'); // the mask, the read-out, the layers, Train
  assert.equal(await page.evaluate(() => document.getElementById('order-lab').shadowRoot.activeElement.textContent), 'Train');
  await page.keyboard.press('Enter');
  await done(page);
  const events = await page.evaluate(() => window.labEvents.filter((d) => d.reason === 'training'));
  assert.deepEqual(events.map((d) => [d.phase, d.step]), [['done', 200]], 'no animation frames, one announcement');
  assert.match(await text(page, '.status'), /^Step 200 of 200 · test accuracy 50%/);
  assert.match(await text(page, '.summary'), /After 200 of 200 steps: at most a coin toss/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('asking a sentence shows the answer and the read-out row; unknown words and markup are text, listed with the vocabulary', async () => {
  const { page, problems } = await openLab();
  await press(page, 'Train');
  await done(page);
  const input = '#order-lab >> input[type="text"]';
  const asked = () => page.evaluate(() => window.labEvents.filter((d) => d.reason === 'input'));
  // The default sentence, with no sentence attribute yet: asked once, answered once.
  await page.click('#order-lab >> button:text-is("Ask")');
  await page.waitForFunction(() => window.labEvents.some((d) => d.reason === 'input'));
  assert.deepEqual(await asked(), [{ reason: 'input', sentence: 'dog bites man', answer: 'dog' }]);
  await page.fill(input, 'Man bites dog!');
  await page.press(input, 'Enter');
  await page.waitForFunction(() => window.labEvents.filter((d) => d.reason === 'input').length === 2);
  await afterFrames(page);
  assert.deepEqual((await asked()).slice(1), [{ reason: 'input', sentence: 'Man bites dog!', answer: 'man' }]);
  assert.equal(await page.getAttribute('#order-lab', 'sentence'), 'Man bites dog!');
  assert.equal(await text(page, '.ask > .note'), 'The model reads words only: 1 punctuation mark or symbol left out, ' +
    'it was asked "man bites dog". A trained noun pair.', 'a sentence like the training ones, its mark left out and said so');
  // Punctuation does not fill the word cap: forty marks between the words still ask all three.
  await page.fill(input, `man${'!'.repeat(40)} bites dog`);
  await page.press(input, 'Enter');
  await page.waitForFunction(() => window.labEvents.filter((d) => d.reason === 'input').length === 3);
  assert.deepEqual((await asked()).at(-1), { reason: 'input', sentence: `man${'!'.repeat(40)} bites dog`, answer: 'man' });
  assert.match(await text(page, '.ask > .note'), /40 punctuation marks or symbols left out, it was asked "man bites dog"\. A trained noun pair\.$/);
  await page.fill(input, 'The man bites the dog');
  await page.press(input, 'Enter');
  await page.waitForFunction(() => window.labEvents.filter((d) => d.reason === 'input').length === 4);
  assert.match(await text(page, '.ask > .note'), /^This model was trained only on "noun verb noun" sentences such as "dog bites man": this sentence is new to it, and its answer is a guess\. A trained noun pair\.$/);
  const rows = await page.evaluate(() => [...document.getElementById('order-lab').shadowRoot.querySelectorAll('.bars')]
    .map((dl) => [...dl.querySelectorAll('dt')].map((dt) => dt.textContent)));
  assert.deepEqual(rows[0], ['man', 'woman', 'dog', 'cat', 'fox', 'bird']);
  assert.deepEqual(rows[1], ['[CLS] (reads out)', 'the', 'man', 'bites', 'the', 'dog']);
  const before = await page.evaluate(() => document.getElementById('order-lab').shadowRoot.querySelectorAll('*').length);
  await page.fill(input, '<img src=x onerror="document.title=1"> barks');
  await page.click('#order-lab >> button:text-is("Ask")');
  await page.waitForFunction(() => !document.getElementById('order-lab').shadowRoot.querySelector('.problem').hidden);
  assert.match(await text(page, '.problem'), /^The model does not know "img", "src", "x" and \d more\. It knows only these words: man, woman, .*today\.$/);
  assert.equal(await text(page, '.answer'), '');
  const after = await page.evaluate(() => document.getElementById('order-lab').shadowRoot.querySelectorAll('*').length);
  assert.ok(after < before, 'the bars are gone and nothing was made of the text');
  assert.notEqual(await page.title(), '1');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the embed page shows the order lab with its parameters', async () => {
  const { page, problems } = await openPage(browser, `${url}web/embed.html?figure=order-lab&position=rope&mask=causal&steps=50`);
  await page.waitForFunction(() => document.querySelector('posenc-order-lab')?.shadowRoot?.querySelector('.summary').textContent);
  const summary = await page.evaluate(() => document.querySelector('posenc-order-lab').shadowRoot.querySelector('.summary').textContent);
  assert.match(summary, /^Order lab, rope position signal, causal mask, read out at the last word, 1 layer, task agent\. Not trained yet: press Train to run 50 training steps\.$/);
  assert.equal(await page.evaluate(() => document.getElementById('embed-warning').hidden), true);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the order lab module aborting during a run: the state lives in JS, so the run goes on in the fresh module to the bits of an uninterrupted run', async () => {
  const { page, problems } = await openLab({ testVariant: true });
  await press(page, 'Train');
  await page.waitForFunction(() => window.labEvents.some((d) => d.phase === 'running' && d.step >= 20));
  const aborted = await page.evaluate(async () => {
    const pe = await (await import('/web/src/index.js')).init();
    try { pe.debug.orderLab().abortForTest(); } catch (error) { return error.code; }
    return 'no abort';
  });
  assert.equal(aborted, 'POSENC_ABORT');
  await done(page);
  const last = await page.evaluate(() => window.labEvents.filter((d) => d.reason === 'training').at(-1));
  const reference = await oneShot(page, {});
  assert.deepEqual([last.step, last.accuracy, last.loss], [200, reference.accuracy, reference.loss]);
  assert.ok(await page.evaluate(async () => (await (await import('/web/src/index.js')).init()).debug.orderLab().generation() >= 1));
  // The abort was reported as an error event of the figure, not as a page error.
  assert.ok((await page.evaluate(() => window.errorCodes)).includes('order-lab:POSENC_ABORT'));
  assert.deepEqual(problems, []);
  await page.close();
});

test('train() before the first draw starts the run with that draw, to the bits of a one-shot run; while it trains, train() does nothing', async () => {
  const { page, problems } = await openLab();
  const reference = await oneShot(page, { position: 'none' });
  const last = await page.evaluate(() => new Promise((done) => {
    const lab = Object.assign(document.createElement('posenc-order-lab'), { id: 'early' });
    lab.setAttribute('position', 'none');
    /** @type {any[]} */
    const events = [];
    lab.addEventListener('posenc-change', (e) => {
      if (e.detail.reason !== 'training') return;
      events.push(e.detail);
      if (e.detail.phase === 'running') lab.train();
      if (e.detail.phase === 'done') done(events);
    });
    lab.train();
    document.body.prepend(lab);
    lab.scrollIntoView();
  }));
  const end = last.at(-1);
  assert.deepEqual([end.step, end.accuracy, end.loss], [200, reference.accuracy, reference.loss]);
  assert.equal(last.filter((d) => d.phase === 'done').length, 1, 'one run, not restarted by train() while it ran');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the layers attribute trains two layers: the run is the API\'s two-layer run, bit for bit, and the summary says so', async () => {
  const { page, problems } = await openLab({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    const lab = document.getElementById('order-lab');
    for (const [name, value] of [['position', 'none'], ['mask', 'causal'], ['readout', 'cls-end'], ['layers', '2']]) {
      lab.setAttribute(name, value);
    }
  });
  await page.waitForFunction(() => /2 layers/.test(document.getElementById('order-lab').shadowRoot.querySelector('.summary').textContent));
  assert.equal(await page.evaluate(() => document.getElementById('order-lab').layers), 2);
  await press(page, 'Train');
  await done(page);
  const last = await page.evaluate(() => window.labEvents.at(-1));
  const reference = await oneShot(page, { position: 'none', mask: 'causal', readout: 'cls-end', layers: 2 });
  assert.deepEqual([last.step, last.accuracy, last.loss], [200, reference.accuracy, reference.loss]);
  assert.match(await text(page, '.summary'), /^Order lab, no position signal, causal mask, read out at \[CLS\] after the sentence, 2 layers, task agent\. After 200 of 200 steps/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('after a run the figure splits each word\'s read-out score into four terms, in a table with a summary; the readout attribute picks the read-out row', async () => {
  const { page, problems } = await openLab({ reducedMotion: 'reduce' });
  const box = () => page.evaluate(() => {
    const root = document.getElementById('order-lab').shadowRoot;
    const section = root.querySelector('.terms-box');
    return { hidden: section.hidden, rows: [...section.querySelectorAll('tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
      summary: section.querySelector('p').textContent, accuracy: root.querySelectorAll('canvas')[1].getAttribute('aria-label') };
  });
  assert.equal((await box()).hidden, true, 'nothing to split before a run');
  await press(page, 'Train');
  await done(page);
  const after = await box();
  assert.equal(after.hidden, false);
  assert.deepEqual(after.rows[0], ['word', 'word·word', 'word·position', 'position·word', 'position·position', 'score']);
  assert.deepEqual(after.rows.slice(1).map((r) => r[0]), ['[CLS] (reads out)', 'dog', 'bites', 'man']);
  // Each row's score is the sum of its four terms (as shown, to the rounding of two decimals).
  for (const row of after.rows.slice(1)) {
    const [ww, wp, pw, pp, score] = row.slice(1).map((t) => Number(t.replace('−', '-')));
    assert.ok(Math.abs(ww + wp + pw + pp - score) <= 0.021, row.join(' '));
  }
  assert.match(after.summary, /^Score of each word for the read-out row \(\[CLS\]\), before the softmax, as the sum of four terms: /);
  // Sinusoidal: the model can see order, so no bound of a blind model is drawn.
  assert.match(after.accuracy, /training accuracy \(dotted\) from .*; a dashed line marks chance, 1\/6\.$/);
  // A read-out at the end: the [CLS] token after the words reads out.
  await page.evaluate(() => document.getElementById('order-lab').setAttribute('readout', 'cls-end'));
  await page.waitForFunction(() => document.getElementById('order-lab').shadowRoot.querySelector('.terms-box').hidden);
  await page.evaluate(() => { window.labEvents = []; });
  await press(page, 'Train');
  await done(page);
  const end = await box();
  assert.deepEqual(end.rows.slice(1).map((r) => r[0]), ['dog', 'bites', 'man', '[CLS] (reads out)']);
  assert.equal(await page.evaluate(() => document.getElementById('order-lab').readout), 'cls-end');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the score table\'s box is a tab stop only while it scrolls sideways: none where it fits, one that the arrow keys scroll at 320 px', async () => {
  const { page, problems } = await openLab({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const box = () => page.evaluate(() => {
    const root = document.getElementById('order-lab').shadowRoot;
    const b = root.querySelector('.terms-box');
    return { hidden: b.hidden, scrolls: b.scrollWidth > b.clientWidth + 1, tabIndex: b.tabIndex, scrollLeft: b.scrollLeft,
      focused: root.activeElement === b };
  });
  /** Tabs on from "Ask an unseen pair", the last control before the box. */
  const tabFromUnseen = async () => {
    await page.focus('#order-lab >> button:text-is("Ask an unseen pair")');
    await page.keyboard.press('Tab');
  };
  await press(page, 'Train');
  await done(page);
  await page.waitForFunction(() => !document.getElementById('order-lab').shadowRoot.querySelector('.terms-box').hidden);
  const wide = await box();
  assert.equal(wide.scrolls, false, 'the table fits at 1280 px');
  assert.equal(wide.tabIndex, -1, 'a box that does not scroll is no tab stop');
  await tabFromUnseen();
  assert.equal((await box()).focused, false);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.waitForFunction(() => document.getElementById('order-lab').shadowRoot.querySelector('.terms-box').tabIndex === 0);
  assert.equal((await box()).scrolls, true, 'the table scrolls sideways at 320 px');
  await tabFromUnseen();
  assert.equal((await box()).focused, true, 'the keyboard reaches the box that scrolls');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.getElementById('order-lab').shadowRoot.querySelector('.terms-box').scrollLeft > 0);
  // Wide again with the focus on it: the box keeps its stop until the focus leaves, so the focus never falls to the page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await afterFrames(page, 2);
  assert.deepEqual([(await box()).focused, (await box()).tabIndex], [true, 0]);
  await page.keyboard.press('Shift+Tab');
  await page.waitForFunction(() => document.getElementById('order-lab').shadowRoot.querySelector('.terms-box').tabIndex === -1);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the read-out and layers are controls beside the mask; the bound of a blind model is drawn for blind configurations only, and memorisation is named', async () => {
  const { page, problems } = await openLab({ reducedMotion: 'reduce' });
  const lab = '#order-lab';
  const labels = () => page.evaluate(() => [...document.getElementById('order-lab').shadowRoot.querySelectorAll('.plots canvas')]
    .map((c) => c.getAttribute('aria-label')));
  /** Waits until every plot's name says (or no longer says) that the bound of a blind model is drawn. @param {boolean} drawn */
  const boundDrawn = (drawn) => page.waitForFunction((want) => [...document.getElementById('order-lab').shadowRoot.querySelectorAll('.plots canvas')]
    .every((c) => /best possible without order/.test(c.getAttribute('aria-label') ?? '') === want), drawn, { timeout: 10000 });
  await page.selectOption(`${lab} >> select >> nth=0`, 'none');
  await page.selectOption(`${lab} >> select >> nth=1`, 'causal');
  await page.waitForFunction(() => document.getElementById('order-lab').getAttribute('mask') === 'causal');
  // The causal mask's own read-out is the last word, and the control says so
  // once the new run is shown (its first checkpoint is tested over a few frames).
  await page.waitForFunction(() => document.getElementById('order-lab').shadowRoot.querySelectorAll('select')[2].value === 'last',
    null, { timeout: 10000 });
  await press(page, 'Train');
  await done(page);
  const last = await page.evaluate(() => window.labEvents.at(-1));
  const tested = await page.evaluate(async () => {
    const pe = await (await import('/web/src/index.js')).init({ orderLab: true });
    const { state } = pe.orderLab.train(pe.orderLab.create({ position: 'none', mask: 'causal' }), { steps: 200 });
    return pe.orderLab.test(state);
  });
  assert.equal(last.accuracy, tested.accuracy[0]);
  // Seed 1 at 200 steps: every trained sentence right, a third of the unseen ones.
  assert.deepEqual([tested.trainingAccuracy[0], Math.round(100 * tested.accuracy[0])], [1, 33]);
  const summary = await text(page, '.summary');
  assert.match(summary, /read out at the last word, 1 layer.*it learns the training sentences, not the rule/);
  assert.doesNotMatch(summary, /coin toss|blind|same answer/);
  for (const label of await labels()) assert.doesNotMatch(label, /best possible without order/);
  assert.doesNotMatch(await text(page, '.key'), /best possible without order/);
  // Read out at [CLS] after the sentence, one causal layer: blind again, and the bound is back.
  await page.selectOption(`${lab} >> select >> nth=2`, 'cls-end');
  await page.waitForFunction(() => document.getElementById('order-lab').getAttribute('readout') === 'cls-end');
  // The plots name the new configuration once its run is shown (its first checkpoint is tested over frames).
  await boundDrawn(true);
  assert.match(await text(page, '.key'), /best possible without order \(50%\)/);
  // Two layers: order comes back, and the bound goes.
  await page.selectOption(`${lab} >> select >> nth=3`, '2');
  await page.waitForFunction(() => document.getElementById('order-lab').layers === 2);
  await boundDrawn(false);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the held-out pairs are named and one click asks one; Train 20 seeds shows every seed, the learner\'s run and the counts, without blocking', async () => {
  const { page, problems } = await openLab({ reducedMotion: 'reduce' });
  await page.evaluate(() => document.getElementById('order-lab').setAttribute('position', 'none'));
  await press(page, 'Train');
  await done(page);
  assert.equal(await text(page, '.held-out'), 'Held out of training, in both orders: man–fox, woman–fox and dog–cat.');
  await press(page, 'Ask an unseen pair');
  await page.waitForFunction(() => window.labEvents.some((d) => d.reason === 'input'));
  assert.equal(await page.getAttribute('#order-lab', 'sentence'), 'fox bites man');
  assert.match(await text(page, '.ask > .note'), /An unseen noun pair: the model never trained on it\./);
  // Twenty seeds, sliced: frames keep coming while they train.
  const frames = page.evaluate(() => new Promise((resolve) => {
    let count = 0, longest = 0, last = performance.now();
    const tick = (now) => {
      longest = Math.max(longest, now - last);
      last = now;
      count++;
      const lab = document.getElementById('order-lab').shadowRoot;
      if (!lab.querySelector('.seeds p').hidden) resolve({ count, longest });
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }));
  await press(page, 'Train 20 seeds');
  const seen = await frames;
  assert.ok(seen.count >= 3, `${seen.count} frames while the seeds trained`);
  const shown = await page.evaluate(() => {
    const root = document.getElementById('order-lab').shadowRoot;
    return { counts: root.querySelector('.seeds p').textContent, strip: root.querySelector('.seeds canvas').getAttribute('aria-label'),
      hidden: root.querySelector('.seeds canvas').hidden };
  });
  const expected = await page.evaluate(async () => {
    const pe = await (await import('/web/src/index.js')).init({ orderLab: true });
    const view = await import('/web/src/widgets/order-lab-view.js');
    const run = await pe.orderLab.trainSeeds({ position: 'none' }, { seeds: 20, steps: 200 });
    return view.seedCountsText(view.seedCounts(run.accuracy, run.trainingAccuracy), 200);
  });
  assert.equal(shown.counts, expected);
  assert.match(shown.counts, /^Over 20 random starts \(200 steps each\): 0 reach 95% on unseen pairs and 0 pass 50%/);
  assert.equal(shown.hidden, false);
  assert.match(shown.strip, /^Test accuracy on unseen noun pairs of 20 random starts \(seeds 1 to 20\): .*; your run \(seed 1\) is ringed, at 50%\.$/);
  // Another configuration: the strip of the old one goes.
  await page.evaluate(() => document.getElementById('order-lab').setAttribute('position', 'sinusoidal'));
  await page.waitForFunction(() => document.getElementById('order-lab').shadowRoot.querySelector('.seeds p').hidden);
  assert.deepEqual(problems, []);
  await page.close();
});

test('RoPE: the score table shows each score without and with the rotation, and the inner headings take the page\'s level', async () => {
  const { page, problems } = await openLab({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    const lab = document.getElementById('order-lab');
    lab.setAttribute('position', 'rope');
    lab.setAttribute('heading-level', '4');
  });
  await page.waitForFunction(() => document.getElementById('order-lab').position === 'rope');
  await press(page, 'Train');
  await done(page);
  const box = await page.evaluate(() => {
    const root = document.getElementById('order-lab').shadowRoot;
    const section = root.querySelector('.terms-box');
    return { rows: [...section.querySelectorAll('tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
      summary: section.querySelector('p').textContent,
      levels: [...new Set([...root.querySelectorAll('[role="heading"]')].map((h) => h.getAttribute('aria-level')))] };
  });
  assert.deepEqual(box.rows[0], ['word', 'without rotation', 'rotation adds', 'score']);
  for (const row of box.rows.slice(1)) {
    const [plain, turned, score] = row.slice(1).map((t) => Number(t.replace('−', '-')));
    assert.ok(Math.abs(plain + turned - score) <= 0.011, row.join(' '));
  }
  assert.ok(box.rows.slice(1).some((row) => row[2] !== '0.00'), 'the rotation moves some score');
  assert.match(box.summary, /^With RoPE nothing is added to the words/);
  assert.doesNotMatch(box.summary, /cannot depend on where a word stands/);
  assert.deepEqual(box.levels, ['4']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('after a failed load of its module the figure recovers when it comes back, trains, and no longer shows the load error', async () => {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/empty.html`);
  // The order lab's first load fails, as on a flaky network: its simd wasm, then the base one it falls
  // back to; the next requests are served.
  let refused = 0;
  await page.route('**/web/dist/posenc-order-lab-*.wasm', (route) => (refused++ < 2
    ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue()));
  const shown = await page.evaluate(async () => {
    await import('/web/src/widgets/define.js');
    const lab = document.createElement('posenc-order-lab');
    const message = () => lab.shadowRoot.querySelector('.message');
    const failed = new Promise((resolve) => lab.addEventListener('posenc-error', (e) => resolve(e.detail.code)));
    document.body.append(lab);
    const code = await failed;
    const before = message().hidden ? '' : message().textContent;
    // It leaves the page and comes back: the element loads again.
    lab.remove();
    const ready = new Promise((resolve) => lab.addEventListener('posenc-ready', resolve));
    document.body.append(lab);
    await ready;
    const done = new Promise((resolve) => lab.addEventListener('posenc-change', (e) => {
      if (e.detail.reason === 'training' && e.detail.phase === 'done') resolve(e.detail.step);
    }));
    lab.setAttribute('steps', '10');
    lab.train();
    const steps = await done;
    return { code, before, steps, after: message().hidden ? '' : message().textContent };
  });
  assert.equal(shown.code, 'load-failed');
  assert.match(shown.before, /The figure could not load its WebAssembly module/);
  assert.equal(shown.steps, 10);
  assert.equal(shown.after, '', 'the load error is gone once the figure has loaded and trained');
  assert.deepEqual(problems.filter((p) => !/HTTP 503: .*posenc-order-lab-|status of 503/.test(p)), []);
  await page.close();
});
