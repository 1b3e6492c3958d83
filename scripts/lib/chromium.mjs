// Debian's Chromium (/usr/bin/chromium) driven by playwright-core: one launch
// for the browser tests (tests/browser/browser.js) and the benchmarks (bench/).
import { chromium } from 'playwright-core';

// Flags for a root user on a machine without a network: without them Chromium
// tries to reach Google services at every start (docs/toolchain.md, "Chromium
// on this machine").
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Starts headless Chromium with the flags above. */
export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
}
