import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Keys that could reach an object's prototype; dropped wherever they appear. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Real bodies are shallow; this keeps a hostile one from overflowing the stack. */
const MAX_DEPTH = 64;

/**
 * Accepts request bodies in PascalCase as well as camelCase (the spec's asset
 * client sends `CodLinea`, the login sends `CorreoElectronico`). Runs globally
 * before the ValidationPipe, on bodies only, and returns a converted deep copy.
 */
@Injectable()
export class KeyCaseNormalizerPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'body' ? normalizeKeys(value, 0) : value;
  }
}

/** `RUC` → `ruc`, `ID` → `id`; otherwise only the first character is lowered: `RucProveedor` → `rucProveedor`. */
export function toCamelKey(key: string): string {
  return /^[\p{Lu}\d]+$/u.test(key) ? key.toLowerCase() : key.charAt(0).toLowerCase() + key.slice(1);
}

function normalizeKeys(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new BadRequestException('El cuerpo de la solicitud tiene demasiados niveles de anidamiento');
  if (Array.isArray(value)) return value.map((item) => normalizeKeys(item, depth + 1));
  if (!isPlainObject(value)) return value;

  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const camel = toCamelKey(key);
    if (FORBIDDEN_KEYS.has(camel)) continue;
    // On a collision the key that was already camelCase wins, whatever the order.
    if (camel === key || !Object.hasOwn(out, camel)) out[camel] = normalizeKeys(item, depth + 1);
  }
  return out;
}

/** Buffers, Dates and class instances (uploaded files, streams) are left untouched. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
