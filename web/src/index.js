// @ts-check
/** posenc for browsers and bundlers. @module posenc */
export { init } from './core/init.js';
export { simdSupported } from './core/probe.js';
