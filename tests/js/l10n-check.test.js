// scripts/l10n-check.mjs (npm run l10n:check) on small catalogs of its own:
// the repository's catalogs pass, and each kind of translator's mistake
// fails the check with a line naming the locale, the file and the message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogs } from '../../scripts/l10n-check.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));

const EN = `greeting = Hello, { $name }!
count = { $n ->
    [one] One position
   *[other] { $n } positions
  }
layout = { $layout ->
    [interleaved] interleaved
   *[concatenated] concatenated
  }
button = Show
    .aria-label = Show the table
`;
const ES = `greeting = ¡Hola, { $name }!
count = { $n ->
    [one] Una posición
   *[other] { $n } posiciones
  }
layout = { $layout ->
    [interleaved] intercalada
   *[concatenated] concatenada
  }
button = Mostrar
    .aria-label = Mostrar la tabla
`;
// One plural form: Chinese writes only *[other], which is no mistake.
const ZH = `greeting = 你好，{ $name }！
count = { $n ->
   *[other] { $n } 个位置
  }
layout = { $layout ->
    [interleaved] 交错
   *[concatenated] 拼接
  }
button = 显示
    .aria-label = 显示表格
`;

/** Catalogs in a folder of their own: locale -> file -> text. */
function catalogs(t, tree) {
  const dir = mkdtempSync(join(tmpdir(), 'posenc-l10n-check-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [locale, files] of Object.entries(tree)) {
    mkdirSync(join(dir, locale));
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, locale, file), text);
  }
  return dir;
}

/** The check's problems when es/figures.ftl is `es`. */
function withSpanish(t, es) {
  return checkCatalogs(catalogs(t, { en: { 'figures.ftl': EN }, es: { 'figures.ftl': es }, 'zh-CN': { 'figures.ftl': ZH } }));
}

test("the repository's catalogs pass the check, and the command says so", () => {
  const run = spawnSync(process.execPath, [join(repo, 'scripts/l10n-check.mjs')], { encoding: 'utf8' });
  assert.equal(run.stderr, '');
  assert.equal(run.status, 0);
  assert.match(run.stdout, /every catalog matches en/);
});

test('complete translations pass, a plural with fewer categories included', (t) => {
  assert.deepEqual(withSpanish(t, ES), []);
});

test('a missing message and an extra one are each reported', (t) => {
  const es = ES.replace(/^greeting = .*\n/m, '') + 'farewell = Adiós\n';
  assert.deepEqual(withSpanish(t, es), ['es/figures.ftl: greeting missing', 'es/figures.ftl: farewell not in en']);
});

test('a missing file and an extra file are each reported', (t) => {
  const dir = catalogs(t, { en: { 'figures.ftl': EN, 'embed.ftl': 'title = Figure\n' }, es: { 'figures.ftl': ES, 'extra.ftl': 'x = y\n' } });
  assert.deepEqual(checkCatalogs(dir).sort(), ['es/embed.ftl: missing', 'es/extra.ftl: no such file in en']);
});

test('a variable renamed, dropped or added is reported', (t) => {
  assert.deepEqual(withSpanish(t, ES.replace('{ $name }', '{ $nombre }')),
    ['es/figures.ftl: greeting value uses $nombre, English $name']);
  assert.deepEqual(withSpanish(t, ES.replace('¡Hola, { $name }!', '¡Hola!')),
    ['es/figures.ftl: greeting value uses none, English $name']);
});

test('a selector on another variable, and a variant key that English does not have, are reported', (t) => {
  assert.deepEqual(withSpanish(t, ES.replace('{ $layout ->', '{ $n ->')),
    ['es/figures.ftl: layout value uses $n, English $layout', 'es/figures.ftl: layout value selects on $n, English on $layout']);
  assert.deepEqual(withSpanish(t, ES.replace('[interleaved] intercalada', '[intercalada] intercalada')),
    ['es/figures.ftl: layout value has variants concatenated, intercalada, English concatenated, interleaved']);
  assert.deepEqual(withSpanish(t, ES.replace(/count = \{ \$n ->[\s\S]*?\n {2}\}\n/, 'count = posiciones\n')),
    ['es/figures.ftl: count value uses none, English $n', 'es/figures.ftl: count value selects on none, English on $n']);
});

test('an empty message, a value or attribute missing, and an attribute English lacks are reported', (t) => {
  assert.deepEqual(withSpanish(t, ES.replace('button = Mostrar', 'button = { "  " }')), ['es/figures.ftl: button value is empty']);
  assert.deepEqual(withSpanish(t, ES.replace('button = Mostrar\n', 'button =\n')), ['es/figures.ftl: button value missing']);
  assert.deepEqual(withSpanish(t, ES.replace('    .aria-label = Mostrar la tabla\n', '')), ['es/figures.ftl: button .aria-label missing']);
  assert.deepEqual(withSpanish(t, ES.replace('greeting = ¡Hola, { $name }!', 'greeting = ¡Hola, { $name }!\n    .title = Hola')),
    ['es/figures.ftl: greeting .title not in English']);
});

test('a term the locale does not define and a line the parser cannot read are reported', (t) => {
  assert.deepEqual(withSpanish(t, ES.replace('Mostrar la tabla', 'Mostrar la { -tabla }')),
    ['es/figures.ftl: button refers to -tabla, which es does not define']);
  assert.deepEqual(withSpanish(t, ES + '-tabla = tabla\n'), []);
  const broken = withSpanish(t, ES.replace('button = Mostrar', 'button = Mostrar {'));
  assert.ok(broken.some((p) => /^es\/figures\.ftl: cannot parse line 10: Expected an inline expression/.test(p)), broken.join('\n'));
});

test('a message or term defined twice in one file is reported, in English too, and the command fails', (t) => {
  // Fluent keeps the first of two and says nothing: the second would never be shown.
  assert.deepEqual(withSpanish(t, `${ES}button = Botón\n`),
    ['es/figures.ftl: button is defined twice, on lines 10 and 12: the second is never used']);
  assert.deepEqual(withSpanish(t, `${ES}-tabla = tabla\n-tabla = cuadro\n`),
    ['es/figures.ftl: -tabla is defined twice, on lines 12 and 13: the second is never used']);
  const dir = catalogs(t, { en: { 'figures.ftl': `${EN}greeting = Hi!\n` }, es: { 'figures.ftl': ES }, 'zh-CN': { 'figures.ftl': ZH } });
  const run = spawnSync(process.execPath, [join(repo, 'scripts/l10n-check.mjs'), '--dir', dir], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.equal(run.stderr, 'en/figures.ftl: 1 problem\n  greeting is defined twice, on lines 1 and 12: the second is never used\n');
});

test('the command exits 1 and prints the problems per locale and file', (t) => {
  const dir = catalogs(t, { en: { 'figures.ftl': EN }, es: { 'figures.ftl': ES.replace(/^greeting = .*\n/m, '') },
    'zh-CN': { 'figures.ftl': ZH.replace('{ $name }', '') } });
  const run = spawnSync(process.execPath, [join(repo, 'scripts/l10n-check.mjs'), '--dir', dir], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.equal(run.stderr, 'es/figures.ftl: 1 problem\n  greeting missing\n' +
    'zh-CN/figures.ftl: 1 problem\n  greeting value uses none, English $name\n');
});
