// The lesson's prose catalogs (web/l10n/<locale>/lesson.ftl) against the page
// that carries their ids (web/index.html). The English page must read exactly
// as its catalog, so that a page translated at build time and the page as
// written say the same thing in English; every locale holds the same messages,
// with the same named children in each, so that @fluent/dom's overlay keeps
// every formula, link and script-filled number of the page.
//
// The overlay's rules, as @fluent/dom applies them: a child element with
// data-l10n-name is matched by name among the element's direct children and
// cloned without its children, taking the translation's text; a child without
// a name survives only if it is a text-level element (em, sub, strong, …),
// rebuilt from the translation with its text and no attributes; any other
// child is lost. So a formula's MathML is carried by the page, not by the
// message, and the build puts it back (docs/translating.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse, parseFragment } from 'parse5';
import { FluentBundle, FluentResource } from '@fluent/bundle';

const LOCALES = ['en', 'es', 'zh-CN'];
const root = new URL('../../', import.meta.url);
const read = (/** @type {string} */ path) => readFileSync(new URL(path, root), 'utf8');

/** The text-level elements @fluent/dom lets a translation bring without a name. */
const TEXT_LEVEL = new Set(['em', 'strong', 'small', 's', 'cite', 'q', 'dfn', 'abbr', 'data', 'time', 'code', 'var',
  'samp', 'kbd', 'sub', 'sup', 'i', 'b', 'u', 'mark', 'bdi', 'bdo', 'span', 'br', 'wbr']);

/**
 * @typedef {{ value: string | null, attributes: Map<string, string>, line: number }} Message
 */

/**
 * Reads the part of Fluent syntax 1.0 the catalogs use: comments, messages
 * with a value on one line or on indented lines, attributes (`.name = …`)
 * and string-literal placeables (`{ "{" }`). Anything else (variables,
 * selectors, terms) is an error here: the lesson's prose has none yet, and
 * a line that Fluent would read as syntax must not pass for text.
 * @param {string} source @param {string} file
 * @returns {Map<string, Message>}
 */
function readCatalog(source, file) {
  /** @type {Map<string, Message>} */
  const messages = new Map();
  const lines = source.split('\n');
  /** @type {{ id: string, value: string[], attributes: [string, string[]][], line: number } | null} */
  let current = null;
  const fail = (/** @type {number} */ n, /** @type {string} */ why) => { throw new Error(`${file}:${n + 1}: ${why}`); };
  /** The text of a pattern: indented lines joined, common indentation removed, literals resolved. */
  const text = (/** @type {string[]} */ parts, /** @type {number} */ n) => {
    const joined = parts.join('\n').trim();
    const literal = /\{\s*"((?:[^"\\]|\\.)*)"\s*\}/g;
    if (/[{}]/.test(joined.replace(literal, ''))) fail(n, 'a placeable other than a string literal, or a lone brace');
    return joined.replace(literal, (_, s) => s.replace(/\\(.)/g, '$1'));
  };
  const close = () => {
    if (!current) return;
    const { id, value, attributes, line } = current;
    if (messages.has(id)) fail(line, `${id} is defined twice`);
    const v = text(value, line);
    const attrs = new Map(attributes.map(([name, parts]) => [name, text(parts, line)]));
    if (!v && attrs.size === 0) fail(line, `${id} has neither a value nor an attribute`);
    messages.set(id, { value: v || null, attributes: attrs, line: line + 1 });
    current = null;
  };
  lines.forEach((raw, n) => {
    const line = raw.replace(/\r$/, '');
    if (/^#/.test(line)) {
      if (!/^#{1,3}( |$)/.test(line)) fail(n, 'a comment starts with one to three # and a space');
      close();
      return;
    }
    const start = /^([a-zA-Z][\w-]*) *= *(.*)$/.exec(line);
    if (start) {
      close();
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(start[1])) fail(n, `${start[1]} is not kebab-case`);
      current = { id: start[1], value: [start[2]], attributes: [], line: n };
      return;
    }
    if (line.trim() === '') { current?.attributes.at(-1)?.[1].push('') ?? current?.value.push(''); return; }
    if (!/^ /.test(line) || !current) fail(n, 'text outside a message');
    const body = line.trim();
    const attribute = /^\.([a-zA-Z][\w-]*) *= *(.*)$/.exec(body);
    if (attribute) { current.attributes.push([attribute[1], [attribute[2]]]); return; }
    if (/^[[*.]/.test(body)) fail(n, `a line of text starts with "${body[0]}", which Fluent reads as syntax`);
    (current.attributes.at(-1)?.[1] ?? current.value).push(body);
  });
  close();
  return messages;
}

const catalogs = new Map(LOCALES.map((locale) => {
  const file = `web/l10n/${locale}/lesson.ftl`;
  return [locale, { file, source: read(file), messages: readCatalog(read(file), file) }];
}));

// ---- the page

/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */
/** @typedef {import('parse5').DefaultTreeAdapterMap['childNode']} ChildNode */

const attr = (/** @type {Element} */ el, /** @type {string} */ name) => el.attrs.find((a) => a.name === name)?.value;
const isElement = (/** @type {any} */ node) => node && 'tagName' in node;
/** @param {any} node @returns {string} */
const textOf = (node) => node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(textOf).join('');
const squash = (/** @type {string} */ s) => s.replace(/\s+/g, ' ').trim();
/** The attributes a named child carries into the translation (its data-l10n-attrs). @param {Element} el */
const carried = (el) => (attr(el, 'data-l10n-attrs') ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** Every element of the page with a data-l10n-id, in page order. */
function annotated() {
  /** @type {Element[]} */
  const found = [];
  const walk = (/** @type {any} */ node) => {
    for (const child of node.childNodes ?? []) {
      if (!isElement(child)) continue;
      if (attr(child, 'data-l10n-id')) found.push(child);
      walk(child);
    }
  };
  walk(parse(read('web/index.html')));
  return found;
}

/**
 * The element's content as the overlay sees it: text, named children as
 * markers with their text (none for maths, which the page keeps), unnamed
 * text-level elements as markers around their content.
 * @param {ChildNode[]} nodes @param {Element | null} source  the page's element, to read what named children carry
 * @returns {string}
 */
function shape(nodes, source) {
  return squash(nodes.map((node) => {
    if (node.nodeName === '#text') return /** @type {any} */ (node).value;
    if (!isElement(node)) return '';
    const el = /** @type {Element} */ (node);
    const name = attr(el, 'data-l10n-name');
    if (name) {
      const from = source?.childNodes.find((c) => isElement(c) && attr(/** @type {Element} */ (c), 'data-l10n-name') === name);
      const keep = from ? carried(/** @type {Element} */ (from)) : [];
      const kept = keep.map((a) => ` ${a}="${squash(attr(el, a) ?? '')}"`).join('');
      return `⟦${el.tagName} ${name}${kept}⟧${el.tagName === 'math' ? '' : textOf(el)}⟦/⟧`;
    }
    return `⟦${el.tagName}⟧${shape(el.childNodes, null)}⟦/${el.tagName}⟧`;
  }).join(''));
}

/**
 * Each element below `node`, with its data-l10n-name and whether it sits
 * inside other markup. Named elements and formulas are not entered: the
 * overlay copies them whole or by name.
 * @param {any} node @param {boolean} [nested]
 * @returns {Generator<{ el: Element, name: string | undefined, nested: boolean }>}
 */
function* markupOf(node, nested = false) {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    const el = /** @type {Element} */ (child);
    const name = attr(el, 'data-l10n-name');
    yield { el, name, nested };
    if (!name && el.tagName !== 'math') yield* markupOf(el, true);
  }
}

/**
 * What the overlay would lose of this element of the page: a named child
 * that is not a direct child or holds elements, a name used twice, an
 * unnamed child that is not plain text-level markup.
 * @param {Element} element @returns {string[]}
 */
function overlayLosses(element) {
  const losses = [];
  const names = new Set();
  for (const { el, name, nested } of markupOf(element)) {
    if (name) {
      if (nested) losses.push(`<${el.tagName} data-l10n-name="${name}"> is not a direct child`);
      if (names.has(name)) losses.push(`the name ${name} is used twice`);
      names.add(name);
      if (el.tagName !== 'math' && el.childNodes.some(isElement)) losses.push(`<${el.tagName} data-l10n-name="${name}"> holds elements, which its clone loses`);
    } else if (el.tagName === 'math') losses.push('a formula without a name');
    else if (!TEXT_LEVEL.has(el.tagName) || el.attrs.length > 0) losses.push(`<${el.tagName}${el.attrs.map((a) => ` ${a.name}`).join('')}> has no name`);
    else if (nested) losses.push(`<${el.tagName}> is nested in unnamed markup, which the overlay flattens`);
  }
  return losses;
}

/**
 * What is wrong with a translation of an element: names it lacks or adds,
 * attributes its named children must carry, markup the overlay drops.
 * @param {string} value @param {Element} source @returns {string[]}
 */
function translationProblems(value, source) {
  const problems = [];
  const expected = new Map(source.childNodes.filter(isElement)
    .map((c) => /** @type {Element} */ (c)).filter((c) => attr(c, 'data-l10n-name'))
    .map((c) => [attr(c, 'data-l10n-name'), c]));
  const used = [];
  for (const { el, name, nested } of markupOf(parseFragment(value))) {
    if (name) {
      used.push(name);
      const from = expected.get(name);
      if (!from) problems.push(`a child named ${name} that the page does not have`);
      else if (from.tagName !== el.tagName) problems.push(`${name} is a <${from.tagName}> on the page, a <${el.tagName}> here`);
      else for (const a of carried(from)) if (!attr(el, a)) problems.push(`${name} lacks its ${a}`);
      if (nested) problems.push(`${name} is nested in other markup`);
      if (el.childNodes.some(isElement)) problems.push(`${name} holds markup, which the overlay flattens`);
      continue;
    }
    if (!TEXT_LEVEL.has(el.tagName)) problems.push(`<${el.tagName}> is not allowed without a name`);
    if (nested) problems.push(`<${el.tagName}> is nested in other markup`);
  }
  for (const name of expected.keys()) {
    const count = used.filter((n) => n === name).length;
    if (count !== 1) problems.push(`${name} appears ${count} times`);
  }
  return problems;
}

const elements = annotated();
const ids = [...new Set(elements.map((el) => /** @type {string} */ (attr(el, 'data-l10n-id'))))];

test('the catalog reader reads values, attributes and literals, and refuses what it does not know', () => {
  const ok = readCatalog('## Group\n\na = One\nb =\n    Two\n    lines { "{" }x{ "}" }\n    .aria-label = Name\nc =\n    .title = Only\n', 't');
  assert.deepEqual([...ok.keys()], ['a', 'b', 'c']);
  assert.equal(ok.get('b')?.value, 'Two\nlines {x}');
  assert.equal(ok.get('b')?.attributes.get('aria-label'), 'Name');
  assert.equal(ok.get('c')?.value, null);
  assert.throws(() => readCatalog('a = Hello { $name }\n', 't'), /t:1: a placeable/);
  assert.throws(() => readCatalog('a =\n    one\n    [two]\n', 't'), /t:3: .*"\["/);
  assert.throws(() => readCatalog('a = x\na = y\n', 't'), /a is defined twice/);
  assert.throws(() => readCatalog('camelCase = x\n', 't'), /not kebab-case/);
  assert.throws(() => readCatalog('a =\n', 't'), /neither a value nor an attribute/);
});

test('the comparison sees a changed word, a lost formula and a child the overlay would drop', () => {
  const [p] = /** @type {Element[]} */ (parseFragment('<p>A <math data-l10n-name="m1"><mi>x</mi></math> and <em>b</em>.</p>').childNodes);
  const page = shape(p.childNodes, p);
  assert.equal(page, 'A ⟦math m1⟧⟦/⟧ and ⟦em⟧b⟦/em⟧.');
  const message = (/** @type {string} */ v) => shape(parseFragment(v).childNodes, p);
  assert.equal(message('A <math data-l10n-name="m1"></math>\n    and <em>b</em>.'), page);
  assert.notEqual(message('A <math data-l10n-name="m1"></math> and <em>c</em>.'), page);
  assert.deepEqual(translationProblems('Un <em>b</em>.', p), ['m1 appears 0 times']);
  assert.deepEqual(translationProblems('<div>Un</div> <math data-l10n-name="m1"></math>', p), ['<div> is not allowed without a name']);
  const [q] = /** @type {Element[]} */ (parseFragment('<p>A <span class="num">1</span> <b><i>x</i></b> <math><mi>y</mi></math></p>').childNodes);
  assert.deepEqual(overlayLosses(q), ['<span class> has no name', '<i> is nested in unnamed markup, which the overlay flattens', 'a formula without a name']);
});

test('every element of the page with a data-l10n-id keeps all its children through the overlay', () => {
  assert.ok(elements.length > 0);
  const en = /** @type {{ messages: Map<string, Message> }} */ (catalogs.get('en')).messages;
  // An element translated by its attributes alone keeps its content as it is.
  const problems = elements.filter((el) => en.get(/** @type {string} */ (attr(el, 'data-l10n-id')))?.value !== null)
    .flatMap((el) => overlayLosses(el).map((p) => `${attr(el, 'data-l10n-id')}: ${p}`));
  assert.deepEqual(problems, []);
});

test('the English catalog says exactly what the page says, and holds nothing the page does not use', () => {
  const en = /** @type {{ messages: Map<string, Message> }} */ (catalogs.get('en')).messages;
  const problems = [];
  for (const el of elements) {
    const id = /** @type {string} */ (attr(el, 'data-l10n-id'));
    const message = en.get(id);
    if (!message) { problems.push(`${id}: not in web/l10n/en/lesson.ftl`); continue; }
    // A div or nav is a container translated by its attributes alone (the
    // language menu's names are written in their own languages).
    const hasText = /\S/.test(textOf(el)) && el.tagName !== 'div' && el.tagName !== 'nav';
    if (hasText !== (message.value !== null)) problems.push(`${id}: the page ${hasText ? 'has' : 'has no'} text, the message ${message.value === null ? 'no' : 'a'} value`);
    if (message.value !== null) {
      const page = el.tagName === 'title' ? squash(textOf(el)) : shape(el.childNodes, el);
      const said = el.tagName === 'title' ? squash(message.value) : shape(parseFragment(message.value).childNodes, el);
      if (page !== said) problems.push(`${id}:\n  page:    ${page}\n  catalog: ${said}`);
    }
    const allowed = [...carried(el), 'title', 'aria-label', 'aria-description', 'aria-valuetext', 'alt', 'placeholder', 'label'];
    for (const name of allowed) {
      const onPage = attr(el, name), inCatalog = message.attributes.get(name);
      if (onPage !== undefined && inCatalog === undefined) problems.push(`${id}: .${name} is missing`);
      if (inCatalog !== undefined && squash(onPage ?? '') !== squash(inCatalog)) problems.push(`${id}: .${name} is "${inCatalog}", the page "${onPage}"`);
    }
    for (const name of message.attributes.keys()) if (!allowed.includes(name)) problems.push(`${id}: .${name} is not translated on <${el.tagName}>`);
  }
  for (const id of en.keys()) if (!ids.includes(id)) problems.push(`${id}: in the catalog, on no element of the page`);
  assert.deepEqual(problems, []);
});

for (const locale of LOCALES.filter((l) => l !== 'en')) {
  test(`${locale}: the same messages as English, each with the page's named children and attributes`, () => {
    const en = /** @type {{ messages: Map<string, Message> }} */ (catalogs.get('en')).messages;
    const { messages, file } = /** @type {{ messages: Map<string, Message>, file: string }} */ (catalogs.get(locale));
    const problems = [];
    for (const [id, english] of en) {
      const message = messages.get(id);
      if (!message) { problems.push(`${id}: missing`); continue; }
      if ((english.value === null) !== (message.value === null)) problems.push(`${id}: ${message.value === null ? 'no value' : 'a value English has not'}`);
      const names = (/** @type {Message} */ m) => [...m.attributes.keys()].sort().join(' ');
      if (names(english) !== names(message)) problems.push(`${id}: attributes ${names(message)}, English ${names(english)}`);
      for (const [name, text] of message.attributes) if (!text.trim()) problems.push(`${id}: .${name} is empty`);
      if (message.value === null) continue;
      const source = /** @type {Element} */ (elements.find((el) => attr(el, 'data-l10n-id') === id));
      for (const problem of translationProblems(message.value, source)) problems.push(`${id}: ${problem}`);
      if (!/\p{L}/u.test(message.value.replace(/<[^>]*>/g, ''))) problems.push(`${id}: no words`);
    }
    for (const id of messages.keys()) if (!en.has(id)) problems.push(`${id}: not an English message`);
    assert.deepEqual(problems, [], file);
  });
}

// Fluent's own parser reads every catalog as this test does.
test('@fluent/bundle reads each catalog without junk or errors, to the same texts', () => {
  for (const [locale, { source, messages, file }] of catalogs) {
    const bundle = new FluentBundle(locale, { useIsolating: false });
    assert.deepEqual(bundle.addResource(new FluentResource(source)), [], file);
    for (const [id, mine] of messages) {
      const message = bundle.getMessage(id);
      assert.ok(message, `${file}: ${id} is junk to Fluent`);
      /** @type {Error[]} */
      const errors = [];
      const value = message.value ? bundle.formatPattern(message.value, null, errors) : null;
      assert.deepEqual(errors, [], `${file}: ${id}`);
      assert.equal(value === null ? null : squash(value), mine.value === null ? null : squash(mine.value), `${file}: ${id}`);
      for (const [name, text] of mine.attributes) {
        assert.equal(squash(bundle.formatPattern(message.attributes[name], null, errors)), squash(text), `${file}: ${id}.${name}`);
      }
    }
    assert.equal([...new FluentResource(source).body].length, messages.size, `${file}: Fluent and this test count the same messages`);
  }
});
