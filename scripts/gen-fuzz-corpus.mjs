// Writes the seed inputs of the libFuzzer targets to cpp/fuzz/corpus/<target>/
// in the byte format of cpp/fuzz/fuzz_input.h: each number is a tag byte then
// little-endian bits; tag 0 = the raw value (used here, so each seed is
// exactly the spec named), tag 1 of a real = 10000. Seeds cover typical
// specs, every limit and one past it, and hostile bit patterns.
//   node scripts/gen-fuzz-corpus.mjs      (rewrites the seed files)
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOSTILE_TEXTS } from '../tests/fixtures/hostile-inputs.js';

const root = fileURLToPath(new URL('../cpp/fuzz/corpus/', import.meta.url));
const MAX_POSITIONS = 2 ** 20, MAX_D_MODEL = 8192;

/** Field encoders. */
const int = (v) => { const b = Buffer.alloc(5); b.writeInt32LE(v | 0, 1); return b; };
const real = (v) => { const b = Buffer.alloc(9); b.writeDoubleLE(v, 1); return b; };
const paperBase = () => Buffer.from([1, 0, 0, 0, 0, 0, 0, 0, 0]);
const text = (s) => Buffer.from(s, 'utf8');

/** (positions, dModel, base, layout, offset, spacing) -> bytes. */
const spec = (positions, dModel, base = 10000, layout = 0, offset = 0, spacing = 0) =>
  Buffer.concat([int(positions), int(dModel), base === 'paper' ? paperBase() : real(base),
    int(layout), int(offset), int(spacing), Buffer.alloc(32, 0x5a)]);

const pick = (selector, ...fields) => Buffer.concat([Buffer.from([selector]), ...fields]);
/** A colour range endpoint: the raw double (the byte after it is even). */
const endpoint = (v) => Buffer.concat([real(v), Buffer.from([0])]);
const floats = (values) => Buffer.concat(values.map((v) => { const b = Buffer.alloc(4); b.writeFloatLE(v); return b; }));

/** Text as the JS side sends tokens: UTF-8, whitespace-separated words joined by 0xFF. */
const tokens = (words) => Buffer.concat(words.flatMap((w, i) => (i ? [Buffer.from([0xff]), text(w)] : [text(w)])));
const words = (s) => s.split(/\s+/u).filter(Boolean);
/** d_model, positional, seed, base, then the token buffer. */
const attention = (buffer, dModel = 16, positional = 1, base = paperBase()) =>
  Buffer.concat([int(dModel), Buffer.from([positional, 1, 0, 0, 0]), base, buffer]);

/** Offset head: code, positions, d_model, k, scale, base, seed, words flag, then the token buffer. */
const head = ({ code = 0, positions = 16, dModel = 16, k = 3, scale = 1, base = 10000 } = {}, worded = 0,
  buffer = Buffer.alloc(0)) => Buffer.concat([ints([code, positions, dModel, k]), real(scale), real(base), u32(1),
  Buffer.from([worded]), buffer]);

/** A float32 learning rate: tag 0, then its raw bits. */
const rate = (v) => { const b = Buffer.alloc(5); b.writeFloatLE(v, 1); return b; };
const u32 = (v) => { const b = Buffer.alloc(4); b.writeUInt32LE(v >>> 0); return b; };
const ints = (values) => Buffer.concat(values.map(int));
/** Order lab: op (0 train, 1 evaluate, 2 test), the spec, the corruption byte (0: none). */
// readout: the mask's default (0 'cls' for bidirectional, 1 'last' for causal) unless given.
const lab = (op, { task = 0, position = 1, mask = 0, readout = mask === 1 ? 1 : 0, dModel = 16, maxLength = 8, batch = 16,
  lr = 0.01, seed = 1 } = {}, ...rest) => Buffer.concat([Buffer.from([op]),
  ints([task, position, mask, readout, dModel, maxLength, batch]), rate(lr), u32(seed), ...rest]);
const clean = Buffer.from([0]);
const MAN_BITES_DOG = [1, 7, 3];
const POSITIONS = ['none', 'sinusoidal', 'learned', 'rope'];
const MASKS = ['bidirectional', 'causal'];

const HOSTILE_REALS = [NaN, Infinity, -Infinity, 0, -0, 1, -1, 1 + 2 ** -52, Number.MIN_VALUE, Number.MAX_VALUE];
const HOSTILE_INTS = [0, -1, -(2 ** 31), 2 ** 31 - 1, 1e9 | 0];

const SEEDS = {
  encode_fuzzer: {
    typical: spec(64, 16, 'paper'),
    'odd-d-model': spec(33, 7),
    concatenated: spec(100, 10, 10000, 1, 5, 1),
    'one-cell': spec(1, 1),
    'last-position': spec(1, 8, 10000, 0, MAX_POSITIONS - 1),
    'max-d-model': spec(2, MAX_D_MODEL),
    'max-elements': spec(4096, MAX_D_MODEL),
    'past-max-elements': spec(4097, MAX_D_MODEL),
    'past-offset': spec(2, 8, 10000, 0, MAX_POSITIONS - 1),
    'past-positions': spec(MAX_POSITIONS + 1, 1),
    'past-d-model': spec(1, MAX_D_MODEL + 1),
    'bad-layout': spec(4, 4, 10000, 2),
    'bad-spacing': spec(4, 4, 10000, 0, 0, -1),
    'huge-product': spec(2 ** 31 - 1, 2 ** 31 - 1),
    ...Object.fromEntries(HOSTILE_INTS.map((v) => [`positions-${v}`, spec(v, 8)])),
    ...Object.fromEntries(HOSTILE_INTS.map((v) => [`offset-${v}`, spec(8, 8, 10000, 0, v)])),
    ...Object.fromEntries(HOSTILE_REALS.map((v, i) => [`base-${i}`, spec(16, 16, v)])),
  },
  frequencies_fuzzer: {
    typical: Buffer.concat([int(512), paperBase(), int(0)]),
    odd: Buffer.concat([int(7), real(2), int(1)]),
    one: Buffer.concat([int(1), real(10000), int(1)]),
    'max-d-model': Buffer.concat([int(MAX_D_MODEL), real(Number.MAX_VALUE), int(1)]),
    'past-d-model': Buffer.concat([int(MAX_D_MODEL + 1), paperBase(), int(0)]),
    'bad-spacing': Buffer.concat([int(8), paperBase(), int(2)]),
    ...Object.fromEntries(HOSTILE_INTS.map((v) => [`d-model-${v}`, Buffer.concat([int(v), paperBase(), int(0)])])),
    ...Object.fromEntries(HOSTILE_REALS.map((v, i) => [`base-${i}`, Buffer.concat([int(64), real(v), int(0)])])),
  },
  geometry_fuzzer: {
    'rotation-typical': pick(0, int(5), int(16), paperBase()),
    'rotation-negative-odd': pick(0, int(-300), int(9), real(2)),
    'rotation-past-k': pick(0, int(MAX_POSITIONS + 1), int(4), paperBase()),
    'rotation-past-d': pick(0, int(1), int(5793), paperBase()),
    'profile-typical': pick(1, int(64), int(100), paperBase()),
    'profile-odd': pick(1, int(7), int(256), real(3)),
    'profile-past-offsets': pick(1, int(8), int(MAX_POSITIONS + 1), paperBase()),
    'profile-too-large': pick(1, int(MAX_D_MODEL), int(8193), paperBase()),
    'similarity-typical': pick(2, int(32), int(16), paperBase(), int(0)),
    'similarity-odd-offset': pick(2, int(40), int(15), real(50), int(1000)),
    'similarity-past-positions': pick(2, int(5793), int(4), paperBase(), int(0)),
    'similarity-bad-base': pick(2, int(4), int(4), real(NaN), int(0)),
    'properties-typical': pick(3, int(100), int(32), paperBase()),
    'properties-odd': pick(3, int(200), int(7), paperBase()),
    'properties-one-position': pick(3, int(1), int(8), paperBase()),
    'properties-past-cap': pick(3, int(8193), int(2), paperBase()),
  },
  codes_fuzzer: {
    ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((kind) =>
      [`alternative-kind-${kind}`, pick(0, int(kind), int(50), int(12), int(3), paperBase())])),
    'alternative-bad-kind': pick(0, int(7), int(4), int(4), int(1), paperBase()),
    'alternative-bad-seed': pick(0, int(3), int(4), int(4), int(MAX_POSITIONS), paperBase()),
    'precision-float16': pick(1, int(64), int(16), paperBase(), int(1000), int(0)),
    'precision-bfloat16': pick(1, int(64), int(16), paperBase(), int(60000), int(1)),
    'precision-float16-edge': pick(1, int(20), int(4), paperBase(), int(65500), int(0)),
    'precision-float16-past-edge': pick(1, int(21), int(4), paperBase(), int(65500), int(0)),
    'precision-bad-format': pick(1, int(4), int(4), paperBase(), int(0), int(2)),
  },
  colormap_fuzzer: {
    'colorize-edges': pick(0, endpoint(-1), endpoint(1), int(12),
      floats([-1, -0.9921875, 0, 0.0078125, 1, 2, -2, NaN, Infinity, -Infinity, 1e-45, -0])),
    'colorize-narrow': pick(0, endpoint(0.25), endpoint(0.2500001), int(4), floats([0.25, 0.3, 0.2, NaN])),
    'colorize-empty': pick(0, endpoint(-1), endpoint(1), int(0)),
    'colorize-reversed': pick(0, endpoint(1), endpoint(-1), int(4), floats([0, 0, 0, 0])),
    'colorize-infinite': pick(0, endpoint(-Infinity), endpoint(1), int(4), floats([0, 0, 0, 0])),
    'colorize-huge-count': pick(0, endpoint(-1), endpoint(1), int(2 ** 31 - 1)),
    'pixels-typical': pick(1, int(64), int(32), paperBase(), int(0), int(0), endpoint(-1), endpoint(1)),
    'pixels-concatenated': pick(1, int(130), int(9), paperBase(), int(500), int(1), endpoint(-0.5), endpoint(0.5)),
    'pixels-bad-range': pick(1, int(4), int(4), paperBase(), int(0), int(0), endpoint(1), endpoint(1)),
  },
  attention_fuzzer: {
    typical: attention(tokens(words('the cat sat on the mat'))),
    'no-pe': attention(tokens(['dog', 'bites', 'man']), 8, 0),
    'one-token': attention(tokens(['a']), 1),
    empty: attention(Buffer.alloc(0)),
    'leading-separator': attention(Buffer.from([0xff, 0x61])),
    'double-separator': attention(Buffer.from([0x61, 0xff, 0xff, 0x62])),
    'trailing-separator': attention(Buffer.from([0x61, 0xff])),
    'max-tokens': attention(tokens(Array.from({ length: 256 }, (_, i) => `w${i}`)), 4),
    'past-max-tokens': attention(tokens(Array.from({ length: 257 }, (_, i) => `w${i}`)), 4),
    'max-bytes': attention(tokens(['x'.repeat(65535), 'y']), 2),
    'past-max-bytes': attention(tokens(['x'.repeat(65537)]), 2),
    'bad-base': attention(tokens(['a', 'b']), 16, 1, real(NaN)),
    'past-d-model': attention(tokens(['a', 'b']), 513),
    ...Object.fromEntries(HOSTILE_TEXTS.map((t, i) => [`hostile-${i}`, attention(tokens(words(t).slice(0, 256)), 8)])),
  },
  order_lab_fuzzer: {
    ...Object.fromEntries(POSITIONS.flatMap((p, position) => MASKS.map((m, mask) =>
      [`train-filler-${p}-${m}`, lab(0, { task: 1, position, mask, dModel: 7, maxLength: 6, batch: 5 }, clean, int(3))]))),
    'train-agent-default': lab(0, {}, clean, int(4)),
    'train-batch-21': lab(0, { batch: 21, task: 1 }, clean, int(6)),
    'train-steps-0': lab(0, {}, clean, int(0)),
    'train-steps-past-cap': lab(0, {}, clean, int(501)),
    'train-step-count-at-cap': lab(0, {}, Buffer.from([4]), int(2 ** 30), int(1)),
    'train-nan-parameter': lab(0, {}, Buffer.from([1]), u32(0), u32(0x7fc00000), int(2)),
    'train-negative-second-moment': lab(0, { dModel: 2 }, Buffer.from([1]), u32(150), u32(0xbf800000), int(1)),
    'train-huge-parameter': lab(0, {}, Buffer.from([1]), u32(5), u32(0x7f7fffff), int(2)),
    'evaluate-man-bites-dog': lab(1, {}, clean, int(3), ints(MAN_BITES_DOG)),
    'evaluate-rope-causal-long': lab(1, { position: 3, mask: 1, task: 1 }, clean, int(32), ints(Array(32).fill(11))),
    'evaluate-learned-past-table': lab(1, { position: 2, task: 1, maxLength: 3 }, clean, int(6), ints([11, 1, 7, 12, 3, 11])),
    'evaluate-cls-word': lab(1, {}, clean, int(3), ints([0, 7, 3])),
    'evaluate-word-past-vocabulary': lab(1, {}, clean, int(3), ints([1, 7, 17])),
    'evaluate-negative-word': lab(1, {}, clean, int(3), ints([1, -1, 3])),
    'evaluate-empty': lab(1, {}, clean, int(0)),
    'evaluate-too-long': lab(1, {}, clean, int(33), ints(Array(33).fill(1))),
    'evaluate-inf-parameter': lab(1, {}, Buffer.from([1]), u32(0), u32(0x7f800000), int(3), ints(MAN_BITES_DOG)),
    'test-agent': lab(2, {}, clean, int(1), int(3)),
    'test-agent-longer': lab(2, {}, clean, int(2), ints([3, 4])),
    'test-filler-lengths': lab(2, { task: 1, position: 2 }, clean, int(3), ints([3, 9, 32])),
    'test-length-past-cap': lab(2, { task: 1 }, clean, int(1), int(33)),
    'test-length-2': lab(2, { task: 1 }, clean, int(1), int(2)),
    'test-count-0': lab(2, { task: 1 }, clean, int(0)),
    'test-count-past-cap': lab(2, { task: 1 }, clean, int(33)),
    'spec-task-2': lab(0, { task: 2 }),
    'spec-position-4': lab(0, { position: 4 }),
    'spec-mask-negative': lab(0, { mask: -1 }),
    'spec-readout-3': lab(0, { readout: 3 }),
    'spec-readout-negative': lab(1, { readout: -1 }, clean, int(3), ints(MAN_BITES_DOG)),
    'train-causal-cls-end': lab(0, { mask: 1, readout: 2, position: 0 }, clean, int(4)),
    'train-causal-cls': lab(0, { task: 1, mask: 1, readout: 0 }, clean, int(3)),
    'evaluate-cls-end-rope': lab(1, { position: 3, readout: 2, task: 1 }, clean, int(5), ints([11, 1, 7, 12, 3])),
    'evaluate-bidirectional-last': lab(1, { readout: 1, position: 2 }, clean, int(3), ints(MAN_BITES_DOG)),
    'test-cls-end-filler': lab(2, { task: 1, readout: 2 }, clean, int(2), ints([3, 17])),
    'spec-d-model-0': lab(0, { dModel: 0 }),
    'spec-d-model-past-cap': lab(0, { dModel: 65 }),
    'spec-d-model-max': lab(1, { dModel: 64, position: 2, task: 1, maxLength: 16 }, clean, int(3), ints(MAN_BITES_DOG)),
    'spec-max-length-2': lab(0, { maxLength: 2 }),
    'spec-max-length-past-cap': lab(0, { maxLength: 17 }),
    'spec-batch-0': lab(0, { batch: 0 }),
    'spec-batch-past-cap': lab(0, { batch: 33 }),
    'spec-rate-1': lab(0, { lr: 1 }, clean, int(3)),
    ...Object.fromEntries([NaN, Infinity, -Infinity, 0, -0, -0.01, 1.0001, 1e-45].map((v, i) => [`spec-rate-${i}`, lab(0, { lr: v })])),
    ...Object.fromEntries(HOSTILE_INTS.map((v) => [`spec-d-model-${v}`, lab(0, { dModel: v })])),
    ...Object.fromEntries([0, 1, 2 ** 31, 2 ** 32 - 1].map((v) => [`seed-${v}`, lab(0, { seed: v }, clean, int(1))])),
  },
  offset_head_fuzzer: {
    ...Object.fromEntries([0, 1, 2].map((code) => [`code-${code}`, head({ code })])),
    'words': head({ positions: 6, dModel: 8, k: 2 }, 1, tokens(words('the dog saw the cat .'))),
    'words-count-mismatch': head({ positions: 5 }, 1, tokens(words('the dog saw the cat .'))),
    'words-broken': head({ positions: 2 }, 1, Buffer.from([0x61, 0xff, 0xff])),
    'negative-k': head({ k: -15 }),
    'k-past-positions': head({ k: 16 }),
    'max-positions': head({ positions: 128, dModel: 4, k: 127, code: 2 }),
    'past-positions': head({ positions: 129 }),
    'one-position': head({ positions: 1, k: 0 }),
    'max-d-model': head({ positions: 4, dModel: 128, code: 1 }),
    'odd-d-model': head({ dModel: 7 }),
    'past-d-model': head({ dModel: 130 }),
    'bad-code': head({ code: 3 }),
    'max-scale': head({ scale: 100 }),
    ...Object.fromEntries(HOSTILE_REALS.map((v, i) => [`scale-${i}`, head({ scale: v })])),
    'bad-base': head({ base: 1 }),
  },
  rope_fuzzer: {
    typical: Buffer.concat([int(4), int(8), paperBase(), int(0), Buffer.alloc(128, 0x11)]),
    odd: Buffer.concat([int(3), int(7), real(100), int(1000), Buffer.alloc(84, 0x37)]),
    'last-position': Buffer.concat([int(1), int(4), paperBase(), int(MAX_POSITIONS - 1), Buffer.alloc(16, 1)]),
    'past-offset': Buffer.concat([int(2), int(4), paperBase(), int(MAX_POSITIONS - 1)]),
    'too-large': Buffer.concat([int(4097), int(MAX_D_MODEL), paperBase(), int(0)]),
    'bad-base': Buffer.concat([int(2), int(2), real(-Infinity), int(0)]),
  },
};

export { int, real, paperBase, text, SEEDS };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [target, seeds] of Object.entries(SEEDS)) {
    const dir = `${root}${target}/`;
    mkdirSync(dir, { recursive: true });
    for (const old of readdirSync(dir)) rmSync(`${dir}${old}`);
    for (const [name, bytes] of Object.entries(seeds)) writeFileSync(`${dir}${name}`, bytes);
    console.log(`${target}: ${Object.keys(seeds).length} seeds`);
  }
}
