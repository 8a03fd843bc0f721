import ExcelJS from 'exceljs';
import { Activo } from '../../src/activo/activo.entity';
import { AuditLog } from '../../src/audit/audit-log.entity';
import { pdfText } from '../fixtures/pdf';
import { auth, crearCompania, crearUsuario, download, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';
import { erroresPle71 } from '../utils/verificador-ple-71';

/**
 * The Formato 7.1 built from the assets' events, with the worked examples computed by hand:
 * - USO-1: acquired 10/02/2024, in use from 15/03/2024, total 12,000.00 at 10 % (100.00 a month), no events.
 * - MEJ-1: the same, with an improvement of 2,000.00 on 20/07/2025 (from 08/2025: 116.666… a month).
 * - VTA-1: the same, sold on 20/10/2025 for 7,500.00.
 */
describe('Formato 7.1 from the asset life', () => {
  let t: TestApp;
  let maestro: string;
  let compania: { id: number; ruc: string };
  let jefe: UsuarioPrueba;
  let admin: UsuarioPrueba;
  const ids: Record<string, number> = {};

  const ple = async (anio: number): Promise<Buffer> => {
    const res = await download(t.http.get(`/api/reportes/formato-71/ple?anio=${anio}`).set(auth(jefe.token)));
    expect(res.status).toBe(200);
    const cuerpo = res.body as Buffer;
    // Every line of every file this suite downloads passes the layout check.
    expect(erroresPle71(cuerpo)).toEqual([]);
    return cuerpo;
  };
  const campos = async (anio: number) => {
    const lineas = (await ple(anio)).toString('latin1').split('\r\n').filter(Boolean);
    return new Map(lineas.map((linea) => linea.split('|')).map((c) => [c[4], c]));
  };
  /** Fields 15–18, 24–25, 28–31 of a line (1-based numbers of the layout). */
  const importes = (c: string[]) => ({
    saldoInicial: c[14],
    adquisiciones: c[15],
    mejoras: c[16],
    retiros: c[17],
    fechaAdquisicion: c[23],
    inicioUso: c[24],
    tasa: c[27],
    acumuladaAnterior: c[28],
    ejercicio: c[29],
    retirosDepreciacion: c[30],
  });

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    compania = await crearCompania(t, maestro, 'Registro Andino S.A.C.', '2060000071');
    jefe = await crearUsuario(t, maestro, 3, compania.id, 'jefe@registro.pe');
    admin = await crearUsuario(t, maestro, 2, compania.id, 'admin@registro.pe');
    const crear = async (codigo: string, extra: Record<string, unknown> = {}) => {
      const res = await t.http
        .post('/api/activos')
        .set(auth(jefe.token))
        .send({ codigo, descripcion: `Montacargas ${codigo}`, precioUndMn: 12000, igv: 0, categoriaDepreciacion: 'otros', fechaAdquisicion: '2024-02-10', fechaInicioUso: '2024-03-15', ...extra });
      expect(res.status).toBe(201);
      ids[codigo] = res.body.id;
    };
    await crear('USO-1');
    await crear('MEJ-1');
    await crear('VTA-1');
    await crear('BAR/RA-1', { descripcion: 'Estante A/B \\ almacén', fechaAdquisicion: '2024-06-01', fechaInicioUso: null });
    await crear('SIN-CAT', { categoriaDepreciacion: null, tasaDepreciacion: 10, fechaAdquisicion: '2024-06-01', fechaInicioUso: null });
    await crear('SIN-FECHA', { fechaAdquisicion: null, fechaInicioUso: null });
    await t.http
      .post(`/api/activos/${ids['MEJ-1']}/mejoras`)
      .set(auth(jefe.token))
      .send({ fecha: '2025-07-20', descripcion: 'Cambio de motor', importe: 2000, documento: 'F001-000123' })
      .expect(201);
    const baja = await t.http
      .post(`/api/activos/${ids['VTA-1']}/baja`)
      .set(auth(jefe.token))
      .send({ fecha: '2025-10-20', motivo: 'venta', documento: 'F001-000777', valorVenta: 7500 });
    expect(baja.status).toBe(201);
    // 03/2024 to 10/2025: 20 months × 100.00; net book value 10,000.00; sold for 7,500.00 → loss of 2,500.00.
    expect(baja.body).toMatchObject({ costo: 12000, depreciacionAcumulada: 2000, valorNeto: 10000, resultadoVenta: -2500 });
  });
  afterAll(() => t.close());

  it('2024: acquisitions of the year in field 16, first use in field 25, depreciation from the month of first use', async () => {
    const libro = await campos(2024);
    expect(importes(libro.get('USO-1')!)).toEqual({
      saldoInicial: '0.00',
      adquisiciones: '12000.00',
      mejoras: '0.00',
      retiros: '0.00',
      fechaAdquisicion: '10/02/2024',
      inicioUso: '15/03/2024',
      tasa: '10.00',
      acumuladaAnterior: '0.00',
      // March to December: 10 × 100.00.
      ejercicio: '1000.00',
      retirosDepreciacion: '0.00',
    });
    // The sold and the improved asset were the same in 2024.
    expect(importes(libro.get('VTA-1')!)).toEqual(importes(libro.get('USO-1')!));
    expect(importes(libro.get('MEJ-1')!)).toEqual(importes(libro.get('USO-1')!));
  });

  it('2025: saldo inicial, the improvement in field 17 from the month after, the sale in fields 18 and 31', async () => {
    const libro = await campos(2025);
    expect(importes(libro.get('USO-1')!)).toMatchObject({ saldoInicial: '12000.00', adquisiciones: '0.00', mejoras: '0.00', retiros: '0.00', acumuladaAnterior: '1000.00', ejercicio: '1200.00' });
    // 7 × 100.00 + 5 × 116.666… = 1,283.33, rounded once (five rounded months would give 1,283.35).
    expect(importes(libro.get('MEJ-1')!)).toMatchObject({ saldoInicial: '12000.00', mejoras: '2000.00', retiros: '0.00', acumuladaAnterior: '1000.00', ejercicio: '1283.33', retirosDepreciacion: '0.00' });
    // January to October: 1,000.00; written off: the cost (12,000.00) and its accumulated depreciation (2,000.00).
    expect(importes(libro.get('VTA-1')!)).toMatchObject({ saldoInicial: '12000.00', retiros: '12000.00', acumuladaAnterior: '1000.00', ejercicio: '1000.00', retirosDepreciacion: '2000.00' });
  });

  it('does not carry a disposed asset into later years, and labels the running year provisional', async () => {
    const anio = new Date().getUTCFullYear();
    const libro = await campos(anio);
    expect(libro.has('VTA-1')).toBe(false);
    expect(importes(libro.get('MEJ-1')!)).toMatchObject({ saldoInicial: '14000.00', mejoras: '0.00', acumuladaAnterior: '2283.33' });
    const advertencias = (await t.http.get(`/api/reportes/formato-71/advertencias?anio=${anio}`).set(auth(jefe.token)).expect(200)).body;
    expect(advertencias).toMatchObject({ anio, provisional: true, cerrado: false });
    const pdf = pdfText((await download(t.http.get(`/api/reportes/formato-71/pdf?anio=${anio}`).set(auth(jefe.token)))).body as Buffer);
    expect(pdf).toContain(`Periodo: ${anio} (provisional)`);
  });

  it('keeps slashes, backslashes and separators out of the text fields', async () => {
    const linea = (await campos(2024)).get('BAR RA-1')!;
    expect(linea[4]).toBe('BAR RA-1');
    expect(linea[10]).toBe('Estante A B almacén');
  });

  it('lists the assets without acquisition date or SUNAT category in the answer, the workbook and the PDF, never silently', async () => {
    const advertencias = (await t.http.get('/api/reportes/formato-71/advertencias?anio=2024').set(auth(jefe.token)).expect(200)).body;
    expect(advertencias).toEqual({
      anio: 2024,
      provisional: false,
      cerrado: false,
      sinFecha: [{ id: ids['SIN-FECHA'], codigo: 'SIN-FECHA', descripcion: 'Montacargas SIN-FECHA' }],
      totalSinFecha: 1,
      sinCategoria: [{ id: ids['SIN-CAT'], codigo: 'SIN-CAT', descripcion: 'Montacargas SIN-CAT' }],
      totalSinCategoria: 1,
    });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load((await download(t.http.get('/api/reportes/formato-71/excel?anio=2024').set(auth(jefe.token)))).body as unknown as ExcelJS.Buffer);
    expect(libro.worksheets.map((hoja) => hoja.name)).toEqual(['Formato 7.1', 'Advertencias']);
    const hoja = libro.getWorksheet('Advertencias')!;
    const filas = (hoja.getSheetValues().slice(2) as unknown[][]).map((fila) => fila.slice(1));
    expect(filas).toEqual([
      ['SIN-FECHA', 'Montacargas SIN-FECHA', 'Sin fecha de adquisición: no figura en el libro'],
      ['SIN-CAT', 'Montacargas SIN-CAT', 'Sin categoría SUNAT de depreciación: su tasa no se verificó contra RLIR art. 22'],
    ]);
    const pdf = pdfText((await download(t.http.get('/api/reportes/formato-71/pdf?anio=2024').set(auth(jefe.token)))).body as Buffer);
    expect(pdf).toContain('1 activo(s) sin fecha de adquisición no figuran en el libro: SIN-FECHA');
    expect(pdf).toContain('1 activo(s) sin categoría SUNAT de depreciación: SIN-CAT');
  });

  it('lists every asset of a warning in the workbook, in code order past the pages it is read in, and the first thousand in the answer', async () => {
    const numerosa = await crearCompania(t, maestro, 'Registro Numeroso S.A.C.', '2060000072');
    const suJefe = await crearUsuario(t, maestro, 3, numerosa.id, 'jefe@numeroso.pe');
    const codigos = Array.from({ length: 1_205 }, (_, i) => `SF-${String(i + 1).padStart(4, '0')}`);
    const activos = t.dataSource.getRepository(Activo);
    // Inserted in reverse: the order comes from the codes, not from the ids.
    const filas = [...codigos].reverse().map((codigo) => ({ companiaId: numerosa.id, codigo, descripcion: `Estante ${codigo}` }));
    for (let inicio = 0; inicio < filas.length; inicio += 200) await activos.insert(filas.slice(inicio, inicio + 200));

    const advertencias = (await t.http.get('/api/reportes/formato-71/advertencias?anio=2024').set(auth(suJefe.token)).expect(200)).body;
    expect(advertencias).toMatchObject({ totalSinFecha: 1_205, totalSinCategoria: 0, sinCategoria: [] });
    expect(advertencias.sinFecha.map((activo: { codigo: string }) => activo.codigo)).toEqual(codigos.slice(0, 1_000));
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load((await download(t.http.get('/api/reportes/formato-71/excel?anio=2024').set(auth(suJefe.token)))).body as unknown as ExcelJS.Buffer);
    const hoja = libro.getWorksheet('Advertencias')!;
    expect((hoja.getSheetValues().slice(2) as unknown[][]).map((fila) => fila[1])).toEqual(codigos);
  });

  // Who may close (types 1–2) and reopen (a Maestro) is src/reporte/reportes.controller.spec.ts's.
  describe('year close', () => {
    let antes: Buffer;

    beforeAll(async () => {
      antes = await ple(2024);
    });

    it('refuses the running year, and freezes the year: changes answer 409', async () => {
      const enCurso = await t.http.post(`/api/reportes/cierre/${new Date().getUTCFullYear()}`).set(auth(admin.token));
      expect(enCurso.status).toBe(400);
      expect(enCurso.body.message).toContain('está en curso');

      const cierre = await t.http.post('/api/reportes/cierre/2024').set(auth(admin.token));
      expect(cierre.status).toBe(201);
      expect(cierre.body).toMatchObject({ anio: 2024, usuarioNombre: expect.any(String), lineas: 5 });
      expect((await t.http.post('/api/reportes/cierre/2024').set(auth(admin.token))).status).toBe(409);
      expect((await t.http.post('/api/reportes/cierre/2023').set(auth(admin.token))).body.message).toBe('Los ejercicios se cierran en orden: 2024 ya está cerrado');
      expect((await t.http.get('/api/reportes/cierres').set(auth(jefe.token)).expect(200)).body).toEqual([{ anio: 2024, createdAt: expect.any(String), usuarioNombre: expect.any(String) }]);

      const actual = (await t.http.get(`/api/activos/${ids['USO-1']}`).set(auth(jefe.token))).body;
      const costo = await t.http.put(`/api/activos/${ids['USO-1']}`).set(auth(jefe.token)).send({ ...actual, precioUndMn: 13000 });
      expect(costo.status).toBe(409);
      expect(costo.body.message).toContain('El ejercicio 2024 está cerrado');
      const mejora = await t.http.post(`/api/activos/${ids['USO-1']}/mejoras`).set(auth(jefe.token)).send({ fecha: '2024-12-01', descripcion: 'Pintura', importe: 100, documento: 'F1-1' });
      expect(mejora.status).toBe(409);
      const baja = await t.http.post(`/api/activos/${ids['USO-1']}/baja`).set(auth(jefe.token)).send({ fecha: '2024-12-20', motivo: 'destruccion', documento: 'ACTA-1' });
      expect(baja.status).toBe(409);
      // A description is not part of the books: it changes, and the closed book does not.
      await t.http.put(`/api/activos/${ids['USO-1']}`).set(auth(jefe.token)).send({ ...actual, descripcion: 'Montacargas renovado' }).expect(200);
    });

    it('answers the closed year’s 7.1 byte for byte as it was closed', async () => {
      const despues = await ple(2024);
      expect(despues.equals(antes)).toBe(true);
      const advertencias = (await t.http.get('/api/reportes/formato-71/advertencias?anio=2024').set(auth(jefe.token)).expect(200)).body;
      expect(advertencias).toMatchObject({ cerrado: true, totalSinFecha: 1 });
      expect((await campos(2025)).get('USO-1')![10]).toBe('Montacargas renovado');
    });

    it('is reopened by a Maestro, and both are in the audit log', async () => {
      await t.http.delete(`/api/reportes/cierre/2024?companiaId=${compania.id}`).set(auth(maestro)).expect(204);
      expect((await t.http.get('/api/reportes/cierres').set(auth(jefe.token)).expect(200)).body).toEqual([]);
      expect((await campos(2024)).get('USO-1')![10]).toBe('Montacargas renovado');
      const filas = await t.dataSource.getRepository(AuditLog).find({ where: { tableName: 'cierre_ejercicio' }, order: { id: 'ASC' } });
      expect(filas.filter((fila) => fila.statusCode === 201 || fila.statusCode === 204).map((fila) => fila.description)).toEqual([
        'Cierre del ejercicio 2024',
        'Reapertura del ejercicio 2024',
      ]);
    });
  });
});
