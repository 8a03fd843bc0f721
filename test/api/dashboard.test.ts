import { Activo } from '../../src/activo/activo.entity';
import { AuditLog } from '../../src/audit/audit-log.entity';
import { Mantenimiento } from '../../src/mantenimiento/mantenimiento.entity';
import { auth, crearCompania, crearUsuario, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

const HORA = 3_600_000;
const DIA = 24 * HORA;
/** Peru keeps UTC−5 all year. */
const LIMA = -5;
const NOMBRES = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Set', 'Oct', 'Nov', 'Dic'];

/** The calendar month `n` months before now's on a clock `offset` hours from UTC: its key, name and an instant in its middle. */
function mesAtras(n: number, offset = 0) {
  const local = new Date(Date.now() + offset * HORA);
  const inicio = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - n, 1);
  const fecha = new Date(inicio);
  return {
    clave: fecha.toISOString().slice(0, 7),
    nombre: `${NOMBRES[fecha.getUTCMonth()]} ${fecha.getUTCFullYear()}`,
    /** The 15th at noon: the same month on both clocks. */
    mediados: new Date(inicio + 14 * DIA + 12 * HORA),
    /** The month's first instant on that clock. */
    inicio: new Date(inicio - offset * HORA),
  };
}

interface Dashboard {
  stats: { totalActivos: number; activosEnMantenimiento: number; valorTotalActivos: number; totalUbicaciones: number };
  activosByArea: Array<{ areaId: number | null; area: string; count: number }>;
  activosStatus: Array<{ status: string; count: number }>;
  maintenanceStatus: Array<{ status: string; count: number }>;
  upcomingMaintenance: { overdue: number; dueToday: number; dueThisWeek: number };
  monthlyTrend: Array<{ month: string; monthName: string; newActivos: number; removedActivos: number }>;
  depreciationTrend: Array<{ month: string; monthName: string; originalValue: number; currentValue: number; accumulatedDepreciation: number }>;
  recentActivities: Array<Record<string, unknown>>;
  depreciationOverview: Array<{ category: string; originalValue: number; accumulatedDepreciation: number; netValue: number }>;
}

// Who may read it, for which company, and without a session are src/dashboard/dashboard.controller.spec.ts's.
describe('GET /api/dashboard', () => {
  let t: TestApp;
  let maestro: string;
  let jefe: UsuarioPrueba;
  let otra: UsuarioPrueba;
  let otraCompaniaId: number;
  const area: Record<string, number> = {};
  const activo: Record<string, number> = {};
  let tablero: Dashboard;

  const leer = async (token: string, query = ''): Promise<Dashboard> => (await t.http.get(`/api/dashboard${query}`).set(auth(token)).expect(200)).body;

  async function crearActivo(token: string, datos: Record<string, unknown>): Promise<number> {
    const res = await t.http.post('/api/activos').set(auth(token)).send({ cantidad: 1, ...datos });
    if (res.status !== 201) throw new Error(`crearActivo: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  }

  /** Dates the API owns (registration, last change) set as if the asset had been registered back then. */
  const fechar = (id: number, fechas: Partial<Pick<Activo, 'createdAt' | 'updatedAt'>>) => t.dataSource.getRepository(Activo).update({ id }, fechas);

  const mantenimiento = (companiaId: number, activoId: number, estado: string, fecha: Date | null) =>
    t.dataSource.getRepository(Mantenimiento).insert({ companiaId, activoId, estado, fecha, codigo: null, descripcion: null });

  const auditoria = (companiaId: number, timestamp: Date, cambios: Partial<AuditLog> = {}) =>
    t.dataSource.getRepository(AuditLog).insert({
      companiaId,
      timestamp,
      tableName: 'activo',
      action: 'DELETE',
      success: true,
      statusCode: 204,
      description: 'Eliminación de activo',
      ...cambios,
    });

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    otraCompaniaId = (await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001')).id;
    [jefe, otra] = await Promise.all([
      crearUsuario(t, maestro, 3, 1, 'jefe@demo.pe'),
      crearUsuario(t, maestro, 3, otraCompaniaId, 'jefe@andina.pe'),
    ]);
    for (const nombre of ['Sistemas', 'Logística']) {
      area[nombre] = (await t.http.post('/api/Area').set(auth(jefe.token)).send({ companiaId: 1, nombre }).expect(201)).body.id;
    }
    const direccion = { ciudad: 'Lima', distrito: 'Miraflores', provincia: 'Lima', departamento: 'Lima' };
    await t.http.post('/api/Direccion').set(auth(jefe.token)).send({ ...direccion, calle: 'Av. Larco 101' }).expect(201);
    await t.http.post('/api/Direccion').set(auth(jefe.token)).send({ ...direccion, calle: 'Jr. Berlín 202' }).expect(201);
    await t.http.post('/api/Direccion').set(auth(otra.token)).send({ ...direccion, calle: 'Av. Ejército 303' }).expect(201);

    // Purchase dates in UTC months, as the depreciation schedule counts them.
    const compra = (n: number) => mesAtras(n).mediados.toISOString();
    // SUNAT 25 % (procesamiento de datos): 12 000 × 25 % ÷ 12 = 250 a month.
    activo.LAP1 = await crearActivo(jefe.token, {
      codigo: 'LAP-1', descripcion: 'Laptop Dell', tipoActivo: 'Laptop', categoria: 'Equipos de Cómputo', categoriaDepreciacion: 'computo', precioUndMn: 12000,
      fechaAdquisicion: compra(10), estado: 'Activo', areaId: area.Sistemas,
    });
    // Its own 20 %: 40 a month, fully depreciated (2 400) after 60 months.
    activo.LAP2 = await crearActivo(jefe.token, {
      codigo: 'LAP-2', descripcion: 'Laptop antigua', categoria: 'Equipos de Cómputo', categoriaDepreciacion: 'computo', tasaDepreciacion: 20, precioUndMn: 2400,
      fechaAdquisicion: compra(66), estado: 'Activo', areaId: area.Sistemas,
    });
    // No SUNAT category: the default 10 %, 50 a month.
    activo.MUE1 = await crearActivo(jefe.token, {
      codigo: 'MUE-1', descripcion: 'Escritorio', categoria: 'Muebles y Enseres', precioUndMn: 6000,
      fechaAdquisicion: compra(2), estado: 'En mantenimiento', areaId: area['Logística'],
    });
    // SUNAT 20 % (vehículos de transporte terrestre): 1 000 a month.
    activo.VEH1 = await crearActivo(jefe.token, {
      codigo: 'VEH-1', descripcion: 'Camioneta Hilux', categoria: 'Vehículos', categoriaDepreciacion: 'vehiculos', precioUndMn: 60000, fechaAdquisicion: compra(3),
    });
    // No purchase date: held every month, never depreciated; out of service.
    activo.SIN1 = await crearActivo(jefe.token, {
      codigo: 'SIN-1', descripcion: 'Equipo sin fecha', precioUndMn: 500, estado: 'Inactivo', areaId: area.Sistemas, activoBool: false,
    });
    // Bought next month: in the catalogue, not yet held in any month of the trend. The API refuses such a date now,
    // so it is written the way older data still holds it.
    activo.FUT1 = await crearActivo(jefe.token, {
      codigo: 'FUT-1', descripcion: 'Servidor por llegar', categoria: 'Equipos de Cómputo', categoriaDepreciacion: 'computo', precioUndMn: 1000, estado: 'Activo',
    });
    await t.dataSource.getRepository(Activo).update({ id: activo.FUT1 }, { fechaAdquisicion: mesAtras(-1).mediados });

    // Registration months (Lima): MUE-1 at 22:00 Lima on the last day of two months ago, already the next month in UTC.
    await fechar(activo.LAP1, { createdAt: mesAtras(11, LIMA).mediados });
    await fechar(activo.LAP2, { createdAt: mesAtras(13, LIMA).mediados });
    await fechar(activo.MUE1, { createdAt: new Date(mesAtras(1, LIMA).inicio.getTime() - 2 * HORA) });
    await fechar(activo.VEH1, { createdAt: mesAtras(2, LIMA).mediados });
    await fechar(activo.SIN1, { createdAt: mesAtras(5, LIMA).mediados, updatedAt: mesAtras(1, LIMA).mediados });

    // Maintenances, by Lima's calendar day.
    const ahora = Date.now();
    const hoyLima = Math.floor((ahora + LIMA * HORA) / DIA) * DIA - LIMA * HORA;
    const manana = hoyLima + DIA;
    await mantenimiento(1, activo.LAP1, 'Pendiente', new Date(ahora - 2 * DIA));
    await mantenimiento(1, activo.MUE1, 'En Proceso', new Date(ahora - HORA));
    await mantenimiento(1, activo.LAP2, 'Pendiente', new Date((ahora + manana) / 2));
    await mantenimiento(1, activo.VEH1, 'Pendiente', new Date(manana + 3 * DIA));
    await mantenimiento(1, activo.VEH1, 'Pendiente', new Date(manana + 7 * DIA + HORA));
    await mantenimiento(1, activo.LAP1, 'Completado', new Date(ahora - 3 * DIA));
    await mantenimiento(1, activo.LAP2, 'Cancelado', new Date(ahora + 2 * DIA));
    await mantenimiento(1, activo.FUT1, 'Pendiente', null);

    // Disposed of eight months ago (a donation; before the depreciation window), registered long before: a removal read from its own row.
    activo.BAJ1 = await crearActivo(jefe.token, {
      codigo: 'BAJ-1', descripcion: 'Impresora donada', categoriaDepreciacion: 'computo', precioUndMn: 800, fechaAdquisicion: compra(20), estado: 'Activo',
    });
    await t.http
      .post(`/api/activos/${activo.BAJ1}/baja`)
      .set(auth(jefe.token))
      .send({ fecha: mesAtras(8).mediados.toISOString().slice(0, 10), motivo: 'donacion', documento: 'ACTA-DON-1' })
      .expect(201);
    await fechar(activo.BAJ1, { createdAt: mesAtras(20, LIMA).mediados });
    // Audit rows of deletions no longer count as removals: the books' own rows do.
    await auditoria(1, mesAtras(4, LIMA).mediados);
    await auditoria(1, mesAtras(4, LIMA).mediados, { success: false, statusCode: 404 });
    await auditoria(1, mesAtras(3, LIMA).mediados, { tableName: 'mantenimiento' });
    await auditoria(1, mesAtras(13, LIMA).mediados);

    // Company B: its own asset, maintenance and a deletion, none of them company A's.
    const ajeno = await crearActivo(otra.token, { codigo: 'AND-1', descripcion: 'Activo andino', precioUndMn: 999, estado: 'Activo' });
    await mantenimiento(otraCompaniaId, ajeno, 'Pendiente', new Date(ahora - DIA));
    await t.http.delete(`/api/activos/${await crearActivo(otra.token, { codigo: 'AND-2', descripcion: 'Baja andina' })}`).set(auth(otra.token)).expect(204);

    // This month: two assets registered and deleted in company A, the last actions of its users.
    for (const codigo of ['DEL-1', 'DEL-2']) {
      const id = await crearActivo(jefe.token, { codigo, descripcion: `Baja ${codigo}`, precioUndMn: 10 });
      await t.http.delete(`/api/activos/${id}`).set(auth(jefe.token)).expect(204);
    }
    // …and one more by company B afterwards: if tenancy leaked, it would head A's activity.
    await t.http.delete(`/api/activos/${await crearActivo(otra.token, { codigo: 'AND-3', descripcion: 'Otra baja andina' })}`).set(auth(otra.token)).expect(204);

    tablero = await leer(jefe.token);
  });
  afterAll(() => t.close());

  it('answers the stats cards: assets, those in maintenance, total value and the addresses', () => {
    expect(tablero.stats).toEqual({ totalActivos: 6, activosEnMantenimiento: 1, valorTotalActivos: 81900, totalUbicaciones: 2 });
  });

  it('counts assets by area (names from the area table, Sin área for none) and by estado (Sin Estado for none), most first', () => {
    expect(tablero.activosByArea).toEqual([
      { areaId: area.Sistemas, area: 'Sistemas', count: 3 },
      { areaId: null, area: 'Sin área', count: 2 },
      { areaId: area['Logística'], area: 'Logística', count: 1 },
    ]);
    expect(tablero.activosStatus).toEqual([
      { status: 'Activo', count: 3 },
      { status: 'En mantenimiento', count: 1 },
      { status: 'Inactivo', count: 1 },
      { status: 'Sin Estado', count: 1 },
    ]);
  });

  it('counts maintenances by estado, and the open ones overdue, due today (Lima) and in the next 7 days', () => {
    expect(tablero.maintenanceStatus).toEqual([
      { status: 'Pendiente', count: 5 },
      { status: 'Cancelado', count: 1 },
      { status: 'Completado', count: 1 },
      { status: 'En Proceso', count: 1 },
    ]);
    expect(tablero.upcomingMaintenance).toEqual({ overdue: 2, dueToday: 1, dueThisWeek: 1 });
  });

  it('buckets new and removed assets into the last 12 Lima months: registrations, disposals and assets out of service', () => {
    const esperado = new Map<number, [number, number]>([
      [11, [1, 0]], // LAP-1; LAP-2 was registered 13 months ago, outside the window
      [5, [1, 0]], // SIN-1
      [8, [0, 1]], // BAJ-1 disposed of; the audit row of a deletion four months ago does not count
      [2, [2, 0]], // VEH-1, and MUE-1 at 22:00 Lima on the month's last day
      [1, [0, 1]], // SIN-1 marked out of service (activoBool false) that month
      [0, [1, 0]], // FUT-1; DEL-1 and DEL-2, registered by mistake and deleted the same day, never were in the books
    ]);
    expect(tablero.monthlyTrend).toEqual(
      Array.from({ length: 12 }, (_, i) => {
        const n = 11 - i;
        const { clave, nombre } = mesAtras(n, LIMA);
        const [newActivos, removedActivos] = esperado.get(n) ?? [0, 0];
        return { month: clave, monthName: nombre, newActivos, removedActivos };
      }),
    );
  });

  it('depreciates the catalogue straight-line over the last 6 UTC months: assets held by each month, own or SUNAT rate, capped at the total', () => {
    // Oldest first: [original, accumulated]. LAP-1 250/month from 10 months ago, LAP-2 fully depreciated (2 400),
    // VEH-1 1 000/month from 3 months ago, MUE-1 50/month from 2 months ago, SIN-1 held but never depreciated, FUT-1 not yet held.
    const esperado: Array<[number, number]> = [
      [14900, 1500 + 2400],
      [14900, 1750 + 2400],
      [74900, 2000 + 2400 + 1000],
      [80900, 2250 + 2400 + 2000 + 50],
      [80900, 2500 + 2400 + 3000 + 100],
      [80900, 2750 + 2400 + 4000 + 150],
    ];
    expect(tablero.depreciationTrend).toEqual(
      esperado.map(([originalValue, accumulatedDepreciation], i) => {
        const { clave, nombre } = mesAtras(5 - i);
        return { month: clave, monthName: nombre, originalValue, accumulatedDepreciation, currentValue: originalValue - accumulatedDepreciation };
      }),
    );
  });

  it('sums the whole catalogue by category now, highest value first', () => {
    expect(tablero.depreciationOverview).toEqual([
      { category: 'Vehículos', originalValue: 60000, accumulatedDepreciation: 4000, netValue: 56000 },
      { category: 'Equipos de Cómputo', originalValue: 15400, accumulatedDepreciation: 5150, netValue: 10250 },
      { category: 'Muebles y Enseres', originalValue: 6000, accumulatedDepreciation: 150, netValue: 5850 },
      { category: 'Sin categoría', originalValue: 500, accumulatedDepreciation: 0, netValue: 500 },
    ]);
    const suma = tablero.depreciationOverview.reduce((total, fila) => total + fila.originalValue, 0);
    expect(suma).toBe(tablero.stats.valorTotalActivos);
  });

  it("lists the company's last 10 audit entries, newest first, without IP, user agent or changed values", () => {
    const actividades = tablero.recentActivities;
    expect(actividades).toHaveLength(10);
    expect(actividades[0]).toEqual({
      id: expect.any(Number),
      timestamp: expect.any(String),
      userName: 'Tipo 3 Prueba',
      action: 'DELETE',
      tableName: 'activo',
      module: 'Activos',
      recordId: expect.any(String),
      recordCode: 'DEL-2',
      description: expect.any(String),
      success: true,
    });
    expect(actividades[1]).toMatchObject({ action: 'CREATE', recordCode: 'DEL-2' });
    const fechas = actividades.map((a) => Date.parse(a.timestamp as string));
    expect(fechas).toEqual([...fechas].sort((a, b) => b - a));
    expect(actividades.map((a) => a.recordCode)).not.toContain('AND-3');
  });

  it('shows company B none of company A, even when it names A; the Maestro may name B', async () => {
    const deB = await leer(otra.token);
    expect(await leer(otra.token, '?companiaId=1')).toEqual(deB);
    expect(deB.stats).toEqual({ totalActivos: 1, activosEnMantenimiento: 0, valorTotalActivos: 999, totalUbicaciones: 1 });
    expect(deB.activosByArea).toEqual([{ areaId: null, area: 'Sin área', count: 1 }]);
    expect(deB.activosStatus).toEqual([{ status: 'Activo', count: 1 }]);
    expect(deB.maintenanceStatus).toEqual([{ status: 'Pendiente', count: 1 }]);
    expect(deB.upcomingMaintenance).toEqual({ overdue: 1, dueToday: 0, dueThisWeek: 0 });
    expect(deB.monthlyTrend.at(-1)).toMatchObject({ newActivos: 1, removedActivos: 0 });
    expect(deB.monthlyTrend.slice(0, -1).every((mes) => mes.newActivos === 0 && mes.removedActivos === 0)).toBe(true);
    expect(deB.depreciationOverview).toEqual([{ category: 'Sin categoría', originalValue: 999, accumulatedDepreciation: 0, netValue: 999 }]);
    expect(deB.recentActivities.length).toBeGreaterThan(0);
    expect(deB.recentActivities.every((a) => String(a.recordCode ?? '').startsWith('AND') || a.tableName !== 'activo')).toBe(true);
    expect(deB.recentActivities.map((a) => a.recordCode)).not.toContain('DEL-2');

    const maestroEnB = await leer(maestro, `?companiaId=${otraCompaniaId}`);
    expect(maestroEnB.stats).toEqual(deB.stats);
    expect((await leer(maestro)).stats).toEqual(tablero.stats);
  });

  it('is documented in Swagger with its response shape and what counts as a removed asset', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body;
    const operacion = doc.paths['/api/dashboard'].get;
    expect(operacion.tags).toEqual(['Dashboard']);
    expect(operacion.description).toContain('Bajas: activos dados de baja en el mes');
    expect(operacion.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/DashboardResponseDto' });
    const { DashboardResponseDto, MonthlyTrendDto } = doc.components.schemas;
    expect(Object.keys(DashboardResponseDto.properties)).toEqual([
      'stats', 'activosByArea', 'activosStatus', 'maintenanceStatus', 'upcomingMaintenance', 'monthlyTrend', 'depreciationTrend', 'recentActivities', 'depreciationOverview',
    ]);
    expect(MonthlyTrendDto.properties.removedActivos.description).toMatch(/disposals .*activoBool false.*cleaning the audit log changes none/s);
  });

  it('reads every business figure from the books: cleaning the audit log changes no chart', async () => {
    await t.http.delete('/api/Audit/clean?daysToKeep=1').set(auth(maestro)).expect(200);
    const despues = await leer(jefe.token);
    for (const clave of ['stats', 'activosByArea', 'activosStatus', 'maintenanceStatus', 'monthlyTrend', 'depreciationTrend', 'depreciationOverview'] as const) {
      expect(despues[clave]).toEqual(tablero[clave]);
    }
  });
});
