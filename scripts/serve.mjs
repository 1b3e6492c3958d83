// A small static server for the lesson and the tests: 127.0.0.1 only, no
// directory listing, no path escapes, the right MIME type for .wasm (needed
// by streaming compilation), the strict Content-Security-Policy the module
// promises to run under on every HTML page it serves (plus the hashes of the
// page's own inline scripts and styles, which the single-file lesson needs),
// and gzip or brotli compression as the browser asks (each file compressed
// once per version, not per response). A folder named without its trailing
// slash is redirected to it (301). A root with a lesson (index.html) but no
// <locale>/ folders, web/ in development, serves the lesson in each other
// language at /<locale>/ as the built site has it (translated as
// scripts/build-site.mjs translates it, once per version of the page). Every request gets an answer (400, 403, 404, 405 or
// 500 when it cannot be served), CONNECT included, and never stops the server.
import { createServer } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { strictPolicyFor } from './lib/csp.mjs';
import { LOCALES, PSEUDO_LOCALES } from '../web/src/text/locales.js';
import { TRANSLATED_PAGES } from './lib/translated-pages.mjs';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

// TypeScript declarations: extname() of "x.d.ts" is ".ts" (an MPEG stream to
// a browser), so they are matched by their whole suffix.
const DECLARATION_TYPE = 'text/plain; charset=utf-8';

/** Bodies smaller than this go uncompressed: the headers would eat the gain. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compress = {
  // Quality 5 of 11: most of brotli's gain at a fraction of its time, so
  // that the first request of a file after a rebuild is not kept waiting.
  br: (/** @type {Buffer} */ body) => brotliAsync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  }),
  gzip: (/** @type {Buffer} */ body) => gzipAsync(body),
};

/**
 * Whether a type is worth compressing: text, JSON, SVG and wasm. PNG and
 * icons are compressed already.
 * @param {string} type
 */
const compressible = (type) => type.startsWith('text/') || type.startsWith('image/svg+xml') ||
  type.startsWith('application/json') || type === 'application/wasm';

// Scripts, styles and wasm may be read by any origin: an embed framed with
// <iframe sandbox="allow-scripts"> has the opaque origin "null", and module
// scripts and fetch() are CORS requests. These files are public anyway.
const CORS_TYPES = new Set([MIME['.js'], MIME['.css'], MIME['.wasm'], MIME['.json']]);

/**
 * The content coding to answer with, per an Accept-Encoding header: the one
 * of br and gzip with the higher weight (br on a tie), or null for none.
 * One split per list and per parameter: linear in the header's length.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const item of String(header ?? '').split(',')) {
    const [name, ...params] = item.split(';');
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key.trim().toLowerCase() === 'q') weight = Number(value);
    }
    weights.set(name.trim().toLowerCase(), weight);
  }
  const weight = (/** @type {string} */ name) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = weight('br') >= weight('gzip') ? 'br' : 'gzip';
  return weight(best) > 0 ? best : null;
}

/**
 * The request target as a URL on this server: an origin-form target ("/a/b")
 * is a path, even one that begins with "//" or "/\\" (which a URL parser
 * would read as the authority of another host); an absolute-form target
 * ("http://host/a/b") is a URL. Null when it is neither.
 * @param {string | undefined} target
 */
function urlOf(target = '/') {
  try {
    return new URL(target.startsWith('/') ? `http://server${target}` : target);
  } catch {
    return null;
  }
}

/**
 * The decoded path of a request target, or null when the target is not a
 * valid URL, its percent-encoding is broken, or it holds a NUL. Empty
 * segments are kept ("//x/a" is the path "//x/a", which names the file x/a
 * under the root, never a file of a host x).
 * @param {string | undefined} target
 */
export function pathOf(target) {
  const url = urlOf(target);
  if (!url) return null;
  try {
    const path = decodeURIComponent(url.pathname);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

/**
 * Where a folder named without its trailing slash moves to: its last
 * segment with the slash, relative to the request ("./name/", so that it
 * can never read as another host), and the query.
 * @param {string | undefined} target
 */
function withSlash(target) {
  const url = /** @type {URL} */ (urlOf(target));
  return `./${url.pathname.slice(url.pathname.lastIndexOf('/') + 1)}/${url.search}`;
}

/**
 * The file `file` names (a folder's index.html), with its size and
 * modification time; null when there is none, when `folder` asks for a
 * folder and `file` is a file (the page's relative URLs would then resolve
 * against a folder that does not exist), or when its real path (symbolic
 * links followed) is inside none of `realTops`. A folder named without its
 * trailing slash is `moved`: its page's relative URLs need the slash.
 * @param {string} file @param {boolean} folder @param {string[]} realTops
 * @returns {Promise<{ file: string, size: number, version: string, moved: boolean } | null>}
 */
async function findFile(file, folder, realTops) {
  try {
    let info = await stat(file);
    const moved = info.isDirectory() && !folder;
    if (info.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file);
    } else if (folder) {
      return null;
    }
    const real = await realpath(file);
    if (!info.isFile() || !realTops.some((top) => inside(top, real))) return null;
    return { file, size: info.size, version: `${info.mtimeMs}:${info.size}`, moved };
  } catch {
    return null;
  }
}

/** Whether `path` is `top` or inside it (both resolved). @param {string} top @param {string} path */
const inside = (top, path) => path === top || path.startsWith(top.endsWith(sep) ? top : top + sep);

/** Most bytes of compressed bodies kept: far more than the lesson and its site. */
export const COMPRESSED_CACHE_BYTES = 64 * 2 ** 20;

/**
 * The compressed bodies of files, each made once per file version and
 * coding, in the order they were made: concurrent requests for one file
 * share one compression, and compression (in zlib's thread pool) does not
 * queue up behind every response. The oldest entries go when the total
 * passes COMPRESSED_CACHE_BYTES.
 */
class CompressedBodies {
  /** @type {Map<string, Promise<Buffer>>} */
  entries = new Map();
  /** @type {Map<string, number>} */
  sizes = new Map();
  bytes = 0;
  /** Compressions run so far (the tests count them). */
  made = 0;

  /**
   * @param {string} file @param {string} version @param {'br' | 'gzip'} encoding
   * @returns {Promise<Buffer>}
   */
  get(file, version, encoding) {
    const key = `${encoding}\0${version}\0${file}`;
    let body = this.entries.get(key);
    if (!body) {
      this.made++;
      body = readFile(file).then((raw) => compress[encoding](raw));
      this.entries.set(key, body);
      body.then((made) => this.keep(key, made.length), () => this.entries.delete(key));
    }
    return body;
  }

  /** @param {string} key @param {number} size */
  keep(key, size) {
    if (!this.entries.has(key)) return;
    this.sizes.set(key, size);
    this.bytes += size;
    for (const [old, oldSize] of this.sizes) {
      if (this.bytes <= COMPRESSED_CACHE_BYTES) break;
      this.sizes.delete(old);
      this.entries.delete(old);
      this.bytes -= oldSize;
    }
  }
}

/** Most pages whose policy is kept (each a few hundred bytes). */
const POLICY_CACHE_ENTRIES = 256;

/**
 * The Content-Security-Policy of each HTML page, made once per file version:
 * the strict policy plus the hashes of the page's own inline scripts and
 * styles (scripts/lib/csp.mjs, strictPolicyFor), so that a page that carries
 * its script inline, the single-file lesson, runs under a policy that still
 * admits no other inline code. The oldest entries go past
 * POLICY_CACHE_ENTRIES.
 */
class PagePolicies {
  /** @type {Map<string, Promise<string>>} */
  entries = new Map();

  /** @param {string} file @param {string} version @returns {Promise<string>} */
  get(file, version) {
    const key = `${version}\0${file}`;
    let policy = this.entries.get(key);
    if (!policy) {
      policy = readFile(file, 'utf8').then(strictPolicyFor);
      this.entries.set(key, policy);
      policy.catch(() => this.entries.delete(key));
      if (this.entries.size > POLICY_CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '');
    }
    return policy;
  }
}

/**
 * `/<locale>/` or `/<locale>/<page>` of TRANSLATED_PAGES for a language
 * other than English: the locale, then the page's name if given. The
 * pseudo-locales too, for the tests (the built site has no page in them:
 * learners are never offered them).
 */
const LOCALE_PAGE = new RegExp(`^/(${[...LOCALES.slice(1), ...PSEUDO_LOCALES].join('|')})/` +
  `(${TRANSLATED_PAGES.map((page) => page.replaceAll('.', '\\.')).join('|')})?$`);

/**
 * A page of `top` (the lesson, the embed page) translated into `locale`, made once per version of
 * the page (and of the catalogs, read again each time the page changes);
 * only the latest version is kept, so edits do not pile pages up.
 * @type {Map<string, { version: string, page: Promise<string> }>}
 */
const translatedPages = new Map();

/**
 * The page at `/<locale>/` (the lesson) or `/<locale>/embed.html` when `top`
 * has that page but no such folder, else null.
 * @param {string} top @param {string} path
 * @returns {Promise<string | null>}
 */
async function translatedPage(top, path) {
  const [, locale, name = TRANSLATED_PAGES[0]] = path.match(LOCALE_PAGE) ?? [];
  if (!locale) return null;
  const source = join(top, name);
  const info = await stat(source).catch(() => null);
  if (!info?.isFile() || (await stat(join(top, locale)).catch(() => null))) return null;
  const key = `${locale}\0${source}`, version = `${info.mtimeMs}:${info.size}`;
  const kept = translatedPages.get(key);
  if (kept?.version === version) return kept.page;
  // Loaded on the first request of a translated page: the server of the built site never needs it.
  const page = Promise.all([import('./lib/localize-page.mjs'), readFile(source, 'utf8')])
    .then(([{ localizePage, localeSheet }, html]) => localizePage(html, locale, { sheet: localeSheet(locale, name) }));
  const entry = { version, page };
  translatedPages.set(key, entry);
  page.catch(() => { if (translatedPages.get(key) === entry) translatedPages.delete(key); });
  return page;
}

/**
 * Answers one request.
 * @param {{ top: string, realTops: Promise<string[]>, bodies: CompressedBodies, policies: PagePolicies }} site
 * @param {(path: string) => Record<string, string>} headers
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 */
async function answer({ top, realTops, bodies, policies }, headers, request, response) {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD') {
    return send(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  }
  const path = pathOf(request.url);
  if (path === null) return send(response, 400, 'Bad request');
  const wanted = resolve(join(top, path));
  if (wanted !== top && !wanted.startsWith(top + sep)) return send(response, 403, 'Forbidden');
  if (await translatedPage(top, `${path}/`) !== null) return send(response, 301, 'Moved permanently', { Location: withSlash(request.url) });
  const translated = await translatedPage(top, path);
  if (translated !== null) {
    const body = Buffer.from(translated);
    response.writeHead(200, {
      'Content-Type': MIME['.html'], 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': strictPolicyFor(translated), 'Content-Length': body.length, ...headers(path),
    });
    response.end(method === 'HEAD' ? undefined : body);
    return;
  }
  // A path ending in "/" (or "/." or "/.." decoded from %2e) names a folder.
  const found = await findFile(wanted, /\/(\.\.?)?$/.test(path), await realTops);
  if (!found) return send(response, 404, 'Not found');
  if (found.moved) return send(response, 301, 'Moved permanently', { Location: withSlash(request.url) });
  const type = found.file.endsWith('.d.ts') ? DECLARATION_TYPE : MIME[extname(found.file)] ?? 'application/octet-stream';
  const mayCompress = compressible(type);
  const encoding = mayCompress && found.size >= MIN_COMPRESSED_BYTES
    ? chooseEncoding(request.headers['accept-encoding']) : null;
  /** @type {Record<string, string | number>} */
  const head = {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...(mayCompress ? { Vary: 'Accept-Encoding' } : {}),
    ...(CORS_TYPES.has(type) ? { 'Access-Control-Allow-Origin': '*' } : {}),
    ...(type.startsWith('text/html') ? { 'Content-Security-Policy': await policies.get(found.file, found.version) } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...headers(path),
  };
  if (method === 'HEAD') {
    // The length of a compressed body is known only by compressing it: a
    // HEAD answer may leave it out (RFC 9110, 9.3.2) rather than read the file.
    // (An HTML page is read once per version for its policy's hashes.)
    if (!encoding) head['Content-Length'] = found.size;
    response.writeHead(200, head);
    response.end();
    return;
  }
  const body = encoding ? await bodies.get(found.file, found.version, encoding) : await readFile(found.file);
  head['Content-Length'] = body.length;
  response.writeHead(200, head);
  response.end(body);
}

/**
 * Starts a server for `root`. `headers(path)` may add or replace headers
 * (tests use it to vary the CSP). Symbolic links under the root are
 * followed only to files inside it, or inside one of `linkTargets` (folders
 * a test composes a site from by links). Resolves to { server, url,
 * compressions }: compressions() counts the bodies compressed so far.
 * @param {{ root: string, port?: number, host?: string, linkTargets?: string[],
 *           headers?: (path: string) => Record<string, string> }} options
 */
export function startServer({ root, port = 0, host = '127.0.0.1', linkTargets = [], headers = () => ({}) }) {
  const top = resolve(root);
  const realTops = Promise.all([top, ...linkTargets].map((folder) => realpath(resolve(folder))));
  realTops.catch(() => {}); // a missing root: every request answers 500
  const site = { top, realTops, bodies: new CompressedBodies(), policies: new PagePolicies() };
  const server = createServer((request, response) => {
    answer(site, headers, request, response).catch(() => {
      // The reason stays here: a client learns nothing about the file system.
      if (!response.headersSent) send(response, 500, 'Internal server error');
      else response.destroy();
    });
  });
  // CONNECT (a proxy tunnel) never reaches the request handler: node closes
  // its socket without a word unless it is answered here.
  server.on('connect', (_request, socket) => {
    socket.on('error', () => socket.destroy()); // a client gone before the answer
    const text = 'Method not allowed';
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${text.length}\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${text}`);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      done({ server, url: `http://${host}:${address.port}/`, compressions: () => site.bodies.made });
    });
  });
}

/**
 * A short plain-text answer, with its length.
 * @param {import('node:http').ServerResponse} response @param {number} status
 * @param {string} text @param {Record<string, string>} [extra]
 */
function send(response, status, text, extra = {}) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  response.end(text);
}

// `node scripts/serve.mjs [folder]`: serve web/ (or the folder, such as the
// built site/) on PORT (default 8080).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: PORT must be an integer from 0 to 65535; got ${process.env.PORT}`);
    process.exit(1);
  }
  const root = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL('../web', import.meta.url));
  startServer({ root, port })
    .then(({ url }) => console.log(`posenc lesson: ${url}  (Ctrl+C to stop)`))
    .catch((error) => {
      console.error(`serve: cannot listen on 127.0.0.1:${port}: ${error.message}`);
      process.exit(1);
    });
}
