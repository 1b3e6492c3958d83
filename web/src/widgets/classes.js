// @ts-check
/**
 * `posenc/widgets/classes`: the element classes, for subclassing,
 * `instanceof`, and pages that define the elements themselves (under tags of
 * their own, say). Importing it defines nothing and bundles every element's
 * code; `posenc/widgets` defines each element when the page first uses it
 * and fetches the code of those alone.
 * @module
 */
import { PosencHeatmap } from './heatmap.js';
import { PosencPermutation } from './permutation.js';
import { PosencRotation } from './rotation.js';
import { PosencSimilarity } from './similarity.js';
import { PosencOrderLab } from './order-lab.js';
import { PosencOffsetHead } from './offset-head.js';

export { PosencElement, configure, defineElement } from './base.js';
export { PosencHeatmap, PosencPermutation, PosencRotation, PosencSimilarity, PosencOrderLab, PosencOffsetHead };

/** Tag name -> class of every element `posenc/widgets` defines. */
export const ELEMENTS = Object.freeze({
  'posenc-heatmap': PosencHeatmap,
  'posenc-permutation': PosencPermutation,
  'posenc-rotation': PosencRotation,
  'posenc-similarity': PosencSimilarity,
  'posenc-order-lab': PosencOrderLab,
  'posenc-offset-head': PosencOffsetHead,
});
