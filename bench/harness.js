// @ts-check
/**
 * The benchmark harness, shared by node (bench/run.mjs) and the Chromium
 * bench page (bench/bench.html): interleaved rounds after a warm-up,
 * ratios per round, medians with min and max. No DOM, no node module.
 * Timings are never asserted anywhere: the machine is shared and noisy.
 * @module
 */

/**
 * One thing to time. `run(reps)` makes about `reps` calls and resolves to
 * the milliseconds per call in this round (fastest of three batches).
 * @typedef {{ name: string, run: (reps: number) => number | Promise<number> }} Variant
 */

/**
 * A ratio of two variants' times, t(a) / t(b), per round, and its target.
 * @typedef {object} Comparison
 * @property {string} id
 * @property {string} label   what a reader sees in the table
 * @property {string} a       variant name (numerator)
 * @property {string} b       variant name (denominator)
 * @property {'>=' | '<=' | null} op  the target: ratio op value (null: for information)
 * @property {number} value
 */

/** @typedef {{ median: number, min: number, max: number }} Spread */

/**
 * Whether `value` meets the target `op target` (null when there is none).
 * @param {number} value @param {'>=' | '<=' | null} op @param {number} target
 */
function meets(value, op, target) {
  if (op === null) return null;
  return op === '>=' ? value >= target : value <= target;
}

/** @param {number[]} xs @returns {number} */
export function median(xs) {
  const s = [...xs].sort((x, y) => x - y);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** @param {number[]} xs @returns {Spread} */
export function spread(xs) {
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
}

/**
 * Times `reps` calls of a synchronous function in three (or `batches`)
 * back-to-back batches and returns the fastest batch's mean: on a shared
 * machine a batch that another process interrupted is slower, never faster.
 * Batches, not single calls, because browsers coarsen performance.now() (100
 * us in Chromium without cross-origin isolation). native_bench.cc measures
 * the same way.
 * @param {() => unknown} fn @param {number} reps @param {number} [batches]
 * @param {() => number} [now]  the clock, in ms (bench/ab.mjs can time the
 *   process's CPU time instead)
 * @returns {number} ms per call
 */
export function timeCalls(fn, reps, batches = 3, now = () => performance.now()) {
  const perBatch = Math.max(1, Math.round(reps / batches));
  let best = Infinity;
  for (let b = 0; b < batches; b++) {
    const start = now();
    for (let i = 0; i < perBatch; i++) fn();
    best = Math.min(best, (now() - start) / perBatch);
  }
  return best;
}

/**
 * A variant from a synchronous function, timed in this process.
 * @param {string} name @param {() => unknown} fn @returns {Variant}
 */
export function syncVariant(name, fn) {
  return { name, run: (reps) => timeCalls(fn, reps) };
}

/**
 * Repetitions for one variant: after a warm-up call, doubles the batch until
 * it takes budgetMs (at most 65536 calls), so that coarse browser timers and
 * tiny --quick sizes still give a measurable batch: a third of 4096 calls of
 * a bare set of 8 KiB could still read 0 ms in Chromium.
 * @param {Variant} v @param {number} budgetMs
 */
async function chooseReps(v, budgetMs) {
  await v.run(1);
  let reps = 1;
  for (let t = await v.run(1); t * reps < budgetMs && reps < 65536; reps *= 2) {
    t = await v.run(2 * reps);
  }
  return reps;
}

/**
 * Runs every variant in `rounds` interleaved rounds after a warm-up that also
 * chooses its repetitions (chooseReps). The starting variant rotates from
 * round to round so that no variant always runs right after the same one.
 * @param {Variant[]} variants
 * @param {{ rounds: number, budgetMs?: number }} options
 * @returns {Promise<Record<string, number[]>>} ms per call, one entry per round
 */
export async function runRounds(variants, { rounds, budgetMs = 40 }) {
  /** @type {Record<string, number>} */
  const reps = {};
  for (const v of variants) reps[v.name] = await chooseReps(v, budgetMs);
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(variants.map((v) => [v.name, []]));
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < variants.length; k++) {
      const v = variants[(r + k) % variants.length];
      times[v.name].push(await v.run(reps[v.name]));
    }
  }
  return times;
}

/**
 * Ratios per round for each comparison whose two variants were timed.
 * @param {Comparison[]} comparisons @param {Record<string, number[]>} times
 */
export function compare(comparisons, times) {
  return comparisons.filter((c) => times[c.a] && times[c.b]).map((c) => {
    const ratio = spread(times[c.a].map((t, r) => t / times[c.b][r]));
    return { ...c, ratio, met: meets(ratio.median, c.op, c.value) };
  });
}

/**
 * Names the step the benchmark starts, on stderr (in the page: on its
 * console, which bench/browser.mjs passes on), so that a run stopped from
 * outside shows where it was.
 * @param {string} step
 */
export function progress(step) {
  console.error(`bench: ${step}`);
}

/**
 * Times and ratios of one suite (one size, one environment).
 * @param {string} id @param {Variant[]} variants @param {Comparison[]} comparisons
 * @param {{ rounds: number, budgetMs?: number }} options
 */
export async function runSuite(id, variants, comparisons, options) {
  progress(`suite ${id}`);
  const times = await runRounds(variants, options);
  /** @type {Record<string, Spread>} */
  const ms = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, spread(v)]));
  return { id, rounds: options.rounds, ms, comparisons: compare(comparisons, times) };
}

/**
 * A single measured figure with a target (sizes, error, frame time).
 * @param {string} id @param {string} label @param {number} value @param {string} unit
 * @param {'>=' | '<=' | null} op  null: for information @param {number} target @param {object} [extra]
 */
export function check(id, label, value, unit, op, target, extra = {}) {
  return { id, label, value, unit, op, target, met: meets(value, op, target), ...extra };
}
