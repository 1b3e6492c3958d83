// @ts-check
/**
 * The registry of the posenc elements (FIGURES, at the end): each element's
 * name, tag and attribute schema, declared once, and the checks that involve
 * more than one attribute. Pure (no DOM): shared by the element classes, the
 * embed page (URL parameters), the node tests and scripts/gen-elements.mjs,
 * which derives from FIGURES the lazy loaders of define.js, classes.js and
 * the property declarations of elements.d.ts (`--check`: they are current).
 * An attribute's `doc` is its comment in elements.d.ts.
 *
 * The caps are far below the core's limits on purpose: a figure must draw in a
 * frame or two on a phone, so an attribute can never make the page freeze.
 * @module
 */
import {
  ATTENTION_MASKS, COLORMAPS, HEAD_CODES, HEAD_MIXES, LAYOUTS, LIMITS, ORDER_LAB_DEFAULT_STEPS, ORDER_LAB_TASKS, POSITION_SIGNALS, READOUTS,
} from '../core/boundary.js';
import { booleanSpec, choiceSpec, integerListSpec, numberSpec, textSpec } from './attributes.js';
import { ENGLISH } from '../text/l10n.js';

/** Largest matrix a heatmap draws (cells); larger requests lose positions. */
export const MAX_HEATMAP_CELLS = 1 << 20;
/** Largest matrix that offers a data table (cells). */
export const MAX_TABLE_CELLS = 1024;
/** Most tokens of a permutation demo sentence. */
export const MAX_SENTENCE_TOKENS = 16;

const base = numberSpec({ min: 2, max: 1e8, fallback: 10000, doc: 'the base of the wavelengths' });

/** @type {import('./attributes.js').Schema} */
export const HEATMAP_SCHEMA = {
  'd-model': numberSpec({ min: 2, max: 1024, fallback: 128, integer: true, doc: 'channels' }),
  positions: numberSpec({ min: 1, max: 4096, fallback: 256, integer: true, doc: 'rows; positions × dModel ≤ 2^20' }),
  base,
  layout: choiceSpec(LAYOUTS, 'interleaved', 'where the sines and the cosines go: in turn, or in two halves'),
  offset: numberSpec({ min: 0, max: 100000, fallback: 0, integer: true, doc: 'the first position' }),
  colormap: choiceSpec(COLORMAPS, 'rdbu', 'the colours of the values'),
};

/** @type {import('./attributes.js').Schema} */
export const PERMUTATION_SCHEMA = {
  // Without the attribute, the sentence of the figure's language (figures.ftl).
  sentence: textSpec(200, 'the dog bit the man', `its first ${MAX_SENTENCE_TOKENS} words are used`,
    'permutation-default-sentence'),
  positional: booleanSpec(false, 'adds the positional encoding'),
  permutation: integerListSpec(MAX_SENTENCE_TOKENS, MAX_SENTENCE_TOKENS - 1,
    'word i of the new order is word permutation[i]; empty means reversed'),
  'd-model': numberSpec({ min: 2, max: 64, fallback: 16, integer: true, step: 2, doc: 'channels' }),
};

/** @type {import('./attributes.js').Schema} */
export const ROTATION_SCHEMA = {
  'd-model': numberSpec({ min: 2, max: 64, fallback: 8, integer: true, step: 2, doc: 'channels' }),
  p: numberSpec({ min: 0, max: 10000, fallback: 3, integer: true, doc: 'the position rotated' }),
  k: numberSpec({ min: -1000, max: 1000, fallback: 2, integer: true, doc: 'the offset: M_k takes PE(p) to PE(p + k)' }),
  base,
};

/** @type {import('./attributes.js').Schema} */
export const SIMILARITY_SCHEMA = {
  'd-model': numberSpec({ min: 2, max: 1024, fallback: 64, integer: true, step: 2, doc: 'channels' }),
  positions: numberSpec({ min: 2, max: 512, fallback: 64, integer: true, doc: 'rows and columns' }),
  base,
};

/**
 * The words an offset head figure reads by default: 64 tokens, so every
 * position has its own word. English; each language has its own text, the
 * message offset-head-default-text (figures.ftl), used without the attribute.
 */
export const OFFSET_HEAD_TEXT = 'the dog that the man saw bit the cat , and the cat ran up the old tree by the ' +
  'river . the man called the dog back , but the dog sat under the tree and barked at the cat until the sun ' +
  'went down and the birds came home to the quiet river as the moon rose over the dark hills .';

/**
 * The offset head: 16 to 64 positions (a sentence's words, repeated when it
 * is shorter), k within them, d-model up to the core's 128.
 * @type {import('./attributes.js').Schema}
 */
export const OFFSET_HEAD_SCHEMA = {
  k: numberSpec({ min: -15, max: 15, fallback: 3, integer: true, doc: 'how far back the head looks; negative looks ahead' }),
  scale: numberSpec({ min: 0.1, max: 10, fallback: 1, doc: 'the softmax\'s inverse temperature' }),
  positions: numberSpec({ min: 16, max: 64, fallback: 64, integer: true, doc: 'rows and columns' }),
  'd-model': numberSpec({ min: 2, max: 128, fallback: 64, integer: true, step: 2, doc: 'channels' }),
  code: choiceSpec(HEAD_CODES, 'sinusoidal', 'the position code'),
  words: booleanSpec(false, 'gives each position its word\'s embedding and shows the four score terms'),
  mix: choiceSpec(HEAD_MIXES, 'add', 'how the words join the positions: `add` x = e + w·PE in the same channels, ' +
    '`concat` x = [e; w·PE] in channels of their own, read only at the positions'),
  // 32 is the module's cap.
  'position-weight': numberSpec({ min: 1, max: LIMITS.maxHeadPositionWeight, fallback: 1, integer: true,
    doc: 'w, the position code\'s weight when the words are added' }),
  sentence: textSpec(1000, OFFSET_HEAD_TEXT, 'its words fill the positions, repeated when fewer',
    'offset-head-default-text'),
  'mark-row': numberSpec({ min: -1, max: 63, fallback: -1, integer: true, doc: 'a row outlined and reported in the summary; −1: none' }),
};

/**
 * The order lab. Caps: the widest model still trains its animated run with
 * every frame's compute well under 4 ms (docs/performance.md), and at most
 * 500 steps, one train call's cap.
 * @type {import('./attributes.js').Schema}
 */
export const ORDER_LAB_SCHEMA = {
  position: choiceSpec(POSITION_SIGNALS, 'sinusoidal', 'the position signal'),
  mask: choiceSpec(ATTENTION_MASKS, 'bidirectional', 'the attention mask'),
  readout: choiceSpec(['auto', ...READOUTS], 'auto',
    'the token whose attention row answers (auto: cls with the bidirectional mask, last with the causal one)'),
  // The core's cap: a second layer at most doubles and a half a step's work,
  // still far within a frame (docs/performance.md).
  layers: numberSpec({ min: 1, max: LIMITS.orderLabMaxLayers, fallback: 1, integer: true,
    doc: 'attention layers: the same block again, with weights of its own' }),
  task: choiceSpec(ORDER_LAB_TASKS, 'agent', 'agent ("dog bites man") or filler (the same among filler words)'),
  'd-model': numberSpec({ min: 1, max: 64, fallback: 16, integer: true, doc: 'channels' }),
  seed: numberSpec({ min: 0, max: 4294967295, fallback: 1, integer: true, doc: 'the random start of a run' }),
  steps: numberSpec({ min: 10, max: 500, fallback: ORDER_LAB_DEFAULT_STEPS, integer: true, doc: 'steps of a run' }),
  sentence: textSpec(200, 'dog bites man', 'the question'),
  'heading-level': numberSpec({ min: 2, max: 6, fallback: 3, integer: true,
    doc: 'the level of the figure\'s inner headings: one below the page section\'s heading (3 under an h2)' }),
};

/**
 * Cross-attribute check of a heatmap: positions * d-model at most
 * MAX_HEATMAP_CELLS (positions are reduced). Returns fixed values and warnings
 * (in `l10n`).
 * @param {Record<string, any>} values  from parseAttributes(HEATMAP_SCHEMA)
 * @param {import('../text/l10n.js').Localizer} [l10n]
 * @returns {{ values: Record<string, any>, warnings: string[] }}
 */
export function constrainHeatmap(values, l10n = ENGLISH) {
  const most = Math.floor(MAX_HEATMAP_CELLS / values.dModel);
  if (values.positions <= most) return { values, warnings: [] };
  return {
    values: { ...values, positions: most },
    warnings: [l10n.t('heatmap-warning-cells', { cells: l10n.number(MAX_HEATMAP_CELLS), most: l10n.number(most) })],
  };
}

/**
 * The registry: every posenc element, in the order `posenc/widgets` lists
 * them (TAGS). The key is its name: its class is in `./<name>.js`, named
 * after its tag in PascalCase (PosencHeatmap), and takes its `static tag`
 * from here and the same schema object as its `static schema`
 * (scripts/gen-elements.mjs checks both); the name is also the embed page's
 * `figure=`.
 */
export const FIGURES = Object.freeze({
  heatmap: { tag: 'posenc-heatmap', schema: HEATMAP_SCHEMA },
  permutation: { tag: 'posenc-permutation', schema: PERMUTATION_SCHEMA },
  rotation: { tag: 'posenc-rotation', schema: ROTATION_SCHEMA },
  similarity: { tag: 'posenc-similarity', schema: SIMILARITY_SCHEMA },
  'order-lab': { tag: 'posenc-order-lab', schema: ORDER_LAB_SCHEMA },
  'offset-head': { tag: 'posenc-offset-head', schema: OFFSET_HEAD_SCHEMA },
});
