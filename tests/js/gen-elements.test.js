// scripts/gen-elements.mjs, run on a copy of web/src: its --check fails for
// each mistake of a contributor (a schema changed and not regenerated, a
// declaration edited by hand, a class without the registry's tag), and what
// it writes passes --check and keeps one literal dynamic import per element.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIGURES } from '../../web/src/widgets/schemas.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A folder with the generator and a copy of web/src (and a link to the built
 * web/dist, whose glue the core imports), removed after the test.
 */
function copy(t) {
  const dir = mkdtempSync(join(tmpdir(), 'posenc-gen-elements-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'scripts'));
  cpSync(join(repo, 'scripts/gen-elements.mjs'), join(dir, 'scripts/gen-elements.mjs'));
  cpSync(join(repo, 'web/src'), join(dir, 'web/src'), { recursive: true });
  symlinkSync(join(repo, 'web/dist'), join(dir, 'web/dist'), 'dir');
  return dir;
}

/** Runs the generator in `dir`; its exit status and what it printed. */
function generate(dir, ...args) {
  const run = spawnSync(process.execPath, [join(dir, 'scripts/gen-elements.mjs'), ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** Replaces `from` (which must be there) in a file of the copy. */
function edit(dir, path, from, to) {
  const text = readFileSync(join(dir, path), 'utf8');
  assert.ok(text.includes(from), `${path} holds ${from}`);
  writeFileSync(join(dir, path), text.replace(from, to));
}

test('the derived files of this repository are current, and define.js loads each element by a literal import', (t) => {
  const dir = copy(t);
  assert.deepEqual(generate(dir, '--check'), { status: 0, output: '' });
  const define = readFileSync(join(repo, 'web/src/widgets/define.js'), 'utf8');
  for (const [name, { tag }] of Object.entries(FIGURES)) assert.ok(define.includes(`'${tag}': () => import('./${name}.js')`), tag);
});

test('an attribute added to a schema without regenerating fails --check, and regenerating declares it', (t) => {
  const dir = copy(t);
  edit(dir, 'web/src/widgets/schemas.js', "  colormap: choiceSpec(COLORMAPS, 'rdbu',",
    "  spacing: choiceSpec(['paper', 'tensor2tensor'], 'paper', 'how the frequencies are spaced'),\n  colormap: choiceSpec(COLORMAPS, 'rdbu',");
  const stale = generate(dir, '--check');
  assert.equal(stale.status, 1);
  assert.match(stale.output, /web\/src\/widgets\/elements\.d\.ts is stale: run node scripts\/gen-elements\.mjs/);
  assert.equal(generate(dir).status, 0);
  assert.equal(generate(dir, '--check').status, 0);
  const declared = readFileSync(join(dir, 'web/src/widgets/elements.d.ts'), 'utf8');
  assert.match(declared, /\/\*\* `spacing`: how the frequencies are spaced\. One of paper, tensor2tensor; default "paper"\. \*\/\n {2}spacing: 'paper' \| 'tensor2tensor';/);
});

test('a declaration edited by hand fails --check', (t) => {
  const dir = copy(t);
  edit(dir, 'web/src/widgets/elements.d.ts', "colormap: 'rdbu' | 'viridis' | 'cividis';", "colormap: 'rdbu' | 'viridis';");
  const stale = generate(dir, '--check');
  assert.equal(stale.status, 1);
  assert.match(stale.output, /elements\.d\.ts is stale/);
});

test('a class that does not take its tag from the registry fails, naming its file', (t) => {
  const dir = copy(t);
  edit(dir, 'web/src/widgets/rotation.js', 'static tag = FIGURES.rotation.tag;', "static tag = 'posenc-rotate';");
  const wrong = generate(dir, '--check');
  assert.equal(wrong.status, 1);
  assert.match(wrong.output, /web\/src\/widgets\/rotation\.js: PosencRotation needs static tag = FIGURES\.rotation\.tag/);
});
