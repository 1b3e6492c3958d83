// Served from another origin inside tests/browser/pages/embed-messages.html:
// forges every kind of resize message to the host page, asks the real embed
// (its sibling frame) for its height, then says it is done.
const forged = [
  { type: 'posenc-embed:resize', height: 4321, frame: 'f1' },
  { type: 'posenc-embed:resize', height: '5000', frame: 'f1' },
  JSON.stringify({ subject: 'lti.frameResize', height: 4321 }),
  { context: 'h5p', action: 'resize', scrollHeight: 4321 },
];
for (const message of forged) window.parent.postMessage(message, '*');
window.parent.frames[0].postMessage({ type: 'posenc-embed:request-height' }, '*');
setTimeout(() => window.parent.postMessage('attacker-done', '*'), 200);
