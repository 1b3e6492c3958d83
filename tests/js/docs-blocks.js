// The pieces of the docs test (tests/js/docs.test.js): reading fenced code
// blocks, links and headings out of Markdown, and turning the values a js
// block states in its comments into assertions.
//
// A js line states a value with a comment after its code:
//   expr;                 // 0.91          a literal (number, string, boolean, null,
//   const x = expr;       // ['a', 'b']    array or object of literals); numbers hold to
//                                          the significant digits shown, objects to the
//                                          keys shown
//   const t = expr;       // Float32Array(128 * 64)      a typed array of that length
//   expr;                 // throws RangeError: message  the statement throws exactly that
// Anything after the value behind ": " is prose; a comment that is none of these
// (e.g. "// position 5") is prose and asserts nothing.
import assert from 'node:assert/strict';

/**
 * @typedef {{ lang: string, flags: string[], code: string, line: number }} Block
 * `line` is the Markdown line (1-based) of the block's first code line.
 */

/**
 * Every fenced code block of a Markdown text (``` or ~~~, any length; a fence
 * closes only on a bare fence of the same character at least as long).
 * @param {string} text @returns {Block[]}
 */
export function markdownBlocks(text) {
  const lines = text.split('\n');
  /** @type {Block[]} */
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const [lang = '', ...flags] = open[2].trim().split(/\s+/).filter(Boolean);
    const start = i + 1;
    let end = start;
    while (end < lines.length && !isClosingFence(lines[end], fence)) end++;
    blocks.push({ lang, flags, code: lines.slice(start, end).join('\n'), line: start + 1 });
    i = end;
  }
  return blocks;
}

/** @param {string} line @param {string} fence */
function isClosingFence(line, fence) {
  const m = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
  return m !== null && m[1][0] === fence[0] && m[1].length >= fence.length;
}

/** The lines of a Markdown text with its fenced blocks blanked (not removed). */
function outsideBlocks(text) {
  const lines = text.split('\n');
  for (const block of markdownBlocks(text)) {
    const codeLines = block.code === '' ? 0 : block.code.split('\n').length;
    // The fences themselves and everything between them.
    for (let i = block.line - 2; i <= block.line - 1 + codeLines && i < lines.length; i++) lines[i] = '';
  }
  return lines;
}

/**
 * Every inline link `[text](target)` outside code, with its line.
 * @param {string} text @returns {{ target: string, line: number }[]}
 */
export function markdownLinks(text) {
  const prose = outsideBlocks(text).map((line) => line.replace(/(`+)[^`]*?\1/g, ''));
  return prose.flatMap((line, i) => [...line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => ({ target: m[1], line: i + 1 })));
}

/**
 * The anchors GitHub gives the headings of a Markdown text: lower case,
 * punctuation dropped, spaces to hyphens, repeats numbered -1, -2, ...
 * @param {string} text @returns {Set<string>}
 */
export function headingAnchors(text) {
  const anchors = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const line of outsideBlocks(text)) {
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line.replace(/`/g, ''));
    if (!m) continue;
    const slug = m[1].toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

// ---- stated values ----

const LITERAL_TOKEN = /\s+|-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|true\b|false\b|null\b|NaN\b|-?Infinity\b|[A-Za-z_$][\w$]*(?=\s*:)|[[\]{},:]/y;
const ARITHMETIC_TOKEN = /\s+|\d+|\*\*|[-+*/()]/y;

/** True when `text` is made only of tokens matching the sticky `pattern`. */
function onlyTokens(text, pattern) {
  pattern.lastIndex = 0;
  while (pattern.lastIndex < text.length) {
    const at = pattern.lastIndex;
    if (!pattern.test(text) || pattern.lastIndex === at) return false;
  }
  return text.trim() !== '';
}

/** @param {string} text */
const evaluate = (text) => Function(`"use strict"; return (${text});`)();

/**
 * @typedef {{ kind: 'literal', value: string }
 *   | { kind: 'typed', type: string, length: number }
 *   | { kind: 'throws', name: string, message: string }} Stated
 */

/**
 * What a comment states, or null when it is prose.
 * @param {string} comment the text after `//` @returns {Stated | null}
 */
export function statedValue(comment) {
  const text = comment.trim();
  const thrown = /^throws (\w*Error): (.+)$/.exec(text);
  if (thrown) return { kind: 'throws', name: thrown[1], message: thrown[2] };
  const typed = /^(Float32Array|Float64Array|Uint8ClampedArray|Uint8Array|Int32Array)\(([^)]*)\)(?::\s|$)/.exec(text);
  if (typed && onlyTokens(typed[2], ARITHMETIC_TOKEN)) {
    return { kind: 'typed', type: typed[1], length: evaluate(typed[2]) };
  }
  // The whole comment, or the part before a ": " that starts its prose.
  const candidates = [text, ...[...text.matchAll(/: /g)].map((m) => text.slice(0, m.index))];
  for (const candidate of candidates) {
    if (!onlyTokens(candidate, LITERAL_TOKEN)) continue;
    try {
      evaluate(candidate);
      return { kind: 'literal', value: candidate };
    } catch {
      // Not a complete literal (e.g. "{ a" before a colon): try a shorter part.
    }
  }
  return null;
}

/** Significant digits a stated number shows (trailing zeros of an integer count). */
function significantDigits(x) {
  const mantissa = String(Math.abs(x)).split('e')[0].replace('.', '').replace(/^0+/, '');
  return Math.max(1, mantissa.length);
}

/**
 * Whether `actual` is what `expected` states, with the reason when not.
 * @param {unknown} actual @param {unknown} expected @param {string} path
 * @returns {string | null}
 */
function mismatch(actual, expected, path) {
  if (typeof expected === 'number') {
    if (typeof actual !== 'number') return `${path}: expected the number ${expected}, got ${typeof actual}`;
    if (Number.isNaN(expected)) return Number.isNaN(actual) ? null : `${path}: expected NaN, got ${actual}`;
    const shown = Number.isFinite(actual) ? Number(actual.toPrecision(significantDigits(expected))) : actual;
    return shown === expected ? null : `${path}: expected ${expected}, got ${actual}`;
  }
  if (Array.isArray(expected)) {
    const list = /** @type {ArrayLike<unknown> | null} */ (
      Array.isArray(actual) || ArrayBuffer.isView(actual) ? actual : null);
    if (list === null) return `${path}: expected an array, got ${String(actual)}`;
    if (list.length !== expected.length) return `${path}: expected ${expected.length} items, got ${list.length}`;
    for (let i = 0; i < expected.length; i++) {
      const problem = mismatch(list[i], expected[i], `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return `${path}: expected an object, got ${String(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      const problem = mismatch(/** @type {any} */ (actual)[key], value, `${path}.${key}`);
      if (problem) return problem;
    }
    return null;
  }
  return Object.is(actual, expected) ? null : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

let checked = 0;
let exitHooked = false;

/** Counts a checked statement; the count is printed at exit for the docs test. */
function count() {
  checked++;
  if (exitHooked) return;
  exitHooked = true;
  process.on('exit', () => console.log(`docs-stated-values-checked: ${checked}`));
}

/**
 * Asserts a statement's value against what its comment states.
 * @param {string} where e.g. "README.md:40" @param {unknown} actual @param {Stated} stated
 */
export function checkStated(where, actual, stated) {
  count();
  if (stated.kind === 'typed') {
    const type = /** @type {any} */ (globalThis)[stated.type];
    assert.ok(actual instanceof type, `${where}: expected a ${stated.type}, got ${Object.prototype.toString.call(actual)}`);
    assert.equal(/** @type {ArrayLike<unknown>} */ (actual).length, stated.length, `${where}: length`);
    return;
  }
  if (stated.kind !== 'literal') throw new Error(`${where}: a "throws" comment on a statement that returned`);
  const problem = mismatch(actual, evaluate(stated.value), 'value');
  assert.equal(problem, null, `${where}: ${problem}`);
}

/**
 * Asserts that a statement throws the error its comment states.
 * @param {string} where @param {() => Promise<unknown>} run @param {Stated} stated
 */
export async function checkThrows(where, run, stated) {
  count();
  if (stated.kind !== 'throws') throw new Error(`${where}: not a "throws" comment`);
  await assert.rejects(run, (error) => {
    assert.equal(/** @type {Error} */ (error).name, stated.name, `${where}: error type`);
    assert.equal(/** @type {Error} */ (error).message, stated.message, `${where}: error message`);
    return true;
  }, `${where}: expected ${stated.name}: ${stated.message}`);
}

/** Splits `line` into its code and a trailing `//` comment outside strings. */
function splitComment(line) {
  for (let i = line.indexOf('//'); i >= 0; i = line.indexOf('//', i + 2)) {
    const code = line.slice(0, i);
    const quotes = ["'", '"', '`'].every((q) => code.split(q).length % 2 === 1);
    if (quotes && code.trim() !== '' && /\s$/.test(code)) return { code: code.trimEnd(), comment: line.slice(i + 2) };
  }
  return null;
}

/**
 * A js block as a module that asserts the values its comments state, line
 * for line (the Markdown lines stay where they were), and the number of
 * statements it asserts.
 * @param {string} code @param {string} file @param {number} firstLine
 * @param {string} helperUrl the URL of this module, imported by the result
 * @returns {{ source: string, stated: number }}
 */
export function withStatedValues(code, file, firstLine, helperUrl) {
  let stated = 0;
  const lines = code.split('\n').map((line, i) => {
    const parts = splitComment(line);
    const value = parts && statedValue(parts.comment);
    if (!parts || !value) return line;
    stated++;
    const where = JSON.stringify(`${file}:${firstLine + i}`);
    const spec = JSON.stringify(value);
    const statement = parts.code.replace(/;$/, '');
    if (value.kind === 'throws') return `await __checkThrows(${where}, async () => { ${statement}; }, ${spec});`;
    const declared = /^(?:const|let|var)\s+(?:([\w$]+)|\{\s*([\w$]+)\s*\}|\[\s*([\w$]+)\s*\])\s*=/.exec(statement);
    if (declared) return `${statement}; __checkStated(${where}, ${declared[1] ?? declared[2] ?? declared[3]}, ${spec});`;
    if (/^(?:const|let|var)\s/.test(statement)) {
      throw new Error(`${file}:${firstLine + i}: a stated value on a declaration of several names`);
    }
    return `__checkStated(${where}, (${statement}), ${spec});`;
  });
  lines.push(`import { checkStated as __checkStated, checkThrows as __checkThrows } from ${JSON.stringify(helperUrl)};`);
  return { source: lines.join('\n'), stated };
}
