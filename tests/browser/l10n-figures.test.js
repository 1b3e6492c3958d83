// The figures in the page's language (web/src/widgets/language.js,
// web/src/text/l10n.js): a course page with <html lang="es"> shows Spanish
// figures with no option, numbers written the Spanish way; a change of lang
// draws them again; an element's own lang and a lang across a shadow root
// count; only the catalog in use is fetched; the embed page takes lang=.
// The rotation figure's labels, summary, names and dials follow too. In the
// pseudo-locale en-XA no unaccented English is left anywhere a learner
// reads or hears: the words, names, table and announcements.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { catalogsFetched, shadowTexts, unaccented } from './l10n-helpers.js';

const { browser, url } = await launch();

/** Opens `path` and records which catalogs of the figures it fetched. */
async function open(path) {
  const { page, problems } = await openPage(browser, 'about:blank');
  const catalogs = catalogsFetched(page, 'text/catalogs');
  await page.goto(`${url}${path}`);
  return { page, problems, catalogs };
}

/** The texts of a figure: its summary, canvas name, toggle, legend name. */
function texts(page, id) {
  return page.evaluate((i) => {
    const root = /** @type {ShadowRoot} */ (document.getElementById(i)?.shadowRoot);
    return {
      summary: root.querySelector('.summary')?.textContent,
      canvas: root.querySelector('canvas')?.getAttribute('aria-label'),
      toggle: root.querySelector('button')?.textContent,
      legend: root.querySelector('.legend')?.getAttribute('aria-label'),
      lang: root.querySelector('.frame')?.getAttribute('lang'),
    };
  }, id);
}

test('a heatmap on a page with lang="es" reads in Spanish, numbers with a decimal comma; one with lang="en" stays English', async () => {
  const { page, problems, catalogs } = await open('tests/browser/pages/l10n-figures.html');
  await page.waitForFunction(() => ['heatmap', 'english'].every((id) => document.getElementById(id)?.dataset.ready === 'yes'));
  const spanish = await texts(page, 'heatmap');
  assert.match(spanish.summary, /^8 posiciones \(0 a 7\) × 8 canales, base 10000, disposición intercalada\. Las columnas de la izquierda \(pares rápidos\) cambian/);
  assert.match(spanish.canvas, /^Mapa de calor de la codificación posicional sinusoidal: posiciones 0 a 7/);
  assert.equal(spanish.toggle, 'Mostrar tabla de datos');
  assert.match(spanish.legend, /^Escala de colores \(rdbu\): el valor −1 es azul oscuro, blanco en 0, \+1 es rojo oscuro\.$/);
  assert.equal(spanish.lang, 'es');
  const english = await texts(page, 'english');
  assert.match(english.summary, /^8 positions \(0 to 7\) × 8 channels, base 10000, interleaved layout/);
  assert.equal(english.lang, 'en');
  // The cursor and the data table write the values the Spanish way.
  await page.focus('#heatmap canvas');
  await page.keyboard.press('ArrowRight');
  const readout = await page.evaluate(() => document.getElementById('heatmap')?.shadowRoot?.querySelector('.readout')?.textContent);
  assert.equal(readout, 'Posición 0, canal 1 (par 0, cos): 1,0000');
  await page.click('#heatmap button');
  const table = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('heatmap')?.shadowRoot);
    return { caption: root.querySelector('caption')?.textContent, cell: root.querySelector('tbody td')?.textContent,
      region: root.querySelector('.table-wrap')?.getAttribute('aria-label'), toggle: root.querySelector('button')?.textContent };
  });
  assert.deepEqual(table, { caption: 'Valores de la codificación, posiciones 0 a 7', cell: '0,0000',
    region: 'Tabla de datos: Valores de la codificación, posiciones 0 a 7', toggle: 'Ocultar tabla de datos' });
  assert.deepEqual(catalogs, ['es']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a change of the page\'s lang draws the figure again in the new language, fetching only that catalog', async () => {
  const { page, problems, catalogs } = await open('tests/browser/pages/l10n-figures.html');
  await page.waitForFunction(() => document.getElementById('heatmap')?.dataset.ready === 'yes');
  await page.evaluate(() => { document.documentElement.lang = 'zh-CN'; });
  await page.waitForFunction(() => /个位置/.test(document.getElementById('heatmap')?.shadowRoot?.querySelector('.summary')?.textContent ?? ''));
  const chinese = await texts(page, 'heatmap');
  assert.match(chinese.summary, /^8 个位置（0 至 7）× 8 个通道，底数 10000，交错排列/);
  assert.equal(chinese.toggle, '显示数据表');
  assert.equal(chinese.lang, 'zh-CN');
  // The element with a lang of its own does not follow.
  assert.match((await texts(page, 'english')).summary, /^8 positions/);
  await page.evaluate(() => { document.documentElement.lang = 'en'; });
  await page.waitForFunction(() => /^8 positions/.test(document.getElementById('heatmap')?.shadowRoot?.querySelector('.summary')?.textContent ?? ''));
  assert.deepEqual(catalogs, ['es', 'zh-CN']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a figure inside another element\'s shadow root takes the lang of that element\'s ancestors', async () => {
  const { page, problems } = await open('tests/browser/pages/empty.html');
  // define.js defines an element when its tag appears in the document: one
  // only in a shadow root is defined here.
  await page.evaluate(async (base) => {
    const { PosencHeatmap } = await import(`${base}web/src/widgets/heatmap.js`);
    const { defineElement } = await import(`${base}web/src/widgets/base.js`);
    defineElement(PosencHeatmap.tag, PosencHeatmap);
    const host = document.createElement('div');
    host.lang = 'zh-CN';
    document.body.append(host);
    const inner = document.createElement('section');
    host.attachShadow({ mode: 'open' }).append(inner);
    const figure = document.createElement('posenc-heatmap');
    figure.setAttribute('d-model', '8');
    figure.setAttribute('positions', '8');
    figure.addEventListener('posenc-ready', () => { document.body.dataset.ready = 'yes'; });
    inner.append(figure);
  }, url);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  const summary = await page.evaluate(() => document.querySelector('div')?.shadowRoot?.querySelector('posenc-heatmap')
    ?.shadowRoot?.querySelector('.summary')?.textContent);
  assert.match(summary, /^8 个位置/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the embed page takes lang=: its title, its lang and its figure are Spanish', async () => {
  const { page, problems, catalogs } = await open('web/embed.html?figure=heatmap&d-model=8&positions=8&lang=es-MX');
  await page.waitForFunction(() => /posiciones/.test(document.querySelector('posenc-heatmap')?.shadowRoot?.querySelector('.summary')?.textContent ?? ''));
  const read = await page.evaluate(() => ({ title: document.title, lang: document.documentElement.lang,
    heading: document.getElementById('figure-title')?.textContent,
    statement: [document.querySelector('.embed-statement a')?.textContent, document.querySelector('.embed-statement a')?.getAttribute('hreflang')] }));
  assert.deepEqual(read, { title: 'La tabla de la codificación posicional sinusoidal (figura de posenc)', lang: 'es',
    heading: 'La tabla de la codificación posicional sinusoidal', statement: ['Declaración de accesibilidad', 'en'] });
  assert.deepEqual(catalogs, ['es']);
  assert.deepEqual(problems, []);
  await page.close();
});

/** The rotation figure's words once k is set to `k` (not its value before): slider labels, titles and notes, summary, accessible names, a cell read, the dials' canvas text. */
async function rotationWords(page, k) {
  // The dials are drawn text: record what the canvas writes while k changes.
  await page.evaluate((value) => {
    const drawn = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) { drawn.push(text); return fillText.call(this, text, ...rest); };
    window.drawn = drawn;
    // A figure off screen draws again only once it is near.
    document.getElementById('rotation')?.scrollIntoView();
    document.getElementById('rotation')?.setAttribute('k', value);
  }, String(k));
  await page.waitForFunction(() => window.drawn.some((t) => t.includes('ω₀')));
  await page.focus('#rotation canvas[part="canvas"]');
  await page.keyboard.press('ArrowRight');
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('rotation')?.shadowRoot);
    return {
      controls: [...root.querySelectorAll('.control span')].map((s) => s.textContent),
      titles: [...root.querySelectorAll('.dials-title, .note')].map((s) => s.textContent),
      summary: root.querySelector('.summary')?.textContent,
      names: [...root.querySelectorAll('canvas')].map((c) => c.getAttribute('aria-label')),
      readout: root.querySelector('.readout')?.textContent,
      drawn: [...window.drawn],
    };
  });
}

test('the rotation figure reads in Spanish under lang="es" and in Chinese under lang="zh-CN": labels, summary, names, dials', async () => {
  const { page, problems } = await open('tests/browser/pages/l10n-figures.html');
  await page.waitForFunction(() => document.getElementById('rotation')?.dataset.ready === 'yes');
  const spanish = await rotationWords(page, 20);
  assert.deepEqual(spanish.controls, ['posición p', 'desplazamiento k']);
  assert.deepEqual(spanish.titles.slice(0, 1), ['Cada par i gira el ángulo k·ωᵢ']);
  assert.match(spanish.summary, /^Mₖ con k = 20 lleva PE\(p\) a PE\(p \+ 20\) para todo p \(d-model 8, base 10000\)\. Aquí k = 20 lleva PE\(3\) a PE\(23\): mayor diferencia con PE\(23\) calculado directamente, /);
  assert.match(spanish.names.join('\n'), /^4 diales, uno por par: el punto PE\(3\) gira k·ωᵢ hasta PE\(23\); el par 0 gira 20,0000 rad, el par 3 solo 0,0200 rad\.$/m);
  assert.match(spanish.names.join('\n'), /^Matriz de rotación Mₖ para k = 20, d-model 8: 4 bloques de 2 por 2 en la diagonal/m);
  assert.match(spanish.readout, /^Fila 0, columna 1 de Mₖ: 0,\d{4} \(bloque del par 0, ángulo k·ω = 20,0000 rad\)$/);
  assert.ok(spanish.drawn.includes('kω₀ = 20 (3,2 vueltas)'), spanish.drawn.join(' | '));
  assert.ok(spanish.drawn.includes('sen'), spanish.drawn.join(' | '));
  await page.evaluate(() => { document.documentElement.lang = 'zh-CN'; });
  await page.waitForFunction(() => /映射/.test(document.getElementById('rotation')?.shadowRoot?.querySelector('.summary')?.textContent ?? ''));
  const chinese = await rotationWords(page, 21);
  assert.deepEqual(chinese.controls, ['位置 p', '偏移量 k']);
  assert.deepEqual(chinese.titles.slice(0, 1), ['第 i 对转过角度 k·ωᵢ']);
  assert.match(chinese.summary, /^k = 21 时，Mₖ 对每个 p 都把 PE\(p\) 映射到 PE\(p \+ 21\)（d-model 8，底数 10000）。/);
  assert.match(chinese.names.join('\n'), /^4 个刻度盘，每个通道对一个：点 PE\(3\) 转过 k·ωᵢ，到达 PE\(24\)/m);
  // The cursor moved on one more cell: outside the blocks.
  assert.equal(chinese.readout, 'Mₖ 的第 0 行、第 2 列：0.0000（块外）');
  assert.ok(chinese.drawn.includes('kω₀ = 21（3.3 圈）'), chinese.drawn.join(' | '));
  assert.deepEqual(problems, []);
  await page.close();
});

test('in the pseudo-locale en-XA a heatmap has no unaccented English in its shadow root, names, table or announcements', async () => {
  const { page, problems } = await open('tests/browser/pages/l10n-figures.html');
  await page.evaluate(() => { document.documentElement.lang = 'en-XA'; });
  await page.waitForFunction(() => document.getElementById('heatmap')?.shadowRoot?.querySelector('.frame')?.getAttribute('lang') === 'en-XA');
  await page.waitForFunction(() => document.getElementById('heatmap')?.dataset.ready === 'yes');
  await page.focus('#heatmap canvas');
  await page.keyboard.press('ArrowDown');
  await page.click('#heatmap button');
  // The summary is announced once it has settled (announcer.js): change it and wait for the live region.
  await page.evaluate(() => document.getElementById('heatmap')?.setAttribute('layout', 'concatenated'));
  await page.waitForFunction(() => /\S/.test(document.getElementById('heatmap')?.shadowRoot?.querySelector('.announce')?.textContent ?? ''));
  const heard = await shadowTexts(page, 'heatmap');
  assert.deepEqual(unaccented(heard), [], heard.join('\n'));
  assert.ok(heard.some((text) => /Ƥǿǿşīīŧīīǿǿƞ/.test(text)), 'the cursor read a cell in en-XA');
  assert.deepEqual(problems, []);
  await page.close();
});

test('in the pseudo-locale en-XA the rotation figure has no unaccented English in its shadow root, names, table, announcements or dials', async () => {
  const { page, problems } = await open('tests/browser/pages/l10n-figures.html');
  await page.evaluate(() => { document.documentElement.lang = 'en-XA'; });
  await page.waitForFunction(() => document.getElementById('rotation')?.shadowRoot?.querySelector('.frame')?.getAttribute('lang') === 'en-XA');
  await page.waitForFunction(() => document.getElementById('rotation')?.dataset.ready === 'yes');
  // The k change draws the dials again, the cursor reads a cell, the summary is announced.
  const { drawn, readout } = await rotationWords(page, 20);
  await page.click('#rotation button');
  await page.waitForFunction(() => /\S/.test(document.getElementById('rotation')?.shadowRoot?.querySelector('.announce')?.textContent ?? ''));
  const heard = [...await shadowTexts(page, 'rotation'), ...drawn];
  assert.deepEqual(unaccented(heard), [], heard.join('\n'));
  assert.match(readout, /^ŘŘǿǿẇ 0, ƈǿǿŀŀŭŭḿƞƞ 1 ǿǿƒ Ḿₖ/);
  assert.ok(heard.some((text) => /^ƈǿǿş$/.test(text)), 'the dials drew their axes in en-XA');
  assert.deepEqual(problems, []);
  await page.close();
});

test("a heatmap built but not yet drawn (far below the viewport) takes its new language's canvas name when lang changes", async () => {
  const { page, problems } = await open('tests/browser/pages/l10n-figures.html');
  await page.waitForFunction(() => document.getElementById('heatmap')?.dataset.ready === 'yes');
  const name = () => page.evaluate(() => document.getElementById('far')?.shadowRoot?.querySelector('canvas')?.getAttribute('aria-label'));
  await page.evaluate(() => {
    let drawn = false;
    const far = Object.assign(document.createElement('posenc-heatmap'), { id: 'far' });
    far.setAttribute('d-model', '8');
    far.setAttribute('positions', '8');
    far.addEventListener('posenc-ready', () => { drawn = true; });
    Object.assign(window, { farDrawn: () => drawn });
    const spacer = document.createElement('div');
    spacer.style.height = '40000px';
    document.querySelector('main')?.append(spacer, far);
  });
  await page.waitForFunction(() => Boolean(document.getElementById('far')?.shadowRoot?.querySelector('canvas')));
  assert.equal(await name(), 'Mapa de calor de la codificación posicional sinusoidal: posiciones por canales');
  await page.evaluate(() => document.getElementById('far')?.setAttribute('lang', 'zh-CN'));
  await page.waitForFunction(() => document.getElementById('far')?.shadowRoot?.querySelector('.frame')?.getAttribute('lang') === 'zh-CN');
  assert.equal(await name(), '正弦位置编码热力图：位置 × 通道');
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).farDrawn()), false, 'the heatmap has not drawn');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a drawn heatmap off screen when lang changes keeps its summary marked in the language it was written in, until it draws again in view', async () => {
  const { page, problems } = await open('tests/browser/pages/l10n-figures.html');
  await page.waitForFunction(() => document.getElementById('heatmap')?.dataset.ready === 'yes');
  const summary = () => page.evaluate(() => {
    const p = document.getElementById('heatmap')?.shadowRoot?.querySelector('.summary');
    return { lang: p?.getAttribute('lang'), text: p?.textContent ?? '' };
  });
  const spanish = await summary();
  assert.equal(spanish.lang, 'es');
  assert.match(spanish.text, /posiciones/);
  // The heatmap scrolled out of view, then its language changed: its words follow at once, its summary when it draws.
  await page.evaluate(() => {
    const spacer = Object.assign(document.createElement('div'), { id: 'spacer' });
    spacer.style.height = '40000px';
    document.querySelector('main')?.prepend(spacer);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.evaluate(() => document.getElementById('heatmap')?.setAttribute('lang', 'zh-CN'));
  await page.waitForFunction(() => document.getElementById('heatmap')?.shadowRoot?.querySelector('.frame')?.getAttribute('lang') === 'zh-CN');
  assert.deepEqual(await summary(), spanish);
  await page.evaluate(() => document.getElementById('heatmap')?.scrollIntoView({ behavior: 'instant' }));
  await page.waitForFunction(() => document.getElementById('heatmap')?.shadowRoot?.querySelector('.summary')?.getAttribute('lang') === 'zh-CN');
  assert.match((await summary()).text, /个位置/);
  assert.deepEqual(problems, []);
  await page.close();
});
