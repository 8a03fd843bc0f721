import { normalizeSearch } from '../../src/dominio/search-text';
import { TEXTO_RESPONSABILIDAD_POR_DEFECTO } from '../../src/dominio/custodia';
import { BenchDatabase, escribir, escribirEnPostgres, escribirEnSqlite, Filas, Valor } from '../utils';
import { activosGenerados } from './generar-activos';

/** The options of the company's field `aseguradora` (lista); `poliza` (texto) holds POL-<asset number mod POLIZAS>. */
export const ASEGURADORAS = ['Rímac', 'Pacífico', 'La Positiva', 'Mapfre', 'Interseguro'];
export const POLIZAS = 1_000;

const NOMBRES = ['Rosa', 'Juan', 'María', 'Luis', 'Carmen', 'José', 'Ana', 'Jorge'];
const APELLIDOS = ['Quispe', 'Mamani', 'Flores', 'Huamán', 'Rojas', 'Díaz', 'Torres', 'Vargas', 'Chávez'];

/** The custodian (1…custodios) who holds asset `i` (0-based), or 0: one asset in `cadaCustodia` is held. */
export const custodioDe = (i: number, cadaCustodia: number, custodios: number) => (i % cadaCustodia ? 0 : 1 + ((i / cadaCustodia) % custodios));

/**
 * The rows a hand-over acta per custodian leaves for the assets generarActivos wrote (ids 1…count, in a database with no
 * custodians, actas nor fields yet): the custodians, one signed-pending acta each with its lines, the holdings and the
 * AE series' counter; and two fields, `aseguradora` (lista) and `poliza` (texto), with values on 9 of 10 assets.
 */
function tablas(companiaId: number, count: number, custodios: number, cadaCustodia: number): Filas[] {
  const fecha = new Date(Date.UTC(2026, 0, 15));
  const persona = (c: number) => ({ nombres: NOMBRES[c % NOMBRES.length], apellidos: `${APELLIDOS[c % APELLIDOS.length]} ${APELLIDOS[(c >> 3) % APELLIDOS.length]}`, dni: String(c).padStart(8, '0') });
  const ids = Array.from({ length: custodios }, (_, c) => c + 1);
  const tenidos: Array<{ id: number; custodio: number; fila: Record<string, Valor> }> = [];
  let id = 0;
  for (const fila of activosGenerados(companiaId, count)) {
    const custodio = custodioDe(id, cadaCustodia, custodios);
    id += 1;
    if (custodio) tenidos.push({ id, custodio, fila });
  }
  return [
    {
      tabla: 'custodio',
      columnas: ['companiaId', 'nombres', 'apellidos', 'tipoDocumento', 'numeroDocumento', 'busqueda'],
      filas: ids.map((c) => {
        const { nombres, apellidos, dni } = persona(c);
        return [companiaId, nombres, apellidos, '1', dni, normalizeSearch([dni, nombres, apellidos].join(' '))];
      }),
    },
    {
      tabla: 'acta_custodia',
      columnas: ['companiaId', 'tipo', 'numero', 'custodioId', 'fecha', 'custodioNombre', 'tipoDocumento', 'numeroDocumento', 'textoResponsabilidad'],
      filas: ids.map((c) => {
        const { nombres, apellidos, dni } = persona(c);
        return [companiaId, 'entrega', `AE-2026-${String(c).padStart(6, '0')}`, c, fecha, `${nombres} ${apellidos}`, '1', dni, TEXTO_RESPONSABILIDAD_POR_DEFECTO.entrega];
      }),
    },
    { tabla: 'numeracion', columnas: ['companiaId', 'serie', 'ultimo'], filas: [[companiaId, 'AE-2026', custodios]] },
    {
      tabla: 'acta_custodia_activo',
      columnas: ['companiaId', 'actaId', 'activoId', 'codigo', 'descripcion', 'marca', 'modelo', 'serie', 'condicion'],
      filas: tenidos.map(({ id, custodio, fila }) => [companiaId, custodio, id, fila.codigo, fila.descripcion, fila.marca, fila.modelo, fila.serie, 'bueno']),
    },
    {
      tabla: 'custodia',
      columnas: ['companiaId', 'activoId', 'custodioId', 'actaId', 'desde'],
      filas: tenidos.map(({ id, custodio }) => [companiaId, id, custodio, custodio, fecha]),
    },
    {
      tabla: 'campo_personalizado',
      columnas: ['companiaId', 'clave', 'etiqueta', 'tipo', 'opciones'],
      filas: [
        [companiaId, 'aseguradora', 'Aseguradora', 'lista', JSON.stringify(ASEGURADORAS)],
        [companiaId, 'poliza', 'Póliza', 'texto', '[]'],
      ],
    },
    {
      tabla: 'activo',
      columnas: ['id', 'camposPersonalizados'],
      modo: 'actualizar',
      // In the definitions' order (by label), as the API keeps them; one asset in ten without values.
      filas: Array.from({ length: count }, (_, i) => [i + 1, JSON.stringify(i % 10 === 9 ? {} : { aseguradora: ASEGURADORAS[i % ASEGURADORAS.length], poliza: `POL-${i % POLIZAS}` })]),
    },
  ];
}

/** Writes generarCustodia's rows (tablas) to the SQLite file synchronously, or to a benchmark's database. */
export function generarCustodia(dbPath: string, companiaId: number, count: number, custodios: number, cadaCustodia: number): void;
export function generarCustodia(database: BenchDatabase, companiaId: number, count: number, custodios: number, cadaCustodia: number): Promise<void>;
export function generarCustodia(destino: string | BenchDatabase, companiaId: number, count: number, custodios: number, cadaCustodia: number): void | Promise<void> {
  const filas = tablas(companiaId, count, custodios, cadaCustodia);
  return escribir(
    destino,
    (db) => filas.forEach((f) => escribirEnSqlite(db, f)),
    async (client) => {
      for (const f of filas) await escribirEnPostgres(client, f);
    },
  );
}
