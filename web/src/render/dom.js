// @ts-check
/** The one DOM-building helper of render/ and widgets/. @module */

/**
 * Creates an element with attributes; text only ever through textContent.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {Record<string, string>} [attributes] @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attributes = {}, text) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}
