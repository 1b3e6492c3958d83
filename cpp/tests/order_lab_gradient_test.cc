// SPDX-License-Identifier: MIT
// The order lab's hand-written backward pass against central differences of
// its forward pass, both in float64 (the model is one template, run here
// with double), for every parameter group, position signal, mask, read-out
// and number of layers;
// and the float32 gradient the training uses against the float64 one.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "order_lab_helpers.h"
#include "order_lab_internal.h"

using namespace posenc;           // NOLINT(build/namespaces): test file
using namespace posenc::testing;  // NOLINT(build/namespaces)
using order_lab::Sentence;
using order_lab::Shape;

namespace {

// A batch that reaches every code path: the training lengths 3 .. L and
// two sentences past L (no learned row there).
std::vector<Sentence> GradientBatch(const OrderLabSpec& spec) {
  order_lab::Sampler sampler(12345);
  std::vector<Sentence> batch;
  for (int32_t length : {3, 4, 5, 6, spec.max_length, spec.max_length + 2,
                         spec.max_length + 5}) {
    batch.emplace_back();
    order_lab::DrawSentence(
        sampler, length, order_lab::PairsOf(spec.seed, false), &batch.back());
  }
  return batch;
}

struct Model {
  Shape shape;
  std::vector<float> pe;
  std::vector<Sentence> batch;
  std::vector<double> work;

  explicit Model(const OrderLabSpec& spec)
      : shape(order_lab::MakeShape(spec)),
        pe(static_cast<size_t>(order_lab::kPositionRows) * spec.d_model),
        batch(GradientBatch(spec)),
        work(static_cast<size_t>(order_lab::WorkSize(spec.d_model))) {
    order_lab::FillSinusoids(spec.d_model, pe.data());
  }

  template <class T>
  double Loss(const std::vector<T>& params, std::vector<T>* grad) {
    std::vector<T> w(work.size());
    std::vector<T> g(static_cast<size_t>(shape.count));
    int32_t correct = 0;
    const double loss = order_lab::BatchGradient(
        shape, params.data(), pe.data(), batch.data(),
        static_cast<int32_t>(batch.size()), w.data(), g.data(), &correct);
    if (grad != nullptr) *grad = g;
    return loss;
  }
};

// Parameters worth checking at: trained for a few steps from the seed, so
// that no group sits at its zero initialisation.
std::vector<float> SomewhatTrained(const OrderLabSpec& spec) {
  Lab lab(spec);
  lab.Train(25);
  return {lab.values.begin(),
          lab.values.begin() + order_lab::MakeShape(spec).count};
}

// 'filler' specs of width d for every position signal, mask, read-out and
// number of layers but the causal [CLS] in front, whose row sees [CLS]
// alone: its W_q and W_k get no gradient to check
// (order_lab_readout_test.cc covers it).
std::vector<OrderLabSpec> EveryModel(uint32_t seed, int32_t d) {
  std::vector<OrderLabSpec> specs;
  for (int32_t layers = 1; layers <= kOrderLabMaxLayers; ++layers) {
    for (PositionSignal position : kAllPositions) {
      for (AttentionMask mask : kAllMasks) {
        for (Readout readout : kAllReadouts) {
          if (mask == AttentionMask::kCausal && readout == Readout::kCls) {
            continue;
          }
          specs.push_back(Spec(OrderLabTask::kFiller, position, mask, seed));
          specs.back().readout = readout;
          specs.back().d_model = d;
          specs.back().layers = layers;
        }
      }
    }
  }
  return specs;
}

struct Group {
  const char* name;
  int64_t begin, end;
};

std::vector<Group> Groups(const Shape& s) {
  std::vector<Group> groups = {{"E", s.embedding, s.table},
                               {"learned table", s.table, s.block[0].wq}};
  const char* names[2][3] = {{"W_q", "W_k", "W_v"},
                             {"W_q2", "W_k2", "W_v2"}};
  for (int32_t l = 0; l < s.layers; ++l) {
    const order_lab::Block& b = s.block[l];
    const int64_t end = l + 1 < s.layers ? s.block[l + 1].wq : s.wo;
    groups.push_back({names[l][0], b.wq, b.wk});
    groups.push_back({names[l][1], b.wk, b.wv});
    groups.push_back({names[l][2], b.wv, end});
  }
  groups.push_back({"W_o", s.wo, s.bo});
  groups.push_back({"b_o", s.bo, s.count});
  return groups;
}

// Largest |central difference - analytic| over a group's parameters; the
// largest |analytic| goes to *largest. h = 1e-5: truncation error about
// h^2 |third derivative| ~ 1e-10, rounding error 1e-16 |L| / h ~ 1e-11.
double WorstError(Model& model, std::vector<double>& params,
                  const std::vector<double>& analytic, const Group& group,
                  double* largest) {
  const double h = 1e-5;
  double worst = 0.0;
  *largest = 0.0;
  for (int64_t i = group.begin; i < group.end; ++i) {
    const double saved = params[i];
    params[i] = saved + h;
    const double up = model.Loss<double>(params, nullptr);
    params[i] = saved - h;
    const double down = model.Loss<double>(params, nullptr);
    params[i] = saved;
    worst = std::fmax(worst, std::fabs((up - down) / (2.0 * h) - analytic[i]));
    *largest = std::fmax(*largest, std::fabs(analytic[i]));
  }
  return worst;
}

}  // namespace

TEST_CASE(
    "The analytic gradient of every parameter group matches central "
    "differences in float64, for every position signal, mask, read-out and "
    "number of layers") {
  // d = 5: an odd width (RoPE's unpaired channel, the lone sine).
  for (OrderLabSpec spec : EveryModel(3, 5)) {
    spec.max_length = 6;
    const std::vector<float> trained = SomewhatTrained(spec);
    std::vector<double> params(trained.begin(), trained.end());
    Model model(spec);
    std::vector<double> analytic;
    model.Loss(params, &analytic);
    for (const Group& group : Groups(model.shape)) {
      double largest = 0.0;
      const double worst = WorstError(model, params, analytic, group, &largest);
      char error[48];
      std::snprintf(error, sizeof error, "%.2e of %.2e", worst, largest);
      CAPTURE(spec.layers, static_cast<int>(spec.position),
              static_cast<int>(spec.mask), static_cast<int>(spec.readout),
              group.name, error);
      // Far above the difference quotient's own error, far below a wrong
      // term (of the gradient's order).
      CHECK(worst <= 1e-8 * std::fmax(largest, 1.0));
      if (group.end > group.begin) CHECK(largest > 1e-6);
    }
  }
}

TEST_CASE(
    "The float32 gradient the training uses agrees with the float64 one to "
    "float32 precision") {
  for (const OrderLabSpec& spec : EveryModel(5, 16)) {
    const std::vector<float> trained = SomewhatTrained(spec);
    Model model(spec);
    std::vector<float> single;
    std::vector<double> twice;
    const double loss_single = model.Loss(trained, &single);
    const double loss_double =
        model.Loss(std::vector<double>(trained.begin(), trained.end()), &twice);
    double difference = 0.0, norm = 0.0;
    for (size_t i = 0; i < twice.size(); ++i) {
      difference += (single[i] - twice[i]) * (single[i] - twice[i]);
      norm += twice[i] * twice[i];
    }
    CAPTURE(spec.layers, static_cast<int>(spec.position),
            static_cast<int>(spec.mask), static_cast<int>(spec.readout));
    CHECK(std::sqrt(difference / norm) < 1e-5);
    CHECK(std::fabs(loss_single - loss_double) < 1e-5);
  }
}
