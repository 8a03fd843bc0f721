import Database from 'better-sqlite3';

/**
 * Inserts `movimientos` movements of a company straight into a SQLite file, each with
 * `porMovimiento` of the company's first `activos` assets (a sliding window, so each
 * movement has its own mix) and one guide line.
 */
export function generarMovimientos(dbPath: string, companiaId: number, movimientos: number, porMovimiento: number, activos: number): void {
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  const primerActivo = (db.prepare('SELECT MIN(id) AS id FROM activo WHERE "companiaId" = ?').get(companiaId) as { id: number }).id;
  const movimiento = db.prepare(
    `INSERT INTO movimiento ("companiaId", fecha, destinatario, detalle, "puntoDePartida", ruc, "puntoDeLlegada", busqueda) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const enlace = db.prepare(`INSERT INTO movimiento_activo ("companiaId", "movimientoId", "activoId") VALUES (?, ?, ?)`);
  const guia = db.prepare(
    `INSERT INTO guia_movimiento ("companiaId", "movimientoId", "activoId", ruc, destinatario, "puntoDePartida", "puntoDeLlegada", descripcion) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let m = 0; m < movimientos; m++) {
      const fecha = new Date(Date.UTC(2024, 0, 1) + m * 3_600_000).toISOString().replace('T', ' ').replace('Z', '');
      const destino = `Almacén ${m % 7}`;
      const { lastInsertRowid } = movimiento.run(companiaId, fecha, destino, `Traslado de prueba #${m + 1}`, 'Sede Central', '20512333797', 'Almacén Callao', `${destino} traslado`.toLowerCase());
      const desde = (m * 37) % activos;
      for (let k = 0; k < porMovimiento; k++) enlace.run(companiaId, lastInsertRowid, primerActivo + ((desde + k) % activos));
      guia.run(companiaId, lastInsertRowid, primerActivo + desde, String(10_000_000_000 + m), destino, 'Sede Central', 'Almacén Callao', 'Traslado de prueba');
    }
  })();
  db.close();
}
