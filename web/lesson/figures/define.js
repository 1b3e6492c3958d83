// @ts-check
/**
 * Defines the lesson's own figures as custom elements (built on the widgets'
 * base class, so a course author can embed them like the posenc elements).
 * @module
 */
import { defineElement } from '../../src/widgets/define.js';
import { LessonAddition } from './addition.js';
import { LessonBug } from './bug.js';
import { LessonFingerprint } from './fingerprint.js';
import { LessonNaiveCode } from './naive-code.js';
import { LessonOutputs } from './outputs.js';
import { LessonPrecision } from './precision.js';
import { LessonProperties } from './properties.js';
import { LessonRepeated } from './repeated.js';
import { LessonRope } from './rope.js';
import { LessonSameTurn } from './same-turn.js';
import { LessonShift } from './shift.js';
import { LessonWaves } from './waves.js';

/** Tag name -> class of every lesson figure. */
export const LESSON_FIGURES = Object.freeze({
  'lesson-addition': LessonAddition,
  'lesson-bug': LessonBug,
  'lesson-fingerprint': LessonFingerprint,
  'lesson-naive-code': LessonNaiveCode,
  'lesson-outputs': LessonOutputs,
  'lesson-precision': LessonPrecision,
  'lesson-properties': LessonProperties,
  'lesson-repeated': LessonRepeated,
  'lesson-rope': LessonRope,
  'lesson-same-turn': LessonSameTurn,
  'lesson-shift': LessonShift,
  'lesson-waves': LessonWaves,
});

for (const [tag, element] of Object.entries(LESSON_FIGURES)) defineElement(tag, element);
