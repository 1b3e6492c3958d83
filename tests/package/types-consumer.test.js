// The types as a TypeScript user gets them: the typed consumers of
// tests/types/ compiled against the packed tarball in a browser-only project
// (no @types/node) that emits its own declarations, and the element
// declarations checked against the attribute schemas they describe.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STEP_MS, installInto, repo } from './pack.js';

const TSC = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
const SOURCES = ['usage.ts', 'widgets-usage.ts', 'declaration.ts'];
const dir = installInto('posenc-types-');
const pkg = join(dir, 'node_modules', 'posenc');

test('the typed consumers compile against the tarball with declaration: true and without @types/node', () => {
  for (const file of SOURCES) copyFileSync(join(repo, 'tests', 'types', file), join(dir, file));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      target: 'ES2022', module: 'ES2022', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM'], strict: true,
      declaration: true, emitDeclarationOnly: true, outDir: 'out', types: [],
    },
    files: SOURCES,
  }));
  try {
    execFileSync(process.execPath, [TSC, '-p', dir], { cwd: dir, encoding: 'utf8', timeout: STEP_MS });
  } catch (error) {
    assert.fail(`tsc failed:\n${error.stdout}${error.stderr}`);
  }
  // Inferred types are written as imports of 'posenc' itself, never of a
  // file inside the package that its exports map hides.
  const emitted = readFileSync(join(dir, 'out', 'declaration.d.ts'), 'utf8');
  assert.match(emitted, /AttentionResult/);
  assert.doesNotMatch(emitted, /posenc\/(types|web)\//);
});

test('each element declares one property per attribute of its schema, and the same choices', async () => {
  const { FIGURES } = await import(pathToFileURL(join(pkg, 'web/src/widgets/schemas.js')).href);
  const { camelCase } = await import(pathToFileURL(join(pkg, 'web/src/widgets/attributes.js')).href);
  const declared = readFileSync(join(pkg, 'web/src/widgets/elements.d.ts'), 'utf8');
  for (const { tag, schema } of Object.values(FIGURES)) {
    const name = tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());
    const body = declared.match(new RegExp(`interface ${name}Properties \\{([^}]*)\\}`))?.[1] ?? '';
    const properties = Object.fromEntries([...body.matchAll(/^\s*(\w+): ([^;]+);/gm)].map((m) => [m[1], m[2]]));
    assert.deepEqual(Object.keys(properties).sort(), Object.keys(schema).map(camelCase).sort(), tag);
    for (const [attribute, spec] of Object.entries(schema)) {
      const type = properties[camelCase(attribute)];
      const choices = spec.kind.match(/^one of (.*)$/)?.[1].split(', ');
      if (choices) assert.equal(type, choices.map((c) => `'${c}'`).join(' | '), `${tag} ${attribute}`);
      else assert.equal(type, typeof spec.fallback === 'object' ? 'number[]' : typeof spec.fallback, `${tag} ${attribute}`);
    }
    assert.match(declared, new RegExp(`'${tag}': ${name}Element;`));
  }
});
