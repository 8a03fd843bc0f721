import Database from 'better-sqlite3';
import { normalizeSearch } from '../../src/common/search-text';

export const TIPOS = [
  ['Laptop', 'Equipos de Cómputo', ['Dell', 'HP', 'Lenovo', 'Apple'], ['Latitude 5440', 'ProBook 450', 'ThinkPad T14', 'MacBook Air']],
  ['Escritorio', 'Muebles y Enseres', ['Steelcase', 'Herman Miller', 'Atlas'], ['Ejecutivo', 'Operativo', 'Gerencial']],
  ['Cámara de seguridad', 'Equipos Diversos', ['Hikvision', 'Dahua', 'Axis'], ['DS-2CD', 'IPC-HFW', 'P3245']],
  ['Impresora', 'Equipos de Cómputo', ['Epson', 'Canon', 'Brother'], ['L3250', 'G3110', 'HL-1212']],
  ['Camioneta', 'Vehículos', ['Toyota', 'Nissan', 'Mitsubishi'], ['Hilux', 'Frontier', 'L200']],
  ['Aire acondicionado', 'Equipos Diversos', ['LG', 'Samsung', 'Midea'], ['Dual Inverter', 'WindFree', 'Xtreme']],
  ['Montacargas', 'Maquinaria', ['Caterpillar', 'Komatsu'], ['GP25', 'FG25']],
] as const;
export const ESTADOS = ['Activo', 'Activo', 'Activo', 'En mantenimiento', 'Inactivo'];
export const EDIFICIOS = ['Sede Central', 'Almacén Callao', 'Planta Arequipa', 'Oficina Trujillo'];

/** Inserts `count` realistic assets for a company straight into a SQLite file, in chunked transactions. */
export function generarActivos(dbPath: string, companiaId: number, count: number): void {
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  const columns = [
    'companiaId', 'codigo', 'tipoActivo', 'descripcion', 'marca', 'modelo', 'serie', 'categoria', 'edificio', 'piso', 'estado',
    'cantidad', 'precioUndMn', 'importeMn', 'precio', 'igv', 'total', 'fechaAdquisicion', 'activoBool', 'busqueda', 'descripcionBusqueda',
  ];
  const insert = db.prepare(`INSERT INTO activo (${columns.map((c) => `"${c}"`).join(',')}) VALUES (${columns.map(() => '?').join(',')})`);
  const chunk = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const [tipo, categoria, marcas, modelos] = TIPOS[i % TIPOS.length];
      const marca = marcas[i % marcas.length];
      const modelo = modelos[(i >> 3) % modelos.length];
      const codigo = `ACT-${String(i + 1).padStart(6, '0')}`;
      const descripcion = `${tipo} ${marca} ${modelo} #${i + 1}`;
      const serie = `SN${(1_000_000 + i * 7919).toString(36).toUpperCase()}`;
      const estado = ESTADOS[i % ESTADOS.length];
      const importe = Math.round((500 + ((i * 9301 + 49297) % 233280) / 10) * 100) / 100;
      const igv = Math.round(importe * 18) / 100;
      const fecha = new Date(Date.UTC(2015 + (i % 11), i % 12, 1 + (i % 28))).toISOString().replace('T', ' ').replace('Z', '');
      insert.run(
        companiaId, codigo, tipo, descripcion, marca, modelo, serie, categoria, EDIFICIOS[i % EDIFICIOS.length], String(1 + (i % 5)), estado,
        1, importe, importe, Math.round((importe - igv) * 100) / 100, igv, importe, fecha, 1,
        normalizeSearch([codigo, descripcion, marca, modelo, serie, categoria, estado].join(' ')), normalizeSearch(descripcion),
      );
    }
  });
  for (let from = 0; from < count; from += 5000) chunk(from, Math.min(count, from + 5000));
  db.prepare(`INSERT OR REPLACE INTO activo_secuencia ("companiaId", ultimo) VALUES (?, ?)`).run(companiaId, count);
  db.close();
}
