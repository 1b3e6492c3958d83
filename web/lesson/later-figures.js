// @ts-check
/**
 * The figures below the lesson's first screens, the order lab among them, as one module: the built
 * site's bundler makes one chunk of it (figure-loader.js loads it), so that
 * they cost one request, not one per figure and per module they share.
 * @module
 */
import { PosencRotation } from '../src/widgets/rotation.js';
import { PosencSimilarity } from '../src/widgets/similarity.js';
import { PosencOffsetHead } from '../src/widgets/offset-head.js';
import { PosencOrderLab } from '../src/widgets/order-lab.js';
import { LessonAddition } from './figures/addition.js';
import { LessonBug } from './figures/bug.js';
import { LessonFingerprint } from './figures/fingerprint.js';
import { LessonNaiveCode } from './figures/naive-code.js';
import { LessonPrecision } from './figures/precision.js';
import { LessonProperties } from './figures/properties.js';
import { LessonRepeated } from './figures/repeated.js';
import { LessonRope } from './figures/rope.js';
import { LessonSameTurn } from './figures/same-turn.js';
import { LessonShift } from './figures/shift.js';
import { LessonWaves } from './figures/waves.js';

/** Tag name -> class. */
export const LATER_FIGURES = Object.freeze({
  'posenc-rotation': PosencRotation,
  'posenc-similarity': PosencSimilarity,
  'posenc-offset-head': PosencOffsetHead,
  'posenc-order-lab': PosencOrderLab,
  'lesson-addition': LessonAddition,
  'lesson-bug': LessonBug,
  'lesson-fingerprint': LessonFingerprint,
  'lesson-naive-code': LessonNaiveCode,
  'lesson-precision': LessonPrecision,
  'lesson-properties': LessonProperties,
  'lesson-repeated': LessonRepeated,
  'lesson-rope': LessonRope,
  'lesson-same-turn': LessonSameTurn,
  'lesson-shift': LessonShift,
  'lesson-waves': LessonWaves,
});
