// @ts-check
/**
 * The error UI of an element: one visible, announced message box for the
 * warnings of its attributes (role=status) and for errors (role=alert), and
 * the `posenc-error` events that go with them.
 * @module
 */
import { el } from '../render/dom.js';

export class MessageController {
  /** The message box, once built. @type {HTMLParagraphElement | null} */
  element = null;
  #emit;
  #shownWarnings = '';
  #failed = false;

  /** @param {(code: string, message: string, warnings?: string[]) => void} emitError */
  constructor(emitError) {
    this.#emit = emitError;
  }

  /** Creates the box. */
  build() {
    this.element = el('p', { class: 'message', part: 'message', role: 'status', hidden: '' });
    return this.element;
  }

  /**
   * Shows an error (or clears it with message ''), announces it and emits it.
   * @param {string} code @param {string} message
   */
  fail(code, message) {
    this.#show('error', message ? [message] : []);
    this.#emit(code, message);
  }

  /** A render or a load failed: the next good render clears the error. @param {string} code @param {string} message */
  failRender(code, message) {
    this.#failed = true;
    this.fail(code, message);
  }

  /**
   * Shows the attributes' warnings (none clears the box); a new set is
   * emitted as 'invalid-attribute'.
   * @param {string[]} warnings
   */
  warn(warnings) {
    const text = warnings.join(' ');
    if (text === this.#shownWarnings && !this.#failed) return;
    const fresh = text !== this.#shownWarnings;
    this.#shownWarnings = text;
    this.#failed = false;
    this.#show('warning', warnings);
    if (text && fresh) this.#emit('invalid-attribute', text, warnings);
  }

  /** One line per message. @param {'warning' | 'error'} kind @param {string[]} lines */
  #show(kind, lines) {
    if (!this.element) return;
    this.element.className = `message ${kind}`;
    this.element.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    this.element.replaceChildren(...lines.map((line) => el('span', { class: 'line' }, line)));
    this.element.hidden = lines.length === 0;
  }
}
