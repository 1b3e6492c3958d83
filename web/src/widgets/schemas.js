// @ts-check
/**
 * The attribute schema of every posenc element, and the checks that involve
 * more than one attribute. Pure (no DOM): shared by the element classes, the
 * embed page (URL parameters) and the node tests.
 *
 * The caps are far below the core's limits on purpose: a figure must draw in a
 * frame or two on a phone, so an attribute can never make the page freeze.
 * @module
 */
import {
  ATTENTION_MASKS, COLORMAPS, HEAD_CODES, HEAD_MIXES, LAYOUTS, LIMITS, ORDER_LAB_DEFAULT_STEPS, ORDER_LAB_TASKS, POSITION_SIGNALS, READOUTS,
} from '../core/boundary.js';
import { booleanSpec, choiceSpec, integerListSpec, numberSpec, textSpec } from './attributes.js';

/** Largest matrix a heatmap draws (cells); larger requests lose positions. */
export const MAX_HEATMAP_CELLS = 1 << 20;
/** Largest matrix that offers a data table (cells). */
export const MAX_TABLE_CELLS = 1024;
/** Most tokens of a permutation demo sentence. */
export const MAX_SENTENCE_TOKENS = 16;

const base = numberSpec({ min: 2, max: 1e8, fallback: 10000 });

/** @type {import('./attributes.js').Schema} */
export const HEATMAP_SCHEMA = {
  'd-model': numberSpec({ min: 2, max: 1024, fallback: 128, integer: true }),
  positions: numberSpec({ min: 1, max: 4096, fallback: 256, integer: true }),
  base,
  layout: choiceSpec(LAYOUTS, 'interleaved'),
  offset: numberSpec({ min: 0, max: 100000, fallback: 0, integer: true }),
  colormap: choiceSpec(COLORMAPS, 'rdbu'),
};

/** @type {import('./attributes.js').Schema} */
export const PERMUTATION_SCHEMA = {
  sentence: textSpec(200, 'the dog bit the man'),
  positional: booleanSpec(false),
  permutation: integerListSpec(MAX_SENTENCE_TOKENS, MAX_SENTENCE_TOKENS - 1),
  'd-model': numberSpec({ min: 2, max: 64, fallback: 16, integer: true, step: 2 }),
};

/** @type {import('./attributes.js').Schema} */
export const ROTATION_SCHEMA = {
  'd-model': numberSpec({ min: 2, max: 64, fallback: 8, integer: true, step: 2 }),
  p: numberSpec({ min: 0, max: 10000, fallback: 3, integer: true }),
  k: numberSpec({ min: -1000, max: 1000, fallback: 2, integer: true }),
  base,
};

/** @type {import('./attributes.js').Schema} */
export const SIMILARITY_SCHEMA = {
  'd-model': numberSpec({ min: 2, max: 1024, fallback: 64, integer: true, step: 2 }),
  positions: numberSpec({ min: 2, max: 512, fallback: 64, integer: true }),
  base,
};

/** The words an offset head figure reads by default: 64 tokens, so every position has its own word. */
export const OFFSET_HEAD_TEXT = 'the dog that the man saw bit the cat , and the cat ran up the old tree by the ' +
  'river . the man called the dog back , but the dog sat under the tree and barked at the cat until the sun ' +
  'went down and the birds came home to the quiet river as the moon rose over the dark hills .';

/**
 * The offset head: 16 to 64 positions (a sentence's words, repeated when it
 * is shorter), k within them, d-model up to the core's 128.
 * @type {import('./attributes.js').Schema}
 */
export const OFFSET_HEAD_SCHEMA = {
  k: numberSpec({ min: -15, max: 15, fallback: 3, integer: true }),
  scale: numberSpec({ min: 0.1, max: 10, fallback: 1, step: 0.1 }),
  positions: numberSpec({ min: 16, max: 64, fallback: 64, integer: true }),
  'd-model': numberSpec({ min: 2, max: 128, fallback: 64, integer: true, step: 2 }),
  code: choiceSpec(HEAD_CODES, 'sinusoidal'),
  words: booleanSpec(false),
  // How the words join the positions: added in the same channels, or concatenated in channels of their own.
  mix: choiceSpec(HEAD_MIXES, 'add'),
  // The position code's weight w in x = e + w·PE; 32 is the module's cap.
  'position-weight': numberSpec({ min: 1, max: LIMITS.maxHeadPositionWeight, fallback: 1, integer: true }),
  sentence: textSpec(1000, OFFSET_HEAD_TEXT),
  'mark-row': numberSpec({ min: -1, max: 63, fallback: -1, integer: true }),
};

/**
 * The order lab. Caps: the widest model still trains its animated run with
 * every frame's compute well under 4 ms (docs/performance.md), and at most
 * 500 steps, one train call's cap.
 * @type {import('./attributes.js').Schema}
 */
export const ORDER_LAB_SCHEMA = {
  position: choiceSpec(POSITION_SIGNALS, 'sinusoidal'),
  mask: choiceSpec(ATTENTION_MASKS, 'bidirectional'),
  // 'auto': the mask's own read-out ('cls' bidirectional, 'last' causal).
  readout: choiceSpec(['auto', ...READOUTS], 'auto'),
  // The core's cap: a second layer at most doubles and a half a step's work,
  // still far within a frame (docs/performance.md).
  layers: numberSpec({ min: 1, max: LIMITS.orderLabMaxLayers, fallback: 1, integer: true }),
  task: choiceSpec(ORDER_LAB_TASKS, 'agent'),
  'd-model': numberSpec({ min: 1, max: 64, fallback: 16, integer: true }),
  seed: numberSpec({ min: 0, max: 4294967295, fallback: 1, integer: true }),
  steps: numberSpec({ min: 10, max: 500, fallback: ORDER_LAB_DEFAULT_STEPS, integer: true }),
  sentence: textSpec(200, 'dog bites man'),
  // The level of the figure's inner headings: one below the heading of the
  // page section it sits in (3 under an h2).
  'heading-level': numberSpec({ min: 2, max: 6, fallback: 3, integer: true }),
};

/**
 * Cross-attribute check of a heatmap: positions * d-model at most
 * MAX_HEATMAP_CELLS (positions are reduced). Returns fixed values and warnings.
 * @param {Record<string, any>} values  from parseAttributes(HEATMAP_SCHEMA)
 * @returns {{ values: Record<string, any>, warnings: string[] }}
 */
export function constrainHeatmap(values) {
  const most = Math.floor(MAX_HEATMAP_CELLS / values.dModel);
  if (values.positions <= most) return { values, warnings: [] };
  return {
    values: { ...values, positions: most },
    warnings: [`positions × d-model may be at most ${MAX_HEATMAP_CELLS}; showing ${most} positions.`],
  };
}

/** Every figure of the embed page: its element and schema. */
export const FIGURES = Object.freeze({
  heatmap: { tag: 'posenc-heatmap', schema: HEATMAP_SCHEMA },
  permutation: { tag: 'posenc-permutation', schema: PERMUTATION_SCHEMA },
  rotation: { tag: 'posenc-rotation', schema: ROTATION_SCHEMA },
  similarity: { tag: 'posenc-similarity', schema: SIMILARITY_SCHEMA },
  'order-lab': { tag: 'posenc-order-lab', schema: ORDER_LAB_SCHEMA },
  'offset-head': { tag: 'posenc-offset-head', schema: OFFSET_HEAD_SCHEMA },
});
