// @ts-check
/**
 * The lesson's prose measured in words, section by section (pure: a string
 * of HTML in, counts out). Formulas (<math>) and comments are not counted;
 * every other text in a `<section id>` of <main> is, buttons and captions
 * included. Used by scripts/lesson-words.mjs and the prose budget test.
 * @module
 */

/**
 * Words of each top-level section of the page, by section id, in page order.
 * @param {string} html
 * @returns {Record<string, number>}
 */
export function proseWords(html) {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const text = main.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<math[\s\S]*?<\/math>/g, ' ');
  /** @type {Record<string, number>} */
  const counts = {};
  const starts = [...text.matchAll(/<section id="([^"]+)"/g)];
  starts.forEach((match, i) => {
    const body = text.slice(/** @type {number} */ (match.index), starts[i + 1]?.index ?? text.length);
    const words = body.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ').split(/\s+/)
      .filter((w) => /[\p{L}\p{N}]/u.test(w));
    counts[match[1]] = words.length;
  });
  return counts;
}
