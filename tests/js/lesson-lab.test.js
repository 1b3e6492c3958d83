// The order lab's numbers quoted by the lesson are those of the kept run of
// the experiments program (docs/order-lab-experiments.txt, written by
// posenc_order_lab_experiments, cpp/bench/order_lab_experiments.cc): the
// length table of section 9 and the counts of the lab's sections.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LENGTH_EXPERIMENT, lengthCells, lengthRuns } from '../../web/lesson/length-run.js';

const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const output = readFileSync(new URL('../../docs/order-lab-experiments.txt', import.meta.url), 'utf8');
const squash = (/** @type {string} */ text) => text.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');

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
      rows[name] = Object.fromEntries(lengths.map((n, i) => [n, 100 * Number(values[i])]));
    }
  }
  return rows;
}

test('the lesson\'s length table is the experiments program\'s bidirectional length table, in percent', () => {
  const measured = lengthRows('bidirectional');
  const shown = {};
  const table = /<table class="measured" id="length-table"[^>]*>([\s\S]*?)<\/table>/.exec(html)[1];
  for (const [, name, cells] of table.matchAll(/<tr data-signal="([^"]+)"><th [^>]*>[^<]+<\/th>(.*?)<\/tr>/g)) {
    shown[name] = [...cells.matchAll(/<td[^>]*>([^<]+)<\/td>/g)].map((m) => m[1]);
  }
  assert.deepEqual(Object.keys(shown), ['none', 'sinusoidal', 'learned', 'rope']);
  for (const [signal, cells] of Object.entries(shown)) {
    // The program prints each mean to two decimals and the table shows it to a
    // whole percent (the live run below checks the table exactly): a mean of
    // 0.475 prints as 0.47 and shows as 48, so they agree within one point.
    const near = (/** @type {string} */ shown, /** @type {number} */ printed, /** @type {string} */ what) =>
      assert.ok(Math.abs(Number(shown) - printed) <= 1, `${what}: the table shows ${shown}, the program printed ${printed}`);
    const trained = [3, 4, 5, 6, 7, 8].map((n) => measured[signal][n]);
    const [low, high = low] = cells[0].split('–');
    near(low, Math.min(...trained), `${signal}, lowest of lengths 3 to 8`);
    near(high, Math.max(...trained), `${signal}, highest of lengths 3 to 8`);
    [9, 10, 11, 12, 13, 14, 15, 16].forEach((n, i) => near(cells[1 + i], measured[signal][n], `${signal}, length ${n}`));
  }
  assert.match(html, /1,000 training steps on sentences of 3 to 8 words; 256 test\s+sentences per length; mean over random starts \(seeds\) 1 to 10\./);
});

test("the order lab's framing: chance is one in six nouns, an untrained model lands anywhere near it, 50% is a ceiling", async () => {
  const { init } = await import('../../web/src/index-node.js');
  const pe = await init({ orderLab: true });
  const nouns = pe.orderLab.vocabulary.nouns.length;
  assert.equal(nouns, 6);
  const demo = squash(/<div class="try" id="training-demo">[\s\S]*?<\/section>/.exec(html)[0]);
  assert.match(demo, /A uniform guess among six nouns is right one time in six/);
  // The untrained models of the section 1 lab's configuration, seeds 1 to 20, as the lab tests them.
  const untrained = Array.from({ length: 20 }, (_, i) => pe.orderLab.test(pe.orderLab.create({ position: 'none', seed: i + 1 }))
    .accuracy[0]);
  const [low, high] = [Math.min(...untrained), Math.max(...untrained)].map((a) => Math.round(100 * a));
  assert.match(demo, new RegExp(`untrained, the model scores ${low}% to ${high}% over 20 random starts`));
  assert.ok(untrained.some((a) => Math.abs(a - 1 / 6) > 0.05), 'an untrained model is not exactly at one in six');
  assert.equal(Math.LN2.toFixed(3), '0.693');
  assert.match(demo, /50% is a ceiling, not chance: the best a\s?model blind to order can do, with a loss of at least ln 2 ≈ 0\.693/);
  assert.match(html, /data-choice="half" data-correct>It can never pass 50%</);
  assert.doesNotMatch(demo, /stops there|right one time in six\. It|climbs to 50%/);
  // What carries order under a causal mask is said once, where the lab shows it.
  const lab = squash(/<div class="try" id="causal-lab">[\s\S]*?<\/div>/.exec(html)[0]);
  assert.match(lab, /only where the read-out sits carries order/);
  assert.match(lab, /two causal layers and a \[CLS\] read out after the sentence, order comes back with no position signal/);
  assert.match(lab, /the second layer tells the nouns apart by what each could see/);
  assert.match(lab, /Haviv et al\. \(2022\)/);
  assert.match(lab, /unmasked layers stay blind, at one layer or two/);
  for (const phrase of [/only where the read-out sits carries order/, /Unmasked layers stay blind, at one layer or two/i]) {
    assert.doesNotMatch(demo, phrase, 'section 1\'s lab leaves the causal story to section 9');
    assert.equal(squash(html).match(new RegExp(phrase.source, 'gi'))?.length, 1, `said once on the page: ${phrase}`);
  }
});

test('the live length run (the button of section 8) trains in slices and reproduces the kept table, cell for cell', async () => {
  const { init } = await import('../../web/src/index-node.js');
  const pe = await init({ orderLab: true });
  const runs = lengthRuns(pe);
  let step = runs.next(), slices = 0, last = null;
  while (!step.done) {
    slices++;
    last = step.value;
    step = runs.next();
  }
  // Per seed, train calls of 30 steps (1000 steps) and 6 parts of the test (tests/js/length-run.test.js).
  assert.equal(slices, 4 * 10 * (34 + 6), 'one slice per train call or test part');
  assert.deepEqual([last.done, last.total], [slices, slices]);
  const table = /<table class="measured" id="length-table"[^>]*>([\s\S]*?)<\/table>/.exec(html)[1];
  const rows = [...table.matchAll(/<tr data-signal="([^"]+)"><th [^>]*>[^<]+<\/th>(.*?)<\/tr>/g)];
  assert.deepEqual(rows.map(([, name]) => name), LENGTH_EXPERIMENT.signals);
  for (const [, name, cells] of rows) {
    const shown = [...cells.matchAll(/<td[^>]*>([^<]+)<\/td>/g)].map((m) => m[1]);
    assert.deepEqual(lengthCells(step.value[name]), shown, name);
  }
  assert.deepEqual(LENGTH_EXPERIMENT.lengths, [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  assert.deepEqual(lengthCells([0.49, 0.5, 0.52, 0.5, 0.5, 0.51, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.594]),
    ['49–52', '60', '60', '60', '60', '60', '60', '60', '59']);
});

/** The attributes of one of the lesson's order labs, as its tag gives them. @param {string} id */
function labAttributes(id) {
  const tag = new RegExp(`<posenc-order-lab id="${id}"([^>]*)>`).exec(html);
  assert.ok(tag, id);
  return Object.fromEntries([...tag[1].matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

test("the counts the lesson states near the labs are those of 20 seeds at the labs' own step count, run here", async () => {
  const { init } = await import('../../web/src/index-node.js');
  const { ORDER_LAB_SCHEMA } = await import('../../web/src/widgets/schemas.js');
  const { seedCounts } = await import('../../web/src/widgets/order-lab-view.js');
  const pe = await init({ orderLab: true });
  const steps = ORDER_LAB_SCHEMA.steps.fallback;
  assert.equal(steps, 200);
  for (const id of ['order-lab', 'order-lab-causal']) assert.equal(labAttributes(id).steps, undefined, `${id} runs ${steps} steps`);
  const counts = async (options) => {
    const run = await pe.orderLab.trainSeeds({ position: 'none', ...options }, { seeds: 20, steps });
    return seedCounts(run.accuracy, run.trainingAccuracy);
  };
  const demo = squash(/<div class="try" id="training-demo">[\s\S]*?<\/section>/.exec(html)[0]);
  const blind = await counts({});
  const sinusoidal = await counts({ position: 'sinusoidal' });
  assert.equal(blind.past50, 0);
  assert.match(demo, new RegExp(`Over 20 random starts of the lab's ${steps} steps, none passes 50% without a signal; with the ` +
    `sinusoidal one, ${sinusoidal.reach95} reach 95% on the held-out pairs`));
  const lab = squash(/<div class="try" id="causal-lab">[\s\S]*?<\/div>/.exec(html)[0]);
  const attributes = labAttributes('order-lab-causal');
  assert.deepEqual([attributes.position, attributes.mask, attributes.readout, attributes.layers],
    ['none', 'causal', undefined, undefined], 'the causal lab starts at one layer, read out at the last word');
  const last = await counts({ mask: 'causal', readout: 'last' });
  assert.equal(last.trainedAll, 20);
  assert.match(lab, new RegExp(`over 20 random starts of ${steps} steps all 20 answer every trained sentence, but on the three ` +
    `held-out noun pairs the median is ${Math.round(100 * last.median)}% \\(from ${Math.round(100 * last.low)}% to ` +
    `${Math.round(100 * last.high)}%\\)`));
  const deep = await counts({ mask: 'causal', readout: 'cls-end', layers: 2 });
  assert.equal(deep.trainedAll, 20);
  assert.match(lab, new RegExp(`Over 20 random starts all 20 answer every trained sentence, and ${deep.reach95} reach 95% on the ` +
    `held-out pairs \\(the lowest ${Math.floor(100 * deep.low)}%\\)`));
  for (const layers of [1, 2]) {
    for (const readout of ['cls', 'cls-end']) {
      assert.equal((await counts({ mask: 'bidirectional', readout, layers })).past50, 0, `unmasked, ${layers} ${readout}`);
    }
  }
  assert.match(lab, /Over the same 20 starts none passes 50%, and swapping the nouns changes the answer's probabilities by float rounding only/);
  const swapChange = (state) => {
    const a = pe.orderLab.evaluate(state, { sentence: ['man', 'bites', 'dog'] }).probabilities;
    const b = pe.orderLab.evaluate(state, { sentence: ['dog', 'bites', 'man'] }).probabilities;
    return Math.max(...a.map((p, i) => Math.abs(p - b[i])));
  };
  for (const seed of [1, 2, 3]) {
    for (const layers of [1, 2]) {
      const state = pe.orderLab.train(pe.orderLab.create({ position: 'none', readout: 'cls-end', layers, seed }), { steps }).state;
      assert.ok(swapChange(state) < 1e-6, `seed ${seed}, ${layers} unmasked layers are blind`);
    }
  }
  // The question the labs start with is a pair the lab's seed (1, the default) held out.
  const pairs = pe.orderLab.heldOutPairs(pe.orderLab.create({ seed: 1 }));
  for (const id of ['order-lab', 'order-lab-causal']) {
    const nouns = labAttributes(id).sentence.split(' ').filter((w) => pe.orderLab.vocabulary.nouns.includes(w));
    assert.ok(pairs.some(([a, b]) => nouns.includes(a) && nouns.includes(b)), `${id}: ${nouns}`);
  }
});
