// @ts-check
/**
 * Compiles a Fluent catalog into a module of plain functions, one per
 * message and attribute, for a locale written left to right: what
 * @fluent/bundle would make of each message, without its parser and
 * resolver at run time (web/src/text/compiled.js has the few parts of the
 * resolver a message calls). The catalog is parsed by @fluent/bundle's own
 * FluentResource, so that a message reads exactly as the runtime would
 * read it.
 *
 * A message may place variables and string literals, and select on a
 * variable by identifier or number keys: all that this project's English
 * uses. Anything else (terms, message references, functions, number
 * literals) stops the build with the message's id, rather than compile to
 * something that differs from Fluent.
 */
import { FluentResource } from '@fluent/bundle';

/** The resolver's limit on placeables expanded in one message (MAX_PLACEABLES). */
const MAX_PLACEABLES = 100;

/**
 * @param {string} source  the catalog (Fluent syntax)
 * @param {string} locale
 * @param {string} runtime  the import path of web/src/text/compiled.js from the module
 * @param {string} header  the module's first lines
 */
export function compiledCatalog(source, locale, runtime, header) {
  const lines = [];
  for (const entry of /** @type {any[]} */ (new FluentResource(source).body)) {
    if (entry.id.startsWith('-')) throw new Error(`compile-catalog: ${entry.id}: terms are not compiled`);
    if (entry.value !== null) lines.push(`  ${JSON.stringify(entry.id)}: ${message(entry.value, entry.id)},`);
    for (const [attribute, pattern] of Object.entries(entry.attributes)) {
      const id = `${entry.id}.${attribute}`;
      lines.push(`  ${JSON.stringify(id)}: ${message(pattern, id)},`);
    }
  }
  return `${header}import { messageParts } from '${runtime}';

const { v, t, is } = messageParts(${JSON.stringify(locale)});

/** @type {Readonly<Record<string, string | ((args?: import('${runtime}').MessageArgs) => string)>>} */
export default {
${lines.join('\n')}
};
`;
}

/**
 * A message's value: a string when it places nothing, else a function of
 * its arguments `a`.
 * @param {any} pattern @param {string} id
 */
function message(pattern, id) {
  // Text and string literals alone ({", "}) read the same at every call.
  if (typeof pattern === 'string') return JSON.stringify(pattern);
  if (pattern.every((/** @type {any} */ part) => typeof part === 'string' || part.type === 'str')) {
    return JSON.stringify(pattern.map((/** @type {any} */ part) => (typeof part === 'string' ? part : part.value)).join(''));
  }
  if (placeables(pattern) > MAX_PLACEABLES) throw new Error(`compile-catalog: ${id}: more than ${MAX_PLACEABLES} placeables`);
  return `(a) => ${expression(pattern, id)}`;
}

/** @param {any} pattern @returns {number} */
function placeables(pattern) {
  if (typeof pattern === 'string') return 0;
  return pattern.reduce((/** @type {number} */ sum, /** @type {any} */ part) => sum + (typeof part === 'string' ? 0
    : 1 + (part.type === 'select' ? part.variants.reduce((/** @type {number} */ s, /** @type {any} */ variant) => s + placeables(variant.value), 0) : 0)), 0);
}

/**
 * A pattern as a JavaScript expression of type string.
 * @param {any} pattern @param {string} id
 * @returns {string}
 */
function expression(pattern, id) {
  if (typeof pattern === 'string') return JSON.stringify(pattern);
  const parts = pattern.map((/** @type {any} */ part) => (typeof part === 'string' ? JSON.stringify(part) : placeable(part, id)));
  // A placeable alone is a string already (t() and a select's variants are).
  return parts.length === 1 ? parts[0] : parts.join(' + ');
}

/** @param {any} expr @param {string} id @returns {string} */
function placeable(expr, id) {
  switch (expr.type) {
    case 'str': return JSON.stringify(expr.value);
    case 'var': return `t(v(a, ${JSON.stringify(expr.name)}))`;
    case 'select': return select(expr, id);
    default: throw new Error(`compile-catalog: ${id}: a placeable of type "${expr.type}" is not compiled`);
  }
}

/**
 * A select expression: its variants tried in order (the first whose key
 * matches), else the default one.
 * @param {any} expr @param {string} id
 */
function select({ selector, variants, star }, /** @type {string} */ id) {
  if (selector.type !== 'var') throw new Error(`compile-catalog: ${id}: only a variable selects`);
  let chosen = expression(variants[star].value, id);
  for (let i = variants.length - 1; i >= 0; i--) {
    if (i === star && i === variants.length - 1) continue;
    const { key, value } = variants[i];
    const test = key.type === 'num' ? `x === ${Number(key.value)}` : `is(x, ${JSON.stringify(key.value)})`;
    chosen = `${test} ? ${expression(value, id)} : ${chosen}`;
  }
  return `((x) => ${chosen})(v(a, ${JSON.stringify(selector.name)}))`;
}
