// @ts-check
/**
 * The order lab element as the lesson loads it: one chunk (figure-loader.js),
 * which shares with the first screens' code one chunk, not several (the
 * bundler splits shared code by the set of chunks that need it).
 * @module
 */
import './figure-loader.js';

export { PosencOrderLab } from '../src/widgets/order-lab.js';
