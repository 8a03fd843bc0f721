import { normalizeSearch } from '../../src/dominio/search-text';
import { BenchDatabase, escribir, escribirEnPostgres, escribirEnSqlite, Filas, Valor } from '../utils';

export const TIPOS = [
  ['Laptop', 'Equipos de Cómputo', ['Dell', 'HP', 'Lenovo', 'Apple'], ['Latitude 5440', 'ProBook 450', 'ThinkPad T14', 'MacBook Air'], 'computo'],
  ['Escritorio', 'Muebles y Enseres', ['Steelcase', 'Herman Miller', 'Atlas'], ['Ejecutivo', 'Operativo', 'Gerencial'], 'otros'],
  ['Cámara de seguridad', 'Equipos Diversos', ['Hikvision', 'Dahua', 'Axis'], ['DS-2CD', 'IPC-HFW', 'P3245'], null],
  ['Impresora', 'Equipos de Cómputo', ['Epson', 'Canon', 'Brother'], ['L3250', 'G3110', 'HL-1212'], 'computo'],
  ['Camioneta', 'Vehículos', ['Toyota', 'Nissan', 'Mitsubishi'], ['Hilux', 'Frontier', 'L200'], 'vehiculos'],
  ['Aire acondicionado', 'Equipos Diversos', ['LG', 'Samsung', 'Midea'], ['Dual Inverter', 'WindFree', 'Xtreme'], 'otros'],
  ['Montacargas', 'Maquinaria', ['Caterpillar', 'Komatsu'], ['GP25', 'FG25'], 'maquinaria'],
] as const;
export const ESTADOS = ['Activo', 'Activo', 'Activo', 'En mantenimiento', 'Inactivo'];
export const EDIFICIOS = ['Sede Central', 'Almacén Callao', 'Planta Arequipa', 'Oficina Trujillo'];

const COLUMNAS = [
  'companiaId', 'codigo', 'tipoActivo', 'descripcion', 'marca', 'modelo', 'serie', 'categoria', 'edificio', 'piso', 'estado',
  'cantidad', 'precioUndMn', 'importeMn', 'precio', 'igv', 'total', 'fechaAdquisicion', 'activoBool', 'busqueda', 'descripcionBusqueda',
  'fechaInicioUso', 'categoriaDepreciacion', 'fechaBaja',
];

function* activos(companiaId: number, count: number, cadaBaja: number): Generator<Valor[]> {
  for (let i = 0; i < count; i++) {
    const [tipo, categoria, marcas, modelos, categoriaDepreciacion] = TIPOS[i % TIPOS.length];
    const adquisicion = new Date(Date.UTC(2015 + (i % 11), i % 12, 1 + (i % 28)));
    // Most are put in use when bought, some the month after.
    const inicioUso = i % 5 ? adquisicion : new Date(Date.UTC(adquisicion.getUTCFullYear(), adquisicion.getUTCMonth() + 1, 1));
    const marca = marcas[i % marcas.length];
    const modelo = modelos[(i >> 3) % modelos.length];
    const codigo = `ACT-${String(i + 1).padStart(6, '0')}`;
    const descripcion = `${tipo} ${marca} ${modelo} #${i + 1}`;
    const serie = `SN${(1_000_000 + i * 7919).toString(36).toUpperCase()}`;
    const estado = ESTADOS[i % ESTADOS.length];
    const importe = Math.round((500 + ((i * 9301 + 49297) % 233280) / 10) * 100) / 100;
    const igv = Math.round(importe * 18) / 100;
    yield [
      companiaId, codigo, tipo, descripcion, marca, modelo, serie, categoria, EDIFICIOS[i % EDIFICIOS.length], String(1 + (i % 5)), estado,
      1, importe, importe, Math.round((importe - igv) * 100) / 100, igv, importe, adquisicion, true,
      normalizeSearch([codigo, descripcion, marca, modelo, serie, categoria, estado].join(' ')), normalizeSearch(descripcion),
      inicioUso, categoriaDepreciacion, cadaBaja && i % cadaBaja === cadaBaja - 1 ? new Date(Date.UTC(2025, i % 12, 15)) : null,
    ];
  }
}

/** The assets generarActivos writes (none disposed of), each by column: what another generator copies of them. */
export function* activosGenerados(companiaId: number, count: number): Generator<Record<string, Valor>> {
  for (const fila of activos(companiaId, count, 0)) yield Object.fromEntries(COLUMNAS.map((columna, i) => [columna, fila[i]]));
}

/** `count` realistic assets of a company, numbered ACT-000001…, and its code counter past them; one in `cadaBaja` disposed of (0: none). */
const tablas = (companiaId: number, count: number, cadaBaja: number): Filas[] => [
  { tabla: 'activo', columnas: COLUMNAS, filas: activos(companiaId, count, cadaBaja) },
  { tabla: 'activo_secuencia', columnas: ['companiaId', 'ultimo'], filas: [[companiaId, count]], modo: 'reemplazar' },
];

/**
 * Inserts `count` realistic assets for a company straight into the database: a SQLite file (synchronously) or a
 * benchmark's database. With `cadaBaja`, one asset in that many is disposed of in 2025 (the dashboard reads those one by one).
 */
export function generarActivos(dbPath: string, companiaId: number, count: number, cadaBaja?: number): void;
export function generarActivos(database: BenchDatabase, companiaId: number, count: number, cadaBaja?: number): Promise<void>;
export function generarActivos(destino: string | BenchDatabase, companiaId: number, count: number, cadaBaja = 0): void | Promise<void> {
  const filas = tablas(companiaId, count, cadaBaja);
  return escribir(
    destino,
    (db) => filas.forEach((f) => escribirEnSqlite(db, f)),
    async (client) => {
      for (const f of filas) await escribirEnPostgres(client, f);
    },
  );
}
