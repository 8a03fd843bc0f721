import { pdfText } from '../fixtures/pdf';
import { auth, crearCompania, crearUsuario, download, firstSheet, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

/** The PLE text: ISO-8859-1, one CRLF-terminated line per asset. */
const lineasPle = (body: Buffer) =>
  body
    .toString('latin1')
    .split('\r\n')
    .filter((linea) => linea !== '');

const filas = async (body: Buffer) => {
  const sheet = await firstSheet(body);
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows = (sheet.getSheetValues().slice(2) as unknown[][]).map((row) => (row ?? []).slice(1));
  const columna = (row: unknown[], header: string) => row[headers.indexOf(header)];
  return { headers, rows, columna };
};

describe('reportes', () => {
  let t: TestApp;
  let maestro: string;
  let andina: { id: number; ruc: string };
  let costa: { id: number; ruc: string };
  let jefe: UsuarioPrueba;
  let gerente: UsuarioPrueba;
  let usuario: UsuarioPrueba;
  let lector: UsuarioPrueba;
  let otro: UsuarioPrueba;

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    andina = await crearCompania(t, maestro, 'Inversiones Andinas S.A.C.', '2060000001');
    costa = await crearCompania(t, maestro, 'Comercial Costa S.A.C.', '2060000002');
    jefe = await crearUsuario(t, maestro, 3, andina.id, 'jefe@andina.pe');
    gerente = await crearUsuario(t, maestro, 4, andina.id, 'gerente@andina.pe');
    usuario = await crearUsuario(t, maestro, 5, andina.id, 'usuario@andina.pe');
    lector = await crearUsuario(t, maestro, 6, andina.id, 'lector@andina.pe');
    otro = await crearUsuario(t, maestro, 3, costa.id, 'jefe@costa.pe');

    const area = async (nombre: string) => (await t.http.post('/api/Area').set(auth(jefe.token)).send({ nombre }).expect(201)).body.id as number;
    const sistemas = await area('Sistemas');
    const administracion = await area('Administración');
    const activo = (token: string, body: Record<string, unknown>) => t.http.post('/api/activos').set(auth(token)).send(body).expect(201);
    // 4,000 at the SUNAT 25 % for computers: 83.33 a month from March 2023.
    await activo(jefe.token, {
      codigo: 'LAP-001',
      descripcion: 'Laptop Dell Latitude 5440',
      categoria: 'Equipos de Cómputo',
      categoriaDepreciacion: 'computo',
      categoriaSunat: 'NO REVALUADO O REVALUADO SIN EFECTO TRIBUTARIO',
      marca: 'Dell',
      modelo: 'Latitude 5440',
      serie: 'SN-123',
      estado: 'Activo',
      precioUndMn: 4000,
      fechaAdquisicion: '2023-03-15',
      areaId: sistemas,
      usuarioId: gerente.id,
    });
    // 1,200 at its own 10 %: 10.00 a month from July 2024.
    await activo(jefe.token, {
      codigo: 'SIL-001',
      descripcion: 'Silla ergonómica | con brazos',
      categoria: 'Muebles y Enseres',
      categoriaSunat: 'REVALUADO CON EFECTO TRIBUTARIO',
      estado: 'Inactivo',
      precioUndMn: 1200,
      tasaDepreciacion: 10,
      fechaAdquisicion: '2024-07-01',
      areaId: administracion,
      usuarioId: usuario.id,
    });
    await activo(jefe.token, { codigo: 'FUT-001', descripcion: 'Proyector comprado en 2025', categoria: 'Equipos Diversos', estado: 'Activo', precioUndMn: 900, fechaAdquisicion: '2025-02-10', areaId: sistemas, usuarioId: gerente.id });
    await activo(jefe.token, { codigo: 'SIN-FECHA', descripcion: 'Estante sin fecha', categoria: 'Muebles y Enseres', estado: 'Activo', precioUndMn: 300 });
    await activo(otro.token, { codigo: 'COSTA-1', descripcion: 'Camioneta de la costa', categoria: 'Vehículos', precioUndMn: 50000, fechaAdquisicion: '2024-01-10', usuarioId: otro.id });
  });
  afterAll(() => t.close());

  describe('7.1 Detalle de los Activos Fijos Revaluados y no Revaluados', () => {
    it('writes the PLE file of the year: its name, one line of 37 fields per asset held, the schedule amounts', async () => {
      const res = await download(t.http.get('/api/reportes/formato-71/ple?anio=2024').set(auth(jefe.token)));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=ISO-8859-1');
      expect(res.headers['content-disposition']).toContain(`filename="LE${andina.ruc}20240000070100001111.TXT"`);
      const lineas = lineasPle(res.body as Buffer);
      // FUT-001 was bought after the year, SIN-FECHA has no date, COSTA-1 is another company's.
      expect(lineas).toHaveLength(2);
      for (const linea of lineas) {
        expect(linea.endsWith('|')).toBe(true);
        expect(linea.split('|')).toHaveLength(38);
      }
      const campos = (codigo: string) => lineas.map((linea) => linea.split('|')).find((c) => c[4] === codigo)!;

      const laptop = campos('LAP-001');
      expect(laptop.slice(0, 14)).toEqual(['20240000', expect.stringMatching(/^\d+$/), 'M0001', '9', 'LAP-001', '', '', '1', '3361', '9', 'Laptop Dell Latitude 5440', 'Dell', 'Latitude 5440', 'SN-123']);
      // Saldo inicial 4,000 (bought in 2023), no acquisitions, improvements, retirements, adjustments, revaluations or inflation.
      expect(laptop.slice(14, 23)).toEqual(['4000.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
      expect(laptop.slice(23, 28)).toEqual(['15/03/2023', '15/03/2023', '1', '-', '25.00']);
      // 4,000 × 25 % ÷ 12 = 83.333… a month, rounded once per figure: March to December 2023 = 833.33; 2024 = 1,000.00
      // (twelve rounded months would give 999.96).
      expect(laptop[28]).toBe('833.33');
      expect(laptop[29]).toBe('1000.00');
      expect(laptop.slice(30, 37)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '1']);

      const silla = campos('SIL-001');
      expect(silla[2]).toBe('M0002');
      expect(silla.slice(7, 14)).toEqual(['2', '3351', '1', 'Silla ergonómica con brazos', '-', '-', '-']);
      expect(silla.slice(14, 16)).toEqual(['0.00', '1200.00']);
      expect(silla.slice(27, 30)).toEqual(['10.00', '0.00', '60.00']);
    });

    // A year that is no year, before 2010 or missing is refused by the DTO: src/reporte/reportes.controller.spec.ts.
    it('names an empty year with the "sin información" flag, and refuses a year not started', async () => {
      const vacio = await download(t.http.get('/api/reportes/formato-71/ple?anio=2015').set(auth(jefe.token)));
      expect(vacio.status).toBe(200);
      expect(vacio.headers['content-disposition']).toContain(`filename="LE${andina.ruc}20150000070100001011.TXT"`);
      expect((vacio.body as Buffer).length).toBe(0);

      const siguiente = new Date().getUTCFullYear() + 1;
      const res = await t.http.get(`/api/reportes/formato-71/ple?anio=${siguiente}`).set(auth(jefe.token));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(`anio no puede ser posterior a ${siguiente - 1}`);
    });

    it('exports the book as a spreadsheet with the same amounts and a totals row', async () => {
      const res = await download(t.http.get('/api/reportes/formato-71/excel?anio=2024').set(auth(jefe.token)));
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="Formato_7_1_2024.xlsx"');
      const { headers, rows, columna } = await filas(res.body as Buffer);
      expect(headers).toEqual(expect.arrayContaining(['Código del Activo', 'Cuenta Contable', 'Saldo Inicial', 'Depreciación del Ejercicio', 'Depreciación Acumulada Histórica']));
      expect(rows.map((row) => row[0])).toEqual(['LAP-001', 'SIL-001', 'Totales']);
      const [laptop, silla, totales] = rows;
      expect(columna(laptop, 'Depreciación Acumulada al Cierre del Ejercicio Anterior')).toBe(833.33);
      expect(columna(laptop, 'Depreciación del Ejercicio')).toBe(1000);
      expect(columna(laptop, 'Depreciación Acumulada Histórica')).toBe(1833.33);
      expect(columna(laptop, 'Fecha de Adquisición')).toEqual(new Date(Date.UTC(2023, 2, 15)));
      expect(columna(silla, 'Adquisiciones')).toBe(1200);
      expect(columna(totales, 'Descripción')).toBe('2 activo(s)');
      expect(columna(totales, 'Saldo Inicial')).toBe(4000);
      expect(columna(totales, 'Valor Histórico al 31/12')).toBe(5200);
      expect(columna(totales, 'Depreciación del Ejercicio')).toBe(1060);
    });

    it('prints the book as a PDF with the SUNAT header, the rows and their totals', async () => {
      const res = await download(t.http.get('/api/reportes/formato-71/pdf?anio=2024').set(auth(jefe.token)));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('filename="Formato_7_1_2024.pdf"');
      const text = pdfText(res.body as Buffer);
      for (const expected of ['Inversiones Andinas S.A.C.', `RUC: ${andina.ruc}`, 'Periodo: 2024', 'LAP-001', 'Laptop Dell Latitude 5440', '833.33', '1,000.00', 'SIL-001', 'Totales', '1,060.00', 'Página 1 de 1']) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('FUT-001');
    });
  });

  it('Reporte de Activos: every asset, then the totals by area, by estado and overall', async () => {
    const res = await download(t.http.get('/api/reportes/activos/excel').set(auth(jefe.token)));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Reporte_Activos_\d{8}_\d{6}\.xlsx"/);
    const { rows, columna } = await filas(res.body as Buffer);
    expect(rows.slice(0, 4).map((row) => row[0])).toEqual(['LAP-001', 'SIL-001', 'FUT-001', 'SIN-FECHA']);
    expect(columna(rows[0], 'Área')).toBe('Sistemas');
    expect(columna(rows[0], 'Usuario Asignado')).toBe('Tipo 4 Prueba');
    expect(rows[4]).toEqual([]);
    const totales = rows.slice(5).map((row) => [row[0], columna(row, 'Área') ?? columna(row, 'Estado') ?? null, columna(row, 'Descripción'), columna(row, 'Total (S/)')]);
    expect(totales).toEqual([
      ['Total por área', 'Administración', '1 activo(s)', 1200],
      ['Total por área', 'Sin área', '1 activo(s)', 300],
      ['Total por área', 'Sistemas', '2 activo(s)', 4900],
      ['Total por estado', 'Activo', '3 activo(s)', 5200],
      ['Total por estado', 'Inactivo', '1 activo(s)', 1200],
      ['Total general', null, '4 activo(s)', 6400],
    ]);
  });

  // The refusals of a period out of order, after the current month or badly written are src/reporte/reportes.controller.spec.ts's.
  describe('Depreciación', () => {
    it('Exportar Data: one row per asset and month of the period, from the schedules', async () => {
      const res = await download(t.http.get('/api/reportes/depreciacion/excel?desde=2024-01&hasta=2024-12').set(auth(jefe.token)));
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="Depreciacion_2024-01_2024-12.xlsx"');
      const { rows, columna } = await filas(res.body as Buffer);
      const de = (codigo: string) => rows.filter((row) => row[0] === codigo);
      expect(rows).toHaveLength(18);
      expect(de('LAP-001').map((row) => columna(row, 'Periodo'))).toEqual([202401, 202402, 202403, 202404, 202405, 202406, 202407, 202408, 202409, 202410, 202411, 202412]);
      const [enero] = de('LAP-001');
      expect([columna(enero, 'N° de Mes'), columna(enero, 'Depreciación del Mes (S/)'), columna(enero, 'Depreciación Acumulada (S/)'), columna(enero, 'Valor Neto (S/)')]).toEqual([11, 83.33, 916.67, 3083.33]);
      expect(columna(de('LAP-001')[11], 'Depreciación Acumulada (S/)')).toBe(1833.33);
      expect(de('SIL-001').map((row) => columna(row, 'Periodo'))).toEqual([202407, 202408, 202409, 202410, 202411, 202412]);
      expect(columna(de('SIL-001')[0], 'Tasa Anual (%)')).toBe(10);
    });

    it('Reporte: the period summed by category in a PDF', async () => {
      const res = await download(t.http.get('/api/reportes/depreciacion/pdf?desde=2024-01&hasta=2024-12').set(auth(jefe.token)));
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="Depreciacion_Resumen_2024-01_2024-12.pdf"');
      const text = pdfText(res.body as Buffer);
      for (const expected of ['Resumen de Depreciación por Categoría', 'Período: enero de 2024 a diciembre de 2024', 'Equipos de Cómputo', '833.33', '1,000.00', '1,833.33', 'Muebles y Enseres', '60.00', '1,060.00', '1 activo(s) sin fecha de adquisición']) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Equipos Diversos');
    });
  });

  describe('Reporte de Asignación', () => {
    it('groups the assets by assigned user, with totals, and counts the unassigned ones', async () => {
      const res = await t.http.get('/api/reportes/asignacion').set(auth(jefe.token));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ cantidad: 3, valorTotal: 6100, sinAsignar: { cantidad: 1, valorTotal: 300 } });
      const grupos = res.body.grupos as Array<{ usuario: { id: number; nombre: string; codigo: string }; cantidad: number; valorTotal: number; activos: Array<{ codigo: string; area: string | null; fechaAdquisicion: string | null }> }>;
      expect(grupos.map((g) => [g.usuario.id, g.usuario.nombre, g.cantidad, g.valorTotal, g.activos.map((a) => a.codigo)])).toEqual([
        [gerente.id, 'Tipo 4', 2, 4900, ['FUT-001', 'LAP-001']],
        [usuario.id, 'Tipo 5', 1, 1200, ['SIL-001']],
      ]);
      expect(grupos[0].activos[1]).toMatchObject({ codigo: 'LAP-001', descripcion: 'Laptop Dell Latitude 5440', area: 'Sistemas', estado: 'Activo', total: 4000 });
      // A calendar date, as it was saved: never the day before.
      expect(grupos[0].activos[1].fechaAdquisicion?.slice(0, 10)).toBe('2023-03-15');
    });

    it('reports one user, also one without assets, and answers 404 for a user of another company', async () => {
      const uno = await t.http.get(`/api/reportes/asignacion?usuarioId=${usuario.id}`).set(auth(jefe.token));
      expect(uno.body).toMatchObject({ cantidad: 1, valorTotal: 1200, sinAsignar: null });
      expect(uno.body.grupos.map((g: { activos: Array<{ codigo: string }> }) => g.activos.map((a) => a.codigo))).toEqual([['SIL-001']]);

      const vacio = await t.http.get(`/api/reportes/asignacion?usuarioId=${lector.id}`).set(auth(jefe.token));
      expect(vacio.body).toMatchObject({ cantidad: 0, grupos: [{ usuario: { id: lector.id }, cantidad: 0, activos: [] }] });

      const ajeno = await t.http.get(`/api/reportes/asignacion?usuarioId=${otro.id}`).set(auth(jefe.token));
      expect(ajeno.status).toBe(404);
      expect(ajeno.body.message).toBe('Usuario no encontrado');
    });

    it('prints the grouped assets as a PDF', async () => {
      const res = await download(t.http.get('/api/reportes/asignacion/pdf').set(auth(lector.token)));
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/filename="Reporte_Asignacion_\d{8}_\d{6}\.pdf"/);
      const text = pdfText(res.body as Buffer);
      // The acquisition dates as the API has them (2023-03-15, 2025-02-10), with 4-digit years.
      for (const expected of ['Reporte de Asignación de Activos', 'Usuario: Todos los usuarios', 'Tipo 4 Prueba (U4)', '2 activo(s)', 'LAP-001', 'FUT-001', '15/03/2023', '10/02/2025', 'Tipo 5 Prueba (U5)', 'SIL-001', 'Sin usuario asignado: 1 activo(s)']) {
        expect(text).toContain(expected);
      }
      const uno = pdfText((await download(t.http.get(`/api/reportes/asignacion/pdf?usuarioId=${usuario.id}`).set(auth(jefe.token)))).body as Buffer);
      expect(uno).toContain('Usuario: Tipo 5 Prueba (U5)');
      expect(uno).not.toContain('LAP-001');
    });
  });

  it('keeps every report within the caller’s company; a Maestro names the company', async () => {
    const ple = await download(t.http.get('/api/reportes/formato-71/ple?anio=2024').set(auth(otro.token)));
    expect(ple.headers['content-disposition']).toContain(`filename="LE${costa.ruc}20240000070100001111.TXT"`);
    expect(lineasPle(ple.body as Buffer).map((linea) => linea.split('|')[4])).toEqual(['COSTA-1']);

    const activos = await download(t.http.get('/api/reportes/activos/excel').set(auth(otro.token)));
    const { rows } = await filas(activos.body as Buffer);
    expect(rows.map((row) => row[0])).toEqual(['COSTA-1', undefined, 'Total por área', 'Total por estado', 'Total general']);

    const depreciacion = await download(t.http.get('/api/reportes/depreciacion/excel?desde=2024-01&hasta=2024-12').set(auth(otro.token)));
    expect(new Set((await filas(depreciacion.body as Buffer)).rows.map((row) => row[0]))).toEqual(new Set(['COSTA-1']));

    const asignacion = await t.http.get('/api/reportes/asignacion').set(auth(otro.token));
    expect(asignacion.body.grupos.map((g: { usuario: { id: number } }) => g.usuario.id)).toEqual([otro.id]);
    expect(asignacion.body.cantidad).toBe(1);

    const pdf = pdfText((await download(t.http.get('/api/reportes/formato-71/pdf?anio=2024').set(auth(otro.token)))).body as Buffer);
    expect(pdf).toContain('COSTA-1');
    expect(pdf).not.toContain('LAP-001');

    const comoMaestro = await download(t.http.get(`/api/reportes/formato-71/ple?anio=2024&companiaId=${andina.id}`).set(auth(maestro)));
    expect(lineasPle(comoMaestro.body as Buffer)).toHaveLength(2);
  });

  it('documents every report route in Swagger, with its query and answer', async () => {
    const doc = (await t.http.get('/api/docs-json')).body;
    const rutas = Object.keys(doc.paths).filter((path) => path.startsWith('/api/reportes'));
    expect(rutas.sort()).toEqual([
      '/api/reportes/activos/excel',
      '/api/reportes/asignacion',
      '/api/reportes/asignacion/pdf',
      '/api/reportes/cierre/{anio}',
      '/api/reportes/cierres',
      '/api/reportes/depreciacion/excel',
      '/api/reportes/depreciacion/pdf',
      '/api/reportes/diferencias-temporales',
      '/api/reportes/diferencias-temporales/excel',
      '/api/reportes/formato-71/advertencias',
      '/api/reportes/formato-71/excel',
      '/api/reportes/formato-71/pdf',
      '/api/reportes/formato-71/ple',
    ]);
    for (const ruta of rutas) for (const operacion of Object.values<{ tags: string[] }>(doc.paths[ruta])) expect(operacion.tags).toEqual(['Reportes']);
    expect(doc.paths['/api/reportes/formato-71/ple'].get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'anio', in: 'query', required: true })]));
    expect(doc.paths['/api/reportes/depreciacion/pdf'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['desde', 'hasta']));
    expect(doc.components.schemas.ReporteAsignacionDto.properties).toHaveProperty('grupos');
  });

  // That every report needs a session is src/reporte/reportes.controller.spec.ts's.
  it('lets a read-only user download every report', async () => {
    for (const path of ['activos/excel', 'formato-71/ple?anio=2024', 'formato-71/excel?anio=2024', 'depreciacion/pdf?desde=2024-01&hasta=2024-02', 'asignacion']) {
      expect((await download(t.http.get(`/api/reportes/${path}`).set(auth(lector.token)))).status).toBe(200);
    }
  });
});
