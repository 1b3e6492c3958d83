// English words arrive with the code that writes them: the lesson's first
// screen (the static imports of web/lesson/main.js, bundled as the built
// site bundles them) carries the English catalogs of its own figures, and
// each later element's and figure's English words (catalogs/en-<area>.js,
// scripts/gen-catalogs.mjs) only in the chunk of that element.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { join } from 'node:path';
import { ENGLISH } from '../../web/src/text/l10n.js';
import { RUNTIME_CATALOGS } from '../../scripts/lib/runtime-catalogs.mjs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The ids of a compiled English catalog (an attribute's as `message.attribute`). @param {object} catalog */
const ids = (catalog) => Object.keys(catalog);

/** The inputs of each output file, and each output's static imports, of the lesson bundled with splitting. */
async function lessonChunks() {
  const result = await build({
    absWorkingDir: repoRoot, entryPoints: ['web/lesson/main.js'], bundle: true, splitting: true, format: 'esm',
    write: false, metafile: true, outdir: join(repoRoot, 'build', 'catalog-split'), logLevel: 'silent', loader: { '.wasm': 'file' },
    // As scripts/build-site.mjs bundles the lesson: package.json's
    // sideEffects is for the package's consumers, and the lesson's figures
    // import their words' module for its effect alone.
    ignoreAnnotations: true,
  });
  return result.metafile.outputs;
}

test('the first screen of an English lesson carries no later element\'s or figure\'s English words; the chunk of later figures carries each part', async () => {
  const outputs = await lessonChunks();
  const entry = Object.keys(outputs).find((out) => outputs[out].entryPoint === 'web/lesson/main.js');
  assert.ok(entry);
  const first = new Set();
  const visit = (/** @type {string} */ out) => {
    if (first.has(out)) return;
    first.add(out);
    for (const i of outputs[out].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(/** @type {string} */ (entry));
  const inputsOf = (/** @type {Iterable<string>} */ outs) => new Set([...outs].flatMap((out) => Object.keys(outputs[out].inputs)));
  const firstInputs = inputsOf(first);
  const laterInputs = inputsOf(Object.keys(outputs).filter((out) => !first.has(out)));
  for (const { folder, parts } of RUNTIME_CATALOGS) {
    assert.ok(firstInputs.has(`${folder}/en.js`), `${folder}/en.js is on the first screen`);
    for (const part of parts) {
      const module = `${folder}/en-${part.replace(/\.ftl$/, '')}.js`;
      assert.ok(!firstInputs.has(module), `${module} is not on the first screen`);
      // The embed page's words are not the lesson's: in none of its chunks.
      if (part === 'embed.ftl') assert.ok(!laterInputs.has(module), `${module} is not in the lesson`);
      else assert.ok(laterInputs.has(module), `${module} comes with the later figures`);
    }
  }
});

/** The module that adds each part to the English Localizer (the lowest one that writes its words). */
const WRITERS = {
  'similarity.ftl': 'web/src/widgets/similarity.js',
  'rotation.ftl': 'web/src/widgets/rotation.js',
  'offset-head.ftl': 'web/src/widgets/offset-head.js',
  'order-lab.ftl': 'web/src/widgets/order-lab-words.js',
  'embed.ftl': 'web/src/embed/params.js',
  'lesson-figures.ftl': 'web/lesson/figures/bug.js',
  'lesson-later.ftl': 'web/lesson/checks.js',
};

test('the English Localizer has a part\'s words once the code that writes them has loaded, not before; no message is in two parts', async () => {
  const seen = new Map();
  for (const { folder, parts } of RUNTIME_CATALOGS) {
    for (const id of ids((await import(`../../${folder}/en.js`)).default)) seen.set(id, `${folder}/en.js`);
  }
  for (const { folder, parts } of RUNTIME_CATALOGS) {
    for (const part of parts) {
      const module = `${folder}/en-${part.replace(/\.ftl$/, '')}.js`;
      const catalog = (await import(`../../${module}`)).default;
      // Messages of plain text (a message with variables needs its arguments).
      const valued = Object.keys(catalog).filter((id) => typeof catalog[id] === 'string');
      assert.ok(valued.length > 0, module);
      for (const id of ids(catalog)) {
        assert.ok(!seen.has(id), `${id} is in ${module} and ${seen.get(id)}`);
        seen.set(id, module);
      }
      assert.equal(ENGLISH.t(valued[0]), valued[0], `${valued[0]} is not in English before ${WRITERS[part]} loads`);
      await import(`../../${WRITERS[part]}`);
      for (const id of valued) assert.notEqual(ENGLISH.t(id), id, `${id} after ${WRITERS[part]} loads`);
    }
  }
});
