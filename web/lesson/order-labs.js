// @ts-check
/**
 * The lesson's order labs train by themselves the first time a learner
 * reaches them, once no prediction veils them (predictions.js): the figure
 * then shows its answer, a model that stays at a coin toss or one that
 * learns, without one more click. Train again, Pause and Reset stay the
 * learner's.
 * @module
 */

import { whenFigure } from './figure-loader.js';

/** @typedef {import('../src/widgets/order-lab.js').PosencOrderLab} PosencOrderLab */

/**
 * Watches every `<posenc-order-lab>` under `root` until it has started once.
 * @param {ParentNode & Node} root
 */
export function trainOrderLabsWhenSeen(root) {
  const waiting = new Set(/** @type {NodeListOf<PosencOrderLab>} */ (root.querySelectorAll('posenc-order-lab')));
  if (waiting.size === 0 || !('IntersectionObserver' in window)) return;
  // Seen: its top is in the upper three quarters of the viewport.
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const lab = /** @type {PosencOrderLab} */ (entry.target);
      if (!entry.isIntersecting || lab.closest('[data-veiled]') || !waiting.delete(lab)) continue;
      seen.unobserve(lab);
      // Its code may still be on its way (figure-loader.js).
      void whenFigure(lab).then((defined) => defined.train());
    }
  }, { rootMargin: '0px 0px -25% 0px' });
  // Observing again reports where each lab is now: a lab already in view
  // when its prediction is answered starts then.
  const look = () => {
    for (const lab of waiting) {
      seen.unobserve(lab);
      seen.observe(lab);
    }
  };
  new MutationObserver(look).observe(root, { subtree: true, attributeFilter: ['data-veiled'] });
  look();
}
