// The lesson's own figures (web/lesson/figures) in the page's language, on a
// page without the lesson's main.js: lesson-figure.js brings the lesson-ui
// catalog with it. Under <html lang="es"> their titles, labels, keys,
// readouts, summaries, names and tables are Spanish, numbers with a decimal
// comma; under lang="zh-CN" Chinese; in the pseudo-locale en-XA no
// unaccented English is left anywhere a learner reads or hears, the text
// drawn on the canvases included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { catalogsFetched, drawnIn, shadowTexts, unaccentedWords } from './l10n-helpers.js';

const { browser, url } = await launch();

const FIGURES = ['addition', 'bug', 'fingerprint', 'naive-code', 'outputs', 'precision', 'properties', 'repeated', 'rope',
  'same-turn', 'shift', 'waves'];

/**
 * Opens the page in `lang`, records the lesson-ui catalogs fetched and the
 * text drawn on canvases (each with the language of its figure's frame when
 * drawn: the page is Spanish until it is turned, and a figure may draw before
 * that), and waits until every figure has drawn in `lang` (its summary
 * written in it).
 */
async function open(lang) {
  const { page, problems } = await openPage(browser, 'about:blank');
  const catalogs = catalogsFetched(page, 'lesson/catalogs');
  await page.addInitScript(() => {
    const drawn = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      const frame = this.canvas instanceof HTMLCanvasElement ? this.canvas.closest('.frame') : null;
      drawn.push([frame?.getAttribute('lang') ?? '', text]);
      return fillText.call(this, text, ...rest);
    };
    window.drawn = drawn;
  });
  await page.goto(`${url}tests/browser/pages/l10n-lesson-figures.html`);
  if (lang !== 'es') await page.evaluate((l) => { document.documentElement.lang = l; }, lang);
  for (const id of FIGURES) await drawnIn(page, id, lang);
  return { page, problems, catalogs };
}

/** The texts drawn on the figures' canvases while their words were in `lang`. */
function canvasWordsIn(page, lang) {
  return page.evaluate((l) => window.drawn.filter(([drawnLang]) => drawnLang === l).map(([, text]) => text), lang);
}

/** The text of the first element matching `selector` in figure `id`, or of each with `all`. */
function read(page, id, selector, all = false) {
  return page.evaluate(([i, s, every]) => {
    const root = /** @type {ShadowRoot} */ (document.getElementById(i)?.shadowRoot);
    return every ? [...root.querySelectorAll(s)].map((e) => e.textContent) : root.querySelector(s)?.textContent;
  }, [id, selector, all]);
}

/** An accessible name in figure `id`. */
function name(page, id, selector) {
  return page.evaluate(([i, s]) => document.getElementById(i)?.shadowRoot?.querySelector(s)?.getAttribute('aria-label'), [id, selector]);
}

test('under lang="es" the lesson\'s figures read in Spanish, numbers the Spanish way, without the lesson\'s script', async () => {
  const { page, problems, catalogs } = await open('es');
  assert.equal(await read(page, 'bug', '.summary'), 'Dos mapas de calor, 8 posiciones por 2 canales: la implementación que hay ' +
    'que revisar y la codificación correcta. «Compara las dos tablas en números» indica cómo gira cada par de canales en ambas.');
  assert.deepEqual(await read(page, 'bug', '.title', true), ['Esta implementación', 'Correcta (el artículo)']);
  assert.equal(await read(page, 'bug', 'button[part~="reveal"]'), 'Revelar el error');
  await page.click('#bug button[part~="reveal"]');
  assert.equal(await read(page, 'bug', 'button[part~="reveal"]'), 'Ocultar la respuesta');
  assert.match(await read(page, 'bug', '.answer'), /a 44 de distancia \(7 vueltas y 0,02 radianes\).*Aquí, sin embargo, las dos tablas son iguales/);
  assert.equal(await read(page, 'bug', 'caption'), 'Cómo gira cada par en las posiciones 0 a 7');
  assert.equal(await read(page, 'fingerprint', '.summary'),
    'PE(3), 8 canales, intercalados. Primeros canales: 0,141; −0,99; 0,296; 0,955; 0,03; 1. Último canal: 1.');
  assert.equal(await read(page, 'precision', '.tabular'), 'Mayor error de cualquier valor en las posiciones 10.000 a 10.255 ' +
    'cuando el ángulo se redondea a bfloat16: 2. Los valores están en [−1, 1], así que es un error grave.');
  // The verdict's counts agree by Fluent's selectors: one channel of two, 314 pairs.
  assert.equal(await read(page, 'properties', '[data-property="uniqueness"] .meaning'), '(p = 1500 queda más allá de las ' +
    '1024 posiciones mostradas: la gráfica usa p = 1023.) Casi colisión: cada par de posiciones a 710 de distancia (314 pares), ' +
    'como 0 y 710, empata a esta distancia. Redondeados a bfloat16, 1 de sus 2 canales se convierte en el mismo número. ' +
    'Usa más pares, o menos posiciones.');
  assert.match(await read(page, 'properties', '[data-property="norms"] .meaning'), /cada par aporta sen² \+ cos² = 1, y hay 1 par\.$/);
  assert.deepEqual(await read(page, 'repeated', 'th', true),
    ['mayor diferencia', 'así que las dos copias son', 'sin codificación posicional', 'con codificación posicional']);
  assert.match(await read(page, 'repeated', '.summary'), /^Con codificación posicional: 5 palabras × 16 canales de salida\. Las dos copias de «the» difieren como mucho en 0,\d+: distintas/);
  assert.deepEqual(await read(page, 'rope', 'label span', true), ['Contenido de la consulta', 'Contenido de la clave']);
  assert.equal(await read(page, 'same-turn', '.summary'),
    'El único par en p = 10 y en p = 60, desplazados k = 4: los puntos están en otro sitio, los arcos son los mismos.');
  assert.equal(await name(page, 'same-turn', 'canvas'), '1 dial en p = 10: cada par gira k·ωᵢ; el par 0, 4,00 rad.');
  assert.deepEqual(await read(page, 'waves', '.key li', true),
    ['par 0 (canal 0, seno): longitud de onda 6,28 posiciones', 'par 2 (canal 4, seno): longitud de onda 62,8 posiciones']);
  assert.equal(await name(page, 'waves', 'canvas'), 'Gráfica de los canales seno de los pares 0, 2 para las posiciones 0 a 127.');
  assert.equal(await read(page, 'shift', 'caption'), 'Los primeros 6 de 8 canales, con k = 4');
  assert.match(await read(page, 'shift', 'td'), /^−0,544$/);
  assert.match(await read(page, 'naive-code', '.summary'),
    /^Índice dividido por \(longitud − 1\): la posición 2 se codifica como 0,29 en una frase de 8 palabras, pero como 0,13 en una de 16\.$/);
  // Without a sentence, the figure's language's (figures.ftl, permutation-default-sentence).
  assert.match(await name(page, 'outputs', 'canvas'),
    /^Dos mapas de calor de las salidas de la atención, 3 filas de 16 valores: orden original \(perro, muerde, hombre\)/);
  assert.match(await read(page, 'addition', '.summary'), /^«the» tiene un solo embedding esté donde esté\. Sumado a PE\(0\) y a PE\(3\)/);
  const drawn = await canvasWordsIn(page, 'es');
  assert.ok(drawn.includes('orden original') && drawn.includes('embedding de «the»'), drawn.join(' | '));
  // One with lang="en" of its own reads English: the lesson-ui catalog's English came with the figure, not with main.js.
  await page.evaluate(() => document.getElementById('english')?.scrollIntoView());
  await page.waitForFunction(() => document.getElementById('english')?.dataset.ready === 'yes');
  assert.equal(await read(page, 'english', 'caption'), 'The first 6 of 8 channels, with k = 4');
  assert.equal(await read(page, 'english', '.summary'), 'Mₖ·PE(10) next to PE(14), channel by channel, for the first 6 channels.');
  assert.deepEqual(catalogs, ['es']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('under lang="zh-CN" the lesson\'s figures read in Chinese', async () => {
  const { page, problems, catalogs } = await open('zh-CN');
  assert.equal(await read(page, 'fingerprint', '.summary'), 'PE(3)，8 个通道，交错排列。前几个通道：0.141，−0.99，0.296，0.955，0.03，1。最后一个通道：1。');
  assert.equal(await read(page, 'properties', '[data-property="uniqueness"] .meaning'), '（p = 1500 超出了所显示的 1024 个位置：' +
    '图中使用 p = 1023。）近乎碰撞：每一对相距 710 的位置（共 314 对），例如 0 和 710，都处于这个距离。舍入为 bfloat16 后，' +
    '它们的 2 个通道中有 1 个变成同一个数。使用更多的通道对，或更少的位置。');
  assert.equal(await read(page, 'precision', '.tabular'),
    '角度舍入为 bfloat16 时，位置 10,000 至 10,255 上任一值的最大误差：2。值都在 [−1, 1] 之内，所以这是严重的错误。');
  assert.deepEqual(await read(page, 'rope', 'label span', true), ['查询内容', '键内容']);
  assert.equal(await read(page, 'bug', 'button[part~="reveal"]'), '揭示错误');
  assert.equal(await read(page, 'shift', 'caption'), '8 个通道中的前 6 个，k = 4');
  assert.match(await read(page, 'waves', '.summary'), /^第 0, 2 对的正弦波，位置 0 至 127：第 0 对（通道 0，正弦）：波长 6.28 个位置；/);
  const drawn = await canvasWordsIn(page, 'zh-CN');
  assert.ok(drawn.includes('原始顺序') && drawn.includes('“the”的嵌入'), drawn.join(' | '));
  assert.ok(catalogs.includes('zh-CN'), catalogs.join());
  assert.deepEqual(problems, []);
  await page.close();
});

/** Words a learner may meet untranslated: maths' names, the colour maps', number formats', and the sentences' own words. */
const SYMBOLS = new Set(['sin', 'cos', 'PE', 'rdbu', 'viridis', 'float', 'bfloat', 'the', 'dog', 'saw', 'cat', 'bit', 'man']);

/** The words of `texts` written in unaccented English. @param {string[]} texts */
const unaccented = (texts) => unaccentedWords(texts, SYMBOLS);

test('in the pseudo-locale en-XA no lesson figure has unaccented English in its text, names, tables, announcements or canvases', async () => {
  const { page, problems } = await open('en-XA');
  // What a learner reaches: the answer revealed, every data table open, a cell read by each heatmap's cursor.
  await page.click('#bug button[part~="reveal"]');
  for (const id of FIGURES) {
    await page.evaluate((i) => {
      const root = /** @type {ShadowRoot} */ (document.getElementById(i)?.shadowRoot);
      for (const details of root.querySelectorAll('details')) details.open = true;
      for (const toggle of root.querySelectorAll('button')) if (!/reveal/.test(toggle.getAttribute('part') ?? '')) toggle.click();
    }, id);
    for (const canvas of await page.$$(`#${id} canvas[tabindex="0"]`)) {
      await canvas.focus();
      await page.keyboard.press('ArrowDown');
    }
  }
  // A change of a figure on screen settles into an announcement (announcer.js).
  for (const [id, attribute, value] of [['precision', 'format', 'float16'], ['waves', 'pairs', '1'], ['properties', 'd-model', '8']]) {
    await page.evaluate(([i, a, v]) => {
      document.getElementById(i)?.scrollIntoView();
      document.getElementById(i)?.setAttribute(a, v);
    }, [id, attribute, value]);
    await page.waitForFunction((i) => /\S/.test(document.getElementById(i)?.shadowRoot?.querySelector('.announce')?.textContent ?? ''), id);
  }
  const heard = [];
  for (const id of FIGURES) heard.push(...await shadowTexts(page, id));
  const drawn = await canvasWordsIn(page, 'en-XA');
  assert.ok(drawn.some((text) => /[ǿḗȧīŭ]/.test(text)), `the canvases drew words in en-XA: ${drawn.join(' | ')}`);
  heard.push(...drawn);
  assert.deepEqual(unaccented(heard), [], heard.join('\n'));
  assert.ok(heard.some((text) => /^Ƥǿǿşīīŧīīǿǿƞƞ 1 "dog", ƈħȧȧƞƞƞƞḗḗŀŀ 0: /.test(text)), 'the repeated figure\'s cursor read a cell in en-XA');
  assert.deepEqual(problems, []);
  await page.close();
});

test.after(() => browser.close());
