// @ts-check
/**
 * Render batching: any number of invalidations before the next frame give
 * one render in it, through the page's one animation loop (frame-loop.js).
 * @module
 */
import { cancelFrame, nextFrame } from './frame-loop.js';

export class RenderBatch {
  #render;
  #measure;
  #task = () => this.#render();

  /** @param {() => void} render @param {() => void} [measure]  reads only, before the frame's renders */
  constructor(render, measure) {
    this.#render = render;
    this.#measure = measure;
  }

  /** Asks for a render in the next frame. */
  request() {
    nextFrame(this.#task, this.#measure);
  }

  hostDisconnected() {
    cancelFrame(this.#task);
  }
}
