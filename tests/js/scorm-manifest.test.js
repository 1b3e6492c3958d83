// The SCORM manifests' titles (scripts/scorm-package.mjs): the title an LMS
// lists is one plain string in both versions, the English; the title in
// every language the single file carries is in the manifest's metadata, as
// each version's metadata writes a string of a language (SCORM 1.2: IMS
// Metadata's langstring xml:lang; 2004: IEEE LOM's string language).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser } from 'linkedom';
import { lessonTitles, manifest } from '../../scripts/scorm-package.mjs';

// The shape of the single file (scripts/build-site.mjs): the English page, a template per other language.
const LESSON = '<!doctype html><html data-choosing lang="en"><head><title data-l10n-id="page-title">Order &amp; position</title></head>' +
  '<body><main></main><template data-locale="es"><title data-l10n-id="page-title">Orden y posición</title><main></main></template>' +
  '<template data-locale="zh-CN"><title data-l10n-id="page-title">顺序与位置</title><main></main></template></body></html>';

test('the single file gives its title in each language it carries, English first', () => {
  assert.deepEqual(lessonTitles(LESSON), [{ lang: 'en', title: 'Order & position' },
    { lang: 'es', title: 'Orden y posición' }, { lang: 'zh-CN', title: '顺序与位置' }]);
});

test("both manifests list the English title and carry every language's title in their metadata", () => {
  for (const [version, element, attribute] of [['1.2', 'langstring', 'xml:lang'], ['2004', 'string', 'language']]) {
    const text = manifest(/** @type {'1.2' | '2004'} */ (version), lessonTitles(LESSON), ['posenc-lesson.html'], 0.75);
    const doc = new DOMParser().parseFromString(text, 'text/xml');
    const named = (/** @type {string} */ name) => [...doc.querySelectorAll('*')].filter((e) => e.localName === name || e.tagName === name
      || e.tagName.endsWith(`:${name}`));
    assert.deepEqual(named('organization').flatMap((o) => [...o.children].filter((c) => c.tagName === 'title')).map((t) => t.textContent),
      ['Order & position'], version);
    assert.deepEqual(named(element).map((s) => [s.getAttribute(attribute), s.textContent]),
      [['en', 'Order & position'], ['es', 'Orden y posición'], ['zh-CN', '顺序与位置']], version);
    assert.deepEqual(named('language').map((l) => l.textContent), ['en', 'es', 'zh-CN'], version);
    assert.match(text, /Order &amp; position/);
  }
});
