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

<<<<<<< HEAD
=======
// ---- Chromium: html pages, js browser modules, wrappers ----

/** The docs' stand-in hosts, served from the project folder. */
const HOSTS = [
  { prefix: `https://cdn.example/npm/posenc@${pkg.version}/`, path: 'node_modules/posenc/' },
  { prefix: 'https://your-site.example/', path: '' },
];
// A course author's page: inline scripts and styles allowed, the stand-in
// hosts trusted, and WebAssembly allowed (as any page using posenc needs).
const hostList = 'https://cdn.example https://your-site.example';
const PAGE_CSP = `default-src 'self' ${hostList}; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval' ${hostList}; ` +
  `style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:`;

const { browser, url } = await launch({
  root: site,
  linkTargets: [repoRoot], // node_modules/posenc and posenc/ are links to the repository
  headers: (path) => (path.startsWith('/page-') ? { 'Content-Security-Policy': PAGE_CSP } : {}),
});

/** The import map of the package's browser entry points, from package.json `exports`. */
const importMap = {
  imports: Object.fromEntries(Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === 'object' && String(target.default).endsWith('.js'))
    .map(([key, target]) => [`posenc${key.slice(1)}`, `/node_modules/posenc/${target.default.slice(2)}`])),
};

/**
 * Loads `html` as a page of the site and waits until `figures` posenc
 * elements (across the page and its frames) have drawn and `logs`
 * console.log calls have printed. Resolves to what went wrong, if anything.
 * @param {string} name @param {string} html @param {{ figures: number, logs: number, title?: string }} expect
 */
async function loadPage(name, html, expect) {
  writeFileSync(join(site, `page-${name}.html`), `<!doctype html><meta charset="utf-8">\n${html}\n`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 2000 } });
  const problems = [];
  let logs = 0;
  try {
    await context.route(/^https:\/\/[^/]+\.example\//, async (route) => {
      const requested = route.request().url();
      const host = HOSTS.find((h) => requested.startsWith(h.prefix));
      if (!host) return route.abort();
      const response = await route.fetch({ url: `${url}${host.path}${requested.slice(host.prefix.length)}` });
      // A CDN serves modules and .wasm files to other origins. route.fetch
      // has decoded a compressed body already: its coding and length go.
      const { 'content-encoding': coding, 'content-length': length, ...headers } = response.headers();
      await route.fulfill({ response, headers: { ...headers, 'access-control-allow-origin': '*' } });
    });
    await context.addInitScript(() => {
      // In a same-origin frame Chromium may run an init script for the
      // frame's initial about:blank document only, and the page that loads
      // next keeps that window: listen on the window, once, not the document.
      const w = /** @type {any} */ (window);
      if (w.posencDrawn) return;
      const drawn = new Set();
      w.posencDrawn = drawn;
      addEventListener('posenc-ready', (event) => drawn.add(event.target), true);
      addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`));
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      if (m.type() === 'log') logs++;
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`requestfailed: ${r.url()}`));
    page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
    await page.goto(`${url}page-${name}.html`);
    const deadline = Date.now() + 120000;
    for (;;) {
      let drawn = 0;
      for (const frame of page.frames()) {
        drawn += await frame.evaluate(() => {
          const figures = [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('posenc-'));
          const set = /** @type {any} */ (window).posencDrawn;
          // Figures draw only near the viewport: bring the next one there.
          figures.find((f) => !set.has(f))?.scrollIntoView();
          return figures.filter((f) => set.has(f)).length;
        }).catch(() => 0);
      }
      const title = expect.title === undefined ? true : (await page.title()) === expect.title;
      if (drawn === expect.figures && logs >= expect.logs && title) break;
      if (problems.length > 0 || Date.now() > deadline) {
        problems.push(`waited for ${expect.figures} figures drawn (got ${drawn}), ${expect.logs} logs (got ${logs})` +
          `${expect.title ? `, title "${expect.title}" (got "${await page.title()}")` : ''}`);
        break;
      }
      await page.waitForTimeout(100);
    }
  } finally {
    await context.close();
  }
  return problems;
}

/** What an HTML fragment should show: its posenc elements and embed frames, and its logs. */
function expectations(html) {
  return {
    figures: (html.match(/<posenc-[a-z-]+[\s>]/g) ?? []).length + (html.match(/embed\.html\?figure=/g) ?? []).length,
    logs: (html.match(/console\.log\(/g) ?? []).length,
  };
}

/** The raw HTML blocks inside a Quarto (```{=html}) or MyST (```{raw} html) wrapper. */
function wrappedHtml(code) {
  return markdownBlocks(code).filter((b) => b.lang === '{=html}' || (b.lang === '{raw}' && b.flags[0] === 'html'));
}

for (const block of blocks) {
  const key = [block.lang, ...block.flags].join(' ');
  const name = `${block.file.replace(/\W/g, '-')}-${block.line}`;
  if (key === 'html') {
    test(`${block.where} (html): loads in Chromium, every figure draws, nothing fails`, async () => {
      const expect = expectations(block.code);
      assert.ok(expect.figures + expect.logs > 0, 'the block shows a figure or logs something');
      assert.deepEqual(await loadPage(name, block.code, expect), []);
    });
  } else if (key === 'markdown') {
    test(`${block.where} (markdown): the raw HTML it wraps loads in Chromium and draws`, async () => {
      const inner = wrappedHtml(block.code);
      assert.ok(inner.length > 0, 'a markdown block is a Quarto or MyST wrapper of raw HTML');
      for (const [i, html] of inner.entries()) {
        assert.deepEqual(await loadPage(`${name}-${i}`, html.code, expectations(html.code)), []);
      }
    });
  } else if (key === 'js browser') {
    test(`${block.where} (js browser): runs as a module in Chromium without an error`, async () => {
      const stated = withStatedValues(block.code, block.file, block.line, HELPER_URL).stated;
      assert.equal(stated, 0, 'values are stated and asserted in node blocks only');
      writeFileSync(join(site, `page-${name}.mjs`), block.code);
      const html = `<script type="importmap">${JSON.stringify(importMap)}</script>\n<script type="module">
import('./page-${name}.mjs').then(() => { document.title = 'ran'; }, (error) => console.error(String(error)));
</script>`;
      assert.deepEqual(await loadPage(name, html, { figures: 0, logs: 0, title: 'ran' }), []);
    });
  }
}
>>>>>>> reliab

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
