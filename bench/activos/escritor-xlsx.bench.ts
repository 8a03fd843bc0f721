import { Writable } from 'node:stream';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { ACTIVO_EXCEL_COLUMNS } from '../../src/activo/exportacion/activo-excel';
import { ActivoRespuesta } from '../../src/activo/activo-respuesta';
import { writeXlsx } from '../../src/common/spreadsheet';
import { fmt, report } from '../utils';

const FILAS = 50_000;

/**
 * Why the asset export writes its own sheet XML (through yazl) instead of exceljs's streaming
 * WorkbookWriter: both write the same 50,000 assets with the export's columns into a sink, in this
 * process, one after the other; the figures are time, heap growth and the longest event-loop stall.
 */
export async function benchEscritorXlsx(): Promise<boolean> {
  const propio = await medir('writeXlsx (yazl)', (sink) => writeXlsx(sink, ACTIVO_EXCEL_COLUMNS, activos()));
  const exceljs = await medir('exceljs WorkbookWriter', (sink) => escribirConExceljs(sink));
  console.log(`exceljs tarda ${(exceljs.ms / propio.ms).toFixed(1)} veces lo que writeXlsx`);
  return [
    report('writeXlsx de 50.000 activos', propio.ms, 5000),
    report('writeXlsx no es más lento que exceljs', propio.ms, Math.round(exceljs.ms)),
    report('bucle de eventos bloqueado por writeXlsx como máximo', propio.bloqueo, 100),
  ].every(Boolean);
}

async function medir(nombre: string, escribir: (sink: Writable) => Promise<void>): Promise<{ ms: number; bloqueo: number }> {
  global.gc?.();
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const retardo = monitorEventLoopDelay({ resolution: 5 });
  const heap = process.memoryUsage().heapUsed;
  let pico = heap;
  const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage().heapUsed)), 20);
  retardo.enable();
  const inicio = process.hrtime.bigint();
  await escribir(sink);
  const ms = Number(process.hrtime.bigint() - inicio) / 1e6;
  retardo.disable();
  clearInterval(muestreo);
  const bloqueo = retardo.max / 1e6;
  console.log(`${nombre}: ${fmt(ms)}, ${(bytes / 1048576).toFixed(1)} MB; heap +${((pico - heap) / 1048576).toFixed(0)} MB; bucle bloqueado hasta ${fmt(bloqueo)}`);
  return { ms, bloqueo };
}

async function escribirConExceljs(sink: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true });
  const sheet = workbook.addWorksheet('Activos', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ACTIVO_EXCEL_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const activo of activos()) {
    const row = sheet.addRow(ACTIVO_EXCEL_COLUMNS.map((c) => (c.value ? c.value(activo) : (activo as unknown as Record<string, unknown>)[c.key])));
    row.commit();
  }
  sheet.autoFilter = { from: 'A1', to: { row: FILAS + 1, column: ACTIVO_EXCEL_COLUMNS.length } };
  await sheet.commit();
  await workbook.commit();
}

async function* activos(): AsyncGenerator<ActivoRespuesta> {
  for (let i = 0; i < FILAS; i++) {
    yield {
      id: i + 1,
      codigo: `ACT-${String(i + 1).padStart(6, '0')}`,
      descripcion: `Laptop Lenovo ThinkPad #${i + 1}`,
      tipoActivo: 'Equipo',
      marca: 'Lenovo',
      modelo: 'T14',
      serie: `SN-${i}`,
      color: 'Negro',
      estado: 'Activo',
      edificio: 'Sede Central',
      piso: String(1 + (i % 5)),
      categoria: 'Equipos de Cómputo',
      proveedor: 'Importadora S.A.',
      precioUndMn: 1000 + (i % 500),
      cantidad: 1,
      fechaAdquisicion: `2024-${String(1 + (i % 12)).padStart(2, '0')}-15`,
      createdAt: new Date(Date.UTC(2024, i % 12, 15, 14, 30)),
    } as unknown as ActivoRespuesta;
  }
}
