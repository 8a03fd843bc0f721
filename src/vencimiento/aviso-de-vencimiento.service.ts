import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { TIPOS_PARA_EL_CUSTODIO, TipoDocumento } from '../activo/documento/documento-de-activo.entity';
import { DocumentoService, hoyEnLima, VencimientoDelLote } from '../activo/documento/documento.service';
import { shareLoop } from '../common/event-loop';
import { formatDia } from '../common/lima-time';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { CustodiaService } from '../custodio/acta/custodia.service';
import { sqlTypesOf } from '../database/column-types';
import { EnvioDeAvisos } from '../mantenimiento/notificacion/envio-de-avisos';
import { UsuarioService } from '../usuario/usuario.service';
import { AvisoDeVencimiento } from './aviso-de-vencimiento.entity';

/** Days before a due date when it is told: the nearest threshold not yet passed, once each. */
export const UMBRALES = [1, 7, 30] as const;
const DIA_MS = 86_400_000;
/** Notice rows one statement inserts: 12 parameters a row keeps it under SQL Server's 2100. */
const LOTE_INSERCION = 100;
/** Due dates handled together: one read of their administrators, custodians and existing notices. */
const LOTE_DOCUMENTOS = 200;

/** The rows of `filas` in arrays of `tamano`. */
async function* enLotes<T>(filas: AsyncIterable<T>, tamano: number): AsyncGenerator<T[]> {
  let lote: T[] = [];
  for await (const fila of filas) {
    lote.push(fila);
    if (lote.length === tamano) {
      yield lote;
      lote = [];
    }
  }
  if (lote.length) yield lote;
}

export const NOMBRE_DE_TIPO: Record<TipoDocumento, string> = {
  factura: 'Factura',
  guia: 'Guía de remisión',
  poliza: 'Póliza de seguro',
  soat: 'SOAT',
  revision_tecnica: 'Revisión técnica',
  tarjeta_propiedad: 'Tarjeta de propiedad',
  garantia: 'Garantía',
  informe_tecnico: 'Informe técnico',
  foto: 'Foto',
  otro: 'Documento',
};

export interface ResumenDeVencimientos {
  creadas: number;
  reclamadas: number;
  enviadas: number;
  fallidas: number;
}

interface Destinatario {
  correo: string;
  nombre: string;
}

/**
 * The due-date notices (docs/documentos.md): every hour each API instance walks the documents due in the next 30 days
 * (in batches that yield the event loop), creates for each the notice of the threshold it reached (30, 7 or 1 days) to
 * the company's administrators and, for a SOAT or a technical review, to the asset's custodian; then sends the queue
 * exactly as the maintenance notices are sent (EnvioDeAvisos): once, however many instances run.
 */
@Injectable()
export class AvisoDeVencimientoService {
  private readonly logger = new Logger('AvisosDeVencimiento');
  readonly instancia = `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly envio: EnvioDeAvisos<AvisoDeVencimiento>;

  constructor(
    @InjectRepository(AvisoDeVencimiento) private readonly avisos: Repository<AvisoDeVencimiento>,
    private readonly documentos: DocumentoService,
    private readonly custodia: CustodiaService,
    private readonly usuarios: UsuarioService,
    dataSource: DataSource,
    @Inject(environmentConfig.KEY) private readonly env: Pick<EnvironmentConfig, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM'>,
  ) {
    this.envio = new EnvioDeAvisos(dataSource, AvisoDeVencimiento, 'aviso_de_vencimiento', this.instancia, this.logger);
  }

  @Cron(CronExpression.EVERY_HOUR, { name: 'avisos-de-vencimiento', waitForCompletion: true })
  async runEveryHour(): Promise<void> {
    // The test suites call runDue() themselves, with the clock they need.
    if (this.env.NODE_ENV === 'test') return;
    try {
      const resumen = await this.runDue();
      if (resumen.creadas || resumen.reclamadas) this.logger.log({ message: 'Avisos de vencimiento procesados', ...resumen });
    } catch (error) {
      this.logger.error({ message: 'Falló la corrida de avisos de vencimiento', cause: (error as Error).message });
    }
  }

  /** One run at `ahora`; safe to call from several instances at once. */
  async runDue(ahora = new Date()): Promise<ResumenDeVencimientos> {
    const hoy = hoyEnLima(ahora);
    const hasta = new Date(hoy.getTime() + UMBRALES[UMBRALES.length - 1] * DIA_MS);
    const administradores = new Map<number, Destinatario[]>();
    let creadas = 0;
    for await (const lote of enLotes(this.documentos.vencimientosDelLote(hoy, hasta), LOTE_DOCUMENTOS)) {
      for (const companiaId of new Set(lote.map((v) => v.companiaId))) {
        if (administradores.has(companiaId)) continue;
        const usuarios = await this.usuarios.administradoresDe(companiaId);
        administradores.set(companiaId, usuarios.map((u) => ({ correo: u.correoElectronico, nombre: [u.nombre, u.apellido].filter(Boolean).join(' ') })));
      }
      const paraElCustodio = (v: VencimientoDelLote) => TIPOS_PARA_EL_CUSTODIO.includes(v.tipo);
      const custodios = await this.custodiosDe(lote.filter(paraElCustodio));
      const filas = lote.flatMap((v) =>
        [...administradores.get(v.companiaId)!, ...((paraElCustodio(v) && custodios.get(v.activoId)) || [])].map((d) => this.avisoPara(v, d, hoy, ahora)),
      );
      creadas += await this.insertarNuevas(filas);
    }
    if (!this.env.SMTP_URL) return { creadas, reclamadas: 0, enviadas: 0, fallidas: 0 };
    return { creadas, ...(await this.envio.enviarPendientes(this.env.SMTP_URL, this.env.MAIL_FROM, ahora)) };
  }

  /** The custodian with an e-mail of each of these assets, by asset. */
  private async custodiosDe(vencimientos: VencimientoDelLote[]): Promise<Map<number, Destinatario[]>> {
    const porCompania = new Map<number, number[]>();
    for (const v of vencimientos) porCompania.set(v.companiaId, [...(porCompania.get(v.companiaId) ?? []), v.activoId]);
    const resultado = new Map<number, Destinatario[]>();
    for (const [companiaId, activoIds] of porCompania) {
      for (const k of await this.custodia.deActivos(companiaId, activoIds)) {
        if (k.custodio.correo) resultado.set(k.activoId, [{ correo: k.custodio.correo, nombre: `${k.custodio.nombres} ${k.custodio.apellidos}` }]);
      }
    }
    return resultado;
  }

  private avisoPara(v: VencimientoDelLote, d: Destinatario, hoy: Date, ahora: Date): Partial<AvisoDeVencimiento> {
    const dias = Math.round((v.vence.getTime() - hoy.getTime()) / DIA_MS);
    const umbral = UMBRALES.find((u) => dias <= u)!;
    const documento = `${NOMBRE_DE_TIPO[v.tipo]}${v.numero ? ` ${v.numero}` : ''}`;
    const cuando = dias === 0 ? 'hoy' : dias === 1 ? 'mañana' : `en ${dias} días`;
    return {
      companiaId: v.companiaId,
      documentoId: v.documentoId,
      vence: v.vence,
      umbral,
      destinatario: d.correo,
      asunto: `Vence ${cuando}: ${documento} del activo ${v.codigo}`,
      cuerpo: [
        `Hola ${d.nombre}:`,
        '',
        `${documento} del activo ${v.codigo} (${v.descripcion}) vence el ${formatDia(v.vence)}, ${cuando}.`,
        'Renuévelo a tiempo y suba el nuevo documento en la ficha del activo.',
        '',
        'Este es un aviso automático del sistema de gestión de activos fijos.',
      ].join('\n'),
      estado: this.env.SMTP_URL ? 'pendiente' : 'registrada',
      intentos: 0,
      proximoIntento: ahora,
    };
  }

  /** Inserts the notices that do not exist yet (one read per batch of documents), in statements of LOTE_INSERCION rows. */
  private async insertarNuevas(filas: Array<Partial<AvisoDeVencimiento>>): Promise<number> {
    const clave = (a: Partial<AvisoDeVencimiento>) => `${a.documentoId}|${a.vence!.getTime()}|${a.umbral}|${a.destinatario}`;
    const ids = [...new Set(filas.map((a) => a.documentoId!))];
    const existentes = new Set<string>();
    const tamano = sqlTypesOf(this.avisos.manager.connection.options.type).maxParameters - 1;
    for (let i = 0; i < ids.length; i += tamano) {
      const previas = await this.avisos.find({ select: { documentoId: true, vence: true, umbral: true, destinatario: true }, where: { documentoId: In(ids.slice(i, i + tamano)) } });
      previas.forEach((a) => existentes.add(clave(a)));
    }
    const nuevas = filas.filter((a) => !existentes.has(clave(a)));
    let creadas = 0;
    for (let i = 0; i < nuevas.length; i += LOTE_INSERCION) {
      // Each statement is short; on the synchronous SQLite driver the loop gets its turn between them.
      await shareLoop();
      creadas += await this.envio.insertarSinDuplicar(nuevas.slice(i, i + LOTE_INSERCION), ({ documentoId, vence, umbral, destinatario }) =>
        this.avisos.existsBy({ documentoId, vence, umbral, destinatario }),
      );
    }
    return creadas;
  }
}
