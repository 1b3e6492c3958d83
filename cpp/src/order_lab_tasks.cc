// SPDX-License-Identifier: MIT
// The order lab's vocabulary and tasks (order_lab.h): who does what to whom.
//
// Why a model that cannot see order is stuck at 50% and ln 2. Every
// sentence s of either task has a twin s' with the two nouns swapped
// ("man bites dog" and "dog bites man"), drawn with the same probability
// (the nouns are an ordered pair of different nouns, uniform; the rest is
// drawn independently of them) and holding the same multiset of words, and
// the answers differ: noun a for s, noun b for s'. A model whose output
// depends only on the multiset gives both the same probabilities p, so
//  - at most one of the two is answered right (the answer is one class):
//    accuracy <= 1/2 over the twins, and so over the task;
//  - their mean loss is -(ln p_a + ln p_b) / 2 >= -ln((p_a + p_b) / 2)
//    (ln is concave) >= -ln(1/2) = ln 2 (p_a + p_b <= 1).
// Both bounds are reached: p_a = p_b = 1/2 for the two nouns present. The
// twins pair up exactly in each length-3 test set (held-out pairs, trained
// pairs), which holds every sentence of its pairs in both orders: there the
// bounds hold for the measured numbers themselves, up to the float rounding
// that lets reordered sums differ in the last bits. Training draws from the
// trained pairs only, both orders of each, so the twins stay equally likely.
#include "order_lab_internal.h"

namespace posenc {
namespace {

constexpr const char* kWords[kOrderLabVocabularySize] = {
    "[CLS]",                                              // special
    "man",   "woman", "dog",    "cat",   "fox", "bird",   // nouns
    "bites", "sees",  "chases", "likes",                  // verbs
    "the",   "a",     "big",    "small", "old", "today",  // fillers
};

constexpr uint64_t kSamplerSalt = 0x73616d706c657273u;  // "samplers"
constexpr uint64_t kHeldOutSalt = 0x68656c646f757473u;  // "heldouts"
constexpr int32_t kUnorderedPairs = order_lab::kOrderedPairs / 2;

// Unordered pair `index` (0 .. 14) as classes a < b, in the order
// (0, 1), (0, 2), ..., (4, 5).
void UnorderedPair(int32_t index, int32_t* a, int32_t* b) {
  int32_t first = 0, rest = kOrderLabNouns - 1;
  while (index >= rest) index -= rest, ++first, --rest;
  *a = first, *b = first + 1 + index;
}

}  // namespace

const char* OrderLabWord(int32_t id) {
  return id >= 0 && id < kOrderLabVocabularySize ? kWords[id] : nullptr;
}

void OrderLabHeldOutPairs(uint32_t seed, int32_t* classes) {
  // The first kOrderLabHeldOutPairs steps of a Fisher-Yates shuffle of the
  // unordered pairs, from a stream of the seed's own, then sorted.
  SplitMix64 stream(StreamKey(seed, kHeldOutSalt));
  int32_t index[kUnorderedPairs];
  for (int32_t i = 0; i < kUnorderedPairs; ++i) index[i] = i;
  for (int32_t i = 0; i < kOrderLabHeldOutPairs; ++i) {
    const int32_t j = i + stream.Below(kUnorderedPairs - i);
    const int32_t swap = index[i];
    index[i] = index[j], index[j] = swap;
  }
  for (int32_t i = 1; i < kOrderLabHeldOutPairs; ++i) {
    for (int32_t j = i; j > 0 && index[j - 1] > index[j]; --j) {
      const int32_t swap = index[j];
      index[j] = index[j - 1], index[j - 1] = swap;
    }
  }
  for (int32_t i = 0; i < kOrderLabHeldOutPairs; ++i) {
    UnorderedPair(index[i], &classes[2 * i], &classes[2 * i + 1]);
  }
}

int32_t OrderLabTrainLength(const OrderLabSpec& spec) {
  return spec.task == OrderLabTask::kAgent ? kOrderLabMinLength
                                           : spec.max_length;
}

namespace order_lab {
namespace {

// Two different nouns, an ordered pair uniform among pairs; a verb; then
// the words at slots first < middle < last.
void PlaceCore(Sampler& sampler, const NounPairs& pairs, const int32_t slots[3],
               Sentence* out) {
  const int32_t pair = sampler.Below(pairs.count);
  const int32_t a = pairs.first[pair], b = pairs.second[pair];
  out->words[slots[0]] = kOrderLabFirstNoun + a;
  out->words[slots[1]] = kOrderLabFirstVerb + sampler.Below(kOrderLabVerbs);
  out->words[slots[2]] = kOrderLabFirstNoun + b;
  out->answer = a;
}

}  // namespace

uint64_t InitialSamplerState(uint32_t seed) {
  return StreamKey(seed, kSamplerSalt);
}

bool IsHeldOut(uint32_t seed, int32_t a, int32_t b) {
  int32_t classes[2 * kOrderLabHeldOutPairs];
  OrderLabHeldOutPairs(seed, classes);
  const int32_t low = a < b ? a : b, high = a < b ? b : a;
  for (int32_t i = 0; i < kOrderLabHeldOutPairs; ++i) {
    if (classes[2 * i] == low && classes[2 * i + 1] == high) return true;
  }
  return false;
}

NounPairs PairsOf(uint32_t seed, bool held_out) {
  NounPairs pairs;
  for (int32_t a = 0; a < kOrderLabNouns; ++a) {
    for (int32_t b = 0; b < kOrderLabNouns; ++b) {
      if (a != b && IsHeldOut(seed, a, b) == held_out) {
        pairs.first[pairs.count] = a, pairs.second[pairs.count] = b;
        ++pairs.count;
      }
    }
  }
  return pairs;
}

void DrawSentence(Sampler& sampler, int32_t length, const NounPairs& pairs,
                  Sentence* out) {
  // Three different slots, uniform among all triples: the first three
  // steps of a Fisher-Yates shuffle, then sorted.
  int32_t slot[kOrderLabMaxLength];
  for (int32_t t = 0; t < length; ++t) slot[t] = t;
  for (int32_t i = 0; i < 3; ++i) {
    const int32_t j = i + sampler.Below(length - i);
    const int32_t swap = slot[i];
    slot[i] = slot[j], slot[j] = swap;
  }
  for (int32_t i = 0; i < 2; ++i) {
    for (int32_t j = 0; j < 2 - i; ++j) {
      if (slot[j] > slot[j + 1]) {
        const int32_t swap = slot[j];
        slot[j] = slot[j + 1], slot[j + 1] = swap;
      }
    }
  }
  out->length = length;
  for (int32_t t = 0; t < length; ++t) {
    out->words[t] = kOrderLabFirstFiller + sampler.Below(kOrderLabFillers);
  }
  PlaceCore(sampler, pairs, slot, out);
}

void AgentSentence(int32_t index, Sentence* out) {
  const int32_t verb = index % kOrderLabVerbs;
  const int32_t pair = index / kOrderLabVerbs;
  const int32_t a = pair / (kOrderLabNouns - 1);
  int32_t b = pair % (kOrderLabNouns - 1);
  b += b >= a ? 1 : 0;
  out->length = 3;
  out->words[0] = kOrderLabFirstNoun + a;
  out->words[1] = kOrderLabFirstVerb + verb;
  out->words[2] = kOrderLabFirstNoun + b;
  out->answer = a;
}

void DrawTrainingSentence(const OrderLabSpec& spec, const NounPairs& pairs,
                          Sampler& sampler, Sentence* out) {
  const int32_t longest = OrderLabTrainLength(spec);
  const int32_t length =
      kOrderLabMinLength + sampler.Below(longest - kOrderLabMinLength + 1);
  DrawSentence(sampler, length, pairs, out);
}

}  // namespace order_lab
}  // namespace posenc
