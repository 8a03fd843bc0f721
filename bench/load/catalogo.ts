import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { EDIFICIOS, ESTADOS, TIPOS } from '../activos/generar-activos';
import { llamar, Respuesta } from './http';

/** The import wizard's targets, in the file's column order. */
const COLUMNAS = [
  ['codigo', 'Código'],
  ['descripcion', 'Descripción'],
  ['tipoActivo', 'Tipo'],
  ['marca', 'Marca'],
  ['modelo', 'Modelo'],
  ['serie', 'Serie'],
  ['categoria', 'Categoría'],
  ['edificio', 'Edificio'],
  ['piso', 'Piso'],
  ['estado', 'Estado'],
  ['proveedor', 'Proveedor'],
  ['precioUndMn', 'Precio'],
  ['cantidad', 'Cantidad'],
  ['fechaAdquisicion', 'Fecha Adquisición'],
] as const;

const CONFIG = JSON.stringify({ startRow: 2, ...Object.fromEntries(COLUMNAS.map(([key], i) => [`${key[0].toUpperCase()}${key.slice(1)}Column`, i + 1])) });

export interface ResultadoImportacion {
  successCount: number;
  errorCount: number;
  processedItems: Array<{ codigo: string; status: string; message: string }>;
}

/** The i-th row of a realistic file; an empty `codigo` lets the server number it. */
function fila(i: number, codigo: string): unknown[] {
  const [tipo, categoria, marcas, modelos] = TIPOS[i % TIPOS.length];
  const marca = marcas[i % marcas.length];
  const modelo = modelos[(i >> 3) % modelos.length];
  return [
    codigo,
    `${tipo} ${marca} ${modelo}`,
    tipo,
    marca,
    modelo,
    `SN${(1_000_000 + i * 7919).toString(36).toUpperCase()}`,
    categoria,
    EDIFICIOS[i % EDIFICIOS.length],
    String(1 + (i % 5)),
    ESTADOS[i % ESTADOS.length],
    'Importadora Lima S.A.C.',
    Math.round((500 + ((i * 9301 + 49297) % 233280) / 10) * 100) / 100,
    1,
    new Date(Date.UTC(2015 + (i % 11), i % 12, 1 + (i % 28))),
  ];
}

/** An .xlsx of `filas` assets as a company would hand it in; `codigo(i)` names each row's code ('' = the server's next). */
export async function archivoDeActivos(filas: number, codigo: (i: number) => string = () => ''): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = workbook.addWorksheet('Activos');
  sheet.addRow(COLUMNAS.map(([, titulo]) => titulo)).commit();
  for (let i = 0; i < filas; i++) sheet.addRow(fila(i, codigo(i))).commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** POST /api/activos/import-excel with the wizard's column mapping. */
export function importar(url: string, token: string, archivo: Buffer, timeoutMs?: number): Promise<Respuesta<ResultadoImportacion>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(archivo)]), 'activos.xlsx');
  form.append('config', CONFIG);
  return llamar<ResultadoImportacion>(url, '/api/activos/import-excel', { token, form, timeoutMs });
}

/** Each company's catalogue, imported through the API by its administrator: the same file, numbered ACT-000001… in each. */
export async function sembrarCatalogo(url: string, tokens: string[], activosPorEmpresa: number): Promise<void> {
  const archivo = await archivoDeActivos(activosPorEmpresa);
  for (const token of tokens) {
    const res = await importar(url, token, archivo, 300_000);
    if (res.body?.successCount !== activosPorEmpresa) throw new Error(`siembra del catálogo: ${res.status} ${res.error ?? JSON.stringify(res.body).slice(0, 300)}`);
  }
}
