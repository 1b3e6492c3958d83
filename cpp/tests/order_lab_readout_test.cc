// SPDX-License-Identifier: MIT
// The order lab's read-out option, its held-out noun pairs and the four
// terms of the read-out's scores: what the model reads, what it is never
// trained on, and how each score splits.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <set>
#include <utility>
#include <vector>

#include "order_lab_helpers.h"
#include "order_lab_internal.h"

using namespace posenc;           // NOLINT(build/namespaces): test file
using namespace posenc::testing;  // NOLINT(build/namespaces)

namespace {

constexpr int32_t kMan = kOrderLabFirstNoun, kDog = kOrderLabFirstNoun + 2;
constexpr int32_t kBites = kOrderLabFirstVerb;
constexpr int32_t kThe = kOrderLabFirstFiller;

struct Scored {
  Answer answer;
  std::vector<float> terms;
};

Scored EvaluateTerms(const Lab& lab, const std::vector<int32_t>& words) {
  const size_t tokens = words.size() + 1;
  Scored s{
      {-1, std::vector<float>(kOrderLabClasses), std::vector<float>(tokens)},
      std::vector<float>(4 * tokens)};
  REQUIRE(OrderLabEvaluate(lab.spec, lab.values.data(), words.data(),
                           static_cast<int32_t>(words.size()),
                           {&s.answer.answer, s.answer.probabilities.data(),
                            s.answer.attention.data(), s.terms.data()}) ==
          Status::kOk);
  return s;
}

// The four terms computed directly in double from the parameter buffer
// and the formulas of order_lab.h, with no code of the model.
std::vector<double> DirectTerms(const Lab& lab,
                                const std::vector<int32_t>& words) {
  const order_lab::Shape shape = order_lab::MakeShape(lab.spec);
  const int32_t d = shape.d, n = static_cast<int32_t>(words.size());
  const int32_t tokens = n + 1;
  const bool end = lab.spec.readout == Readout::kClsEnd;
  std::vector<int32_t> ids;
  if (!end) ids.push_back(kOrderLabCls);
  ids.insert(ids.end(), words.begin(), words.end());
  if (end) ids.push_back(kOrderLabCls);
  const int32_t r = lab.spec.readout == Readout::kCls ? 0 : n;
  const int32_t seen = lab.spec.mask == AttentionMask::kCausal ? r + 1 : tokens;
  std::vector<float> pe(static_cast<size_t>(order_lab::kPositionRows) * d);
  order_lab::FillSinusoids(d, pe.data());
  const float* p = lab.values.data();
  auto embedding = [&](int32_t t, int32_t j) {
    return double(p[shape.embedding + int64_t{ids[t]} * d + j]);
  };
  auto position = [&](int32_t t, int32_t j) {
    switch (lab.spec.position) {
      case PositionSignal::kSinusoidal:
        return double(pe[int64_t{t} * d + j]);
      case PositionSignal::kLearned:
        return t < shape.table_rows
                   ? double(p[shape.table + int64_t{t} * d + j])
                   : 0.0;
      default:
        return 0.0;
    }
  };
  // v W for a row vector given by a function of the channel.
  auto project = [&](auto&& row, int64_t w) {
    std::vector<double> out(d, 0.0);
    for (int32_t i = 0; i < d; ++i) {
      for (int32_t j = 0; j < d; ++j) {
        out[j] += row(i) * double(p[w + int64_t{i} * d + j]);
      }
    }
    return out;
  };
  auto rotate = [&](std::vector<double> v, int32_t t) {
    if (lab.spec.position != PositionSignal::kRope) return v;
    for (int32_t j = 0; j + 1 < d; j += 2) {
      const double s = pe[int64_t{t} * d + j], c = pe[int64_t{t} * d + j + 1];
      const double a = v[j], b = v[j + 1];
      v[j] = a * c - b * s, v[j + 1] = a * s + b * c;
    }
    return v;
  };
  auto dot = [&](const std::vector<double>& a, const std::vector<double>& b) {
    double sum = 0.0;
    for (int32_t j = 0; j < d; ++j) sum += a[j] * b[j];
    return sum / std::sqrt(double(d));
  };
  const std::vector<double> qe =
      project([&](int32_t i) { return embedding(r, i); }, shape.block[0].wq);
  const std::vector<double> qp =
      project([&](int32_t i) { return position(r, i); }, shape.block[0].wq);
  std::vector<double> terms(4 * tokens, 0.0);
  for (int32_t t = 0; t < seen; ++t) {
    const std::vector<double> ke =
        project([&](int32_t i) { return embedding(t, i); }, shape.block[0].wk);
    const std::vector<double> kp =
        project([&](int32_t i) { return position(t, i); }, shape.block[0].wk);
    terms[t] = dot(qe, ke);
    // RoPE: the word.position slot holds what the rotation adds.
    terms[tokens + t] = lab.spec.position == PositionSignal::kRope
                            ? dot(rotate(qe, r), rotate(ke, t)) - dot(qe, ke)
                            : dot(qe, kp);
    terms[2 * tokens + t] = dot(qp, ke);
    terms[3 * tokens + t] = dot(qp, kp);
  }
  return terms;
}

// Swapping the two nouns of a sentence: indices of the nouns.
std::vector<int32_t> Swapped(std::vector<int32_t> words) {
  std::vector<size_t> at;
  for (size_t i = 0; i < words.size(); ++i) {
    if (words[i] < kOrderLabFirstVerb) at.push_back(i);
  }
  REQUIRE(at.size() == 2);
  std::swap(words[at[0]], words[at[1]]);
  return words;
}

float LargestProbabilityChange(const Lab& lab,
                               const std::vector<int32_t>& words) {
  const Answer a = Evaluate(lab, words), b = Evaluate(lab, Swapped(words));
  float largest = 0.0f;
  for (int32_t c = 0; c < kOrderLabClasses; ++c) {
    largest =
        std::max(largest, std::fabs(a.probabilities[c] - b.probabilities[c]));
  }
  return largest;
}

// Blind to order: swapping the nouns changes the outputs by float rounding
// only, in a short sentence and a long one, and at most one of each mirrored
// pair is right.
void CheckBlind(Lab& lab) {
  CHECK(LargestProbabilityChange(lab, {kMan, kBites, kDog}) <= 1e-6f);
  CHECK(LargestProbabilityChange(lab, {kThe, kDog, kThe, kBites, kMan + 1,
                                       kThe + 3}) <= 1e-6f);
  CHECK(lab.Accuracy(3) <= 0.5f);
  CHECK(lab.TrainingAccuracy(3) <= 0.5f);
}

}  // namespace

TEST_CASE(
    "The default read-out follows the mask: [CLS] in front for "
    "bidirectional, the last word for causal") {
  CHECK(OrderLabDefaultReadout(AttentionMask::kBidirectional) == Readout::kCls);
  CHECK(OrderLabDefaultReadout(AttentionMask::kCausal) == Readout::kLast);
  CHECK(OrderLabSpec{}.readout == Readout::kCls);
}

TEST_CASE(
    "Each read-out reads its token: the attention row covers the tokens it "
    "sees, and [CLS] stands where the read-out puts it") {
  for (AttentionMask mask : kAllMasks) {
    for (Readout readout : kAllReadouts) {
      OrderLabSpec spec =
          Spec(OrderLabTask::kAgent, PositionSignal::kNone, mask);
      spec.readout = readout;
      Lab lab(spec);
      const order_lab::Shape shape = order_lab::MakeShape(spec);
      order_lab::Sentence s;
      s.length = 3, s.words[0] = kMan, s.words[1] = kBites, s.words[2] = kDog;
      const int32_t cls = readout == Readout::kClsEnd ? 3 : 0;
      CHECK(order_lab::TokenId(shape, s, cls) == kOrderLabCls);
      CHECK(order_lab::ReadOutToken(shape, s) ==
            (readout == Readout::kCls ? 0 : 3));
      const Answer a = Evaluate(lab, {kMan, kBites, kDog});
      const bool cls_alone =
          mask == AttentionMask::kCausal && readout == Readout::kCls;
      CAPTURE(static_cast<int>(mask), static_cast<int>(readout));
      if (cls_alone) {  // the causal row of [CLS] in front sees it alone
        CHECK(a.attention == std::vector<float>{1.0f, 0.0f, 0.0f, 0.0f});
      } else {
        for (float w : a.attention) CHECK(w > 0.0f);
      }
    }
  }
}

TEST_CASE(
    "Causal with [CLS] in front sees nothing of the sentence: every "
    "sentence gets the same answer") {
  OrderLabSpec spec = Spec(OrderLabTask::kAgent, PositionSignal::kSinusoidal,
                           AttentionMask::kCausal);
  spec.readout = Readout::kCls;
  Lab lab(spec);
  lab.Train(30);
  const Answer a = Evaluate(lab, {kMan, kBites, kDog});
  const Answer b = Evaluate(lab, {kDog + 1, kBites + 2, kThe, kMan});
  CHECK(a.probabilities == b.probabilities);
}

TEST_CASE(
    "The seed holds out 3 of the 15 noun pairs, both orders, and no "
    "training sentence of either task holds one") {
  std::set<std::vector<int32_t>> choices;
  for (uint32_t seed : {0u, 1u, 2u, 7u, 4294967295u}) {
    int32_t classes[2 * kOrderLabHeldOutPairs];
    OrderLabHeldOutPairs(seed, classes);
    choices.insert(std::vector<int32_t>(classes, classes + 6));
    for (int32_t i = 0; i < kOrderLabHeldOutPairs; ++i) {
      CHECK(classes[2 * i] < classes[2 * i + 1]);
      CHECK(classes[2 * i] >= 0);
      CHECK(classes[2 * i + 1] < kOrderLabClasses);
      if (i > 0) {
        CHECK(std::make_pair(classes[2 * i - 2], classes[2 * i - 1]) <
              std::make_pair(classes[2 * i], classes[2 * i + 1]));
      }
    }
    CHECK(order_lab::PairsOf(seed, true).count == 6);
    CHECK(order_lab::PairsOf(seed, false).count == 24);
    for (OrderLabTask task : {OrderLabTask::kAgent, OrderLabTask::kFiller}) {
      OrderLabSpec spec = Spec(task, PositionSignal::kNone,
                               AttentionMask::kBidirectional, seed);
      const order_lab::NounPairs pairs = order_lab::PairsOf(seed, false);
      order_lab::Sampler sampler(order_lab::InitialSamplerState(seed));
      std::set<std::pair<int32_t, int32_t>> drawn;
      for (int i = 0; i < 3000; ++i) {
        order_lab::Sentence s;
        order_lab::DrawTrainingSentence(spec, pairs, sampler, &s);
        std::vector<int32_t> nouns;
        for (int32_t t = 0; t < s.length; ++t) {
          if (s.words[t] < kOrderLabFirstVerb) {
            nouns.push_back(s.words[t] - kOrderLabFirstNoun);
          }
        }
        REQUIRE(nouns.size() == 2);
        CHECK_FALSE(order_lab::IsHeldOut(seed, nouns[0], nouns[1]));
        drawn.insert({nouns[0], nouns[1]});
      }
      CHECK(drawn.size() == 24);  // every trained ordered pair occurs
    }
  }
  CHECK(choices.size() > 1);  // the seed chooses
}

TEST_CASE(
    "Test measures the held-out pairs and the trained ones apart: at length "
    "3 every sentence of each set, counted exactly") {
  // An untrained model's answer per sentence, counted by hand over each set.
  Lab lab(Spec(OrderLabTask::kAgent, PositionSignal::kSinusoidal,
               AttentionMask::kBidirectional, 5));
  lab.Train(20);
  int32_t right[2] = {0, 0}, count[2] = {0, 0};
  for (int32_t i = 0; i < order_lab::kAgentSentences; ++i) {
    order_lab::Sentence s;
    order_lab::AgentSentence(i, &s);
    const int held = order_lab::IsHeldOut(5, s.words[0] - kOrderLabFirstNoun,
                                          s.words[2] - kOrderLabFirstNoun);
    const Answer a = Evaluate(lab, {s.words[0], s.words[1], s.words[2]});
    right[held] += a.answer == s.answer ? 1 : 0;
    ++count[held];
  }
  CHECK(count[1] == 24);
  CHECK(count[0] == 96);
  CHECK(lab.Accuracy(3) == static_cast<float>(right[1]) / 24);
  CHECK(lab.TrainingAccuracy(3) == static_cast<float>(right[0]) / 96);
}

TEST_CASE(
    "The four terms of the read-out's scores match a direct computation "
    "(one layer) and sum to the scores, for every position signal, mask, "
    "read-out and number of layers") {
  const std::vector<int32_t> words = {kThe, kMan, kBites, kThe, kDog};
  for (int32_t layers = 1; layers <= kOrderLabMaxLayers; ++layers) {
  for (PositionSignal position : kAllPositions) {
    for (AttentionMask mask : kAllMasks) {
      for (Readout readout : kAllReadouts) {
        OrderLabSpec spec = Spec(OrderLabTask::kFiller, position, mask, 3);
        spec.readout = readout;
        spec.d_model = 6;
        spec.max_length = 4;  // the learned table ends before the last word
        spec.layers = layers;
        Lab lab(spec);
        lab.Train(25);
        const Scored s = EvaluateTerms(lab, words);
        CAPTURE(layers, static_cast<int>(position), static_cast<int>(mask),
                static_cast<int>(readout));
        const size_t tokens = words.size() + 1;
        if (layers == 1) {
          const std::vector<double> direct = DirectTerms(lab, words);
          for (size_t i = 0; i < 4 * tokens; ++i) {
            CAPTURE(i);
            CHECK(s.terms[i] == Approx(direct[i]).margin(1e-5));
          }
        }
        if (position == PositionSignal::kNone ||
            position == PositionSignal::kRope) {
          const size_t zero_from =
              position == PositionSignal::kRope ? 2 * tokens : tokens;
          for (size_t i = zero_from; i < 4 * tokens; ++i) {
            CHECK(s.terms[i] == 0.0f);
          }
        }
        if (position == PositionSignal::kRope) {
          // The rotation's part is not zero at every token: RoPE puts the
          // position inside the score. Position 0 turns by nothing, so a
          // read-out that sees [CLS] alone (causal, kCls) keeps its score.
          bool moved = false;
          for (size_t t = 0; t < tokens; ++t) {
            moved = moved || std::abs(s.terms[tokens + t]) > 1e-4f;
          }
          CHECK(moved != (mask == AttentionMask::kCausal &&
                          readout == Readout::kCls));
        }
        // The scores, recovered from the attention weights: the softmax
        // of the terms' sums over the seen tokens gives back the weights.
        double top = -1e30;
        std::vector<double> score(tokens);
        for (size_t t = 0; t < tokens; ++t) {
          score[t] = double(s.terms[t]) + s.terms[tokens + t] +
                     s.terms[2 * tokens + t] + s.terms[3 * tokens + t];
          if (s.answer.attention[t] > 0.0f) top = std::max(top, score[t]);
        }
        double sum = 0.0;
        for (size_t t = 0; t < tokens; ++t) {
          if (s.answer.attention[t] > 0.0f) sum += std::exp(score[t] - top);
        }
        for (size_t t = 0; t < tokens; ++t) {
          if (s.answer.attention[t] == 0.0f) continue;
          CHECK(std::exp(score[t] - top) / sum ==
                Approx(s.answer.attention[t]).margin(1e-5));
        }
      }
    }
  }
  }
}

TEST_CASE(
    "Swapping the nouns changes the output by float rounding only where a "
    "one-layer model is blind: no position signal, read out at [CLS]") {
  for (OrderLabTask task : {OrderLabTask::kAgent, OrderLabTask::kFiller}) {
    for (AttentionMask mask : kAllMasks) {
      for (Readout readout : {Readout::kCls, Readout::kClsEnd}) {
        OrderLabSpec spec = Spec(task, PositionSignal::kNone, mask, 9);
        spec.readout = readout;
        Lab lab(spec);
        lab.Train(150);
        CAPTURE(static_cast<int>(task), static_cast<int>(mask),
                static_cast<int>(readout));
        CheckBlind(lab);
      }
    }
  }
  // Where the model can see order it uses it: the last word as read-out.
  OrderLabSpec last = Spec(OrderLabTask::kAgent, PositionSignal::kNone,
                           AttentionMask::kBidirectional, 9);
  last.readout = Readout::kLast;
  Lab lab(last);
  lab.Train(150);
  CHECK(LargestProbabilityChange(lab, {kMan, kBites, kDog}) > 0.1f);
}

TEST_CASE(
    "Two bidirectional layers without a position signal stay blind; two "
    "causal layers read out at [CLS] after the words are not") {
  for (OrderLabTask task : {OrderLabTask::kAgent, OrderLabTask::kFiller}) {
    for (Readout readout : {Readout::kCls, Readout::kClsEnd}) {
      OrderLabSpec spec = Spec(task, PositionSignal::kNone,
                               AttentionMask::kBidirectional, 9);
      spec.readout = readout;
      spec.layers = 2;
      Lab lab(spec);
      lab.Train(150);
      CAPTURE(static_cast<int>(task), static_cast<int>(readout));
      CheckBlind(lab);
    }
  }
  // The causal mask: the first layer's row of each noun mixes the words
  // before it, so the two nouns' rows differ and the second layer can
  // tell which came first.
  OrderLabSpec causal = Spec(OrderLabTask::kAgent, PositionSignal::kNone,
                             AttentionMask::kCausal, 9);
  causal.readout = Readout::kClsEnd;
  causal.layers = 2;
  Lab lab(causal);
  lab.Train(300);
  CHECK(LargestProbabilityChange(lab, {kMan, kBites, kDog}) > 0.1f);
  CHECK(lab.TrainingAccuracy(3) > 0.5f);
}
