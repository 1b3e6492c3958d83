// SPDX-License-Identifier: MIT
// The order lab's model (formulas in order_lab.h): the forward pass of one
// sentence, its hand-written backward pass, and the loss and gradient of a
// batch. Templated on the scalar: float for training, double for the
// gradient check, with the same code and the same order of operations.
//
// Where the time goes: the key projections k_t = x_t W_k and their
// gradients, 3 T d^2 multiply-adds per sentence of T tokens, then 6 d^2 for
// W_q and W_v, all of them rows of d values handed to the 128-bit kernels
// of order_lab_math.h. The values are never projected one by one: the
// read-out needs only sum_t a_t v_t = (sum_t a_t x_t) W_v, one projection.
#include <cmath>

#include "order_lab_internal.h"
#include "order_lab_math.h"
#include "posenc/encoding.h"

namespace posenc::order_lab {
namespace {

// The scratch of WorkSize(d) values, as named arrays: one sentence's
// forward and backward pass, and the transposed weights of a batch.
template <class T>
struct Work {
  T *x, *k, *dk, *dx;               // kMaxSentenceTokens x d each
  T *q, *dq, *h, *dh, *mix, *dmix;  // d each; mix = sum_t a_t x_t
  T *a, *da;                        // kMaxSentenceTokens each: attention, gradient
  T* p;                             // kOrderLabClasses: class probabilities
  T *wqt, *wkt, *wvt, *wot;  // W_q^T, W_k^T, W_v^T (d x d), W_o^T (C x d)
  Work(T* base, int32_t d) {
    const int64_t rows = int64_t{kMaxSentenceTokens} * d, dd = int64_t{d} * d;
    x = base, k = x + rows, dk = k + rows, dx = dk + rows;
    q = dx + rows, dq = q + d, h = dq + d, dh = h + d;
    mix = dh + d, dmix = mix + d;
    a = dmix + d, da = a + kMaxSentenceTokens, p = da + kMaxSentenceTokens;
    wqt = p + kOrderLabClasses, wkt = wqt + dd, wvt = wkt + dd;
    wot = wvt + dd;
  }
};

// Tokens the read-out row attends to: every token under the bidirectional
// mask, the tokens up to the read-out under the causal one (all of them
// for kLast and kClsEnd, [CLS] alone for kCls).
int32_t SeenByReadOut(const Shape& shape, const Sentence& s) {
  return shape.mask == AttentionMask::kCausal ? ReadOutToken(shape, s) + 1
                                              : s.length + 1;
}

// Rotates the (even, odd) pairs of v by the angles whose (sin, cos) pairs
// are in `angle` (a row of FillSinusoids' table), or back by them. The
// rotation of Rope (attention.h); an odd last channel stays.
template <class T>
void Rotate(const float* angle, int32_t d, bool back, T* v) {
  for (int32_t j = 0; j + 1 < d; j += 2) {
    const T s = back ? -T(angle[j]) : T(angle[j]), c = T(angle[j + 1]);
    const T a = v[j], b = v[j + 1];
    v[j] = a * c - b * s;
    v[j + 1] = a * s + b * c;
  }
}

// x_t = E[id_t] + P(t) for every token.
template <class T>
void Embed(const Shape& shape, const T* params, const float* pe,
           const Sentence& s, T* x) {
  const int32_t d = shape.d;
  for (int32_t t = 0; t <= s.length; ++t) {
    const T* e = params + shape.embedding + int64_t{TokenId(shape, s, t)} * d;
    T* row = x + int64_t{t} * d;
    for (int32_t j = 0; j < d; ++j) row[j] = e[j];
    if (shape.position == PositionSignal::kSinusoidal) {
      for (int32_t j = 0; j < d; ++j) row[j] += T(pe[int64_t{t} * d + j]);
    } else if (shape.position == PositionSignal::kLearned &&
               t < shape.table_rows) {
      AddScaled(T(1), params + shape.table + int64_t{t} * d, d, row);
    }
  }
}

// q and the keys, rotated by position for kRope; the attention row a; then
// h = x_r + (sum_t a_t x_t) W_v.
template <class T>
void Attend(const Shape& shape, const T* params, const float* pe,
            const Sentence& s, const Work<T>& w) {
  const int32_t d = shape.d, r = ReadOutToken(shape, s);
  const int32_t seen = SeenByReadOut(shape, s);
  const bool rope = shape.position == PositionSignal::kRope;
  VectorTimesMatrix(w.x + int64_t{r} * d, params + shape.wq, d, d, w.q);
  if (rope) Rotate(pe + int64_t{r} * d, d, false, w.q);
  const T scale = T(1) / std::sqrt(T(d));
  for (int32_t t = 0; t < seen; ++t) {
    T* k = w.k + int64_t{t} * d;
    VectorTimesMatrix(w.x + int64_t{t} * d, params + shape.wk, d, d, k);
    if (rope) Rotate(pe + int64_t{t} * d, d, false, k);
    w.a[t] = Dot(w.q, k, d) * scale;
  }
  SoftmaxInPlace(w.a, seen);
  for (int32_t t = seen; t <= s.length; ++t) w.a[t] = T(0);
  for (int32_t j = 0; j < d; ++j) w.mix[j] = T(0);
  for (int32_t t = 0; t < seen; ++t) {
    AddScaled(w.a[t], w.x + int64_t{t} * d, d, w.mix);
  }
  VectorTimesMatrix(w.mix, params + shape.wv, d, d, w.h);
  AddScaled(T(1), w.x + int64_t{r} * d, d, w.h);  // the residual
}

// The forward pass into w; returns the cross-entropy of s.answer.
template <class T>
double Run(const Shape& shape, const T* params, const float* pe,
           const Sentence& s, const Work<T>& w) {
  Embed(shape, params, pe, s, w.x);
  Attend(shape, params, pe, s, w);
  VectorTimesMatrix(w.h, params + shape.wo, shape.d, kOrderLabClasses, w.p);
  AddScaled(T(1), params + shape.bo, kOrderLabClasses, w.p);
  const double logit = double(w.p[s.answer]);
  return SoftmaxInPlace(w.p, kOrderLabClasses) - logit;
}

// From dh (in w.dh) back through the values, the attention and the keys
// into dx and the W_q, W_k, W_v gradients. With m = sum_t a_t x_t:
// grad_W_v += m^T dh, dm = dh W_v^T, da_t = x_t . dm, dx_t += a_t dm; the
// softmax: ds_t = a_t (da_t - sum_u a_u da_u).
template <class T>
void BackAttend(const Shape& shape, const float* pe, const Sentence& s,
                const Work<T>& w, T* grad) {
  const int32_t d = shape.d, r = ReadOutToken(shape, s);
  const int32_t seen = SeenByReadOut(shape, s);
  const bool rope = shape.position == PositionSignal::kRope;
  const T scale = T(1) / std::sqrt(T(d));
  AddScaled(T(1), w.dh, d, w.dx + int64_t{r} * d);  // the residual
  AddOuterProducts(w.mix, w.dh, 1, d, d, grad + shape.wv);
  VectorTimesMatrix(w.dh, w.wvt, d, d, w.dmix);
  T mean = T(0);
  for (int32_t t = 0; t < seen; ++t) {
    w.da[t] = Dot(w.x + int64_t{t} * d, w.dmix, d);
    AddScaled(w.a[t], w.dmix, d, w.dx + int64_t{t} * d);
    mean += w.a[t] * w.da[t];
  }
  for (int32_t j = 0; j < d; ++j) w.dq[j] = T(0);
  for (int32_t t = 0; t < seen; ++t) {  // dq, and dk_t before its rotation
    const T ds = w.a[t] * (w.da[t] - mean) * scale;
    AddScaled(ds, w.k + int64_t{t} * d, d, w.dq);
    T* dk = w.dk + int64_t{t} * d;
    for (int32_t j = 0; j < d; ++j) dk[j] = ds * w.q[j];
    if (rope) Rotate(pe + int64_t{t} * d, d, true, dk);
    AddVectorTimesMatrix(dk, w.wkt, d, d, w.dx + int64_t{t} * d);
  }
  AddOuterProducts(w.x, w.dk, seen, d, d, grad + shape.wk);
  if (rope) Rotate(pe + int64_t{r} * d, d, true, w.dq);
  AddVectorTimesMatrix(w.dq, w.wqt, d, d, w.dx + int64_t{r} * d);
  AddOuterProducts(w.x + int64_t{r} * d, w.dq, 1, d, d, grad + shape.wq);
}

// The whole backward pass of the sentence Run left in w, its gradient
// scaled by `scale` and added into grad.
template <class T>
void Backward(const Shape& shape, const float* pe, const Sentence& s,
              const Work<T>& w, T scale, T* grad) {
  const int32_t d = shape.d, tokens = s.length + 1;
  T* dz = w.p;  // dz_c = (p_c - [c = answer]) scale, in place of p
  for (int32_t c = 0; c < kOrderLabClasses; ++c) {
    dz[c] = (w.p[c] - (c == s.answer ? T(1) : T(0))) * scale;
  }
  AddScaled(T(1), dz, kOrderLabClasses, grad + shape.bo);
  AddOuterProducts(w.h, dz, 1, d, kOrderLabClasses, grad + shape.wo);
  VectorTimesMatrix(dz, w.wot, kOrderLabClasses, d, w.dh);  // dh = dz W_o^T
  for (int64_t i = 0; i < int64_t{tokens} * d; ++i) w.dx[i] = T(0);
  BackAttend(shape, pe, s, w, grad);
  for (int32_t t = 0; t < tokens; ++t) {
    const T* dx = w.dx + int64_t{t} * d;
    AddScaled(T(1), dx, d,
              grad + shape.embedding + int64_t{TokenId(shape, s, t)} * d);
    if (shape.position == PositionSignal::kLearned && t < shape.table_rows) {
      AddScaled(T(1), dx, d, grad + shape.table + int64_t{t} * d);
    }
  }
}

// Token t's position signal as added to its embedding: row t of pe
// (kSinusoidal), of the learned table (kLearned, within it), else null.
template <class T>
const T* AddedPosition(const Shape& shape, const T* params, int32_t t) {
  if (shape.position == PositionSignal::kLearned && t < shape.table_rows) {
    return params + shape.table + int64_t{t} * shape.d;
  }
  return nullptr;
}

// The four terms of the read-out row's scores (OrderLabEvaluation::terms)
// for the sentence Run left in w, into terms (4 (s.length + 1) values).
// Uses w.dq, w.dh, w.dmix and the first two rows of w.dk as scratch.
template <class T>
void ScoreTerms(const Shape& shape, const T* params, const float* pe,
                const Sentence& s, const Work<T>& w, T* terms) {
  const int32_t d = shape.d, r = ReadOutToken(shape, s);
  const int32_t tokens = s.length + 1, seen = SeenByReadOut(shape, s);
  const bool rope = shape.position == PositionSignal::kRope;
  const bool sinusoidal = shape.position == PositionSignal::kSinusoidal;
  const T scale = T(1) / std::sqrt(T(d));
  T *qe = w.dq, *qp = w.dh, *ke = w.dmix, *kp = w.dk, *p = w.dk + d;
  // The position row of token t, or false when it has none (all zero).
  auto position = [&](int32_t t) {
    const T* added = AddedPosition(shape, params, t);
    if (added == nullptr && !sinusoidal) return false;
    for (int32_t j = 0; j < d; ++j) {
      p[j] = sinusoidal ? T(pe[int64_t{t} * d + j]) : added[j];
    }
    return true;
  };
  auto embedding = [&](int32_t t) {
    return params + shape.embedding + int64_t{TokenId(shape, s, t)} * d;
  };
  VectorTimesMatrix(embedding(r), params + shape.wq, d, d, qe);
  if (rope) Rotate(pe + int64_t{r} * d, d, false, qe);
  const bool query_position = position(r);
  if (query_position) VectorTimesMatrix(p, params + shape.wq, d, d, qp);
  for (int64_t i = 0; i < 4 * int64_t{tokens}; ++i) terms[i] = T(0);
  for (int32_t t = 0; t < seen; ++t) {
    VectorTimesMatrix(embedding(t), params + shape.wk, d, d, ke);
    if (rope) Rotate(pe + int64_t{t} * d, d, false, ke);
    terms[t] = Dot(qe, ke, d) * scale;
    if (query_position) terms[2 * tokens + t] = Dot(qp, ke, d) * scale;
    if (position(t)) {
      VectorTimesMatrix(p, params + shape.wk, d, d, kp);
      terms[tokens + t] = Dot(qe, kp, d) * scale;
      if (query_position) terms[3 * tokens + t] = Dot(qp, kp, d) * scale;
    }
  }
}

}  // namespace

int32_t TokenId(const Shape& shape, const Sentence& s, int32_t t) {
  if (shape.readout == Readout::kClsEnd) {
    return t == s.length ? kOrderLabCls : s.words[t];
  }
  return t == 0 ? kOrderLabCls : s.words[t - 1];
}

int32_t ReadOutToken(const Shape& shape, const Sentence& s) {
  return shape.readout == Readout::kCls ? 0 : s.length;
}

Shape MakeShape(const OrderLabSpec& spec) {
  Shape shape;
  const int32_t d = spec.d_model;
  shape.d = d;
  shape.position = spec.position;
  shape.mask = spec.mask;
  shape.readout = spec.readout;
  shape.table_rows = spec.position == PositionSignal::kLearned
                         ? OrderLabTrainLength(spec) + 1
                         : 0;
  const int64_t dd = int64_t{d} * d;
  shape.embedding = 0;
  shape.table = shape.embedding + int64_t{kOrderLabVocabularySize} * d;
  shape.wq = shape.table + int64_t{shape.table_rows} * d;
  shape.wk = shape.wq + dd;
  shape.wv = shape.wk + dd;
  shape.wo = shape.wv + dd;
  shape.bo = shape.wo + int64_t{d} * kOrderLabClasses;
  shape.count = shape.bo + kOrderLabClasses;
  return shape;
}

void FillSinusoids(int32_t d, float* pe) {
  // Valid: kPositionRows and d are within Encode's caps.
  Encode(PaperRows(kPositionRows, d, EncodingSpec{}.base, 0), pe);
}

int64_t WorkSize(int32_t d) {
  const int64_t dd = int64_t{d} * d;
  return 4 * int64_t{kMaxSentenceTokens} * d + 6 * int64_t{d} + 2 * kMaxSentenceTokens +
         kOrderLabClasses + 3 * dd + int64_t{kOrderLabClasses} * d;
}

template <class T>
double BatchGradient(const Shape& shape, const T* params, const float* pe,
                     const Sentence* sentences, int32_t count, T* work, T* grad,
                     int32_t* correct) {
  const int32_t d = shape.d;
  const Work<T> w(work, d);
  Transpose(params + shape.wq, d, d, w.wqt);
  Transpose(params + shape.wk, d, d, w.wkt);
  Transpose(params + shape.wv, d, d, w.wvt);
  Transpose(params + shape.wo, d, kOrderLabClasses, w.wot);
  for (int64_t i = 0; i < shape.count; ++i) grad[i] = T(0);
  const T scale = T(1) / T(count);
  double loss = 0.0;
  *correct = 0;
  for (int32_t i = 0; i < count; ++i) {
    loss += Run(shape, params, pe, sentences[i], w);
    *correct += BestClass(w.p) == sentences[i].answer ? 1 : 0;
    Backward(shape, pe, sentences[i], w, scale, grad);
  }
  return loss / count;
}

template <class T>
double Forward(const Shape& shape, const T* params, const float* pe,
               const Sentence& s, T* work, T* probabilities, T* attention,
               T* terms) {
  const Work<T> w(work, shape.d);
  const double loss = Run(shape, params, pe, s, w);
  for (int32_t c = 0; c < kOrderLabClasses; ++c) probabilities[c] = w.p[c];
  for (int32_t t = 0; t <= s.length; ++t) attention[t] = w.a[t];
  if (terms != nullptr) ScoreTerms(shape, params, pe, s, w, terms);
  return loss;
}

template double BatchGradient<float>(const Shape&, const float*, const float*,
                                     const Sentence*, int32_t, float*, float*,
                                     int32_t*);
template double BatchGradient<double>(const Shape&, const double*, const float*,
                                      const Sentence*, int32_t, double*,
                                      double*, int32_t*);
template double Forward<float>(const Shape&, const float*, const float*,
                               const Sentence&, float*, float*, float*, float*);
template double Forward<double>(const Shape&, const double*, const float*,
                                const Sentence&, double*, double*, double*,
                                double*);

}  // namespace posenc::order_lab
