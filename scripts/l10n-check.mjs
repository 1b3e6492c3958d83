// @ts-check
/**
 * `npm run l10n:check`: every locale's catalogs against the English ones.
 *
 *   node scripts/l10n-check.mjs [--dir web/l10n]
 *
 * The catalogs are `<dir>/<locale>/<area>.ftl`; `en` is the reference. For
 * each other locale and each English file it reports, per locale and file:
 * a file missing or extra; a message missing or extra; a message or
 * attribute without text; a value or attribute that English has and the
 * translation lacks (or the reverse); a variable ($count) that one side uses
 * and the other not; a selector on other variables than English's; a
 * variant key that is not a plural category and differs from English's
 * (plural categories differ per language: Chinese needs only *[other]); a
 * reference to a message or term that the locale does not define; and
 * anything the Fluent parser could not read. Terms (-name) belong to each
 * locale (its glossary): they may differ from English's. A message or term
 * defined twice in one file is reported in every locale, English included:
 * Fluent keeps the first without a word, so the second would never show.
 * Exit status 1 when anything is reported.
 */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse, Visitor } from '@fluent/syntax';

export const REFERENCE = 'en';
/** CLDR plural categories: variant keys that may differ between languages. */
const PLURALS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** What a pattern uses, gathered from its syntax tree. */
class Uses extends Visitor {
  /** @type {Set<string>} */ variables = new Set();
  /** @type {Set<string>} */ selectors = new Set();
  /** @type {Set<string>} */ keys = new Set();
  /** @type {Set<string>} */ references = new Set();
  /** @param {any} node */
  visitVariableReference(node) { this.variables.add(`$${node.id.name}`); }
  /** @param {any} node */
  visitMessageReference(node) { this.references.add(node.id.name); }
  /** @param {any} node */
  visitTermReference(node) { this.references.add(`-${node.id.name}`); this.genericVisit(node); }
  /** @param {any} node */
  visitSelectExpression(node) {
    const s = node.selector;
    this.selectors.add(s.type === 'VariableReference' ? `$${s.id.name}` : s.type);
    for (const v of node.variants) {
      const key = v.key.type === 'NumberLiteral' ? v.key.value : v.key.name;
      if (!PLURALS.has(key) && v.key.type !== 'NumberLiteral') this.keys.add(key);
    }
    this.genericVisit(node);
  }
}

/** @param {any} pattern */
function usesOf(pattern) {
  const uses = new Uses();
  if (pattern) uses.visit(pattern);
  return uses;
}

/** Whether a pattern shows no text at all. @param {any} pattern */
function isEmpty(pattern) {
  return !pattern || pattern.elements.every((/** @type {any} */ e) => (e.type === 'TextElement' && !e.value.trim()) ||
    (e.type === 'Placeable' && e.expression.type === 'StringLiteral' && !e.expression.value.trim()));
}

/**
 * The messages and terms of one .ftl text, and its parse errors.
 * @param {string} text
 */
export function readCatalog(text) {
  /** @type {Map<string, any>} */ const messages = new Map();
  /** @type {Set<string>} */ const terms = new Set();
  /** @type {string[]} */ const errors = [];
  const lineOf = (/** @type {any} */ entry) => text.slice(0, entry.span?.start ?? 0).split('\n').length;
  /** @type {Map<string, number>} */
  const lines = new Map();
  for (const entry of parse(text, { withSpans: true }).body) {
    if (entry.type === 'Message' || entry.type === 'Term') {
      const id = `${entry.type === 'Term' ? '-' : ''}${entry.id.name}`;
      const first = lines.get(id);
      if (first !== undefined) {
        // As Fluent does (FluentBundle.addResource): the first stays, the second is never shown.
        errors.push(`${id} is defined twice, on lines ${first} and ${lineOf(entry)}: the second is never used`);
        continue;
      }
      lines.set(id, lineOf(entry));
      if (entry.type === 'Message') messages.set(id, entry);
      else terms.add(id);
    } else if (entry.type === 'Junk') {
      errors.push(`cannot parse line ${lineOf(entry)}: ${entry.annotations.map((a) => a.message).join('; ')}`);
    }
  }
  return { messages, terms, errors };
}

const list = (/** @type {Iterable<string>} */ s) => [...s].sort().join(', ') || 'none';
const sameSet = (/** @type {Set<string>} */ a, /** @type {Set<string>} */ b) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * The problems of one translated message against its English one.
 * @param {any} en @param {any} tr @returns {string[]}
 */
export function compareMessage(en, tr) {
  const problems = [];
  const parts = [['value', en.value, tr.value]];
  const enAttrs = new Map(en.attributes.map((/** @type {any} */ a) => [a.id.name, a.value]));
  const trAttrs = new Map(tr.attributes.map((/** @type {any} */ a) => [a.id.name, a.value]));
  for (const name of new Set([...enAttrs.keys(), ...trAttrs.keys()])) parts.push([`.${name}`, enAttrs.get(name), trAttrs.get(name)]);
  for (const [part, a, b] of parts) {
    if (a && !b) { problems.push(`${part} missing`); continue; }
    if (!a && b) { problems.push(`${part} not in English`); continue; }
    if (!a) continue;
    if (isEmpty(b)) { problems.push(`${part} is empty`); continue; }
    const ua = usesOf(a);
    const ub = usesOf(b);
    if (!sameSet(ua.variables, ub.variables)) problems.push(`${part} uses ${list(ub.variables)}, English ${list(ua.variables)}`);
    if (!sameSet(ua.selectors, ub.selectors)) problems.push(`${part} selects on ${list(ub.selectors)}, English on ${list(ua.selectors)}`);
    if (!sameSet(ua.keys, ub.keys)) problems.push(`${part} has variants ${list(ub.keys)}, English ${list(ua.keys)}`);
  }
  return problems;
}

/**
 * Every problem of the catalogs under `dir`, as lines "locale/file: problem".
 * @param {string} dir @returns {string[]}
 */
export function checkCatalogs(dir) {
  const problems = [];
  const ftl = (/** @type {string} */ folder) => readdirSync(folder).filter((f) => f.endsWith('.ftl')).sort();
  const refDir = join(dir, REFERENCE);
  if (!existsSync(refDir)) return [`${REFERENCE}: no reference catalogs in ${dir}`];
  const reference = new Map(ftl(refDir).map((f) => [f, readCatalog(readFileSync(join(refDir, f), 'utf8'))]));
  const locales = readdirSync(dir).filter((d) => statSync(join(dir, d)).isDirectory()).sort();
  for (const locale of locales) {
    const files = ftl(join(dir, locale));
    const catalogs = new Map(files.map((f) => [f, readCatalog(readFileSync(join(dir, locale, f), 'utf8'))]));
    // References resolve within a locale's whole set of files (one bundle per locale and area set).
    const defined = new Set([...catalogs.values()].flatMap((c) => [...c.messages.keys(), ...c.terms]));
    for (const [file, cat] of catalogs) {
      const at = `${locale}/${file}`;
      for (const error of cat.errors) problems.push(`${at}: ${error}`);
      for (const [id, message] of cat.messages) {
        for (const pattern of [message.value, ...message.attributes.map((/** @type {any} */ a) => a.value)]) {
          for (const ref of usesOf(pattern).references) {
            if (!defined.has(ref)) problems.push(`${at}: ${id} refers to ${ref}, which ${locale} does not define`);
          }
        }
        if (locale === REFERENCE && isEmpty(message.value) && message.attributes.length === 0) problems.push(`${at}: ${id} is empty`);
      }
      if (locale === REFERENCE) continue;
      const en = reference.get(file);
      if (!en) { problems.push(`${at}: no such file in ${REFERENCE}`); continue; }
      for (const id of en.messages.keys()) if (!cat.messages.has(id)) problems.push(`${at}: ${id} missing`);
      for (const [id, message] of cat.messages) {
        const original = en.messages.get(id);
        if (!original) { problems.push(`${at}: ${id} not in ${REFERENCE}`); continue; }
        for (const p of compareMessage(original, message)) problems.push(`${at}: ${id} ${p}`);
      }
    }
    if (locale !== REFERENCE) {
      for (const file of reference.keys()) if (!catalogs.has(file)) problems.push(`${locale}/${file}: missing`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const dir = values.dir ?? fileURLToPath(new URL('../web/l10n', import.meta.url));
  const problems = checkCatalogs(dir);
  /** @type {Map<string, string[]>} */
  const byFile = new Map();
  for (const p of problems) {
    const [where] = p.split(': ', 1);
    byFile.set(where, [...(byFile.get(where) ?? []), p.slice(where.length + 2)]);
  }
  for (const [where, lines] of byFile) {
    console.error(`${where}: ${lines.length} problem${lines.length === 1 ? '' : 's'}`);
    for (const line of lines) console.error(`  ${line}`);
  }
  if (problems.length) process.exit(1);
  console.log(`l10n:check: ${readdirSync(dir).length} locales, every catalog matches ${REFERENCE}`);
}
