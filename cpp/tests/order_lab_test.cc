// SPDX-License-Identifier: MIT
// The order lab: its vocabulary and tasks, the symmetry that keeps a model
// without position information at chance, learning with a position signal,
// and the meaning of Evaluate's outputs.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "order_lab_helpers.h"
#include "order_lab_internal.h"

using namespace posenc;           // NOLINT(build/namespaces): test file
using namespace posenc::testing;  // NOLINT(build/namespaces)

namespace {

constexpr int32_t kMan = kOrderLabFirstNoun, kDog = kOrderLabFirstNoun + 2;
constexpr int32_t kBites = kOrderLabFirstVerb;

// Every reordering of words gives the same probabilities, and attention
// weights that move with their words, within float rounding.
void CheckOrderBlind(const Lab& lab, std::vector<int32_t> words) {
  const Answer first = Evaluate(lab, words);
  std::vector<int32_t> order(words.size());
  std::iota(order.begin(), order.end(), 0);
  do {
    std::vector<int32_t> shuffled;
    for (int32_t i : order) shuffled.push_back(words[i]);
    const Answer other = Evaluate(lab, shuffled);
    for (int32_t c = 0; c < kOrderLabClasses; ++c) {
      CHECK(std::fabs(other.probabilities[c] - first.probabilities[c]) <= 1e-6);
    }
    CHECK(std::fabs(other.attention[0] - first.attention[0]) <= 1e-6);
    for (size_t t = 0; t < order.size(); ++t) {
      CHECK(std::fabs(other.attention[t + 1] - first.attention[order[t] + 1]) <=
            1e-6);
    }
  } while (std::next_permutation(order.begin(), order.end()));
}

double Mean(const std::vector<float>& v, size_t from) {
  return std::accumulate(v.begin() + from, v.end(), 0.0) / (v.size() - from);
}

}  // namespace

TEST_CASE("The vocabulary has [CLS], the nouns, the verbs and the fillers") {
  CHECK(std::string(OrderLabWord(kOrderLabCls)) == "[CLS]");
  CHECK(std::string(OrderLabWord(kMan)) == "man");
  CHECK(std::string(OrderLabWord(kDog)) == "dog");
  CHECK(std::string(OrderLabWord(kBites)) == "bites");
  CHECK(std::string(OrderLabWord(kOrderLabFirstFiller)) == "the");
  CHECK(OrderLabWord(-1) == nullptr);
  CHECK(OrderLabWord(kOrderLabVocabularySize) == nullptr);
  std::set<std::string> words;
  for (int32_t id = 0; id < kOrderLabVocabularySize; ++id) {
    words.insert(OrderLabWord(id));
  }
  CHECK(words.size() == kOrderLabVocabularySize);
}

TEST_CASE(
    "The agent test set holds every noun-verb-noun sentence once, with its "
    "swapped twin, and the first noun as the answer") {
  std::set<std::vector<int32_t>> seen;
  for (int32_t i = 0; i < order_lab::kAgentSentences; ++i) {
    order_lab::Sentence s;
    order_lab::AgentSentence(i, &s);
    REQUIRE(s.length == 3);
    CHECK(s.words[0] != s.words[2]);
    CHECK(s.answer == s.words[0] - kOrderLabFirstNoun);
    seen.insert({s.words[0], s.words[1], s.words[2]});
  }
  CHECK(seen.size() == order_lab::kAgentSentences);
  CHECK(seen.count({kMan, kBites, kDog}) == 1);
  CHECK(seen.count({kDog, kBites, kMan}) == 1);
}

TEST_CASE(
    "Filler sentences keep noun, verb, noun in order among fillers, with the "
    "first noun as the answer") {
  order_lab::Sampler sampler(99);
  for (int32_t length = 3; length <= kOrderLabMaxLength; ++length) {
    for (int rep = 0; rep < 20; ++rep) {
      order_lab::Sentence s;
      order_lab::DrawSentence(sampler, length, order_lab::PairsOf(1, false),
                              &s);
      std::vector<int32_t> kinds;  // 0 noun, 1 verb
      std::vector<int32_t> nouns;
      for (int32_t t = 0; t < length; ++t) {
        const int32_t w = s.words[t];
        if (w < kOrderLabFirstVerb)
          kinds.push_back(0), nouns.push_back(w);
        else if (w < kOrderLabFirstFiller)
          kinds.push_back(1);
        CHECK((w >= kOrderLabFirstNoun && w < kOrderLabVocabularySize));
      }
      REQUIRE(kinds == std::vector<int32_t>{0, 1, 0});
      CHECK(nouns[0] != nouns[1]);
      CHECK(s.answer == nouns[0] - kOrderLabFirstNoun);
    }
  }
}

TEST_CASE(
    "Without a position signal and with the bidirectional mask, every "
    "reordering gives the same output at every checkpoint of training") {
  for (OrderLabTask task : {OrderLabTask::kAgent, OrderLabTask::kFiller}) {
    Lab lab(Spec(task, PositionSignal::kNone, AttentionMask::kBidirectional));
    for (int checkpoint = 0; checkpoint <= 6; ++checkpoint) {
      CheckOrderBlind(lab, {kMan, kBites, kDog});
      CheckOrderBlind(lab, {kOrderLabFirstFiller, kDog, kBites, kDog + 1,
                            kOrderLabFirstFiller + 2});
      lab.Train(40);
    }
  }
}

TEST_CASE(
    "Without a position signal the agent model stays at 50% and a loss of at "
    "least ln 2, by symmetry") {
  Lab lab(Spec(OrderLabTask::kAgent, PositionSignal::kNone,
               AttentionMask::kBidirectional));
  const Trained run = lab.Train(400);
  float loss = 0.0f;
  const float accuracy = lab.Accuracy(3, &loss);
  // Every sentence of the test set has its twin there: at most one of the
  // two is right, and their mean loss is at least ln 2 (order_lab_tasks.cc).
  CHECK(accuracy <= 0.5f);
  CHECK(accuracy >= 0.45f);  // it does learn to name a noun of the sentence
  CHECK(loss >= std::log(2.0f) - 1e-6f);
  // Training batches are samples: 50% within sampling (16 x 200 sentences,
  // standard deviation 0.9%).
  CHECK(std::fabs(Mean(run.accuracies, 200) - 0.5) < 0.04);
  CHECK(Mean(run.losses, 200) > std::log(2.0) - 0.05);
}

TEST_CASE(
    "With the causal mask and no position signal the agent model learns its "
    "trained pairs, because it reads out at the last word, always the second "
    "noun; on unseen pairs that cue does not carry") {
  Lab lab(Spec(OrderLabTask::kAgent, PositionSignal::kNone,
               AttentionMask::kCausal));
  lab.Train(300);
  CHECK(lab.TrainingAccuracy(3) == 1.0f);
  // The last word is the second noun, but which noun did it is learned per
  // pair: seed 1's unseen pairs are answered no better than by a blind
  // model (docs/order-lab-experiments.txt counts 20 seeds).
  CHECK(lab.Accuracy(3) <= 0.5f);
  // In 'filler' the last word is mostly a filler: no such back door.
  OrderLabSpec filler = lab.spec;
  filler.task = OrderLabTask::kFiller;
  Lab blind(filler);
  blind.Train(300);
  CHECK(blind.Accuracy(8) < 0.7f);
}

TEST_CASE(
    "With sinusoidal positions the default agent model reaches 100% test "
    "accuracy, and 'man bites dog' and 'dog bites man' get different answers") {
  Lab lab{OrderLabSpec{}};
  lab.Train(kOrderLabDefaultSteps);
  CHECK(lab.Accuracy(3) == 1.0f);
  const Answer man = Evaluate(lab, {kMan, kBites, kDog});
  const Answer dog = Evaluate(lab, {kDog, kBites, kMan});
  CHECK(man.answer == kMan - kOrderLabFirstNoun);
  CHECK(dog.answer == kDog - kOrderLabFirstNoun);
  for (const Answer* a : {&man, &dog}) {
    CHECK(std::accumulate(a->probabilities.begin(), a->probabilities.end(),
                          0.0) == Approx(1.0).margin(1e-6));
    CHECK(std::accumulate(a->attention.begin(), a->attention.end(), 0.0) ==
          Approx(1.0).margin(1e-6));
  }
}

TEST_CASE(
    "Over 20 seeds, sinusoidal agent models learn: 19 of 20 answer every "
    "trained sentence and 95% of the unseen pairs' within 300 steps") {
  std::vector<int> steps_to_95;
  int32_t trained_all = 0;
  for (uint32_t seed = 1; seed <= 20; ++seed) {
    Lab lab(Spec(OrderLabTask::kAgent, PositionSignal::kSinusoidal,
                 AttentionMask::kBidirectional, seed));
    bool reached = false;
    for (int step = 10; step <= 300; step += 10) {
      lab.Train(10);
      if (!reached && lab.Accuracy(3) >= 0.95f) {
        steps_to_95.push_back(step);
        reached = true;
      }
    }
    trained_all += lab.TrainingAccuracy(3) == 1.0f ? 1 : 0;
  }
  std::sort(steps_to_95.begin(), steps_to_95.end());
  CAPTURE(steps_to_95, trained_all);
  // Measured: seed 2 is still at 87.5% of its trained sentences after 300
  // steps, and short of 95% on its unseen pairs; the other 19 are at 100%
  // and 95% (docs/order-lab-experiments.txt counts the run over 20 seeds).
  CHECK(steps_to_95.size() >= 19);
  CHECK(trained_all >= 19);
}

TEST_CASE("Every position signal learns the filler task within its lengths") {
  for (PositionSignal position :
       {PositionSignal::kSinusoidal, PositionSignal::kLearned,
        PositionSignal::kRope}) {
    OrderLabSpec spec =
        Spec(OrderLabTask::kFiller, position, AttentionMask::kBidirectional, 2);
    Lab lab(spec);
    lab.Train(300);
    lab.Train(300);
    CAPTURE(static_cast<int>(position));
    for (int32_t length : {3, 5, 8}) CHECK(lab.Accuracy(length) >= 0.95f);
  }
}

TEST_CASE(
    "A learned table has a row per training position only: two words past "
    "it can swap places without changing the answer") {
  OrderLabSpec spec = Spec(OrderLabTask::kFiller, PositionSignal::kLearned,
                           AttentionMask::kBidirectional);
  spec.max_length = 4;
  Lab lab(spec);
  lab.Train(50);
  // Swapping two words that both sit past the table changes nothing but
  // where their attention weights stand.
  const std::vector<int32_t> a = {kOrderLabFirstFiller,
                                  kOrderLabFirstFiller,
                                  kOrderLabFirstFiller,
                                  kOrderLabFirstFiller,
                                  kMan,
                                  kBites,
                                  kDog};
  std::vector<int32_t> b = a;
  std::swap(b[4], b[6]);
  const Answer pa = Evaluate(lab, a), pb = Evaluate(lab, b);
  for (int32_t c = 0; c < kOrderLabClasses; ++c) {
    CHECK(pa.probabilities[c] == Approx(pb.probabilities[c]).margin(1e-6));
  }
  CHECK(pa.attention[5] == Approx(pb.attention[7]).margin(1e-6));
}
