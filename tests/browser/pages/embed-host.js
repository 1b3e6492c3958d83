// Records every message the host page receives, as Canvas or H5P would see them.
window.received = [];
window.addEventListener('message', (event) => window.received.push(event.data));
