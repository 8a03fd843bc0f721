import { Like } from 'typeorm';
import { Activo } from '../../src/activo/activo.entity';
import { limaDate } from '../../src/common/lima-time';
import { CATEGORIAS_DEPRECIACION } from '../../src/dominio/tasas-sunat';
import { CierreEjercicio } from '../../src/ejercicio/cierre-ejercicio.entity';
import { xlsxFile } from '../fixtures/spreadsheets';
import { auth, crearCompania, crearUsuario, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';
import { mejoraValida as mejora } from '../utils/payloads';

interface Fila {
  numeroMes: number;
  periodo: number;
  depreciacionMensual: number;
  depreciacionAcumulada: number;
  saldoActual: number;
}

/** An asset body (camelCase): the worked example's server, S/ 12,000.00 without IGV, "otros bienes" at 10 %, first used on 15/03/2024. */
const activo = (overrides: Record<string, unknown> = {}) => ({
  descripcion: 'Servidor de archivos',
  cantidad: 1,
  precioUndMn: '12000.00',
  igv: 0,
  categoriaDepreciacion: 'otros',
  tasaDepreciacion: 10,
  fechaAdquisicion: '2024-03-10',
  fechaInicioUso: '2024-03-15',
  ...overrides,
});

const hoy = limaDate();

describe('Mejoras de activos y ciclo de vida contable', () => {
  let t: TestApp;
  let maestro: string;
  let jefe: UsuarioPrueba;
  let lector: UsuarioPrueba;
  let otraEmpresa: UsuarioPrueba;

  const crear = (token: string, body: Record<string, unknown>) => t.http.post('/api/activos').set(auth(token)).send(body);
  const registrar = (token: string, activoId: number, body: Record<string, unknown>) => t.http.post(`/api/activos/${activoId}/mejoras`).set(auth(token)).send(body);
  const mejorasDe = async (token: string, activoId: number) => (await t.http.get(`/api/activos/${activoId}/mejoras`).set(auth(token)).expect(200)).body;
  const cronograma = async (token: string, activoId: number): Promise<Fila[]> => (await t.http.get(`/api/activos/${activoId}/depreciation`).set(auth(token)).expect(200)).body;
  const mes = (filas: Fila[], periodo: number) => filas.find((fila) => fila.periodo === periodo);
  const cerrar = (companiaId: number, anio: number) => t.dataSource.getRepository(CierreEjercicio).insert({ companiaId, anio, advertencias: '{}' });

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    jefe = await crearUsuario(t, maestro, 3, 1, 'jefe@demo.pe');
    lector = await crearUsuario(t, maestro, 6, 1, 'lector@demo.pe');
    const andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    otraEmpresa = await crearUsuario(t, maestro, 3, andina.id, 'jefe@andina.pe');
  });
  afterAll(() => t.close());

  describe('POST, GET y DELETE /api/activos/{id}/mejoras', () => {
    it('adds the improvement to the depreciable cost from the month after its date (worked example)', async () => {
      const { body: servidor } = await crear(jefe.token, activo({ codigo: 'MEJ-1' })).expect(201);
      expect(servidor).toMatchObject({ total: 12000, categoriaDepreciacion: 'otros', tasaDepreciacion: 10, fechaInicioUso: '2024-03-15T00:00:00.000Z' });

      const res = await registrar(jefe.token, servidor.id, mejora());
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        activoId: servidor.id,
        fecha: '2025-07-20T00:00:00.000Z',
        descripcion: 'Ampliación a 64 GB de memoria y discos SSD',
        importe: 2000,
        documento: 'F001-000456',
        createdAt: expect.any(String),
      });

      const filas = await cronograma(lector.token, servidor.id);
      // 12,000.00 × 10 % ÷ 12 = 100.00 a month from the month of first use (03/2024) through the improvement's (07/2025).
      expect(filas[0]).toMatchObject({ periodo: 202403, numeroMes: 1, depreciacionMensual: 100 });
      expect(filas.filter((f) => f.periodo <= 202507).map((f) => f.depreciacionMensual)).toEqual(Array(17).fill(100));
      expect(mes(filas, 202507)).toMatchObject({ depreciacionAcumulada: 1700, saldoActual: 10300 });
      // From 08/2025, 14,000.00 × 10 % ÷ 12 = 116.666…, shown 116.67.
      expect(filas.filter((f) => f.periodo >= 202508 && f.periodo <= 202512).map((f) => f.depreciacionMensual)).toEqual(Array(5).fill(116.67));
      expect(mes(filas, 202508)).toMatchObject({ depreciacionAcumulada: 1816.67, saldoActual: 12183.33 });
      // 1,000.00 (2024) + 700.00 + 583.333… = 2,283.33, rounded once: the rounded months would add up to 2,283.35.
      expect(mes(filas, 202512)).toMatchObject({ depreciacionAcumulada: 2283.33, saldoActual: 11716.67 });

      const [fila] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'activo_mejora' AND action = 'CREATE' ORDER BY id DESC`);
      expect(fila).toMatchObject({ recordId: String(res.body.id), recordCode: 'MEJ-1', description: 'Mejora de S/ 2,000.00 registrada en el activo MEJ-1' });
    });

    it('lists by date and deletes with 204, the schedule following', async () => {
      const { body: servidor } = await crear(jefe.token, activo({ codigo: 'MEJ-2' })).expect(201);
      const julio = (await registrar(jefe.token, servidor.id, mejora()).expect(201)).body;
      const noviembre = (await registrar(jefe.token, servidor.id, mejora({ fecha: '2024-11-05', descripcion: 'Fuente redundante', importe: 600, documento: 'B001-77' })).expect(201)).body;
      expect((await mejorasDe(lector.token, servidor.id)).map((m: { id: number }) => m.id)).toEqual([noviembre.id, julio.id]);

      const borrado = await t.http.delete(`/api/activos/${servidor.id}/mejoras/${julio.id}`).set(auth(jefe.token));
      expect(borrado.status).toBe(204);
      expect(await mejorasDe(lector.token, servidor.id)).toEqual([noviembre]);
      // 22 months of 100.00 and, from 12/2024, 13 months of 600.00 × 10 % ÷ 12 = 5.00.
      expect(mes(await cronograma(lector.token, servidor.id), 202512)).toMatchObject({ depreciacionAcumulada: 2265, saldoActual: 10335 });
      expect((await t.http.delete(`/api/activos/${servidor.id}/mejoras/${julio.id}`).set(auth(jefe.token))).status).toBe(404);
    });

    // The DTO's refusals (amount, documento, descripcion, a missing or future date) are src/activo/mejora/mejoras.controller.spec.ts's.
    it('refuses a date before the acquisition, naming the field and saving nothing; the acquisition day and today pass', async () => {
      const { body: servidor } = await crear(jefe.token, activo({ codigo: 'MEJ-3' })).expect(201);
      const antes = await snapshot(t, 'activo_mejora');
      const res = await registrar(jefe.token, servidor.id, mejora({ fecha: '2024-03-09' }));
      expect([res.status, res.body.message]).toEqual([400, expect.arrayContaining(['La fecha de la mejora no puede ser anterior a la fecha de adquisición del activo'])]);
      expect(await snapshot(t, 'activo_mejora')).toEqual(antes);
      // The acquisition day itself and today are accepted.
      await registrar(jefe.token, servidor.id, mejora({ fecha: '2024-03-10' })).expect(201);
      await registrar(jefe.token, servidor.id, mejora({ fecha: hoy })).expect(201);
    });

    it('refuses an improvement of a disposed asset with 409, and keeps its improvements', async () => {
      const { body: servidor } = await crear(jefe.token, activo({ codigo: 'MEJ-4' })).expect(201);
      const anterior = (await registrar(jefe.token, servidor.id, mejora()).expect(201)).body;
      await t.dataSource.getRepository(Activo).update({ id: servidor.id }, { fechaBaja: new Date('2025-10-31T00:00:00Z') });

      const res = await registrar(jefe.token, servidor.id, mejora({ fecha: '2025-09-01' }));
      expect([res.status, res.body.message]).toEqual([409, 'No se puede registrar una mejora en un activo dado de baja']);
      const borrado = await t.http.delete(`/api/activos/${servidor.id}/mejoras/${anterior.id}`).set(auth(jefe.token));
      expect([borrado.status, borrado.body.message]).toEqual([409, 'No se puede eliminar una mejora de un activo dado de baja']);
      expect(await mejorasDe(lector.token, servidor.id)).toEqual([anterior]);
    });

    // Type 6's 403 on registering and deleting is src/activo/mejora/mejoras.controller.spec.ts's.
    it('answers 404 for another company’s asset or improvement and another asset’s improvement', async () => {
      const { body: a } = await crear(jefe.token, activo({ codigo: 'MEJ-5' })).expect(201);
      const { body: b } = await crear(jefe.token, activo({ codigo: 'MEJ-6' })).expect(201);
      const deA = (await registrar(jefe.token, a.id, mejora()).expect(201)).body;
      const antes = await snapshot(t, 'activo_mejora');
      for (const res of [
        await t.http.get(`/api/activos/${a.id}/mejoras`).set(auth(otraEmpresa.token)),
        await registrar(otraEmpresa.token, a.id, mejora()),
        await t.http.delete(`/api/activos/${a.id}/mejoras/${deA.id}`).set(auth(otraEmpresa.token)),
        await t.http.delete(`/api/activos/${b.id}/mejoras/${deA.id}`).set(auth(jefe.token)),
      ]) {
        expect(res.status).toBe(404);
      }
      expect(await snapshot(t, 'activo_mejora')).toEqual(antes);
    });
  });

  describe('ejercicio cerrado', () => {
    let compania: { id: number; razonSocial: string; ruc: string };
    let contador: UsuarioPrueba;
    let antiguo: { id: number };
    let deAntiguo: { id: number };

    beforeAll(async () => {
      compania = await crearCompania(t, maestro, 'Cierres del Sur S.A.C.', '2060000002');
      contador = await crearUsuario(t, maestro, 3, compania.id, 'contador@cierres.pe');
      antiguo = (await crear(contador.token, activo({ codigo: 'ANT-1' })).expect(201)).body;
      deAntiguo = (await registrar(contador.token, antiguo.id, mejora({ fecha: '2024-08-01' })).expect(201)).body;
      await cerrar(compania.id, 2024);
    });

    it('refuses an improvement dated in the closed year, and its deletion; one of an open year passes', async () => {
      const antes = await snapshot(t, 'activo_mejora');
      const nueva = await registrar(contador.token, antiguo.id, mejora({ fecha: '2024-12-15' }));
      expect(nueva.status).toBe(409);
      expect(nueva.body.message).toBe('El ejercicio 2024 está cerrado: no se puede registrar una mejora fechada en ese ejercicio o antes. Un usuario Maestro puede reabrirlo');
      const borrado = await t.http.delete(`/api/activos/${antiguo.id}/mejoras/${deAntiguo.id}`).set(auth(contador.token));
      expect(borrado.status).toBe(409);
      expect(borrado.body.message).toContain('no se puede eliminar una mejora fechada en ese ejercicio o antes');
      expect(await snapshot(t, 'activo_mejora')).toEqual(antes);

      const abierta = (await registrar(contador.token, antiguo.id, mejora({ fecha: '2025-01-10' })).expect(201)).body;
      await t.http.delete(`/api/activos/${antiguo.id}/mejoras/${abierta.id}`).set(auth(contador.token)).expect(204);
    });

    it('refuses a change of cost, dates, rate or category of an asset acquired in it, and lets its other fields change', async () => {
      const antes = await snapshot(t, 'activo');
      for (const cambio of [
        { precioUndMn: '12500.00' },
        { cantidad: 2 },
        { igv: 18 },
        { fechaAdquisicion: '2024-03-01' },
        { fechaInicioUso: '2025-01-01' },
        { tasaDepreciacion: 8 },
        { categoriaDepreciacion: 'maquinaria' },
      ]) {
        const res = await t.http.put(`/api/activos/${antiguo.id}`).set(auth(contador.token)).send(activo({ codigo: 'ANT-1', ...cambio }));
        expect([JSON.stringify(cambio), res.status, res.body.message]).toEqual([
          JSON.stringify(cambio),
          409,
          'El ejercicio 2024 está cerrado: no se puede cambiar el costo, las fechas, la tasa, la categoría de depreciación, la vida útil ni el valor residual de un activo adquirido en ese ejercicio o antes. Un usuario Maestro puede reabrirlo',
        ]);
      }
      expect(await snapshot(t, 'activo')).toEqual(antes);

      const editado = await t.http.put(`/api/activos/${antiguo.id}`).set(auth(contador.token)).send(activo({ codigo: 'ANT-1', descripcion: 'Servidor de archivos (rack 2)', edificio: 'Torre B' }));
      expect(editado.status).toBe(200);
      expect(editado.body).toMatchObject({ descripcion: 'Servidor de archivos (rack 2)', edificio: 'Torre B', total: 12000 });
    });

    it('refuses creating an asset acquired in it, or moving a newer one into it, and lets newer assets change', async () => {
      const creado = await crear(contador.token, activo({ codigo: 'ANT-2', fechaAdquisicion: '2024-12-31', fechaInicioUso: '2025-01-02' }));
      expect(creado.status).toBe(409);
      expect(creado.body.message).toBe('El ejercicio 2024 está cerrado: no se puede registrar un activo adquirido en ese ejercicio o antes. Un usuario Maestro puede reabrirlo');

      const nuevo = (await crear(contador.token, activo({ codigo: 'NUE-1', fechaAdquisicion: '2025-01-02', fechaInicioUso: '2025-01-02' })).expect(201)).body;
      await t.http.put(`/api/activos/${nuevo.id}`).set(auth(contador.token)).send(activo({ codigo: 'NUE-1', fechaAdquisicion: '2025-01-02', fechaInicioUso: '2025-02-01', precioUndMn: '9000.00' })).expect(200);
      const atras = await t.http.put(`/api/activos/${nuevo.id}`).set(auth(contador.token)).send(activo({ codigo: 'NUE-1', fechaAdquisicion: '2024-12-20', fechaInicioUso: '2025-02-01', precioUndMn: '9000.00' }));
      expect(atras.status).toBe(409);
    });

    it('refuses a change of the company’s depreciable base, and lets its other fields change', async () => {
      const res = await t.http.put(`/api/Compania/${compania.id}`).set(auth(maestro)).send({ razonSocial: compania.razonSocial, ruc: compania.ruc, baseDepreciable: 'precio' });
      expect([res.status, res.body.message]).toEqual([409, 'La base depreciable no puede cambiar después de cerrar un ejercicio']);
      const otra = await t.http.put(`/api/Compania/${compania.id}`).set(auth(maestro)).send({ razonSocial: 'Cierres del Sur S.A.', ruc: compania.ruc, baseDepreciable: 'total' });
      expect([otra.status, otra.body.baseDepreciable, otra.body.razonSocial]).toEqual([200, 'total', 'Cierres del Sur S.A.']);
    });

    it('refuses per row the imported assets acquired in it, saving the others', async () => {
      const file = await xlsxFile([
        ['Código', 'Descripción', 'Fecha Adquisición'],
        ['IMP-ANT-1', 'Escritorio', '15/06/2024'],
        ['IMP-NUE-1', 'Escritorio', '15/06/2025'],
      ]);
      const res = await t.http
        .post('/api/activos/import-excel')
        .set(auth(contador.token))
        .attach('file', file, 'activos.xlsx')
        .field('config', JSON.stringify({ startRow: 2, CodigoColumn: 1, DescripcionColumn: 2, FechaAdquisicionColumn: 3 }));
      expect(res.status).toBe(201);
      expect(res.body.processedItems.map((i: { status: string; message: string }) => [i.status, i.message])).toEqual([
        ['Error', 'El ejercicio 2024 está cerrado: no se puede registrar un activo adquirido en ese ejercicio o antes. Un usuario Maestro puede reabrirlo'],
        ['Éxito', expect.any(String)],
      ]);
    });
  });

  describe('fecha de inicio de uso, tasa máxima y categorías SUNAT', () => {
    it('defaults the first use to the acquisition date and refuses one before it, naming the field', async () => {
      const { body: sinUso } = await crear(jefe.token, activo({ codigo: 'USO-1', fechaInicioUso: null })).expect(201);
      expect(sinUso.fechaInicioUso).toBe('2024-03-10T00:00:00.000Z');

      const antes = await snapshot(t, 'activo');
      const res = await crear(jefe.token, activo({ codigo: 'USO-2', fechaInicioUso: '2024-03-01' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('La fecha de inicio de uso no puede ser anterior a la fecha de adquisición');
      expect(await snapshot(t, 'activo')).toEqual(antes);
    });

    it('starts the depreciation in the month of first use, not of acquisition', async () => {
      const { body: torno } = await crear(jefe.token, activo({ codigo: 'USO-3', precioUndMn: '2400.00', fechaAdquisicion: '2025-01-20', fechaInicioUso: '2025-04-02' })).expect(201);
      const filas = await cronograma(lector.token, torno.id);
      expect(filas[0]).toMatchObject({ periodo: 202504, numeroMes: 1, depreciacionMensual: 20, depreciacionAcumulada: 20, saldoActual: 2380 });
    });

    it('refuses a rate above the category maximum with the law that sets it', async () => {
      const computo = await crear(jefe.token, activo({ codigo: 'TAS-1', categoriaDepreciacion: 'computo', tasaDepreciacion: 30 }));
      expect(computo.status).toBe(400);
      expect(computo.body.message).toContain('La tasa de depreciación no puede superar 25.00 % para «Equipos de procesamiento de datos» (RLIR art. 22 b) 4)');
      const sinCategoria = await crear(jefe.token, activo({ codigo: 'TAS-2', categoriaDepreciacion: null, tasaDepreciacion: 30 }));
      expect(sinCategoria.body.message).toContain('La tasa de depreciación no puede superar 25.00 %, la mayor de RLIR art. 22 b); elija la categoría SUNAT de depreciación del activo');
      await crear(jefe.token, activo({ codigo: 'TAS-3', categoriaDepreciacion: 'computo', tasaDepreciacion: 25 })).expect(201);
    });

    it('lists the SUNAT depreciation categories with their maximum rate, beside GET /api/activos/{id}', async () => {
      const res = await t.http.get('/api/activos/categorias-depreciacion').set(auth(lector.token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(CATEGORIAS_DEPRECIACION);
      expect(res.body).toContainEqual({ clave: 'computo', nombre: 'Equipos de procesamiento de datos', maximo: 25, base: 'RLIR art. 22 b) 4' });
      expect(res.body.map((c: { clave: string }) => c.clave)).toEqual(['ganado', 'vehiculos', 'maquinaria-extractiva', 'computo', 'maquinaria', 'otros', 'edificios']);
      const { body: uno } = await crear(jefe.token, activo({ codigo: 'CAT-1' })).expect(201);
      expect((await t.http.get(`/api/activos/${uno.id}`).set(auth(lector.token))).body.codigo).toBe('CAT-1');
    });
  });

  describe('base depreciable de la compañía', () => {
    it('depreciates on the price without IGV when the company says so', async () => {
      const compania = await crearCompania(t, maestro, 'Crédito Fiscal S.A.C.', '2060000003');
      const usuario = await crearUsuario(t, maestro, 3, compania.id, 'jefe@credito.pe');
      // 1,200.00 with IGV included (a new company's rule): precio 1,016.95, IGV 183.05.
      const { body: equipo } = await crear(usuario.token, activo({ codigo: 'BAS-1', precioUndMn: '1200.00', igv: 18 })).expect(201);
      expect(equipo).toMatchObject({ total: 1200, precio: 1016.95, igv: 183.05 });
      expect((await cronograma(usuario.token, equipo.id))[0].depreciacionMensual).toBe(10);

      const res = await t.http.put(`/api/Compania/${compania.id}`).set(auth(maestro)).send({ razonSocial: compania.razonSocial, ruc: compania.ruc, baseDepreciable: 'precio' });
      expect([res.status, res.body.baseDepreciable]).toEqual([200, 'precio']);
      // 1,016.95 × 10 % ÷ 12 = 8.47.
      expect((await cronograma(usuario.token, equipo.id))[0]).toMatchObject({ depreciacionMensual: 8.47, saldoActual: 1008.48 });

      await cerrar(compania.id, 2024);
      const vuelta = await t.http.put(`/api/Compania/${compania.id}`).set(auth(maestro)).send({ razonSocial: compania.razonSocial, ruc: compania.ruc, baseDepreciable: 'total' });
      expect([vuelta.status, vuelta.body.message]).toEqual([409, 'La base depreciable no puede cambiar después de cerrar un ejercicio']);
    });
  });

  describe('importación desde Excel: fecha de inicio de uso y categoría SUNAT de depreciación', () => {
    it('reads the category by clave, name or item number and the first use with the body’s rules, per row', async () => {
      const file = await xlsxFile([
        ['Código', 'Descripción', 'Fecha Adquisición', 'Fecha Inicio Uso', 'Categoría de Depreciación', 'Tasa'],
        ['IMP-CAT-1', 'Servidor', '10/01/2025', '01/02/2025', 'computo', null],
        ['IMP-CAT-2', 'Camioneta', '05/01/2025', null, 'vehículos de transporte terrestre (excepto ferrocarriles); HORNOS en general', null],
        ['IMP-CAT-3', 'Torno', '05/01/2025', null, 5, 8],
        ['IMP-CAT-4', 'Local comercial', '05/01/2025', null, 'Edificios', null],
        ['IMP-CAT-5', 'Laptop', '10/01/2025', '05/01/2025', 'computo', null],
        ['IMP-CAT-6', 'Laptop', '10/01/2025', null, '4', 30],
        ['IMP-CAT-7', 'Silla', '10/01/2025', null, 'muebles', null],
        ['IMP-CAT-8', 'Laptop Dell', '10/01/2025', null, null, null],
      ]);
      const res = await t.http
        .post('/api/activos/import-excel')
        .set(auth(jefe.token))
        .attach('file', file, 'activos.xlsx')
        .field(
          'config',
          JSON.stringify({ startRow: 2, CodigoColumn: 1, DescripcionColumn: 2, FechaAdquisicionColumn: 3, FechaInicioUsoColumn: 4, CategoriaDepreciacionColumn: 5, TasaDepreciacionColumn: 6 }),
        );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ successCount: 5, errorCount: 3 });
      expect(res.body.processedItems.map((i: { codigo: string; status: string; message: string }) => [i.codigo, i.status, i.status === 'Éxito' ? '' : i.message])).toEqual([
        ['IMP-CAT-1', 'Éxito', ''],
        ['IMP-CAT-2', 'Éxito', ''],
        ['IMP-CAT-3', 'Éxito', ''],
        ['IMP-CAT-4', 'Éxito', ''],
        ['IMP-CAT-5', 'Error', 'La fecha de inicio de uso no puede ser anterior a la fecha de adquisición'],
        ['IMP-CAT-6', 'Error', 'La tasa de depreciación no puede superar 25.00 % para «Equipos de procesamiento de datos» (RLIR art. 22 b) 4)'],
        [
          'IMP-CAT-7',
          'Error',
          'Categoría SUNAT de Depreciación: "muebles" no es una categoría de RLIR art. 22 b); use el número del inciso (1 a 6), edificios o una clave: ganado, vehiculos, maquinaria-extractiva, computo, maquinaria, otros, edificios',
        ],
        ['IMP-CAT-8', 'Éxito', ''],
      ]);

      const guardados = await t.dataSource.getRepository(Activo).find({ where: { codigo: Like('IMP-CAT-%') }, order: { codigo: 'ASC' } });
      expect(guardados.map((a) => [a.codigo, a.categoriaDepreciacion, a.tasaDepreciacion, a.fechaInicioUso?.toISOString().slice(0, 10)])).toEqual([
        ['IMP-CAT-1', 'computo', null, '2025-02-01'],
        ['IMP-CAT-2', 'vehiculos', null, '2025-01-05'],
        ['IMP-CAT-3', 'maquinaria', 8, '2025-01-05'],
        ['IMP-CAT-4', 'edificios', null, '2025-01-05'],
        // No category column value: left unclassified, whatever its description says.
        ['IMP-CAT-8', null, null, '2025-01-10'],
      ]);
      // The first use sets where the schedule starts.
      const { id } = (await t.http.get('/api/activos/codigo/IMP-CAT-1').set(auth(lector.token))).body;
      expect((await cronograma(lector.token, id))[0].periodo).toBe(202502);
    });
  });
});
