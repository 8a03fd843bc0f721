import { normalizeSearch } from '../../src/dominio/search-text';
import { BenchDatabase, escribir, escribirEnPostgres, escribirEnSqlite, Filas, Valor } from '../utils';

const AREAS = ['Sistemas', 'Logística', 'Administración', 'Producción', 'Ventas', 'Mantenimiento', 'Finanzas', 'Recursos Humanos'];
const ESTADOS_MANTENIMIENTO = ['Pendiente', 'Pendiente', 'En Proceso', 'Completado', 'Completado', 'Cancelado'];
const DIA_MS = 86_400_000;

interface Activo {
  id: number;
  codigo: string;
  descripcion: string;
}

/** What the rows below depend on, read back once the areas are written; the company id is a number, safe to inline. */
const leidas = (companiaId: number) => ({
  areas: `SELECT id FROM area WHERE "companiaId" = ${companiaId} ORDER BY id`,
  activos: `SELECT id, codigo, descripcion FROM activo WHERE "companiaId" = ${companiaId} ORDER BY id`,
});

const areas = (companiaId: number): Filas => ({
  tabla: 'area',
  columnas: ['companiaId', 'nombre', 'busqueda'],
  filas: AREAS.map((nombre) => [companiaId, nombre, normalizeSearch(nombre)]),
});

function* fechas(activos: Activo[], areaIds: number[], ahora: number): Generator<Valor[]> {
  // Every ninth asset has no area; registration spread over 540 days.
  for (const { id } of activos) {
    const creado = new Date(ahora - ((id * 7919) % 540) * DIA_MS);
    yield [id, id % 9 === 0 ? null : areaIds[id % areaIds.length], id % 50 !== 0, creado, new Date(Math.min(ahora, creado.getTime() + (id % 30) * DIA_MS))];
  }
}

function* mantenimientos(companiaId: number, activos: Activo[], cantidad: number, ahora: number): Generator<Valor[]> {
  for (let i = 0; i < cantidad; i++) {
    const activo = activos[(i * 37) % activos.length];
    const estado = ESTADOS_MANTENIMIENTO[i % ESTADOS_MANTENIMIENTO.length];
    const fecha = new Date(ahora + (((i * 131) % 400) - 300) * DIA_MS + (i % 24) * 3_600_000);
    yield [companiaId, activo.id, activo.codigo, activo.descripcion, estado, fecha, normalizeSearch(`${activo.codigo} ${estado}`)];
  }
}

function* auditorias(companiaId: number, activos: Activo[], cantidad: number, ahora: number): Generator<Valor[]> {
  for (let i = 0; i < cantidad; i++) {
    const activo = activos[(i * 13) % activos.length];
    const eliminacion = i % 10 === 0;
    yield [
      new Date(ahora - ((i * 104_729) % (400 * DIA_MS))), 1, 'Administrador', companiaId, 'activo', eliminacion ? 'DELETE' : 'UPDATE', String(activo.id),
      activo.codigo, 'Activos', `${eliminacion ? 'Eliminación' : 'Actualización'} de activo ${activo.codigo}`, true, eliminacion ? 204 : 200,
      `/api/activos/${activo.id}`, eliminacion ? 'DELETE' : 'PUT',
    ];
  }
}

/** The company's assets dated and placed in areas, then its maintenances and audit rows. */
const tablas = (companiaId: number, areaIds: number[], activos: Activo[], cantidadMantenimientos: number, cantidadAuditorias: number, ahora: number): Filas[] => [
  { tabla: 'activo', columnas: ['id', 'areaId', 'activoBool', 'createdAt', 'updatedAt'], filas: fechas(activos, areaIds, ahora), modo: 'actualizar' },
  {
    tabla: 'mantenimiento',
    columnas: ['companiaId', 'activoId', 'codigo', 'descripcion', 'estado', 'fecha', 'busqueda'],
    filas: mantenimientos(companiaId, activos, cantidadMantenimientos, ahora),
  },
  {
    tabla: 'audit_log',
    columnas: ['timestamp', 'userId', 'userName', 'companiaId', 'tableName', 'action', 'recordId', 'recordCode', 'module', 'description', 'success', 'statusCode', 'endpoint', 'httpMethod'],
    filas: auditorias(companiaId, activos, cantidadAuditorias, ahora),
  },
];

/**
 * What the dashboard reads beyond bare assets, on top of generarActivos(): areas, assets
 * registered over the last 18 months (one in 50 out of service), `mantenimientos`
 * around today and `auditorias` audit rows, one in ten an asset deletion. Into a SQLite
 * file (synchronously) or a benchmark's database.
 */
export function generarDatosDelTablero(dbPath: string, companiaId: number, mantenimientos: number, auditorias: number): void;
export function generarDatosDelTablero(database: BenchDatabase, companiaId: number, mantenimientos: number, auditorias: number): Promise<void>;
export function generarDatosDelTablero(destino: string | BenchDatabase, companiaId: number, mantenimientos: number, auditorias: number): void | Promise<void> {
  const ahora = Date.now();
  const sql = leidas(companiaId);
  const resto = (areaIds: Array<{ id: number }>, activos: Activo[]) => tablas(companiaId, areaIds.map((a) => a.id), activos, mantenimientos, auditorias, ahora);
  return escribir(
    destino,
    (db) => {
      escribirEnSqlite(db, areas(companiaId));
      resto(db.prepare(sql.areas).all() as Array<{ id: number }>, db.prepare(sql.activos).all() as Activo[]).forEach((f) => escribirEnSqlite(db, f));
    },
    async (client) => {
      await escribirEnPostgres(client, areas(companiaId));
      for (const f of resto((await client.query<{ id: number }>(sql.areas)).rows, (await client.query<Activo>(sql.activos)).rows)) await escribirEnPostgres(client, f);
    },
  );
}
