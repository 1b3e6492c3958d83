// SPDX-License-Identifier: MIT
// The wasm boundary, declared once: everything C++ and JavaScript must agree
// on. The enums that cross as numbers (their names, in C++ order), the caps
// and shared constants, the status codes (each with its JS error class and
// message) and every embind function with its arguments and result.
// scripts/gen-boundary.mjs writes from this file
//   cpp/include/posenc/boundary/<header>.h  the enums, limits and constants
//                                  whose `header` is <header> (an enum's key,
//                                  a limit's or constant's fifth element):
//                                  one header per area of the core, included
//                                  only by what uses it, so that a new value
//                                  (a colour map) recompiles only that
//   cpp/include/posenc/boundary/common.h  Status, the entries without a
//                                  header, and every enum by name only
//   cpp/bindings/raw_functions.h   each embind function's C++ declaration and
//                                  its registration (shipped and test variant)
//   cpp/bindings/boundary_digest.cc  the digest of this file
//   web/src/core/boundary.js       the same enums, limits, constants and
//                                  statuses for JS, and the RawModule type
// and `node scripts/gen-boundary.mjs --check` (in npm test) fails when one of
// them differs from what this file gives.
//
// To add an API area (the order lab's entries below are a worked example:
// enums task, position and mask, statuses of its own, functions to train
// and evaluate):
//   1. its enums in `enums`, its caps in `limits`, other shared numbers in
//      `constants`, each with the `header` of its area (its core header then
//      includes posenc/boundary/<header>.h), a struct its functions take in
//      `structs` (options that describe one thing cross as one struct, never
//      as a positional list of its fields);
//   2. its failure codes at the end of `statuses` (codes never change: old
//      builds and callers know them by number);
//   3. its embind functions in `functions`, arguments in call order; a
//      function with `area: 'orderLab'` is in the order lab's own wasm
//      module (CMakeLists.txt, posenc-order-lab-<flavor>), one with
//      `area: 'every'` in each module (defined in cpp/bindings/module.cc),
//      every other one in the core module (posenc-<flavor>);
//   4. run `node scripts/gen-boundary.mjs`, define each declared function in
//      cpp/bindings/<area>.cc with the generated signature (a missing or
//      different one fails at link time), and write web/src/core/<area>-api.js
//      over the generated RawModule type and constants.
//
// Types. Arguments: 'i32', 'u32', 'f64', 'bool', an enum name (crosses as
// its int32 index), a `structs` name (its fields written into the module's
// spec slot, whose address crosses; the binding receives the C++ struct),
// 'Uint8Array' or 'Float32Array' (a JS typed array the binding checks and
// copies in). Results: 'f32', 'f64' or 'u8' (a view into
// wasm memory, or a status code), { field: 'f32' | 'f64' | 'number', ... }
// (an object of such views and numbers, or a status code), 'string',
// 'number' (a value: a count, a size), 'status' (only a status code) or
// 'void'.
//
// Besides these the generated code has two functions of its own:
// boundaryDigest (the digest of this file the module was built from, checked
// by web/src/core when it loads the module) and, in the test variant only,
// debugFunctions (the names of `testVariant`, which pe.debug forwards).

export default {
  enums: [
    {
      cpp: 'Layout',
      header: 'encoding',
      js: 'LAYOUTS',
      doc: 'Column order of the (sin, cos) pairs within a row.',
      values: [
        ['interleaved', 'kInterleaved', 'channel 2i = sin(p w_i), 2i+1 = cos(p w_i): the paper, PyTorch, Keras'],
        ['concatenated', 'kConcatenated', 'channels 0..ceil(d/2)-1 = the sines, then the cosines: tensor2tensor ' +
          'and the TensorFlow tutorial; a column permutation of kInterleaved'],
      ],
    },
    {
      cpp: 'Spacing',
      header: 'encoding',
      js: 'SPACINGS',
      doc: 'How the frequencies w_i are spaced over the P = PairCount(d_model) pairs.',
      values: [
        ['paper', 'kPaper', 'w_i = base^(-2i / d_model): the paper, PyTorch, Keras, TensorFlow'],
        ['tensor2tensor', 'kTensor2Tensor', "w_i = base^(-i / max(P - 1, 1)): tensor2tensor's " +
          'get_timing_signal_1d, whose slowest pair reaches exactly 1 / base'],
      ],
    },
    {
      cpp: 'AlternativeKind',
      header: 'alternatives',
      js: 'ALTERNATIVE_KINDS',
      doc: 'The position codes compared with the sinusoids: naive ones (each failing one design ' +
        'requirement) and "spot the bug" encodings (each a common implementation mistake).',
      values: [
        ['index', 'kIndex', 'p in every channel: unbounded'],
        ['fraction', 'kFraction', 'p / (positions - 1) (0 when positions == 1): depends on the length'],
        ['binary', 'kBinary', 'channel c = bit c of p (0 or 1), LSB in channel 0: discrete jumps'],
        ['learned', 'kLearned', 'a seeded uniform [-1, 1) table: no structure, no extrapolation'],
        ['bug-exponent', 'kBugExponent', 'w_c = base^(-c / d) per channel instead of base^(-2 (c // 2) / d)'],
        ['bug-multiply', 'kBugMultiply', 'angle p * base^(2i / d): multiplying instead of dividing'],
        ['bug-batch-axis', 'kBugBatchAxis', 'PE indexed by the batch index b = seed: every row is PE(seed)'],
        ['bug-integer-exponent', 'kBugIntegerExponent', 'the exponent 2i / d computed by integer division: 0 for ' +
          'every pair, so every w_i = 1'],
      ],
    },
    {
      cpp: 'NumberFormat',
      header: 'precision',
      js: 'NUMBER_FORMATS',
      doc: 'The low-precision formats the angles of the precision demo are rounded to.',
      values: [
        ['float16', 'kFloat16', 'IEEE binary16: 11-bit significand, max 65504'],
        ['bfloat16', 'kBFloat16', "bfloat16: 8-bit significand, float32's exponent range"],
      ],
    },
    {
      cpp: 'Colormap',
      header: 'colour',
      js: 'COLORMAPS',
      doc: 'The colour maps; each has a 256-entry table slot in the module, which JS fills once.',
      values: [
        ['rdbu', 'kRdBu', 'ColorBrewer RdBu, blue (negative) to red: diverging, for signed values centred on 0'],
        ['viridis', 'kViridis', 'viridis: sequential, for magnitudes'],
        ['cividis', 'kCividis', 'cividis: sequential, for magnitudes'],
      ],
    },
    {
      cpp: 'OrderLabTask',
      header: 'order_lab',
      js: 'ORDER_LAB_TASKS',
      doc: 'The tasks of the order lab (cpp/include/posenc/order_lab.h); the answer is always the first noun.',
      values: [
        ['agent', 'kAgent', '"noun verb noun" with two different nouns ("man bites dog")'],
        ['filler', 'kFiller', 'the same three words in order among filler words, 3 to maxLength words long'],
      ],
    },
    {
      cpp: 'PositionSignal',
      header: 'order_lab',
      js: 'POSITION_SIGNALS',
      doc: "The order lab's position information.",
      values: [
        ['none', 'kNone', 'nothing, for [CLS] too'],
        ['sinusoidal', 'kSinusoidal', "Encode's row t added to token t's embedding"],
        ['learned', 'kLearned', 'a trained table of maxLength + 1 rows added; past it, nothing'],
        ['rope', 'kRope', 'q and every k rotated by their position (Rope), nothing added'],
      ],
    },
    {
      cpp: 'AttentionMask',
      header: 'order_lab',
      js: 'ATTENTION_MASKS',
      doc: "The order lab's attention mask.",
      values: [
        ['bidirectional', 'kBidirectional', 'every token sees every token'],
        ['causal', 'kCausal', 'each token sees itself and earlier ones'],
      ],
    },
    {
      cpp: 'Readout',
      header: 'order_lab',
      js: 'READOUTS',
      doc: "The order lab's read-out token, whose row of the attention feeds the answer.",
      values: [
        ['cls', 'kCls', 'a [CLS] token in front of the words (the default of the bidirectional mask)'],
        ['last', 'kLast', 'the last word, after a [CLS] token in front (the default of the causal mask)'],
        ['cls-end', 'kClsEnd', 'a [CLS] token after the last word, none in front'],
      ],
    },
    {
      cpp: 'HeadCode',
      header: 'offset_head',
      js: 'HEAD_CODES',
      doc: 'The position codes of the offset head (cpp/include/posenc/offset_head.h).',
      values: [
        ['sinusoidal', 'kSinusoidal', "Encode's rows: the query map is the rotation M_(-k)"],
        ['index', 'kIndex', 'p in every channel (Alternative index): the query map is a least-squares fit'],
        ['binary', 'kBinary', 'bit c of p in channel c (Alternative binary): the query map is a least-squares fit'],
      ],
    },
    {
      cpp: 'HeadMix',
      header: 'offset_head',
      js: 'HEAD_MIXES',
      doc: 'How the offset head joins the words to the positions (cpp/include/posenc/offset_head.h).',
      values: [
        ['add', 'kAdd', 'x = e + w c: words and positions share the channels, and the query and key read both'],
        ['concat', 'kConcat', 'x = [e; w c]: channels of their own, and the query and key read only the positions'],
      ],
    },
  ],

  limits: [
    ['maxPositions', 'i32', 2 ** 20, 'Position indices p satisfy 0 <= p < kMaxPositions (the accuracy ' +
      "contract's range): offset + positions <= kMaxPositions."],
    ['maxDModel', 'i32', 8192, 'Widest model dimension the contract covers.'],
    ['maxElements', 'i64', 2 ** 25, 'Largest float32 output of one call: 2^25 values = 128 MiB (for ' +
      'example 4096 x 8192 or 2^20 x 32).'],
    ['maxTokens', 'i32', 256, 'Most tokens of one attention call: the lesson shows sentences, and the ' +
      'n x n weight matrix stays small (256^2 floats = 256 KiB).'],
    ['maxTokenBytes', 'i32', 2 ** 16, 'Most UTF-8 bytes of all tokens of one attention call together ' +
      '(separators not counted): a 10,000-character text is at most 30,000 bytes (3 bytes per UTF-16 ' +
      'code unit), so any tokenization of it fits.'],
    ['maxAttentionDModel', 'i32', 512, 'Widest model of the toy attention layer: three d x d weight ' +
      'matrices and n d^2 multiply-adds per projection (256 * 512^2 = 6.7e7): the largest call takes ' +
      "about 0.1 s in wasm; the lesson's d = 16 calls take well under 1 ms."],
    ['maxRotationOffset', 'i32', 2 ** 20, '|k| bound of Rotation: the same range as a position index.'],
    ['maxPropertiesPositions', 'i32', 8192, 'positions cap of Properties (its closest-pair search is ' +
      'O(positions^2) for an odd d_model).'],
    ['maxFloat16Positions', 'i32', 65520, 'float16 angles overflow to infinity from 65520 on (65504 is ' +
      "the largest finite value; 65520 rounds up), and pair 0's angle is p itself: the precision demo " +
      'in float16 needs offset + positions <= kMaxFloat16Positions.', 'precision'],
    ['orderLabMaxDModel', 'i32', 64, 'Widest order lab model; with the other order lab caps the slowest ' +
      'train call takes about 0.25 s natively (cpp/bench/order_lab_experiments.cc speed).', 'order_lab'],
    ['orderLabMinLength', 'i32', 3, 'Fewest words of a task sentence (noun, verb, noun).', 'order_lab'],
    ['orderLabMaxTrainLength', 'i32', 16, 'Largest maxLength: the longest training sentence of the order lab.', 'order_lab'],
    ['orderLabMaxLength', 'i32', 32, 'Most words of a sentence the order lab evaluates or tests: twice the ' +
      'longest training sentence.', 'order_lab'],
    ['orderLabMaxBatch', 'i32', 32, 'Most sentences of one order lab training step.', 'order_lab'],
    ['orderLabMaxLayers', 'i32', 2, 'Most attention layers of the order lab model: the same block (attention ' +
      'with its mask and the residual) again, with weights of its own.', 'order_lab'],
    ['orderLabMaxSteps', 'i32', 500, 'Most training steps of one order lab train call.', 'order_lab'],
    ['orderLabMaxCost', 'i32', 500000000, 'Most multiply-adds one order lab Train or Test call may cost, as ' +
      'OrderLabTrainCost and OrderLabTestCost estimate them: the slowest call it admits takes about 0.5 s in ' +
      'the wasm base flavour on an idle core of the development machine (bench/time-bounds.mjs), so every ' +
      'call stays within a second; a call over it is refused before any work.', 'order_lab'],
    ['maxHeadPositions', 'i32', 128, 'Most positions of the offset head: its figure shows 16 to 64, and ' +
      'the scores are positions^2 floats (128^2 = 64 KiB).', 'offset_head'],
    ['maxHeadDModel', 'i32', 128, 'Widest offset head: the least-squares fit of a naive code ' +
      'diagonalises a d x d Gram matrix (Jacobi, O(d^3) per sweep): measured in node on a busy 2-core ' +
      'machine, up to 0.2 s at 128 positions and d 128, 25 to 35 ms at the figure\'s 64 and 64.', 'offset_head'],
    ['maxHeadScale', 'i32', 100, 'Largest scale (inverse temperature) of the offset head: the scores ' +
      'times the scale stay far inside float64 before the softmax.', 'offset_head'],
    ['maxHeadPositionWeight', 'i32', 32, 'Largest weight of the position code in the offset head\'s input: ' +
      'the scores grow as its square, and at 32 the position term (w^2 d / 2, at most 65,536) stays far ' +
      'inside float32.', 'offset_head'],
    ['orderLabMaxTotalSteps', 'i32', 2 ** 30, 'Most training steps in the life of one order lab state.', 'order_lab'],
  ],

  constants: [
    ['chunkBytes', 'i32', 128 * 1024, 'Bytes of the scratch a result is computed into, a chunk at a time, ' +
      "before each chunk is copied into the caller's array (encode, similarity, colorize), so that the " +
      'result crosses main memory once. Smaller chunks cost a call between JS and wasm and a copy each; ' +
      'larger ones gain little and would leave the L2 cache of CPUs that have only 256 KiB ' +
      'of it (docs/performance.md, "Chunk size").'],
    ['tokenSeparator', 'u8', 0xff, 'Separates tokens in the buffer that crosses the wasm boundary. The ' +
      'byte 0xFF never occurs in UTF-8 (RFC 3629), so it cannot collide with text.'],
    ['lutEntries', 'i32', 256, 'Colours of one colour-map table (RGBA, 4 bytes each).'],
    ['orderLabDefaultSteps', 'i32', 200, "Steps of the order lab figure's default run: the default spec " +
      '(sinusoidal, seed 1) reaches 100% test accuracy well within them.', 'order_lab'],
    ['orderLabTestSentences', 'i32', 256, 'Test sentences per length above 3 and per set (held-out noun pairs, ' +
      'trained ones); length 3: every sentence of the set (24 held out, 96 trained).', 'order_lab'],
    ['orderLabHeldOutPairs', 'i32', 3, 'Unordered noun pairs (of 15) the seed holds out of training, both orders ' +
      'of each, in both tasks: the test set of unseen pairs.', 'order_lab'],
    ['orderLabNouns', 'i32', 6, 'Nouns of the order lab vocabulary (ids 1 to 6 after [CLS], id 0): the answer classes, ' +
      'class c is noun c.', 'order_lab'],
    ['orderLabVerbs', 'i32', 4, 'Verbs of the order lab vocabulary, after the nouns.', 'order_lab'],
    ['orderLabFillers', 'i32', 6, 'Filler words of the order lab vocabulary, after the verbs.', 'order_lab'],
    // The terms of the order lab's cost model (posenc::OrderLabTrainCost and
    // OrderLabTestCost, web/src/core/order-lab-cost.js): multiply-adds.
    ['orderLabVectorOverhead', 'i32', 8, 'Multiply-adds a loop over a vector costs besides its length (calls, ' +
      'loop set-up): a short loop costs more than its length under a wasm engine.', 'order_lab'],
    ['orderLabExpCost', 'i32', 16, 'Multiply-adds an exp of the softmax takes as long as.', 'order_lab'],
    ['orderLabSentenceOverhead', 'i32', 400, 'Multiply-adds of a sentence besides its layers: making it, ' +
      "embedding it, the answer's softmax.", 'order_lab'],
    ['orderLabTrainPasses', 'i32', 3, 'Forward passes a training sentence costs: forward, then backward ' +
      'through the same products twice over.', 'order_lab'],
    ['orderLabAdamCost', 'i32', 12, 'Multiply-adds of Adam per parameter and step (two moments, a square ' +
      'root, a division).', 'order_lab'],
    // ------------------------------------------------- results that overflow
    ['maxRopeValue', 'f64', 1e30, '|x| cap of Rope inputs: the rotation adds two products, so values ' +
      "far below float32's 3.4e38 can never overflow; a larger or non-finite input is kInvalidArgument."],
  ],

  // Structs that cross as one value. Each has a region of its own in the
  // spec slot, an array of float64s in each module's static memory
  // (cpp/bindings/module.cc): JS writes the struct's fields there, in this
  // order, through a Float64Array view of the slot, and passes the region's
  // address, a plain number; the generated code checks that the address is
  // that struct's region and reads the fields into the C++ struct before
  // the binding runs (another address, or a field that is not a value of
  // its type, is kInvalidArgument). One number crosses embind, not an
  // array: reading a JS array from C++ is a call into JS per property, which
  // made tiny calls about 1.2 to 1.3 times slower (docs/performance.md,
  // "Structs across the boundary"). Not embind's value_object or
  // value_array either: the first's glue enumerates its field table with
  // for-in, which a key added to Object.prototype breaks, and both allocate
  // at every call with a `new` that aborts when memory is out. Each field is
  // the member of the C++ struct of the same name in snake_case (dModel:
  // d_model), of the declared type: an enum crosses as its int32 index, and
  // 'f32' is a float member, to which the number is rounded.
  // web/src/core/boundary.js gets raw<Name>(slot, fields by name), which
  // writes them and returns the address (web/src/core/spec-slot.js gives the
  // slot of a module). To add a field, add its line here and its member to
  // the struct (a missing member or one of another type fails to compile),
  // and its option to the JS API that fills it.
  structs: [
    {
      name: 'EncodingSpec',
      header: 'posenc/encoding.h',
      doc: 'The rows of an encoding (posenc::EncodingSpec), checked by ValidateEncoding',
      fields: [['positions', 'i32'], ['dModel', 'i32'], ['base', 'f64'], ['layout', 'Layout'], ['offset', 'i32'],
        ['spacing', 'Spacing']],
    },
    {
      name: 'SimilaritySpec',
      header: 'posenc/geometry.h',
      doc: 'The rows whose dot products Similarity gives (posenc::SimilaritySpec), checked by ValidateSimilarity',
      fields: [['positions', 'i32'], ['dModel', 'i32'], ['base', 'f64'], ['offset', 'i32']],
    },
    {
      name: 'ColourSpec',
      header: 'posenc/colormap.h',
      doc: 'How values become colours (posenc::ColourSpec): lo and hi, the values drawn with the first and the ' +
        'last colour, and the colour map, checked by the binding that holds the tables',
      fields: [['lo', 'f64'], ['hi', 'f64'], ['colormap', 'Colormap']],
    },
    {
      name: 'AlternativeSpec',
      header: 'posenc/alternatives.h',
      doc: 'A position code compared with the sinusoids (posenc::AlternativeSpec), checked by ValidateAlternative',
      fields: [['kind', 'AlternativeKind'], ['positions', 'i32'], ['dModel', 'i32'], ['seed', 'i32'], ['base', 'f64']],
    },
    {
      name: 'PrecisionSpec',
      header: 'posenc/precision.h',
      doc: 'The encoding with its angles in a low-precision format (posenc::PrecisionSpec), checked by ' +
        'ValidatePrecision',
      fields: [['positions', 'i32'], ['dModel', 'i32'], ['base', 'f64'], ['offset', 'i32'], ['format', 'NumberFormat']],
    },
    {
      name: 'OffsetHeadSpec',
      header: 'posenc/offset_head.h',
      doc: 'The offset head (posenc::OffsetHeadSpec), checked by ValidateOffsetHead',
      fields: [['code', 'HeadCode'], ['mix', 'HeadMix'], ['positions', 'i32'], ['dModel', 'i32'], ['k', 'i32'],
        ['scale', 'f64'], ['positionWeight', 'f64'], ['base', 'f64'], ['seed', 'u32']],
    },
    {
      name: 'OrderLabSpec',
      header: 'posenc/order_lab.h',
      doc: "The order lab's configuration (posenc::OrderLabSpec), checked by ValidateOrderLab",
      fields: [['task', 'OrderLabTask'], ['position', 'PositionSignal'], ['mask', 'AttentionMask'],
        ['readout', 'Readout'], ['dModel', 'i32'], ['maxLength', 'i32'], ['batch', 'i32'], ['learningRate', 'f32'],
        ['seed', 'u32'], ['layers', 'i32']],
    },
  ],

  statuses: [
    [0, 'kOk', null, '', 'success'],
    [1, 'kInvalidPositions', 'RangeError', 'positions is out of range', 'positions < 1 or > kMaxPositions'],
    [2, 'kInvalidDModel', 'RangeError', 'dModel is out of range', 'dModel < 1 or > kMaxDModel'],
    [3, 'kInvalidBase', 'RangeError', 'base must be finite and greater than 1', 'base not finite or <= 1'],
    [4, 'kInvalidOffset', 'RangeError', 'offset is out of range (offset + positions is capped)',
      'offset < 0 or offset + positions > kMaxPositions'],
    [5, 'kTooLarge', 'RangeError', 'the result would be larger than the documented cap',
      'output would exceed kMaxElements'],
    [6, 'kInvalidLayout', 'RangeError', 'layout is not a known layout', 'layout is not one of Layout'],
    [7, 'kOutOfMemory', 'Error', 'out of wasm memory; a fresh module serves the next call',
      'malloc failed (the module stays usable)'],
    [8, 'kInvalidArgument', 'RangeError', 'an argument is outside its documented range',
      'any other argument out of its documented range'],
    [9, 'kInvalidTokens', 'RangeError',
      'tokens must be 1 to maxTokens non-empty strings of at most maxTokenBytes UTF-8 bytes in all',
      'attention: no token, more than kMaxTokens, an empty token, or more than kMaxTokenBytes bytes ' +
      'of token text'],
    // ---------------------------------------------------- order lab (order_lab.h)
    [10, 'kInvalidTask', 'RangeError', 'task is not a known order lab task', 'task is not one of OrderLabTask'],
    [11, 'kInvalidPositionSignal', 'RangeError', 'position is not a known position signal',
      'position is not one of PositionSignal'],
    [12, 'kInvalidMask', 'RangeError', 'mask is not a known attention mask', 'mask is not one of AttentionMask'],
    [13, 'kInvalidLength', 'RangeError', 'a sentence length, maxLength or the number of lengths is out of range',
      'a sentence length, max_length or count outside its documented range'],
    [14, 'kInvalidWord', 'RangeError', 'a word is not in the order lab vocabulary',
      'a word id outside the vocabulary, or [CLS]'],
    [15, 'kInvalidState', 'RangeError',
      'the state cannot be trained or evaluated: a value is not finite, a second moment is negative, ' +
      'or the step count is at its cap',
      'a state value not finite, a negative second moment, or the step count at its cap'],
    [16, 'kInvalidReadout', 'RangeError', 'readout is not a known read-out', 'readout is not one of Readout'],
    // ------------------------------------------------- results that overflow
    // An Error, not a RangeError: every argument was valid; the result is not.
    [17, 'kOverflow', 'Error', 'a result would not be finite: it overflows float64 or float32',
      'a result of valid inputs is beyond the float64 range (refused before any work), or an order lab state ' +
      'too large to compute with in float32: never returned'],
  ],

  functions: [
    {
      name: 'encode',
      doc: 'posenc::Encode in one call, positions x dModel, row-major (for small results: the self-test at load)',
      args: [['spec', 'EncodingSpec']],
      returns: 'f32',
    },
    {
      name: 'encodeChunks',
      doc: 'starts posenc::RowEncoder on the spec, for encodeNextChunk: kOk or the failure status',
      args: [['spec', 'EncodingSpec']],
      returns: 'status',
    },
    {
      name: 'encodeNextChunk',
      doc: 'the next rows of the encodeChunks table (whole rows, at most chunkBytes unless one row is ' +
        'larger), or kOk once all are written',
      args: [],
      returns: 'f32',
    },
    {
      name: 'frequencies',
      doc: 'posenc::Frequencies: one w_i per pair',
      args: [['dModel', 'i32'], ['base', 'f64'], ['spacing', 'Spacing']],
      returns: 'f64',
    },
    {
      name: 'specSlot',
      area: 'every',
      doc: 'the spec slot: where JS writes the fields of a struct argument before the call that takes its address ' +
        '(web/src/core/spec-slot.js)',
      args: [],
      returns: 'f64',
    },
    {
      name: 'simdPath',
      area: 'every',
      doc: 'the vector path compiled into the module, which web/src/core checks against its flavour',
      args: [],
      returns: 'string',
    },
    {
      name: 'rotation',
      doc: 'posenc::Rotation: M_k, dModel x dModel',
      args: [['k', 'i32'], ['dModel', 'i32'], ['base', 'f64']],
      returns: 'f32',
    },
    {
      name: 'shiftError',
      doc: 'posenc::ShiftError: the largest error of M_k PE(p) against PE(p + k), O(dModel)',
      args: [['p', 'i32'], ['k', 'i32'], ['dModel', 'i32'], ['base', 'f64']],
      returns: { error: 'number' },
    },
    {
      name: 'similarityChunks',
      doc: 'starts posenc::SimilarityRows, for similarityNextChunk: kOk or the failure status',
      args: [['spec', 'SimilaritySpec']],
      returns: 'status',
    },
    {
      name: 'similarityNextChunk',
      doc: 'the next rows of the similarityChunks matrix (whole rows, at most chunkBytes unless one row ' +
        'is larger), or kOk once all are written',
      args: [],
      returns: 'f32',
    },
    {
      name: 'dotProfile',
      doc: 'posenc::DotProfile: offsets values',
      args: [['dModel', 'i32'], ['base', 'f64'], ['offsets', 'i32']],
      returns: 'f64',
    },
    {
      name: 'properties',
      doc: 'posenc::Properties',
      args: [['positions', 'i32'], ['dModel', 'i32'], ['base', 'f64']],
      returns: {
        minDistance: 'number', closestP: 'number', closestQ: 'number', maxAbsValue: 'number',
        squaredNormMin: 'number', squaredNormMax: 'number', expectedSquaredNorm: 'number',
        rotationMaxError: 'number', rotationSample: 'number',
      },
    },
    {
      name: 'colormapSlot',
      doc: 'the writable table of one colour map (4 * lutEntries bytes)',
      args: [['colormap', 'Colormap']],
      returns: 'u8',
    },
    {
      name: 'colorizeInput',
      doc: 'a writable buffer of count values for colorize',
      args: [['count', 'i32']],
      returns: 'f32',
    },
    {
      name: 'colorize',
      doc: 'posenc::Colorize of the first count values of colorizeInput: 4 * count bytes',
      args: [['count', 'i32'], ['colour', 'ColourSpec']],
      returns: 'u8',
    },
    {
      name: 'encodePixels',
      doc: 'posenc::EncodePixels: 4 * positions * dModel bytes, transient',
      args: [['spec', 'EncodingSpec'], ['colour', 'ColourSpec']],
      returns: 'u8',
    },
    {
      name: 'alternative',
      doc: 'posenc::Alternative: positions x dModel',
      args: [['spec', 'AlternativeSpec']],
      returns: 'f32',
    },
    {
      name: 'precision',
      doc: 'posenc::Precision',
      args: [['spec', 'PrecisionSpec']],
      returns: { values: 'f32', errorByPosition: 'f32', maxError: 'number' },
    },
    {
      name: 'attention',
      doc: 'posenc::SelfAttention over tokens: UTF-8 bytes separated by tokenSeparator',
      args: [['tokens', 'Uint8Array'], ['dModel', 'i32'], ['positional', 'bool'], ['seed', 'u32'],
        ['base', 'f64']],
      returns: { inputs: 'f32', weights: 'f32', output: 'f32' },
    },
    {
      name: 'rope',
      doc: 'posenc::Rope of rows x dModel values',
      args: [['input', 'Float32Array'], ['rows', 'i32'], ['dModel', 'i32'], ['base', 'f64'],
        ['offset', 'i32']],
      returns: 'f32',
    },
    {
      name: 'offsetHead',
      doc: 'posenc::OffsetHead: the query map, the scores, the softmax weights and, with tokens (UTF-8 ' +
        'bytes separated by tokenSeparator; none when empty), the four score terms; the rows whose peak ' +
        'lands at p - k, out of how many, the residual of the query map, and the sizes that decide a row',
      args: [['spec', 'OffsetHeadSpec'], ['tokens', 'Uint8Array']],
      returns: { map: 'f32', scores: 'f32', weights: 'f32', terms: 'f32', rows: 'number', hits: 'number',
        residual: 'number', selfHits: 'number', shiftedHits: 'number', codeLengthLow: 'number',
        codeLengthHigh: 'number', wordSelfLow: 'number', wordSelfHigh: 'number', bandPeak: 'number',
        bandBeside: 'number' },
    },
    {
      name: 'orderLabVocabulary',
      area: 'orderLab',
      doc: 'the order lab words (posenc::OrderLabWord) in id order, [CLS] first, separated by spaces',
      args: [],
      returns: 'string',
    },
    {
      name: 'orderLabCreate',
      area: 'orderLab',
      doc: 'posenc::OrderLabCreate: a fresh state, its OrderLabValueCount values and its counters',
      args: [['spec', 'OrderLabSpec']],
      returns: { values: 'f32', step: 'number', samplerLow: 'number', samplerHigh: 'number' },
    },
    {
      name: 'orderLabTrain',
      area: 'orderLab',
      doc: 'posenc::OrderLabTrain from the state (counters, values): the new state and steps losses and accuracies',
      args: [['spec', 'OrderLabSpec'], ['step', 'i32'], ['samplerLow', 'u32'], ['samplerHigh', 'u32'],
        ['values', 'Float32Array'], ['steps', 'i32']],
      returns: { values: 'f32', losses: 'f32', accuracies: 'f32', step: 'number', samplerLow: 'number',
        samplerHigh: 'number' },
    },
    {
      name: 'orderLabEvaluate',
      area: 'orderLab',
      doc: 'posenc::OrderLabEvaluate of one sentence of word ids: the class probabilities, the read-out ' +
        'attention row over the tokens, the four terms of its scores and the answer class',
      args: [['spec', 'OrderLabSpec'], ['values', 'Float32Array'], ['words', 'Uint8Array']],
      returns: { probabilities: 'f32', attention: 'f32', terms: 'f32', answer: 'number' },
    },
    {
      name: 'orderLabTest',
      area: 'orderLab',
      doc: 'posenc::OrderLabTest of the sentences start .. start + count - 1 of each set, for each of the ' +
        'lengths: the sentences measured, those answered right and the sum of their losses, 2 per length ' +
        '(the held-out noun pairs, then the trained ones)',
      args: [['spec', 'OrderLabSpec'], ['values', 'Float32Array'], ['lengths', 'Uint8Array'], ['start', 'i32'],
        ['count', 'i32']],
      returns: { sentences: 'f64', correct: 'f64', lossSums: 'f64' },
    },
    {
      name: 'orderLabHeldOutPairs',
      area: 'orderLab',
      doc: 'posenc::OrderLabHeldOutPairs of a seed: the noun classes of the held-out pairs, two per pair',
      args: [['seed', 'u32']],
      returns: 'u8',
    },
  ],

  // Functions only the test variant of the module has (CMake option
  // POSENC_TEST_VARIANT; cpp/bindings/reliability.cc): never in what ships,
  // which tests/package checks by these names.
  testVariant: [
    { name: 'liveAllocations', doc: "malloc'd blocks not yet freed", args: [], returns: 'number' },
    { name: 'liveBytes', doc: 'the sum of the sizes they were asked for', args: [], returns: 'number' },
    { name: 'failedAllocations', doc: 'allocations refused so far', args: [], returns: 'number' },
    { name: 'heapBytes', doc: 'size of the wasm memory (it only grows)', args: [], returns: 'number' },
    { name: 'failNextAllocation', doc: 'the next malloc returns null, once', args: [], returns: 'void' },
    { name: 'abortForTest', doc: 'aborts the module, as a trap would', args: [], returns: 'void' },
    {
      name: 'similarityWhole',
      doc: 'posenc::Similarity in one call, positions x positions: what the chunks of similarityChunks ' +
        'are tested against',
      args: [['spec', 'SimilaritySpec']],
      returns: 'f32',
    },
    {
      name: 'orderLabTrainEstimate',
      doc: 'posenc::OrderLabTrainCost: what web/src/core/order-lab-cost.js is tested against',
      args: [['spec', 'OrderLabSpec'], ['steps', 'i32']],
      returns: 'number',
    },
    {
      name: 'orderLabTestEstimate',
      doc: 'posenc::OrderLabTestCost of a slice: what web/src/core/order-lab-cost.js is tested against',
      args: [['spec', 'OrderLabSpec'], ['lengths', 'Uint8Array'], ['start', 'i32'], ['count', 'i32']],
      returns: 'number',
    },
  ],
};
