// @ts-check
/**
 * The elements of the lesson page (web/index.html) that its scripts reach by
 * id, named in one place, the one helper that finds them, and the one that
 * sets their attributes.
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

/**
 * Sets the attributes that changed (an unchanged attribute would redraw a
 * figure for nothing): true sets an empty one, false or null removes it.
 * Returns whether any changed.
 * @param {HTMLElement} element @param {Record<string, string | boolean | null>} attributes
 */
export function setAttributes(element, attributes) {
  let changed = false;
  for (const [name, value] of Object.entries(attributes)) {
    const now = typeof value === 'boolean' ? (value ? '' : null) : value;
    if (element.getAttribute(name) === now) continue;
    changed = true;
    if (now === null) element.removeAttribute(name);
    else element.setAttribute(name, now);
  }
  return changed;
}
