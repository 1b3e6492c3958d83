// SPDX-License-Identifier: MIT
// A deliberately tiny 128-bit vector layer: f64x2 arithmetic and f64 -> f32
// stores, on WASM SIMD128 (em++ -msimd128), on SSE2 (every x86-64), and as a
// plain struct elsewhere (the `base` wasm flavour, built without -msimd128, so
// the module contains no v128 opcode and validates on engines without SIMD).
//
// Why not Google Highway here: Highway 1.0.3 (Debian's libhwy-dev) has no f64
// arithmetic and no f64 -> f32 demotion on its WASM target, and the encoding
// kernel needs both (its phase recurrence runs in float64, see encoding.cc).
#ifndef POSENC_SIMD128_H_
#define POSENC_SIMD128_H_

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#define POSENC_SIMD_NAME "wasm-simd128"
#elif defined(__SSE2__)
#include <emmintrin.h>
#define POSENC_SIMD_NAME "sse2"
#else
#include <cstring>
#define POSENC_SIMD_NAME "scalar"
#endif

namespace posenc::simd {

#if defined(__wasm_simd128__)

struct F64x2 {
  v128_t v;
};
inline F64x2 Set(double x) { return {wasm_f64x2_splat(x)}; }
inline F64x2 Load(const double* p) { return {wasm_v128_load(p)}; }
inline void Store(double* p, F64x2 a) { wasm_v128_store(p, a.v); }
inline F64x2 operator+(F64x2 a, F64x2 b) { return {wasm_f64x2_add(a.v, b.v)}; }
inline F64x2 operator-(F64x2 a, F64x2 b) { return {wasm_f64x2_sub(a.v, b.v)}; }
inline F64x2 operator*(F64x2 a, F64x2 b) { return {wasm_f64x2_mul(a.v, b.v)}; }
// out[0..1] = float(a[0..1]): one 64-bit store.
inline void StoreAsFloat2(float* out, F64x2 a) {
  wasm_v128_store64_lane(out, wasm_f32x4_demote_f64x2_zero(a.v), 0);
}
// out[0..3] = float(a0, b0, a1, b1): the (sin, cos) interleaving of two pairs.
inline void StoreAsFloatZip(float* out, F64x2 a, F64x2 b) {
  v128_t fa = wasm_f32x4_demote_f64x2_zero(a.v);
  v128_t fb = wasm_f32x4_demote_f64x2_zero(b.v);
  wasm_v128_store(out, wasm_i32x4_shuffle(fa, fb, 0, 4, 1, 5));
}
// out[0..3] = float(a0, a1, b0, b1): four consecutive values, one 128-bit
// store.
inline void StoreAsFloat4(float* out, F64x2 a, F64x2 b) {
  v128_t fa = wasm_f32x4_demote_f64x2_zero(a.v);
  v128_t fb = wasm_f32x4_demote_f64x2_zero(b.v);
  wasm_v128_store(out, wasm_i32x4_shuffle(fa, fb, 0, 1, 4, 5));
}

#elif defined(__SSE2__)

struct F64x2 {
  __m128d v;
};
inline F64x2 Set(double x) { return {_mm_set1_pd(x)}; }
inline F64x2 Load(const double* p) { return {_mm_loadu_pd(p)}; }
inline void Store(double* p, F64x2 a) { _mm_storeu_pd(p, a.v); }
inline F64x2 operator+(F64x2 a, F64x2 b) { return {_mm_add_pd(a.v, b.v)}; }
inline F64x2 operator-(F64x2 a, F64x2 b) { return {_mm_sub_pd(a.v, b.v)}; }
inline F64x2 operator*(F64x2 a, F64x2 b) { return {_mm_mul_pd(a.v, b.v)}; }
inline void StoreAsFloat2(float* out, F64x2 a) {
  _mm_storel_pi(reinterpret_cast<__m64*>(out), _mm_cvtpd_ps(a.v));
}
inline void StoreAsFloatZip(float* out, F64x2 a, F64x2 b) {
  _mm_storeu_ps(out, _mm_unpacklo_ps(_mm_cvtpd_ps(a.v), _mm_cvtpd_ps(b.v)));
}
inline void StoreAsFloat4(float* out, F64x2 a, F64x2 b) {
  _mm_storeu_ps(out, _mm_movelh_ps(_mm_cvtpd_ps(a.v), _mm_cvtpd_ps(b.v)));
}

#else

struct F64x2 {
  double v[2];
};
inline F64x2 Set(double x) { return {{x, x}}; }
inline F64x2 Load(const double* p) { return {{p[0], p[1]}}; }
inline void Store(double* p, F64x2 a) {
  p[0] = a.v[0];
  p[1] = a.v[1];
}
inline F64x2 operator+(F64x2 a, F64x2 b) {
  return {{a.v[0] + b.v[0], a.v[1] + b.v[1]}};
}
inline F64x2 operator-(F64x2 a, F64x2 b) {
  return {{a.v[0] - b.v[0], a.v[1] - b.v[1]}};
}
inline F64x2 operator*(F64x2 a, F64x2 b) {
  return {{a.v[0] * b.v[0], a.v[1] * b.v[1]}};
}
inline void StoreAsFloat2(float* out, F64x2 a) {
  out[0] = static_cast<float>(a.v[0]);
  out[1] = static_cast<float>(a.v[1]);
}
inline void StoreAsFloatZip(float* out, F64x2 a, F64x2 b) {
  out[0] = static_cast<float>(a.v[0]);
  out[1] = static_cast<float>(b.v[0]);
  out[2] = static_cast<float>(a.v[1]);
  out[3] = static_cast<float>(b.v[1]);
}
inline void StoreAsFloat4(float* out, F64x2 a, F64x2 b) {
  StoreAsFloat2(out, a);
  StoreAsFloat2(out + 2, b);
}

#endif

// Which implementation this translation unit was compiled with.
constexpr const char* kName = POSENC_SIMD_NAME;

}  // namespace posenc::simd

// ---------------------------------------- colour mapping helpers (colormap.cc)
namespace posenc::simd {

#if defined(__wasm_simd128__)

// a[0..1] = double(p[0..1]): two floats widened exactly.
inline F64x2 LoadFloat2(const float* p) {
  return {wasm_f64x2_promote_low_f32x4(wasm_v128_load64_zero(p))};
}
inline F64x2 operator/(F64x2 a, F64x2 b) { return {wasm_f64x2_div(a.v, b.v)}; }
// Table index of x = t * 256 per lane: NaN -> 128, else floor(x) clamped to
// [0, 255]. pmin/pmax (one instruction each under V8, where min/max take ~9)
// and f64 floor; the integer comes out of the mantissa after adding 2^52
// (exact for 0..255), not from trunc_sat, which V8 lowers to a long sequence.
inline void TableIndex2(F64x2 x, int32_t out[2]) {
  const v128_t nan = wasm_f64x2_ne(x.v, x.v);
  v128_t y = wasm_f64x2_pmin(wasm_f64x2_pmax(x.v, wasm_f64x2_splat(0.0)),
                             wasm_f64x2_splat(255.0));
  y = wasm_v128_bitselect(wasm_f64x2_splat(128.0), wasm_f64x2_floor(y), nan);
  y = wasm_f64x2_add(y, wasm_f64x2_splat(4503599627370496.0));  // 2^52
  out[0] = wasm_i32x4_extract_lane(y, 0);
  out[1] = wasm_i32x4_extract_lane(y, 2);
}

#elif defined(__SSE2__)

// _mm_loadl_epi64 reads through an unaligned, may-alias type: p needs no
// 8-byte alignment (a double* load, _mm_load_sd, would).
inline F64x2 LoadFloat2(const float* p) {
  const __m128i bits = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p));
  return {_mm_cvtps_pd(_mm_castsi128_ps(bits))};
}
inline F64x2 operator/(F64x2 a, F64x2 b) { return {_mm_div_pd(a.v, b.v)}; }
// SSE2 max/min return their second operand for a NaN, so NaN lanes are
// replaced by 128 first; truncation equals floor on [0, 255].
inline void TableIndex2(F64x2 x, int32_t out[2]) {
  const __m128d nan = _mm_cmpunord_pd(x.v, x.v);
  __m128d y =
      _mm_or_pd(_mm_and_pd(nan, _mm_set1_pd(128.0)), _mm_andnot_pd(nan, x.v));
  y = _mm_min_pd(_mm_max_pd(y, _mm_setzero_pd()), _mm_set1_pd(255.0));
  const __m128i i = _mm_cvttpd_epi32(y);
  out[0] = _mm_cvtsi128_si32(i);
  out[1] = _mm_cvtsi128_si32(_mm_shuffle_epi32(i, 1));
}

#else

inline F64x2 LoadFloat2(const float* p) { return {{p[0], p[1]}}; }
inline F64x2 operator/(F64x2 a, F64x2 b) {
  return {{a.v[0] / b.v[0], a.v[1] / b.v[1]}};
}
inline int32_t TableIndex1(double x) {
  if (x != x) return 128;
  return x <= 0 ? 0 : (x >= 255 ? 255 : static_cast<int32_t>(x));
}
inline void TableIndex2(F64x2 x, int32_t out[2]) {
  out[0] = TableIndex1(x.v[0]);
  out[1] = TableIndex1(x.v[1]);
}

#endif

}  // namespace posenc::simd

#endif  // POSENC_SIMD128_H_
