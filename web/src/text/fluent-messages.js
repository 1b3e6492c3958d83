// @ts-check
/**
 * The messages of a locale other than English, read by @fluent/bundle from
 * its catalogs (Fluent syntax). This module and the Fluent runtime it
 * imports are fetched with the first such catalog (web/src/text/l10n.js):
 * English is compiled and needs neither.
 * @module
 */
import { FluentBundle, FluentResource } from './fluent.js';

export class FluentMessages {
  /** @type {FluentBundle} */
  #bundle;

  /** @param {string} locale @param {boolean} isolating  whether placeables are wrapped in isolation marks */
  constructor(locale, isolating) {
    this.#bundle = new FluentBundle(locale, { useIsolating: isolating });
  }

  /** Adds a catalog; an id already here keeps its first message. @param {string} source */
  add(source) {
    this.#bundle.addResource(new FluentResource(source));
  }

  /**
   * The message `id` (`name.attribute` for an attribute) with `args`, or
   * undefined if the catalogs have none.
   * @param {string} id @param {import('./compiled.js').MessageArgs} [args]
   * @returns {string | undefined}
   */
  format(id, args) {
    const [name, attribute] = id.split('.');
    const message = this.#bundle.getMessage(name);
    const pattern = attribute ? message?.attributes[attribute] : message?.value;
    return pattern ? this.#bundle.formatPattern(pattern, /** @type {any} */ (args)) : undefined;
  }
}
