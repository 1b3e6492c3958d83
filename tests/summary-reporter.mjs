// A second reporter for node --test (scripts/test.sh): after the TAP stream,
// it prints each test that failed or was cancelled, with its file, and the
// files that took longest. CI shows the end of the output, and a timeout that
// cancels a whole file is otherwise reported only where it happened, in the
// middle of the TAP stream.

/** @param {AsyncIterable<{ type: string, data: any }>} source */
export default async function* summary(source) {
  /** @type {Map<string, number>} */
  const secondsByFile = new Map();
  /** @type {string[]} */
  const problems = [];
  for await (const { type, data } of source) {
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    const file = data.file ?? '(no file)';
    const seconds = (data.details?.duration_ms ?? 0) / 1000;
    // Top-level tests only: a file's own entry (its name is its path) would
    // count its tests twice.
    if (data.nesting === 0 && data.name !== file) {
      secondsByFile.set(file, (secondsByFile.get(file) ?? 0) + seconds);
    }
    if (type === 'test:fail') {
      const error = data.details?.error;
      const kind = error?.failureType ?? 'failed';
      const cause = String(error?.cause?.message ?? error?.message ?? '').split('\n')[0];
      problems.push(`${kind}: ${data.name} (${file}, after ${seconds.toFixed(1)} s)${cause ? `\n    ${cause}` : ''}`);
    }
  }
  yield '\n# summary of node --test\n';
  yield problems.length === 0
    ? '# no test failed or was cancelled\n'
    : `# ${problems.length} failed or cancelled:\n${problems.map((p) => `#   ${p}\n`).join('')}`;
  const longest = [...secondsByFile].sort((a, b) => b[1] - a[1]).slice(0, 8);
  yield `# longest files (seconds of their top-level tests; a file is cancelled past --test-timeout):\n`;
  for (const [file, seconds] of longest) yield `#   ${seconds.toFixed(0).padStart(5)} ${file}\n`;
}
