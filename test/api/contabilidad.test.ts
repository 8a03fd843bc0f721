import { Activo } from '../../src/activo/activo.entity';
import { xlsxFile } from '../fixtures/spreadsheets';
import { auth, crearCompania, crearUsuario, download, firstSheet, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

/**
 * Going live and the two books, with the cases computed by hand:
 * - CAM-1: a truck of 24,000.00 at 20 % (400.00 a month) in use since 10/01/2021, brought with 16,500.00 of tax
 *   depreciation and 19,200.00 of financial depreciation at 31/12/2024 (cut-over 01/01/2025): 4,800.00 in 2025 and the
 *   remaining 2,700.00 in 2026 (six months of 400.00 and 300.00 in July) in the tax book.
 * - FIN-1: 24,000.00 bought 15/01/2025, 20 % in the tax book and 96 months in the financial one: 4,800.00 against
 *   3,000.00 in 2025, a difference of 1,800.00 and 531.00 of deferred tax at 29.5 %.
 */
describe('Contabilidad: cut-over, opening balances and the two books', () => {
  let t: TestApp;
  let admin: UsuarioPrueba;
  let jefe: UsuarioPrueba;
  const ids: Record<string, number> = {};
  const camion = { descripcion: 'Camión Volvo FH', precioUndMn: 24000, igv: 0, categoriaDepreciacion: 'vehiculos', fechaAdquisicion: '2021-01-10' };

  const crear = (codigo: string, extra: Record<string, unknown>) =>
    t.http
      .post('/api/activos')
      .set(auth(jefe.token))
      .send({ codigo, ...camion, ...extra });
  const cronograma = async (id: number, libro: string) => {
    const res = await t.http.get(`/api/activos/${id}/depreciacion?libro=${libro}`).set(auth(jefe.token));
    expect(res.status).toBe(200);
    return res.body as Array<{ periodo: number; depreciacionMensual: number; depreciacionAcumulada: number; numeroMes: number }>;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const maestro = await t.login();
    const compania = await crearCompania(t, maestro, 'Transportes del Sur S.A.C.', '2060000035');
    admin = await crearUsuario(t, maestro, 2, compania.id, 'admin@transur.pe');
    jefe = await crearUsuario(t, maestro, 3, compania.id, 'jefe@transur.pe');
  });
  afterAll(() => t.close());

  it('answers the defaults until the company sets its cut-over, and only to types 1-2', async () => {
    const res = await t.http.get('/api/contabilidad/configuracion').set(auth(admin.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ fechaInicio: null, tasaImpuestoDiferido: 29.5, asientosDestino: false, cuentaDestino: '94', cuentaCargasImputables: '791' });
    expect((await t.http.get('/api/contabilidad/configuracion').set(auth(jefe.token))).status).toBe(403);
  });

  it('refuses an opening balance before the cut-over date exists', async () => {
    const res = await crear('SIN-CORTE', { depreciacionAcumuladaInicial: 16500 });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['La depreciación acumulada inicial tributaria requiere la fecha de inicio de la contabilidad: configúrela en Contabilidad']);
  });

  it('saves the cut-over, the rate and the destination entries', async () => {
    const res = await t.http.put('/api/contabilidad/configuracion').set(auth(admin.token)).send({ FechaInicio: '2025-01-01', TasaImpuestoDiferido: 29.5, AsientosDestino: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ fechaInicio: '2025-01-01T00:00:00.000Z', tasaImpuestoDiferido: 29.5, asientosDestino: true, cuentaDestino: '94', cuentaCargasImputables: '791' });
    expect((await t.http.get('/api/contabilidad/fecha-inicio').set(auth(jefe.token))).body).toEqual({ fechaInicio: '2025-01-01T00:00:00.000Z' });
  });

  it('answers the PCGE 2019 accounts per category and keeps the ones a company changes', async () => {
    const antes = await t.http.get('/api/contabilidad/cuentas').set(auth(admin.token));
    expect(antes.body).toHaveLength(7);
    const vehiculos = antes.body.find((c: { categoria: string }) => c.categoria === 'vehiculos');
    expect(vehiculos).toEqual({
      categoria: 'vehiculos',
      nombre: 'Vehículos de transporte terrestre (excepto ferrocarriles); hornos en general',
      costo: '3341',
      depreciacionAcumulada: '39134',
      gastoDepreciacion: '68144',
      costoNetoBaja: '6551',
      ingresoVenta: '7562',
      cuentaPorCobrar: '1654',
      igvVenta: '40111',
      cuentaPorPagar: '4654',
      porDefecto: true,
    });
    const { nombre: _n, porDefecto: _p, ...cuentas } = vehiculos;
    const res = await t.http.put('/api/contabilidad/cuentas').set(auth(admin.token)).send({ cuentas: [{ ...cuentas, costo: '33411', depreciacionAcumulada: '391341' }] });
    expect(res.status).toBe(200);
    expect(res.body.find((c: { categoria: string }) => c.categoria === 'vehiculos')).toMatchObject({ costo: '33411', depreciacionAcumulada: '391341', porDefecto: false });
    expect(res.body.find((c: { categoria: string }) => c.categoria === 'computo')).toMatchObject({ costo: '3361', porDefecto: true });
    const mal = await t.http.put('/api/contabilidad/cuentas').set(auth(admin.token)).send({ cuentas: [{ ...cuentas, costo: '33-41' }] });
    expect(mal.status).toBe(400);
  });

  it('refuses an opening balance above the base, negative or on an asset put in use after the cut-over', async () => {
    const casos: Array<[Record<string, unknown>, string]> = [
      [{ depreciacionAcumuladaInicial: 24000.01 }, 'La depreciación acumulada inicial tributaria (S/ 24,000.01) supera la base depreciable (S/ 24,000.00)'],
      [{ depreciacionAcumuladaInicialFinanciera: -1 }, 'Depreciación acumulada inicial financiera: No puede ser negativo'],
      [
        { fechaAdquisicion: '2025-01-20', depreciacionAcumuladaInicial: 400 },
        'La depreciación acumulada inicial tributaria solo corresponde a un activo en uso antes de la fecha de inicio (01/01/2025)',
      ],
      [{ vidaUtilMeses: 60, valorResidual: 4000, depreciacionAcumuladaInicialFinanciera: 20000.01 }, 'La depreciación acumulada inicial financiera (S/ 20,000.01) supera la base depreciable (S/ 20,000.00)'],
    ];
    for (const [extra, mensaje] of casos) {
      const res = await crear('MAL-1', extra);
      expect([res.status, res.body.message]).toEqual([400, [mensaje]]);
    }
    expect(await t.dataSource.getRepository(Activo).countBy({ codigo: 'MAL-1' })).toBe(0);
  });

  it('continues the tax schedule from the opening balance and stops at the base in July 2026', async () => {
    const res = await crear('CAM-1', { depreciacionAcumuladaInicial: 16500, depreciacionAcumuladaInicialFinanciera: 19200 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ depreciacionAcumuladaInicial: 16500, depreciacionAcumuladaInicialFinanciera: 19200, vidaUtilMeses: null, valorResidual: null });
    ids['CAM-1'] = res.body.id;
    const filas = await cronograma(ids['CAM-1'], 'tributario');
    // Nothing before the cut-over is recomputed: the schedule starts in 01/2025, the 49th month of use.
    expect(filas[0]).toMatchObject({ periodo: 202501, numeroMes: 49, depreciacionMensual: 400, depreciacionAcumulada: 16900 });
    expect(filas.filter((f) => f.periodo >= 202501 && f.periodo <= 202512).every((f) => f.depreciacionMensual === 400)).toBe(true);
    const de2026 = filas.filter((f) => f.periodo >= 202601 && f.periodo <= 202612);
    expect(de2026.slice(0, 8).map((f) => f.depreciacionMensual)).toEqual([400, 400, 400, 400, 400, 400, 300, 0]);
    expect(de2026.find((f) => f.periodo === 202607)?.depreciacionAcumulada).toBe(24000);
    // The spec's route answers the same tax book.
    expect((await t.http.get(`/api/activos/${ids['CAM-1']}/depreciation`).set(auth(jefe.token))).body).toEqual(filas);
    // The financial book (60 months from the 20 % rate) continues from its own 19,200.00 and ends in 12/2025.
    const financiero = await cronograma(ids['CAM-1'], 'financiero');
    expect(financiero[0]).toMatchObject({ periodo: 202501, depreciacionMensual: 400, depreciacionAcumulada: 19600 });
    expect(financiero.find((f) => f.periodo === 202512)?.depreciacionAcumulada).toBe(24000);
    expect((await t.http.get(`/api/activos/${ids['CAM-1']}/depreciacion?libro=contable`).set(auth(jefe.token))).body.message).toEqual([
      'libro debe ser uno de: tributario, financiero',
    ]);
  });

  it('shows the opening balance in field 29 of the cut-over year’s Formato 7.1', async () => {
    const res = await download(t.http.get('/api/reportes/formato-71/ple?anio=2025').set(auth(jefe.token)));
    expect(res.status).toBe(200);
    const linea = (res.body as Buffer).toString('latin1').split('\r\n').find((l) => l.split('|')[4] === 'CAM-1')!.split('|');
    expect([linea[14], linea[28], linea[29]]).toEqual(['24000.00', '16500.00', '4800.00']);
    const siguiente = await download(t.http.get('/api/reportes/formato-71/ple?anio=2026').set(auth(jefe.token)));
    const de2026 = (siguiente.body as Buffer).toString('latin1').split('\r\n').find((l) => l.split('|')[4] === 'CAM-1')!.split('|');
    expect([de2026[28], de2026[29]]).toEqual(['21300.00', '2700.00']);
  });

  it('keeps the cut-over date while assets carry opening balances as at the day before it', async () => {
    const res = await t.http.put('/api/contabilidad/configuracion').set(auth(admin.token)).send({ fechaInicio: '2024-01-01', tasaImpuestoDiferido: 29.5, asientosDestino: true, cuentaDestino: '94', cuentaCargasImputables: '791' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('La fecha de inicio no puede cambiar: 1 activo(s) tienen depreciación acumulada inicial a la fecha actual. Quítela de esos activos primero');
    // The rest of the settings still change with the same date.
    const misma = await t.http.put('/api/contabilidad/configuracion').set(auth(admin.token)).send({ fechaInicio: '2025-01-01', tasaImpuestoDiferido: 29.5, asientosDestino: false, cuentaDestino: '94', cuentaCargasImputables: '791' });
    expect(misma.body).toEqual({ fechaInicio: '2025-01-01T00:00:00.000Z', tasaImpuestoDiferido: 29.5, asientosDestino: false, cuentaDestino: '94', cuentaCargasImputables: '791' });
  });

  it('gives the temporary differences of 2025 with their deferred tax, and their spreadsheet', async () => {
    expect((await crear('FIN-1', { fechaAdquisicion: '2025-01-15', vidaUtilMeses: 96 })).status).toBe(201);
    const res = await t.http.get('/api/reportes/diferencias-temporales?anio=2025').set(auth(jefe.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      anio: 2025,
      tasaImpuestoDiferido: 29.5,
      provisional: false,
      activos: [
        { activoId: ids['CAM-1'], codigo: 'CAM-1', descripcion: 'Camión Volvo FH', tributaria: 4800, financiera: 4800, diferencia: 0, impuestoDiferido: 0 },
        { activoId: expect.any(Number), codigo: 'FIN-1', descripcion: 'Camión Volvo FH', tributaria: 4800, financiera: 3000, diferencia: 1800, impuestoDiferido: 531 },
      ],
      totales: { tributaria: 9600, financiera: 7800, diferencia: 1800, impuestoDiferido: 531 },
    });
    const excel = await download(t.http.get('/api/reportes/diferencias-temporales/excel?anio=2025').set(auth(jefe.token)));
    expect(excel.status).toBe(200);
    expect(excel.headers['content-disposition']).toContain('Diferencias_Temporales_2025.xlsx');
    const hoja = await firstSheet(excel.body as Buffer);
    const filas = hoja.getSheetValues().slice(1).map((fila) => (fila as unknown[]).slice(1));
    expect(filas[0]).toEqual(['Código', 'Descripción', 'Depreciación Tributaria (S/)', 'Depreciación Financiera (S/)', 'Diferencia Temporal (S/)', 'Impuesto Diferido (S/)']);
    expect(filas[2]).toEqual(['FIN-1', 'Camión Volvo FH', 4800, 3000, 1800, 531]);
    expect(filas[3]).toEqual(['Totales', '2 activo(s), tasa 29.50 %', 9600, 7800, 1800, 531]);
    expect((await t.http.get('/api/reportes/diferencias-temporales?anio=dos').set(auth(jefe.token))).status).toBe(400);
  });

  it('gives cost and accumulated depreciation per account at a date, in both books', async () => {
    const alCorte = await t.http.get('/api/contabilidad/saldos?fecha=2024-12-31').set(auth(jefe.token));
    expect(alCorte.status).toBe(200);
    expect(alCorte.body).toEqual({
      fecha: '2024-12-31T00:00:00.000Z',
      mesDepreciado: '2024-12',
      cuentas: [
        { cuenta: '33411', concepto: 'costo', financiero: 24000, tributario: 24000, activos: 1 },
        { cuenta: '391341', concepto: 'depreciacionAcumulada', financiero: 19200, tributario: 16500, activos: 1 },
      ],
    });
    const alCierre = await t.http.get('/api/contabilidad/saldos?fecha=2025-12-31').set(auth(jefe.token));
    expect(alCierre.body.cuentas).toEqual([
      { cuenta: '33411', concepto: 'costo', financiero: 48000, tributario: 48000, activos: 2 },
      // Tax: 16,500 + 4,800 and 12 × 400; financial: 24,000 and 12 × 250.
      { cuenta: '391341', concepto: 'depreciacionAcumulada', financiero: 27000, tributario: 26100, activos: 2 },
    ]);
    // Mid-month, the month is not booked yet.
    expect((await t.http.get('/api/contabilidad/saldos?fecha=2025-01-15').set(auth(jefe.token))).body.mesDepreciado).toBe('2024-12');
  });

  it('imports opening balances per row: refuses what the body refuses and notes a figure far from the rate', async () => {
    const file = await xlsxFile([
      ['Código', 'Descripción', 'Fecha Adquisición', 'Precio', 'Categoría', 'Dep. inicial', 'Dep. inicial financiera', 'Vida útil'],
      ['IMP-1', 'Camioneta Hilux', '10/01/2021', 24000, 'vehiculos', 19200, 19200, null],
      ['IMP-2', 'Camioneta Hilux', '10/01/2021', 24000, 'vehiculos', 16500, null, null],
      ['IMP-3', 'Camioneta Hilux', '10/01/2021', 24000, 'vehiculos', 25000, null, null],
      ['IMP-4', 'Camioneta Hilux', '10/02/2025', 24000, 'vehiculos', 100, null, null],
    ]);
    const res = await t.http
      .post('/api/activos/import-excel')
      .set(auth(jefe.token))
      .attach('file', file, 'activos.xlsx')
      .field(
        'config',
        JSON.stringify({
          startRow: 2,
          CodigoColumn: 1,
          DescripcionColumn: 2,
          FechaAdquisicionColumn: 3,
          PrecioUndMnColumn: 4,
          CategoriaDepreciacionColumn: 5,
          DepreciacionAcumuladaInicialColumn: 6,
          DepreciacionAcumuladaInicialFinancieraColumn: 7,
          VidaUtilMesesColumn: 8,
        }),
      );
    expect(res.status).toBe(201);
    expect(res.body.processedItems.map((i: { codigo: string; status: string; message: string }) => [i.codigo, i.status, i.message])).toEqual([
      ['IMP-1', 'Éxito', 'Importado correctamente'],
      [
        'IMP-2',
        'Éxito',
        'Importado correctamente (La depreciación acumulada inicial tributaria (S/ 16,500.00) difiere de la que da la tasa al 31/12/2024 (S/ 19,200.00) en más de un mes de depreciación (S/ 400.00))',
      ],
      ['IMP-3', 'Error', 'La depreciación acumulada inicial tributaria (S/ 25,000.00) supera la base depreciable (S/ 24,000.00)'],
      ['IMP-4', 'Error', 'La depreciación acumulada inicial tributaria solo corresponde a un activo en uso antes de la fecha de inicio (01/01/2025)'],
    ]);
    const guardados = await t.dataSource.getRepository(Activo).find({ where: [{ codigo: 'IMP-1' }, { codigo: 'IMP-2' }], order: { codigo: 'ASC' } });
    expect(guardados.map((a) => [a.codigo, a.depreciacionAcumuladaInicial, a.depreciacionAcumuladaInicialFinanciera])).toEqual([
      ['IMP-1', 19200, 19200],
      ['IMP-2', 16500, null],
    ]);
  });
});
