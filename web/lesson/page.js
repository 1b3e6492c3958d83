// @ts-check
/**
 * The elements of the lesson page (web/index.html) that its scripts reach by
 * id, named in one place, and the one helper that finds them.
 * @module
 */

export const IDS = Object.freeze({
  urlNotice: 'url-notice',
  loadNotice: 'load-notice',
  reset: 'reset',
  play: 'play',
  heatmap: 'heatmap',
  channelReadout: 'channel-readout',
  permutation: 'permutation',
  outputs: 'outputs',
  repeated: 'repeated',
  moveFirst: 'move-first',
  swapEnds: 'swap-ends',
  residualText: 'residual-text',
  pooledText: 'pooled-text',
  pairsNote: 'pairs-note',
  kNote: 'k-note',
  rotationSizeNote: 'rotation-size-note',
  similarityNote: 'similarity-note',
});

/**
 * The page's element with this id; a page without it is a broken page, said
 * at once with the id instead of a TypeError later.
 * @param {string} id
 * @returns {HTMLElement}
 */
export function $(id) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The lesson page has no element with id "${id}"`);
  return element;
}
