// SPDX-License-Identifier: MIT
// Native side of the benchmark suite (bench/run.mjs drives it): the
// same C++ as the wasm module, timed natively. Built twice (CMake targets
// posenc_bench, default flags = SSE2, the same 128-bit algorithm as WASM
// SIMD128; and posenc_bench_native, -march=native).
//
// Usage: posenc_bench <case> <rows> <cols> <reps>   one measurement
//        posenc_bench                                one per stdin line (the
//                                                    bench script keeps it
//                                                    running and interleaves)
// Cases: encode (positions x dModel), fill (store-only fill of the same
// buffer), gram (PE . PE^T of a rows x cols table), order-lab (a fresh
// order lab state of width rows, then cols training steps:
// order_lab_bench.h), order-lab-2 (the same with two layers). Prints one JSON line per
// measurement: {"case", "rows", "cols", "reps", "ms" (per call, fastest of
// three batches, as the JS side measures), "slowestBatchMs", "target",
// "simd"}.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "bench_kernels.h"
#include "order_lab_bench.h"
#include "posenc/encoding.h"

#ifndef POSENC_BENCH_TARGET
#define POSENC_BENCH_TARGET "default"
#endif

namespace {

struct Request {
  std::string name;
  int32_t rows = 0, cols = 0, reps = 0;
};

std::vector<float> g_out, g_table;

// Layers of an order lab case: 2 for order-lab-2, else 1.
int32_t LabLayers(const Request& r) { return r.name == "order-lab-2" ? 2 : 1; }

posenc::Status RunOnce(const Request& r) {
  posenc::EncodingSpec spec;
  spec.positions = r.rows;
  spec.d_model = r.cols;
  if (r.name == "encode") return posenc::Encode(spec, g_out.data());
  if (r.name == "order-lab" || r.name == "order-lab-2") {
    return posenc::bench::OrderLabRun(r.rows, r.cols, LabLayers(r),
                                      g_out.data());
  }
  if (r.name == "fill") {
    posenc::bench::FillStore(g_out.data(), int64_t{r.rows} * r.cols, 0.5f);
    return posenc::Status::kOk;
  }
  return posenc::bench::GramMatrix(g_table.data(), r.rows, r.cols,
                                   g_out.data());
}

// Prepares buffers (untimed), warms up once, then times `reps` calls in
// three batches; ms[b] = mean ms per call of batch b. The fastest batch is
// the figure reported, as timeCalls in bench/harness.js does.
bool Measure(const Request& r, std::vector<double>& ms) {
  const bool gram = r.name == "gram";
  const bool lab = r.name == "order-lab" || r.name == "order-lab-2";
  if (!gram && !lab && r.name != "encode" && r.name != "fill") return false;
  if (r.rows < 1 || r.cols < 1 || r.reps < 1) return false;
  g_out.assign(gram  ? size_t(r.rows) * r.rows
               : lab ? size_t(posenc::bench::OrderLabBenchFloats(
                           r.rows, r.cols, LabLayers(r)))
                     : size_t(r.rows) * r.cols,
               0.f);
  if (gram) {
    g_table.assign(size_t(r.rows) * r.cols, 0.f);
    posenc::EncodingSpec spec;
    spec.positions = r.rows;
    spec.d_model = r.cols;
    if (posenc::Encode(spec, g_table.data()) != posenc::Status::kOk)
      return false;
  }
  if (RunOnce(r) != posenc::Status::kOk) return false;
  const int32_t per_batch = std::max(1, (r.reps + 1) / 3);
  for (int b = 0; b < 3; ++b) {
    const auto start = std::chrono::steady_clock::now();
    for (int32_t i = 0; i < per_batch; ++i) RunOnce(r);
    const auto stop = std::chrono::steady_clock::now();
    ms.push_back(
        std::chrono::duration<double, std::milli>(stop - start).count() /
        per_batch);
  }
  return true;
}

void Report(const Request& r) {
  std::vector<double> ms;
  if (!Measure(r, ms)) {
    std::printf("{\"case\":\"%s\",\"error\":\"bad request\"}\n",
                r.name.c_str());
  } else {
    std::sort(ms.begin(), ms.end());
    std::printf(
        "{\"case\":\"%s\",\"rows\":%d,\"cols\":%d,\"reps\":%d,\"ms\":%.6f,"
        "\"slowestBatchMs\":%.6f,\"target\":\"%s\",\"simd\":\"%s\"}\n",
        r.name.c_str(), r.rows, r.cols, r.reps, ms.front(), ms.back(),
        POSENC_BENCH_TARGET, posenc::SimdPathName());
  }
  std::fflush(stdout);
}

Request Parse(const std::string& line) {
  Request r;
  std::istringstream in(line);
  in >> r.name >> r.rows >> r.cols >> r.reps;
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1) {
    std::string line;
    for (int i = 1; i < argc; ++i) line += std::string(argv[i]) + " ";
    Report(Parse(line));
    return 0;
  }
  for (std::string line; std::getline(std::cin, line);) {
    if (!line.empty()) Report(Parse(line));
  }
  return 0;
}
