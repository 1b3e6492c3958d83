// What the figures, the embed page and the lesson say of a value they could
// not use, and the figures' defaults, in the page's language
// (web/l10n/<locale>/figures.ftl "Bad attribute values", embed.ftl,
// lesson-ui.ftl): under lang="es" and lang="zh-CN" the warnings read in that
// language with its numbers, a permutation figure without a sentence shows
// the language's own (and follows a change of language, but never over a
// sentence the page or the learner set), the offset head reads its
// language's text, and the plots' ticks are written in the locale's
// convention; in en-XA no unaccented English is left in any of it but the
// names and words an author types (attribute and parameter names, a
// choice's words, the figures' names).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { drawnIn, unaccentedWords } from './l10n-helpers.js';
import { FIGURES } from '../../web/src/widgets/schemas.js';
import { STATE_SCHEMA } from '../../web/lesson/state.js';

const { browser, url } = await launch();
const IDS = ['heatmap', 'default', 'authored', 'head', 'similarity'];

/** What an author types as it is: every attribute and URL parameter name, every choice's word, the figures' names. */
const TYPED = new Set([...Object.values(FIGURES), { tag: '', schema: STATE_SCHEMA }].flatMap(({ schema }) =>
  Object.entries(schema).flatMap(([name, spec]) => [name, ...(spec.values ?? [])]))
  .concat(Object.keys(FIGURES), 'figure', 'frame', 'theme', 'lang', 'auto', 'light', 'dark')
  .flatMap((word) => word.match(/[A-Za-z]{2,}/g) ?? []));

/** The test page in `lang`, every figure drawn in it, the text drawn on canvases recorded. */
async function open(lang) {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/l10n-notices.html`);
  await page.evaluate((l) => {
    window.drawn = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      if (/** @type {ShadowRoot} */ (this.canvas.getRootNode()).host?.id === 'similarity') window.drawn.push(text);
      return fillText.call(this, text, ...rest);
    };
    document.documentElement.lang = l;
  }, lang);
  for (const id of IDS) await drawnIn(page, id, lang);
  return { page, problems };
}

/** Figure `id`'s warning lines, its summary and its sentence box. */
function read(page, id) {
  return page.evaluate((i) => {
    const root = /** @type {ShadowRoot} */ (document.getElementById(i)?.shadowRoot);
    return {
      lines: [...root.querySelectorAll('.message .line')].map((e) => e.textContent),
      summary: root.querySelector('.summary')?.textContent ?? '',
      box: /** @type {HTMLInputElement | null} */ (root.querySelector('input[type=text]'))?.value,
    };
  }, id);
}

/** The ticks drawLinePlot writes for x in [0, 20000] and y in [-1, 1] in `lang`'s Localizer. */
function plotTicks(page, lang) {
  return page.evaluate(async (l) => {
    const { drawLinePlot } = await import('/web/src/render/line-plot.js');
    const { loadLocalizer } = await import('/web/src/text/l10n.js');
    const l10n = await loadLocalizer(l);
    const canvas = document.createElement('canvas');
    const texts = [];
    const g = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const fillText = g.fillText;
    g.fillText = (text, ...rest) => { texts.push(text); return fillText.call(g, text, ...rest); };
    const theme = { fg: '#000', muted: '#444', border: '#888', font: 'sans-serif' };
    drawLinePlot(canvas, { width: 400, height: 200, x: [0, 20000], y: [-1, 1], xLabel: '', theme, l10n,
      series: [{ values: [0, 1], dx: 20000, color: '#00f' }] });
    return texts.filter(Boolean);
  }, lang);
}

/**
 * A lesson or embed page's text once its script wrote `selector`, in `lang`:
 * the embed page's `lang=`, the English lesson with another `<html lang>`
 * (its scripts write their words in that language).
 */
async function notice(path, lang, selector) {
  const { page } = await openPage(browser, 'about:blank');
  await page.route(/\/web\/index\.html/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('<html lang="en"', `<html lang="${lang}"`) });
  });
  await page.goto(`${url}${path}${path.includes('embed') ? `&lang=${lang}` : ''}`);
  await page.waitForFunction((s) => document.querySelector(s)?.hidden === false, selector, { timeout: 240000 });
  // Its first line (the page's own words: a text or a paragraph), then the list of warnings.
  const text = await page.evaluate((s) => {
    const box = /** @type {HTMLElement} */ (document.querySelector(s));
    const first = [...box.childNodes].find((n) => n.nodeName === 'P' || (n.nodeType === Node.TEXT_NODE && /\S/.test(n.textContent ?? '')));
    return [first, ...box.querySelectorAll('li')].map((n) => n?.textContent?.trim() ?? '');
  }, selector);
  await page.close();
  return { text };
}

const LESSON = 'web/index.html?d=5&layout=q&order=3,3,3&pairs=1,1,4';
const EMBED = 'web/embed.html?figure=heatmap&d-model=5000&x=1&theme=q';

test('under lang="es" the warnings, the defaults and the ticks are Spanish, numbers in Spanish', async () => {
  const { page, problems } = await open('es');
  assert.deepEqual((await read(page, 'heatmap')).lines, [
    'base debe ser un número de 2 a 100.000.000; se recibió «1», se usa 2.',
    'layout debe ser uno de estos valores: interleaved, concatenated; se recibió «q», se usa interleaved.',
    'positions × d-model puede valer como mucho 1.048.576; se muestran 1024 posiciones.']);
  const permutation = await read(page, 'default');
  assert.deepEqual(permutation.lines, [
    'permutation debe ser una lista de hasta 16 enteros de 0 a 15, separados por espacios o comas; se recibió «1 x», así que se ignora.',
    'd-model debe ser un entero de 2 a 64, múltiplo de 2; se recibió «5», se usa 6.']);
  assert.equal(permutation.box, 'perro muerde hombre');
  assert.match(permutation.summary, /Frase: perro muerde hombre; barajada: hombre muerde perro\.$/);
  // Row 5 of the Spanish text's words: "el perro que vio el hombre ...".
  assert.match((await read(page, 'head')).summary, /La fila 5 «hombre» atiende sobre todo a/);
  assert.equal(await page.evaluate(() => document.getElementById('head')?.getAttribute('sentence')), null);
  // The similarity plot's y ticks, and a plot's x ticks past a thousand and y ticks with decimals.
  const ticks = await page.evaluate(() => window.drawn);
  assert.ok(ticks.some((t) => /^0,\d$/.test(t)) && !ticks.some((t) => /\d\.\d/.test(t)), ticks.join(' | '));
  assert.deepEqual((await plotTicks(page, 'es')).filter((t) => /\d/.test(t)).sort(),
    ['−0,5', '−1', '0', '0', '0,5', '1', '10.000', '15.000', '20.000', '5000'].sort());
  assert.deepEqual(problems, []);
  await page.close();

  const lesson = await notice(LESSON, 'es', '#url-notice');
  assert.match(lesson.text[0], /^Algunos ajustes de este enlace/);
  assert.deepEqual(lesson.text.slice(1), [
    'd debe ser un entero de 2 a 1024, múltiplo de 2; se recibió «5», se usa 6.',
    'layout debe ser uno de estos valores: interleaved, concatenated; se recibió «q», se usa interleaved.',
    'order debe nombrar una sola vez el lugar de cada palabra (de 0 a 2); se recibió «3,3,3», así que se invierten las palabras.',
    'pairs nombra algún par más de una vez; se recibió «1,1,4», se usa 1, 4.']);
  const embed = await notice(EMBED, 'es', '#embed-warning');
  assert.deepEqual(embed.text, [
    'Algunos parámetros de la figura no eran válidos; la figura usa los valores por defecto en su lugar:',
    'd-model debe ser un entero de 2 a 1024; se recibió «5000», se usa 1024.',
    'Se ignora el parámetro desconocido «x» de la figura heatmap (los conocidos: d-model, positions, base, layout, offset, colormap).',
    'theme debe ser uno de estos valores: auto, light, dark; se recibió «q», se usa auto.']);
});

test('when the page turns to lang="zh-CN" the warnings and the default sentence follow, a sentence set by the page or the learner stays', async () => {
  const { page, problems } = await open('es');
  // The learner's own sentence in one box, committed with Enter.
  await page.fill('#authored input[type=text]', 'x y z');
  await page.press('#authored input[type=text]', 'Enter');
  await page.evaluate(() => { document.documentElement.lang = 'zh-CN'; });
  for (const id of IDS) await drawnIn(page, id, 'zh-CN');
  assert.deepEqual((await read(page, 'heatmap')).lines, [
    'base 必须是 2 到 100,000,000 之间的数；收到的是“1”，改用 2。',
    'layout 必须是以下之一：interleaved、concatenated；收到的是“q”，改用 interleaved。',
    'positions × d-model 最多为 1,048,576；改为显示 1024 个位置。']);
  const permutation = await read(page, 'default');
  assert.equal(permutation.box, '狗咬人');
  assert.match(permutation.lines[1], /^d-model 必须是 2 到 64 之间的整数，且为 2 的倍数；收到的是“5”，改用 6。$/);
  assert.equal((await read(page, 'authored')).box, 'x y z');
  assert.match((await read(page, 'head')).summary, /第 5“狗” 行最关注/);
  assert.deepEqual(problems, []);
  await page.close();
  const lesson = await notice(LESSON, 'zh-CN', '#url-notice');
  assert.equal(lesson.text.at(-1), 'pairs 中有重复的通道对；收到的是“1,1,4”，改用 1、4。');
  const embed = await notice(EMBED, 'zh-CN', '#embed-warning');
  assert.equal(embed.text[0], '部分图示参数无效；图示对它们改用默认值：');
});

test('in the pseudo-locale en-XA nothing of it is unaccented English but what an author types', async () => {
  const { page, problems } = await open('en-XA');
  const texts = [];
  for (const id of IDS) {
    const { lines, summary, box } = await read(page, id);
    texts.push(...lines, box ?? '');
    if (id === 'default') texts.push(summary);
  }
  assert.equal(texts.filter(Boolean).length, 8, texts.join('\n'));
  assert.deepEqual(unaccentedWords(texts, TYPED), [], texts.join('\n'));
  assert.deepEqual(problems, []);
  await page.close();
  for (const [path, selector] of [[LESSON, '#url-notice'], [EMBED, '#embed-warning']]) {
    const { text } = await notice(path, 'en-XA', selector);
    assert.ok(text.length >= 4, text.join('\n'));
    assert.deepEqual(unaccentedWords(text, TYPED), [], text.join('\n'));
  }
});
