// Types of `posenc` (both entries, browser and node): what index.js exports
// (declarations that tsc emits from its JSDoc into types/), and every option
// and result type by name. They are re-exported from the declarations that
// define them (an alias would be a new type): TypeScript can then write them
// as imports of 'posenc' in a consumer's own declarations (declaration: true)
// instead of failing with TS2742/TS2883. tests/package/types-consumer.test.js
// compiles tests/types/ against the packed tarball.
export * from '../../types/index.js';

export type { Posenc, PosencInfo } from '../../types/core/api.js';
export type { Limits, Layout, Spacing, Colormap, AlternativeKind, NumberFormat, OrderLabTask, PositionSignal, AttentionMask, Readout, HeadCode } from '../../types/core/boundary.js';
export type { InitOptions, Flavor, WasmLocation, WasmBytes } from '../../types/core/load.js';
export type { EncodingApi, EncodeOptions, FrequencyOptions } from '../../types/core/encoding-api.js';
export type { GeometryApi, RotationOptions, SimilarityOptions, DotProfileOptions, PropertiesOptions, EncodingProperties } from '../../types/core/geometry-api.js';
export type { ColourApi, ColorizeOptions, EncodePixelsOptions, PixelView } from '../../types/core/colour-api.js';
export type { ColormapName } from '../../types/render/colormap.js';
export type { AlternativesApi, AlternativeOptions, PrecisionOptions, PrecisionResult } from '../../types/core/alternatives-api.js';
export type { AttentionApi, AttentionOptions, AttentionResult, PermutationDemoOptions, PermutationDemoResult, RopeOptions } from '../../types/core/attention-api.js';
export type { OffsetHeadApi, OffsetHeadOptions, OffsetHeadResult, OffsetHeadTerms } from '../../types/core/offset-head-api.js';
export type { OrderLabApi, OrderLab, OrderLabOptions, OrderLabState, OrderLabProgress, OrderLabTrainOptions, OrderLabTrainResult, OrderLabEvaluateOptions, OrderLabEvaluation, OrderLabScoreTerms, OrderLabTestOptions, OrderLabTestResult, OrderLabVocabulary } from '../../types/core/order-lab-api.js';
export type { HealthApi, DebugApi, ModuleDebugApi } from '../../types/core/health-api.js';
export type { ModuleErrorEvent, ModuleErrorListener } from '../../types/core/host.js';
export type { Permutation, Rows } from '../../types/core/permutation.js';
export type { TokenizeOptions, Tokens } from '../../types/text/tokenize.js';
