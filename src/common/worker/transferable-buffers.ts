import { types } from 'node:util';

/**
 * The ArrayBuffers of the Buffers in a task's input or result (the value itself,
 * its own properties or the items of an array among them: a document's pieces),
 * to move across the thread boundary instead of copying.
 * Only a Buffer that owns its whole ArrayBuffer qualifies: small Buffers are
 * slices of Node's shared pool, and moving one would take its neighbours along.
 */
export function movableBuffers(value: unknown): ArrayBuffer[] {
  const candidates = ArrayBuffer.isView(value) ? [value] : isRecord(value) ? Object.values(value).flatMap((item) => (Array.isArray(item) ? item : [item])) : [];
  const owned = new Set<ArrayBuffer>();
  for (const item of candidates) {
    if (!ArrayBuffer.isView(item) || !types.isArrayBuffer(item.buffer)) continue;
    if (item.byteOffset === 0 && item.byteLength === item.buffer.byteLength) owned.add(item.buffer);
  }
  return [...owned];
}

/** Structured cloning delivers a Buffer as a plain Uint8Array: turn those back into Buffers (where movableBuffers finds them), without copying. */
export function restoreBuffers<T>(value: T): T {
  if (types.isUint8Array(value)) return asBuffer(value) as T;
  if (!isRecord(value)) return value;
  const restore = (item: unknown) => (types.isUint8Array(item) ? asBuffer(item) : item);
  const restored: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    restored[key] = Array.isArray(item) && item.some((piece) => types.isUint8Array(piece)) ? item.map(restore) : restore(item);
  }
  return restored as T;
}

function asBuffer(view: Uint8Array): Buffer {
  return Buffer.isBuffer(view) ? view : Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

// No prototype check: values cloned from another thread come from another realm.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !ArrayBuffer.isView(value);
}
