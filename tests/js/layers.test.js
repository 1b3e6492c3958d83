// The direction of dependency between the folders (docs/development.md, "The
// layers"): core <- text <- render <- widgets <- embed, lesson. Each
// relative import of a web module, static, dynamic or in a JSDoc type, must
// reach its own folder or a lower one. The scripts stand apart: no web module
// imports scripts/, bench/ or tests/; a script takes what scripts share from
// scripts/lib/, and from another script (scripts/*.mjs) only functions it runs,
// never a constant that script defines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** Each web folder and the folders its modules may import from (its own included). */
const LAYERS = {
  'web/dist': ['web/dist'],
  // The core imports only the core and its built module: nothing above it.
  'web/src/core': ['web/src/core', 'web/dist'],
  'web/src/text': ['web/src/text', 'web/src/core'],
  'web/src/render': ['web/src/render', 'web/src/core', 'web/src/text'],
  'web/src/widgets': ['web/src/widgets', 'web/src/render', 'web/src/core', 'web/src/text'],
  'web/src/embed': ['web/src/embed', 'web/src/widgets', 'web/src/render', 'web/src/core', 'web/src/text'],
  'web/lesson': ['web/lesson', 'web/src/widgets', 'web/src/render', 'web/src/core', 'web/src/text', 'web/src/index.js'],
  // The package's entry points: the API and the pure helpers.
  'web/src/index.js': ['web/src/core', 'web/src/text'],
  'web/src/index-node.js': ['web/src/core', 'web/src/text'],
};

// Static imports and re-exports, side-effect imports, and import() in code or
// in a JSDoc type: a quoted relative specifier after `from`, `import` or `import(`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;
const NAMED = /\bimport\s*\{([^}]*)\}\s*from\s*(['"])(\.{1,2}\/[^'"]+)\2/g;

/** @param {string} path relative to the repository @returns {string | undefined} */
function layerOf(path) {
  return Object.keys(LAYERS).filter((l) => path === l || path.startsWith(`${l}/`)).sort((a, b) => b.length - a.length)[0];
}

/**
 * The relative imports of one module's text, each with its line and target
 * (relative to the repository).
 * @param {string} file @param {string} text
 */
export function importsOf(file, text) {
  return [...text.matchAll(IMPORT)].map((m) => ({
    line: text.slice(0, m.index).split('\n').length,
    target: relative(repo, resolve(repo, dirname(file), m[2])),
  }));
}

/**
 * The imports of web modules that run against the layers.
 * @param {Map<string, string>} files path relative to the repository -> text
 */
export function layerViolations(files) {
  const problems = [];
  for (const [file, text] of files) {
    const layer = layerOf(file);
    if (!layer) continue;
    for (const { line, target } of importsOf(file, text)) {
      const allowed = LAYERS[/** @type {keyof typeof LAYERS} */ (layer)];
      if (!allowed.some((l) => target === l || target.startsWith(`${l}/`))) {
        problems.push(`${file}:${line}: ${layer} imports ${target}`);
      }
    }
  }
  return problems;
}

/**
 * The imports by scripts/ and bench/ of another script's module: from
 * scripts/lib/ anything, from scripts/*.mjs functions only.
 * @param {Map<string, string>} files @param {(path: string) => Promise<Record<string, unknown>>} load
 */
export async function scriptViolations(files, load) {
  const problems = [];
  for (const [file, text] of files) {
    if (!file.startsWith('scripts/') && !file.startsWith('bench/')) continue;
    for (const m of text.matchAll(NAMED)) {
      const target = relative(repo, resolve(repo, dirname(file), m[3]));
      if (!target.startsWith('scripts/') || target.startsWith('scripts/lib/') || target === file) continue;
      const module = await load(target);
      for (const name of m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean)) {
        if (typeof module[name] !== 'function') {
          problems.push(`${file}: imports the constant ${name} from ${target} (shared values belong in scripts/lib/)`);
        }
      }
    }
  }
  return problems;
}

/** Every .js and .mjs file under `dir` (relative to the repository), without node_modules. */
function sources(dir) {
  return readdirSync(join(repo, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.m?js$/.test(e.name) && !e.parentPath.includes('node_modules'))
    .map((e) => relative(repo, join(e.parentPath, e.name)));
}

const tree = new Map(['web/src', 'web/lesson', 'scripts', 'bench']
  .flatMap(sources).map((file) => [file, readFileSync(join(repo, file), 'utf8')]));

test('every import of a web module reaches its own folder or a lower layer', () => {
  assert.ok(tree.size > 50, `${tree.size} files read`);
  assert.deepEqual(layerViolations(tree), []);
});

test('no web module imports scripts/, bench/ or tests/', () => {
  const problems = [...tree].filter(([file]) => file.startsWith('web/'))
    .flatMap(([file, text]) => importsOf(file, text)
      .filter(({ target }) => /^(scripts|bench|tests)\//.test(target))
      .map(({ line, target }) => `${file}:${line}: ${target}`));
  assert.deepEqual(problems, []);
});

test('scripts and benchmarks take shared values from scripts/lib/ and only functions from another script', async () => {
  const load = (/** @type {string} */ path) => import(pathToFileURL(join(repo, path)).href);
  assert.deepEqual(await scriptViolations(tree, load), []);
});

test('the checks catch an import that runs upwards and a constant taken from a script', async () => {
  const files = new Map([
    ['web/src/core/x.js', "import { a } from '../render/colormap.js';\n/** @type {import('../widgets/base.js').X} */"],
    ['web/src/render/y.js', "import '../core/boundary.js';\nconst m = await import('../embed/page.js');"],
    ['web/src/text/z.js', "export { b } from '../core/validate.js';"],
    ['web/src/core/v.js', "import { groupedNumber } from '../text/numbers.js';"],
    ['web/lesson/w.js', "import { c } from '../src/widgets/base.js';"],
  ]);
  assert.deepEqual(layerViolations(files), [
    'web/src/core/x.js:1: web/src/core imports web/src/render/colormap.js',
    'web/src/core/x.js:2: web/src/core imports web/src/widgets/base.js',
    'web/src/render/y.js:2: web/src/render imports web/src/embed/page.js',
    'web/src/core/v.js:1: web/src/core imports web/src/text/numbers.js',
  ]);
  const scripts = new Map([
    ['bench/a.mjs', "import { startServer, STRICT } from '../scripts/serve.mjs';\nimport { X } from '../scripts/lib/x.mjs';"],
  ]);
  const fake = async () => ({ startServer() {}, STRICT: 'policy' });
  assert.deepEqual(await scriptViolations(scripts, fake),
    ['bench/a.mjs: imports the constant STRICT from scripts/serve.mjs (shared values belong in scripts/lib/)']);
});
