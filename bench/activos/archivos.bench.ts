import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { fmt, percentile, report, RunningServer, startServer } from '../utils';
import { generarActivos } from './generar-activos';

const FILAS_IMPORT = 10_000;
const ACTIVOS_EXPORT = 50_000;
const ACTIVOS_PDF = 5_000;

const HEADERS = ['Código', 'Descripción', 'Tipo', 'Marca', 'Modelo', 'Serie', 'Color', 'Estado', 'Edificio', 'Piso', 'Categoría', 'Proveedor', 'Precio', 'Cantidad', 'Fecha Adquisición', 'Año Fabricación'];
const KEYS = ['codigo', 'descripcion', 'tipoActivo', 'marca', 'modelo', 'serie', 'color', 'estado', 'edificio', 'piso', 'categoria', 'proveedor', 'precioUndMn', 'cantidad', 'fechaAdquisicion', 'anioFabricacion'];

function fila(i: number): unknown[] {
  return [
    `IMP-${String(i + 1).padStart(6, '0')}`, `Laptop Lenovo ThinkPad #${i + 1}`, 'Equipo', 'Lenovo', 'T14', `SN-${i}`, 'Negro', 'Activo',
    'Sede Central', String(1 + (i % 5)), 'Equipos de Cómputo', 'Importadora S.A.', 1000 + (i % 500), 1, new Date(Date.UTC(2024, i % 12, 1 + (i % 28))), 2020 + (i % 5),
  ];
}

/** More columns of an import: their headers, their keys (…Column of the configuration) and each row's values. */
interface ColumnasExtra {
  headers: string[];
  keys: string[];
  valores(i: number): unknown[];
}

const SIN_EXTRA: ColumnasExtra = { headers: [], keys: [], valores: () => [] };

/**
 * Opening balances (docs/contabilidad.md): assets bought in 2024, before the cut-over of 01/01/2025, with their
 * accumulated depreciation in both books at 31/12/2024, each row checked against its base and its rate.
 */
const APERTURA: ColumnasExtra = {
  headers: ['Depreciación Acumulada Inicial', 'Depreciación Acumulada Inicial Financiera'],
  keys: ['depreciacionAcumuladaInicial', 'depreciacionAcumuladaInicialFinanciera'],
  valores: (i) => [50 + (i % 50), 60 + (i % 50)],
};

async function archivoImport(extra: ColumnasExtra): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = workbook.addWorksheet('Activos');
  sheet.addRow([...HEADERS, ...extra.headers]).commit();
  for (let i = 0; i < FILAS_IMPORT; i++) sheet.addRow([...fila(i), ...extra.valores(i)]).commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The floor: exceljs's streaming parse of the same file plus a chunked raw insert of its rows in one transaction. */
async function piso(file: Buffer, dbPath: string): Promise<number> {
  const started = process.hrtime.bigint();
  const rows: unknown[][] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(PassThrough.from(file) as never, {});
  for await (const sheet of reader) {
    for await (const row of sheet) if (row.number > 1) rows.push((row.values as unknown[]).slice(1));
    break;
  }
  const db = new Database(dbPath);
  db.exec('CREATE TABLE IF NOT EXISTS piso_import AS SELECT * FROM activo WHERE 0');
  const columns = [...KEYS, 'companiaId'];
  const chunk = 50;
  const insert = db.prepare(`INSERT INTO piso_import (${columns.map((c) => `"${c}"`).join(',')}) VALUES ${Array.from({ length: chunk }, () => `(${columns.map(() => '?').join(',')})`).join(',')}`);
  db.transaction(() => {
    for (let i = 0; i + chunk <= rows.length; i += chunk) {
      insert.run(rows.slice(i, i + chunk).flatMap((r) => [...r.slice(0, KEYS.length).map((v) => (v instanceof Date ? v.toISOString() : v)), 1]) as never[]);
    }
  })();
  db.close();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function descarga(server: RunningServer, path: string): Promise<{ ms: number; bytes: number }> {
  const started = process.hrtime.bigint();
  const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${server.token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, bytes };
}

export const benchImport = () => importar('importación 10.000 filas', SIN_EXTRA);

/** The same import with the opening balances of both books, the company's books starting on 01/01/2025. */
export async function benchImportApertura(): Promise<boolean> {
  return importar('importación 10.000 filas con saldos de arranque', APERTURA, async (server) => {
    const res = await fetch(`${server.url}/api/contabilidad/configuracion`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fechaInicio: '2025-01-01', tasaImpuestoDiferido: 29.5 }),
    });
    if (!res.ok) throw new Error(`configuración contable: ${res.status} ${await res.text()}`);
  });
}

async function importar(nombre: string, extra: ColumnasExtra, preparar?: (server: RunningServer) => Promise<void>): Promise<boolean> {
  const server = await startServer();
  try {
    await preparar?.(server);
    const file = await archivoImport(extra);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'activos.xlsx');
    const keys = [...KEYS, ...extra.keys];
    form.append('config', JSON.stringify({ startRow: 2, ...Object.fromEntries(keys.map((k, i) => [`${k[0].toUpperCase()}${k.slice(1)}Column`, i + 1])) }));
    const started = process.hrtime.bigint();
    const res = await fetch(`${server.url}/api/activos/import-excel`, { method: 'POST', headers: { Authorization: `Bearer ${server.token}` }, body: form });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const body = (await res.json()) as { successCount: number; errorCount: number };
    if (body.successCount !== FILAS_IMPORT) throw new Error(`importación incompleta: ${JSON.stringify(body).slice(0, 300)}`);
    const floor = await piso(file, server.dbPath);
    console.log(
      `Importación de ${FILAS_IMPORT.toLocaleString('es-PE')} filas × ${keys.length} columnas (${(file.length / 1024).toFixed(0)} KB) por HTTP: ${fmt(ms)}; ` +
        `piso (lectura streaming + inserción cruda): ${fmt(floor)}; razón ${(ms / floor).toFixed(2)}×`,
    );
    return [report(nombre, ms, 5000), report(`razón ${nombre} / piso`, ms / floor, 3, '×')].every(Boolean);
  } finally {
    await server.stop();
  }
}

export async function benchExportaciones(): Promise<boolean> {
  const server = await startServer();
  try {
    generarActivos(server.dbPath, 1, ACTIVOS_EXPORT);
    const base = rssMb(server.child.pid!);
    let pico = base;
    const muestreo = setInterval(() => (pico = Math.max(pico, rssMb(server.child.pid!))), 20);
    const excel = await descarga(server, '/api/activos/export/excel');
    clearInterval(muestreo);
    console.log(`Excel de ${ACTIVOS_EXPORT.toLocaleString('es-PE')} activos: ${fmt(excel.ms)}, ${(excel.bytes / 1048576).toFixed(1)} MB; RSS ${base.toFixed(0)} → ${pico.toFixed(0)} MB (+${(pico - base).toFixed(0)} MB)`);
    const ok = [report('exportación Excel 50.000', excel.ms, 5000), report('crecimiento de RSS', pico - base, 300, 'MB')];

    // The PDF catalogue of a second company holding exactly 5,000 assets (the Maestro names it).
    const compania = await fetch(`${server.url}/api/Compania`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ razonSocial: 'Catálogo Cinco Mil S.A.C.', ruc: '20100070970' }),
    }).then((r) => r.json() as Promise<{ id: number }>);
    generarActivos(server.dbPath, compania.id, ACTIVOS_PDF);
    const health: number[] = [];
    let rendering = true;
    const sondeo = (async () => {
      while (rendering) {
        const started = process.hrtime.bigint();
        await fetch(`${server.url}/api/health`);
        health.push(Number(process.hrtime.bigint() - started) / 1e6);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const pdf = await descarga(server, `/api/activos/export/pdf?companiaId=${compania.id}`);
    rendering = false;
    await sondeo;
    console.log(`PDF de ${ACTIVOS_PDF.toLocaleString('es-PE')} activos: ${fmt(pdf.ms)}, ${(pdf.bytes / 1048576).toFixed(1)} MB; /api/health durante el render: p50 ${fmt(percentile(health, 50))}, p95 ${fmt(percentile(health, 95))} (${health.length} muestras)`);
    ok.push(report(`PDF de ${ACTIVOS_PDF.toLocaleString('es-PE')} activos`, pdf.ms, 8000), report('p95 de /api/health durante el PDF', percentile(health, 95), 100));
    return ok.every(Boolean);
  } finally {
    await server.stop();
  }
}
