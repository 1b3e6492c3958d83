// @ts-check
/**
 * One small circle per (sin, cos) pair: the point at angle `from` (hollow),
 * the point at angle `to` (filled) and the arc swept between them. Used by
 * the rotation figure: PE(p) and PE(p + k) = M_k PE(p) in every pair.
 * @module
 */

const SIZE = 64; // CSS pixels per dial, label included

/**
 * @param {HTMLCanvasElement} canvas
 * @param {{ from: number, sweep: number }[]} pairs  angles in radians; sweep signed
 * @param {{ width: number, fg: string, accent: string, muted: string }} o
 */
export function drawDials(canvas, pairs, o) {
  const columns = Math.max(1, Math.floor(o.width / SIZE));
  const rows = Math.ceil(pairs.length / columns);
  const ratio = globalThis.devicePixelRatio || 1;
  const width = Math.min(o.width, columns * SIZE), height = rows * SIZE;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const g = canvas.getContext('2d');
  if (!g) return;
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.font = '10px system-ui, sans-serif';
  g.textAlign = 'center';
  pairs.forEach((pair, i) => {
    const cx = (i % columns) * SIZE + SIZE / 2, cy = Math.floor(i / columns) * SIZE + 26, r = 20;
    // Canvas y grows downwards: angles are negated so they turn anticlockwise.
    const at = (/** @type {number} */ a) => [cx + r * Math.cos(a), cy - r * Math.sin(a)];
    g.strokeStyle = o.muted;
    g.lineWidth = 1;
    g.beginPath();
    g.arc(cx, cy, r, 0, 2 * Math.PI);
    g.stroke();
    const sweep = Math.abs(pair.sweep) >= 2 * Math.PI ? 2 * Math.PI * Math.sign(pair.sweep) : pair.sweep;
    g.strokeStyle = o.accent;
    g.lineWidth = 3;
    g.beginPath();
    g.arc(cx, cy, r, -pair.from, -(pair.from + sweep), sweep > 0);
    g.stroke();
    const [x0, y0] = at(pair.from), [x1, y1] = at(pair.from + pair.sweep);
    g.fillStyle = o.fg;
    g.beginPath();
    g.arc(x1, y1, 4, 0, 2 * Math.PI);
    g.fill();
    g.strokeStyle = o.fg;
    g.lineWidth = 1.5;
    g.beginPath();
    g.arc(x0, y0, 4, 0, 2 * Math.PI);
    g.stroke();
    g.fillStyle = o.muted;
    g.fillText(`i = ${i}`, cx, cy + r + 14);
  });
}
