import { Readable } from 'node:stream';
import { types } from 'node:util';
import { StreamableFile } from '@nestjs/common';
import { shareLoop } from './event-loop';

/** Text handed to the socket at a time. */
const BLOQUE = 64 * 1024;

const esObjetoPlano = (valor: unknown): valor is Record<string, unknown> =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor) && !types.isDate(valor) && Object.getPrototypeOf(valor) === Object.prototype;

/** The JSON of `valor` in pieces: its objects and arrays opened, each item of an array stringified on its own with a shareLoop pause. */
async function* piezas(valor: unknown): AsyncGenerator<string> {
  if (Array.isArray(valor)) {
    yield '[';
    for (let i = 0; i < valor.length; i++) {
      await shareLoop();
      yield `${i ? ',' : ''}${JSON.stringify(valor[i] ?? null)}`;
    }
    yield ']';
  } else if (esObjetoPlano(valor)) {
    yield '{';
    let primero = true;
    for (const [clave, item] of Object.entries(valor)) {
      if (item === undefined) continue;
      yield `${primero ? '' : ','}${JSON.stringify(clave)}:`;
      primero = false;
      yield* piezas(item);
    }
    yield '}';
  } else {
    yield JSON.stringify(valor) ?? 'null';
  }
}

async function* enBloques(partes: AsyncIterable<string>): AsyncGenerator<string> {
  let bloque = '';
  for await (const parte of partes) {
    bloque += parte;
    if (bloque.length >= BLOQUE) {
      yield bloque;
      bloque = '';
    }
  }
  yield bloque;
}

/**
 * A JSON answer written a piece at a time: the same text JSON.stringify gives, but the items of its lists are written one
 * by one, sharing the event loop. For answers that list a company's assets: one JSON.stringify of 100,000 rows holds the
 * loop for hundreds of milliseconds.
 */
export function jsonConPausas(valor: unknown): StreamableFile {
  return new StreamableFile(Readable.from(enBloques(piezas(valor))), { type: 'application/json; charset=utf-8' });
}
