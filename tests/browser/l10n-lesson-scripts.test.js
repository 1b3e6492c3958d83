// What the lesson's scripts write at run time (web/lesson/*.js: notices,
// verdicts, readouts, announcements, the status of the length run), read
// through words() from lesson-ui.ftl in the page's language: the built
// site's Spanish and Chinese pages say it in their language, with numbers in
// the locale's format and a typed decimal comma read where the locale writes
// one; in the pseudo-locale en-XA no unaccented English is left in it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, openPage, repoRoot } from './browser.js';
import { publishSite } from './built-site.js';
import { revealAll, waitForHeatmap } from './lesson-helpers.js';
import { unaccentedWords } from './l10n-helpers.js';

/**
 * Settings the page cannot all use: n is no number (the URL notice), pair 40
 * does not exist at d_model 64 (the pairs note), k = −30 at p = 10 reaches
 * before position 0 (the offset note; Play then moves p, not past 30).
 */
const QUERY = '?n=many&pairs=40&k=-30&p=10';

/**
 * Works the page and reads what its scripts wrote: the notices and notes,
 * two typed answers checked (`wavelength` and `norm` typed), the score, a
 * back link, a prediction's verdict, section 1's verdict (with the
 * encoding on: skipping its prediction switches it on), the channel
 * readout, a formula's spoken name, Play's announcement when it stops, the
 * length run's first status, and the labels translated at build time.
 * @param {import('playwright-core').Page} page @param {{ wavelength: string, norm: string }} typed
 */
async function scriptWords(page, typed) {
  // Each wait is generous: the module and the figures come slowly on a loaded machine.
  page.setDefaultTimeout(240000);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-learner-ready'));
  // Answered without scrolling, so that the page opens as openLesson opens it.
  await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#predict-shuffle [data-choice=all]')).click());
  await revealAll(page);
  await waitForHeatmap(page);
  await page.waitForFunction(() => document.getElementById('residual-text')?.dataset.same !== undefined);
  const check = async (/** @type {string} */ id, /** @type {string} */ text) => {
    await page.fill(`#${id} input[type=text]`, text);
    await page.click(`#${id} button.check-answer`);
    return page.textContent(`#${id} .feedback .result`);
  };
  const wavelength = await check('q-wavelength', typed.wavelength);
  const norm = await check('q-norm', typed.norm);
  await page.locator('#heatmap canvas').focus();
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  await page.waitForFunction(() => document.getElementById('channel-readout')?.textContent?.includes('ω'));
  await page.click('#play');
  await page.waitForFunction(() => Number(/** @type {HTMLInputElement} */ (document.getElementById('rot-p')).value) > 11);
  await page.click('#play');
  // The page's live region speaks once the text has settled (announcer.js, SETTLE_MS).
  await page.waitForFunction(() => (document.querySelector('.page-announce')?.textContent ?? '') !== '');
  await page.click('#length-run');
  await page.waitForFunction(() => (document.getElementById('length-status')?.textContent ?? '') !== '');
  return page.evaluate(({ wavelength, norm }) => {
    const text = (/** @type {string} */ selector) => document.querySelector(selector)?.textContent?.trim() ?? '';
    return {
      urlNotice: document.getElementById('url-notice')?.firstChild?.textContent ?? '',
      pairsNote: text('#pairs-note'), kNote: text('#k-note'),
      wavelength, norm, score: text('#check-score'), back: text('#q-wavelength .feedback .back a'),
      prediction: text('#predict-shuffle .feedback .result'),
      rows: text('#residual-text'), pooled: text('#pooled-text'), readout: text('#channel-readout'),
      math: document.querySelector('#q-norm legend math')?.getAttribute('aria-label') ?? '',
      announced: text('.page-announce'), lengthStatus: text('#length-status'),
      sliders: ['d-model', 'positions', 'position', 'rot-p', 'rot-k', 'precision-offset']
        .map((id) => text(`label[for="${id}"] .label-text > span:first-child`)),
      rows9: [...document.querySelectorAll('#length-table tbody th')].map((th) => th.textContent),
    };
  }, { wavelength, norm });
}

test("the built site's Spanish and Chinese pages write the scripts' words in their language, numbers in its format", async (t) => {
  const site = await publishSite(join(mkdtempSync(join(tmpdir(), 'posenc-l10n-scripts-')), 'site'));
  t.after(() => rmSync(join(site, '..'), { recursive: true, force: true }));
  const { browser, url } = await launch({ root: site });
  /** What each page must say: the answer typed is 8,38 (right with a decimal comma in Spanish) and 5,66. */
  const expected = {
    es: {
      urlNotice: /^Algunos ajustes de este enlace no se han podido usar/,
      pairsNote: /^d_model 64 tiene los pares 0 a 31, así que el par 40 no se dibuja; se muestran 0, 2, 6 en su lugar\./,
      kNote: /^El desplazamiento k = −30 llegaría a la posición −\d+, antes de la primera: las figuras usan k = −\d+ hasta que p sea al menos 30\. Tu k se guarda\.$/,
      wavelength: /^Correcto\.$/,
      norm: /^No exactamente\. Esa es la longitud misma; .* Inténtalo de nuevo: /,
      score: /^2 de 8 respondidas; correctas a la primera por ahora: 1\.$/,
      back: /^Volver a la sección 3: Senos y cosenos$/,
      prediction: /^Predijiste «.+»\. No exactamente: la respuesta es «.+»\.$/,
      rows: /^Las salidas han cambiado, no solo se han movido: .* aún difieren hasta en \d+,\d+\. Ahora el orden importa\.$/,
      pooled: /^Promediadas sobre las palabras, las dos frases dan vectores distintos \(diferencia \d+,\d+\): /,
      readout: /^El canal 3 es el coseno del par i = 1: ω = 0,7499 radianes por posición, longitud de onda 8,379 posiciones; en la posición 1 /,
      math: /al cuadrado$/, announced: /^Detenido en la posición \d+\.$/,
      lengthStatus: /^(Cargando el laboratorio de orden…|Entrenando)/,
      sliders: ['dmodel (canales)', 'Posiciones mostradas', 'Posición p', 'Posición p', 'Desplazamiento k', 'Primera posición'],
      rows9: ['ninguna', 'sinusoidal', 'aprendida', 'RoPE'],
    },
    'zh-CN': {
      urlNotice: /^这个链接中的一些设置无法使用/,
      pairsNote: /^d_model 64 只有第 0 到第 31 对，所以第 40 对不会画出；改为显示第 0、2、6 对。/,
      kNote: /^偏移量 k = −30 会到达位置 −\d+，/,
      // Chinese writes a decimal point: 8,38 is no number there.
      wavelength: /^请输入一个数，例如 12\.5。$/,
      norm: /^请输入一个数/,
      score: /^$/,
      back: /^返回第 3 节：正弦和余弦$/,
      prediction: /^你预测的是“.+”。不太对：答案是“.+”。$/,
      rows: /^输出变了，而不只是移动了：.*仍然相差多达 \d+\.\d+。现在顺序有影响了。$/,
      pooled: /^对所有词取平均后，两个句子得到不同的向量（差 \d+\.\d+）：/,
      readout: /^通道 3 是第 i = 1 对的余弦：ω = 0\.7499 弧度\/位置，波长 8\.379 个位置；在位置 1，/,
      math: /的平方$/, announced: /^停在位置 \d+。$/,
      lengthStatus: /^(正在加载词序实验室…|训练中)/,
      sliders: ['dmodel（通道数）', '显示的位置数', '位置 p', '位置 p', '偏移量 k', '起始位置'],
      rows9: ['无', '正弦', '可学习', 'RoPE'],
    },
  };
  for (const [locale, want] of Object.entries(expected)) {
    const { page, problems } = await openPage(browser, `${url}${locale}/${QUERY}`);
    const read = await scriptWords(page, { wavelength: '8,38', norm: '5,66' });
    for (const [key, pattern] of Object.entries(want)) {
      if (pattern instanceof RegExp) assert.match(/** @type {string} */ (read[key]), pattern, `${locale} ${key}`);
      else assert.deepEqual(read[key], pattern, `${locale} ${key}`);
    }
    assert.deepEqual(problems, [], locale);
    await page.close();
  }
});

/** Names in the page's formulas, which no locale translates. */
const SYMBOLS = new Set(['PE']);

/** The words of `texts` written in unaccented English (the pseudo-locale accents every letter). */
const unaccented = (/** @type {string[]} */ texts) => unaccentedWords(texts, SYMBOLS);

test('in the pseudo-locale en-XA no unaccented English is left in what the scripts write', async () => {
  const { browser, url } = await launch({ root: join(repoRoot, 'web') });
  const page = await browser.newPage();
  // The English page with lang="en-XA": its prose stays English, so only
  // what the scripts write from their own messages is read.
  await page.route((u) => u.pathname === '/', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('<html lang="en"', '<html lang="en-XA"') });
  });
  await page.goto(`${url}${QUERY}`);
  const read = await scriptWords(page, { wavelength: 'x', norm: '5.66' });
  // Not the prediction's verdict nor the back link, which quote the page's
  // prose (English here), nor the labels translated at build time.
  const own = Object.fromEntries(Object.entries(read).filter(([key]) => !['prediction', 'back', 'sliders', 'rows9'].includes(key)));
  const texts = Object.values(own).map(String);
  assert.ok(texts.every((text) => text !== ''), JSON.stringify(own, null, 1));
  assert.deepEqual(unaccented(texts), [], texts.join('\n'));
  await page.close();
});
