import { EventEmitter, once } from 'node:events';
import { ReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { spoolDownload } from './spooled-download';

const respuesta = () => new EventEmitter() as unknown as Response;

/** A workbook-like answer produced while it is sent: chunks of both kinds a producer hands over, length unknown. */
const producido = (trozos: (Buffer | string)[]) =>
  new StreamableFile(Readable.from(trozos, { objectMode: false }), { type: 'application/octet-stream', disposition: 'attachment; filename="x.xlsx"' });

describe('spoolDownload', () => {
  it('answers the produced bytes from a spooled file with their length, and closes the file once they are read', async () => {
    const trozos = [Buffer.alloc(70_000, 1), 'texto', Buffer.alloc(3, 2)];
    const archivo = await spoolDownload(producido(trozos), respuesta());
    expect(archivo.getHeaders().length).toBe(70_008);
    const lector = archivo.getStream() as ReadStream;
    const cerrado = once(lector, 'close');
    const leidos: Buffer[] = [];
    for await (const trozo of lector) leidos.push(trozo as Buffer);
    expect(Buffer.concat(leidos)).toEqual(Buffer.concat([Buffer.alloc(70_000, 1), Buffer.from('texto'), Buffer.alloc(3, 2)]));
    // A read stream whose close never finished left its descriptor to the garbage collector (a warning, and one day an error).
    await cerrado;
  });

  it('closes the file when the client goes away before reading it', async () => {
    const res = respuesta();
    const lector = (await spoolDownload(producido([Buffer.alloc(200_000)]), res)).getStream() as ReadStream;
    const cerrado = once(lector, 'close');
    (res as unknown as EventEmitter).emit('close');
    await cerrado;
  });

  it('stops producing and rejects when the client goes away while the file is produced', async () => {
    const res = respuesta();
    const fuente = new Readable({ read() {} });
    fuente.push(Buffer.alloc(10));
    const spool = spoolDownload(new StreamableFile(fuente, { type: 'application/octet-stream' }), res);
    setImmediate(() => (res as unknown as EventEmitter).emit('close'));
    await expect(spool).rejects.toThrow('The client went away');
    expect(fuente.destroyed).toBe(true);
  });
});
