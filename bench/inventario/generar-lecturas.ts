import { EDIFICIOS } from '../activos/generar-activos';
import { BenchDatabase, escribir, escribirEnPostgres, escribirEnSqlite, Filas, Valor } from '../utils';

const COLUMNAS = ['companiaId', 'inventarioId', 'activoId', 'codigo', 'edificio', 'piso', 'leidoEl', 'usuarioId', 'usuario'];

/**
 * A reading of each of the company's first `activos` assets (generarActivos: ACT-000001…, in id order) in campaign
 * `inventarioId`, where the books put it (its building and floor), but one in `cadaFuera`, read in the next building.
 */
function* lecturas(companiaId: number, inventarioId: number, primerActivo: number, activos: number, cadaFuera: number): Generator<Valor[]> {
  const leidoEl = new Date();
  for (let i = 0; i < activos; i++) {
    const fuera = i % cadaFuera === cadaFuera - 1;
    const edificio = EDIFICIOS[(i + (fuera ? 1 : 0)) % EDIFICIOS.length];
    yield [companiaId, inventarioId, primerActivo + i, `ACT-${String(i + 1).padStart(6, '0')}`, edificio, String(1 + (i % 5)), leidoEl, null, 'Contador de prueba'];
  }
}

/** Writes the readings of `lecturas` above straight into the benchmark's database. */
export function generarLecturas(database: BenchDatabase, companiaId: number, inventarioId: number, activos: number, cadaFuera: number): Promise<void> {
  const primerActivo = `SELECT MIN(id) AS id FROM activo WHERE "companiaId" = ${Number(companiaId)}`;
  const filas = (primero: number): Filas => ({ tabla: 'inventario_lectura', columnas: COLUMNAS, filas: lecturas(companiaId, inventarioId, primero, activos, cadaFuera) });
  return escribir(
    database,
    (db) => escribirEnSqlite(db, filas((db.prepare(primerActivo).get() as { id: number }).id)),
    async (client) => escribirEnPostgres(client, filas(Number((await client.query<{ id: number }>(primerActivo)).rows[0].id))),
  ) as Promise<void>;
}
