import { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { Activo } from '../../src/activo/activo.entity';
import { ActivoUbicacion } from '../../src/activo/activo-ubicacion.entity';
import * as insercion from '../../src/database/bulk-insert';
import { EscrituraPorLotes } from '../../src/database/escritura-por-lotes';
import { CierreEjercicio, CierreEjercicioLinea } from '../../src/ejercicio/cierre-ejercicio.entity';
import { InventarioActivo } from '../../src/inventario/inventario-activo.entity';
import { Inventario } from '../../src/inventario/inventario.entity';
import { MovimientoActivo } from '../../src/movimiento/movimiento-activo.entity';
import { auth, crearUsuario, download, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, freshDatabase, startApp, TestApp } from '../utils/test-app';

/** Long ago enough for the server databases to take a close for one left by a server that stopped (CIERRE_ABANDONADO_MS). */
const HACE_MEDIA_HORA = () => new Date(Date.now() - 30 * 60_000);

/**
 * Runs `trabajo` watching its writes (bulkInsert, EntityManager.update) that `esDelTrabajo` takes for its own. Answers
 * how many there were, and whether a callback set (setImmediate) at the first of them ran before the last: whether the
 * event loop turned in the middle of the write, so other requests were served meanwhile.
 */
async function cedeElBucle(
  trabajo: () => Promise<unknown>,
  esDelTrabajo: (tabla: EntityTarget<ObjectLiteral>, valores?: ObjectLiteral) => boolean,
): Promise<{ escrituras: number; cedio: boolean }> {
  const orden: string[] = [];
  const anotar = () => {
    if (!orden.length) setImmediate(() => orden.push('turno'));
    orden.push('escritura');
  };
  const bulkInsert = insercion.bulkInsert;
  const insertar = jest.spyOn(insercion, 'bulkInsert').mockImplementation((manager, tabla, filas) => {
    if (esDelTrabajo(tabla)) anotar();
    return bulkInsert(manager, tabla, filas);
  });
  const update = EntityManager.prototype.update;
  const actualizar = jest.spyOn(EntityManager.prototype, 'update').mockImplementation(function (this: EntityManager, tabla, criterio, valores) {
    if (esDelTrabajo(tabla, valores as ObjectLiteral)) anotar();
    return update.call(this, tabla, criterio, valores);
  });
  try {
    await trabajo();
  } finally {
    insertar.mockRestore();
    actualizar.mockRestore();
  }
  const turno = orden.indexOf('turno');
  return { escrituras: orden.filter((paso) => paso === 'escritura').length, cedio: turno !== -1 && turno < orden.lastIndexOf('escritura') };
}

/**
 * The heavy writes in batches that share the event loop (docs/rendimiento.md, "Escrituras pesadas por lotes"): an
 * inventory's close and its move, and a year's close, with batches of two rows (EscrituraPorLotes.filas) so that a few
 * assets make several batches.
 */
describe('heavy writes in batches: inventory close, inventory move, year close', () => {
  let t: TestApp;
  let maestro: string;
  let lotes: EscrituraPorLotes;
  let companiaId: number;
  /** Another administrator of the company: the reports' routes take one request of each user at a time (HeavyWork). */
  let administrador: UsuarioPrueba;
  const direcciones: Record<'central' | 'almacen', number> = {} as never;
  const activos: Record<string, number> = {};

  const post = (path: string, body: object = {}) => t.http.post(path).set(auth(maestro)).send(body);
  const get = (path: string) => t.http.get(path).set(auth(maestro));
  const ubicacion = (donde: 'central' | 'almacen') => ({ direccionId: direcciones[donde], edificio: donde === 'central' ? 'Torre 1' : 'Almacén', piso: '1' });
  const leer = (id: number, codigo: string, donde: 'central' | 'almacen') => post(`/api/inventarios/${id}/lecturas`, { codigo, ubicacion: ubicacion(donde) });
  const lecturas = async (id: number) => {
    for (const codigo of ['LOT-1', 'LOT-2', 'LOT-3']) await leer(id, codigo, 'central').expect(201);
    for (const codigo of ['LOT-4', 'LOT-5', 'LOT-6']) await leer(id, codigo, 'almacen').expect(201);
    await leer(id, 'SOBRA-1', 'central').expect(201);
  };
  const campana = async (nombre: string) => {
    const { id } = (await post('/api/inventarios', { nombre, fechaCorte: '2026-10-31', alcance: { direccionIds: [direcciones.central] } }).expect(201)).body as { id: number };
    await lecturas(id);
    return id;
  };
  /** The groups of a reconciliation, without the campaign's own fields (its estado changes with the close). */
  const grupos = async (id: number) => {
    const { inventario: _inventario, ...resto } = (await get(`/api/inventarios/${id}/conciliacion`).expect(200)).body;
    return resto;
  };
  const filasGuardadas = async (id: number) => t.dataSource.getRepository(InventarioActivo).find({ where: { inventarioId: id }, order: { codigo: 'ASC' } });
  /** The assets a move took to the warehouse, back to the central office by an edit, for the campaigns of the next tests. */
  const alCentral = async () => {
    for (const codigo of ['LOT-4', 'LOT-5', 'LOT-6']) {
      const actual = (await get(`/api/activos/${activos[codigo]}`)).body;
      await t.http.put(`/api/activos/${activos[codigo]}`).set(auth(maestro)).send({ ...actual, ...ubicacion('central') }).expect(200);
    }
  };
  const ple = async (anio: number) => (await download(get(`/api/reportes/formato-71/ple?anio=${anio}`)).expect(200)).body as Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    lotes = t.app.get(EscrituraPorLotes);
    for (const [clave, calle] of [
      ['central', 'Av. Arequipa 100'],
      ['almacen', 'Av. Colonial 200'],
    ] as const) {
      direcciones[clave] = (await post('/api/Direccion', { calle, ciudad: 'Lima', distrito: 'Lima', provincia: 'Lima', departamento: 'Lima' }).expect(201)).body.id;
    }
    // Eight assets in the central office, acquired in 2024: six are read (three of them in the warehouse), two are missing.
    for (let n = 1; n <= 8; n++) {
      const body = { codigo: `LOT-${n}`, descripcion: `Silla LOT-${n}`, precioUndMn: 1200, igv: 0, categoriaDepreciacion: 'otros', fechaAdquisicion: '2024-03-10', ...ubicacion('central') };
      activos[`LOT-${n}`] = (await post('/api/activos', body).expect(201)).body.id;
    }
    ({ companiaId } = await t.dataSource.getRepository(Activo).findOneByOrFail({ id: activos['LOT-1'] }));
    administrador = await crearUsuario(t, maestro, 2, companiaId, 'admin@lotes.pe');
  });
  beforeEach(() => {
    lotes.filas = 2;
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    lotes.filas = 500;
    await t.close();
  });

  describe('closing an inventory', () => {
    it('writes the books it keeps in batches, letting the event loop turn between them, and keeps the reconciliation and figures it had', async () => {
      const id = await campana('Cierre por lotes');
      const antes = await grupos(id);
      let res: { status: number; body: Record<string, unknown> } = { status: 0, body: {} };
      const { escrituras, cedio } = await cedeElBucle(
        async () => (res = await post(`/api/inventarios/${id}/cerrar`)),
        (tabla, valores) => tabla === InventarioActivo || (tabla === Inventario && valores?.estado === 'cerrado'),
      );
      expect(res.status).toBe(200);
      expect(cedio).toBe(true);
      // Eight assets of the scope, two rows a batch, and the last step that shows them.
      expect(escrituras).toBe(5);
      expect(res.body).toMatchObject({ id, estado: 'cerrado', cerradoEl: expect.any(String), esperados: 8, leidos: 6, sobrantes: 1 });
      expect(await grupos(id)).toEqual(antes);
      expect((await filasGuardadas(id)).map((fila) => [fila.codigo, fila.enAlcance, fila.dadoDeBaja])).toEqual(
        [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`LOT-${n}`, true, false]),
      );
    });

    it('opens again, without a row of its books, when it fails in the middle; then it closes', async () => {
      const id = await campana('Cierre que falla');
      const lote = lotes.lote.bind(lotes);
      let llamadas = 0;
      jest.spyOn(lotes, 'lote').mockImplementation(async (escribir) => {
        if (++llamadas === 3) throw new Error('La base dejó de responder');
        return lote(escribir);
      });
      expect((await post(`/api/inventarios/${id}/cerrar`)).status).toBe(500);
      jest.restoreAllMocks();
      expect((await get(`/api/inventarios/${id}`)).body).toMatchObject({ estado: 'abierto', cerradoEl: null, esperados: 8, leidos: 6 });
      expect(await filasGuardadas(id)).toEqual([]);
      await leer(id, 'LOT-7', 'central').expect(201);
      expect((await post(`/api/inventarios/${id}/cerrar`)).body).toMatchObject({ estado: 'cerrado', leidos: 7 });
      expect(await filasGuardadas(id)).toHaveLength(8);
    });

    it('left «cerrando» by a server that stopped, refuses readings until the next close takes it over, rewriting its books', async () => {
      const id = await campana('Cierre interrumpido');
      const antes = await grupos(id);
      // What a server that stopped after two batches leaves: the campaign being closed, and part of its books.
      await t.dataSource.getRepository(Inventario).update({ id }, { estado: 'cerrando', cierreId: 'servidor-detenido', updatedAt: HACE_MEDIA_HORA() });
      await t.dataSource.getRepository(InventarioActivo).insert(
        ['LOT-1', 'LOT-2'].map((codigo) => ({ companiaId, inventarioId: id, activoId: activos[codigo], codigo, descripcion: 'A medias', enAlcance: true, dadoDeBaja: false })),
      );
      expect((await get(`/api/inventarios/${id}`)).body.estado).toBe('cerrando');
      const lectura = await leer(id, 'LOT-7', 'central');
      expect([lectura.status, lectura.body.message]).toEqual([409, 'El inventario «Cierre interrumpido» se está cerrando: no admite lecturas']);

      expect((await post(`/api/inventarios/${id}/cerrar`)).body).toMatchObject({ estado: 'cerrado', esperados: 8, leidos: 6, sobrantes: 1 });
      expect(await grupos(id)).toEqual(antes);
      const filas = await filasGuardadas(id);
      expect(filas).toHaveLength(8);
      expect(filas.filter((fila) => fila.descripcion === 'A medias')).toEqual([]);
    });

    it('refuses a second close while one runs, and a close or a second move while the assets are being moved', async () => {
      const id = await campana('Cierre doble');
      const ceder = lotes.ceder.bind(lotes);
      const respuestas: Array<[number, string]> = [];
      let pedir: string[] = ['trasladar', 'cerrar'];
      // Before a batch (on every database: the turn of the loop each batch starts with).
      jest.spyOn(lotes, 'ceder').mockImplementation(async () => {
        const ahora = pedir;
        pedir = [];
        for (const accion of ahora) {
          const otra = await post(`/api/inventarios/${id}/${accion}`);
          respuestas.push([otra.status, otra.body.message]);
        }
        return ceder();
      });
      expect((await post(`/api/inventarios/${id}/trasladar`)).body).toMatchObject({ trasladados: 3 });
      pedir = ['cerrar'];
      expect((await post(`/api/inventarios/${id}/cerrar`)).status).toBe(200);
      expect(respuestas).toEqual([
        [409, 'El inventario «Cierre doble» ya está trasladando sus activos: espere a que termine'],
        [409, 'El inventario «Cierre doble» está trasladando sus activos: ciérrelo cuando termine'],
        [409, 'El inventario «Cierre doble» se está cerrando: espere a que termine'],
      ]);
      await alCentral();
    });
  });

  describe('moving the assets read elsewhere', () => {
    it('moves them in batches, letting the event loop turn between them: one movement for the place, every asset with its history', async () => {
      const id = await campana('Traslado por lotes');
      let res: { status: number; body: { trasladados: number; movimientoIds: number[] } } = { status: 0, body: { trasladados: 0, movimientoIds: [] } };
      const { escrituras, cedio } = await cedeElBucle(
        async () => (res = await post(`/api/inventarios/${id}/trasladar`)),
        (tabla) => tabla === MovimientoActivo || tabla === ActivoUbicacion,
      );
      expect(res.status).toBe(200);
      expect(cedio).toBe(true);
      // Three assets, one a batch (a moved asset weighs five rows of the two a batch takes): their links and history entries.
      expect(escrituras).toBe(6);
      expect(res.body).toEqual({ trasladados: 3, movimientoIds: [expect.any(Number)] });
      const movimiento = (await get(`/api/Movimiento/${res.body.movimientoIds[0]}`).expect(200)).body;
      expect(movimiento.activoIds).toEqual([activos['LOT-4'], activos['LOT-5'], activos['LOT-6']]);
      for (const codigo of ['LOT-4', 'LOT-5', 'LOT-6']) {
        expect((await get(`/api/activos/${activos[codigo]}`)).body).toMatchObject({ direccionId: direcciones.almacen, edificio: 'Almacén' });
        const historial = (await get(`/api/activos/${activos[codigo]}/location-history`)).body;
        expect(historial[0]).toMatchObject({ motivo: expect.stringContaining(`Movimiento #${res.body.movimientoIds[0]}:`), edificioAnterior: 'Torre 1', edificioNuevo: 'Almacén' });
        expect(new Date(historial[0].fechaCambio).getTime()).toBe(new Date(movimiento.fecha).getTime());
      }
      expect((await grupos(id)).resumen).toMatchObject({ encontrados: 3, otraUbicacion: 0, fueraDeAlcance: 3 });
      await alCentral();
    });
  });

  describe('closing a year', () => {
    it('writes the copy in batches, letting the event loop turn between them, and answers it byte for byte', async () => {
      const antes = await ple(2024);
      let res: { status: number; body: Record<string, unknown> } = { status: 0, body: {} };
      const { escrituras, cedio } = await cedeElBucle(
        async () => (res = await post('/api/reportes/cierre/2024')),
        (tabla, valores) => tabla === CierreEjercicioLinea || (tabla === CierreEjercicio && valores?.estado === 'cerrado'),
      );
      expect(res.status).toBe(201);
      expect(cedio).toBe(true);
      // Eight lines, two a batch, and the last step that shows them.
      expect(escrituras).toBe(5);
      expect(res.body).toMatchObject({ anio: 2024, lineas: 8 });
      expect((await ple(2024)).equals(antes)).toBe(true);
      expect((await get('/api/reportes/formato-71/advertencias?anio=2024').expect(200)).body).toMatchObject({ anio: 2024, cerrado: true });
      await t.http.delete('/api/reportes/cierre/2024').set(auth(maestro)).expect(204);
    });

    it('is «cerrando» while it writes: a second close and the changes it freezes are refused with 409, and it is not listed until closed', async () => {
      const lote = lotes.lote.bind(lotes);
      const durante: unknown[] = [];
      jest.spyOn(lotes, 'lote').mockImplementation(async (escribir) => {
        if (!durante.length) {
          const otro = await t.http.post('/api/reportes/cierre/2024').set(auth(administrador.token));
          const mejora = await post(`/api/activos/${activos['LOT-1']}/mejoras`, { fecha: '2024-12-01', descripcion: 'Tapizado', importe: 100, documento: 'F1-9' });
          const cierres = await t.http.get('/api/reportes/cierres').set(auth(administrador.token));
          durante.push([otro.status, otro.body.message], [mejora.status, mejora.body.message], cierres.body);
        }
        return lote(escribir);
      });
      expect((await post('/api/reportes/cierre/2024')).status).toBe(201);
      expect(durante).toEqual([
        [409, 'El ejercicio 2024 se está cerrando: espere a que termine'],
        [409, 'El ejercicio 2024 se está cerrando: no se puede registrar una mejora fechada en ese ejercicio o antes'],
        [],
      ]);
      expect((await get('/api/reportes/cierres')).body).toEqual([{ anio: 2024, createdAt: expect.any(String), usuarioNombre: expect.any(String) }]);
      await t.http.delete('/api/reportes/cierre/2024').set(auth(maestro)).expect(204);
    });

    it('opens again, without a line of its copy, when it fails in the middle', async () => {
      const lote = lotes.lote.bind(lotes);
      let llamadas = 0;
      jest.spyOn(lotes, 'lote').mockImplementation(async (escribir) => {
        if (++llamadas === 3) throw new Error('La base dejó de responder');
        return lote(escribir);
      });
      expect((await post('/api/reportes/cierre/2024')).status).toBe(500);
      jest.restoreAllMocks();
      expect(await t.dataSource.getRepository(CierreEjercicio).count()).toBe(0);
      expect(await t.dataSource.getRepository(CierreEjercicioLinea).count()).toBe(0);
      await post(`/api/activos/${activos['LOT-8']}/mejoras`, { fecha: '2024-12-01', descripcion: 'Tapizado', importe: 100, documento: 'F1-10' }).expect(201);
    });

    it('left «cerrando» by a server that stopped, freezes the year until the next close takes it over, rewriting its copy', async () => {
      const antes = await ple(2024);
      const { id } = await t.dataSource.getRepository(CierreEjercicio).save({ companiaId, anio: 2024, estado: 'cerrando', advertencias: '{}', usuarioId: null, usuarioNombre: null });
      await t.dataSource.getRepository(CierreEjercicio).update({ id }, { updatedAt: HACE_MEDIA_HORA() });
      await t.dataSource.getRepository(CierreEjercicioLinea).insert([{ companiaId, anio: 2024, numero: 1, datos: '{"a medias":true}' }]);
      const mejora = await post(`/api/activos/${activos['LOT-1']}/mejoras`, { fecha: '2024-12-01', descripcion: 'Tapizado', importe: 100, documento: 'F1-11' });
      expect([mejora.status, mejora.body.message]).toEqual([409, 'El ejercicio 2024 se está cerrando: no se puede registrar una mejora fechada en ese ejercicio o antes']);

      expect((await post('/api/reportes/cierre/2024')).body).toMatchObject({ anio: 2024, lineas: 8 });
      expect((await ple(2024)).equals(antes)).toBe(true);
      await t.http.delete('/api/reportes/cierre/2024').set(auth(maestro)).expect(204);
    });
  });
});

describe('heavy writes left in the middle by a server that stopped, at its next start', () => {
  it('opens again the campaign and the year it was closing, without what they had written', async () => {
    const database = await freshDatabase({ fromTemplate: true });
    let t = await startApp(database);
    try {
      const token = await t.login();
      const { id } = (await t.http.post('/api/inventarios').set(auth(token)).send({ nombre: 'Inventario del apagón', fechaCorte: '2026-10-31' }).expect(201)).body;
      const { companiaId } = await t.dataSource.getRepository(Inventario).findOneByOrFail({ id });
      // The server stops while closing both: the campaign and the year being closed, and part of what each wrote.
      await t.dataSource.getRepository(Inventario).update({ id }, { estado: 'cerrando', cierreId: 'servidor-detenido', updatedAt: HACE_MEDIA_HORA() });
      await t.dataSource
        .getRepository(InventarioActivo)
        .insert({ companiaId, inventarioId: id, activoId: 1, codigo: 'X-1', descripcion: 'A medias', enAlcance: true, dadoDeBaja: false });
      const cierre = await t.dataSource.getRepository(CierreEjercicio).save({ companiaId, anio: 2024, estado: 'cerrando', advertencias: '{}', usuarioId: null, usuarioNombre: null });
      await t.dataSource.getRepository(CierreEjercicio).update({ id: cierre.id }, { updatedAt: HACE_MEDIA_HORA() });
      await t.dataSource.getRepository(CierreEjercicioLinea).insert({ companiaId, anio: 2024, numero: 1, datos: '{}' });
      await t.app.close();

      t = await startApp(database);
      const otra = await t.login();
      expect((await t.http.get(`/api/inventarios/${id}`).set(auth(otra))).body).toMatchObject({ estado: 'abierto', cerradoEl: null });
      expect(await t.dataSource.getRepository(Inventario).findOneByOrFail({ id })).toMatchObject({ estado: 'abierto', cierreId: null });
      expect(await t.dataSource.getRepository(InventarioActivo).count()).toBe(0);
      expect(await t.dataSource.getRepository(CierreEjercicio).count()).toBe(0);
      expect(await t.dataSource.getRepository(CierreEjercicioLinea).count()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
