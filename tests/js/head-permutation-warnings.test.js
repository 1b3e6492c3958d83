// The offset head's and the permutation figure's own warnings (their static
// constrain) in the element's language: the Localizer the element passes,
// English when none is given, numbers in the locale's convention.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLocalizer } from '../../web/src/text/l10n.js';
import { constrainPermutation } from '../../web/src/widgets/permutation-rules.js';
import { PosencOffsetHead } from '../../web/src/widgets/offset-head.js';

const spanish = await loadLocalizer('es');
const chinese = await loadLocalizer('zh-CN');
const base = { sentence: 'a b c d e', positional: false, dModel: 16 };
const twenty = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');

test('the permutation figure says in Spanish and Chinese why it cut the sentence, replaced it or reversed the words', () => {
  assert.deepEqual(constrainPermutation({ ...base, sentence: twenty, permutation: [] }, spanish).warnings,
    ['La frase tiene más de 16 palabras; solo se usan las 16 primeras, hasta «w15»; el resto se omite.']);
  assert.match(constrainPermutation({ ...base, sentence: ' ', permutation: [] }, spanish).warnings[0],
    /^La frase necesita al menos 2 palabras; se muestra «.+»\.$/);
  assert.deepEqual(constrainPermutation({ ...base, permutation: [0, 1, 2] }, chinese).warnings,
    ['permutation 必须把 0 到 4 每个数恰好列出一次（每个词一个）；收到的是“0 1 2”，改为颠倒词序。']);
  // Without a Localizer: English, as the attribute checks of a page without lang.
  assert.match(constrainPermutation({ ...base, permutation: [0, 1, 2] }).warnings[0], /^permutation must list each of 0 to 4 once/);
});

test('the offset head says in Spanish that its words take too many bytes', () => {
  const long = '\u0436'.repeat(1000); // 2,000 UTF-8 bytes, over 64 positions 128,000
  const [warning] = PosencOffsetHead.constrain({ sentence: long, positions: 64 }, spanish).warnings;
  assert.match(warning, /^sentence: sus palabras, repetidas en 64 posiciones, ocupan 128000 bytes, más de los 65536 que lee la capa de atención; se muestra el texto por defecto\.$/);
});
