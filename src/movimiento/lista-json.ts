import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import { PagedList } from '../common/list-query';

const FILAS = '<filas>';

/**
 * A list answer written as JSON one batch of rows at a time. A page of movements with all
 * their assets can be tens of MB, and a single JSON.stringify of it holds the event loop
 * for over 100 ms. `cuerpo` is toListResponse()'s answer for the page (either dialect);
 * its rows are written as `lotes` yields them, so the text is what Nest would have sent.
 */
export function listaJson<T>(cuerpo: T[] | PagedList<T>, lotes: AsyncIterable<unknown[]>): StreamableFile {
  const [antes, despues] = JSON.stringify(Array.isArray(cuerpo) ? [FILAS] : { ...cuerpo, data: [FILAS] }).split(JSON.stringify(FILAS));
  async function* texto() {
    yield antes;
    let separador = '';
    for await (const lote of lotes) {
      if (!lote.length) continue;
      yield separador + lote.map((fila) => JSON.stringify(fila)).join(',');
      separador = ',';
    }
    yield despues;
  }
  return new StreamableFile(Readable.from(texto()), { type: 'application/json; charset=utf-8' });
}
