// @ts-check
/** posenc for node: the same API, reading the .wasm with fs. @module posenc */
export { init } from './core/init-node.js';
export { simdSupported } from './core/probe.js';
