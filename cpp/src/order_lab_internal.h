// SPDX-License-Identifier: MIT
// Internals of the order lab shared by its sources and its tests: the
// sentences and their sampler (order_lab_tasks.cc), the parameter layout and
// the model's forward and backward pass (order_lab_model.cc, for float and,
// for the gradient check, double), and Adam (order_lab_optimizer.cc).
#ifndef POSENC_ORDER_LAB_INTERNAL_H_
#define POSENC_ORDER_LAB_INTERNAL_H_

#include <cstdint>

#include "posenc/order_lab.h"
#include "seeded_random.h"

namespace posenc::order_lab {

// Tokens of the longest sentence with its [CLS].
constexpr int32_t kMaxSentenceTokens = kOrderLabMaxLength + 1;

// ---------------------------------------------------------------- tasks

struct Sentence {
  int32_t length = 0;  // words, [CLS] not counted
  int32_t words[kOrderLabMaxLength] = {};
  int32_t answer = 0;  // class: the first noun's id - kOrderLabFirstNoun
};

// The training sampler: a splitmix64 stream, whose whole state is one
// 64-bit counter that a training state can carry.
using Sampler = SplitMix64;

// The sampler of a fresh state with this seed.
uint64_t InitialSamplerState(uint32_t seed);

// Ordered noun pairs (classes first[i], second[i]) that sentences draw
// their two nouns from: the trained ones or the held-out ones of a seed,
// both orders of each unordered pair.
constexpr int32_t kOrderedPairs = kOrderLabNouns * (kOrderLabNouns - 1);
struct NounPairs {
  int32_t count = 0;
  int32_t first[kOrderedPairs] = {};
  int32_t second[kOrderedPairs] = {};
};

// The pairs of seed's training sentences (held_out false) or of its
// held-out ones (true), in increasing order of (first, second).
NounPairs PairsOf(uint32_t seed, bool held_out);

// Whether classes a and b (either order) are a held-out pair of seed.
bool IsHeldOut(uint32_t seed, int32_t a, int32_t b);

// A sentence of `length` (3 .. kOrderLabMaxLength) words: noun, verb and a
// different noun at three random places in this order, fillers elsewhere;
// the nouns are an ordered pair uniform among `pairs` (count >= 1).
void DrawSentence(Sampler& sampler, int32_t length, const NounPairs& pairs,
                  Sentence* out);

// Sentence `index` (0 .. kAgentSentences - 1) of the agent task, in a fixed
// enumeration of all "noun verb noun" sentences with two different nouns.
constexpr int32_t kAgentSentences =
    kOrderLabNouns * (kOrderLabNouns - 1) * kOrderLabVerbs;
void AgentSentence(int32_t index, Sentence* out);

// The training sentence of the next batch slot for spec's task, its nouns
// from `pairs` (PairsOf(spec.seed, false)).
void DrawTrainingSentence(const OrderLabSpec& spec, const NounPairs& pairs,
                          Sampler& sampler, Sentence* out);

// ---------------------------------------------------------------- model

// Where one attention block's weights start in the parameter vector.
struct Block {
  int64_t wq = 0, wk = 0, wv = 0;
};

// Where each parameter group starts in the parameter vector (see
// order_lab.h for the order), and the model's configuration.
struct Shape {
  int32_t d = 0;
  int32_t table_rows = 0;  // learned position rows (0 unless kLearned)
  int32_t layers = 1;      // 1 or 2 blocks; the last one is read out
  PositionSignal position = PositionSignal::kNone;
  AttentionMask mask = AttentionMask::kBidirectional;
  Readout readout = Readout::kCls;
  int64_t embedding = 0, table = 0;
  Block block[kOrderLabMaxLayers];  // block[layers - 1] is the read-out's
  int64_t wo = 0, bo = 0;
  int64_t count = 0;  // parameters in all
};

// For a valid spec.
Shape MakeShape(const OrderLabSpec& spec);

// Rows of the sinusoidal table: one per position of the longest sentence.
constexpr int32_t kPositionRows = kMaxSentenceTokens;

// Fills pe (kPositionRows x d) with Encode's interleaved (sin, cos) rows,
// the added signal of kSinusoidal and the rotation angles of kRope.
void FillSinusoids(int32_t d, float* pe);

// Loss and gradient of a batch: the forward pass of each sentence, its
// cross-entropy, and the backward pass, added into grad (count values,
// zeroed first) scaled by 1 / sentences. Returns the mean loss; *correct
// gets the number of sentences whose most probable class is the answer.
// work holds WorkSize(d) values. T is float (training) or double (the
// gradient check); pe is FillSinusoids' table.
template <class T>
double BatchGradient(const Shape& shape, const T* params, const float* pe,
                     const Sentence* sentences, int32_t count, T* work, T* grad,
                     int32_t* correct);

// The forward pass alone: returns the loss of s.answer and writes the class
// probabilities (kOrderLabClasses values) and the read-out attention row
// (s.length + 1 values); and, unless terms is null, the four terms of the
// read-out row's scores (OrderLabEvaluation::terms, 4 (s.length + 1)
// values).
template <class T>
double Forward(const Shape& shape, const T* params, const float* pe,
               const Sentence& s, T* work, T* probabilities, T* attention,
               T* terms = nullptr);

// The vocabulary id of token t of s (0 .. s.length) under shape's read-out,
// and the read-out token's index.
int32_t TokenId(const Shape& shape, const Sentence& s, int32_t t);
int32_t ReadOutToken(const Shape& shape, const Sentence& s);

// The class of highest probability, the lowest one on a tie.
template <class T>
int32_t BestClass(const T* probabilities) {
  int32_t best = 0;
  for (int32_t c = 1; c < kOrderLabClasses; ++c) {
    best = probabilities[c] > probabilities[best] ? c : best;
  }
  return best;
}

// Scratch values of one forward and backward pass.
int64_t WorkSize(int32_t d);

// ---------------------------------------------------------------- optimiser

// Parameters of a fresh state (order_lab.h, OrderLabCreate).
void InitialParameters(const OrderLabSpec& spec, const Shape& shape,
                       float* params);

// One bias-corrected Adam step number `step` (1-based) over count values.
void AdamStep(int64_t count, int32_t step, float learning_rate,
              const float* grad, float* params, float* first, float* second);

}  // namespace posenc::order_lab

#endif  // POSENC_ORDER_LAB_INTERNAL_H_
