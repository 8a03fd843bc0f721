import { DbKind, freshDatabase, NOMBRE_BASE, startServer } from '../utils';
import { sembrarCatalogo } from './catalogo';
import { ejecutarCarga } from './carga';
import { crearEmpresas } from './empresas';
import { informarCarga, miles } from './informe';
import { verificarEscrituras } from './verificacion';

const USUARIOS = 200;
const DURACION_MS = 60_000;
/** A person clicks again 0.5 to 2 s after an answer: 200 of them ask about 160 times a second. */
const PAUSA_MS: [number, number] = [500, 2000];
const EMPRESAS = 4;
const USUARIOS_POR_EMPRESA = 10;
const ACTIVOS_POR_EMPRESA = 5_000;

/** 200 people for 60 s over a realistic catalogue: 0 5xx, 0 lost writes, reads p99 ≤ 300 ms, writes p99 ≤ 600 ms, ≥ 150 requests/s. */
export async function benchCarga(kind: DbKind): Promise<boolean> {
  const database = await freshDatabase(kind);
  const server = await startServer(database);
  try {
    const started = Date.now();
    const empresas = await crearEmpresas(server, EMPRESAS, USUARIOS_POR_EMPRESA);
    await sembrarCatalogo(server.url, empresas.map((e) => e.sesiones[0].token), ACTIVOS_POR_EMPRESA);
    console.log(
      `Carga en ${NOMBRE_BASE[kind]}: ${EMPRESAS} compañías con ${USUARIOS_POR_EMPRESA} usuarios y ${miles(ACTIVOS_POR_EMPRESA)} activos cada una, ` +
        `creadas por la API en ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(
      `${USUARIOS} usuarios concurrentes durante ${DURACION_MS / 1000} s, con ${PAUSA_MS[0] / 1000}-${PAUSA_MS[1] / 1000} s entre acciones; ` +
        'cada 10 s una importación de 500 filas, una exportación Excel y un catálogo PDF',
    );
    const registro = await ejecutarCarga(server.url, empresas, { usuarios: USUARIOS, duracionMs: DURACION_MS, pausaMs: PAUSA_MS, tareasPeriodicas: true });
    return informarCarga(registro, await verificarEscrituras(database, registro.escrituras));
  } finally {
    await server.stop();
    await database.drop();
  }
}
