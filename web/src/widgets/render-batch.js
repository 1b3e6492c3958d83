// @ts-check
/**
 * Render batching: any number of invalidations before the next frame give
 * one render in it, through the page's one animation loop (frame-loop.js).
 * @module
 */
import { cancelFrame, nextFrame } from './frame-loop.js';

export class RenderBatch {
  #render;
  #task = () => this.#render();

  /** @param {() => void} render */
  constructor(render) {
    this.#render = render;
  }

  /** Asks for a render in the next frame. */
  request() {
    nextFrame(this.#task);
  }

  hostDisconnected() {
    cancelFrame(this.#task);
  }
}
