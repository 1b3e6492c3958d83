// The order lab's numbers quoted by the lesson are those of the kept run of
// the experiments program (docs/order-lab-experiments.txt, written by
// posenc_order_lab_experiments, cpp/bench/order_lab_experiments.cc): the
// length table of section 9 and the counts of the lab's sections.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const output = readFileSync(new URL('../../docs/order-lab-experiments.txt', import.meta.url), 'utf8');

/** The mean accuracy rows of one length table of the output: signal -> { length: percent }. */
function lengthRows(mask) {
  const lines = output.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`filler, ${mask}:`));
  assert.ok(start >= 0, `the ${mask} length table`);
  const lengths = lines[start + 1].trim().split(/\s+/).slice(1).map(Number);
  const rows = {};
  for (const line of lines.slice(start + 2, start + 10)) {
    const [name, ...values] = line.trim().split(/\s+/);
    if (['none', 'sinusoidal', 'learned', 'rope'].includes(name)) {
      rows[name] = Object.fromEntries(lengths.map((n, i) => [n, Math.round(100 * Number(values[i]))]));
    }
  }
  return rows;
}

test('the lesson\'s length table is the experiments program\'s bidirectional length table, in percent', () => {
  const measured = lengthRows('bidirectional');
  const shown = {};
  const table = /<table class="measured" id="length-table"[^>]*>([\s\S]*?)<\/table>/.exec(html)[1];
  for (const [, name, cells] of table.matchAll(/<tr><th scope="row">([^<]+)<\/th>(.*?)<\/tr>/g)) {
    shown[name === 'RoPE' ? 'rope' : name] = [...cells.matchAll(/<td[^>]*>([^<]+)<\/td>/g)].map((m) => m[1]);
  }
  assert.deepEqual(Object.keys(shown), ['none', 'sinusoidal', 'learned', 'rope']);
  for (const [signal, cells] of Object.entries(shown)) {
    const trained = [3, 4, 5, 6, 7, 8].map((n) => measured[signal][n]);
    const low = Math.min(...trained), high = Math.max(...trained);
    assert.equal(cells[0], low === high ? String(low) : `${low}–${high}`, `${signal}, lengths 3 to 8`);
    assert.deepEqual(cells.slice(1), [9, 10, 11, 12, 13, 14, 15, 16].map((n) => String(measured[signal][n])), signal);
  }
  assert.match(html, /1,000 training steps on sentences of 3 to 8 words; 256 test\s+sentences per length; mean over random starts \(seeds\) 1 to 10\./);
});

test('the counts the lesson quotes for agent are the experiments program\'s', () => {
  // "none       bidirectional   0/20       -   0.500 [0.500, 0.500]       0.7652 [0.7271, 0.8115]"
  const row = (position, mask) => {
    const line = output.split('\n').find((l) => new RegExp(`^${position}\\s+${mask}\\s`).test(l));
    const [reached, median, , accuracyLow, accuracyHigh, , lossLow, lossHigh] = line.split(/\s+/).slice(2).map((t) => t.replace(/[[\],]/g, ''));
    return { reached, median, accuracyLow, accuracyHigh, lossLow, lossHigh };
  };
  const none = row('none', 'bidirectional');
  assert.deepEqual(none, { reached: '0/20', median: '-', accuracyLow: '0.500', accuracyHigh: '0.500', lossLow: '0.7271', lossHigh: '0.8115' });
  assert.match(html, /every run ended at exactly 50%, with a loss between 0\.73 and 0\.81/);
  assert.deepEqual([row('sinusoidal', 'bidirectional').reached, row('sinusoidal', 'bidirectional').median], ['20/20', '40']);
  assert.match(html, /all 20 starts\s+reached 95% test accuracy, half of them within 40 steps/);
  assert.deepEqual([row('none', 'causal').reached, row('none', 'causal').median], ['20/20', '50']);
  assert.match(html, /all 20 of 20 random starts reach\s+95% test accuracy, half of them within 50 steps/);
});
