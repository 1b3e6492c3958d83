// SPDX-License-Identifier: MIT
// The order lab's own exp, log and integer power against the C library's,
// and its vector kernels against plain loops.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <vector>

#include "order_lab_math.h"

using namespace posenc::order_lab;  // NOLINT(build/namespaces): test file

namespace {

// |a - b| in units of b's last place.
double Ulps(double a, double b) {
  return std::fabs(a - b) /
         (std::nextafter(std::fabs(b), INFINITY) - std::fabs(b));
}

}  // namespace

TEST_CASE("Exp is within 2 ulp of the C library's over the softmax range") {
  double worst = 0.0;
  for (double x = -690.0; x <= 700.0; x += 0.0137) {
    worst = std::fmax(worst, Ulps(Exp(x), std::exp(x)));
  }
  for (double x = -1.0; x <= 1.0; x += 1.0 / 1024) {
    worst = std::fmax(worst, Ulps(Exp(x), std::exp(x)));
  }
  CAPTURE(worst);
  CHECK(worst <= 2.0);
  CHECK(Exp(0.0) == 1.0);
  CHECK(Exp(-800.0) == 0.0);
  CHECK(Exp(-std::numeric_limits<double>::infinity()) == 0.0);
  CHECK(std::isinf(Exp(710.0)));
  CHECK(std::isnan(Exp(std::numeric_limits<double>::quiet_NaN())));
}

TEST_CASE("Log is within 2 ulp of the C library's from tiny to huge") {
  double worst = 0.0;
  for (double y = 1e-300; y < 1e300; y *= 1.0371) {
    worst = std::fmax(worst, Ulps(Log(y), std::log(y)));
  }
  for (double y = 0.5; y <= 64.0; y += 1.0 / 512) {
    if (y != 1.0) worst = std::fmax(worst, Ulps(Log(y), std::log(y)));
  }
  CAPTURE(worst);
  CHECK(worst <= 2.0);
  CHECK(Log(1.0) == 0.0);
  CHECK(Log(0.0) == -std::numeric_limits<double>::infinity());
  CHECK(std::isnan(Log(-1.0)));
  CHECK(std::isinf(Log(std::numeric_limits<double>::infinity())));
}

TEST_CASE("PowInt multiplies out integer powers") {
  CHECK(PowInt(0.5, 0) == 1.0);
  CHECK(PowInt(0.5, 10) == 1.0 / 1024);
  CHECK(PowInt(3.0, 13) == 1594323.0);
  CHECK(PowInt(0.999, 1000) == Approx(std::pow(0.999, 1000)).epsilon(1e-13));
  CHECK(PowInt(0.9, 1 << 30) == 0.0);
}

TEST_CASE("Dot and AddScaled agree with plain loops at every width") {
  for (int32_t n = 0; n <= 19; ++n) {
    std::vector<float> a(n), b(n), y(n), expected(n);
    for (int32_t j = 0; j < n; ++j) {
      a[j] = 0.25f * j - 1.0f;
      b[j] = 1.0f / (j + 1);
      y[j] = expected[j] = 0.5f * j;
    }
    double dot = 0.0;
    for (int32_t j = 0; j < n; ++j) dot += double(a[j]) * b[j];
    CHECK(Dot(a.data(), b.data(), n) == Approx(dot).margin(1e-5));
    AddScaled(0.75f, a.data(), n, y.data());
    for (int32_t j = 0; j < n; ++j) {
      CHECK(y[j] == expected[j] + 0.75f * a[j]);  // one rounding per element
    }
  }
}
