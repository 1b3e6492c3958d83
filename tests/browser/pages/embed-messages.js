// The host page of tests/browser/security-widgets.test.js: lets the real
// embed size its frame, then lets a page from another origin (attacker.js)
// post forged resize messages to this page and a height request to the
// embed, and posts one itself; reports the frame's height and resize count
// before and after.
const embed = document.getElementById('embed');
const attacker = document.getElementById('attacker');
const other = new URL(location.href).searchParams.get('other');
let resizes = 0;
embed.addEventListener('posenc-embed-resize', () => { resizes++; });
const wait = (ms) => new Promise((done) => setTimeout(done, ms));

/** Resolves once `ready()` holds, looked at every animation frame. */
const until = (ready) => new Promise((done) => {
  const look = () => (ready() ? done() : requestAnimationFrame(look));
  look();
});
// Settled: the figure has drawn (its summary is written) and the frame has
// the height the embed's document asks for. A fixed wait was not enough on a
// busy machine: the figure could draw, and the embed grow, after it.
const embedded = () => embed.contentDocument;
await until(() => resizes > 0
  && Boolean(embedded()?.querySelector('#figure > *')?.shadowRoot?.querySelector('.summary')?.textContent)
  && embed.style.height === `${Math.ceil(embedded().documentElement.scrollHeight)}px`);
const report = { before: embed.offsetHeight, resizesBefore: resizes };
const attackerDone = new Promise((done) => {
  window.addEventListener('message', (event) => {
    if (event.origin === new URL(other).origin && event.data === 'attacker-done') done();
  });
});
attacker.src = `${other}tests/browser/pages/attacker.html`;
await attackerDone;
window.postMessage({ type: 'posenc-embed:resize', height: 777, frame: 'f1' }, '*');
await wait(500);
report.after = embed.offsetHeight;
report.resizes = resizes;
document.getElementById('result').textContent = JSON.stringify(report);
