// The lesson's static server (scripts/serve.mjs) under bad requests: every
// request gets an answer with a length, malformed targets and other methods
// are refused without ending the process, HEAD reads no file, and bodies are
// compressed as the client asks.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync, truncateSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_COMPRESSED_BYTES, chooseEncoding, pathOf, startServer } from '../../scripts/serve.mjs';
import { MALFORMED_TARGETS } from '../fixtures/hostile-inputs.js';
import { STRICT_CSP, cspHash, inlineTexts, strictPolicyFor } from '../../scripts/lib/csp.mjs';

const root = mkdtempSync(join(tmpdir(), 'posenc-serve-'));
const page = '<!doctype html><title>t</title>' + '<p>posenc</p>'.repeat(200);
writeFileSync(join(root, 'index.html'), page);
writeFileSync(join(root, 'small.js'), 'export const x = 1;\n');
// A page that carries its script and style inline, as the single-file lesson does.
const INLINE_SCRIPT = 'document.body.dataset.ran = "yes";';
const inlinePage = `<!doctype html><style>p { color: red }</style><script src="small.js" type="module"></script>` +
  `<SCRIPT type="module">${INLINE_SCRIPT}</SCRIPT ><p>inline</p>`;
writeFileSync(join(root, 'inline.html'), inlinePage);
writeFileSync(join(root, 'types.d.ts'), 'export declare const x: number;\n');
writeFileSync(join(root, 'image.png'), Buffer.alloc(4096, 7));
// Larger than readFile can read (2 GiB), and sparse: only reading it would fail.
truncateSync((writeFileSync(join(root, 'huge.bin'), ''), join(root, 'huge.bin')), 3 * 2 ** 30);

let throwFor = '';
const { server, url } = await startServer({
  root,
  headers: (path) => {
    if (path === throwFor) throw new Error('from the headers callback');
    return {};
  },
});
const port = Number(new URL(url).port);
after(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

// The same server in a child process, as `npm start` runs it: a request that
// ends the process shows here as an exit, not as an error the test runner catches.
const child = spawn(process.execPath, ['--input-type=module', '-e',
  `const { startServer } = await import(${JSON.stringify(new URL('../../scripts/serve.mjs', import.meta.url).href)});
   const { url } = await startServer({ root: ${JSON.stringify(root)} });
   console.log(url);`], { stdio: ['ignore', 'pipe', 'inherit'] });
let childExit = null;
child.on('exit', (code, signal) => { childExit = { code, signal }; });
const childUrl = await new Promise((resolve, reject) => {
  child.stdout.once('data', (line) => resolve(String(line).trim()));
  child.once('exit', () => reject(new Error('the server process ended before listening')));
});
after(() => child.kill());

/**
 * Sends raw bytes of a request (targets fetch() would refuse or rewrite) and
 * returns the status code and headers of the answer.
 * @param {string} head  request line and headers, without the final blank line
 * @param {number} [to]  the port, this process's server by default
 */
function rawRequest(head, to = port) {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    const chunks = [];
    socket.setTimeout(10000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(head.slice(0, 60))}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [top] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, bytes: Buffer.concat(chunks).length - Buffer.byteLength(top, 'latin1') - 4 });
    });
  });
}

/** The server still serves a page after whatever came before. */
async function stillServing() {
  const response = await fetch(url);
  assert.equal(response.status, 200);
  assert.equal(await response.text(), page);
}

test('every malformed request target gets a 4xx answer and the server process serves the next request', async () => {
  const childPort = Number(new URL(childUrl).port);
  for (const target of MALFORMED_TARGETS) {
    const { status, headers } = await rawRequest(`GET ${target} HTTP/1.1\r\nHost: x`, childPort);
    assert.ok(status >= 400 && status < 500, `${JSON.stringify(target.slice(0, 40))}: ${status}`);
    if (headers['content-length'] !== undefined) assert.ok(Number(headers['content-length']) > 0);
    assert.equal(childExit, null, `the server process ended after ${JSON.stringify(target.slice(0, 40))}`);
    assert.equal((await fetch(childUrl)).status, 200);
  }
  assert.equal((await rawRequest('GET /%E0%A4%A HTTP/1.1\r\nHost: x')).status, 400);
  assert.equal((await rawRequest('GET http://[::1 HTTP/1.1\r\nHost: x')).status, 400);
  assert.equal((await rawRequest('GET /..%2f..%2fetc%2fpasswd HTTP/1.1\r\nHost: x')).status, 403);
  await stillServing();
});

test('the request path parser refuses what it cannot decode, and nothing else', () => {
  assert.equal(pathOf('/a%20b.html?x=1#y'), '/a b.html');
  assert.equal(pathOf('http://other.example/web/'), '/web/');
  for (const target of ['/%E0%A4%A', 'http://[::1', 'http://a:99999/', '/%00', '*']) {
    assert.equal(pathOf(target), null, target);
  }
  // Two leading slashes (or a backslash, which a URL parser reads as one) begin a path, not a host.
  assert.equal(pathOf('//a:bad/'), '//a:bad/');
  assert.equal(pathOf('//x/web/index.html'), '//x/web/index.html');
  assert.equal(pathOf('/\\x/web/'), '//x/web/');
});

test('a folder named without its trailing slash is redirected to it, query kept; a path of two leading slashes names no host', async () => {
  mkdirSync(join(root, 'web'));
  const webPage = '<!doctype html><title>web</title><script type="module" src="small.js"></script>';
  writeFileSync(join(root, 'web', 'index.html'), webPage);
  try {
    for (const [target, location] of [['/web', './web/'], ['/web?lmsSession=abc&attempt=2', './web/?lmsSession=abc&attempt=2'],
      ['//web', './web/'], ['/%77eb', './%77eb/']]) {
      for (const method of ['GET', 'HEAD']) {
        const { status, headers } = await rawRequest(`${method} ${target} HTTP/1.1\r\nHost: x`);
        assert.deepEqual([status, headers.location], [301, location], `${method} ${target}`);
      }
    }
    // A browser follows it to the folder, where the page's relative URLs resolve inside it.
    const followed = await fetch(`${url}web?x=1`);
    assert.equal(followed.url, `${url}web/?x=1`);
    assert.equal(await followed.text(), webPage);
    assert.equal((await rawRequest('GET /web/ HTTP/1.1\r\nHost: x')).status, 200);
    // "//x/web/index.html" is the file x/web/index.html under the root (there is none), not web/index.html of a host x.
    for (const target of ['//x/web/index.html', '/\\x/web/index.html', '//x/web/']) {
      assert.equal((await rawRequest(`GET ${target} HTTP/1.1\r\nHost: x`)).status, 404, target);
    }
    const doubled = await rawRequest('GET //web/index.html HTTP/1.1\r\nHost: x');
    assert.equal(doubled.status, 200);
    assert.equal(doubled.bytes, Buffer.byteLength(webPage), 'the folder web/ under the root');
    assert.equal((await rawRequest('GET //small.js HTTP/1.1\r\nHost: x')).headers['content-type'], 'text/javascript; charset=utf-8');
  } finally {
    rmSync(join(root, 'web'), { recursive: true });
  }
  await stillServing();
});

test('methods other than GET and HEAD get 405 with an Allow header', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
    const { status, headers } = await rawRequest(`${method} /index.html HTTP/1.1\r\nHost: x\r\nContent-Length: 0`);
    assert.equal(status, 405, method);
    assert.equal(headers.allow, 'GET, HEAD');
  }
  await stillServing();
});

test('a failure while answering gives a 500 for that request only', async () => {
  throwFor = '/';
  try {
    assert.equal((await fetch(url)).status, 500);
    assert.equal((await fetch(`${url}huge.bin`)).status, 500, 'a file too large to read');
  } finally {
    throwFor = '';
  }
  await stillServing();
});

test('HEAD answers with the length of the file without reading it', async () => {
  const head = await rawRequest('HEAD /huge.bin HTTP/1.1\r\nHost: x');
  assert.equal(head.status, 200, 'a GET of this file fails at the read');
  assert.equal(head.headers['content-length'], String(3 * 2 ** 30));
  assert.equal(head.bytes, 0);
});

test('every answer states its length, and types match the files, .d.ts included', async () => {
  const cases = [['', 'text/html; charset=utf-8'], ['small.js', 'text/javascript; charset=utf-8'],
    ['types.d.ts', 'text/plain; charset=utf-8'], ['image.png', 'image/png'], ['missing', 'text/plain; charset=utf-8']];
  for (const [path, type] of cases) {
    const { headers } = await rawRequest(`GET /${path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity`);
    assert.equal(headers['content-type'], type, path);
    assert.match(headers['content-length'] ?? '', /^\d+$/, path);
    assert.equal(headers['x-content-type-options'], 'nosniff');
  }
});

test('bodies are compressed with brotli or gzip as Accept-Encoding asks, with Vary', async () => {
  const get = (encoding) => new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(
      `GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`));
    const chunks = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const headers = Object.fromEntries(all.subarray(0, split).toString('latin1').split('\r\n').slice(1)
        .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ headers, body: all.subarray(split + 4) });
    });
  });
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, undefined: (b) => b };
  for (const [accept, want] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['identity', undefined], ['br;q=0, gzip;q=0', undefined], ['*', 'br'], ['deflate', undefined]]) {
    const { headers, body } = await get(accept);
    assert.equal(headers['content-encoding'], want, accept);
    assert.equal(headers.vary, 'Accept-Encoding');
    assert.equal(Number(headers['content-length']), body.length);
    assert.equal(decode[want](body).toString(), page);
    if (want) assert.ok(body.length < page.length / 4, `${want}: ${body.length} of ${page.length} bytes`);
  }
  // Small files and already compressed types go as they are.
  for (const path of ['small.js', 'image.png']) {
    const { headers } = await rawRequest(`GET /${path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br, gzip`);
    assert.equal(headers['content-encoding'], undefined, path);
  }
  assert.ok(readFileSync(join(root, 'small.js')).length < MIN_COMPRESSED_BYTES);
  const head = await rawRequest('HEAD / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip');
  assert.equal(head.headers['content-encoding'], 'gzip', 'HEAD names the coding GET would use');
});

test('Accept-Encoding is read in one pass, whatever its length', () => {
  assert.equal(chooseEncoding(undefined), null);
  assert.equal(chooseEncoding(`${'x;q=1;'.repeat(20000)}, gzip`), 'gzip');
  assert.equal(chooseEncoding(`${','.repeat(100000)}br`), 'br');
  assert.equal(chooseEncoding('GZIP;Q=0.001'), 'gzip');
  assert.equal(chooseEncoding('br;q=abc'), null);
});

test('scripts, styles and wasm may be read from an opaque origin (a sandboxed embed), pages may not', async () => {
  const script = await fetch(`${url}small.js`, { headers: { Origin: 'null' } });
  assert.equal(script.headers.get('access-control-allow-origin'), '*');
  const html = await fetch(url, { headers: { Origin: 'null' } });
  assert.equal(html.headers.get('access-control-allow-origin'), null);
});

test('a symbolic link inside the root that points outside it is refused, one that stays inside is followed', async () => {
  const outside = mkdtempSync(join(tmpdir(), 'posenc-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'not for the web');
  mkdirSync(join(outside, 'folder'));
  writeFileSync(join(outside, 'folder', 'index.html'), '<p>outside</p>');
  symlinkSync(join(outside, 'secret.txt'), join(root, 'link-to-secret.txt'));
  symlinkSync(join(outside, 'folder'), join(root, 'link-to-folder'));
  symlinkSync(join(root, 'small.js'), join(root, 'link-inside.js'));
  try {
    for (const target of ['/link-to-secret.txt', '/link-to-folder/', '/link-to-folder/index.html']) {
      const response = await fetch(`${url}${target.slice(1)}`);
      assert.equal(response.status, 404, target);
      assert.doesNotMatch(await response.text(), /not for the web|outside/);
    }
    assert.equal(await (await fetch(`${url}link-inside.js`)).text(), 'export const x = 1;\n');
    // A folder named in linkTargets may be reached by links (tests compose sites so).
    const { server: linked, url: linkedUrl } = await startServer({ root, linkTargets: [outside] });
    try {
      assert.equal(await (await fetch(`${linkedUrl}link-to-secret.txt`)).text(), 'not for the web');
      assert.equal((await fetch(`${linkedUrl}..%2f..%2fetc%2fpasswd`)).status, 403, 'the path text is still checked');
    } finally {
      linked.close();
    }
  } finally {
    rmSync(outside, { recursive: true, force: true });
    for (const name of ['link-to-secret.txt', 'link-to-folder', 'link-inside.js']) rmSync(join(root, name));
  }
  await stillServing();
});

test('a path that names a file with a trailing slash or dot is 404, not the file', async () => {
  for (const target of ['/index.html/', '/index.html/.', '/index.html/%2e', '/small.js/', '/index.html/x']) {
    const { status } = await rawRequest(`GET ${target} HTTP/1.1\r\nHost: x`);
    assert.equal(status, 404, target);
  }
  assert.equal((await rawRequest('GET /index.html/.. HTTP/1.1\r\nHost: x')).status, 200, 'the root folder');
  await stillServing();
});

test('CONNECT gets a 405 with an Allow header, not a closed socket, and the server carries on', async () => {
  const childPort = Number(new URL(childUrl).port);
  for (const to of [port, childPort]) {
    const { status, headers } = await rawRequest('CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22', to);
    assert.equal(status, 405);
    assert.equal(headers.allow, 'GET, HEAD');
    assert.equal(Number(headers['content-length']), 'Method not allowed'.length);
  }
  assert.equal(childExit, null);
  await stillServing();
});

test('each file is compressed once per coding: 120 concurrent compressed requests make two compressions', async () => {
  const big = join(root, 'big.js');
  writeFileSync(big, `export const words = ${JSON.stringify('the cat sat on the mat '.repeat(40000))};\n`);
  const { server: own, url: ownUrl, compressions } = await startServer({ root });
  try {
    const get = (encoding) => fetch(`${ownUrl}big.js`, { headers: { 'Accept-Encoding': encoding } })
      .then(async (r) => [r.headers.get('content-encoding'), (await r.arrayBuffer()).byteLength]);
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => get(i % 2 ? 'gzip' : 'br')));
    assert.equal(compressions(), 2, 'one brotli and one gzip body for all 120 answers');
    assert.deepEqual(new Set(answers.map(([coding]) => coding)), new Set(['br', 'gzip']));
    // A new version of the file (a rebuild) is compressed again, once.
    writeFileSync(big, 'export const y = 2;\n'.repeat(200));
    const body = await fetch(`${ownUrl}big.js`, { headers: { 'Accept-Encoding': 'gzip' } }).then((r) => r.text());
    assert.equal(body, 'export const y = 2;\n'.repeat(200));
    assert.equal(compressions(), 3);
  } finally {
    own.close();
    rmSync(big);
  }
});

test('a page is served with the strict policy plus the hashes of its own inline scripts and styles, and no more', async () => {
  assert.equal((await fetch(url)).headers.get('content-security-policy'), STRICT_CSP, 'no inline code: the policy as it is');
  const policy = (await fetch(`${url}inline.html`)).headers.get('content-security-policy');
  assert.equal(policy, STRICT_CSP
    .replace("script-src 'self' 'wasm-unsafe-eval'", `script-src 'self' 'wasm-unsafe-eval' ${cspHash(INLINE_SCRIPT)}`)
    .replace("style-src 'self'", `style-src 'self' ${cspHash('p { color: red }')}`));
  assert.doesNotMatch(policy, /unsafe-inline/);
  const head = await rawRequest('HEAD /inline.html HTTP/1.1\r\nHost: x');
  assert.equal(head.headers['content-security-policy'], policy, 'HEAD names the policy GET sends');
  // The hash is of the exact text between the tags (what Chromium hashes; tests/browser/csp.test.js).
  assert.equal(cspHash('abc'), "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='");
});

test('inline texts are read as an HTML parser reads them: line endings, NUL, a ">" in an attribute, templates, SVG, unclosed tags', () => {
  assert.deepEqual(inlineTexts('<script>a</script><script src=x>b</script><style media="x">c</style ><scripts>d</scripts>'),
    { scripts: ['a'], styles: ['c'] });
  assert.deepEqual(inlineTexts('<script>"</style>"</script>'), { scripts: ['"</style>"'], styles: [] });
  // What Chromium hashes (tests/browser/csp.test.js runs each under the policy).
  assert.deepEqual(inlineTexts('<script data-note="a > b">run()</script>').scripts, ['run()']);
  assert.deepEqual(inlineTexts('<script>\r\na\rb\r\n</script><style>\r\np{}</style>'), { scripts: ['\na\nb\n'], styles: ['\np{}'] });
  assert.deepEqual(inlineTexts('<script>a\0b</script>').scripts, ['a\uFFFDb']);
  assert.deepEqual(inlineTexts('<template><script>t</script></template><svg><script>1 &lt; 2</script></svg>').scripts, ['t', '1 < 2']);
  assert.deepEqual(inlineTexts('<noscript><script>n</script></noscript>').scripts, [], 'text, where scripting runs');
  // A script left open at the end of the page never runs; a style does apply.
  assert.deepEqual(inlineTexts('<script>a</script><script>never closed'), { scripts: ['a'], styles: [] });
  assert.deepEqual(inlineTexts('<style>open'), { scripts: [], styles: ['open'] });
  assert.deepEqual(inlineTexts('<script>'.repeat(100000)), { scripts: [], styles: [] });
  assert.deepEqual(inlineTexts('<style'.repeat(100000)), { scripts: [], styles: [] });
  // Deeper than the call stack goes.
  assert.deepEqual(inlineTexts(`${'<div>'.repeat(20000)}<script>deep</script>`).scripts, ['deep']);
  assert.equal(strictPolicyFor('<p>none</p>'), STRICT_CSP);
});

test('the server of web/ has the lesson in the pseudo-locales for the tests, made from English with its markup kept', async () => {
  const web = fileURLToPath(new URL('../../web', import.meta.url));
  const { server: lessons, url: lessonsUrl } = await startServer({ root: web });
  try {
    for (const [locale, dir, text] of [['en-XA', 'ltr', /Ƥǿǿşīīŧīīǿǿƞƞȧȧŀŀ ḗḗƞƞƈǿǿḓīīƞƞɠ/], ['ar-XB', 'rtl', /\u202e/]]) {
      const response = await fetch(`${lessonsUrl}${locale}/`);
      assert.equal(response.status, 200, locale);
      const html = await response.text();
      assert.match(html, new RegExp(`<html[^>]* lang="${locale}"`), locale);
      assert.match(html, new RegExp(`<html[^>]* dir="${dir}"`), locale);
      assert.match(html, text, locale);
      // A link inside a message keeps its element and address; only its text changes.
      assert.match(html, /<a href="https:\/\/arxiv\.org\/abs\/1706\.03762" data-l10n-name="link">/, locale);
    }
    assert.equal((await fetch(`${lessonsUrl}fr/`)).status, 404);
  } finally {
    lessons.close();
  }
});
