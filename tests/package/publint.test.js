import { test } from 'node:test';
import assert from 'node:assert/strict';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packOnce, repo } from './pack.js';

test('publint finds no error or warning in package.json (exports, types first, files, sideEffects)', async () => {
  const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
  // The tarball the other package tests install, rather than a pack of its own.
  const packed = readFileSync(packOnce());
  const tarball = packed.buffer.slice(packed.byteOffset, packed.byteOffset + packed.byteLength);
  const { messages } = await publint({ level: 'warning', pack: { tarball } });
  assert.deepEqual(messages.map((m) => formatMessage(m, pkg)), []);
  // The conditions publint cannot judge: `types` first, the define module a side effect.
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'object') assert.equal(Object.keys(target)[0], 'types', key);
  }
  assert.deepEqual(pkg.sideEffects, ['./web/src/widgets/define.js']);
});
