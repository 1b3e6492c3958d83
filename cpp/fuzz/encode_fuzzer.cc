// SPDX-License-Identifier: MIT
// Fuzzes ValidateEncoding, Encode and EncodeScalar with specs decoded from
// the input (fuzz_input.h). Contract checked on every input:
//  - ValidateEncoding accepts exactly the specs inside the documented limits;
//  - an invalid spec returns the same status from Encode and EncodeScalar and
//    writes nothing (a canary buffer stays intact), also with a null output;
//  - a valid spec (up to kHarnessElements, to keep each run fast) fills the
//    output with finite values in [-1, 1], and sampled cells are within the
//    2e-7 accuracy contract of a float64 reference;
//  - RowEncoder, asked for chunks of fuzzed sizes, writes exactly Encode's
//    rows, and nothing for an invalid spec.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "posenc/encoding.h"

namespace {

using posenc::EncodingSpec;
using posenc::Status;
using posenc::fuzz::Check;

// Outputs above this many values are only validated, not computed: a
// fuzzer run should execute thousands of inputs per second.
constexpr int64_t kHarnessElements = int64_t{1} << 16;
constexpr float kCanary = 12345.0f;
constexpr double kContract = 2e-7;

// The documented limits, written out again independently of the core.
bool InsideLimits(const EncodingSpec& s) {
  const bool layout = s.layout == posenc::Layout::kInterleaved ||
                      s.layout == posenc::Layout::kConcatenated;
  const bool spacing = s.spacing == posenc::Spacing::kPaper ||
                       s.spacing == posenc::Spacing::kTensor2Tensor;
  return s.positions >= 1 && s.positions <= posenc::kMaxPositions &&
         s.d_model >= 1 && s.d_model <= posenc::kMaxDModel &&
         std::isfinite(s.base) && s.base > 1.0 && s.offset >= 0 &&
         int64_t{s.offset} + s.positions <= posenc::kMaxPositions && layout &&
         spacing && int64_t{s.positions} * s.d_model <= posenc::kMaxElements;
}

double Reference(const EncodingSpec& s, int32_t row, int32_t col) {
  const int32_t pairs = posenc::PairCount(s.d_model);
  const bool interleaved = s.layout == posenc::Layout::kInterleaved;
  const int32_t pair =
      interleaved ? col / 2 : (col < pairs ? col : col - pairs);
  const bool is_sin = interleaved ? col % 2 == 0 : col < pairs;
  const double exponent =
      s.spacing == posenc::Spacing::kPaper
          ? -2.0 * pair / s.d_model
          : -static_cast<double>(pair) / (pairs > 1 ? pairs - 1 : 1);
  const double angle =
      static_cast<double>(s.offset + row) * std::pow(s.base, exponent);
  return is_sin ? std::sin(angle) : std::cos(angle);
}

void CheckRejected(const EncodingSpec& spec, Status status) {
  std::vector<float> canary(64, kCanary);
  Check(posenc::Encode(spec, canary.data()) == status);
  Check(posenc::EncodeScalar(spec, canary.data()) == status);
  Check(posenc::Encode(spec, nullptr) != Status::kOk);
  posenc::RowEncoder rows;
  Check(rows.Start(spec) == status);
  Check(rows.Next(1, canary.data()) == 0);
  for (float v : canary) Check(v == kCanary);
}

// RowEncoder in chunks of fuzzed sizes gives Encode's rows bit for bit.
void CheckChunked(const EncodingSpec& spec, const std::vector<float>& whole,
                  posenc::fuzz::FuzzInput& in) {
  posenc::RowEncoder rows;
  Check(rows.Start(spec) == Status::kOk);
  Check(rows.Next(0, nullptr) == 0);
  std::vector<float> got(whole.size(), kCanary);
  int32_t done = 0;
  while (done < spec.positions) {
    const int32_t ask = 1 + static_cast<int32_t>(in.Byte() % 200);
    const int32_t wrote =
        rows.Next(ask, got.data() + int64_t{done} * spec.d_model);
    Check(wrote == std::min(ask, spec.positions - done));
    done += wrote;
  }
  Check(rows.Next(1, got.data()) == 0);
  Check(std::memcmp(got.data(), whole.data(), whole.size() * sizeof(float)) ==
        0);
}

void CheckComputed(const EncodingSpec& spec, posenc::fuzz::FuzzInput& in) {
  const int64_t count = int64_t{spec.positions} * spec.d_model;
  for (bool simd : {true, false}) {
    std::vector<float> out(
        static_cast<size_t>(count));  // exact size: ASan sees overruns
    const Status st = simd ? posenc::Encode(spec, out.data())
                           : posenc::EncodeScalar(spec, out.data());
    Check(st == Status::kOk);
    for (float v : out) Check(std::isfinite(v) && v >= -1.0f && v <= 1.0f);
    for (int sample = 0; sample < 8; ++sample) {
      const int64_t cell =
          sample == 0 ? count - 1 : static_cast<int64_t>(in.U32() % count);
      const int32_t row = static_cast<int32_t>(cell / spec.d_model);
      const int32_t col = static_cast<int32_t>(cell % spec.d_model);
      Check(std::fabs(out[cell] - Reference(spec, row, col)) <= kContract);
    }
    if (simd) CheckChunked(spec, out, in);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  posenc::fuzz::FuzzInput in(data, size);
  EncodingSpec spec;
  spec.positions = in.Int(1, 2048);
  spec.d_model = in.Int(1, 1024);
  spec.base = in.Real();
  spec.layout = static_cast<posenc::Layout>(in.Int(0, 1));
  spec.offset = in.Int(0, posenc::kMaxPositions - 1);
  spec.spacing = static_cast<posenc::Spacing>(in.Int(0, 1));
  const Status status = posenc::ValidateEncoding(spec);
  Check((status == Status::kOk) == InsideLimits(spec));
  if (status != Status::kOk) {
    CheckRejected(spec, status);
  } else if (int64_t{spec.positions} * spec.d_model <= kHarnessElements) {
    CheckComputed(spec, in);
  }
  return 0;
}
