// <posenc-order-lab> in the learner's language (web/src/widgets/order-lab*.js,
// figures.ftl's order-lab-...): under lang="es" and lang="zh-CN" its words,
// numbers and toy vocabulary are the locale's, and the same model gives the
// same numbers as in English for the same sentence, typed in the locale's
// words (Chinese without spaces) or in English. In the pseudo-locale en-XA
// no unaccented English is left in its shadow root, names, announcements
// or the words drawn on its canvases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { shadowTexts, unaccentedWords } from './l10n-helpers.js';

const { browser, url } = await launch();
const PAGE = `${url}tests/browser/pages/l10n-order-lab.html`;
const LABS = ['en', 'es', 'zh'];

/** Opens the page with every lab ready, their events recorded, the text drawn on the English lab's canvases recorded. */
async function open(lang) {
  // A figure draws once it is near the viewport (within a screen of it). The
  // three labs drawn stack to about 2,150 px: on a 720 px screen the last
  // falls out of reach when the two above draw first (as they may on a busy
  // machine) and never draws. On a 1,600 px screen all three are in view.
  const opened = await openPage(browser, PAGE, { reducedMotion: 'reduce', viewport: { width: 1280, height: 1600 } });
  const { page } = opened;
  await page.evaluate((l) => {
    window.drawn = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (t, ...rest) {
      if (/** @type {ShadowRoot} */ (this.canvas.getRootNode()).host?.id === 'en') window.drawn.push(t);
      return fillText.call(this, t, ...rest);
    };
    if (l) document.getElementById('en')?.setAttribute('lang', l);
    window.labEvents = {};
    for (const lab of document.querySelectorAll('posenc-order-lab')) {
      window.labEvents[lab.id] = [];
      lab.addEventListener('posenc-change', (e) => window.labEvents[lab.id].push(e.detail));
    }
  }, lang);
  await page.waitForFunction((ids) => ids.every((id) => document.getElementById(id)?.dataset.ready === 'yes'), LABS);
  // The English lab's announcements: each stays in its live region a moment only.
  await page.evaluate(() => {
    window.announced = [];
    const live = document.getElementById('en').shadowRoot.querySelector('.announce');
    new MutationObserver(() => { if (live.textContent) window.announced.push(live.textContent); })
      .observe(live, { childList: true, characterData: true, subtree: true });
  });
  return opened;
}

/** Trains the labs `ids` to their end (reduced motion: one frame of drawing). */
async function train(page, ids) {
  await page.evaluate((list) => { for (const id of list) document.getElementById(id).train(); }, ids);
  await page.waitForFunction((list) => list.every((id) => window.labEvents[id].some((d) => d.reason === 'training' && d.phase === 'done')), ids);
}

/** What lab `id` shows: its words, names and numbers. */
function shown(page, id) {
  return page.evaluate((i) => {
    const root = document.getElementById(i).shadowRoot;
    const q = (s) => root.querySelector(s);
    return {
      summary: q('.summary')?.textContent, status: q('.status').textContent, answer: q('.answer').textContent,
      box: q('input[type="text"]').value, heldOut: q('.held-out').textContent, train: q('button').textContent,
      loss: q('.plots canvas').getAttribute('aria-label'), key: q('.key').textContent,
      nouns: [...root.querySelectorAll('.bars')[0].querySelectorAll('dt')].map((d) => d.textContent),
      shares: [...root.querySelectorAll('.bars')[0].querySelectorAll('dd:not(:has(.bar))')].map((d) => d.textContent),
      attention: [...root.querySelectorAll('.bars')[1].querySelectorAll('dt')].map((d) => d.textContent),
      caption: q('caption')?.textContent, note: q('.ask > .note')?.textContent,
    };
  }, id);
}

/** A percentage as a number, whichever way the locale writes it ("99.2%", "99,2 %"). */
const number = (text) => Number(text.replace(',', '.').replace(/[\s%]/g, ''));

/** Types `sentence` into lab `id`'s box and asks; returns the answer of its input event. */
async function ask(page, id, sentence) {
  await page.fill(`#${id} >> input[type="text"]`, sentence);
  await page.press(`#${id} >> input[type="text"]`, 'Enter');
  await page.waitForFunction(([i, s]) => window.labEvents[i].some((d) => d.reason === 'input' && d.sentence === s), [id, sentence]);
  return page.evaluate((i) => window.labEvents[i].filter((d) => d.reason === 'input').at(-1).answer, id);
}

test('under lang="es" and lang="zh-CN" the lab reads in the language, with its vocabulary, and gives the English numbers', async () => {
  const { page, problems } = await open();
  await train(page, LABS);
  const [en, es, zh] = await Promise.all(LABS.map((id) => shown(page, id)));
  const last = await page.evaluate((ids) => ids.map((id) => window.labEvents[id].at(-1)), LABS);
  // The same model: the same accuracy and loss, to the bit.
  assert.deepEqual(last.map((d) => [d.step, d.accuracy, d.loss]), Array(3).fill([200, last[0].accuracy, last[0].loss]));
  assert.equal(last[0].accuracy, 1);
  // English unchanged.
  assert.equal(en.box, 'cat bites dog');
  assert.match(en.status, /^Step 200 of 200 · test accuracy 100% on the 24 "noun verb noun" sentences of unseen noun pairs/);
  assert.match(en.answer, /^Who does it\? The model answers "cat" \(probability \d+(\.\d)?%\)\.$/);
  // Spanish: its words and vocabulary, numbers with a decimal comma.
  assert.equal(es.box, 'gato muerde perro');
  assert.match(es.summary, /^Laboratorio de orden, señal de posición sinusoidal, máscara bidireccional, lectura en \[CLS\] al principio, 1 capa, tarea «quién lo hace»\. Tras 200 de 200 pasos: ha aprendido quién lo hace\.$/);
  assert.match(es.status, /^Paso 200 de 200 · exactitud de prueba 100\s% en las 24 frases «sustantivo verbo sustantivo» de pares de sustantivos no vistos · con pares entrenados 100\s% · pérdida de prueba 0,\d+$/);
  assert.match(es.answer, /^¿Quién lo hace\? El modelo responde «gato» \(probabilidad \d+(,\d)?\s%\)\.$/);
  assert.match(es.loss, /^Gráfica de pérdida: pérdida de prueba de \d,\d+ en el paso 0 a 0,\d+ en el paso 200\.$/);
  assert.match(es.heldOut, /^Reservados del entrenamiento, en ambos órdenes: [a-zñá]+–[a-zñá]+, [a-zñá]+–[a-zñá]+ y [a-zñá]+–[a-zñá]+\.$/);
  assert.equal(es.train, 'Entrenar de nuevo');
  assert.deepEqual(es.nouns, ['hombre', 'mujer', 'perro', 'gato', 'zorro', 'pájaro']);
  assert.deepEqual(es.attention, ['[CLS] (lectura)', 'gato', 'muerde', 'perro']);
  assert.equal(es.caption, 'Puntuaciones de la fila de lectura ([CLS]) antes del softmax');
  // Chinese: its words, no spaces between them.
  assert.equal(zh.box, '猫咬狗');
  assert.match(zh.status, /^第 200\/200 步 · 在未见名词对的 24 个“名词 动词 名词”句子上的测试准确率 100% · /);
  assert.match(zh.answer, /^谁是施事者？模型回答“猫”（概率 \d+(\.\d)?%）。$/);
  assert.deepEqual(zh.nouns, ['人', '女人', '狗', '猫', '狐狸', '鸟']);
  // The same probabilities, written per locale.
  for (const other of [es, zh]) assert.deepEqual(other.shares.map(number), en.shares.map(number));
  assert.ok(en.shares.some((s) => /\./.test(s)) ? es.shares.some((s) => /,\d\s%$/.test(s)) : true, es.shares.join(' '));
  // The same sentence typed in each language (Chinese without spaces, or in English) gets the same answer.
  const answers = [await ask(page, 'en', 'dog bites man'), await ask(page, 'es', 'perro muerde hombre'),
    await ask(page, 'zh', '狗咬人')];
  assert.deepEqual(answers, ['dog', 'dog', 'dog']);
  const asked = await Promise.all(LABS.map((id) => shown(page, id)));
  for (const other of asked.slice(1)) assert.deepEqual(other.shares.map(number), asked[0].shares.map(number));
  assert.match(asked[1].answer, /^¿Quién lo hace\? El modelo responde «perro»/);
  assert.deepEqual(asked[2].attention, ['[CLS]（读出）', '狗', '咬', '人']);
  assert.equal(await ask(page, 'zh', 'dog bites man'), 'dog', 'the English words are read too');
  assert.equal(await ask(page, 'es', 'perro, muerde hombre'), 'dog');
  assert.match((await shown(page, 'es')).note, /^El modelo solo lee palabras: se omitió 1 signo de puntuación o símbolo, se le preguntó «perro muerde hombre»\./);
  assert.equal(await ask(page, 'zh', '狗咬男人'), null);
  const problem = await page.evaluate(() => document.getElementById('zh').shadowRoot.querySelector('.problem').textContent);
  assert.equal(problem, '模型不认识“男人”。它只认识这些词：人，女人，狗，猫，狐狸，鸟，咬，看见，追，喜欢，这，一只，大，小，老，今天。');
  assert.deepEqual(problems, []);
  await page.close();
});

/** Words a learner may meet untranslated: the read-out token's name. */
const SYMBOLS = new Set(['CLS']);

/** Every text and name in lab `id`'s shadow root, the box's value, and what its canvases drew. */
async function heard(page, id) {
  const extra = await page.evaluate((i) => [document.getElementById(i).shadowRoot.querySelector('input[type="text"]').value,
    ...window.drawn], id);
  return [...extra, ...await shadowTexts(page, id)];
}

/** The words of `texts` written in unaccented English. @param {string[]} texts */
const unaccented = (texts) => unaccentedWords(texts, SYMBOLS);

test('in the pseudo-locale en-XA the lab has no unaccented English in its words, names, announcements, answers or plots', async () => {
  const { page, problems } = await open('en-XA');
  // Drawn again in its new words: the frame's lang comes first, the summary's with the draw.
  await page.waitForFunction(() => document.getElementById('en').shadowRoot.querySelector('.summary')?.getAttribute('lang') === 'en-XA');
  const before = await heard(page, 'en');
  assert.deepEqual(unaccented(before), [], before.join('\n'));
  await train(page, ['en']);
  // A second run, blind to order: the previous run in the key and names, the blind bounds, the score split.
  await page.evaluate(() => document.getElementById('en').setAttribute('position', 'none'));
  await page.waitForFunction(() => window.labEvents.en.some((d) => d.reason === 'attribute' || d.values?.position === 'none'));
  await page.evaluate(() => { window.labEvents.en = []; });
  await train(page, ['en']);
  const all = [...await heard(page, 'en')];
  // Punctuation left out, then a word it does not know, then the 20 seeds' counts and strip.
  await page.evaluate(() => document.getElementById('en').setAttribute('sentence', 'ḓǿǿɠ ƀīīŧḗḗş ḿȧȧƞƞ!'));
  await page.waitForFunction(() => /\S/.test(document.getElementById('en').shadowRoot.querySelector('.ask > .note').textContent));
  all.push(...await heard(page, 'en'));
  await page.evaluate(() => document.getElementById('en').setAttribute('sentence', 'dog barks'));
  await page.waitForFunction(() => /\S/.test(document.getElementById('en').shadowRoot.querySelector('.problem').textContent));
  all.push(...await heard(page, 'en'));
  await page.click('#en >> .seeds button');
  await page.waitForFunction(() => !document.getElementById('en').shadowRoot.querySelector('.seeds p').hidden, null, { timeout: 300000 });
  all.push(...await heard(page, 'en'));
  // The announcements (the live region's text) are among the texts walked.
  await page.waitForFunction(() => window.announced.length > 0);
  const announced = await page.evaluate(() => window.announced);
  assert.ok(announced.every((t) => /^ǾǾřřḓḗḗřř ŀŀȧȧƀ/.test(t)), announced.join('\n'));
  all.push(...announced);
  assert.ok(all.some((t) => /^ǾǾṽḗḗřř 20 /.test(t)), 'the seeds\' counts were written in en-XA');
  const english = unaccented(all).filter((w) => !['dog', 'barks'].includes(w));
  assert.deepEqual(english, [], all.join('\n'));
  assert.ok(all.some((t) => /"dog", "barks"|dog.*barks/.test(t)), 'the unknown words are quoted as typed');
  assert.deepEqual(problems, []);
  await page.close();
});
