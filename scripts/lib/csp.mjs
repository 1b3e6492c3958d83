// The strict Content-Security-Policy the module promises to run under: the
// development server sends it with every HTML page (scripts/serve.mjs) and
// the site build writes it into every built page as a meta tag
// (scripts/build-site.mjs).
import { createHash } from 'node:crypto';

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
 * inline script or style it admits: the hash of the exact text between the
 * tags, in UTF-8.
 * @param {string} text
 */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The texts of the inline scripts (those without `src`) and the inline
 * styles of an HTML page, as a browser hashes them: from after the opening
 * tag to the first `</script` or `</style`. One pass over the text: each
 * search starts where the last one ended, and an unclosed tag ends the scan.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function inlineTexts(html) {
  /** @type {{ scripts: string[], styles: string[] }} */
  const found = { scripts: [], styles: [] };
  const opening = /<(script|style)(?=[\s/>])/gi;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const name = match[1].toLowerCase();
    const tagEnd = html.indexOf('>', opening.lastIndex);
    if (tagEnd < 0) break;
    const closing = new RegExp(`</${name}(?=[\\s/>])`, 'gi');
    closing.lastIndex = tagEnd + 1;
    const end = closing.exec(html);
    if (!end) break;
    const attributes = html.slice(opening.lastIndex, tagEnd);
    if (name === 'style') found.styles.push(html.slice(tagEnd + 1, end.index));
    else if (!/\ssrc\s*=/i.test(attributes)) found.scripts.push(html.slice(tagEnd + 1, end.index));
    opening.lastIndex = end.index + end[0].length;
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
