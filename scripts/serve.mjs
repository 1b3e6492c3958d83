// A small static server for the lesson and the tests: 127.0.0.1 only, no
// directory listing, no path escapes, the right MIME type for .wasm (needed
// by streaming compilation), and the strict Content-Security-Policy the
// module promises to run under on every HTML page it serves.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  '.d.ts': 'text/plain; charset=utf-8',
};

export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Starts a server for `root`. `headers(path)` may add or replace headers
 * (tests use it to vary the CSP). Resolves to { server, url }.
 * @param {{ root: string, port?: number, host?: string,
 *           headers?: (path: string) => Record<string, string> }} options
 */
export function startServer({ root, port = 0, host = '127.0.0.1', headers = () => ({}) }) {
  const top = resolve(root);
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = resolve(join(top, path));
    if (file !== top && !file.startsWith(top + sep)) return send(response, 403, 'Forbidden');
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const type = MIME[extname(file)] ?? 'application/octet-stream';
      const extra = type.startsWith('text/html') ? { 'Content-Security-Policy': STRICT_CSP } : {};
      response.writeHead(200, {
        'Content-Type': type,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        ...extra,
        ...headers(path),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      send(response, 404, 'Not found');
    }
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      done({ server, url: `http://${host}:${address.port}/` });
    });
  });
}

function send(response, status, text) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

// `node scripts/serve.mjs`: serve web/ on PORT (default 8080).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: PORT must be an integer from 0 to 65535; got ${process.env.PORT}`);
    process.exit(1);
  }
  const root = fileURLToPath(new URL('../web', import.meta.url));
  startServer({ root, port })
    .then(({ url }) => console.log(`posenc lesson: ${url}  (Ctrl+C to stop)`))
    .catch((error) => {
      console.error(`serve: cannot listen on 127.0.0.1:${port}: ${error.message}`);
      process.exit(1);
    });
}
