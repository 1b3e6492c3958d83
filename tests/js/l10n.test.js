// The figures' words (web/src/text/l10n.js): which catalog a `lang` picks,
// numbers in each locale's convention, messages with their arguments, and
// the pseudo-locales made from English (scripts/gen-catalogs.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGLISH, loadLocalizer, loadedLocalizer, localeFor, resolveLocale } from '../../web/src/text/l10n.js';
import { matchLocale, negotiateLocale } from '../../web/src/text/negotiate.js';
import { LOCALES, PSEUDO_LOCALES, byLanguage, direction } from '../../web/src/text/locales.js';
import { CATALOGS } from '../../web/src/text/catalogs/index.js';
import { formatValue } from '../../web/src/render/cells.js';

// @fluent/langneg's answer for Traditional Chinese is the Simplified
// catalog: closer to its reader than English.
test('a lang value picks the nearest catalog, English when none fits or the value is no language tag', async () => {
  const cases = { es: 'es', 'es-MX': 'es', 'es-419': 'es', 'zh-Hant-HK': 'zh-CN', 'ES-es': 'es', zh: 'zh-CN', 'zh-Hans': 'zh-CN', 'zh-CN': 'zh-CN',
    'zh-TW': 'zh-CN', fr: 'en', en: 'en', 'en-GB': 'en', 'en-XA': 'en-XA', 'ar-XB': 'ar-XB', 'AR-xb': 'ar-XB', '': 'en',
    'not a tag!': 'en', [null]: 'en',
    // A pseudo-locale is for tests: a page in Arabic or in English of
    // another region never gets one.
    ar: 'en', 'ar-EG': 'en', 'en-XB': 'en' };
  for (const [lang, locale] of Object.entries(cases)) {
    const value = lang === 'null' ? null : lang;
    assert.equal(await resolveLocale(value), locale, lang);
    // No locale of the lesson shares its language with another: the language decides, without langneg.
    assert.equal(localeFor(value), locale, lang);
  }
});

// Where one available locale has a tag's language, byLanguage answers without
// @fluent/langneg: it must be langneg's answer (matchLocale, with its fallback
// to the language alone), over tags of every shape.
test("a tag's language picks the locale as @fluent/langneg does wherever one locale has that language", () => {
  const tags = ['es', 'es-MX', 'es-419', 'ES-es', 'es-Latn-ES', 'zh', 'zh-CN', 'zh-TW', 'zh-Hans', 'zh-Hant-HK', 'zh-SG',
    'cmn', 'en', 'en-GB', 'en-US-u-ca-buddhist', 'en-XA', 'fr', 'fr-CA', 'de-DE', 'ar', 'ar-XB', 'he', 'iw', 'pt-BR', 'ja', 'x-private'];
  for (const available of [LOCALES, ['en', 'es'], ['en', 'zh-CN', 'fr-CA'], ['en', 'es-MX', 'pt-PT']]) {
    for (const lang of tags) {
      let tag;
      try { [tag] = Intl.getCanonicalLocales(lang); } catch { continue; }
      const chosen = byLanguage(tag, available);
      assert.notEqual(chosen, null, `${lang} among ${available}`);
      assert.equal(chosen, matchLocale(tag, available) ?? '', `${lang} among ${available}`);
    }
  }
});

test('where two locales share a language, @fluent/langneg chooses', async () => {
  const available = ['en', 'pt-BR', 'pt-PT', 'zh-CN', 'zh-TW'];
  assert.equal(byLanguage('pt-BR', available), null);
  assert.equal(byLanguage('es', available), '');
  assert.equal(matchLocale('pt-PT', available), 'pt-PT');
  assert.equal(matchLocale('pt-BR', available), 'pt-BR');
  assert.equal(matchLocale('pt', available), 'pt-BR', "langneg's likely region for pt");
  assert.equal(matchLocale('zh-Hant-HK', available), 'zh-TW');
  assert.equal(matchLocale('zh-Hans', available), 'zh-CN');
  assert.equal(matchLocale('fr', available), undefined);
  assert.equal(negotiateLocale(['fr', 'zh-HK', 'pt'], available), 'zh-TW');
});

test("a reader's languages in order pick the first the page has, each matched as a lang value; English when none fits", () => {
  const cases = [
    [['fr', 'es-419', 'zh-CN'], 'es'], [[null, '', 'Klingon!', 'zh-TW', 'es'], 'zh-CN'], [['fr-FR', 'de'], 'en'],
    [[], 'en'], [['en-GB', 'es'], 'en'],
    // A pseudo-locale is not a language a reader has: en-XA reads English.
    [['en-XA', 'es'], 'en'],
  ];
  for (const [preferences, locale] of cases) assert.equal(negotiateLocale(preferences, LOCALES), locale, preferences.join(' '));
  assert.equal(negotiateLocale(['zh-CN', 'es'], ['en', 'es']), 'es', 'only the languages available');
});

test('only English is loaded before a figure asks; every other locale has a catalog of its own to fetch', async () => {
  assert.equal(loadedLocalizer('en'), ENGLISH);
  assert.equal(loadedLocalizer('es'), null);
  assert.deepEqual(Object.keys(CATALOGS).sort(), [...LOCALES.slice(1), ...PSEUDO_LOCALES].sort());
  const es = await loadLocalizer('es');
  assert.equal(loadedLocalizer('es'), es);
  assert.equal(await loadLocalizer('es'), es);
});

test('values are written in the locale: Spanish 8,3800 and a real minus sign, English as formatValue writes them', async () => {
  const es = await loadLocalizer('es');
  const zh = await loadLocalizer('zh-CN');
  for (const x of [8.38, -0.5, 0.00001, -0.00001, 1234.5, 0, NaN]) assert.equal(ENGLISH.decimal(x), formatValue(x), String(x));
  assert.deepEqual([8.38, -0.5, -0.00001, 1234.5].map((x) => es.decimal(x)), ['8,3800', '−0,5000', '0,0000', '1235']);
  assert.deepEqual([8.38, -0.5].map((x) => zh.decimal(x)), ['8.3800', '−0.5000']);
  assert.deepEqual([ENGLISH.integer(10000), es.integer(10000), es.integer(-3)], ['10000', '10000', '−3']);
  assert.deepEqual([ENGLISH.grouped(10000), es.grouped(10000), es.grouped(0.5)], ['10,000', '10.000', '0,5']);
  // Spanish groups from five digits on (RAE, CLDR), as number() does: 1024, not 1.024.
  assert.deepEqual([es.grouped(1024), es.number(1024), zh.grouped(1024)], ['1024', '1024', '1,024']);
});

test('messages take their arguments and selectors; an attribute is id.attribute; a missing id reads as English, then as itself', async () => {
  const es = await loadLocalizer('es');
  const args = { positions: '8', first: '0', last: '7', dModel: '16', base: '10000', layout: 'interleaved' };
  assert.match(ENGLISH.t('heatmap-summary', args), /^8 positions \(0 to 7\) × 16 channels, base 10000, interleaved layout\. Left columns \(fast/);
  assert.match(es.t('heatmap-summary', { ...args, layout: 'concatenated' }), /disposición concatenada\. Las columnas de la izquierda de cada mitad \(pares rápidos\)/);
  assert.equal(es.t('no-such-message'), 'no-such-message');
});

test('the pseudo-locales accent (en-XA, about 40% longer) or flip and turn right to left (ar-XB) every word, never a placeable', async () => {
  const xa = await loadLocalizer('en-XA');
  const xb = await loadLocalizer('ar-XB');
  const english = ENGLISH.t('heatmap-view-keys');
  const accented = xa.t('heatmap-view-keys');
  assert.doesNotMatch(accented, /[a-z]{2}/i);
  assert.ok(accented.length / english.length > 1.3 && accented.length / english.length < 1.5, `${accented.length} / ${english.length}`);
  assert.match(xa.t('heatmap-cell', { position: '3', channel: '4', pair: '2', fn: 'sin', value: '0.5' }), /3.*4.*2.*sin\): 0\.5$/);
  assert.equal(direction(xb.locale), 'rtl');
  const flipped = xb.t('heatmap-view-hint');
  assert.match(flipped, /^\u202e.+\u202c$/);
  assert.doesNotMatch(flipped, /Point|cell|heatmap/);
});
