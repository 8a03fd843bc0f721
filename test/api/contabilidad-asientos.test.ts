import { AsientoCerrado } from '../../src/contabilidad/asiento-cerrado.entity';
import { EscrituraPorLotes } from '../../src/database/escritura-por-lotes';
import { CierreEjercicio } from '../../src/ejercicio/cierre-ejercicio.entity';
import { auth, crearCompania, crearUsuario, download, firstSheet, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

interface Linea {
  cuenta: string;
  debe: number;
  haber: number;
  centroCosto: string | null;
  activoCodigo: string | null;
}
interface Asiento {
  numero: number;
  fecha: string;
  glosa: string;
  documento: string | null;
  lineas: Linea[];
}

const linea = (cuenta: string, debe: number, haber: number, centroCosto: string | null = null, activoCodigo: string | null = null): Linea => ({ cuenta, debe, haber, centroCosto, activoCodigo });
const centimos = (importe: number) => Math.round(importe * 100);
const cuadra = (lineas: Array<Pick<Linea, 'debe' | 'haber'>>) => lineas.reduce((suma, l) => suma + centimos(l.debe) - centimos(l.haber), 0) === 0;

/**
 * The journal of June 2025 in the financial book, computed by hand (cut-over 01/01/2025):
 * - CAM-1, a truck of 24,000.00 (20 % → 60 months, 400.00 a month) bought 10/01/2025, area Administración (ADM01);
 *   improved on 15/06/2025 by 1,200.00 (F001-55): 3341 against 4654.
 * - ANT-1, a truck of 24,000.00 from 2021 with 19,200.00 of financial depreciation at 31/12/2024: 400.00 a month, no area.
 * - PC-1, a computer of 3,000.00 (25 % → 48 months, 62.50 a month) bought 20/01/2025, area Ventas (VTA): sold on
 *   30/06/2025 for 2,000.00 + 360.00 IGV after six months (375.00); 2,625.00 of net cost.
 * - PC-2, a computer of 1,000.00 over 36 months bought 05/02/2025, area Ventas: its fifth month is 27.78.
 * Depreciation: 68144 400.00 (no area) + 400.00 (ADM01), 68146 90.28 (VTA) against 39134 800.00 and 39136 90.28.
 */
describe('Contabilidad: the month journal entries', () => {
  let t: TestApp;
  let maestro: string;
  let admin: UsuarioPrueba;
  let jefe: UsuarioPrueba;
  let companiaId: number;
  const ids: Record<string, number> = {};

  const asientos = async (periodo = '2025-06', token = jefe.token) => {
    const res = await t.http.get(`/api/contabilidad/asientos?periodo=${periodo}`).set(auth(token));
    expect(res.status).toBe(200);
    return res.body as Asiento[];
  };
  const configurar = (asientosDestino: boolean) =>
    t.http.put('/api/contabilidad/configuracion').set(auth(admin.token)).send({ fechaInicio: '2025-01-01', tasaImpuestoDiferido: 29.5, asientosDestino });
  const crear = async (codigo: string, cuerpo: Record<string, unknown>) => {
    const res = await t.http
      .post('/api/activos')
      .set(auth(jefe.token))
      .send({ codigo, descripcion: codigo, igv: 0, ...cuerpo });
    expect([codigo, res.status]).toEqual([codigo, 201]);
    ids[codigo] = res.body.id;
  };

  const DEPRECIACION = {
    numero: 1,
    fecha: '2025-06-30T00:00:00.000Z',
    glosa: 'Depreciación de activos fijos de junio 2025',
    documento: null,
    lineas: [linea('68144', 400, 0), linea('68144', 400, 0, 'ADM01'), linea('68146', 90.28, 0, 'VTA'), linea('39134', 0, 800), linea('39136', 0, 90.28)],
  };
  const MEJORA = {
    fecha: '2025-06-15T00:00:00.000Z',
    glosa: 'Mejora del activo CAM-1: Cambio de motor',
    documento: 'F001-55',
    lineas: [linea('3341', 1200, 0, 'ADM01', 'CAM-1'), linea('4654', 0, 1200, null, 'CAM-1')],
  };
  const VENTA = {
    fecha: '2025-06-30T00:00:00.000Z',
    glosa: 'Venta del activo PC-1',
    documento: 'F001-900',
    lineas: [
      linea('39136', 375, 0, null, 'PC-1'),
      linea('6551', 2625, 0, 'VTA', 'PC-1'),
      linea('3361', 0, 3000, null, 'PC-1'),
      linea('1654', 2360, 0, null, 'PC-1'),
      linea('7562', 0, 2000, 'VTA', 'PC-1'),
      linea('40111', 0, 360, null, 'PC-1'),
    ],
  };

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    const compania = await crearCompania(t, maestro, 'Distribuidora Andina S.A.C.', '2060000036');
    companiaId = compania.id;
    admin = await crearUsuario(t, maestro, 2, compania.id, 'admin@andina.pe');
    jefe = await crearUsuario(t, maestro, 3, compania.id, 'jefe@andina.pe');
    expect((await configurar(false)).status).toBe(200);
    for (const nombre of ['Administración', 'Ventas']) ids[nombre] = (await t.http.post('/api/Area').set(auth(jefe.token)).send({ nombre })).body.id;
    await crear('CAM-1', { precioUndMn: 24000, categoriaDepreciacion: 'vehiculos', fechaAdquisicion: '2025-01-10', areaId: ids['Administración'] });
    await crear('ANT-1', { precioUndMn: 24000, categoriaDepreciacion: 'vehiculos', fechaAdquisicion: '2021-01-10', depreciacionAcumuladaInicial: 16500, depreciacionAcumuladaInicialFinanciera: 19200 });
    await crear('PC-1', { precioUndMn: 3000, categoriaDepreciacion: 'computo', fechaAdquisicion: '2025-01-20', areaId: ids['Ventas'] });
    await crear('PC-2', { precioUndMn: 1000, categoriaDepreciacion: 'computo', fechaAdquisicion: '2025-02-05', vidaUtilMeses: 36, areaId: ids['Ventas'] });
    const mejora = await t.http.post(`/api/activos/${ids['CAM-1']}/mejoras`).set(auth(jefe.token)).send({ fecha: '2025-06-15', descripcion: 'Cambio de motor', importe: 1200, documento: 'F001-55' });
    expect(mejora.status).toBe(201);
    const venta = await t.http.post(`/api/activos/${ids['PC-1']}/baja`).set(auth(jefe.token)).send({ fecha: '2025-06-30', motivo: 'venta', documento: 'F001-900', valorVenta: 2000 });
    expect(venta.status).toBe(201);
  });
  afterAll(() => t.close());

  it('sets the areas cost centres, validated, for types 1-2 only', async () => {
    const mal = await t.http.put('/api/contabilidad/centros-costo').set(auth(admin.token)).send({ areas: [{ areaId: ids['Ventas'], centroCosto: 'VT A' }] });
    expect([mal.status, JSON.stringify(mal.body.message)]).toEqual([400, expect.stringContaining('El centro de costo debe tener de 1 a 10 letras o dígitos')]);
    expect((await t.http.put('/api/contabilidad/centros-costo').set(auth(jefe.token)).send({ areas: [] })).status).toBe(403);
    const ajena = await t.http.put('/api/contabilidad/centros-costo').set(auth(admin.token)).send({ areas: [{ areaId: 999999, centroCosto: 'X' }] });
    expect(ajena.status).toBe(404);
    const res = await t.http
      .put('/api/contabilidad/centros-costo')
      .set(auth(admin.token))
      .send({ areas: [{ areaId: ids['Administración'], centroCosto: 'ADM01' }, { areaId: ids['Ventas'], centroCosto: 'VTA' }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: ids['Administración'], nombre: 'Administración', centroCosto: 'ADM01', cuentaDestino: null },
      { id: ids['Ventas'], nombre: 'Ventas', centroCosto: 'VTA', cuentaDestino: null },
    ]);
  });

  it('books the month depreciation by category and cost centre, the improvement and the sale with its IGV, each balanced to the cent', async () => {
    const diario = await asientos();
    expect(diario).toEqual([DEPRECIACION, { numero: 2, ...MEJORA }, { numero: 3, ...VENTA }]);
    for (const asiento of diario) expect([asiento.numero, cuadra(asiento.lineas)]).toEqual([asiento.numero, true]);
  });

  it('adds the destination entry by cost centre against 791 when the company has them', async () => {
    expect((await configurar(true)).status).toBe(200);
    const diario = await asientos();
    expect(diario.map((a) => a.glosa)).toEqual([DEPRECIACION.glosa, 'Destino de la depreciación de junio 2025', MEJORA.glosa, VENTA.glosa]);
    expect(diario[1]).toEqual({
      numero: 2,
      fecha: '2025-06-30T00:00:00.000Z',
      glosa: 'Destino de la depreciación de junio 2025',
      documento: null,
      lineas: [linea('94', 400, 0), linea('94', 400, 0, 'ADM01'), linea('94', 90.28, 0, 'VTA'), linea('791', 0, 890.28)],
    });
    expect(diario.every((asiento) => cuadra(asiento.lineas))).toBe(true);
  });

  it('debits each area destination account when it has one, the company one otherwise; the account is validated as class 9', async () => {
    for (const cuentaDestino of ['8511', '9', '951234567', '95A']) {
      const mal = await t.http.put('/api/contabilidad/centros-costo').set(auth(admin.token)).send({ areas: [{ areaId: ids['Administración'], centroCosto: 'ADM01', cuentaDestino }] });
      expect([cuentaDestino, mal.status, JSON.stringify(mal.body.message)]).toEqual([
        cuentaDestino,
        400,
        expect.stringContaining('La cuenta de destino del área debe tener de 2 a 8 dígitos y empezar con 9 (clase 9)'),
      ]);
    }
    const res = await t.http.put('/api/contabilidad/centros-costo').set(auth(admin.token)).send({ areas: [{ areaId: ids['Administración'], centroCosto: 'ADM01', cuentaDestino: '9511' }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: ids['Administración'], nombre: 'Administración', centroCosto: 'ADM01', cuentaDestino: '9511' },
      { id: ids['Ventas'], nombre: 'Ventas', centroCosto: 'VTA', cuentaDestino: null },
    ]);
    // Without cuentaDestino the area keeps it.
    await t.http.put('/api/contabilidad/centros-costo').set(auth(admin.token)).send({ areas: [{ areaId: ids['Administración'], centroCosto: 'ADM01' }] }).expect(200);
    // 400.00 of CAM-1 (Administración) to 9511; 400.00 of ANT-1 (no area) and 90.28 of Ventas to the company 94.
    expect((await asientos())[1]).toEqual({
      numero: 2,
      fecha: '2025-06-30T00:00:00.000Z',
      glosa: 'Destino de la depreciación de junio 2025',
      documento: null,
      lineas: [linea('94', 400, 0), linea('94', 90.28, 0, 'VTA'), linea('9511', 400, 0, 'ADM01'), linea('791', 0, 890.28)],
    });
    const sinCuenta = await t.http.put('/api/contabilidad/centros-costo').set(auth(admin.token)).send({ areas: [{ areaId: ids['Administración'], centroCosto: 'ADM01', cuentaDestino: '' }] });
    expect(sinCuenta.body[0]).toEqual({ id: ids['Administración'], nombre: 'Administración', centroCosto: 'ADM01', cuentaDestino: null });
    expect((await asientos())[1].lineas[1]).toEqual(linea('94', 400, 0, 'ADM01'));
  });

  it('refuses a month before the cut-over, a future one and a malformed one', async () => {
    const casos: Array<[string, string]> = [
      ['2024-12', 'El período es anterior a la fecha de inicio de la contabilidad (01/01/2025): sus asientos son del sistema anterior'],
      ['2999-01', 'El período no puede ser posterior al mes actual'],
      ['2025-13', 'periodo debe ser un mes AAAA-MM'],
    ];
    for (const [periodo, mensaje] of casos) {
      const res = await t.http.get(`/api/contabilidad/asientos?periodo=${periodo}`).set(auth(jefe.token));
      expect([periodo, res.status, JSON.stringify(res.body.message)]).toEqual([periodo, 400, expect.stringContaining(mensaje)]);
    }
  });

  it('downloads the entries as Excel and CSV in the documented layout, re-read and balanced', async () => {
    const diario = await asientos();
    const columnas = ['Asiento', 'Fecha', 'Subdiario', 'Cuenta', 'Glosa', 'Debe', 'Haber', 'Moneda', 'Tipo de Cambio', 'Centro de Costo', 'Documento', 'Activo'];
    const excel = await download(t.http.get('/api/contabilidad/asientos/excel?periodo=2025-06').set(auth(jefe.token)));
    expect(excel.status).toBe(200);
    expect(excel.headers['content-disposition']).toContain('Asientos_2025-06.xlsx');
    const hoja = await firstSheet(excel.body);
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual(columnas);
    const filas = Array.from({ length: hoja.rowCount - 1 }, (_, i) => (hoja.getRow(i + 2).values as unknown[]).slice(1));
    expect(filas).toHaveLength(diario.reduce((suma, a) => suma + a.lineas.length, 0));
    expect(filas[0]).toEqual([1, new Date('2025-06-30T00:00:00.000Z'), '05', '68144', DEPRECIACION.glosa, 400, 0, 'PEN', 1, undefined, undefined, undefined]);
    const venta = filas.filter((fila) => fila[0] === 4);
    expect(venta.map((fila) => [fila[3], fila[5], fila[6], fila[9], fila[10], fila[11]])).toEqual(VENTA.lineas.map((l) => [l.cuenta, l.debe, l.haber, l.centroCosto ?? undefined, 'F001-900', 'PC-1']));
    for (const numero of [1, 2, 3, 4]) expect(cuadra(filas.filter((fila) => fila[0] === numero).map((fila) => ({ debe: fila[5] as number, haber: fila[6] as number })))).toBe(true);

    const csv = await t.http.get('/api/contabilidad/asientos/csv?periodo=2025-06').set(auth(jefe.token));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('Asientos_2025-06.csv');
    const texto = csv.text.replace(/^\uFEFF/, '');
    const lineas = texto.trimEnd().split('\r\n').map((l) => l.split(','));
    expect(lineas[0]).toEqual(columnas);
    expect(lineas[1]).toEqual(['1', '30/06/2025', '05', '68144', DEPRECIACION.glosa, '400.00', '0.00', 'PEN', '1.000', '', '', '']);
    expect(lineas.find((l) => l[3] === '40111')).toEqual(['4', '30/06/2025', '05', '40111', 'Venta del activo PC-1', '0.00', '360.00', 'PEN', '1.000', '', 'F001-900', 'PC-1']);
    expect(lineas.length - 1).toBe(filas.length);
    for (const numero of ['1', '2', '3', '4']) {
      expect(cuadra(lineas.filter((l) => l[0] === numero).map((l) => ({ debe: Number(l[5]), haber: Number(l[6]) })))).toBe(true);
    }
  });

  it('keeps a closed year entries: its financial life and opening balances are refused (409) and the journal reads the same', async () => {
    const antes = await asientos();
    await t.dataSource.getRepository(CierreEjercicio).insert({ companiaId, anio: 2025, advertencias: '{}' });
    const activo = (await t.http.get(`/api/activos/${ids['ANT-1']}`).set(auth(jefe.token))).body;
    const apertura = await t.http
      .put(`/api/activos/${ids['ANT-1']}`)
      .set(auth(jefe.token))
      .send({ ...activo, depreciacionAcumuladaInicialFinanciera: 18000 });
    expect([apertura.status, apertura.body.message]).toEqual([
      409,
      'El ejercicio 2025 está cerrado: no se puede cambiar la depreciación acumulada inicial de un activo: el Formato 7.1 de ese ejercicio ya la muestra. Un usuario Maestro puede reabrirlo',
    ]);
    const camion = (await t.http.get(`/api/activos/${ids['PC-2']}`).set(auth(jefe.token))).body;
    const vida = await t.http
      .put(`/api/activos/${ids['PC-2']}`)
      .set(auth(jefe.token))
      .send({ ...camion, vidaUtilMeses: 24 });
    expect(vida.status).toBe(409);
    // What does not touch the books still changes.
    const descripcion = await t.http
      .put(`/api/activos/${ids['PC-2']}`)
      .set(auth(jefe.token))
      .send({ ...camion, descripcion: 'Laptop de ventas' });
    expect(descripcion.status).toBe(200);
    expect(await asientos()).toEqual(antes);
  });

  it('writes field 9 of the Formato 7.1 from the cost account configured for the category', async () => {
    const [vehiculos] = (await t.http.get('/api/contabilidad/cuentas').set(auth(admin.token))).body.filter((c: { categoria: string }) => c.categoria === 'vehiculos');
    const { nombre: _n, porDefecto: _p, ...cuentas } = vehiculos;
    expect((await t.http.put('/api/contabilidad/cuentas').set(auth(admin.token)).send({ cuentas: [{ ...cuentas, costo: '33411' }] })).status).toBe(200);
    const ple = await download(t.http.get('/api/reportes/formato-71/ple?anio=2026').set(auth(jefe.token)));
    expect(ple.status).toBe(200);
    const campos = (ple.body as Buffer)
      .toString('latin1')
      .split('\r\n')
      .filter(Boolean)
      .map((l) => l.split('|'));
    expect(campos.map((c) => [c[4], c[8]]).sort()).toEqual([
      ['ANT-1', '33411'],
      ['CAM-1', '33411'],
      ['PC-2', '3361'],
    ]);
  });

  describe('a closed year kept by its close', () => {
    const cerrar = () => t.http.post('/api/reportes/cierre/2025').set(auth(admin.token));
    const reabrir = () => t.http.delete(`/api/reportes/cierre/2025?companiaId=${companiaId}`).set(auth(maestro));
    const crudo = async (ruta: string) => {
      const res = await t.http.get(`/api/contabilidad/${ruta}?periodo=2025-06`).set(auth(jefe.token));
      expect([ruta, res.status]).toEqual([ruta, 200]);
      return res.text;
    };
    const cuentasDe = async (categoria: string) => {
      const [cuentas] = (await t.http.get('/api/contabilidad/cuentas').set(auth(admin.token))).body.filter((c: { categoria: string }) => c.categoria === categoria);
      const { nombre: _n, porDefecto: _p, ...propias } = cuentas;
      return propias;
    };
    const centros = (adm: string) =>
      t.http.put('/api/contabilidad/centros-costo').set(auth(admin.token)).send({ areas: [{ areaId: ids['Administración'], centroCosto: adm }] }).expect(200);

    beforeAll(async () => {
      // The year the earlier test marked closed by hand, without a copy of its entries, opens again.
      expect((await reabrir()).status).toBe(204);
    });

    it('answers the entries, the Excel and the CSV of a closed month byte for byte after the accounts, cost centres and destination change; reopened, the changes show', async () => {
      expect((await configurar(true)).status).toBe(200);
      const antes = { json: await crudo('asientos'), csv: await crudo('asientos/csv'), excel: await firstSheet((await download(t.http.get('/api/contabilidad/asientos/excel?periodo=2025-06').set(auth(jefe.token)))).body) };
      expect(antes.json).toContain('Destino de la depreciación de junio 2025');
      expect((await cerrar()).status).toBe(201);
      expect(await t.dataSource.getRepository(AsientoCerrado).countBy({ companiaId, anio: 2025, mes: 6 })).toBe(4);

      const vehiculos = await cuentasDe('vehiculos');
      expect((await t.http.put('/api/contabilidad/cuentas').set(auth(admin.token)).send({ cuentas: [{ ...vehiculos, gastoDepreciacion: '68149' }] })).status).toBe(200);
      await centros('ADM02');
      expect((await configurar(false)).status).toBe(200);

      expect(await crudo('asientos')).toBe(antes.json);
      expect(await crudo('asientos/csv')).toBe(antes.csv);
      const excel = await firstSheet((await download(t.http.get('/api/contabilidad/asientos/excel?periodo=2025-06').set(auth(jefe.token)))).body);
      const valores = (hoja: typeof excel) => Array.from({ length: hoja.rowCount }, (_, i) => hoja.getRow(i + 1).values);
      expect(valores(excel)).toEqual(valores(antes.excel));
      // Before the cut-over, still the 400.
      expect((await t.http.get('/api/contabilidad/asientos?periodo=2024-12').set(auth(jefe.token))).status).toBe(400);

      // An open year follows the settings of now (ANT-1 ended its life in December).
      const enero = await asientos('2026-01');
      expect(enero[0].lineas.filter((l) => l.debe > 0).map((l) => [l.cuenta, l.centroCosto])).toEqual([
        ['68146', 'VTA'],
        ['68149', 'ADM02'],
      ]);
      expect(enero.map((a) => a.glosa)).not.toContain('Destino de la depreciación de enero 2026');

      expect((await reabrir()).status).toBe(204);
      expect(await t.dataSource.getRepository(AsientoCerrado).countBy({ companiaId })).toBe(0);
      const junio = await asientos();
      expect(junio.map((a) => a.glosa)).toEqual([DEPRECIACION.glosa, MEJORA.glosa, VENTA.glosa]);
      expect(junio[0].lineas.filter((l) => l.debe > 0).map((l) => [l.cuenta, l.debe, l.centroCosto])).toEqual([
        ['68146', 90.28, 'VTA'],
        ['68149', 400, null],
        ['68149', 400, 'ADM02'],
      ]);
      expect(junio[1].lineas[0]).toEqual(linea('33411', 1200, 0, 'ADM02', 'CAM-1'));
    });

    it('keeps no entry when the close fails after writing them', async () => {
      const lotes = t.app.get(EscrituraPorLotes);
      const lote = lotes.lote.bind(lotes);
      let fallo = false;
      jest.spyOn(lotes, 'lote').mockImplementation(async (escribir) => {
        // The step after the entries were written: the one that would mark the year closed.
        if (!fallo && (await t.dataSource.getRepository(AsientoCerrado).countBy({ companiaId })) > 0) {
          fallo = true;
          throw new Error('La base dejó de responder');
        }
        return lote(escribir);
      });
      try {
        expect((await cerrar()).status).toBe(500);
      } finally {
        jest.restoreAllMocks();
      }
      expect(fallo).toBe(true);
      expect(await t.dataSource.getRepository(AsientoCerrado).countBy({ companiaId })).toBe(0);
      expect(await t.dataSource.getRepository(CierreEjercicio).countBy({ companiaId })).toBe(0);
    });
  });
});
