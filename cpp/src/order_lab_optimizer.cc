// SPDX-License-Identifier: MIT
// The order lab's initial parameters and its optimiser, Adam (Kingma and Ba,
// 2015, Algorithm 1 with the bias corrections folded into the step size).
#include <cmath>
#include <limits>

#include "order_lab_internal.h"
#include "order_lab_math.h"

namespace posenc::order_lab {
namespace {

// W_q and W_k start at this fraction of the other weights' scale.
constexpr float kQueryKeyScale = 0.3f;
constexpr float kBeta1 = 0.9f, kBeta2 = 0.999f, kEpsilon = 1e-8f;
constexpr float kLargest = std::numeric_limits<float>::max();

// x clamped to [-kLargest, kLargest]: a moment that would overflow float32
// keeps the largest finite value (the sum of finite values overflows only
// to an infinity, which this turns back into the nearest finite value; a
// value in range is unchanged, so every ordinary run keeps its bits).
float Saturate(float x) {
  return x > kLargest ? kLargest : (x < -kLargest ? -kLargest : x);
}
// Salt of the parameter streams (an arbitrary constant); group g of a seed
// draws from the stream keyed by StreamKey(seed, kParameterSalt + g).
constexpr uint64_t kParameterSalt = 0x6f726465726c6162u;  // "orderlab"

// count values uniform in [-bound, bound) (grid 2^-23 bound) from stream g.
void Uniform(uint32_t seed, uint64_t group, float bound, int64_t count,
             float* out) {
  SplitMix64 stream(StreamKey(seed, kParameterSalt + group));
  for (int64_t i = 0; i < count; ++i) out[i] = bound * stream.NextSigned();
}

}  // namespace

void InitialParameters(const OrderLabSpec& spec, const Shape& shape,
                       float* params) {
  const int32_t d = shape.d;
  for (int64_t i = 0; i < shape.count; ++i) params[i] = 0.0f;  // table, b_o
  // E: mean square 1/2, as the sinusoid's entries (sin^2 and cos^2 average
  // 1/2), so that neither the word nor the position drowns the other.
  Uniform(spec.seed, 0, std::sqrt(1.5f), shape.table - shape.embedding,
          params + shape.embedding);
  // W_v, W_o: variance 1/d (LeCun), so v and the logits keep the scale of
  // x. W_q, W_k: kQueryKeyScale of that bound, so the scores start small
  // and the attention near uniform. Why: started at full scale, one word's
  // score can dominate before the positions are learned, the softmax
  // saturates and its gradient vanishes; started at a tenth, the attention
  // can settle on [CLS] within a few steps. The counts over seeds behind the
  // choice are in docs/performance.md ("Why the code is as it is").
  const float bound = std::sqrt(3.0f / static_cast<float>(d));
  const int64_t dd = int64_t{d} * d;
  // A second layer draws from streams 5 to 7 (the same scales), so that a
  // one-layer state keeps its bits.
  for (int32_t l = 0; l < shape.layers; ++l) {
    const uint64_t group = l == 0 ? 1 : 5;
    const Block& b = shape.block[l];
    Uniform(spec.seed, group, kQueryKeyScale * bound, dd, params + b.wq);
    Uniform(spec.seed, group + 1, kQueryKeyScale * bound, dd, params + b.wk);
    Uniform(spec.seed, group + 2, bound, dd, params + b.wv);
  }
  Uniform(spec.seed, 4, bound, int64_t{d} * kOrderLabClasses,
          params + shape.wo);
}

void AdamStep(int64_t count, int32_t step, float learning_rate,
              const float* grad, float* params, float* first, float* second) {
  // lr sqrt(1 - beta2^t) / (1 - beta1^t): the step size of the bias-corrected
  // moments, in float64 from integer powers (no libm pow).
  const double correction = std::sqrt(1.0 - PowInt(kBeta2, step)) /
                            (1.0 - PowInt(kBeta1, step));
  const float rate = static_cast<float>(learning_rate * correction);
  for (int64_t i = 0; i < count; ++i) {
    const float g = grad[i];
    first[i] = Saturate(kBeta1 * first[i] + (1.0f - kBeta1) * g);
    // g * g overflows for |g| > 1.8e19, and a second moment near the top of
    // float32 overflows when it grows: both saturate.
    second[i] = Saturate(kBeta2 * second[i] + (1.0f - kBeta2) * (g * g));
    params[i] -= rate * first[i] / (std::sqrt(second[i]) + kEpsilon);
  }
}

}  // namespace posenc::order_lab
