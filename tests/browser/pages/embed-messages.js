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

while (resizes === 0) await wait(20);
await wait(500); // let the figure settle
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
