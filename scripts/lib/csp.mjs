// The strict Content-Security-Policy the module promises to run under: the
// development server sends it with every HTML page (scripts/serve.mjs) and
// the site build writes it into every built page as a meta tag
// (scripts/build-site.mjs).
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

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
 * The CSP source of a text's SHA-256 hash ('sha256-…'), as a policy names an
 * inline script or style it admits: the hash of the text in UTF-8.
 * @param {string} text
 */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The texts of the inline scripts (those without `src`) and the inline
 * styles of an HTML page, as a browser hashes them: the text an HTML parser
 * (parse5, which follows the HTML standard's parsing) gives each element,
 * so with line endings made LF, NUL made U+FFFD, in <svg> character
 * references decoded, and attributes that hold a `>` read as attributes.
 * Scripts in a <template> count (they run once it is cloned into the page);
 * a script the page leaves unclosed does not (the parser never runs it).
 * Time linear in the page's length.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function inlineTexts(html) {
  /** @type {{ scripts: string[], styles: string[] }} */
  const found = { scripts: [], styles: [] };
  // A stack, not recursion: a page may nest elements deeper than the call stack goes.
  /** @type {import('parse5').DefaultTreeAdapterTypes.ParentNode[]} */
  const pending = [parse(html, { sourceCodeLocationInfo: true })];
  while (pending.length > 0) {
    const node = /** @type {import('parse5').DefaultTreeAdapterTypes.ParentNode} */ (pending.pop());
    const children = 'content' in node ? node.content.childNodes : node.childNodes;
    // Reversed, so that the stack gives them back in document order.
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if ('childNodes' in child) pending.push(child);
    }
    if (!('tagName' in node) || (node.tagName !== 'script' && node.tagName !== 'style')) continue;
    const text = node.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');
    if (node.tagName === 'style') found.styles.push(text);
    else if (!node.attrs.some((a) => a.name === 'src') && node.sourceCodeLocation?.endTag) found.scripts.push(text);
  }
  return found;
}

/**
 * STRICT_CSP that also admits, by hash, a page's own inline scripts and
 * styles (and nothing else inline: no 'unsafe-inline'). A page with none
 * gets STRICT_CSP itself.
 * @param {string} html
 */
export function strictPolicyFor(html) {
  const { scripts, styles } = inlineTexts(html);
  const hashes = { 'script-src': [...new Set(scripts.map(cspHash))], 'style-src': [...new Set(styles.map(cspHash))] };
  return STRICT_CSP.split('; ').map((directive) => {
    const added = hashes[/** @type {keyof typeof hashes} */ (directive.split(' ')[0])] ?? [];
    return [directive, ...added].join(' ');
  }).join('; ');
}
