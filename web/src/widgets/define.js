// @ts-check
/**
 * `import 'posenc/widgets'`: defines the posenc custom elements. The only
 * module with a side effect (package.json `sideEffects` names it). Safe to
 * import twice, or next to another copy of posenc: a tag that is already
 * defined is left alone.
 * @module
 */
import { PosencHeatmap } from './heatmap.js';
import { PosencPermutation } from './permutation.js';
import { PosencRotation } from './rotation.js';
import { PosencSimilarity } from './similarity.js';
import { PosencOrderLab } from './order-lab.js';
import { PosencOffsetHead } from './offset-head.js';

import { defineElement } from './base.js';

export { PosencElement, configure, defineElement } from './base.js';
export { PosencHeatmap, PosencPermutation, PosencRotation, PosencSimilarity, PosencOrderLab, PosencOffsetHead };

/** Tag name -> class of every element this module defines. */
export const ELEMENTS = Object.freeze({
  'posenc-heatmap': PosencHeatmap,
  'posenc-permutation': PosencPermutation,
  'posenc-rotation': PosencRotation,
  'posenc-similarity': PosencSimilarity,
  'posenc-order-lab': PosencOrderLab,
  'posenc-offset-head': PosencOffsetHead,
});

for (const [tag, element] of Object.entries(ELEMENTS)) defineElement(tag, element);
