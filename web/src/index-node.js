// @ts-check
/** posenc for node: the same API, reading the .wasm with fs. @module posenc */
export { init } from './core/init-node.js';
export { simdSupported } from './core/probe.js';
export { tokenize, MAX_TOKENS } from './text/tokenize.js';
export {
  isPermutation, permute, permuteRows, reversal, randomPermutation, MAX_PERMUTATION_LENGTH,
} from './core/permutation.js';
