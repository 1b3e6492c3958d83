// A page of the built site in another language preloads what its scripts
// fetch by dynamic import for its words (its two catalogs and the Fluent
// runtime that reads them: web/src/text/l10n.js), so they arrive with the
// first screen instead of once the scripts have run; the English page
// preloads none of them (English is compiled and built in).
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../scripts/build-site.mjs';

const site = mkdtempSync(join(tmpdir(), 'posenc-locale-preloads-'));
await buildSite({ out: site });
after(() => rmSync(site, { recursive: true, force: true }));

/** The text of every module a built page preloads. @param {string} page */
function preloaded(page) {
  const html = readFileSync(join(site, page), 'utf8');
  return [...html.matchAll(/<link rel="modulepreload" href="(?:\.\.\/)?([^"]+)">/g)]
    .map(([, href]) => readFileSync(join(site, href), 'utf8')).join('\n');
}

/** The Fluent resolver's own error text: in its runtime alone (compiled English does not have it). */
const FLUENT_RUNTIME = 'Too many placeables expanded';
const WORDS = {
  es: ['La figura no pudo cargar su módulo WebAssembly', 'Elige primero una respuesta.'],
  'zh-CN': ['图示无法加载其 WebAssembly 模块', '请先选一个答案。'],
};

test('the Spanish and Chinese pages preload their catalogs and the Fluent runtime; the English page none of them', () => {
  const english = preloaded('index.html');
  assert.ok(!english.includes(FLUENT_RUNTIME), 'the English page preloads no Fluent runtime');
  for (const [locale, texts] of Object.entries(WORDS)) {
    const own = preloaded(`${locale}/index.html`);
    assert.ok(own.includes(FLUENT_RUNTIME), `${locale} preloads the Fluent runtime`);
    for (const text of texts) {
      assert.ok(own.includes(text), `${locale} preloads "${text}"`);
      assert.ok(!english.includes(text), `the English page does not preload "${text}"`);
    }
    const other = Object.keys(WORDS).find((l) => l !== locale) ?? '';
    for (const text of WORDS[/** @type {keyof typeof WORDS} */ (other)]) assert.ok(!own.includes(text), `${locale} does not preload ${other}'s "${text}"`);
  }
});
