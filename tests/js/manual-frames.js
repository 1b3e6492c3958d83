// A stand-in for the page's animation loop that a node test steps by hand,
// shared by the tests of the order lab's runs and the lesson's length run.

/** A scheduler: frame(now) calls every animation once, as one page frame; an animation that returns false ends. */
export function manualScheduler() {
  /** @type {((now: number) => boolean)[]} */
  let animations = [];
  return {
    /** @param {(now: number) => boolean} animation */
    animate(animation) {
      animations.push(animation);
      return () => { animations = animations.filter((a) => a !== animation); };
    },
    /** @param {number} now */
    frame(now) {
      for (const animation of [...animations]) if (!animation(now)) animations = animations.filter((a) => a !== animation);
    },
    get active() { return animations.length; },
  };
}
