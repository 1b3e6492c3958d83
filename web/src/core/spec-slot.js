// @ts-check
/**
 * The spec slot of a module: where a struct argument of cpp/boundary.mjs
 * (an encoding spec, a colour spec...) is written before the call that
 * takes its address (`raw<Struct>(slot, fields)` of boundary.js). Writing a
 * few float64s into wasm memory and passing one number costs next to
 * nothing; an array handed to embind costs the C++ side a call into JS per
 * property it reads (docs/performance.md, "Structs across the boundary").
 * @module
 */
import { HOST } from './host.js';

/**
 * @typedef {import('./boundary.js').SpecSlot & { generation: number }} HeldSlot
 */

/** The slot of each module a caller passed, and the instance it belongs to. */
const held = /** @type {WeakMap<object, HeldSlot>} */ (new WeakMap());

/**
 * The spec slot of `raw`'s module as it is now. The view is taken again when
 * the wasm memory has grown (which detaches the old view: its length is then
 * 0) and when the host has recreated the module (host.js): a new instance
 * has a memory of its own.
 * @param {import('./boundary.js').RawModule} raw  a host's forwarding module, or a
 *   bare module (load.js checks one before a host forwards to it)
 * @returns {import('./boundary.js').SpecSlot}
 */
export function specSlot(raw) {
  const host = /** @type {Partial<import('./host.js').HostedModule>} */ (raw)[HOST];
  // Also starts the recreation that is due, so that the fields are written
  // into the instance the call then runs on.
  const generation = host ? host.nextGeneration() : 0;
  const slot = held.get(raw);
  if (slot !== undefined && slot.generation === generation && slot.fields.length > 0) return slot;
  const fields = raw.specSlot();
  if (typeof fields === 'number') throw new Error(`posenc: the module has no spec slot (status ${fields})`);
  const taken = { fields, address: fields.byteOffset, generation };
  held.set(raw, taken);
  return taken;
}
