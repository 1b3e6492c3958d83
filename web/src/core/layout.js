// @ts-check
/**
 * Where the sine and the cosine of each (sin, cos) pair stand in an encoding
 * row, per layout (LAYOUTS in boundary.js). The JS twin of SineChannel and
 * CosineChannel in cpp/include/posenc/encoding.h. Pure: no wasm, no DOM.
 * @module
 */

/** @typedef {import('./boundary.js').Layout} Layout */

/**
 * The channel holding the sine (or cosine) of pair i in a row of dModel
 * channels. Interleaved: channel 2i = sin, 2i+1 = cos of pair i.
 * Concatenated: the ceil(d/2) sines first, then the cosines.
 * @param {number} pair @param {'sin' | 'cos'} fn @param {number} dModel @param {Layout} layout
 * @returns {number}
 */
export function channelOf(pair, fn, dModel, layout) {
  if (layout === 'concatenated') return fn === 'sin' ? pair : Math.ceil(dModel / 2) + pair;
  return 2 * pair + (fn === 'sin' ? 0 : 1);
}

/**
 * The pair index and function of channel `channel` (0-based) of a row with
 * `dModel` channels: the inverse of channelOf.
 * @param {number} channel @param {number} dModel @param {Layout} layout
 * @returns {{ pair: number, fn: 'sin' | 'cos' }}
 */
export function describeChannel(channel, dModel, layout) {
  if (layout === 'concatenated') {
    const sines = Math.ceil(dModel / 2);
    return channel < sines ? { pair: channel, fn: 'sin' } : { pair: channel - sines, fn: 'cos' };
  }
  return { pair: Math.floor(channel / 2), fn: channel % 2 === 0 ? 'sin' : 'cos' };
}
