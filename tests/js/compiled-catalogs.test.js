// English is compiled from its Fluent catalogs into functions
// (scripts/lib/compile-catalog.mjs, web/src/text/compiled.js), so that an
// English page loads no Fluent runtime. Each compiled message must read
// exactly as @fluent/bundle reads the same catalog: every message and
// attribute is formatted both ways, with every variant of every selector
// picked by its key and by numbers of each plural category, numbers placed
// as text, and no arguments at all (the same error).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource } from '../../web/src/text/fluent.js';
import { RUNTIME_CATALOGS } from '../../scripts/lib/runtime-catalogs.mjs';
import { compiledCatalog } from '../../scripts/lib/compile-catalog.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NUMBERS = [0, 1, 2, 3, -1, 1.5, 0.25, 21, 1024, 1234567.891, -0];

/** Every variable a pattern names, with the keys of the selectors it selects on. @param {any} pattern @param {Map<string, Set<string | number>>} found */
function variables(pattern, found = new Map()) {
  if (typeof pattern === 'string') return found;
  for (const part of pattern) {
    if (typeof part === 'string') continue;
    if (part.type === 'var') {
      if (!found.has(part.name)) found.set(part.name, new Set());
    } else if (part.type === 'select') {
      const keys = found.get(part.selector.name) ?? new Set();
      for (const { key, value } of part.variants) {
        keys.add(key.value);
        variables(value, found);
      }
      found.set(part.selector.name, keys);
    }
  }
  return found;
}

/** Argument sets that reach every variant: each variable in turn takes each of its values, the others a plain one. @param {Map<string, Set<string | number>>} found */
function argumentSets(found) {
  const plain = Object.fromEntries([...found.keys()].map((name) => [name, `‹${name}›`]));
  const sets = [plain];
  for (const [name, keys] of found) {
    for (const value of [...keys, ...NUMBERS, 'none-of-the-keys']) sets.push({ ...plain, [name]: value });
  }
  // Every selector on its numbers together (messages that count twice).
  for (const n of NUMBERS) sets.push(Object.fromEntries([...found.keys()].map((name) => [name, n])));
  return sets;
}

/** @param {() => string} f */
const outcome = (f) => {
  try {
    return { text: f() };
  } catch (error) {
    return { error: `${/** @type {Error} */ (error).name}: ${/** @type {Error} */ (error).message}` };
  }
};

for (const { areas, parts, folder } of RUNTIME_CATALOGS) {
  for (const [module, files] of [['en.js', areas], ...parts.map((part) => [`en-${part.replace(/\.ftl$/, '')}.js`, [part]])]) {
    test(`${folder}/${module} reads as @fluent/bundle reads ${files.join(', ')}`, async () => {
      const { default: compiled } = await import(`../../${folder}/${module}`);
      const source = files.map((file) => readFileSync(`${root}web/l10n/en/${file}`, 'utf8')).join('\n');
      const bundle = new FluentBundle('en', { useIsolating: false });
      assert.deepEqual(bundle.addResource(new FluentResource(source)), []);
      const ids = [];
      let compared = 0;
      for (const entry of new FluentResource(source).body) {
        const patterns = [[entry.id, entry.value], ...Object.entries(entry.attributes).map(([a, p]) => [`${entry.id}.${a}`, p])];
        for (const [id, pattern] of patterns) {
          if (pattern === null) continue;
          ids.push(id);
          const message = compiled[id];
          assert.ok(message !== undefined, `${id} is compiled`);
          const ours = (/** @type {any} */ args) => (typeof message === 'string' ? message : message(args));
          for (const args of [...argumentSets(variables(pattern)), undefined]) {
            assert.deepEqual(outcome(() => ours(args)), outcome(() => bundle.formatPattern(pattern, args)), `${id} with ${JSON.stringify(args)}`);
            compared++;
          }
        }
      }
      assert.deepEqual(Object.keys(compiled).sort(), ids.sort(), 'the compiled catalog has exactly the messages of the Fluent one');
      assert.ok(compared > ids.length, `${compared} texts compared`);
    });
  }
}

test('the compiler stops at what it does not compile, naming the message', () => {
  for (const [source, what] of [
    ['-brand = posenc\nhello = { -brand }', /-brand: terms are not compiled/],
    ['other = x\nhello = { other }', /hello: a placeable of type "mesg"/],
    ['hello = { NUMBER($n) }', /hello: a placeable of type "func"/],
    ['hello = { 5 ->\n  *[other] x\n}', /hello: only a variable selects/],
  ]) {
    assert.throws(() => compiledCatalog(source, 'en', './compiled.js', ''), what);
  }
});
