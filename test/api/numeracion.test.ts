import { ConflictException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Numeracion } from '../../src/numeracion/numeracion.entity';
import { NumeracionService } from '../../src/numeracion/numeracion.service';
import { crearCompania } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

/** The series of the companies' documents (docs/numeracion.md): no number twice, none skipped, under concurrency. */
describe('Numeración de documentos por compañía y serie', () => {
  let t: TestApp;
  let numeracion: NumeracionService;
  let otraCompania: number;

  beforeAll(async () => {
    t = await createTestApp();
    numeracion = t.app.get(NumeracionService);
    otraCompania = (await crearCompania(t, await t.login(), 'Otra Numeración S.A.C.', '2055566677')).id;
  });
  afterAll(() => t.close());

  /**
   * What a document's registration does in the numbering transaction: writes a row that names its number. On PostgreSQL
   * each statement is a trip to the server, so the 20 transactions overlap; SQLite runs each to its end at once.
   */
  const registrarDocumento = async (manager: EntityManager, companiaId: number, serie: string, numero: number) => {
    await manager.insert(Numeracion, { companiaId, serie: `${serie}-doc-${numero}`, ultimo: numero });
    return numero;
  };
  const documentos = async (companiaId: number, serie: string) =>
    (await t.dataSource.getRepository(Numeracion).find({ where: { companiaId } }))
      .filter((fila) => fila.serie.startsWith(`${serie}-doc-`))
      .map((fila) => fila.ultimo)
      .sort((a, b) => a - b);

  /** `emitir` started as a request is, in a callback of its own (with SQLite's one connection, never two in one tick). */
  const comoPeticion = <T>(emitir: () => Promise<T>) => new Promise<void>((listo) => setImmediate(listo)).then(emitir);

  it('20 emisiones a la vez reciben 1 a 20, cada una con su documento escrito', async () => {
    const numeros = await Promise.all(
      Array.from({ length: 20 }, () => comoPeticion(() => numeracion.conNumero(1, 'T001', 99_999_999, (m, n) => registrarDocumento(m, 1, 'T001', n)))),
    );
    const esperado = Array.from({ length: 20 }, (_, i) => i + 1);
    expect([...numeros].sort((a, b) => a - b)).toEqual(esperado);
    expect(await documentos(1, 'T001')).toEqual(esperado);
    expect(await numeracion.ultimo(1, 'T001')).toBe(20);
  });

  it('un registro que falla no consume su número: el siguiente lo recibe', async () => {
    await expect(
      numeracion.conNumero(1, 'T001', 99_999_999, async (manager, numero) => {
        await registrarDocumento(manager, 1, 'T001', numero);
        throw new Error('el documento no se pudo registrar');
      }),
    ).rejects.toThrow('el documento no se pudo registrar');
    expect(await numeracion.ultimo(1, 'T001')).toBe(20);
    expect(await numeracion.conNumero(1, 'T001', 99_999_999, (m, n) => registrarDocumento(m, 1, 'T001', n))).toBe(21);
    expect(await documentos(1, 'T001')).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });

  it('cada serie y cada compañía cuentan por su lado, desde 1', async () => {
    expect(await numeracion.conNumero(1, 'T002', 99_999_999, (m, n) => registrarDocumento(m, 1, 'T002', n))).toBe(1);
    const primeras = await Promise.all(
      [1, 2].map(() => comoPeticion(() => numeracion.conNumero(otraCompania, 'T001', 99_999_999, (m, n) => registrarDocumento(m, otraCompania, 'T001', n)))),
    );
    expect(primeras.sort()).toEqual([1, 2]);
    expect(await numeracion.ultimo(1, 'T001')).toBe(21);
  });

  it('una serie agotada responde 409 y no pasa de su último número', async () => {
    for (const esperado of [1, 2]) expect(await numeracion.conNumero(1, 'T9Z9', 2, (m, n) => registrarDocumento(m, 1, 'T9Z9', n))).toBe(esperado);
    const agotada = numeracion.conNumero(1, 'T9Z9', 2, (m, n) => registrarDocumento(m, 1, 'T9Z9', n));
    await expect(agotada).rejects.toBeInstanceOf(ConflictException);
    await expect(agotada).rejects.toThrow('La serie T9Z9 llegó a su último número (2): configure otra serie');
    expect(await numeracion.ultimo(1, 'T9Z9')).toBe(2);
  });
});
