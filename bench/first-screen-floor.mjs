// @ts-check
/**
 * What the first figure of a page needs at the least, in gzip -9 bytes:
 *
 * - wasm: core modules with only the functions one figure calls, linked
 *   from the objects of the simd core in build/wasm (scripts/build-wasm.sh
 *   builds them) with the shipped module's own link flags: the functions a
 *   heatmap calls (encodings and colour maps), and those plus the toy
 *   attention (section 1's first figure, `<posenc-permutation>`). The whole
 *   core is printed next to them.
 * - script: the static imports of a page that defines one element (its
 *   class and the API under it, bundled and minified by esbuild, dynamic
 *   imports split off), and, of that, the Emscripten glue.
 *
 * These are the parts that a split of the core along the figures would
 * fetch before a first figure (docs/performance.md, "The first screen's
 * floor"). Nothing here ships: the candidate modules are built in a
 * temporary folder.
 *
 *   node bench/first-screen-floor.mjs
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const wasmBuild = join(root, 'build', 'wasm');
const TARGET = 'CMakeFiles/posenc-simd.dir';

/** The raw functions (cpp/boundary.mjs) a heatmap calls: the encodings and the colour maps. */
const HEATMAP_FUNCTIONS = ['encode', 'encodeChunks', 'encodeNextChunk', 'frequencies',
  'colormapSlot', 'colorizeInput', 'colorize', 'encodePixels'];
const CANDIDATES = [
  { module: 'encodings and colour maps (a heatmap)', functions: HEATMAP_FUNCTIONS,
    objects: ['module', 'encoding', 'colour'] },
  { module: 'those and the toy attention (section 1)', functions: [...HEATMAP_FUNCTIONS, 'attention'],
    objects: ['module', 'encoding', 'colour', 'attention'] },
];
const ELEMENTS = [
  { element: 'posenc-heatmap', file: 'heatmap.js', name: 'PosencHeatmap' },
  { element: 'posenc-permutation', file: 'permutation.js', name: 'PosencPermutation' },
];

const gzip = (/** @type {Uint8Array} */ bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * The C++ of a module that registers only `functions` (and those of every
 * module), as cpp/bindings/core_module.cc registers all of the core's.
 * @param {string[]} functions
 */
function registration(functions) {
  const pascal = (/** @type {string} */ name) => name[0].toUpperCase() + name.slice(1);
  return `#include <emscripten/bind.h>
#include "bindings.h"
namespace posenc::bindings {
EMSCRIPTEN_BINDINGS(posenc) {
${functions.map((f) => `  emscripten::function("${f}", &${pascal(f)});`).join('\n')}
  RegisterEveryModuleFunctions();
}
}  // namespace posenc::bindings
`;
}

/**
 * Compiles and links one candidate in `dir` with the shipped module's flags
 * (`build`: its compile flags and link line); returns its .wasm.
 * @param {typeof CANDIDATES[number]} c @param {string} dir @param {number} i
 * @param {{ cxxFlags: string[], link: string[] }} build
 */
function linkCandidate(c, dir, i, { cxxFlags, link }) {
  const source = join(dir, `candidate-${i}.cc`), object = join(dir, `candidate-${i}.o`), out = join(dir, `candidate-${i}.js`);
  writeFileSync(source, registration(c.functions));
  // Debian's acorn is where node does not look by default (scripts/build-wasm.sh).
  const env = { ...process.env, NODE_PATH: '/usr/share/nodejs' };
  execFileSync('em++', [...cxxFlags, `@${TARGET}/includes_CXX.rsp`, `-I${join(root, 'cpp', 'bindings')}`, '-c', source, '-o', object],
    { cwd: wasmBuild, env, stdio: 'inherit' });
  // The shipped module's link line, with this candidate's objects and output.
  const args = link.slice(1).flatMap((arg, k, all) => {
    if (arg === `@${TARGET}/objects1`) return [object, ...c.objects.map((o) => `${TARGET}/cpp/bindings/${o}.cc.o`)];
    if (all[k - 1] === '-o') return [out];
    return [arg.replace(/^'|'$/g, '')];
  });
  execFileSync(link[0], args, { cwd: wasmBuild, env, stdio: 'inherit' });
  return readFileSync(out.replace(/\.js$/, '.wasm'));
}

/** The static script of a page that defines `element` only: gzip of its files and of the glue. @param {typeof ELEMENTS[number]} e */
async function pageScript(e) {
  const result = await build({
    stdin: { contents: `import { ${e.name} } from './web/src/widgets/${e.file}';\ncustomElements.define('${e.element}', ${e.name});\n`,
      resolveDir: root, sourcefile: 'page.js' },
    absWorkingDir: root, bundle: true, minify: true, format: 'esm', splitting: true, outdir: join(root, 'build', 'first-screen-floor'),
    write: false, metafile: true, legalComments: 'none', logLevel: 'silent',
  });
  const outputs = /** @type {import('esbuild').Metafile} */ (result.metafile).outputs;
  const bytes = new Map(result.outputFiles.map((f) => [f.path, f.contents]));
  // The entry and what it imports statically, chunk by chunk: what the page fetches before its element is defined.
  const fetched = new Set();
  const visit = (/** @type {string} */ out) => {
    if (fetched.has(out)) return;
    fetched.add(out);
    for (const i of outputs[out].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(/** @type {string} */ (Object.keys(outputs).find((out) => outputs[out].entryPoint)));
  const glue = await build({ entryPoints: [join(root, 'web', 'dist', 'posenc-glue.js')], bundle: true, minify: true,
    format: 'esm', write: false, legalComments: 'none', logLevel: 'silent' });
  return {
    script: [...fetched].reduce((sum, out) => sum + gzip(/** @type {Uint8Array} */ (bytes.get(join(root, out)))), 0),
    glue: gzip(glue.outputFiles[0].contents),
  };
}

if (!existsSync(join(wasmBuild, TARGET, 'link.txt'))) {
  console.error('build/wasm has no simd core: run bash scripts/build-wasm.sh first');
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'posenc-floor-'));
try {
  const whole = gzip(readFileSync(join(wasmBuild, 'posenc-simd.wasm')));
  console.log('| core module (simd) | .wasm, gzip -9 bytes | of the whole core |');
  console.log('| --- | --- | --- |');
  console.log(`| the whole core (as shipped) | ${whole} | 100% |`);
  const flags = readFileSync(join(wasmBuild, TARGET, 'flags.make'), 'utf8');
  const shipped = {
    cxxFlags: (/^CXX_FLAGS = (.*)$/m.exec(flags)?.[1] ?? '').split(/\s+/).filter(Boolean),
    link: readFileSync(join(wasmBuild, TARGET, 'link.txt'), 'utf8').trim().split(/\s+/),
  };
  CANDIDATES.forEach((c, i) => {
    const bytes = gzip(linkCandidate(c, dir, i, shipped));
    console.log(`| ${c.module} | ${bytes} | ${Math.round((100 * bytes) / whole)}% |`);
  });
  console.log('\n| page that defines only | its static script, gzip -9 bytes | of which the Emscripten glue |');
  console.log('| --- | --- | --- |');
  for (const e of ELEMENTS) {
    const { script, glue } = await pageScript(e);
    console.log(`| \`<${e.element}>\` | ${script} | ${glue} |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
