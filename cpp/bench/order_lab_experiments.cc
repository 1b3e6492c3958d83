// SPDX-License-Identifier: MIT
// The order lab's experiments, natively (CMake target
// posenc_order_lab_experiments, not built by default). Deterministic: the
// tables are the same on every run; only the timings vary.
//
//   posenc_order_lab_experiments [agent] [depth] [length] [speed]
//                                                            (default: all)
//
// agent   every position signal x mask x read-out on 'agent', seeds 1 .. 20
//         with the default spec otherwise, after kAgentSteps steps: how many
//         seeds answer all 96 trained sentences, the accuracy on the 24
//         sentences of the held-out noun pairs (median and range), how many
//         seeds reach 95% there, and the mean loss there.
// depth   one and two layers without a position signal on 'agent', seeds
//         1 .. 20, kAgentSteps steps: the agent table's counts, plus the
//         training accuracy's median and range, how many seeds pass 50%
//         and 75% on the held-out pairs, the largest change of any class
//         probability when the two nouns of any of the 120 sentences are
//         swapped, and how often an answer on the held-out pairs names a
//         noun not in the sentence.
// length  'filler' trained on 3 .. L = 8 words for kLengthSteps steps, seeds
//         1 .. 10, accuracy on the held-out noun pairs by length 3 .. 2L:
//         mean and range.
// speed   wall-clock timings of the default run, of steps at d = 16 and 64,
//         and of the slowest calls the caps allow.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "posenc/order_lab.h"

namespace {

using posenc::AttentionMask;
using posenc::OrderLabSpec;
using posenc::OrderLabTask;
using posenc::PositionSignal;
using posenc::Status;

constexpr int32_t kAgentSteps = 1000;
constexpr int32_t kLengthSteps = 1000;
constexpr uint32_t kAgentSeeds = 20, kLengthSeeds = 10;

const char* const kPositionNames[] = {"none", "sinusoidal", "learned", "rope"};
const char* const kMaskNames[] = {"bidirectional", "causal"};
const char* const kReadoutNames[] = {"cls", "last", "cls-end"};

struct State {
  OrderLabSpec spec;
  posenc::OrderLabCounters counters;
  std::vector<float> values, losses, accuracies;

  explicit State(const OrderLabSpec& s) : spec(s) {
    int32_t count = 0;
    posenc::OrderLabValueCount(spec, &count);
    values.resize(count);
    losses.resize(posenc::kOrderLabMaxSteps);
    accuracies.resize(posenc::kOrderLabMaxSteps);
    Check(posenc::OrderLabCreate(spec, &counters, values.data()));
  }
  static void Check(Status st) {
    if (st != Status::kOk) {
      std::fprintf(stderr, "order lab call failed: status %d\n", int(st));
      std::exit(1);
    }
  }
  void Train(int32_t steps) {
    Check(posenc::OrderLabTrain(
        spec, counters, values.data(), steps,
        {&counters, values.data(), losses.data(), accuracies.data()}));
  }
  // Accuracy and loss on the held-out noun pairs, and (when given) on the
  // trained ones, per length.
  void Test(std::vector<int32_t> lengths, float* accuracy, float* loss,
            float* trained = nullptr, float* trained_loss = nullptr) const {
    std::vector<float> scratch(2 * lengths.size());
    Check(posenc::OrderLabTest(
        spec, values.data(), lengths.data(),
        static_cast<int32_t>(lengths.size()),
        {accuracy, loss, trained ? trained : scratch.data(),
         trained_loss ? trained_loss : scratch.data() + lengths.size()}));
  }
};

double Mean(const std::vector<double>& v) {
  double sum = 0;
  for (double x : v) sum += x;
  return sum / v.size();
}

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// One row of the agent table.
void AgentRow(PositionSignal position, AttentionMask mask,
              posenc::Readout readout) {
  int trained_all = 0, unseen_95 = 0;
  std::vector<double> unseen, loss;
  for (uint32_t seed = 1; seed <= kAgentSeeds; ++seed) {
    OrderLabSpec spec;
    spec.position = position, spec.mask = mask, spec.seed = seed;
    spec.readout = readout;
    State state(spec);
    for (int32_t done = 0; done < kAgentSteps; done += 500) state.Train(500);
    float a = 0, l = 0, trained = 0, trained_loss = 0;
    state.Test({3}, &a, &l, &trained, &trained_loss);
    trained_all += trained == 1.0f ? 1 : 0;
    unseen_95 += a >= 0.95f ? 1 : 0;
    unseen.push_back(a), loss.push_back(l);
  }
  std::sort(unseen.begin(), unseen.end());
  std::printf(
      "%-10s %-13s %-7s  %5d/%u   %5.1f [%5.1f, %5.1f]   %5d/%u   %.4f\n",
      kPositionNames[int(position)], kMaskNames[int(mask)],
      kReadoutNames[int(readout)], trained_all, kAgentSeeds,
      100 * Median(unseen), 100 * unseen.front(), 100 * unseen.back(),
      unseen_95, kAgentSeeds, Mean(loss));
}

void AgentTable() {
  std::printf(
      "agent (dModel 16, lr 0.01, batch 16, %d steps; seeds 1-%u; each seed "
      "holds out 3 of the 15 noun pairs, both orders: 96 trained sentences, "
      "24 unseen)\n",
      kAgentSteps, kAgentSeeds);
  std::printf("%-10s %-13s %-7s  %7s   %-19s   %7s   %s\n", "position", "mask",
              "readout", "trained", "unseen % median", "unseen", "unseen loss");
  std::printf("%-10s %-13s %-7s  %7s   %-19s   %7s   %s\n", "", "", "",
              "at 100%", "[min, max]", "at 95%", "(mean)");
  for (int m = 0; m < 2; ++m) {
    for (int r = 0; r < 3; ++r) {
      for (int p = 0; p < 4; ++p) {
        AgentRow(PositionSignal(p), AttentionMask(m), posenc::Readout(r));
      }
    }
  }
  std::printf(
      "(an order-blind model answers at most one of two mirrored sentences: "
      "at most 50%%, loss at least ln 2 = 0.6931; chance is 1/6)\n\n");
}

// The largest change of a class probability when the nouns of a "noun
// verb noun" sentence are swapped, over every such sentence; and how many
// of the held-out pairs' 24 sentences get an answer naming neither noun.
void SwapsAndStrangers(const State& state, double* largest_change,
                       int* strangers) {
  using posenc::kOrderLabClasses;
  using posenc::kOrderLabFirstNoun;
  using posenc::kOrderLabFirstVerb;
  int32_t held[2 * posenc::kOrderLabHeldOutPairs];
  posenc::OrderLabHeldOutPairs(state.spec.seed, held);
  *largest_change = 0.0, *strangers = 0;
  auto evaluate = [&](const int32_t* words, float* probabilities) {
    int32_t answer = 0;
    float attention[4];
    State::Check(posenc::OrderLabEvaluate(
        state.spec, state.values.data(), words, 3,
        {&answer, probabilities, attention}));
    return answer;
  };
  for (int32_t a = 0; a < kOrderLabClasses; ++a) {
    for (int32_t b = 0; b < kOrderLabClasses; ++b) {
      if (a == b) continue;
      bool unseen = false;
      for (int32_t i = 0; i < posenc::kOrderLabHeldOutPairs; ++i) {
        unseen |= std::min(a, b) == held[2 * i] &&
                  std::max(a, b) == held[2 * i + 1];
      }
      for (int32_t verb = 0; verb < posenc::kOrderLabVerbs; ++verb) {
        const int32_t words[3] = {kOrderLabFirstNoun + a,
                                  kOrderLabFirstVerb + verb,
                                  kOrderLabFirstNoun + b};
        const int32_t swapped[3] = {words[2], words[1], words[0]};
        float p[kOrderLabClasses], q[kOrderLabClasses];
        const int32_t answer = evaluate(words, p);
        evaluate(swapped, q);
        for (int32_t c = 0; c < kOrderLabClasses; ++c) {
          *largest_change = std::max(*largest_change, double(std::fabs(p[c] - q[c])));
        }
        if (unseen && answer != a && answer != b) ++*strangers;
      }
    }
  }
}

// One row of the depth table.
void DepthRow(int32_t layers, AttentionMask mask, posenc::Readout readout) {
  int trained_all = 0, unseen_50 = 0, unseen_75 = 0, unseen_95 = 0;
  int strangers = 0;
  double largest_change = 0.0;
  std::vector<double> unseen, trained_accuracy;
  for (uint32_t seed = 1; seed <= kAgentSeeds; ++seed) {
    OrderLabSpec spec;
    spec.position = PositionSignal::kNone, spec.mask = mask, spec.seed = seed;
    spec.readout = readout, spec.layers = layers;
    State state(spec);
    for (int32_t done = 0; done < kAgentSteps; done += 500) state.Train(500);
    float a = 0, l = 0, trained = 0, trained_loss = 0;
    state.Test({3}, &a, &l, &trained, &trained_loss);
    trained_all += trained == 1.0f ? 1 : 0;
    unseen_50 += a > 0.5f ? 1 : 0;
    unseen_75 += a >= 0.75f ? 1 : 0;
    unseen_95 += a >= 0.95f ? 1 : 0;
    unseen.push_back(a), trained_accuracy.push_back(trained);
    double change = 0.0;
    int seed_strangers = 0;
    SwapsAndStrangers(state, &change, &seed_strangers);
    largest_change = std::max(largest_change, change);
    strangers += seed_strangers;
  }
  std::sort(unseen.begin(), unseen.end());
  std::sort(trained_accuracy.begin(), trained_accuracy.end());
  std::printf(
      "%6d %-13s %-7s  %5d/%u  %5.1f [%5.1f, %5.1f]  %5.1f [%5.1f, %5.1f]  "
      "%3d %3d %3d /%u  %9.1e  %4d/%u\n",
      layers, kMaskNames[int(mask)], kReadoutNames[int(readout)], trained_all,
      kAgentSeeds, 100 * Median(trained_accuracy),
      100 * trained_accuracy.front(), 100 * trained_accuracy.back(),
      100 * Median(unseen), 100 * unseen.front(), 100 * unseen.back(),
      unseen_50, unseen_75, unseen_95, kAgentSeeds, largest_change, strangers,
      24 * kAgentSeeds);
}

void DepthTable() {
  std::printf(
      "depth: agent, position none (dModel 16, lr 0.01, batch 16, %d steps; "
      "seeds 1-%u; 96 trained sentences, 24 unseen per seed)\n",
      kAgentSteps, kAgentSeeds);
  std::printf("%6s %-13s %-7s  %7s  %-19s  %-19s  %-14s  %9s  %s\n", "layers",
              "mask", "readout", "trained", "trained % median", "unseen % median",
              "unseen past", "swap", "unseen answers");
  std::printf("%6s %-13s %-7s  %7s  %-19s  %-19s  %-14s  %9s  %s\n", "", "",
              "", "at 100%", "[min, max]", "[min, max]", ">50 >=75 >=95%",
              "change", "naming neither noun");
  const struct {
    AttentionMask mask;
    posenc::Readout readout;
  } rows[] = {{AttentionMask::kCausal, posenc::Readout::kClsEnd},
              {AttentionMask::kCausal, posenc::Readout::kLast},
              {AttentionMask::kBidirectional, posenc::Readout::kCls},
              {AttentionMask::kBidirectional, posenc::Readout::kClsEnd},
              {AttentionMask::kBidirectional, posenc::Readout::kLast}};
  for (const auto& row : rows) {
    for (int32_t layers = 1; layers <= posenc::kOrderLabMaxLayers; ++layers) {
      DepthRow(layers, row.mask, row.readout);
    }
  }
  std::printf(
      "(swap change: the largest change of any class probability when the "
      "two nouns of any of the 120 sentences are swapped, over the seeds; "
      "float rounding is about 1e-7)\n\n");
}

void LengthRows(AttentionMask mask, const std::vector<int32_t>& lengths) {
  for (int p = 0; p < 4; ++p) {
    std::vector<std::vector<double>> by_length(lengths.size());
    for (uint32_t seed = 1; seed <= kLengthSeeds; ++seed) {
      OrderLabSpec spec;
      spec.task = OrderLabTask::kFiller;
      spec.position = PositionSignal(p), spec.mask = mask, spec.seed = seed;
      spec.readout = posenc::OrderLabDefaultReadout(mask);
      State state(spec);
      for (int32_t done = 0; done < kLengthSteps; done += 100) state.Train(100);
      std::vector<float> accuracy(lengths.size()), loss(lengths.size());
      state.Test(lengths, accuracy.data(), loss.data());
      for (size_t i = 0; i < lengths.size(); ++i) {
        by_length[i].push_back(accuracy[i]);
      }
    }
    std::printf("%-10s", kPositionNames[p]);
    for (const std::vector<double>& v : by_length)
      std::printf(" %7.2f", Mean(v));
    std::printf("\n%-10s", "  range %");
    for (std::vector<double> v : by_length) {
      std::sort(v.begin(), v.end());
      const int low = static_cast<int>(std::lround(100 * v.front()));
      const int high = static_cast<int>(std::lround(100 * v.back()));
      char range[16];
      std::snprintf(range, sizeof range, low == high ? "%d" : "%d-%d", low,
                    high);
      std::printf(" %7s", range);
    }
    std::printf("\n");
  }
}

void LengthTable() {
  const OrderLabSpec defaults;
  const int32_t train = defaults.max_length;
  std::vector<int32_t> lengths;
  for (int32_t n = 3; n <= 2 * train; ++n) lengths.push_back(n);
  for (int m = 0; m < 2; ++m) {
    std::printf(
        "filler, %s: trained on 3-%d words (%d steps, dModel 16), accuracy "
        "on the held-out noun pairs by length, mean over seeds 1-%u and "
        "range\n",
        kMaskNames[m], train, kLengthSteps, kLengthSeeds);
    std::printf("%-10s", "length");
    for (int32_t n : lengths) std::printf(" %7d", n);
    std::printf("\n");
    LengthRows(AttentionMask(m), lengths);
    std::printf("\n");
  }
}

double Milliseconds(const std::chrono::steady_clock::time_point& start) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - start)
      .count();
}

// Fastest of `repeats` runs of `steps` steps from a fresh state, in ms.
double TimeTraining(const OrderLabSpec& spec, int32_t steps, int repeats) {
  double best = 1e300;
  for (int r = 0; r < repeats; ++r) {
    State state(spec);
    const auto start = std::chrono::steady_clock::now();
    state.Train(steps);
    best = std::min(best, Milliseconds(start));
  }
  return best;
}

void Speed() {
  std::printf("speed (native, this machine; fastest of 5 runs)\n");
  const OrderLabSpec defaults;
  const double run = TimeTraining(defaults, posenc::kOrderLabDefaultSteps, 5);
  std::printf("default run (%d steps, dModel 16): %.2f ms\n",
              posenc::kOrderLabDefaultSteps, run);
  for (int32_t d : {16, 64}) {
    OrderLabSpec spec;
    spec.d_model = d;
    // 500 steps, or the most one call's cost cap admits.
    const int32_t steps = static_cast<int32_t>(std::min<int64_t>(
        500, posenc::kOrderLabMaxCost / posenc::OrderLabTrainCost(spec, 1)));
    const double ms = TimeTraining(spec, steps, 5);
    std::printf("agent dModel %d, batch 16: %.0f steps/s (%.1f us a step)\n", d,
                steps / ms * 1000, ms / steps * 1000);
  }
  OrderLabSpec worst;
  worst.task = OrderLabTask::kFiller;
  worst.position = PositionSignal::kRope;
  worst.d_model = posenc::kOrderLabMaxDModel;
  worst.max_length = posenc::kOrderLabMaxTrainLength;
  worst.batch = posenc::kOrderLabMaxBatch;
  // At every size cap, the most steps and test lengths the cost cap admits.
  const int32_t steps = static_cast<int32_t>(
      posenc::kOrderLabMaxCost / posenc::OrderLabTrainCost(worst, 1));
  std::printf(
      "slowest train call (filler, rope, dModel 64, L 16, batch %d, "
      "%d steps): %.0f ms\n",
      posenc::kOrderLabMaxBatch, steps, TimeTraining(worst, steps, 1));
  State state(worst);
  const int32_t longest = posenc::kOrderLabMaxLength;
  std::vector<int32_t> lengths(static_cast<size_t>(
      posenc::kOrderLabMaxCost / posenc::OrderLabTestCost(worst, &longest, 1)),
      longest);
  std::vector<float> a(lengths.size()), l(lengths.size());
  const auto start = std::chrono::steady_clock::now();
  state.Test(lengths, a.data(), l.data());
  std::printf("slowest test call (%zu lengths of %d words): %.0f ms\n",
              lengths.size(), posenc::kOrderLabMaxLength, Milliseconds(start));
}

}  // namespace

int main(int argc, char** argv) {
  const auto wants = [&](const char* name) {
    if (argc < 2) return true;
    for (int i = 1; i < argc; ++i) {
      if (std::strcmp(argv[i], name) == 0) return true;
    }
    return false;
  };
  if (wants("agent")) AgentTable();
  if (wants("depth")) DepthTable();
  if (wants("length")) LengthTable();
  if (wants("speed")) Speed();
  return 0;
}
