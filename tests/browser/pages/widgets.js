// Records the events of the elements on the test page (no inline script:
// the page runs under the strict CSP of scripts/serve.mjs).
window.errorCodes = [];
document.addEventListener('posenc-ready', (e) => { e.target.dataset.ready = 'yes'; });
document.addEventListener('posenc-error', (e) => window.errorCodes.push(`${e.target.id}:${e.detail.code}`));
