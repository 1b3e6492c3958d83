// SPDX-License-Identifier: MIT
// f32x4 helpers for the float32 kernels, on the same three targets
// as simd128.h (whose target detection this header reuses): WASM SIMD128,
// SSE2, and a plain struct for the `base` wasm flavour (no v128 opcode).
// Apart from simd128.h's float64 pairs: the float32 kernels (matrix_f32.cc,
// rope.cc, order_lab_math.h) use only these, the float64 ones only those.
#ifndef POSENC_SIMD128_F32_H_
#define POSENC_SIMD128_F32_H_

#include "simd128.h"

namespace posenc::simd {

#if defined(__wasm_simd128__)

struct F32x4 {
  v128_t v;
};
inline F32x4 SetF32(float x) { return {wasm_f32x4_splat(x)}; }
inline F32x4 LoadF32(const float* p) { return {wasm_v128_load(p)}; }
inline void StoreF32(float* p, F32x4 a) { wasm_v128_store(p, a.v); }
inline F32x4 operator+(F32x4 a, F32x4 b) { return {wasm_f32x4_add(a.v, b.v)}; }
inline F32x4 operator*(F32x4 a, F32x4 b) { return {wasm_f32x4_mul(a.v, b.v)}; }
// (a0, a1, a2, a3) -> (a1, a0, a3, a2): swaps the members of each pair.
inline F32x4 SwapPairs(F32x4 a) {
  return {wasm_i32x4_shuffle(a.v, a.v, 1, 0, 3, 2)};
}
// (a0, a1, a2, a3) -> (a0, a0, a2, a2) and -> (a1, a1, a3, a3).
inline F32x4 DupEven(F32x4 a) {
  return {wasm_i32x4_shuffle(a.v, a.v, 0, 0, 2, 2)};
}
inline F32x4 DupOdd(F32x4 a) {
  return {wasm_i32x4_shuffle(a.v, a.v, 1, 1, 3, 3)};
}
// (a0 + a1) + (a2 + a3), the same order on every target.
inline float SumLanes(F32x4 a) {
  return (wasm_f32x4_extract_lane(a.v, 0) + wasm_f32x4_extract_lane(a.v, 1)) +
         (wasm_f32x4_extract_lane(a.v, 2) + wasm_f32x4_extract_lane(a.v, 3));
}

#elif defined(__SSE2__)

struct F32x4 {
  __m128 v;
};
inline F32x4 SetF32(float x) { return {_mm_set1_ps(x)}; }
inline F32x4 LoadF32(const float* p) { return {_mm_loadu_ps(p)}; }
inline void StoreF32(float* p, F32x4 a) { _mm_storeu_ps(p, a.v); }
inline F32x4 operator+(F32x4 a, F32x4 b) { return {_mm_add_ps(a.v, b.v)}; }
inline F32x4 operator*(F32x4 a, F32x4 b) { return {_mm_mul_ps(a.v, b.v)}; }
inline F32x4 SwapPairs(F32x4 a) {
  return {_mm_shuffle_ps(a.v, a.v, _MM_SHUFFLE(2, 3, 0, 1))};
}
inline F32x4 DupEven(F32x4 a) {
  return {_mm_shuffle_ps(a.v, a.v, _MM_SHUFFLE(2, 2, 0, 0))};
}
inline F32x4 DupOdd(F32x4 a) {
  return {_mm_shuffle_ps(a.v, a.v, _MM_SHUFFLE(3, 3, 1, 1))};
}
inline float SumLanes(F32x4 a) {
  const float l1 = _mm_cvtss_f32(_mm_shuffle_ps(a.v, a.v, 1));
  const float l2 = _mm_cvtss_f32(_mm_shuffle_ps(a.v, a.v, 2));
  const float l3 = _mm_cvtss_f32(_mm_shuffle_ps(a.v, a.v, 3));
  return (_mm_cvtss_f32(a.v) + l1) + (l2 + l3);
}

#else

struct F32x4 {
  float v[4];
};
inline F32x4 SetF32(float x) { return {{x, x, x, x}}; }
inline F32x4 LoadF32(const float* p) { return {{p[0], p[1], p[2], p[3]}}; }
inline void StoreF32(float* p, F32x4 a) {
  p[0] = a.v[0];
  p[1] = a.v[1];
  p[2] = a.v[2];
  p[3] = a.v[3];
}
inline F32x4 operator+(F32x4 a, F32x4 b) {
  return {{a.v[0] + b.v[0], a.v[1] + b.v[1], a.v[2] + b.v[2], a.v[3] + b.v[3]}};
}
inline F32x4 operator*(F32x4 a, F32x4 b) {
  return {{a.v[0] * b.v[0], a.v[1] * b.v[1], a.v[2] * b.v[2], a.v[3] * b.v[3]}};
}
inline F32x4 SwapPairs(F32x4 a) { return {{a.v[1], a.v[0], a.v[3], a.v[2]}}; }
inline F32x4 DupEven(F32x4 a) { return {{a.v[0], a.v[0], a.v[2], a.v[2]}}; }
inline F32x4 DupOdd(F32x4 a) { return {{a.v[1], a.v[1], a.v[3], a.v[3]}}; }
inline float SumLanes(F32x4 a) { return (a.v[0] + a.v[1]) + (a.v[2] + a.v[3]); }

#endif

}  // namespace posenc::simd

#endif  // POSENC_SIMD128_F32_H_
