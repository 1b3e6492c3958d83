// Every fenced code block of README.md and docs/*.md is run or checked, by its
// language, so the docs cannot drift from the code:
//   js          an ES module run in node, `posenc` resolved to this repository;
//               the values its comments state are asserted (tests/js/docs-blocks.js)
//   js browser  an ES module run in Chromium (tests/browser/docs.test.js)
//   html        a page loaded in Chromium (tests/browser/docs.test.js)
//   markdown    a Quarto or MyST wrapper: its inner raw HTML block is loaded as
//               html (tests/browser/docs.test.js)
//   sh          not run: the npm scripts and files it names must exist
//   text        not run: the repository paths its lines start with must exist
// Any other language fails. Every relative link must reach a file, and an
// anchor a heading of that file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { headingAnchors, markdownLinks, statedValue, withStatedValues } from './docs-blocks.js';
import { DOCS, HELPER_URL, blocks, pkg, projectFolder, repoRoot, texts } from './docs-files.js';

const run = promisify(execFile);

/** What the test does with each fence language (the info string's words). */
const KINDS = {
  js: 'node',
  'js browser': 'browser',
  html: 'page',
  markdown: 'wrapper',
  sh: 'shell',
  text: 'paths',
};

/** @param {{ lang: string, flags: string[] }} block */
function kindOf(block) {
  const key = [block.lang, ...block.flags].join(' ');
  const kind = /** @type {Record<string, string>} */ (KINDS)[key];
  if (!kind) {
    throw new Error(`a block fenced as "${key || '(no language)'}"; the docs test knows ${Object.keys(KINDS).join(', ')}`);
  }
  return kind;
}

const site = projectFolder();

test('every fenced block of the README and docs/ has a language the docs test knows', () => {
  assert.ok(blocks.length > 0);
  const unknown = blocks.flatMap((b) => {
    try { kindOf(b); return []; } catch (error) { return [`${b.where}: ${/** @type {Error} */ (error).message}`]; }
  });
  assert.deepEqual(unknown, []);
});

test('the docs test rejects a block without a language or with one it does not know', () => {
  assert.throws(() => kindOf({ lang: '', flags: [] }), /\(no language\)/);
  assert.throws(() => kindOf({ lang: 'python', flags: [] }), /"python"/);
  assert.throws(() => kindOf({ lang: 'js', flags: ['deno'] }), /"js deno"/);
  assert.equal(kindOf({ lang: 'js', flags: ['browser'] }), 'browser');
});

// ---- js in node ----

/**
 * Runs a js block as a module of the project folder; resolves to its
 * output, or rejects with its stderr.
 * @param {string} code @param {string} file @param {number} line
 */
async function runInNode(code, file, line) {
  const { source, stated } = withStatedValues(code, file, line, HELPER_URL);
  const path = join(site, `block-${file.replace(/\W/g, '-')}-${line}.mjs`);
  writeFileSync(path, source);
  try {
    const { stdout } = await run(process.execPath, [path], { cwd: site, timeout: 120000 });
    const checked = Number(/docs-stated-values-checked: (\d+)/.exec(stdout)?.[1] ?? 0);
    return { stated, checked };
  } catch (error) {
    const failure = /** @type {{ stderr?: string, message: string }} */ (error);
    throw new Error(`${file}:${line}: the block failed\n${failure.stderr || failure.message}`);
  }
}

for (const block of blocks.filter((b) => b.lang === 'js' && b.flags.length === 0)) {
  test(`${block.where} (js): runs in node and every value it states holds`, async () => {
    const { stated, checked } = await runInNode(block.code, block.file, block.line);
    assert.equal(checked, stated, 'every statement with a stated value was checked');
  });
}

test('a comment states a value only when it is a literal, a typed array, or a throw', () => {
  assert.deepEqual(statedValue(' 0.91'), { kind: 'literal', value: '0.91' });
  assert.deepEqual(statedValue(" ['man', 'bites']: prose"), { kind: 'literal', value: "['man', 'bites']" });
  assert.deepEqual(statedValue(' { tokens: [1], truncated: false }'), { kind: 'literal', value: '{ tokens: [1], truncated: false }' });
  assert.deepEqual(statedValue(' Float32Array(128 * 64)'), { kind: 'typed', type: 'Float32Array', length: 8192 });
  assert.deepEqual(statedValue(' throws RangeError: a: b.'), { kind: 'throws', name: 'RangeError', message: 'a: b.' });
  assert.equal(statedValue(' position 5'), null);
  assert.equal(statedValue(' loads the wasm once; later calls share it'), null);
  assert.equal(statedValue(' constructor'), null);
  assert.equal(statedValue(' optional: init() options, e.g. { wasmUrl }'), null);
});

test('a block whose stated value is wrong, wrongly rounded or not thrown fails', async () => {
  assert.deepEqual(await runInNode('Math.PI;  // 3.142\nconst x = [1, 2];  // [1, 2]', 'self-test.md', 1),
    { stated: 2, checked: 2 });
  const failing = [
    ['Math.PI;  // 3.15', /expected 3.15, got 3.14159/],
    ['Math.PI;  // 3.141592', /expected 3.141592,/],
    ["const { a } = { a: 'x' };  // 'y'", /expected "y", got "x"/],
    ['[1, 2, 3];  // [1, 2]', /expected 2 items, got 3/],
    ['new Float64Array(3);  // Float32Array(3)', /expected a Float32Array/],
    ['JSON.parse("1");  // throws SyntaxError: nope', /expected SyntaxError: nope/],
    ['JSON.parse("{");  // throws TypeError: x', /error type/],
    ['null.x;', /TypeError/],
  ];
  for (const [code, reason] of failing) {
    await assert.rejects(runInNode(/** @type {string} */ (code), 'self-test.md', 1), reason, String(code));
  }
});


// ---- blocks that are not run ----

for (const block of blocks.filter((b) => b.lang === 'sh' && b.flags.length === 0)) {
  test(`${block.where} (sh): every npm script and file it names exists`, () => {
    const missing = [];
    for (const line of block.code.split('\n')) {
      for (const command of line.replace(/\s#.*$/, '').split(/&&|\|\||[;|()]/)) {
        const words = command.trim().split(/\s+/).filter((w) => !/^[A-Z_]+=/.test(w));
        if (words[0] === 'npm' && words[1] === 'run' && !(words[2] in pkg.scripts)) missing.push(`npm script ${words[2]}`);
        if (words[0] === 'npm' && ['start', 'test'].includes(words[1]) && !(words[1] in pkg.scripts)) missing.push(`npm script ${words[1]}`);
        if (words[0] === 'node' || words[0] === 'bash') {
          for (const path of words.slice(1).filter((w) => w.includes('/') && !w.includes('<'))) {
            if (!existsSync(join(repoRoot, path))) missing.push(path);
          }
        }
      }
    }
    assert.deepEqual(missing, []);
  });
}

for (const block of blocks.filter((b) => b.lang === 'text' && b.flags.length === 0)) {
  test(`${block.where} (text): every repository path a line starts with exists`, () => {
    const paths = block.code.split('\n').map((line) => /^([\w.-]+\/[\w./-]*)(?:\s|$)/.exec(line)?.[1]).filter(Boolean);
    assert.deepEqual(paths.filter((path) => !existsSync(join(repoRoot, /** @type {string} */ (path)))), []);
  });
}

// ---- links ----

// Linked before they are written: docs/toolchain.md holds the toolchain notes.
// Once a file here exists it is checked like any other.
const LINKED_AHEAD = new Set(['docs/toolchain.md']);

/**
 * The problem with one relative link, or null.
 * @param {string} from the linking file, relative to the repository @param {string} target
 */
function linkProblem(from, target) {
  const [path, anchor] = target.split('#');
  const file = path === '' ? from : relative(repoRoot, resolve(repoRoot, dirname(from), path));
  if (!existsSync(join(repoRoot, file))) return LINKED_AHEAD.has(file) ? null : `${target}: no file ${file}`;
  if (anchor === undefined) return null;
  if (!file.endsWith('.md')) return `${target}: an anchor into a file that is not Markdown`;
  const anchors = headingAnchors(readFileSync(join(repoRoot, file), 'utf8'));
  return anchors.has(anchor) ? null : `${target}: no heading #${anchor} in ${file}`;
}

test('every relative link of the README and docs/ reaches a file, and every anchor a heading', () => {
  const problems = DOCS.flatMap((file) => markdownLinks(/** @type {string} */ (texts.get(file)))
    .filter(({ target }) => !/^[a-z][a-z+.-]*:/i.test(target))
    .map(({ target, line }) => {
      const problem = linkProblem(file, target);
      return problem && `${file} line ${line}: ${problem}`;
    })
    .filter(Boolean));
  assert.ok(DOCS.some((file) => markdownLinks(/** @type {string} */ (texts.get(file))).length > 0));
  assert.deepEqual(problems, []);
});

test('every page of docs/ is reachable by links from the README', () => {
  const reached = new Set(['README.md']);
  const queue = ['README.md'];
  while (queue.length > 0) {
    const from = /** @type {string} */ (queue.shift());
    for (const { target } of markdownLinks(/** @type {string} */ (texts.get(from)) ?? '')) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const file = relative(repoRoot, resolve(repoRoot, dirname(from), target.split('#')[0] || from));
      if (texts.has(file) && !reached.has(file)) { reached.add(file); queue.push(file); }
    }
  }
  assert.deepEqual(DOCS.filter((file) => !reached.has(file)), []);
});

test('the link and heading readers find what GitHub renders', () => {
  const text = '# One `init(options?) → Promise<Posenc>`\n## Two: a, b\n## Two: a, b\n' +
    'See [x](a.md#two-a-b) and `[not](a link)`.\n```md\n[in code](nowhere.md)\n# not a heading\n```\n';
  assert.deepEqual([...headingAnchors(text)], ['one-initoptions--promiseposenc', 'two-a-b', 'two-a-b-1']);
  assert.deepEqual(markdownLinks(text), [{ target: 'a.md#two-a-b', line: 4 }]);
  assert.equal(linkProblem('README.md', 'docs/api.md#no-such-heading'), 'docs/api.md#no-such-heading: no heading #no-such-heading in docs/api.md');
  assert.equal(linkProblem('docs/api.md', 'missing.md'), 'missing.md: no file docs/missing.md');
});
