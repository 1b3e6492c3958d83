// Each language's reserved heights reach only its own pages (scripts/gen-reserved-heights.mjs
// writes them): the English lesson and every other page but a locale's lesson link no
// style sheet with a `:lang()` rule, the lesson in es and zh-CN links lesson.css and then
// its own sheet, and the single file (the SCORM packages' launch file) carries every
// language's rules. The built site and the dev server alike.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SINGLE_FILE, buildSite } from '../../scripts/build-site.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { localeSheet } from '../../scripts/lib/localize-page.mjs';
import { LOCALES, PSEUDO_LOCALES } from '../../web/src/text/locales.js';
import { repoRoot } from '../browser/browser.js';

const OTHERS = LOCALES.slice(1);
const top = mkdtempSync(join(tmpdir(), 'posenc-reserved-sheets-'));
const { out } = await buildSite({ out: join(top, 'site') });
const dev = await startServer({ root: join(repoRoot, 'web') });
after(() => {
  dev.server.close();
  rmSync(top, { recursive: true, force: true });
});

/** The hrefs of a page's style sheets, in order. @param {string} html */
const sheetsOf = (html) => [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag)
  .filter((tag) => /\brel="stylesheet"/.test(tag)).map((tag) => /** @type {string} */ (/\bhref="([^"]+)"/.exec(tag)?.[1]));
/** The locales whose `:lang()` rules a style sheet holds, each with how many. @param {string} css */
const langRules = (css) => {
  /** @type {Record<string, number>} */
  const found = {};
  for (const [, locale] of css.matchAll(/:lang\(([^)]+)\)/g)) found[locale] = (found[locale] ?? 0) + 1;
  return found;
};

/**
 * What each page of the built site loads: the `:lang()` rules of its sheets, by locale.
 * @param {string} page  relative to the site
 */
function builtPage(page) {
  const html = readFileSync(join(out, page), 'utf8');
  const sheets = sheetsOf(html);
  const css = sheets.map((href) => readFileSync(join(out, page, '..', href), 'utf8'));
  return { sheets, css, rules: langRules(css.join('\n')) };
}

test('the built English lesson and every page but a locale\'s lesson load no rule of another language', () => {
  const pages = readdirSync(out).filter((f) => f.endsWith('.html') && f !== SINGLE_FILE);
  assert.ok(pages.includes('index.html'));
  for (const page of pages) {
    const { sheets, rules } = builtPage(page);
    assert.ok(sheets.length > 0, page);
    assert.deepEqual(rules, {}, `${page} loads ${sheets.join(', ')}`);
  }
});

test('the built lesson in each other language loads lesson.css, then its own sheet of reserved heights, and no other language\'s', () => {
  const english = builtPage('index.html');
  for (const locale of OTHERS) {
    const { sheets, css, rules } = builtPage(`${locale}/index.html`);
    assert.equal(sheets.length, 2, `${locale}: ${sheets.join(', ')}`);
    assert.equal(sheets[0], `../${english.sheets[0]}`, `${locale}: lesson.css first, as the English page has it`);
    assert.match(sheets[1], new RegExp(`^\\.\\./assets/reserved-${locale}-\\w+\\.css$`));
    assert.deepEqual(Object.keys(rules), [locale], `${locale}: ${JSON.stringify(rules)}`);
    // Each of its rules is scoped to its language (:lang() outweighs lesson.css's rule of the same figure).
    assert.equal(css[1].match(/--posenc-placeholder-height/g)?.length, rules[locale]);
    assert.ok(rules[locale] > 100, `${locale}: ${rules[locale]} rules`);
  }
});

test('the single file carries every language\'s rules, each as its page loads them', () => {
  const single = langRules(readFileSync(join(out, SINGLE_FILE), 'utf8'));
  for (const locale of OTHERS) {
    assert.equal(single[locale], builtPage(`${locale}/index.html`).rules[locale], locale);
  }
  assert.deepEqual(Object.keys(single).sort(), [...OTHERS].sort());
});

test('the dev server links each language\'s sheet as the built site does; English and the pseudo-locales link none', async () => {
  for (const locale of [LOCALES[0], ...OTHERS, ...PSEUDO_LOCALES]) {
    const pageUrl = new URL(locale === LOCALES[0] ? '' : `${locale}/`, dev.url);
    const response = await fetch(pageUrl);
    assert.equal(response.status, 200, locale);
    const sheets = sheetsOf(await response.text());
    const own = localeSheet(locale);
    assert.deepEqual(sheets.map((href) => new URL(href, pageUrl).pathname),
      ['/styles/lesson.css', ...(own ? [`/${own}`] : [])], locale);
    const css = await Promise.all(sheets.map(async (href) => {
      const sheet = await fetch(new URL(href, pageUrl));
      assert.equal(sheet.status, 200, `${locale}: ${href}`);
      return sheet.text();
    }));
    assert.deepEqual(Object.keys(langRules(css.join('\n'))), own ? [locale] : [], locale);
  }
});
