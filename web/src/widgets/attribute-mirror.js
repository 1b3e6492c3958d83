// @ts-check
/**
 * Attributes as the single source of truth: one property per schema
 * attribute (camelCase) whose getter returns the parsed value and whose
 * setter writes the attribute (never throws), and the values read from the
 * attributes, validated and constrained.
 * @module
 */
import { camelCase, parseAttributes } from './attributes.js';

/**
 * @typedef {object} Schematic  what an element class declares
 * @property {import('./attributes.js').Schema} schema
 * @property {(values: Record<string, any>, l10n?: import('../text/l10n.js').Localizer) => { values: Record<string, any>, warnings: string[] }} constrain
 *   its warnings written in `l10n` (English when none is given)
 */

/**
 * Defines one property per schema attribute on the class's prototype.
 * @param {Schematic & { prototype: object }} element
 */
export function mirrorAttributes(element) {
  for (const [name, spec] of Object.entries(element.schema)) {
    const property = camelCase(name);
    if (Object.hasOwn(element.prototype, property)) continue;
    Object.defineProperty(element.prototype, property, {
      configurable: true,
      enumerable: true,
      /** @this {{ values: Record<string, any> }} */
      get() { return this.values[property]; },
      /** @this {Element} */
      set(value) {
        let text = null;
        try { text = spec.format(value); } catch { text = null; }
        if (text === null) this.removeAttribute(name);
        else this.setAttribute(name, text);
      },
    });
  }
}

/**
 * Reads an element's attributes through its schema: validated, constrained
 * values and the warnings of both steps, and the defaults of texts, in `l10n`.
 * @param {Schematic} element @param {(name: string) => string | null} read
 * @param {import('../text/l10n.js').Localizer} [l10n]
 */
export function readAttributes(element, read, l10n) {
  const parsed = parseAttributes(element.schema, read, l10n);
  const constrained = element.constrain(parsed.values, l10n);
  return { values: constrained.values, warnings: [...parsed.warnings, ...constrained.warnings] };
}

/**
 * The controller: on connection, a property set before the element was
 * defined (it shadows the accessor) is taken and set again through the
 * accessor.
 */
export class AttributeController {
  #host;
  #schema;

  /** @param {HTMLElement} host @param {import('./attributes.js').Schema} schema */
  constructor(host, schema) {
    this.#host = host;
    this.#schema = schema;
  }

  hostConnected() {
    /** @type {Record<string, unknown>} */
    const host = /** @type {any} */ (this.#host);
    for (const name of Object.keys(this.#schema)) {
      const property = camelCase(name);
      if (Object.hasOwn(host, property)) {
        const value = host[property];
        delete host[property];
        host[property] = value;
      }
    }
  }
}
