import { BenchDatabase, escribir, escribirEnPostgres, escribirEnSqlite, Filas } from '../utils';

const movimientos = (companiaId: number, cantidad: number): Filas => ({
  tabla: 'movimiento',
  columnas: ['companiaId', 'fecha', 'destinatario', 'detalle', 'puntoDePartida', 'ruc', 'puntoDeLlegada', 'busqueda'],
  filas: Array.from({ length: cantidad }, (_, m) => {
    const destino = `Almacén ${m % 7}`;
    return [companiaId, new Date(Date.UTC(2024, 0, 1) + m * 3_600_000), destino, `Traslado de prueba #${m + 1}`, 'Sede Central', '20512333797', 'Almacén Callao', `${destino} traslado`.toLowerCase()];
  }),
});

/** Each movement's assets (a sliding window over the company's first `activos`, so each has its own mix) and one guide line. */
function enlaces(companiaId: number, ids: number[], primerActivo: number, porMovimiento: number, activos: number): Filas[] {
  const desde = (m: number) => (m * 37) % activos;
  return [
    {
      tabla: 'movimiento_activo',
      columnas: ['companiaId', 'movimientoId', 'activoId'],
      filas: ids.flatMap((id, m) => Array.from({ length: porMovimiento }, (_, k) => [companiaId, id, primerActivo + ((desde(m) + k) % activos)])),
    },
    {
      tabla: 'guia_movimiento',
      columnas: ['companiaId', 'movimientoId', 'activoId', 'ruc', 'destinatario', 'puntoDePartida', 'puntoDeLlegada', 'descripcion'],
      filas: ids.map((id, m) => [companiaId, id, primerActivo + desde(m), String(10_000_000_000 + m), `Almacén ${m % 7}`, 'Sede Central', 'Almacén Callao', 'Traslado de prueba']),
    },
  ];
}

/**
 * Inserts `cantidad` movements of a company straight into the database (a SQLite file by its path, or a
 * benchmark's database), each with `porMovimiento` of the company's first `activos` assets and one guide line.
 */
export function generarMovimientos(destino: string | BenchDatabase, companiaId: number, cantidad: number, porMovimiento: number, activos: number): void | Promise<void> {
  const primerActivo = `SELECT MIN(id) AS id FROM activo WHERE "companiaId" = ${Number(companiaId)}`;
  const ids = `SELECT id FROM movimiento WHERE "companiaId" = ${Number(companiaId)} ORDER BY id`;
  return escribir(
    destino,
    (db) => {
      escribirEnSqlite(db, movimientos(companiaId, cantidad));
      const primero = (db.prepare(primerActivo).get() as { id: number }).id;
      const todos = (db.prepare(ids).all() as Array<{ id: number }>).map((fila) => fila.id);
      for (const filas of enlaces(companiaId, todos, primero, porMovimiento, activos)) escribirEnSqlite(db, filas);
    },
    async (client) => {
      await escribirEnPostgres(client, movimientos(companiaId, cantidad));
      const primero = Number((await client.query<{ id: number }>(primerActivo)).rows[0].id);
      const todos = (await client.query<{ id: number }>(ids)).rows.map((fila) => Number(fila.id));
      for (const filas of enlaces(companiaId, todos, primero, porMovimiento, activos)) await escribirEnPostgres(client, filas);
    },
  );
}
