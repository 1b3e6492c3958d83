// SPDX-License-Identifier: MIT
// Status codes shared by every entry point of the core. The numbers are part of
// the wasm boundary: web/src/core/errors.js maps each one to a JS error, so
// append new codes, never renumber.
#ifndef POSENC_STATUS_H_
#define POSENC_STATUS_H_

namespace posenc {

enum class Status : int {
  kOk = 0,
  kInvalidPositions = 1,  // positions < 1 or > kMaxPositions
  kInvalidDModel = 2,     // dModel < 1 or > kMaxDModel
  kInvalidBase = 3,       // base not finite or <= 1
  kInvalidOffset = 4,     // offset < 0 or offset + positions > kMaxPositions
  kTooLarge = 5,          // output would exceed kMaxElements
  kInvalidLayout = 6,     // layout is not one of Layout
  kOutOfMemory = 7,       // malloc failed (the module stays usable)
  kInvalidArgument = 8,   // any other argument out of its documented range
  // Attention (attention.h): no token, more than kMaxTokens, an empty token,
  // or more than kMaxTokenBytes bytes of token text.
  kInvalidTokens = 9,

  // ------------------------------------------------ order lab (order_lab.h)
  kInvalidTask = 10,            // task is not one of OrderLabTask
  kInvalidPositionSignal = 11,  // position is not one of PositionSignal
  kInvalidMask = 12,            // mask is not one of AttentionMask
  kInvalidLength = 13,          // a sentence length, max_length or count
                                // outside its documented range
  kInvalidWord = 14,            // a word id outside the vocabulary, or [CLS]
  kInvalidState = 15,           // a state value not finite, a negative
                                // second moment, or the step count at its cap
};

}  // namespace posenc

#endif  // POSENC_STATUS_H_
