// @ts-check
/**
 * posenc embed host script: sizes the iframes of posenc figures on a static
 * page to their content. Include it once (a classic or a module script):
 *
 *   <iframe src="https://example.org/posenc/embed.html?figure=heatmap"
 *           title="Positional encoding heatmap" data-posenc-embed
 *           style="width: 100%; border: 0"></iframe>
 *   <script src="https://example.org/posenc/src/embed/host.js"></script>
 *
 * It only accepts a height from the window of an iframe marked
 * `data-posenc-embed`, sent from that iframe's own origin (or from "null" for
 * a frame sandboxed without allow-same-origin); every other message is
 * ignored. No imports, no globals: an IIFE.
 */
(() => {
  const TYPE = 'posenc-embed:resize';
  const MAX_HEIGHT = 20000; // CSS pixels; a larger claim is not believed

  /** The marked iframe whose window sent `event`, or null. @param {MessageEvent} event */
  function senderFrame(event) {
    for (const frame of document.querySelectorAll('iframe[data-posenc-embed]')) {
      const iframe = /** @type {HTMLIFrameElement} */ (frame);
      if (iframe.contentWindow !== event.source) continue;
      // A frame sandboxed without allow-same-origin posts from the opaque origin "null".
      const opaque = iframe.hasAttribute('sandbox') && !iframe.sandbox.contains('allow-same-origin');
      let origin = 'null';
      if (!opaque) {
        try { origin = new URL(iframe.src, location.href).origin; } catch { return null; }
      }
      return origin === event.origin ? iframe : null;
    }
    return null;
  }

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || typeof data !== 'object' || data.type !== TYPE) return;
    const height = Number(data.height);
    if (!Number.isFinite(height) || height <= 0 || height > MAX_HEIGHT) return;
    const iframe = senderFrame(event);
    if (!iframe) return;
    // CSSOM write, allowed under a strict style-src on the host page.
    iframe.style.height = `${Math.ceil(height)}px`;
    iframe.dispatchEvent(new CustomEvent('posenc-embed-resize', { detail: { height } }));
  });

  // Frames that loaded before this script ran have already sent their
  // height: ask them again.
  for (const frame of document.querySelectorAll('iframe[data-posenc-embed]')) {
    /** @type {HTMLIFrameElement} */ (frame).contentWindow?.postMessage({ type: 'posenc-embed:request-height' }, '*');
  }
})();
