import { BenchDatabase } from '../utils';
import { abrirBase } from './base';
import { Escritura } from './registro';

export interface Verificacion {
  /** Acknowledged write requests looked for. */
  confirmadas: number;
  /** Rows the acknowledged imports created. */
  filasImportadas: number;
  /** One line per write the database does not hold as acknowledged, or holds without its audit row. */
  perdidas: string[];
}

interface FilaActivo {
  id: number;
  codigo: string;
  companiaId: number;
  observaciones: string | null;
}

/** Each edited asset's observaciones as its last acknowledged edit left them (unless a later edit went unanswered). */
function ultimasEdiciones(escrituras: Escritura[]): Map<number, string> {
  const ultima = new Map<number, string>();
  for (const e of escrituras) {
    if (e.tipo === 'edicion') ultima.set(e.id, e.observaciones);
    if (e.tipo === 'edicion-incierta') ultima.delete(e.id);
  }
  return ultima;
}

/** Looks for every acknowledged write in the database, and for its audit rows by the answer's X-Request-Id. */
export async function verificarEscrituras(db: BenchDatabase, escrituras: Escritura[]): Promise<Verificacion> {
  const base = await abrirBase(db);
  try {
    const activos = await base.filas<FilaActivo>('SELECT id, codigo, "companiaId", observaciones FROM activo');
    const movimientos = await base.filas<{ id: number; companiaId: number }>('SELECT id, "companiaId" FROM movimiento');
    const auditoria = await base.filas<{ requestId: string; recordCode: string | null }>(
      'SELECT "requestId", "recordCode" FROM audit_log WHERE "requestId" IS NOT NULL AND success = true',
    );
    const porId = new Map(activos.map((a) => [a.id, a]));
    const porCodigo = new Map(activos.map((a) => [`${a.companiaId}|${a.codigo}`, a]));
    const movimientoDe = new Map(movimientos.map((m) => [m.id, m.companiaId]));
    const codigosAuditados = new Map<string, Set<string | null>>();
    for (const fila of auditoria) {
      const codigos = codigosAuditados.get(fila.requestId) ?? new Set<string | null>();
      codigosAuditados.set(fila.requestId, codigos.add(fila.recordCode));
    }
    const ediciones = ultimasEdiciones(escrituras);
    const perdidas: string[] = [];
    const falta = (condicion: boolean, que: string) => condicion || perdidas.push(que);
    let confirmadas = 0;
    let filasImportadas = 0;
    for (const e of escrituras) {
      if (e.tipo === 'edicion-incierta') continue;
      confirmadas++;
      falta(codigosAuditados.has(e.requestId), `${e.tipo} (requestId ${e.requestId}): sin fila de auditoría`);
      if (e.tipo === 'alta') {
        const activo = porId.get(e.id);
        falta(activo?.codigo === e.codigo && activo.companiaId === e.companiaId, `alta del activo #${e.id} ${e.codigo}: no está en la base`);
      } else if (e.tipo === 'edicion') {
        if (ediciones.get(e.id) === e.observaciones) {
          const guardadas = porId.get(e.id)?.observaciones;
          falta(guardadas === e.observaciones, `edición del activo #${e.id}: la base tiene "${guardadas}" y no "${e.observaciones}"`);
        }
      } else if (e.tipo === 'movimiento') {
        falta(movimientoDe.get(e.id) === e.companiaId, `movimiento #${e.id}: no está en la base`);
      } else {
        filasImportadas += e.codigos.length;
        const auditados = codigosAuditados.get(e.requestId);
        const sinActivo = e.codigos.filter((c) => !porCodigo.has(`${e.companiaId}|${c}`)).length;
        const sinAuditoria = e.codigos.filter((c) => !auditados?.has(c)).length;
        falta(sinActivo === 0, `importación ${e.requestId}: ${sinActivo} de ${e.codigos.length} activos no están en la base`);
        falta(sinAuditoria === 0, `importación ${e.requestId}: ${sinAuditoria} de ${e.codigos.length} activos sin fila de auditoría`);
      }
    }
    return { confirmadas, filasImportadas, perdidas };
  } finally {
    await base.cerrar();
  }
}
