import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { installInto } from './pack.js';

test('the packed tarball ships the attention area: tokenize, permutations and the toy layer', () => {
  const dir = installInto('posenc-attention-');
  const script = `import { init, tokenize, reversal } from 'posenc';
    const pe = await init();
    const { tokens } = tokenize('Man bites dog');
    const demo = pe.permutationDemo({ tokens, permutation: reversal(tokens.length) });
    console.log(JSON.stringify({ tokens, swapped: demo.permutedTokens, residual: demo.residual }));`;
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script],
    { cwd: dir, encoding: 'utf8', timeout: 60_000 }));
  assert.deepEqual(out.tokens, ['man', 'bites', 'dog']);
  assert.deepEqual(out.swapped, ['dog', 'bites', 'man']);
  assert.ok(out.residual <= 1e-5);
});
