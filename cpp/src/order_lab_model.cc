// SPDX-License-Identifier: MIT
// The order lab's model (formulas in order_lab.h): the forward pass of one
// sentence, its hand-written backward pass, and the loss and gradient of a
// batch. Templated on the scalar: float for training, double for the
// gradient check, with the same code and the same order of operations.
//
// Where the time goes: the key projections k_t = x_t W_k and their
// gradients, 3 T d^2 multiply-adds per sentence of T tokens, then 6 d^2 for
// W_q and W_v, all of them rows of d values handed to the 128-bit kernels
// of order_lab_math.h. The weight gradients sum over rows of every sentence
// of a batch: OuterProducts collects those rows and sums them in long runs;
// the rows of a sentence projected by one matrix go through
// MatrixTimesMatrix, two rows at a time. Both for the same reason: under a
// wasm engine short loops and small calls cost more than natively. The
// values are never projected one by one: the read-out needs only
// sum_t a_t v_t = (sum_t a_t x_t) W_v, one projection.
// A second layer adds the first layer's rows (every row the read-out sees):
// their queries, keys and values, about 3 T d^2 more, and T^2 d for the
// scores and mixes.
#include <cmath>

#include "order_lab_internal.h"
#include "order_lab_math.h"
#include "posenc/encoding.h"

namespace posenc::order_lab {
namespace {

// Rows an OuterProducts holds before it adds them into its gradient.
constexpr int32_t kOuterRows = 64;

// A weight gradient out (rows x cols) += sum_i a_i^T b_i, its pairs of rows
// (a_i, b_i) collected over the sentences of a batch and added kOuterRows
// at a time: each entry of out gets its terms added one by one in the order
// the pairs came, exactly as adding each sentence's pairs as they came
// would, so the gradient keeps its bits. Why: summed one sentence at a time
// the runs are as short as a sentence (1 to 9 rows), and in runs that short
// the kernel is 2 to 3 times slower under a wasm engine than natively,
// against 1.1 to 1.5 times in runs of 16 rows or more (docs/performance.md,
// "The order lab").
template <class T>
struct OuterProducts {
  T* a_columns = nullptr;  // rows x kOuterRows: a_i is column i
  T* b = nullptr;          // kOuterRows x cols: b_i is row i
  T* out = nullptr;
  int32_t rows = 0, cols = 0, count = 0;

  // The next count pairs: a_i the rows of a (count x rows), b_i of b_rows.
  void Add(const T* a, const T* b_rows, int32_t pairs) {
    for (int32_t i = 0; i < pairs; ++i) {
      if (count == kOuterRows) Flush();
      const T* ai = a + int64_t{i} * rows;
      for (int32_t j = 0; j < rows; ++j) {
        a_columns[int64_t{j} * kOuterRows + count] = ai[j];
      }
      const T* bi = b_rows + int64_t{i} * cols;
      T* to = b + int64_t{count} * cols;
      for (int32_t c = 0; c < cols; ++c) to[c] = bi[c];
      ++count;
    }
  }
  // Row j of out gets the collected pairs' a_i[j] b_i, i in order.
  void Flush() {
    for (int32_t j = 0; j < rows; ++j) {
      AddVectorTimesMatrix(a_columns + int64_t{j} * kOuterRows, b, count, cols,
                           out + int64_t{j} * cols);
    }
    count = 0;
  }
};

// Values an OuterProducts of rows x cols takes in the work.
int64_t OuterWork(int32_t rows, int32_t cols) {
  return int64_t{kOuterRows} * (rows + cols);
}

// The scratch of WorkSize(d) values, as named arrays: one sentence's
// forward and backward pass, and the transposed weights of a batch. The
// read-out block reads its input rows from `in` (x, or x1 after a first
// layer) and adds their gradient into `din` (dx or dx1).
template <class T>
struct Work {
  T *x, *k, *dk, *dx;               // kMaxSentenceTokens x d each
  T *q, *dq, *h, *dh, *mix, *dmix;  // d each; mix = sum_t a_t x_t
  T *a, *da;                        // kMaxSentenceTokens each: attention, gradient
  T* p;                             // kOrderLabClasses: class probabilities
  // The first of two layers, every row: x1 = its output, and its queries,
  // keys and mixes (kMaxSentenceTokens x d each) and their gradients;
  // a1: its attention rows (kMaxSentenceTokens^2).
  T *x1, *dx1, *q1, *dq1, *k1, *dk1, *mix1;
  T* a1;
  // W_q^T, W_k^T, W_v^T (d x d) of each block, W_o^T (C x d).
  T *wqt[kOrderLabMaxLayers], *wkt[kOrderLabMaxLayers], *wvt[kOrderLabMaxLayers];
  T* wot;
  T *in, *din;
  // The weight gradients: W_q, W_k, W_v of each block, and W_o.
  OuterProducts<T> grad_q[kOrderLabMaxLayers], grad_k[kOrderLabMaxLayers];
  OuterProducts<T> grad_v[kOrderLabMaxLayers], grad_o;
  Work(T* base, const Shape& shape) {
    const int32_t d = shape.d;
    const int64_t rows = int64_t{kMaxSentenceTokens} * d, dd = int64_t{d} * d;
    x = base, k = x + rows, dk = k + rows, dx = dk + rows;
    q = dx + rows, dq = q + d, h = dq + d, dh = h + d;
    mix = dh + d, dmix = mix + d;
    a = dmix + d, da = a + kMaxSentenceTokens, p = da + kMaxSentenceTokens;
    x1 = p + kOrderLabClasses, dx1 = x1 + rows, q1 = dx1 + rows;
    dq1 = q1 + rows, k1 = dq1 + rows, dk1 = k1 + rows, mix1 = dk1 + rows;
    a1 = mix1 + rows;
    T* next = a1 + int64_t{kMaxSentenceTokens} * kMaxSentenceTokens;
    for (int32_t l = 0; l < kOrderLabMaxLayers; ++l) {
      wqt[l] = next, wkt[l] = next + dd, wvt[l] = next + 2 * dd;
      next += 3 * dd;
    }
    wot = next;
    next += int64_t{kOrderLabClasses} * d;
    in = shape.layers == 2 ? x1 : x, din = shape.layers == 2 ? dx1 : dx;
    auto place = [&](OuterProducts<T>& o, int32_t cols) {
      o.a_columns = next, o.b = next + int64_t{kOuterRows} * d;
      o.rows = d, o.cols = cols;
      next += OuterWork(d, cols);
    };
    for (int32_t l = 0; l < kOrderLabMaxLayers; ++l) {
      place(grad_q[l], d), place(grad_k[l], d), place(grad_v[l], d);
    }
    place(grad_o, kOrderLabClasses);
  }
  // Points the weight gradients at their places in grad.
  void GradientsInto(const Shape& shape, T* grad) {
    for (int32_t l = 0; l < shape.layers; ++l) {
      grad_q[l].out = grad + shape.block[l].wq;
      grad_k[l].out = grad + shape.block[l].wk;
      grad_v[l].out = grad + shape.block[l].wv;
    }
    grad_o.out = grad + shape.wo;
  }
  // Adds what the weight gradients still hold.
  void FlushGradients(const Shape& shape) {
    for (int32_t l = 0; l < shape.layers; ++l) {
      grad_q[l].Flush(), grad_k[l].Flush(), grad_v[l].Flush();
    }
    grad_o.Flush();
  }
};

// Work sizes: the one sentence arrays, then the transposed weights.
int64_t SentenceWork(int32_t d) {
  const int64_t rows = int64_t{kMaxSentenceTokens} * d;
  return 11 * rows + 6 * int64_t{d} + 2 * kMaxSentenceTokens +
         kOrderLabClasses + int64_t{kMaxSentenceTokens} * kMaxSentenceTokens;
}

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

// The block whose row is read out: the last one.
const Block& ReadOutBlock(const Shape& shape) {
  return shape.block[shape.layers - 1];
}

// Tokens row t of the first of two layers sees.
int32_t SeenByRow(const Shape& shape, const Sentence& s, int32_t t) {
  return shape.mask == AttentionMask::kCausal ? t + 1 : s.length + 1;
}

// The read-out block on its input rows w.in: q and the keys, rotated by
// position for kRope; the attention row a; then
// h = in_r + (sum_t a_t in_t) W_v.
template <class T>
void Attend(const Shape& shape, const T* params, const float* pe,
            const Sentence& s, const Work<T>& w) {
  const int32_t d = shape.d, r = ReadOutToken(shape, s);
  const int32_t seen = SeenByReadOut(shape, s);
  const bool rope = shape.position == PositionSignal::kRope;
  const Block& b = ReadOutBlock(shape);
  VectorTimesMatrix(w.in + int64_t{r} * d, params + b.wq, d, d, w.q);
  if (rope) Rotate(pe + int64_t{r} * d, d, false, w.q);
  const T scale = T(1) / std::sqrt(T(d));
  MatrixTimesMatrix(w.in, seen, params + b.wk, d, d, w.k);
  for (int32_t t = 0; t < seen; ++t) {
    T* k = w.k + int64_t{t} * d;
    if (rope) Rotate(pe + int64_t{t} * d, d, false, k);
    w.a[t] = Dot(w.q, k, d) * scale;
  }
  SoftmaxInPlace(w.a, seen);
  for (int32_t t = seen; t <= s.length; ++t) w.a[t] = T(0);
  for (int32_t j = 0; j < d; ++j) w.mix[j] = T(0);
  for (int32_t t = 0; t < seen; ++t) {
    AddScaled(w.a[t], w.in + int64_t{t} * d, d, w.mix);
  }
  VectorTimesMatrix(w.mix, params + b.wv, d, d, w.h);
  AddScaled(T(1), w.in + int64_t{r} * d, d, w.h);  // the residual
}

// The first of two layers, on x, for every row the read-out row sees
// (rows 0 .. seen - 1; the others reach no loss): q1_t, k1_u (rotated for
// kRope), the attention rows a1_t, mix1_t = sum_u a1_tu x_u, and
// x1_t = x_t + mix1_t W_v1.
template <class T>
void AttendEveryRow(const Shape& shape, const T* params, const float* pe,
                    const Sentence& s, const Work<T>& w) {
  const int32_t d = shape.d, rows = SeenByReadOut(shape, s);
  const int32_t keys = SeenByRow(shape, s, rows - 1);
  const bool rope = shape.position == PositionSignal::kRope;
  const Block& b = shape.block[0];
  const T scale = T(1) / std::sqrt(T(d));
  MatrixTimesMatrix(w.x, keys, params + b.wk, d, d, w.k1);
  MatrixTimesMatrix(w.x, rows, params + b.wq, d, d, w.q1);
  for (int32_t u = 0; rope && u < keys; ++u) {
    Rotate(pe + int64_t{u} * d, d, false, w.k1 + int64_t{u} * d);
  }
  for (int32_t t = 0; t < rows; ++t) {
    const int32_t seen = SeenByRow(shape, s, t);
    T *q = w.q1 + int64_t{t} * d, *a = w.a1 + int64_t{t} * kMaxSentenceTokens;
    T* mix = w.mix1 + int64_t{t} * d;
    if (rope) Rotate(pe + int64_t{t} * d, d, false, q);
    for (int32_t u = 0; u < seen; ++u) {
      a[u] = Dot(q, w.k1 + int64_t{u} * d, d) * scale;
    }
    SoftmaxInPlace(a, seen);
    for (int32_t j = 0; j < d; ++j) mix[j] = T(0);
    for (int32_t u = 0; u < seen; ++u) {
      AddScaled(a[u], w.x + int64_t{u} * d, d, mix);
    }
  }
  MatrixTimesMatrix(w.mix1, rows, params + b.wv, d, d, w.x1);
  for (int32_t t = 0; t < rows; ++t) {  // the residual
    AddScaled(T(1), w.x + int64_t{t} * d, d, w.x1 + int64_t{t} * d);
  }
}

// The forward pass into w; returns the cross-entropy of s.answer.
template <class T>
double Run(const Shape& shape, const T* params, const float* pe,
           const Sentence& s, const Work<T>& w) {
  Embed(shape, params, pe, s, w.x);
  if (shape.layers == 2) AttendEveryRow(shape, params, pe, s, w);
  Attend(shape, params, pe, s, w);
  VectorTimesMatrix(w.h, params + shape.wo, shape.d, kOrderLabClasses, w.p);
  AddScaled(T(1), params + shape.bo, kOrderLabClasses, w.p);
  const double logit = double(w.p[s.answer]);
  return SoftmaxInPlace(w.p, kOrderLabClasses) - logit;
}

// From dh (in w.dh) back through the read-out block's values, attention
// and keys into din and its W_q, W_k, W_v gradients (collected in w). With
// m = sum_t a_t in_t: grad_W_v += m^T dh, dm = dh W_v^T, da_t = in_t . dm,
// din_t += a_t dm; the softmax: ds_t = a_t (da_t - sum_u a_u da_u).
template <class T>
void BackAttend(const Shape& shape, const float* pe, const Sentence& s,
                Work<T>& w) {
  const int32_t d = shape.d, r = ReadOutToken(shape, s);
  const int32_t seen = SeenByReadOut(shape, s), l = shape.layers - 1;
  const bool rope = shape.position == PositionSignal::kRope;
  const T scale = T(1) / std::sqrt(T(d));
  AddScaled(T(1), w.dh, d, w.din + int64_t{r} * d);  // the residual
  w.grad_v[l].Add(w.mix, w.dh, 1);
  VectorTimesMatrix(w.dh, w.wvt[l], d, d, w.dmix);
  T mean = T(0);
  for (int32_t t = 0; t < seen; ++t) {
    w.da[t] = Dot(w.in + int64_t{t} * d, w.dmix, d);
    AddScaled(w.a[t], w.dmix, d, w.din + int64_t{t} * d);
    mean += w.a[t] * w.da[t];
  }
  for (int32_t j = 0; j < d; ++j) w.dq[j] = T(0);
  for (int32_t t = 0; t < seen; ++t) {  // dq, and dk_t before its rotation
    const T ds = w.a[t] * (w.da[t] - mean) * scale;
    AddScaled(ds, w.k + int64_t{t} * d, d, w.dq);
    T* dk = w.dk + int64_t{t} * d;
    for (int32_t j = 0; j < d; ++j) dk[j] = ds * w.q[j];
    if (rope) Rotate(pe + int64_t{t} * d, d, true, dk);
  }
  AddMatrixTimesMatrix(w.dk, seen, w.wkt[l], d, d, w.din);
  w.grad_k[l].Add(w.in, w.dk, seen);
  if (rope) Rotate(pe + int64_t{r} * d, d, true, w.dq);
  AddVectorTimesMatrix(w.dq, w.wqt[l], d, d, w.din + int64_t{r} * d);
  w.grad_q[l].Add(w.in + int64_t{r} * d, w.dq, 1);
}

// From dx1 (rows 0 .. seen - 1 of w.dx1) back through the first of two
// layers into dx and its W_q, W_k, W_v gradients (collected in w): BackAttend's formulas
// for every row t, with dk1_u summed over the rows that see u (before
// rotating it back: the rotation is linear).
template <class T>
void BackAttendEveryRow(const Shape& shape, const float* pe,
                        const Sentence& s, Work<T>& w) {
  const int32_t d = shape.d, rows = SeenByReadOut(shape, s);
  const int32_t keys = SeenByRow(shape, s, rows - 1);
  const bool rope = shape.position == PositionSignal::kRope;
  const T scale = T(1) / std::sqrt(T(d));
  for (int64_t i = 0; i < int64_t{keys} * d; ++i) w.dk1[i] = T(0);
  w.grad_v[0].Add(w.mix1, w.dx1, rows);
  for (int32_t t = 0; t < rows; ++t) {
    const int32_t seen = SeenByRow(shape, s, t);
    const T* a = w.a1 + int64_t{t} * kMaxSentenceTokens;
    const T* q = w.q1 + int64_t{t} * d;
    T* dq = w.dq1 + int64_t{t} * d;
    AddScaled(T(1), w.dx1 + int64_t{t} * d, d, w.dx + int64_t{t} * d);
    VectorTimesMatrix(w.dx1 + int64_t{t} * d, w.wvt[0], d, d, w.dmix);
    T mean = T(0);
    for (int32_t u = 0; u < seen; ++u) {
      w.da[u] = Dot(w.x + int64_t{u} * d, w.dmix, d);
      AddScaled(a[u], w.dmix, d, w.dx + int64_t{u} * d);
      mean += a[u] * w.da[u];
    }
    for (int32_t j = 0; j < d; ++j) dq[j] = T(0);
    for (int32_t u = 0; u < seen; ++u) {
      const T ds = a[u] * (w.da[u] - mean) * scale;
      AddScaled(ds, w.k1 + int64_t{u} * d, d, dq);
      AddScaled(ds, q, d, w.dk1 + int64_t{u} * d);
    }
    if (rope) Rotate(pe + int64_t{t} * d, d, true, dq);
    AddVectorTimesMatrix(dq, w.wqt[0], d, d, w.dx + int64_t{t} * d);
  }
  w.grad_q[0].Add(w.x, w.dq1, rows);
  for (int32_t u = 0; rope && u < keys; ++u) {
    Rotate(pe + int64_t{u} * d, d, true, w.dk1 + int64_t{u} * d);
  }
  AddMatrixTimesMatrix(w.dk1, keys, w.wkt[0], d, d, w.dx);
  w.grad_k[0].Add(w.x, w.dk1, keys);
}

// The whole backward pass of the sentence Run left in w, its gradient
// scaled by `scale` and added into grad (the weights' part collected in w,
// added when BatchGradient flushes them).
template <class T>
void Backward(const Shape& shape, const float* pe, const Sentence& s,
              Work<T>& w, T scale, T* grad) {
  const int32_t d = shape.d, tokens = s.length + 1;
  T* dz = w.p;  // dz_c = (p_c - [c = answer]) scale, in place of p
  for (int32_t c = 0; c < kOrderLabClasses; ++c) {
    dz[c] = (w.p[c] - (c == s.answer ? T(1) : T(0))) * scale;
  }
  AddScaled(T(1), dz, kOrderLabClasses, grad + shape.bo);
  w.grad_o.Add(w.h, dz, 1);
  VectorTimesMatrix(dz, w.wot, kOrderLabClasses, d, w.dh);  // dh = dz W_o^T
  for (int64_t i = 0; i < int64_t{tokens} * d; ++i) w.dx[i] = T(0);
  if (shape.layers == 2) {
    for (int64_t i = 0; i < int64_t{tokens} * d; ++i) w.dx1[i] = T(0);
  }
  BackAttend(shape, pe, s, w);
  if (shape.layers == 2) BackAttendEveryRow(shape, pe, s, w);
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
// Uses w.dq, w.dh, w.dmix and the first five rows of w.dk as scratch.
template <class T>
void ScoreTerms(const Shape& shape, const T* params, const float* pe,
                const Sentence& s, const Work<T>& w, T* terms) {
  const int32_t d = shape.d, r = ReadOutToken(shape, s);
  const int32_t tokens = s.length + 1, seen = SeenByReadOut(shape, s);
  const bool rope = shape.position == PositionSignal::kRope;
  const bool sinusoidal = shape.position == PositionSignal::kSinusoidal;
  const T scale = T(1) / std::sqrt(T(d));
  T *qe = w.dq, *qp = w.dh, *ke = w.dmix, *kp = w.dk, *p = w.dk + d;
  T* content = w.dk + 2 * d;
  const Block& b = ReadOutBlock(shape);
  // The position row of token t, or false when it has none (all zero).
  auto position = [&](int32_t t) {
    const T* added = AddedPosition(shape, params, t);
    if (added == nullptr && !sinusoidal) return false;
    for (int32_t j = 0; j < d; ++j) {
      p[j] = sinusoidal ? T(pe[int64_t{t} * d + j]) : added[j];
    }
    return true;
  };
  // Token t's row at the read-out block's input without its position
  // signal: its embedding, plus mix1_t W_v1 after a first layer.
  auto embedding = [&](int32_t t) {
    const T* e = params + shape.embedding + int64_t{TokenId(shape, s, t)} * d;
    if (shape.layers == 1) return e;
    VectorTimesMatrix(w.mix1 + int64_t{t} * d, params + shape.block[0].wv, d,
                      d, content);
    AddScaled(T(1), e, d, content);
    return static_cast<const T*>(content);
  };
  VectorTimesMatrix(embedding(r), params + b.wq, d, d, qe);
  // RoPE: q and k_t turned by their positions (into qr, kr); the word.word
  // term is taken unturned, and the turn's part is the rest of the score.
  T *qr = w.dk + 3 * d, *kr = w.dk + 4 * d;
  if (rope) {
    for (int32_t j = 0; j < d; ++j) qr[j] = qe[j];
    Rotate(pe + int64_t{r} * d, d, false, qr);
  }
  const bool query_position = position(r);
  if (query_position) VectorTimesMatrix(p, params + b.wq, d, d, qp);
  for (int64_t i = 0; i < 4 * int64_t{tokens}; ++i) terms[i] = T(0);
  for (int32_t t = 0; t < seen; ++t) {
    VectorTimesMatrix(embedding(t), params + b.wk, d, d, ke);
    terms[t] = Dot(qe, ke, d) * scale;
    if (rope) {
      for (int32_t j = 0; j < d; ++j) kr[j] = ke[j];
      Rotate(pe + int64_t{t} * d, d, false, kr);
      terms[tokens + t] = Dot(qr, kr, d) * scale - terms[t];
    }
    if (query_position) terms[2 * tokens + t] = Dot(qp, ke, d) * scale;
    if (position(t)) {
      VectorTimesMatrix(p, params + b.wk, d, d, kp);
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
  shape.layers = spec.layers;
  shape.table_rows = spec.position == PositionSignal::kLearned
                         ? OrderLabTrainLength(spec) + 1
                         : 0;
  const int64_t dd = int64_t{d} * d;
  shape.embedding = 0;
  shape.table = shape.embedding + int64_t{kOrderLabVocabularySize} * d;
  int64_t next = shape.table + int64_t{shape.table_rows} * d;
  for (int32_t l = 0; l < shape.layers; ++l) {
    shape.block[l] = {next, next + dd, next + 2 * dd};
    next += 3 * dd;
  }
  shape.wo = next;
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
  return SentenceWork(d) + 3 * kOrderLabMaxLayers * dd +
         int64_t{kOrderLabClasses} * d +
         3 * kOrderLabMaxLayers * OuterWork(d, d) + OuterWork(d, kOrderLabClasses);
}

template <class T>
double BatchGradient(const Shape& shape, const T* params, const float* pe,
                     const Sentence* sentences, int32_t count, T* work, T* grad,
                     int32_t* correct) {
  const int32_t d = shape.d;
  Work<T> w(work, shape);
  w.GradientsInto(shape, grad);
  for (int32_t l = 0; l < shape.layers; ++l) {
    Transpose(params + shape.block[l].wq, d, d, w.wqt[l]);
    Transpose(params + shape.block[l].wk, d, d, w.wkt[l]);
    Transpose(params + shape.block[l].wv, d, d, w.wvt[l]);
  }
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
  w.FlushGradients(shape);
  return loss / count;
}

template <class T>
double Forward(const Shape& shape, const T* params, const float* pe,
               const Sentence& s, T* work, T* probabilities, T* attention,
               T* terms) {
  const Work<T> w(work, shape);
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
