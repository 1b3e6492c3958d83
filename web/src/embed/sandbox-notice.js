// @ts-check
/**
 * A classic script of web/embed.html, run before its module script. Framed
 * by <iframe sandbox="allow-scripts"> without allow-same-origin, the page
 * has the opaque origin "null": its module scripts and its fetch of the
 * .wasm become cross-origin requests, which the browser refuses, without a
 * word on the page, unless the server answers them with
 * Access-Control-Allow-Origin. Classic scripts are fetched without CORS, so
 * this one still runs and shows the notice saying what the frame needs.
 */
(() => {
  if (self.origin !== 'null') return;
  const show = () => {
    const notice = document.getElementById('embed-sandbox');
    if (notice) notice.hidden = false;
    // This notice says more than the general one about why nothing started.
    document.getElementById('embed-script-notice')?.remove();
  };
  // A failed script fires a non-bubbling error event: listen in the capture phase.
  document.addEventListener('error', (event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement && target.type === 'module') show();
  }, true);
  // The scripts loaded, but the figure could not fetch its .wasm.
  document.addEventListener('posenc-error', (event) => {
    if (/** @type {CustomEvent} */ (event).detail?.code === 'load-failed') show();
  });
})();
