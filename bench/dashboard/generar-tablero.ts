import Database from 'better-sqlite3';
import { normalizeSearch } from '../../src/common/search-text';

const AREAS = ['Sistemas', 'Logística', 'Administración', 'Producción', 'Ventas', 'Mantenimiento', 'Finanzas', 'Recursos Humanos'];
const ESTADOS_MANTENIMIENTO = ['Pendiente', 'Pendiente', 'En Proceso', 'Completado', 'Completado', 'Cancelado'];
const DIA_MS = 86_400_000;

const sqliteDate = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

/**
 * What the dashboard reads beyond bare assets, on top of generarActivos(): areas, assets
 * registered over the last 18 months (one in 50 out of service), `mantenimientos`
 * around today and `auditorias` audit rows, one in ten an asset deletion.
 */
export function generarDatosDelTablero(dbPath: string, companiaId: number, mantenimientos: number, auditorias: number): void {
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  const ahora = Date.now();
  db.transaction(() => {
    const insertArea = db.prepare('INSERT INTO area ("companiaId", nombre, busqueda) VALUES (?, ?, ?)');
    const areaIds = AREAS.map((nombre) => Number(insertArea.run(companiaId, nombre, normalizeSearch(nombre)).lastInsertRowid));
    // Every ninth asset has no area; registration spread over 540 days.
    const fechar = db.prepare('UPDATE activo SET "areaId" = ?, "activoBool" = ?, "createdAt" = ?, "updatedAt" = ? WHERE id = ?');
    const activos = db.prepare('SELECT id, codigo, descripcion FROM activo WHERE "companiaId" = ? ORDER BY id').all(companiaId) as Array<{ id: number; codigo: string; descripcion: string }>;
    for (const { id } of activos) {
      const creado = new Date(ahora - ((id * 7919) % 540) * DIA_MS);
      fechar.run(id % 9 === 0 ? null : areaIds[id % areaIds.length], id % 50 === 0 ? 0 : 1, sqliteDate(creado), sqliteDate(new Date(Math.min(ahora, creado.getTime() + (id % 30) * DIA_MS))), id);
    }

    const insertMantenimiento = db.prepare(
      'INSERT INTO mantenimiento ("companiaId", "activoId", codigo, descripcion, estado, fecha, busqueda) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < mantenimientos; i++) {
      const activo = activos[(i * 37) % activos.length];
      const estado = ESTADOS_MANTENIMIENTO[i % ESTADOS_MANTENIMIENTO.length];
      const fecha = new Date(ahora + (((i * 131) % 400) - 300) * DIA_MS + (i % 24) * 3_600_000);
      insertMantenimiento.run(companiaId, activo.id, activo.codigo, activo.descripcion, estado, sqliteDate(fecha), normalizeSearch(`${activo.codigo} ${estado}`));
    }

    const insertAuditoria = db.prepare(
      `INSERT INTO audit_log (timestamp, "userId", "userName", "companiaId", "tableName", action, "recordId", "recordCode", module, description, success, "statusCode", endpoint, "httpMethod")
       VALUES (?, 1, 'Administrador', ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    );
    for (let i = 0; i < auditorias; i++) {
      const timestamp = sqliteDate(new Date(ahora - ((i * 104_729) % (400 * DIA_MS))));
      const activo = activos[(i * 13) % activos.length];
      const eliminacion = i % 10 === 0;
      insertAuditoria.run(
        timestamp, companiaId, 'activo', eliminacion ? 'DELETE' : 'UPDATE', String(activo.id), activo.codigo, 'Activos',
        `${eliminacion ? 'Eliminación' : 'Actualización'} de activo ${activo.codigo}`, eliminacion ? 204 : 200,
        `/api/activos/${activo.id}`, eliminacion ? 'DELETE' : 'PUT',
      );
    }
  })();
  db.close();
}
