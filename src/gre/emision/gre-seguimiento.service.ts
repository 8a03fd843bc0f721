import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { In, IsNull, LessThan, LessThanOrEqual, Repository } from 'typeorm';
import { CredencialesGre, GreConfiguracionService } from '../configuracion/gre-configuracion.service';
import { leerCdr } from '../documento/leer-cdr';
import { SunatGreClient } from '../sunat/sunat-gre.client';
import { anotarIntento, EstadoGre, GuiaElectronica, IntentoGre } from './guia-electronica.entity';

/** What the job takes up: a guide not yet received by SUNAT, or one whose answer is awaited. */
const EN_CURSO: EstadoGre[] = ['pendiente', 'enviado'];
/** Waits before each query of a ticket (then the last, again and again): SUNAT answers most in seconds. */
const ESPERAS_S = [2, 4, 8, 16, 30];
/** How long one run holds a guide: a server that stops in the middle leaves it to another after this. */
const RECLAMO_MS = 2 * 60_000;
/** Guides one run takes up at most. */
const LOTE = 20;

const espera = (intentos: number) => ESPERAS_S[Math.min(intentos, ESPERAS_S.length - 1)] * 1000;

/**
 * Takes each guide from SUNAT's send to its final answer (docs/gre-emision.md, «Estados»): sends it, queries its ticket with
 * back-off, reads the CDR. A step runs only under a claim (a conditional UPDATE of reclamadaHasta), so with several
 * servers on one database each step of a guide runs once; the scheduled job resumes, after a restart, every guide left
 * in the middle.
 */
@Injectable()
export class GreSeguimientoService {
  private readonly logger = new Logger(GreSeguimientoService.name);
  private corriendo = false;

  constructor(
    @InjectRepository(GuiaElectronica) private readonly guias: Repository<GuiaElectronica>,
    private readonly configuracion: GreConfiguracionService,
    private readonly sunat: SunatGreClient,
  ) {}

  @Interval('guias-electronicas', 2000)
  async cadaDosSegundos(): Promise<void> {
    // One run at a time in a server; other servers' runs are kept apart by the claims.
    if (this.corriendo) return;
    this.corriendo = true;
    try {
      await this.procesarPendientes();
    } catch (error) {
      this.logger.error({ message: 'Falló el seguimiento de las guías electrónicas', cause: (error as Error).message });
    } finally {
      this.corriendo = false;
    }
  }

  /** One run at `ahora`: every guide due (its next step's time has come) that no other run holds. Answers how many moved. */
  async procesarPendientes(ahora = new Date()): Promise<number> {
    const vencidas = await this.guias.find({
      select: { id: true },
      where: [
        { estado: In(EN_CURSO), proximaConsulta: LessThanOrEqual(ahora), reclamadaHasta: IsNull() },
        { estado: In(EN_CURSO), proximaConsulta: LessThanOrEqual(ahora), reclamadaHasta: LessThan(ahora) },
      ],
      order: { proximaConsulta: 'ASC', id: 'ASC' },
      take: LOTE,
    });
    let movidas = 0;
    for (const { id } of vencidas) if (await this.avanzar(id, ahora)) movidas++;
    return movidas;
  }

  /** The next step of guide `id` now, unless another run holds it or it is not due: the emission's first send. */
  async avanzar(id: number, ahora = new Date()): Promise<boolean> {
    const reclamo = randomUUID();
    const libre = { id, estado: In(EN_CURSO), proximaConsulta: LessThanOrEqual(ahora) };
    const tomar = { reclamadaHasta: new Date(ahora.getTime() + RECLAMO_MS), reclamo };
    // Free, or held by a run that stopped: each a conditional UPDATE, atomic on every database.
    const reclamada =
      (await this.guias.update({ ...libre, reclamadaHasta: IsNull() }, tomar)).affected || (await this.guias.update({ ...libre, reclamadaHasta: LessThan(ahora) }, tomar)).affected;
    if (!reclamada) return false;
    const guia = await this.guias.findOneByOrFail({ id, reclamo });
    try {
      const credenciales = await this.configuracion.credencialesDe(guia.companiaId);
      const cambios = guia.estado === 'pendiente' ? await this.enviar(guia, credenciales, ahora) : await this.consultar(guia, credenciales, ahora);
      await this.guardar(guia, reclamo, cambios);
    } catch (error) {
      // SUNAT unreachable, a 5xx, the configuration missing: nothing is lost, the step is tried again later.
      const mensaje = (error as Error).message;
      this.logger.warn({ message: 'Un paso de una guía electrónica falló; se reintentará', guiaId: id, cause: mensaje });
      await this.guardar(guia, reclamo, {
        proximaConsulta: new Date(ahora.getTime() + espera(this.intentosDe(guia).length)),
        intentos: this.anotar(guia, ahora, guia.estado === 'pendiente' ? 'envio' : 'consulta', `Sin respuesta: ${mensaje}`),
      });
    }
    return true;
  }

  private async enviar(guia: GuiaElectronica, credenciales: CredencialesGre, ahora: Date): Promise<Partial<GuiaElectronica>> {
    // The zip the pool made when it signed the guide: a send again after no answer carries the same bytes and hash.
    const nombre = `${credenciales.ruc}-09-${guia.serie}-${guia.numero}`;
    const resultado = await this.sunat.enviar(credenciales, nombre, Buffer.from(guia.zip!, 'base64'), guia.zipSha256!);
    if ('ticket' in resultado) {
      return {
        estado: 'enviado',
        ticket: resultado.ticket,
        recibidaEl: ahora,
        proximaConsulta: new Date(ahora.getTime() + espera(0)),
        intentos: this.anotar(guia, ahora, 'envio', `Recibida por SUNAT con el ticket ${resultado.ticket}`),
      };
    }
    if ('rechazoDeValidacion' in resultado) {
      const [primero] = resultado.rechazoDeValidacion;
      const texto = resultado.rechazoDeValidacion.map((error) => `${error.cod} - ${error.msg}`).join('; ');
      return {
        estado: 'error',
        errorCodigo: primero?.cod ?? null,
        errorMensaje: texto.slice(0, 1000),
        proximaConsulta: null,
        intentos: this.anotar(guia, ahora, 'envio', `SUNAT no la registró: ${texto}`),
      };
    }
    return {
      proximaConsulta: new Date(ahora.getTime() + espera(this.intentosDe(guia).length)),
      intentos: this.anotar(guia, ahora, 'envio', `Sin respuesta: ${resultado.desconocido}`),
    };
  }

  private async consultar(guia: GuiaElectronica, credenciales: CredencialesGre, ahora: Date): Promise<Partial<GuiaElectronica>> {
    const estado = await this.sunat.consultar(credenciales, guia.ticket!);
    const consultas = this.intentosDe(guia).filter((intento) => intento.accion === 'consulta').length;
    if (estado.codRespuesta === '98' || !['0', '99'].includes(estado.codRespuesta)) {
      const texto = estado.codRespuesta === '98' ? 'En proceso en SUNAT' : `Respuesta desconocida de SUNAT (${estado.codRespuesta || 'vacía'}): se consulta otra vez`;
      return { proximaConsulta: new Date(ahora.getTime() + espera(consultas + 1)), intentos: this.anotar(guia, ahora, 'consulta', texto) };
    }
    if (!estado.cdrZip) {
      // 99 without a CDR: SUNAT did not register it; fixed, it goes again with the same number.
      const texto = estado.error ? `${estado.error.numError} - ${estado.error.desError}` : 'Error sin constancia de recepción';
      return {
        estado: 'error',
        errorCodigo: estado.error?.numError ?? null,
        errorMensaje: texto.slice(0, 1000),
        proximaConsulta: null,
        intentos: this.anotar(guia, ahora, 'consulta', `SUNAT no la registró: ${texto}`),
      };
    }
    const cdr = await leerCdr(estado.cdrZip);
    const aceptada = estado.codRespuesta === '0' && cdr.codigoRespuesta === '0';
    const final: EstadoGre = aceptada ? (cdr.observaciones.length ? 'observado' : 'aceptado') : 'rechazado';
    const observaciones = cdr.observaciones.map((nota) => (nota.codigo ? `${nota.codigo} - ${nota.mensaje}` : nota.mensaje));
    return {
      estado: final,
      cdrZip: estado.cdrZip.toString('base64'),
      cdrCodigo: cdr.codigoRespuesta,
      cdrDescripcion: cdr.descripcion.slice(0, 500),
      cdrObservaciones: JSON.stringify(observaciones),
      enlaceQr: cdr.enlaceQr,
      proximaConsulta: null,
      intentos: this.anotar(guia, ahora, 'consulta', `${cdr.codigoRespuesta} - ${cdr.descripcion}`),
    };
  }

  /** Writes the step's result and lets the guide go, only if this run still holds it. */
  private async guardar(guia: GuiaElectronica, reclamo: string, cambios: Partial<GuiaElectronica>): Promise<void> {
    await this.guias.update({ id: guia.id, reclamo }, { ...cambios, reclamadaHasta: null, reclamo: null });
  }

  private intentosDe(guia: GuiaElectronica): IntentoGre[] {
    return JSON.parse(guia.intentos) as IntentoGre[];
  }

  private anotar(guia: GuiaElectronica, ahora: Date, accion: IntentoGre['accion'], resultado: string): string {
    return anotarIntento(guia.intentos, accion, resultado, ahora);
  }
}
