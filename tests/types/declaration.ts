// A library that wraps posenc and publishes its own declarations
// (`declaration: true`): every inferred type below must be nameable from
// 'posenc', and every option and result type is imported by name.
import { init, tokenize } from 'posenc';
import type {
  Posenc, InitOptions, Limits, Flavor, EncodeOptions, AttentionResult, AttentionOptions,
  EncodingProperties, PrecisionResult, PrecisionOptions, Tokens, TokenizeOptions, PermutationDemoResult,
  RotationOptions, SimilarityOptions, ColorizeOptions, PixelView, ColormapName, AlternativeOptions,
  ModuleErrorEvent, RopeOptions, FrequencyOptions, DotProfileOptions, PropertiesOptions, EncodePixelsOptions,
} from 'posenc';

export const defaults: InitOptions = { flavor: 'auto' };
export const load = (options?: InitOptions) => init(options);
export async function attention(text: string) {
  const pe = await init();
  return pe.attention({ tokens: tokenize(text).tokens, dModel: 16 });
}
export const properties = (pe: Posenc) => pe.properties({ positions: 64, dModel: 8 });
export const precision = (pe: Posenc) => pe.precision({ positions: 8, dModel: 8, format: 'float16' });
export const words = (text: string) => tokenize(text);
export const limits = (pe: Posenc) => pe.limits;
export const demo = (pe: Posenc) => pe.permutationDemo({ tokens: ['a', 'b'], permutation: [1, 0] });
export const pixels = (pe: Posenc) => pe.encodePixels({ positions: 4, dModel: 4 });
export const listen = (pe: Posenc) => pe.onError((event) => console.log(event.code));

// Named types, as a wrapper's own signatures would use them.
export interface Wrapped {
  pe: Posenc; limits: Limits; flavor: Flavor; encode: EncodeOptions; attention: AttentionResult;
  attentionOptions: AttentionOptions; properties: EncodingProperties; precision: PrecisionResult;
  precisionOptions: PrecisionOptions; tokens: Tokens; tokenizeOptions: TokenizeOptions;
  demo: PermutationDemoResult; rotation: RotationOptions; similarity: SimilarityOptions;
  colorize: ColorizeOptions; pixels: PixelView; colormap: ColormapName; alternative: AlternativeOptions;
  error: ModuleErrorEvent; rope: RopeOptions; frequencies: FrequencyOptions; dotProfile: DotProfileOptions;
  propertiesOptions: PropertiesOptions; encodePixels: EncodePixelsOptions;
}
