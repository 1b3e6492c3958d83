// Types of `posenc/widgets`: what define.js exports (declarations that tsc
// emits from its JSDoc into types/), plus what JSDoc cannot declare: the
// properties each element mirrors from its attributes (defined at run time
// by PosencElement.mirrorAttributes), the tag names known to
// document.createElement and querySelector (typed by the classes of
// `posenc/widgets/classes`, a type import only), and the events with their detail.
// tests/package/types-consumer.test.js checks these names against the
// attribute schemas; tests/types/ compiles a consumer of each.
import type {
  PosencHeatmap, PosencPermutation, PosencRotation, PosencSimilarity, PosencOrderLab, PosencOffsetHead,
} from '../../../types/widgets/classes.js';

export * from '../../../types/widgets/define.js';

// Property values: the parsed attribute (clamped, or the default when absent
// or invalid). Setting one writes the attribute.
export interface PosencHeatmapProperties {
  /** `d-model`: channels, 2..1024 (128) */
  dModel: number;
  /** `positions`: rows, 1..4096 (256); positions × dModel ≤ 2^20 */
  positions: number;
  /** `base`: 2..1e8 (10000) */
  base: number;
  layout: 'interleaved' | 'concatenated';
  /** `offset`: first position, 0..100000 (0) */
  offset: number;
  colormap: 'rdbu' | 'viridis' | 'cividis';
}

export interface PosencPermutationProperties {
  /** `sentence`: at most 200 characters, 16 words used */
  sentence: string;
  /** `positional`: a boolean attribute, adds the positional encoding */
  positional: boolean;
  /** `permutation`: word i of the new order is word permutation[i]; empty means reversed */
  permutation: number[];
  /** `d-model`: even, 2..64 (16) */
  dModel: number;
}

export interface PosencRotationProperties {
  /** `d-model`: even, 2..64 (8) */
  dModel: number;
  /** `p`: 0..10000 (3) */
  p: number;
  /** `k`: −1000..1000 (2) */
  k: number;
  /** `base`: 2..1e8 (10000) */
  base: number;
}

export interface PosencSimilarityProperties {
  /** `d-model`: even, 2..1024 (64) */
  dModel: number;
  /** `positions`: 2..512 (64) */
  positions: number;
  /** `base`: 2..1e8 (10000) */
  base: number;
}

export interface PosencOrderLabProperties {
  /** `position`: the position signal (sinusoidal) */
  position: 'none' | 'sinusoidal' | 'learned' | 'rope';
  /** `mask`: the attention mask (bidirectional) */
  mask: 'bidirectional' | 'causal';
  /** `readout`: the token whose attention row answers ('auto': 'cls' with the bidirectional mask, 'last' with the causal one) */
  readout: 'auto' | 'cls' | 'last' | 'cls-end';
  /** `layers`: attention layers, 1..2 (1): the same block again, with weights of its own */
  layers: number;
  /** `task`: agent ("dog bites man") or filler (the same among filler words) */
  task: 'agent' | 'filler';
  /** `d-model`: 1..64 (16) */
  dModel: number;
  /** `seed`: 0..2^32-1 (1) */
  seed: number;
  /** `steps`: steps of a run, 10..500 (200) */
  steps: number;
  /** `sentence`: the question, at most 200 characters ("dog bites man") */
  sentence: string;
  /** `heading-level`: the level of the figure's inner headings, 2..6 (3): one below the page section's heading */
  headingLevel: number;
}

export interface PosencOffsetHeadProperties {
  /** `k`: how far back the head looks, −15..15 (3); negative looks ahead */
  k: number;
  /** `scale`: the softmax's inverse temperature, 0.1..10 (1) */
  scale: number;
  /** `positions`: 16..64 (64) */
  positions: number;
  /** `d-model`: even, 2..128 (64) */
  dModel: number;
  /** `code`: the position code (sinusoidal) */
  code: 'sinusoidal' | 'index' | 'binary';
  /** `words`: a boolean attribute, gives each position its word's embedding and shows the four score terms */
  words: boolean;
  /** `mix`: how the words join the positions (add): `add` x = e + w·PE in the same channels, `concat` x = [e; w·PE] in channels of their own, read only at the positions */
  mix: 'add' | 'concat';
  /** `position-weight`: w, the position code's weight when the words are added, 1..32 (1) */
  positionWeight: number;
  /** `sentence`: at most 1000 characters; its words fill the positions, repeated when fewer */
  sentence: string;
  /** `mark-row`: a row outlined and reported in the summary, −1..63 (−1: none) */
  markRow: number;
}

// Each element with its mirrored properties: what createElement and
// querySelector return for its tag. (An intersection, not a merged
// declaration: the class declarations already name some of these
// properties, as `T | undefined`, from the assignments in their code.)
export type PosencHeatmapElement = PosencHeatmap & PosencHeatmapProperties;
export type PosencPermutationElement = PosencPermutation & PosencPermutationProperties;
export type PosencRotationElement = PosencRotation & PosencRotationProperties;
export type PosencSimilarityElement = PosencSimilarity & PosencSimilarityProperties;
export type PosencOrderLabElement = PosencOrderLab & PosencOrderLabProperties;
export type PosencOffsetHeadElement = PosencOffsetHead & PosencOffsetHeadProperties;

/** A cell of a heatmap under the keyboard or pointer cursor. */
export interface PosencCell { row: number; col: number }

/** `posenc-ready`: after the first draw. */
export interface PosencReadyDetail { values: Record<string, unknown> }

/** `posenc-change`: after a redraw for new attributes, a cursor move, or (order lab) training and a question. */
export type PosencChangeDetail =
  | { reason: 'attribute'; values: Record<string, unknown> }
  | { reason: 'cursor'; cell: PosencCell; view?: number }
  | {
    reason: 'training'; step: number; total: number; accuracy: number; loss: number;
    phase: 'ready' | 'running' | 'paused' | 'done';
  }
  | { reason: 'input'; sentence: string; answer: string | null }
  | { reason: 'edit'; values: Record<string, unknown> };

/**
 * `posenc-error`: `code` is 'invalid-attribute' (with the `warnings`),
 * 'load-failed', 'render-failed', or the module's 'POSENC_OUT_OF_MEMORY' /
 * 'POSENC_ABORT' (after which the module is recreated and the figure redrawn).
 */
export interface PosencErrorDetail {
  code: 'invalid-attribute' | 'load-failed' | 'render-failed' | 'POSENC_OUT_OF_MEMORY' | 'POSENC_ABORT';
  message: string;
  warnings?: string[];
}

declare global {
  interface HTMLElementTagNameMap {
    'posenc-heatmap': PosencHeatmapElement;
    'posenc-permutation': PosencPermutationElement;
    'posenc-rotation': PosencRotationElement;
    'posenc-similarity': PosencSimilarityElement;
    'posenc-order-lab': PosencOrderLabElement;
    'posenc-offset-head': PosencOffsetHeadElement;
  }
  // The events bubble and are composed: any element may receive them.
  interface HTMLElementEventMap {
    'posenc-ready': CustomEvent<PosencReadyDetail>;
    'posenc-change': CustomEvent<PosencChangeDetail>;
    'posenc-error': CustomEvent<PosencErrorDetail>;
  }
}
