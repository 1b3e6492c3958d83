// @ts-check
/** The table `npm run bench` prints. @module */

/** @param {number} x */
const fmt = (x) => (Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 1 ? x.toFixed(2) : x.toPrecision(3));
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
      console.log(`  ${c.label}: ${fmt(c.ratio.median)} (${fmt(c.ratio.min)} - ${fmt(c.ratio.max)})  ${target}  ${verdict(c.met)}`);
    }
  }
  console.log('');
  for (const c of report.checks) {
    const range = c.min === undefined ? '' : ` (${fmt(c.min)} - ${fmt(c.max)})`;
    const target = c.op ? `  target ${c.op} ${c.target}  ${verdict(c.met)}` : '';
    console.log(`${c.label}: ${fmt(c.value)}${range}${target}`);
  }
  for (const s of report.skipped) console.log(`not run: ${s}`);
}
