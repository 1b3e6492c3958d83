// @ts-check
/**
 * The page's budget of order-lab work per frame, shared by every order lab
 * of the page (order-lab-run.js) and the lesson's length experiment
 * (web/lesson/length-run.js). A module of its own, so that the lesson's
 * first screen takes the budget without the order lab's code.
 * @module
 */
import { LIMITS } from '../core/boundary.js';

/**
 * Most steps one frame trains: after a slow frame the run catches up over
 * several frames instead of making one long one.
 * @param {number} total
 */
export const stepsPerFrameCap = (total) => Math.max(1, Math.ceil(total / 40));

/**
 * Most training steps all the order labs of a page take in one frame
 * together: the most one lab's run takes in a frame (its cap at the longest
 * run, orderLabMaxSteps steps).
 */
export const PAGE_STEPS_PER_FRAME = stepsPerFrameCap(LIMITS.orderLabMaxSteps);

/**
 * Milliseconds of work all the order labs of a page start in one frame
 * together: well within a 60 Hz frame (16.7 ms), with room for the drawing.
 * A unit of work (a train call, a test) starts only when its last measured
 * time fits in what is left, or when it is the frame's first.
 */
export const FRAME_WORK_MS = 10;

/**
 * A budget per frame of steps and of milliseconds of work, shared by
 * whoever takes from it.
 * @param {number} perFrame  steps @param {number} [workMs]  milliseconds
 */
export function stepBudget(perFrame, workMs = FRAME_WORK_MS) {
  let frame = NaN, left = perFrame, spent = 0;
  /** Starts the budget of frame `now` (the frame's timestamp, the same for every callback of one frame). @param {number} now */
  const at = (now) => {
    if (now === frame) return;
    frame = now;
    left = perFrame;
    spent = 0;
  };
  return {
    /**
     * Takes up to `wanted` steps of the frame at time `now`; returns how many.
     * @param {number} wanted @param {number} now
     */
    take(wanted, now) {
      at(now);
      const granted = Math.max(0, Math.min(wanted, left));
      left -= granted;
      return granted;
    },
    /** Steps the frame at `now` has left. @param {number} now */
    stepsLeft(now) {
      at(now);
      return left;
    },
    /** Milliseconds of work the frame at `now` has left (negative once overspent). @param {number} now */
    timeLeft(now) {
      at(now);
      return workMs - spent;
    },
    /** Whether no work has been done yet in the frame at `now`. @param {number} now */
    fresh(now) {
      at(now);
      return spent === 0;
    },
    /** Counts `ms` of work done in the frame at `now`. @param {number} ms @param {number} now */
    spend(ms, now) {
      at(now);
      spent += ms;
    },
  };
}

/** @typedef {ReturnType<typeof stepBudget>} StepBudget */

/** The budget shared by every order lab of the page. */
export const PAGE_STEP_BUDGET = stepBudget(PAGE_STEPS_PER_FRAME);

