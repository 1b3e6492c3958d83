// A colour map is declared once, in the Colormap enum of cpp/boundary.mjs;
// its tables and its slot in the module are derived from that, its legend
// words are written by hand (web/src/render/legend.js). These tests fail when
// a step of adding one is forgotten (docs/development.md, "Add a colour map"):
// a generator not run, a legend without words for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import manifest from '../../cpp/boundary.mjs';
import { COLORMAPS, LUT_ENTRIES } from '../../web/src/core/boundary.js';
import { COLORMAP_HEX } from '../../web/src/core/colormap-data.js';
import { colormapLut } from '../../web/src/render/colormap.js';
import { COLORMAP_WORDS } from '../../web/src/render/legend.js';
import { ENGLISH } from '../../web/src/text/l10n.js';

const declared = manifest.enums.find((e) => e.cpp === 'Colormap').values.map(([name]) => name);

test('the colour maps of boundary.js are those declared in cpp/boundary.mjs (else: node scripts/gen-boundary.mjs)', () => {
  assert.deepEqual([...COLORMAPS], declared);
});

test('each declared colour map has its 256-colour table (else: node scripts/gen-colormaps.mjs)', () => {
  assert.deepEqual(Object.keys(COLORMAP_HEX), declared);
  for (const name of declared) {
    assert.match(COLORMAP_HEX[name], new RegExp(`^[0-9a-f]{${6 * LUT_ENTRIES}}$`), name);
    const lut = colormapLut(name);
    assert.equal(lut.length, 4 * LUT_ENTRIES, name);
    for (let i = 0; i < LUT_ENTRIES; i++) assert.equal(lut[4 * i + 3], 255, `${name} alpha of entry ${i}`);
  }
});

test('each declared colour map has legend words for its low end, middle and high end (web/src/render/legend.js)', () => {
  assert.deepEqual(Object.keys(COLORMAP_WORDS).sort(), [...declared].sort());
  for (const name of declared) {
    const words = COLORMAP_WORDS[name];
    assert.equal(words.length, 3, name);
    for (const word of words) {
      assert.match(word, /^colour-[a-z]+(-[a-z]+)*$/, `${name}: ${word}`);
      assert.match(ENGLISH.t(word), /^[a-z][a-z ]*[a-z]$/, `${name}: ${word} is a message of web/l10n/en/figures.ftl`);
    }
  }
});
