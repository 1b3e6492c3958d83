// @ts-check
/** The table `npm run bench` prints, and the one of docs/performance.md. @module */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @param {number} x */
const fmt = (x) => (Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 1 ? x.toFixed(2) : x.toPrecision(3));
/** A comparison's ratio as printed: a share (ids ending in -share) in percent, else a factor. @param {any} c @param {string} times */
function ratioText(c, times) {
  const r = c.ratio;
  if (c.id.endsWith('-share')) return `${(100 * r.median).toFixed(0)}% (${(100 * r.min).toFixed(0)}% – ${(100 * r.max).toFixed(0)}%)`;
  return `${fmt(r.median)}${times} (${fmt(r.min)} – ${fmt(r.max)})`;
}
/** @param {boolean | null} met */
const verdict = (met) => (met === null ? '' : met ? 'ok' : 'MISSED');

/** @param {any} report */
export function printReport(report) {
  const m = report.machine;
  console.log(`posenc benchmark ${report.date}${report.quick ? ' (--quick: tiny sizes, figures meaningless)' : ''}`);
  console.log(`${m.nproc} cores, ${m.cpu}, node ${m.node}${m.chromium ? `, Chromium ${m.chromium}` : ''}; ` +
    `load average ${m.loadavgStart.map(fmt).join(' ')} -> ${m.loadavgEnd.map(fmt).join(' ')}`);
  console.log(`${report.rounds} interleaved rounds per suite; ratio = median (min - max) over rounds\n`);
  for (const suite of report.suites) {
    console.log(`${suite.id}: ${Object.entries(suite.ms).map(([k, s]) => `${k} ${fmt(s.median)} ms`).join(', ')}`);
    for (const c of suite.comparisons) {
      const target = c.op ? `target ${c.op} ${c.value}` : '';
      console.log(`  ${c.label}: ${ratioText(c, '')}  ${target}  ${verdict(c.met)}`);
    }
  }
  console.log('');
  for (const c of report.checks) {
    if (c.value === null) {
      console.log(`${c.label}: ${c.error}  target ${c.op} ${c.target}  MISSED`);
      continue;
    }
    const range = c.min === undefined ? '' : ` (${fmt(c.min)} - ${fmt(c.max)})`;
    const target = c.op ? `  target ${c.op} ${c.target}  ${verdict(c.met)}` : '';
    console.log(`${c.label}: ${fmt(c.value)}${range}${target}`);
  }
}

/**
 * Comparisons without a target that the docs' table shows too: the floors
 * of the copies out of wasm memory, and the share of a fresh array's
 * allocation.
 */
const TABLE_EXTRAS = new Set(['encode-set-vs-js', 'encode-fresh-set-vs-js', 'encode-fresh-alloc-share',
  'similarity-fresh-set-vs-gram', 'similarity-set-vs-gram', 'colorize-copies-vs-js']);

/**
 * The table of docs/performance.md: every comparison with a target (and TABLE_EXTRAS),
 * then every check.
 * @param {any} report @returns {string}
 */
export function markdownTable(report) {
  const m = report.machine;
  const lines = [
    `Measured ${report.date.slice(0, 16).replace('T', ' ')} UTC on ${m.nproc} cores (${m.cpu}), ` +
      `node ${m.node}, Chromium ${m.chromium ?? 'not run'}; load average ${m.loadavgStart.map(fmt).join(' ')} ` +
      `at the start (a machine shared with other jobs). ${report.rounds} interleaved rounds; ` +
      'ratio = median (min – max) over rounds.',
    '',
    '| comparison | where | ratio | target | |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const suite of report.suites) {
    const where = suite.id.split('-').pop();
    for (const c of suite.comparisons.filter((x) => x.op || TABLE_EXTRAS.has(x.id))) {
      const target = c.op ? `${c.op} ${c.value}× ${/slower/.test(c.label) ? 'slower' : 'faster'}` : '';
      lines.push(`| ${c.label.replace(/, x (faster|slower)$/, '')} | ${where} | ` +
        `${ratioText(c, '×')} | ` +
        `${target} | ${verdict(c.met)} |`);
    }
  }
  lines.push('', '| figure | value | target | |', '| --- | --- | --- | --- |');
  for (const c of report.checks) {
    const range = c.min === undefined ? '' : ` (${fmt(c.min)} – ${fmt(c.max)})`;
    const value = c.value === null ? c.error : `${fmt(c.value)}${range}`;
    lines.push(`| ${c.label} | ${value} | ${c.op ? `${c.op} ${c.target}` : ''} | ${verdict(c.met)} |`);
  }
  return lines.join('\n');
}

// `node bench/report.mjs bench-results/<file>.json`: the table of docs/performance.md.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(markdownTable(JSON.parse(readFileSync(process.argv[2], 'utf8'))));
}
