// SPDX-License-Identifier: MIT
// The order lab: a one- or two-layer, one-head self-attention model trained
// on tiny word-order tasks, with and without position information.
//
// The model, for a sentence w_1 .. w_n of vocabulary ids, is read on a
// sequence of T = n + 1 tokens, token t at position t: [CLS] w_1 .. w_n for
// the read-outs kCls and kLast, w_1 .. w_n [CLS] for kClsEnd:
//   x_t = E[id_t] + P(t)            token embedding (trained) + position signal
//   q = x_r W_q, k_t = x_t W_k, v_t = x_t W_v       (d x d each, row vectors)
//   a = softmax_t(q . k_t / sqrt(d)) over the tokens the read-out row sees
//   h = x_r + sum_t a_t v_t                          residual connection
//   z = h W_o + b_o (d x C, C classes), p = softmax(z), loss = -log p_answer
// r is the read-out token: [CLS] in front (r = 0, kCls), the last word
// (r = n, kLast) or [CLS] after the last word (r = n, kClsEnd). The
// bidirectional mask lets the read-out row see every token; the causal one
// the tokens up to r (so kCls under the causal mask sees [CLS] alone, and
// its answer cannot depend on the sentence).
//
// Two layers (layers 2): the same block, attention with its mask and the
// residual (no MLP), applied twice, each layer with its own W_q, W_k, W_v
// (the usual reading of "a layer": the same architecture, separate
// weights; shared weights would make depth a loop, not a layer). The first
// layer runs every row the read-out row sees:
//   x'_t = x_t + sum_u a_tu x_u W_v1,  a_t = softmax_u(q_t . k_u / sqrt(d))
// with q_t = x_t W_q1, k_u = x_u W_k1, over the tokens row t sees (every
// token, or u <= t under the causal mask); the second layer is the block
// above with x' in place of x. So under the causal mask word t's row holds
// a mix of the words up to t: a second layer can tell the order of two
// nouns by what each one could see, with no position signal (Haviv et al.
// 2022, "Transformer language models without positional encodings still
// learn positional information").
//
// Position signals P(t):
//   kNone        nothing: P = 0, for [CLS] too;
//   kSinusoidal  Encode's row t (interleaved, base 10000), added;
//   kLearned     a trained table of TrainLength + 1 rows (positions 0 .. L),
//                zero-initialised; a position past L has no row and gets
//                the zero vector, exactly what an untrained row holds;
//   kRope        nothing added; q and each k_t are rotated by their position
//                (the Rope function of attention.h: pair i of token t turns
//                by t w_i), so q . k_t depends on r - t only; in both
//                layers when there are two.
//
// What the read-out contributes here: with one layer only the read-out row
// reaches the loss, and with kLast or kClsEnd it sees every token under
// either mask. So a one-layer model's mask matters only for kCls, and the
// read-out decides what leaks order without a position signal: kLast reads
// the query and the residual from the last word, which in 'agent' is always
// the second noun; kCls and kClsEnd read them from [CLS], the same token
// whatever the order.
//
// Symmetry: with kNone, and kCls or kClsEnd, the read-out at [CLS] (which
// carries no position signal either) is a function of the multiset of words
// it sees, so every reordering of a sentence gives the same output up to
// float rounding of the reordered sums. With two bidirectional layers too:
// each first-layer row is a function of its own word and that multiset.
// Two causal layers break it: a first-layer row depends on the words
// before it.
//
// Tasks (vocabulary below; nouns are the answer classes, class c = word
// kFirstNoun + c):
//   kAgent   "noun verb noun" with two different nouns, e.g. "man bites dog";
//            the answer is the first noun, the doer.
//   kFiller  the same three words, in order, at random places of a sentence
//            of 3 .. L words whose other words are fillers ("the", "big",
//            ...); the answer is again the first noun. Trained on lengths up
//            to L = max_length, it is tested on longer sentences.
// Both are symmetric under swapping the two nouns: a model that cannot see
// order gets at most 50% of them right and a mean loss of at least ln 2
// (proof in order_lab_tasks.cc; order_lab_test.cc shows it).
//
// Held-out pairs: the seed chooses kOrderLabHeldOutPairs of the 15
// unordered noun pairs (OrderLabHeldOutPairs); no training sentence of
// either task holds one of them, in either order. OrderLabTest measures the
// unseen pairs and the trained ones apart, so that a model is judged on
// sentences it never saw. Both orders are held out so that the symmetry
// above holds on the unseen set too: an order-blind model gets at most one
// of two mirrored unseen sentences right. Why no third
// task: with one read-out row, every order question the model can answer is
// a comparison of the positions of the words it attends to; 'agent' asks
// for that comparison and 'filler' asks for it at unseen positions, so a
// third task would measure the same mechanism again.
//
// Values are plain data, ready to cross the wasm boundary: an
// OrderLabSpec (the configuration), OrderLabCounters (three integers) and
// one float buffer of OrderLabValueCount values: the parameters, then Adam's
// first moments, then its second moments, each in this order of groups:
// E (V x d), the learned table ((L + 1) x d, kLearned only), W_q, W_k, W_v
// (d x d) of the first layer, W_q, W_k, W_v of the second (layers 2 only),
// W_o (d x C), b_o (C); all row-major. A one-layer state's layout does not
// depend on the field layers existing.
//
// Determinism: integer sampling, float32 arithmetic in a fixed order without
// fused multiply-add, the core's own exp and log (the C libraries of the
// native and wasm builds may round theirs differently), and Encode's table
// for positions 0 .. kOrderLabMaxLength, whose bits a golden checksum pins
// in every build (order_lab_determinism_test.cc). So native, wasm simd and
// wasm base builds give the same bits, and training k steps then m steps
// gives the bits of k + m steps at once.
#ifndef POSENC_ORDER_LAB_H_
#define POSENC_ORDER_LAB_H_

#include <cstdint>

#include "posenc/boundary/order_lab.h"

namespace posenc {

// The enums OrderLabTask, PositionSignal and AttentionMask, the caps
// kOrderLabMaxDModel, kOrderLabMinLength, kOrderLabMaxTrainLength,
// kOrderLabMaxLength (Evaluate and Test: twice the longest training
// sentence), kOrderLabMaxBatch, kOrderLabMaxLayers, kOrderLabMaxSteps (one
// Train call) and
// kOrderLabMaxTotalSteps (a state's life), the constants
// kOrderLabDefaultSteps and kOrderLabTestSentences, and the status codes are
// declared with the rest of the wasm boundary in cpp/boundary.mjs, which
// posenc/boundary/ is generated from. Each size is capped, and a Train or
// Test call is also capped by its cost (kOrderLabMaxCost multiply-adds, as
// OrderLabTrainCost and OrderLabTestCost estimate them), because its time
// grows with the sizes together: every admitted call takes under a second
// in the wasm base flavour (bench/order-lab-cost.mjs; docs/reliability.md
// has the measured bounds); the lesson's calls take milliseconds.

// The built-in vocabulary: id 0 is [CLS] (never part of a sentence), then
// the nouns (the answer classes), the verbs and the fillers. Their counts,
// kOrderLabNouns, kOrderLabVerbs and kOrderLabFillers, are part of the wasm
// boundary (cpp/boundary.mjs), which JS reads them from.
constexpr int32_t kOrderLabCls = 0;
constexpr int32_t kOrderLabFirstNoun = 1;
constexpr int32_t kOrderLabFirstVerb = kOrderLabFirstNoun + kOrderLabNouns;
constexpr int32_t kOrderLabFirstFiller = kOrderLabFirstVerb + kOrderLabVerbs;
constexpr int32_t kOrderLabVocabularySize =
    kOrderLabFirstFiller + kOrderLabFillers;
constexpr int32_t kOrderLabClasses = kOrderLabNouns;

// The word of id 0 .. kOrderLabVocabularySize - 1 ("[CLS]", "man", ...), or
// null for any other id. Static storage, ASCII; the words are lower case.
const char* OrderLabWord(int32_t id);

struct OrderLabSpec {
  OrderLabTask task = OrderLabTask::kAgent;
  PositionSignal position = PositionSignal::kSinusoidal;
  AttentionMask mask = AttentionMask::kBidirectional;
  Readout readout = Readout::kCls;  // the API's default follows the mask:
                                    // OrderLabDefaultReadout
  int32_t d_model = 16;             // 1 .. kOrderLabMaxDModel
  int32_t max_length = 8;  // L, kOrderLabMinLength .. kOrderLabMaxTrainLength
                           // (kFiller; kAgent trains on 3 words whatever L)
  int32_t batch = 16;      // sentences per step, 1 .. kOrderLabMaxBatch
  float learning_rate = 0.01f;  // Adam's step size, in (0, 1]
  uint32_t seed = 1;            // initial parameters and the training sentences
  int32_t layers = 1;           // attention blocks, 1 .. kOrderLabMaxLayers
};

// The integers of a training state. The sampler is a 64-bit splitmix64
// state split in two halves so that JS numbers can hold it.
struct OrderLabCounters {
  int32_t step = 0;  // Adam steps taken, 0 .. kOrderLabMaxTotalSteps
  uint32_t sampler_low = 0;
  uint32_t sampler_high = 0;
};

// The read-out a mask had before the read-out was an option of its own:
// kCls for kBidirectional, kLast for kCausal.
Readout OrderLabDefaultReadout(AttentionMask mask);

// The noun classes (0 .. kOrderLabClasses - 1) of the pairs the seed holds
// out of training, 2 kOrderLabHeldOutPairs values: each pair's lower class,
// then its higher one, the pairs in increasing order. The same for every
// build.
void OrderLabHeldOutPairs(uint32_t seed, int32_t* classes);

// Which sentences of each set an OrderLabTest call measures: those of
// index start .. start + count - 1 (of kOrderLabTestSentences at a length
// above 3; of 24 held-out and 96 trained ones at length 3, so a slice past
// a set's end measures none of it). The default measures every sentence.
// Slices that cover 0 .. kOrderLabTestSentences - 1 once measure, summed,
// exactly what one call of the default slice does (OrderLabTestOutput).
struct OrderLabTestSlice {
  int32_t start = 0;  // 0 .. kOrderLabTestSentences - 1
  int32_t count =
      kOrderLabTestSentences;  // 1 .. kOrderLabTestSentences - start
};

// The work of one Train or Test call in multiply-adds, as estimated from
// the sizes alone (before any work): what kOrderLabMaxCost caps. The same
// model as web/src/core/order-lab-cost.js (tests/js/order-lab-cost.test.js
// compares the two on a grid of options), with the terms declared in
// cpp/boundary.mjs: a vector of d values costs d + kOrderLabVectorOverhead,
// an exp kOrderLabExpCost. A forward pass over T tokens (the read-out row
// seeing all of them) costs kOrderLabSentenceOverhead, plus (T + 2) d
// vectors (the read-out block's query, value and T keys) and 2 T vectors
// (its scores and mix) and T exps; with two layers the first adds 3 T d
// vectors (every row's query, key, value), 2 T^2 vectors and T^2 exps.
// Train: per step, batch sentences of OrderLabTrainLength + 1 tokens, each
// kOrderLabTrainPasses forward passes, and kOrderLabAdamCost per parameter
// (at the most a spec of this width and depth has: a learned table of
// kOrderLabMaxTrainLength + 1 rows). Test: a forward pass per sentence the
// slice measures. Sizes outside their caps give a cost above
// kOrderLabMaxCost; the spec's other fields are not checked here.
int64_t OrderLabTrainCost(const OrderLabSpec& spec, int32_t steps);
int64_t OrderLabTestCost(const OrderLabSpec& spec, const int32_t* lengths,
                         int32_t count, const OrderLabTestSlice& slice = {});

// Checks every field of spec: kInvalidTask, kInvalidPositionSignal,
// kInvalidMask, kInvalidReadout, kInvalidDModel, kInvalidLength (max_length) or
// kInvalidArgument (batch, learning_rate, layers).
Status ValidateOrderLab(const OrderLabSpec& spec);

// The length of the sentences a state is trained on: 3 for kAgent,
// max_length for kFiller. The learned table has TrainLength + 1 rows.
int32_t OrderLabTrainLength(const OrderLabSpec& spec);

// Sizes of a valid spec (ValidateOrderLab's status otherwise; nothing
// written then): the number of trained parameters P, and the length of the
// value buffer, 3 P (parameters, first moments, second moments).
Status OrderLabParameterCount(const OrderLabSpec& spec, int32_t* count);
Status OrderLabValueCount(const OrderLabSpec& spec, int32_t* count);

// A fresh state: parameters drawn from seeded streams (E uniform with mean
// square 1/2, the sinusoid's own; W_v, W_o uniform with variance 1/d; W_q,
// W_k at 0.3 of that scale, so attention starts near uniform; the learned
// table and b_o zero), moments zero, step 0, the sampler
// keyed by the seed. Writes *counters and OrderLabValueCount values. Status
// as ValidateOrderLab, or kInvalidArgument (null pointer); nothing written
// on error. The same spec gives the same bits on every build.
Status OrderLabCreate(const OrderLabSpec& spec, OrderLabCounters* counters,
                      float* values);

// Where OrderLabTrain writes. values may equal the input values (in place);
// no other overlap is allowed.
struct OrderLabTrainOutput {
  OrderLabCounters* counters = nullptr;
  float* values = nullptr;      // OrderLabValueCount floats
  float* losses = nullptr;      // steps floats: step s's mean batch loss
  float* accuracies = nullptr;  // steps floats: share of step s's batch
                                // answered right (before its update)
};

// Runs `steps` (1 .. kOrderLabMaxSteps) Adam steps (beta1 0.9, beta2 0.999,
// epsilon 1e-8, bias-corrected) from the state (counters, values), each on
// spec.batch sentences drawn by the state's sampler: kAgent sentences, or
// kFiller sentences of a length uniform in 3 .. max_length, their ordered
// noun pair uniform among those not held out. Writes the new
// state and the per-step loss and accuracy. Never reads the input again
// after it starts writing, and never changes it unless out.values is
// values (in place). Deterministic: the same input gives the same bits on
// every build, and training k steps then m steps equals k + m steps.
// Adam's moments saturate at the largest float32 rather than overflow, so a
// long run keeps a state Train accepts. Status: as ValidateOrderLab;
// kInvalidArgument (steps out of range, a cost over kOrderLabMaxCost:
// OrderLabTrainCost, a null pointer); kInvalidState
// (step + steps > kOrderLabMaxTotalSteps, or a value that is not finite,
// or a negative second moment); kOverflow (a step's loss or gradient, or a
// trained value, would not be finite: a state too large to compute with);
// kOutOfMemory. Nothing written on error.
Status OrderLabTrain(const OrderLabSpec& spec, const OrderLabCounters& counters,
                     const float* values, int32_t steps,
                     const OrderLabTrainOutput& out);

// Where OrderLabEvaluate writes, for a sentence of n words.
struct OrderLabEvaluation {
  int32_t* answer = nullptr;       // the class of highest probability (the
                                   // lowest such class on a tie)
  float* probabilities = nullptr;  // kOrderLabClasses floats, sum 1
  float* attention = nullptr;      // n + 1 floats: the read-out row a_t over
                                   // the tokens in their order; sum 1 (0
                                   // for a token the row does not see)
  // 4 (n + 1) floats, or null for none: the read-out row's score of each
  // token before the softmax, q . k_t / sqrt(d), split in four by
  // q = (e_r + p_r) W_q and k_t = (e_t + p_t) W_k, with e a token's
  // embedding and p its position signal: word.word (e_r W_q . e_t W_k),
  // word.position (e_r W_q . p_t W_k), position.word, position.position,
  // n + 1 values each, in that order. They sum to the score up to float
  // rounding. kNone: the three position terms are 0. kRope adds no p: the
  // position rotates q and k_t instead, which no additive split describes.
  // There the word.word slot holds the score without the rotation,
  // (e_r W_q . e_t W_k) / sqrt(d) (what it would be with both tokens at one
  // place), the word.position slot what the rotation adds (the rotated
  // score minus that), and the other two are 0. A token the row does not
  // see gets 0 in all four.
  float* terms = nullptr;
};

// Runs the model on one sentence of `length` (1 .. kOrderLabMaxLength) word
// ids, each in 1 .. kOrderLabVocabularySize - 1, with the parameters at the
// front of values (a state's value buffer). Any sentence is allowed, not
// only the task's ones. Status as ValidateOrderLab; kInvalidLength;
// kInvalidWord (an id outside the vocabulary, or [CLS]); kInvalidState (a
// parameter not finite); kOverflow (an output would not be finite: the
// parameters are too large to compute with); kInvalidArgument (null
// pointer); kOutOfMemory.
// Nothing written on error. Deterministic as Train.
Status OrderLabEvaluate(const OrderLabSpec& spec, const float* values,
                        const int32_t* words, int32_t length,
                        const OrderLabEvaluation& out);

// Where OrderLabTest writes: count floats each.
struct OrderLabTestOutput {
  float* accuracies = nullptr;           // on the held-out noun pairs
  float* losses = nullptr;               // (mean cross-entropy)
  float* training_accuracies = nullptr;  // on the trained noun pairs
  float* training_losses = nullptr;
  // Optional (null: not written), 2 count values each, the held-out set's
  // lengths first, then the trained set's: the sentences measured, those
  // answered right, and the sum of their losses. Each loss is rounded to a
  // multiple of kLossUnit before it is added, so the sums are exact and the
  // sums of the parts of a slicing equal the whole call's bit for bit. The
  // means above are correct / sentences and loss sum / sentences (computed
  // in double, rounded to float; 0 / 0 for a set the slice misses: NaN).
  int32_t* sentences = nullptr;
  int32_t* correct = nullptr;
  double* loss_sums = nullptr;
};

// The resolution of a test loss: 2^-24. A sentence's finite loss counts at
// most kMaxTestLoss (2^20 nats: a probability of e^-1048576, 0 in any
// float), so that every sum of up to 256 rounded losses is an integer times
// kLossUnit below 2^53 of them: exact in double.
constexpr double kLossUnit = 1.0 / (1 << 24);
constexpr double kMaxTestLoss = 1 << 20;

// Accuracy and mean loss of the model, for each of `count`
// (1 .. kOrderLabMaxLength) lengths, each in 3 .. kOrderLabMaxLength (kAgent:
// only 3), on two sets: the sentences whose noun pair the seed held out,
// and the others. At length 3 a set is every "noun verb noun" sentence of
// its pairs (both orders of each: 24 held out, 96 trained); a longer length
// is kOrderLabTestSentences kFiller sentences per set from a fixed stream
// (the same for every state and spec; the seed only picks the pairs).
// Only the sentences of `slice` are measured. Status as Evaluate
// (kInvalidLength for a bad count or length; a null output, a slice out of
// range, or a cost over kOrderLabMaxCost (OrderLabTestCost), is
// kInvalidArgument; kOverflow for a loss that would not be finite);
// nothing written on error. Deterministic as
// Train.
Status OrderLabTest(const OrderLabSpec& spec, const float* values,
                    const int32_t* lengths, int32_t count,
                    const OrderLabTestOutput& out,
                    const OrderLabTestSlice& slice = {});

}  // namespace posenc

#endif  // POSENC_ORDER_LAB_H_
