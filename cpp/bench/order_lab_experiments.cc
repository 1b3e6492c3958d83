// SPDX-License-Identifier: MIT
// The order lab's experiments, natively (CMake target
// posenc_order_lab_experiments, not built by default). Deterministic: the
// tables are the same on every run; only the timings vary.
//
//   posenc_order_lab_experiments [agent] [length] [speed]   (default: all)
//
// agent   every position signal x mask on 'agent', seeds 1 .. 20 with the
//         default spec otherwise: how many reach 95% test accuracy within
//         kAgentSteps steps (tested every 10), the median step count, and
//         the test accuracy and loss after kAgentSteps.
// length  'filler' trained on 3 .. L = 8 words for kLengthSteps steps, seeds
//         1 .. 10, test accuracy by length 3 .. 2L: mean and range.
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
  void Test(std::vector<int32_t> lengths, float* accuracy, float* loss) const {
    Check(posenc::OrderLabTest(spec, values.data(), lengths.data(),
                               static_cast<int32_t>(lengths.size()), accuracy,
                               loss));
  }
};

double Mean(const std::vector<double>& v) {
  double sum = 0;
  for (double x : v) sum += x;
  return sum / v.size();
}

// "mean [min, max]" of values.
std::string Summary(std::vector<double> v, const char* format) {
  std::sort(v.begin(), v.end());
  char text[96];
  const std::string f = std::string(format) + " [" + format + ", " + format + "]";
  std::snprintf(text, sizeof text, f.c_str(), Mean(v), v.front(), v.back());
  return text;
}

// One row of the agent table.
void AgentRow(PositionSignal position, AttentionMask mask) {
  std::vector<int> reached;
  std::vector<double> accuracy, loss;
  for (uint32_t seed = 1; seed <= kAgentSeeds; ++seed) {
    OrderLabSpec spec;
    spec.position = position, spec.mask = mask, spec.seed = seed;
    State state(spec);
    float a = 0, l = 0;
    int first = -1;
    for (int32_t step = 10; step <= kAgentSteps; step += 10) {
      state.Train(10);
      state.Test({3}, &a, &l);
      if (first < 0 && a >= 0.95f) first = step;
    }
    if (first > 0) reached.push_back(first);
    accuracy.push_back(a), loss.push_back(l);
  }
  std::sort(reached.begin(), reached.end());
  char median[32] = "-";
  if (!reached.empty()) {
    std::snprintf(median, sizeof median, "%d", reached[reached.size() / 2]);
  }
  std::printf("%-10s %-13s  %2zu/%u  %6s   %-26s %s\n",
              kPositionNames[int(position)], kMaskNames[int(mask)],
              reached.size(), kAgentSeeds, median,
              Summary(accuracy, "%.3f").c_str(), Summary(loss, "%.4f").c_str());
}

void AgentTable() {
  std::printf(
      "agent (dModel 16, lr 0.01, batch 16; seeds 1-%u; test = all 120 "
      "sentences)\n",
      kAgentSeeds);
  std::printf("%-10s %-13s  %5s  %6s   %-26s %s\n", "position", "mask",
              ">=95%", "median", "accuracy after 1000 steps",
              "loss after 1000 steps");
  for (int m = 0; m < 2; ++m) {
    for (int p = 0; p < 4; ++p) AgentRow(PositionSignal(p), AttentionMask(m));
  }
  std::printf("(median: steps to reach 95%% among the seeds that did, "
              "tested every 10 steps; ln 2 = 0.6931)\n\n");
}

void LengthRows(AttentionMask mask, const std::vector<int32_t>& lengths) {
  for (int p = 0; p < 4; ++p) {
    std::vector<std::vector<double>> by_length(lengths.size());
    for (uint32_t seed = 1; seed <= kLengthSeeds; ++seed) {
      OrderLabSpec spec;
      spec.task = OrderLabTask::kFiller;
      spec.position = PositionSignal(p), spec.mask = mask, spec.seed = seed;
      State state(spec);
      for (int32_t done = 0; done < kLengthSteps; done += 100) state.Train(100);
      std::vector<float> accuracy(lengths.size()), loss(lengths.size());
      state.Test(lengths, accuracy.data(), loss.data());
      for (size_t i = 0; i < lengths.size(); ++i) {
        by_length[i].push_back(accuracy[i]);
      }
    }
    std::printf("%-10s", kPositionNames[p]);
    for (const std::vector<double>& v : by_length) std::printf(" %7.2f", Mean(v));
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
        "filler, %s: trained on 3-%d words (%d steps, dModel 16), test "
        "accuracy by length, mean over seeds 1-%u and range\n",
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
    const double ms = TimeTraining(spec, 500, 5);
    std::printf("agent dModel %d, batch 16: %.0f steps/s (%.1f us a step)\n", d,
                500 / ms * 1000, ms / 500 * 1000);
  }
  OrderLabSpec worst;
  worst.task = OrderLabTask::kFiller;
  worst.position = PositionSignal::kRope;
  worst.d_model = posenc::kOrderLabMaxDModel;
  worst.max_length = posenc::kOrderLabMaxTrainLength;
  worst.batch = posenc::kOrderLabMaxBatch;
  std::printf("slowest train call (filler, rope, dModel 64, L 16, batch %d, "
              "%d steps): %.0f ms\n",
              posenc::kOrderLabMaxBatch, posenc::kOrderLabMaxSteps,
              TimeTraining(worst, posenc::kOrderLabMaxSteps, 1));
  State state(worst);
  std::vector<int32_t> lengths(posenc::kOrderLabMaxLength,
                               posenc::kOrderLabMaxLength);
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
  if (wants("length")) LengthTable();
  if (wants("speed")) Speed();
  return 0;
}
