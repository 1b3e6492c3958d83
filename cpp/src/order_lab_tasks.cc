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
// twins pair up exactly in the length-3 test set, which holds every
// sentence: there the bounds hold for the measured numbers themselves, up
// to the float rounding that lets reordered sums differ in the last bits.
#include "order_lab_internal.h"

namespace posenc {
namespace {

constexpr const char* kWords[kOrderLabVocabularySize] = {
    "[CLS]",                                                // special
    "man",   "woman", "dog",   "cat",   "fox",  "bird",     // nouns
    "bites", "sees",  "chases", "likes",                    // verbs
    "the",   "a",     "big",   "small", "old",  "today",    // fillers
};

constexpr uint64_t kSamplerSalt = 0x73616d706c657273u;  // "samplers"

}  // namespace

const char* OrderLabWord(int32_t id) {
  return id >= 0 && id < kOrderLabVocabularySize ? kWords[id] : nullptr;
}

int32_t OrderLabTrainLength(const OrderLabSpec& spec) {
  return spec.task == OrderLabTask::kAgent ? kOrderLabMinLength
                                           : spec.max_length;
}

namespace order_lab {
namespace {

// Two different nouns, the first uniform, the second uniform among the rest;
// a verb; then the words at slots first < middle < last.
void PlaceCore(Sampler& sampler, const int32_t slots[3], Sentence* out) {
  const int32_t a = sampler.Below(kOrderLabNouns);
  int32_t b = sampler.Below(kOrderLabNouns - 1);
  b += b >= a ? 1 : 0;
  out->words[slots[0]] = kOrderLabFirstNoun + a;
  out->words[slots[1]] = kOrderLabFirstVerb + sampler.Below(kOrderLabVerbs);
  out->words[slots[2]] = kOrderLabFirstNoun + b;
  out->answer = a;
}

}  // namespace

uint64_t InitialSamplerState(uint32_t seed) {
  return StreamKey(seed, kSamplerSalt);
}

void DrawSentence(Sampler& sampler, int32_t length, Sentence* out) {
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
  PlaceCore(sampler, slot, out);
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

void DrawTrainingSentence(const OrderLabSpec& spec, Sampler& sampler,
                          Sentence* out) {
  const int32_t longest = OrderLabTrainLength(spec);
  const int32_t length =
      kOrderLabMinLength + sampler.Below(longest - kOrderLabMinLength + 1);
  DrawSentence(sampler, length, out);
}

}  // namespace order_lab
}  // namespace posenc
