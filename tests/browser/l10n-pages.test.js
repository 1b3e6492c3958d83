// The lesson in other languages, translated at build time
// (scripts/lib/localize-page.mjs, scripts/build-site.mjs) and by the dev
// server (scripts/serve.mjs): a tiny annotated page shows @fluent/dom's
// overlay at work in a browser that runs no script, the built site has a
// page per language that reads in it with the English page's text
// untouched, and the language menu keeps the settings and the answers.
// The overlay keeps a named element (data-l10n-name) with its attributes but
// gives it the translation's text as its only content (@fluent/dom clones it
// shallowly): a <code> or a link survives as it is; a named inline <math>
// would lose its MathML, so the build puts each formula back from the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localizePage, shippedPage } from '../../scripts/lib/localize-page.mjs';
import { STORAGE_KEY } from '../../web/lesson/answers.js';
import { LOCALES } from '../../web/src/text/locales.js';
import { launch, openPage, repoRoot, withoutAbortedRequests } from './browser.js';
import { publishSite } from './built-site.js';

const FIXTURE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Fixture</title><link rel="stylesheet" href="styles/page.css"></head>
<body>
<h1 data-l10n-id="title">Where am I?</h1>
<p data-l10n-id="intro">The encoding of position <code data-l10n-name="p" class="var">p</code> is in
  <a data-l10n-name="paper" href="paper.html">the paper</a>.</p>
<p>With <math><mi>p</mi></math> as the position, <span data-l10n-id="after-math">the sines turn.</span></p>
<p data-l10n-id="heads" data-l10n-args='{"n": 3}'>3 heads</p>
<p data-l10n-id="shift">A shift by <math data-l10n-name="k"><mi>k</mi></math> is a rotation <math data-l10n-name="m"><msub><mi>M</mi><mi>k</mi></msub></math>.</p>
<button type="button" data-l10n-id="reset" aria-label="Reset all settings">Reset</button>
<p><a href="#top">Top</a></p>
</body>
</html>
`;
const EN = `title = Where am I?
intro = The encoding of position <code data-l10n-name="p">p</code> is in <a data-l10n-name="paper">the paper</a>.
after-math = the sines turn.
heads = { $n } heads
shift = A shift by <math data-l10n-name="k"></math> is a rotation <math data-l10n-name="m"></math>.
reset = Reset
    .aria-label = Reset all settings
`;
const ES = `title = ¿Dónde estoy?
intro = La <em>codificación</em> de la posición <code data-l10n-name="p">p</code> está en <a data-l10n-name="paper">el artículo</a>.
after-math = los senos giran.
heads = { $n } cabezas
shift = <math data-l10n-name="m"></math> es una rotación: un desplazamiento de <math data-l10n-name="k"></math>.
reset = Restablecer
    .aria-label = Restablecer todos los ajustes
`;

/** A folder with catalogs in it, removed after the test. */
function catalogs(t, es = ES) {
  const dir = mkdtempSync(join(tmpdir(), 'posenc-l10n-pages-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [locale, text] of [['en', EN], ['es', es]]) {
    mkdirSync(join(dir, 'l10n', locale), { recursive: true });
    writeFileSync(join(dir, 'l10n', locale, 'page.ftl'), text);
  }
  return dir;
}

test('a page translated at build time reads in Spanish with scripts off, its maths and link kept by the overlay', async (t) => {
  const dir = catalogs(t);
  mkdirSync(join(dir, 'site/es'), { recursive: true });
  writeFileSync(join(dir, 'site/es/index.html'), await localizePage(FIXTURE, 'es', { dir: join(dir, 'l10n') }));
  writeFileSync(join(dir, 'site/paper.html'), '<!doctype html><title>Paper</title>');
  const { browser, url } = await launch({ root: join(dir, 'site') });
  const { page } = await openPage(browser, `${url}es/`, { javaScriptEnabled: false });
  const read = await page.evaluate(() => {
    const intro = /** @type {HTMLElement} */ (document.querySelector('[data-l10n-id=intro]'));
    const link = /** @type {HTMLAnchorElement} */ (intro.querySelector('a'));
    const button = /** @type {HTMLElement} */ (document.querySelector('button'));
    return {
      lang: document.documentElement.lang, dir: document.documentElement.dir,
      title: document.querySelector('h1')?.textContent, intro: intro.textContent?.replace(/\s+/g, ' '),
      code: intro.querySelector('code.var')?.textContent, math: document.querySelector('math mi')?.textContent,
      afterMath: document.querySelector('[data-l10n-id=after-math]')?.textContent, em: intro.querySelector('em')?.textContent,
      link: link.href, heads: document.querySelector('[data-l10n-id=heads]')?.textContent,
      shift: [...document.querySelectorAll('[data-l10n-id=shift] > math')].map((m) => m.innerHTML),
      shiftText: document.querySelector('[data-l10n-id=shift]')?.textContent,
      button: [button.textContent, button.getAttribute('aria-label')],
      top: /** @type {HTMLAnchorElement} */ (document.querySelector('a[href="#top"]')).getAttribute('href'),
      sheet: document.querySelector('link[rel=stylesheet]')?.getAttribute('href'),
    };
  });
  assert.deepEqual(read, {
    lang: 'es', dir: 'ltr', title: '¿Dónde estoy?', intro: 'La codificación de la posición p está en el artículo.',
    code: 'p', math: 'p', afterMath: 'los senos giran.', em: 'codificación', link: `${url}paper.html`, heads: '3 cabezas',
    shift: ['<msub><mi>M</mi><mi>k</mi></msub>', '<mi>k</mi>'], shiftText: 'Mk es una rotación: un desplazamiento de k.',
    button: ['Restablecer', 'Restablecer todos los ajustes'], top: '#top', sheet: '../styles/page.css',
  });
  await page.close();
});

test('a translation that is missing or that the overlay refuses fails the build instead of dropping text', async (t) => {
  await assert.rejects(localizePage(FIXTURE, 'es', { dir: join(catalogs(t, ES.replace(/^heads = .*\n/m, '')), 'l10n') }),
    /localize-page: es: .*heads/);
  await assert.rejects(localizePage(FIXTURE, 'es', { dir: join(catalogs(t, ES.replace('está en', '<img src=x> está en')), 'l10n') }),
    /localize-page: es: .*forbidden type "img"/);
  await assert.rejects(localizePage(FIXTURE, 'es', { dir: join(catalogs(t, ES.replace('de <math data-l10n-name="k"></math>', 'de k')), 'l10n') }),
    /localize-page: shift: the translation leaves out the formula "k"/);
});

/** The body of an HTML page, as written. @param {string} html */
const bodyOf = (html) => html.slice(html.indexOf('<body'), html.indexOf('</body>'));

test('the built site has the lesson in each language: lang, hreflang alternates, the menu, and the English text as it was', async (t) => {
  const site = await publishSite(join(mkdtempSync(join(tmpdir(), 'posenc-l10n-site-')), 'site'));
  t.after(() => rmSync(join(site, '..'), { recursive: true, force: true }));
  const english = readFileSync(join(site, 'index.html'), 'utf8');
  // As written, less the names of its translations, which no script reads,
  // and the indentation of its lines.
  assert.equal(bodyOf(english), shippedPage(bodyOf(readFileSync(join(repoRoot, 'web/index.html'), 'utf8')), 'index.html'));
  assert.doesNotMatch(english, /data-l10n-/);
  const { browser, url } = await launch({ root: site });
  const names = { es: 'Idioma', 'zh-CN': '语言' };
  for (const locale of LOCALES.slice(1)) {
    const { page, problems } = await openPage(browser, `${url}${locale}/`, { javaScriptEnabled: false });
    const read = await page.evaluate(() => ({
      lang: document.documentElement.lang, dir: document.documentElement.dir,
      alternates: [...document.querySelectorAll('link[rel=alternate]')].map((l) => [l.getAttribute('hreflang'), /** @type {HTMLLinkElement} */ (l).href]),
      menu: document.querySelector('.language-menu')?.getAttribute('aria-label'),
      current: document.querySelector('.language-menu [aria-current=page]')?.getAttribute('hreflang'),
      styled: getComputedStyle(document.body).fontFamily !== '',
      // By name without its content hash.
      sheets: [...document.styleSheets].map((s) => new URL(String(s.href)).pathname.replace(/-\w+\.css$/, '.css')),
    }));
    assert.deepEqual(read, {
      lang: locale, dir: 'ltr', menu: names[locale], current: locale, styled: true,
      // The lesson's sheet, then its language's reserved heights.
      sheets: ['/assets/lesson.css', `/assets/reserved-${locale}.css`],
      alternates: [['en', url], ['es', `${url}es/`], ['zh-CN', `${url}zh-CN/`]],
    }, locale);
    // With scripts off the module preloads are dropped by the browser: every other request must succeed.
    assert.deepEqual(problems.filter((p) => !/^requestfailed: .*\.js$/.test(p)), [], locale);
    await page.close();
  }
});

// A course page in Spanish frames es/embed.html: what a frame shows before
// or without its script, and in a sandbox that keeps its script from loading
// (web/src/embed/sandbox-notice.js shows that notice), is in Spanish too.
test('the embed page goes out in each language: its notices where the script cannot run, and its figure without lang=', async (t) => {
  const site = await publishSite(join(mkdtempSync(join(tmpdir(), 'posenc-l10n-embed-')), 'site'));
  t.after(() => rmSync(join(site, '..'), { recursive: true, force: true }));
  const english = readFileSync(join(site, 'embed.html'), 'utf8');
  assert.equal(bodyOf(english), shippedPage(bodyOf(readFileSync(join(repoRoot, 'web/embed.html'), 'utf8')), 'embed.html'));
  const { browser, url } = await launch({ root: site });
  const expected = {
    es: { title: 'figura de posenc', script: /^Esta figura no arrancó: JavaScript está desactivado/, sandbox: /^Esta figura no puede arrancar en un marco aislado/,
      statement: 'Declaración de accesibilidad', summary: /^20 posiciones \(0 a 19\) × 16 canales/ },
    'zh-CN': { title: 'posenc 图示', script: /^此图示没有启动/, sandbox: /^此图示放在未设置/, statement: '无障碍声明', summary: /^20 个位置（0 至 19）× 16 个通道/ },
  };
  const query = '?figure=heatmap&d-model=16&positions=20';
  for (const locale of LOCALES.slice(1)) {
    const want = expected[/** @type {'es' | 'zh-CN'} */ (locale)];
    const off = await openPage(browser, `${url}${locale}/embed.html${query}`, { javaScriptEnabled: false });
    const read = await off.page.evaluate(() => ({
      lang: document.documentElement.lang, title: document.title,
      script: document.getElementById('embed-script-notice')?.textContent?.trim() ?? '',
      sandbox: document.querySelector('#embed-sandbox p')?.textContent?.trim() ?? '',
      codes: [...document.querySelectorAll('#embed-sandbox code')].map((c) => c.textContent),
      statement: document.querySelector('.embed-statement a')?.textContent,
      statementUrl: /** @type {HTMLAnchorElement | null} */ (document.querySelector('.embed-statement a'))?.href,
    }));
    assert.equal(read.lang, locale);
    assert.equal(read.title, want.title);
    assert.match(read.script, want.script);
    assert.match(read.sandbox, want.sandbox);
    assert.deepEqual(read.codes, ['allow-same-origin', 'sandbox="allow-scripts allow-same-origin"', 'Access-Control-Allow-Origin: *'], locale);
    assert.equal(read.statement, want.statement);
    assert.equal(read.statementUrl, `${url}accessibility.html`);
    assert.deepEqual(off.problems.filter((p) => !/^requestfailed: .*\.js$/.test(p)), [], locale);
    await off.page.close();
    // With its script, the page and its figure read in the page's language without lang=.
    const on = await openPage(browser, `${url}${locale}/embed.html${query}`);
    await on.page.waitForFunction(() => Boolean(document.querySelector('#figure > *')?.shadowRoot?.querySelector('.summary')?.textContent));
    const live = await on.page.evaluate(() => ({
      lang: document.documentElement.lang,
      summary: document.querySelector('#figure > *')?.shadowRoot?.querySelector('.summary')?.textContent ?? '',
      scriptNotice: document.getElementById('embed-script-notice') !== null,
    }));
    assert.equal(live.lang, locale);
    assert.match(live.summary, want.summary);
    assert.equal(live.scriptNotice, false, 'the script removed the notice for a page without one');
    assert.deepEqual(on.problems, [], locale);
    await on.page.close();
  }
  // A lang= that is no language tag reads English, on a page in another language too, as its warning says.
  const asked = await openPage(browser, `${url}es/embed.html${query}&lang=!!`);
  await asked.page.waitForFunction(() => Boolean(document.querySelector('#figure > *')?.shadowRoot?.querySelector('.summary')?.textContent));
  assert.equal(await asked.page.evaluate(() => document.documentElement.lang), 'en');
  await asked.page.close();
});

test('the language menu keeps the settings and the place, and the answers are the same in every language', async () => {
  const { browser, url } = await launch({ root: join(repoRoot, 'web') });
  const { page, problems } = await openPage(browser, `${url}?d=32&n=40#heatmap`);
  // What a page left by the menu was still fetching (the order lab's module) is cancelled: not a problem.
  const notAborted = withoutAbortedRequests(page);
  await page.click('#predict-shuffle [data-choice=none]');
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  assert.match(String(stored), /predict-shuffle/);
  await page.click('.language-menu a[hreflang=es]');
  await page.waitForURL(/\/es\//);
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash, '/es/?d=32&n=40#heatmap');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  assert.deepEqual(JSON.parse(String(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY))).predictions,
    JSON.parse(String(stored)).predictions);
  await page.click('.language-menu a[hreflang=en]');
  await page.waitForURL((u) => u.pathname === '/');
  assert.equal(new URL(page.url()).search, '?d=32&n=40');
  assert.deepEqual(notAborted(problems), []);
});
