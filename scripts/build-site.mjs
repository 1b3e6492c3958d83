// @ts-check
/**
 * `npm run build:site`: the lesson and the embed page as a static folder to
 * publish anywhere, and the lesson as one self-contained HTML file.
 *
 *   node scripts/build-site.mjs [--out DIR]      (default: site/)
 *
 * Everything is derived from the pages (every web/*.html) and their import
 * graphs: each page's module scripts are bundled and minified by esbuild
 * (the order lab's wasm glue stays a lazily imported chunk), its style sheets are
 * copied and its icon inlined as a data: URL, every file under assets/ is
 * named by its content hash, and the page gets the strict CSP as a meta tag
 * (for hosts that cannot set headers)
 * and preloads of what its first figure needs. All URLs are relative, so the
 * folder works from any sub-path of any static host.
 *
 * The lesson also goes out in each other language of LOCALES, as
 * DIR/<locale>/index.html: translated at build time from the catalogs of
 * web/l10n/<locale>/ (scripts/lib/localize-page.mjs), with its `lang`,
 * `dir` and relative URLs one folder up, so that its first paint waits for
 * no translation code and a reader without scripts reads it in that
 * language, and linked to its language's sheet of reserved heights
 * (web/styles/reserved-<locale>.css), which no other page loads. So does
 * the embed page, as DIR/<locale>/embed.html: its notices for a frame whose
 * script cannot run are in that language. The English pages are left as
 * they are.
 *
 * DIR/posenc-lesson.html is the lesson with its scripts, styles (every
 * language's sheet among them) and both wasm flavours inline (the wasm
 * reaches init() as `wasmBinary`), under a CSP
 * of hashes: it makes no request at all and works from file://. It carries
 * the lesson in every language and opens in the learner's
 * (web/lesson/single-file-language.js: `?lang=`, the LMS's learner
 * language, the browser's).
 * DIR/posenc-lesson-scorm12.zip and DIR/posenc-lesson-scorm2004.zip are
 * that file as SCORM packages for an LMS (scripts/scorm-package.mjs).
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { STRICT_CSP, cspHash, inlineTexts } from './lib/csp.mjs';
import { localeSheet, localizePage, shippedPage } from './lib/localize-page.mjs';
import { TRANSLATED_PAGES } from './lib/translated-pages.mjs';
import { scormPackages } from './scorm-package.mjs';
import { LOCALES, PSEUDO_LOCALES } from '../web/src/text/locales.js';
import { RUNTIME_CATALOGS } from './lib/runtime-catalogs.mjs';

/** The folders of the catalogs a page reads at run time, a module per locale in each. */
const LOCALE_CATALOG_FOLDERS = RUNTIME_CATALOGS.map(({ folder }) => folder);

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'web');
const ASSETS = 'assets';
export const SINGLE_FILE = 'posenc-lesson.html';
/** The lesson: the page that goes out in every language, and that becomes the single file. */
const LESSON_PAGE = 'index.html';
const SINGLE_FILE_PAGE = LESSON_PAGE;
/** The single file's first module: it puts the page in the learner's language. */
const LANGUAGE_CHOICE = 'lesson/single-file-language.js';
/**
 * The single file's page is held back until LANGUAGE_CHOICE has chosen its
 * language (it removes the attribute), so that a learner whose lesson opens
 * in Chinese never sees it in English first. Should the script never run
 * (scripts off, a host's policy), the page shows after 4 s, as the notice
 * that says so does (lesson.css, .script-notice). `!important` outweighs
 * lesson.css's `animation: none !important` under reduced motion: this step
 * of 0 s moves nothing, and without it those learners would see the flash.
 */
const CHOOSING = 'data-choosing-language';
const CHOOSING_STYLE = `<style>html[${CHOOSING}] body { animation: choosing-language 0s 4s both !important; }
@keyframes choosing-language { from { visibility: hidden; } }</style>`;
// The single file stands alone (an LMS package, a file:// copy): it has no
// pages in other languages beside it to link to.
const LANGUAGE_LINKS = /[ \t]*<link rel="alternate" hreflang[^>]*>\n|[ \t]*<nav class="language-menu"[\s\S]*?<\/nav>\n/g;
/**
 * The flavour the loader fetches first on every engine with WASM SIMD (all
 * current browsers): its .wasm is preloaded. The `base` flavour is
 * fetched only where SIMD is missing, so preloading it would waste bytes.
 */
const FIRST_FLAVOR = 'simd';

// `new URL('x.wasm', import.meta.url)`, as the loader (web/src/core/init.js)
// and the Emscripten glue write it: esbuild leaves it alone and copies no
// asset, so the build copies the file and points the URL at the copy.
const WASM_URL = /new URL\(\s*(['"])([^'"]+\.wasm)\1\s*,\s*import\.meta\.url\s*\)/g;
// Directives that a CSP meta tag cannot carry (browsers log an error for them).
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** @param {Uint8Array | string} bytes */
const sha256 = (bytes) => createHash('sha256').update(bytes);
/** `name-HASH.ext`: a content hash in the name, so hosts may cache it forever. */
const hashedName = (/** @type {string} */ file, /** @type {Uint8Array} */ bytes) =>
  `${basename(file, extname(file))}-${sha256(bytes).digest('hex').slice(0, 10)}${extname(file)}`;
const MIME = { '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

/**
 * The tags of a page the build rewrites, with their attributes.
 * @param {string} html
 */
function pageTags(html) {
  return [...html.matchAll(/<(script|link|style)\b([^>]*)>(?:([\s\S]*?)<\/\1>)?/gi)].map((m) => ({
    text: m[0],
    name: m[1].toLowerCase(),
    body: m[3] ?? '',
    attributes: Object.fromEntries([...m[2].matchAll(/([\w-]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g)]
      .map(([, key, value]) => [key.toLowerCase(), value?.replace(/^["']|["']$/g, '') ?? ''])),
  }));
}

/**
 * What a page loads: module scripts, style sheets and icon (paths relative to
 * web/), and the tags that refer to them. Anything else that would load a
 * file or run inline code fails the build, so a change to the page cannot be
 * dropped silently.
 * @param {string} page @param {string} html
 */
function readPage(page, html) {
  /** @type {{ scripts: string[], classic: string[], styles: string[], icons: string[], tags: Map<string, string>, drop: string[] }} */
  const found = { scripts: [], classic: [], styles: [], icons: [], tags: new Map(), drop: [] };
  for (const { text, name, body, attributes: a } of pageTags(html)) {
    const rel = (a.rel ?? '').toLowerCase();
    if (name === 'script' && a.type === 'module' && a.src && !body.trim()) {
      found.scripts.push(a.src);
      found.tags.set(text, a.src);
    } else if (name === 'link' && rel === 'alternate' && a.hreflang) {
      // The page in another language (a relative URL): kept as it is.
    } else if (name === 'link' && rel === 'modulepreload') {
      found.drop.push(text);
    } else if (name === 'script' && 'data-dev-only' in a) {
      // Only the development tree needs it (web/lesson/file-notice.js: the
      // notice that module scripts cannot run from file://); the built pages
      // bundle their modules and the single file runs from file:// itself.
      found.drop.push(text);
    } else if (name === 'script' && !a.type && a.src && !body.trim()) {
      // A classic script (embed.html's sandbox notice runs where module
      // scripts are refused): copied as it is, under a hashed name.
      found.classic.push(a.src);
      found.tags.set(text, a.src);
    } else if (name === 'link' && rel === 'stylesheet') {
      found.styles.push(a.href);
      found.tags.set(text, a.href);
    } else if (name === 'link' && rel.split(/\s+/).includes('icon')) {
      found.icons.push(a.href);
      found.tags.set(text, a.href);
    } else {
      throw new Error(`build-site: ${page}: cannot publish ${text.slice(0, 80)} (only module scripts, ` +
        'classic scripts by src, style sheets, icons and module preloads are handled)');
    }
  }
  for (const path of [...found.scripts, ...found.classic, ...found.styles, ...found.icons]) {
    if (/^([a-z]+:|\/)/i.test(path)) throw new Error(`build-site: ${page}: ${path} must be a relative URL`);
  }
  return found;
}

/**
 * esbuild plugin: points each `new URL('x.wasm', import.meta.url)` at a
 * hashed copy in the output folder, next to the chunks. Records the copies.
 * @param {Map<string, { name: string, bytes: Uint8Array }>} copies  source path -> copy
 * @returns {import('esbuild').Plugin}
 */
function wasmUrls(copies) {
  return {
    name: 'wasm-urls',
    setup(b) {
      b.onLoad({ filter: /\.m?js$/ }, ({ path }) => {
        const text = readFileSync(path, 'utf8');
        if (!text.includes('.wasm')) return undefined;
        const contents = text.replace(WASM_URL, (_, quote, url) => {
          const file = resolve(dirname(path), url);
          if (!copies.has(file)) {
            const bytes = readFileSync(file);
            copies.set(file, { name: hashedName(file, bytes), bytes });
          }
          return `new URL(${JSON.stringify(`./${copies.get(file)?.name}`)}, import.meta.url)`;
        });
        return { contents, loader: 'js' };
      });
    },
  };
}

/** Options shared by every esbuild run. @type {import('esbuild').BuildOptions} */
const COMMON = {
  absWorkingDir: root, bundle: true, minify: true, format: 'esm', charset: 'utf8',
  legalComments: 'none', logLevel: 'silent', write: false,
  // package.json `sideEffects` is for the package's consumers: here every
  // module of the pages is code the page runs (the single file imports the
  // lesson's script for its effects alone).
  ignoreAnnotations: true,
};

/**
 * Bundles the module scripts of one page into `assets/` (hashed names):
 * returns each script's entry file, the files to write and the preloads.
 * @param {string[]} scripts  paths relative to web/
 * @param {Map<string, { name: string, bytes: Uint8Array }>} copies
 */
async function bundleScripts(scripts, copies) {
  const entryPoints = scripts.map((s) => join(web, s));
  const result = await build({
    ...COMMON, entryPoints, splitting: true, metafile: true, outdir: join(root, ASSETS),
    entryNames: '[name]-[hash]', chunkNames: '[name]-[hash]', plugins: [wasmUrls(copies)],
  });
  const outputs = /** @type {import('esbuild').Metafile} */ (result.metafile).outputs;
  const nameOf = (/** @type {string} */ out) => basename(out);
  /** Output path of each entry, keyed by the script path in the page. */
  const entries = new Map(scripts.map((s) => [s, nameOf(Object.keys(outputs)
    .find((o) => outputs[o].entryPoint && resolve(root, /** @type {string} */ (outputs[o].entryPoint)) === join(web, s)) ?? '')]));
  // Preload what the first figure waits for: the static imports of the
  // entries (found one level at a time otherwise; the core's glue among
  // them) and the first flavour's .wasm.
  const preload = new Set();
  const visit = (/** @type {string} */ out) => {
    for (const i of outputs[out].imports) {
      if (i.kind === 'import-statement' && !preload.has(nameOf(i.path))) {
        preload.add(nameOf(i.path));
        visit(i.path);
      }
    }
  };
  for (const out of Object.keys(outputs)) {
    if (outputs[out].entryPoint && entryPoints.includes(resolve(root, /** @type {string} */ (outputs[out].entryPoint)))) visit(out);
  }
  // A page in another language loads its catalogs and the Fluent runtime
  // that reads them by dynamic imports (web/src/text/l10n.js), found only
  // once the scripts run: preloaded, they arrive with the first screen.
  /** @type {Map<string, string[]>} */
  const localePreloads = new Map();
  for (const locale of LOCALES.slice(1)) {
    const modules = new Set(['web/src/text/fluent-messages.js', ...LOCALE_CATALOG_FOLDERS.map((folder) => `${folder}/${locale}.js`)]);
    const chunks = new Set();
    const add = (/** @type {string} */ out) => {
      if (chunks.has(out) || preload.has(nameOf(out))) return;
      chunks.add(out);
      for (const i of outputs[out].imports) if (i.kind === 'import-statement') add(i.path);
    };
    for (const out of Object.keys(outputs)) if (modules.has(outputs[out].entryPoint ?? '')) add(out);
    localePreloads.set(locale, [...chunks].map(nameOf));
  }
  const files = result.outputFiles.map((f) => ({ name: nameOf(f.path), bytes: f.contents }));
  return { entries, files, modulePreloads: [...preload], localePreloads };
}

/**
 * Bundles and minifies one style sheet (following its @imports).
 * @param {string} sheet  path relative to web/
 */
async function bundleStyle(sheet) {
  const result = await build({ ...COMMON, entryPoints: [join(web, sheet)], outdir: join(root, ASSETS),
    entryNames: '[name]-[hash]' });
  const css = result.outputFiles.filter((f) => f.path.endsWith('.css'));
  if (css.length !== 1 || result.outputFiles.length !== 1) {
    throw new Error(`build-site: ${sheet}: url() assets are not handled; got ${result.outputFiles.map((f) => f.path)}`);
  }
  return { name: basename(css[0].path), bytes: css[0].contents, text: css[0].text };
}

/**
 * The CSP as a meta tag, without the directives a meta tag cannot carry.
 * @param {string} policy
 */
function cspMeta(policy) {
  const kept = policy.split(';').map((d) => d.trim()).filter((d) => d && !HEADER_ONLY.has(d.split(/\s+/)[0]));
  return `<meta http-equiv="Content-Security-Policy" content="${kept.join('; ')}">`;
}

/**
 * Inserts `tags` right after `<meta charset>` (a CSP meta governs only what
 * follows it), replaces each tag in `replace`, removes each in `drop`.
 * @param {string} html @param {string[]} tags @param {Map<string, string>} replace @param {string[]} drop
 */
function rewrite(html, tags, replace, drop) {
  return afterCharset(replaceTags(html, replace, drop), tags);
}

/**
 * Replaces each tag in `replace` and removes each in `drop`.
 * @param {string} html @param {Map<string, string>} replace @param {string[]} drop
 */
function replaceTags(html, replace, drop) {
  let out = html;
  for (const tag of drop) out = out.replace(new RegExp(`[ \\t]*${escapeRegExp(tag)}\\n?`), '');
  out = out.replace(/[ \t]*<!-- modulepreload:(start[^>]*|end) -->\n?/g, '');
  for (const [tag, next] of replace) out = out.replace(tag, () => next);
  return out;
}

/**
 * Inserts `tags` right after `<meta charset>`.
 * @param {string} html @param {string[]} tags
 */
function afterCharset(html, tags) {
  const charset = html.match(/<meta charset[^>]*>\n?/i);
  if (!charset) throw new Error('build-site: a page needs <meta charset> first in its head');
  const at = /** @type {number} */ (charset.index) + charset[0].length;
  return `${html.slice(0, at)}${tags.map((t) => `  ${t}\n`).join('')}${html.slice(at)}`;
}

const escapeRegExp = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A file as a data: URL: the single file's icon and classic scripts, and
 * the site's icons (the policies allow img-src data:), where it saves a
 * request that on a slow line came before the first figure. An SVG stays
 * text, with only what would end the attribute, start a fragment or is no
 * URL code point percent-encoded: gzip compresses text better than base64
 * (115 bytes less of the English first screen).
 * @param {string} path  relative to web/
 */
function dataUrl(path) {
  const type = MIME[/** @type {keyof typeof MIME} */ (extname(path))] ?? 'application/octet-stream';
  const bytes = readFileSync(join(web, path));
  if (type === 'image/svg+xml') {
    return `data:${type},${bytes.toString('utf8').trim().replace(/[\s"#%&<>]/g, encodeURIComponent)}`;
  }
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/**
 * One page of the static site.
 * @param {string} page @param {Map<string, { name: string, bytes: Uint8Array }>} copies
 * @param {(name: string, bytes: Uint8Array | string) => void} emit
 */
async function buildPage(page, copies, emit) {
  const html = readFileSync(join(web, page), 'utf8');
  const found = readPage(page, html);
  const scripts = await bundleScripts(found.scripts, copies);
  for (const f of scripts.files) emit(`${ASSETS}/${f.name}`, f.bytes);
  /** @type {Map<string, string>} */
  const replace = new Map();
  for (const [tag, path] of found.tags) {
    if (found.scripts.includes(path)) {
      replace.set(tag, `<script type="module" src="${ASSETS}/${scripts.entries.get(path)}"></script>`);
    } else if (found.styles.includes(path)) {
      const css = await bundleStyle(path);
      emit(`${ASSETS}/${css.name}`, css.bytes);
      replace.set(tag, tag.replace(path, `${ASSETS}/${css.name}`));
    } else if (found.icons.includes(path)) {
      replace.set(tag, tag.replace(path, dataUrl(path)));
    } else {
      const bytes = readFileSync(join(web, path));
      const name = hashedName(path, bytes);
      emit(`${ASSETS}/${name}`, bytes);
      replace.set(tag, tag.replace(path, `${ASSETS}/${name}`));
    }
  }
  const wasm = [...copies].filter(([file]) => basename(file) === `posenc-${FIRST_FLAVOR}.wasm`);
  const modulePreload = (/** @type {string} */ name) => `<link rel="modulepreload" href="${ASSETS}/${name}">`;
  const preloads = [
    ...wasm.map(([, c]) => `<link rel="preload" href="${ASSETS}/${c.name}" as="fetch" crossorigin>`),
    ...scripts.modulePreloads.map(modulePreload),
  ];
  const built = (/** @type {string[]} */ more) => rewrite(html, [cspMeta(STRICT_CSP), ...preloads, ...more], replace, found.drop);
  emit(page, shippedPage(built([]), page));
  if (!TRANSLATED_PAGES.includes(page)) return;
  for (const locale of LOCALES.slice(1)) {
    const source = localeSheetOf(locale, page);
    /** @type {string | null} */
    let sheet = null;
    if (source) {
      const css = await bundleStyle(source);
      emit(`${ASSETS}/${css.name}`, css.bytes);
      sheet = `${ASSETS}/${css.name}`;
    }
    const own = built((scripts.localePreloads.get(locale) ?? []).map(modulePreload));
    emit(`${locale}/${page}`, shippedPage(await localizePage(own, locale, { sheet }), `${locale}/${page}`));
  }
}

/**
 * The style sheet that only `page` in `locale` links (the lesson's reserved
 * heights), relative to web/, or null for a page without one.
 * @param {string} locale @param {string} page
 */
function localeSheetOf(locale, page) {
  const sheet = localeSheet(locale, page);
  if (sheet && !existsSync(join(web, sheet))) {
    throw new Error(`build-site: ${locale}: web/${sheet} is missing: run node scripts/gen-reserved-heights.mjs`);
  }
  return sheet;
}

/**
 * esbuild plugin: the catalogs' loaders (catalogs/index.js, one dynamic
 * import per locale) without the pseudo-locales', which only the tests use
 * (on the dev server or the built site): bundled into the single file,
 * every catalog is inline, and theirs would add about 180 KB no learner reads.
 * @type {import('esbuild').Plugin}
 */
const withoutPseudoLocales = {
  name: 'without-pseudo-locales',
  setup(b) {
    b.onLoad({ filter: /[\\/]catalogs[\\/]index\.js$/ }, ({ path }) => {
      const text = readFileSync(path, 'utf8');
      const kept = text.split('\n').filter((line) => !PSEUDO_LOCALES.some((locale) => line.includes(`'${locale}':`)));
      if (kept.length !== text.split('\n').length - PSEUDO_LOCALES.length) {
        throw new Error(`build-site: ${relative(root, path)} has no loader for each pseudo-locale to leave out`);
      }
      return { contents: kept.join('\n'), loader: 'js' };
    });
  },
};

/**
 * The lesson as one file: scripts, styles, icon and both wasm flavours of
 * both modules (the core and the order lab) inline, the CSP made of hashes of the inline script and styles.
 * @param {(name: string, bytes: Uint8Array | string) => void} emit
 */
async function buildSingleFile(emit) {
  const html = readFileSync(join(web, SINGLE_FILE_PAGE), 'utf8').replace(LANGUAGE_LINKS, '');
  const found = readPage(SINGLE_FILE_PAGE, html);
  // The wasm bytes must be configured before the page's scripts run (they
  // may start loading at once): a first module sets them, then the scripts follow.
  const glue = (/** @type {string} */ f) => JSON.stringify(join(web, 'dist', `${f}.wasm`));
  const prelude = `import { configure } from ${JSON.stringify(join(web, 'src/widgets/base.js'))};
import simd from ${glue('posenc-simd')};
import base from ${glue('posenc-base')};
import orderLabSimd from ${glue('posenc-order-lab-simd')};
import orderLabBase from ${glue('posenc-order-lab-base')};
configure({ wasmBinary: { simd, base, orderLab: { simd: orderLabSimd, base: orderLabBase } } });`;
  // The page's language is chosen first, before any script reads the page.
  const entry = [`import ${JSON.stringify(join(web, LANGUAGE_CHOICE))};`, `import ${JSON.stringify('posenc:wasm-binary')};`,
    ...found.scripts.map((s) => `import ${JSON.stringify(join(web, s))};`)].join('\n');
  const result = await build({
    ...COMMON, stdin: { contents: entry, resolveDir: web, sourcefile: 'single-file-entry.js' },
    loader: { '.wasm': 'binary' }, plugins: [{
      name: 'wasm-binary-prelude',
      setup(b) {
        b.onResolve({ filter: /^posenc:wasm-binary$/ }, () => ({ path: 'prelude', namespace: 'posenc' }));
        b.onLoad({ filter: /.*/, namespace: 'posenc' }, () => ({ contents: prelude, resolveDir: web }));
      },
    }, withoutPseudoLocales],
  });
  const [js] = result.outputFiles;
  // Inside an inline script, "</script" would end it early.
  const script = js.text.replace(/<\/script/gi, '<\\/script');
  if (/<!--/.test(script)) throw new Error('build-site: the inline script contains "<!--"');
  const styles = await Promise.all(found.styles.map(bundleStyle));
  // Every language's sheet, after the page's last, as each language's page
  // links its own: their :lang() rules apply only in the language chosen.
  const localeStyles = await Promise.all(LOCALES.slice(1).map((locale) => bundleStyle(/** @type {string} */ (localeSheetOf(locale, SINGLE_FILE_PAGE)))));
  /** @type {Map<string, string>} */
  const replace = new Map();
  let first = true;
  for (const [tag, path] of found.tags) {
    if (found.scripts.includes(path)) {
      // One script holds them all, in the place of the first.
      replace.set(tag, first ? `<script type="module">${script}</script>` : '');
      first = false;
    } else if (found.styles.includes(path)) {
      const own = styles[found.styles.indexOf(path)];
      const inline = path === found.styles.at(-1) ? [own, ...localeStyles] : [own];
      replace.set(tag, inline.map((css) => `<style>${css.text}</style>`).join('\n  '));
    } else {
      replace.set(tag, tag.replace(path, dataUrl(path)));
    }
  }
  // The hashes of the page as a browser parses it (scripts/lib/csp.mjs).
  const english = replaceTags(html, replace, found.drop);
  const end = english.lastIndexOf('</body>');
  if (end < 0) throw new Error(`build-site: ${SINGLE_FILE_PAGE} has no </body>`);
  const page = `${english.slice(0, end)}${(await languageTemplates(html)).join('\n')}\n${english.slice(end)}`
    .replace(/<html\b/, `<html ${CHOOSING}`).replace(/<\/head>/, () => `${CHOOSING_STYLE}\n</head>`);
  const inline = inlineTexts(page);
  emit(SINGLE_FILE, afterCharset(page, [cspMeta(singleFilePolicy(inline.scripts.map(cspHash), inline.styles.map(cspHash)))]));
}

/**
 * The lesson in each other language of LOCALES, for the single file: a
 * `<template data-locale>` each, holding the translated title, description
 * and body, which LANGUAGE_CHOICE puts in place of the English ones before
 * the lesson's scripts run.
 * @param {string} html  the page the single file is made from
 */
async function languageTemplates(html) {
  const templates = [];
  for (const locale of LOCALES.slice(1)) {
    const page = await localizePage(html, locale, { up: '' });
    const title = page.match(/<title[^>]*>[^<]*<\/title>/)?.[0];
    const description = page.match(/<meta name="description"[^>]*>/)?.[0];
    const body = page.match(/<body[^>]*>([\s\S]*)<\/body>/)?.[1];
    if (!title || !description || body === undefined) {
      throw new Error(`build-site: ${locale}: the translated lesson lacks its title, description or body`);
    }
    templates.push(`<template data-locale="${locale}">${title}${description}${body}</template>`);
  }
  return templates;
}

/**
 * The site's policy for a file that has no origin to trust: 'self' becomes
 * the hashes of the inline scripts and styles (or nothing), and what is left
 * with no source at all gets 'none'.
 * @param {string[]} scriptHashes @param {string[]} styleHashes
 */
function singleFilePolicy(scriptHashes, styleHashes) {
  const hashes = { 'script-src': scriptHashes, 'style-src': styleHashes };
  return STRICT_CSP.split(';').map((d) => d.trim()).filter(Boolean).map((directive) => {
    const [name, ...sources] = directive.split(/\s+/);
    const kept = sources.flatMap((s) => (s === "'self'" ? hashes[/** @type {keyof typeof hashes} */ (name)] ?? [] : [s]));
    return `${name} ${kept.length > 0 ? kept.join(' ') : "'none'"}`;
  }).join('; ');
}

/** The accessibility statement, which the lesson's footer links to. */
const STATEMENT = 'accessibility.html';

/**
 * The built statement and the assets it loads, as a SCORM package holds
 * them next to the lesson's single file: its link back to the lesson points
 * at that file.
 * @param {string} target  the built site
 * @returns {{ name: string, bytes: Uint8Array }[]}
 */
function statementFiles(target) {
  const html = readFileSync(join(target, STATEMENT), 'utf8');
  const assets = [...new Set([...html.matchAll(/(?:href|src)="(assets\/[^"]+)"/g)].map((m) => m[1]))];
  return [
    { name: STATEMENT, bytes: Buffer.from(html.replaceAll('href="index.html"', `href="${SINGLE_FILE}"`), 'utf8') },
    ...assets.map((name) => ({ name, bytes: readFileSync(join(target, name)) })),
  ];
}

/**
 * Builds the site into `out` (emptied first). Returns the files written,
 * relative to `out`, with their sizes.
 * @param {{ out?: string }} [options]
 */
export async function buildSite({ out = join(root, 'site') } = {}) {
  for (const file of ['posenc-simd', 'posenc-base', 'posenc-order-lab-simd', 'posenc-order-lab-base']) {
    if (!existsSync(join(web, 'dist', `${file}.wasm`))) {
      throw new Error(`build-site: web/dist/${file}.wasm is missing: run npm run build first`);
    }
  }
  const target = resolve(out);
  if (root.startsWith(`${target}/`) || target === resolve(root) || target.startsWith(`${web}/`) || target === web) {
    throw new Error(`build-site: refusing to empty ${target}`);
  }
  rmSync(target, { recursive: true, force: true });
  /** @type {Map<string, number>} */
  const written = new Map();
  const emit = (/** @type {string} */ name, /** @type {Uint8Array | string} */ bytes) => {
    mkdirSync(dirname(join(target, name)), { recursive: true });
    writeFileSync(join(target, name), bytes);
    written.set(name, typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length);
  };
  /** @type {Map<string, { name: string, bytes: Uint8Array }>} */
  const copies = new Map();
  const pages = readdirSync(web).filter((f) => f.endsWith('.html')).sort();
  for (const page of pages) await buildPage(page, copies, emit);
  for (const { name, bytes } of copies.values()) emit(`${ASSETS}/${name}`, bytes);
  await buildSingleFile(emit);
  const packaged = scormPackages(readFileSync(join(target, SINGLE_FILE), 'utf8'), { files: statementFiles(target) });
  for (const { name, bytes } of packaged) emit(name, bytes);
  return { out: target, files: new Map([...written].sort(([a], [b]) => a.localeCompare(b))) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const { out, files } = await buildSite({ out: values.out });
  for (const [name, size] of files) console.log(`${String(size).padStart(9)}  ${name}`);
  console.log(`site written to ${relative(process.cwd(), out) || '.'}`);
}
