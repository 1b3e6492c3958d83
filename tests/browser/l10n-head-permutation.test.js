// The offset head and the permutation figure in the page's language
// (web/l10n/<locale>/figures.ftl): under lang="es" and lang="zh-CN" their
// labels, summaries, accessible names, cell reads, data tables and warnings
// read in that language with its numbers, and in the pseudo-locale en-XA
// no unaccented English is left anywhere a learner reads or hears them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { catalogsFetched, drawnIn, shadowTexts, unaccented } from './l10n-helpers.js';

const { browser, url } = await launch();
const IDS = ['head', 'naive', 'permutation', 'bad'];

/** The test page in `lang`, every figure drawn in it. */
async function open(lang) {
  const { page, problems } = await openPage(browser, `${url}tests/browser/pages/l10n-head-permutation.html`);
  const catalogs = catalogsFetched(page, 'text/catalogs');
  if (lang !== 'es') await page.evaluate((l) => { document.documentElement.lang = l; }, lang);
  for (const id of IDS) await drawnIn(page, id, lang);
  return { page, problems, catalogs };
}

/** What figure `id` shows: the words build() wrote, the summary, names, warning, an open table's text. */
function words(page, id) {
  return page.evaluate((i) => {
    const root = /** @type {ShadowRoot} */ (document.getElementById(i)?.shadowRoot);
    const all = (selector) => [...root.querySelectorAll(selector)].map((e) => e.textContent);
    return {
      controls: all('.control span, legend, label:not(.control), button[part="button"], h3, h4, figcaption, summary'),
      summary: root.querySelector('.summary')?.textContent,
      result: root.querySelector('.result')?.textContent,
      names: [...root.querySelectorAll('canvas')].map((c) => c.getAttribute('aria-label')),
      message: root.querySelector('.message')?.textContent,
      caption: all('caption'),
      cells: all('td').slice(0, 3),
    };
  }, id);
}

/** The cursor's read of the second cell of the first map of figure `id`. */
async function readCell(page, id) {
  await page.focus(`#${id} canvas[part="canvas"]`);
  await page.keyboard.press('ArrowRight');
  return page.evaluate((i) => document.getElementById(i)?.shadowRoot?.querySelector('.readout')?.textContent, id);
}

/** Waits until figure `id`'s summary matches `pattern` (it is written by the draw that follows a change). */
function summaryMatches(page, id, pattern) {
  return page.waitForFunction(([i, source]) => new RegExp(source).test(
    document.getElementById(i)?.shadowRoot?.querySelector('.summary')?.textContent ?? ''), [id, pattern.source]);
}

test('under lang="es" the offset head and the permutation figure read in Spanish, numbers with a decimal comma', async () => {
  const { page, problems, catalogs } = await open('es');
  const head = await words(page, 'head');
  for (const label of ['desplazamiento k', 'escala', 'Código de posición', ' binario', 'Palabras', ' sumadas',
    'La puntuación, término a término (misma escala de colores)', 'palabra·posición', 'Tabla de datos: adónde atiende cada fila']) {
    assert.ok(head.controls.includes(label), `${label} in ${head.controls.join(' | ')}`);
  }
  assert.match(head.summary, /^Solo 2 de las 13 filas que tienen una posición 3 atrás atienden sobre todo a ella\. 1 de 16 filas atienden sobre todo a su propia palabra: palabra·palabra en q = p puntúa de \d,\d a \d,\d, y posición·posición alcanza \d,\d en p − k, con \d,\d a su lado\. Código sinusoidal, mapa de la consulta M₋ₖ \(k = 3\), d-model 16, escala 1, palabras sumadas\. El mapa se desvía de c\(p − k\) en .+ \(relativo\)\. La fila 5 «b» atiende sobre todo a \d+ «\w»\.$/);
  assert.match(head.names[0], /^Pesos de atención de una cabeza que mira 3 hacia atrás, código sinusoidal con las palabras sumadas, 16 posiciones: 2 de 13 filas ponen su mayor peso en la posición p − 3\.$/);
  assert.match(head.names[5], /^Mapa de su suma, la puntuación: 2 de 13 filas tienen su máximo en p − 3\.$/);
  assert.deepEqual(head.caption, ['Adónde atiende más cada posición de consulta (k = 3)']);
  assert.equal(head.cells[1], '(fuera)');
  assert.match(await readCell(page, 'head'),
    /^Consulta 0 «a», clave 1 «b»: peso 0,\d{4}, puntuación \d+,\d{4} = palabra·palabra −?\d+,\d{4} \+ palabra·posición −?\d+,\d{4} \+ posición·palabra −?\d+,\d{4} \+ posición·posición −?\d+,\d{4}$/);
  const naive = await words(page, 'naive');
  assert.match(naive.summary, /^Ninguna de las 13 filas que tienen una posición 3 atrás atiende sobre todo a ella\. Las palabras ocupan canales propios .* valen 0\. Código binario, mapa de la consulta la mejor matriz única \(mínimos cuadrados\), d-model 16, escala 1, palabras concatenadas\. Ni siquiera el código exacto de p − k .* longitudes de 0,0 a 2,0, .* El mapa se desvía de c\(p − k\) en 0,\d+ \(relativo\)\.$/);

  const permutation = await words(page, 'permutation');
  assert.deepEqual(permutation.controls.filter((t) => !/tabla/.test(t)), ['Frase', 'Sumar la codificación posicional',
    'Barajar las palabras', 'Invertir las palabras', 'Original', 'Barajada', 'Atención, frase original',
    'Atención, frase barajada, filas y columnas devueltas a su sitio', 'Diferencia, primer mapa menos segundo']);
  assert.match(permutation.summary, /^Sin codificación posicional, barajar las palabras solo baraja las salidas: max \|Attn\(PX\) − P·Attn\(X\)\| = .+ \(redondeo\)\. La capa no distingue los dos órdenes\. Frase: a b c d e; barajada: e d c b a\.$/);
  assert.match(permutation.names[0], /^Pesos de atención en la frase original, 5 palabras: fila = la palabra que atiende/);
  assert.match(permutation.names[2], /^Diferencia de los dos mapas de atención, palabra a palabra: la mayor es 0, así que el mapa queda en blanco \(todo 0\)\.$/);
  assert.match(await readCell(page, 'permutation'), /^«a» \(posición 0\) atiende a «b» \(posición 1\): peso 0,\d{4}$/);
  // The switch, by its Spanish label: the verdict turns, its residual written with a comma.
  await page.click('#permutation >> text=Sumar la codificación posicional');
  await summaryMatches(page, 'permutation', /^Con codificación posicional/);
  assert.match((await words(page, 'permutation')).result,
    /^Con codificación posicional, las salidas cambian cuando las palabras se mueven: max \|Attn\(PX\) − P·Attn\(X\)\| = 0,\d+\. Ahora el orden de las palabras importa\.$/);
  assert.equal((await words(page, 'bad')).message,
    'permutation debe contener cada número de 0 a 2 una vez (uno por palabra); se recibió «0 0 1», así que se invierten las palabras.');
  assert.deepEqual(catalogs, ['es']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('when the page turns to lang="zh-CN" the figures write again in Chinese: controls, summaries, names, reads, warnings', async () => {
  const { page, problems } = await open('es');
  await page.evaluate(() => { document.documentElement.lang = 'zh-CN'; });
  for (const id of IDS) {
    await drawnIn(page, id, 'zh-CN');
    await summaryMatches(page, id, /[行句]/);
  }
  const head = await words(page, 'head');
  for (const label of ['偏移量 k', '缩放', '位置码', ' 二进制位置码', '词', ' 相加', '分数的逐项分解（同一色标）', '词·位置', '数据表：每一行关注哪里']) {
    assert.ok(head.controls.includes(label), `${label} in ${head.controls.join(' | ')}`);
  }
  assert.match(head.summary, /^在存在前面第 3 个位置的 13 行中，只有 2 行最关注它。16 行中有 1 行最关注自己的词：词·词在 q = p 处的分数为 \d\.\d 至 \d\.\d，而位置·位置在 p − k 处达到峰值 \d\.\d，旁边为 \d\.\d。正弦位置码，查询映射：M₋ₖ（k = 3），d-model 16，缩放 1，词嵌入相加。该映射与 c\(p − k\) 的相对误差为 .+。第 5“b” 行最关注位置 \d+“\w”。$/);
  assert.match(head.names[0], /^一个往前看 3 个位置的注意力头的注意力权重，采用正弦位置码，词嵌入相加，共 16 个位置：13 行中有 2 行把最大权重放在位置 p − 3。$/);
  assert.deepEqual(head.caption, ['每个查询位置最关注的位置（k = 3）']);
  assert.match(await readCell(page, 'head'), /^查询 0“a”，键 1“b”：权重 0\.\d{4}，分数 \d+\.\d{4} = 词·词 /);
  assert.match((await words(page, 'naive')).summary, /^在存在前面第 3 个位置的 13 行中，没有一行最关注它。词嵌入占用各自的通道，.*二进制位置码，查询映射：最佳单一矩阵（最小二乘）/);
  const permutation = await words(page, 'permutation');
  assert.deepEqual(permutation.controls.slice(0, 6), ['句子', '加上位置编码', '打乱词序', '颠倒词序', '原句', '打乱后']);
  assert.match(permutation.summary, /^没有位置编码时，打乱词序只会打乱输出：max \|Attn\(PX\) − P·Attn\(X\)\| = .+（舍入误差）。这一层分辨不出两种顺序。句子：a b c d e；打乱后：e d c b a。$/);
  assert.match(await readCell(page, 'permutation'), /^“a”（位置 0）关注“b”（位置 1）：权重 0\.\d{4}$/);
  assert.equal((await words(page, 'bad')).message, 'permutation 必须把 0 到 2 每个数恰好列出一次（每个词一个）；收到的是“0 0 1”，改为颠倒词序。');
  assert.deepEqual(problems, []);
  await page.close();
});

test('in the pseudo-locale en-XA neither figure has unaccented English in its shadow root, names, tables, reads, warnings or announcements', async () => {
  const { page, problems } = await open('en-XA');
  // A change each figure announces once it settles (announcer.js), made while it is on screen.
  const changes = { head: ['k', '2'], naive: ['code', 'index'], permutation: ['positional', ''], bad: ['d-model', '8'] };
  for (const id of IDS) {
    await page.evaluate((i) => document.getElementById(i)?.scrollIntoView(), id);
    await readCell(page, id);
    await page.evaluate((i) => {
      const root = /** @type {ShadowRoot} */ (document.getElementById(i)?.shadowRoot);
      for (const button of root.querySelectorAll('.table-toggle, button[aria-expanded]')) /** @type {HTMLElement} */ (button).click();
      for (const details of root.querySelectorAll('details')) details.open = true;
    }, id);
    await page.evaluate(([i, [name, value]]) => document.getElementById(i)?.setAttribute(name, value), [id, changes[id]]);
    await page.waitForFunction((i) => /\S/.test(document.getElementById(i)?.shadowRoot?.querySelector('.announce')?.textContent ?? ''), id);
    const heard = await shadowTexts(page, id);
    assert.deepEqual(unaccented(heard), [], heard.join('\n'));
    // What was walked: the words of each kind were there to be found.
    assert.ok(heard.some((text) => /^Ɋŭŭḗḗřřẏẏ 0|ƥǿǿşīīŧīīǿǿƞƞ 0\)/.test(text)), `${id}: a cell read in en-XA`);
  }
  assert.match((await shadowTexts(page, 'bad')).join('\n'), /ƥḗḗřřḿŭŭŧȧȧŧīīǿǿƞƞ ḿŭŭşŧ ŀŀīīşŧ/);
  // The band table, drawn again for the new k.
  assert.ok((await shadowTexts(page, 'head')).some((text) => /^Ẇ\S+ .*\(ķ = 2\)$/.test(text)));
  assert.deepEqual(problems, []);
  await page.close();
});
