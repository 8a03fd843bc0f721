import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth-user';
import { limaDate } from '../../common/lima-time';
import type { Solicitud } from '../../common/request-context';
import { applyListQuery, ListQuery } from '../../common/list-query';
import { deCompania, porCompania } from '../../common/tenancy';
import { ClienteService } from '../../cliente/cliente.service';
import { DireccionService } from '../../direccion/direccion.service';
import { MovimientoRespuesta, MovimientoService } from '../../movimiento/movimiento.service';
import { NumeracionService } from '../../numeracion/numeracion.service';
import { GreConfiguracionService } from '../configuracion/gre-configuracion.service';
import { generarGuia } from '../documento/generar-guia';
import { GuiaRemitente } from '../documento/guia-remitente';
import { validarGuia } from '../documento/validar-guia';
import { TransporteService } from '../transporte/transporte.service';
import { EmitirGreDto } from './dto/emitir-gre.dto';
import { anotarIntento, ESTADOS_ACEPTADOS, ESTADOS_VIGENTES, GuiaElectronica } from './guia-electronica.entity';
import { GreSeguimientoService } from './gre-seguimiento.service';
import { guiaDeMovimiento, MovimientoParaGuia, PuntoRegistrado, puntosFaltantes } from './guia-de-movimiento';

/** A series counts up to 99,999,999 (cbc:ID `T001-99999999`). */
const ULTIMO_NUMERO = 99_999_999;

const ESTADO_EN_TEXTO: Record<GuiaElectronica['estado'], string> = {
  pendiente: 'por enviar a SUNAT',
  enviado: 'enviada a SUNAT, esperando su respuesta',
  aceptado: 'aceptada por SUNAT',
  observado: 'aceptada por SUNAT con observaciones',
  rechazado: 'rechazada por SUNAT',
  error: 'no registrada por SUNAT',
};

export const textoDeEstado = (estado: GuiaElectronica['estado']) => ESTADO_EN_TEXTO[estado];
export const idDeGuia = (guia: Pick<GuiaElectronica, 'serie' | 'numero'>) => `${guia.serie}-${guia.numero}`;

/**
 * Issues the electronic transport guide of a movement (docs/gre-emision.md, «Emisión»): checks it with SUNAT's rules, numbers
 * it in the transaction that registers it, signs it in the worker pool and hands it to GreSeguimientoService, which
 * sends it and follows SUNAT's answer. Owns `guia_electronica`.
 */
@Injectable()
export class GreEmisionService implements OnModuleInit {
  private readonly logger = new Logger(GreEmisionService.name);

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(GuiaElectronica) private readonly guias: Repository<GuiaElectronica>,
    private readonly movimientos: MovimientoService,
    private readonly direcciones: DireccionService,
    private readonly clientes: ClienteService,
    private readonly configuracion: GreConfiguracionService,
    private readonly numeracion: NumeracionService,
    private readonly transporte: TransporteService,
    private readonly seguimiento: GreSeguimientoService,
  ) {}

  /** A movement whose guide SUNAT has (or is taking) keeps its assets and points; one with any guide is not deleted. */
  onModuleInit(): void {
    this.movimientos.registrarBloqueo(async (companiaId, movimientoId, accion) => {
      const guias = await this.guias.find({ where: deCompania(companiaId, { movimientoId }), order: { id: 'DESC' } });
      if (accion === 'eliminar' && guias.length) return `El movimiento tiene la guía electrónica ${idDeGuia(guias[0])}: no se puede eliminar`;
      const fija = guias.find((guia) => ESTADOS_ACEPTADOS.includes(guia.estado) || guia.estado === 'enviado');
      return fija ? `El movimiento tiene la guía electrónica ${idDeGuia(fija)} ${textoDeEstado(fija.estado)}: sus activos y sus puntos ya no cambian` : null;
    });
  }

  /**
   * Issues (or, after `error`, issues again with the same number) the guide of movement `movimientoId`. Nothing is
   * numbered or sent while the guide breaks a rule: 400 with each problem's SUNAT code and field.
   */
  async emitir(user: AuthUser, companiaId: number, movimientoId: number, dto: EmitirGreDto, solicitud: Solicitud | null): Promise<GuiaElectronica> {
    // A movement of another company is 404 before anything about this one's configuration.
    const registrado = await this.movimientos.findVisible(companiaId, movimientoId);
    const credenciales = await this.configuracion.credencialesDe(companiaId);
    const movimiento = await this.paraGuia(companiaId, registrado, credenciales.ruc);
    const anterior = await this.guias.findOne({ where: deCompania(companiaId, { movimientoId, estado: In(ESTADOS_VIGENTES) }), order: { id: 'DESC' } });
    if (anterior && anterior.estado !== 'error') {
      throw new ConflictException(`El movimiento ya tiene la guía electrónica ${idDeGuia(anterior)}, ${textoDeEstado(anterior.estado)}`);
    }
    const emitidaEl = new Date();
    const serie = anterior?.serie ?? credenciales.serie;
    const sinNumero = guiaDeMovimiento(movimiento, { ruc: credenciales.ruc, razonSocial: credenciales.razonSocial }, serie, dto, emitidaEl);
    const errores = [...puntosFaltantes(movimiento), ...validarGuia({ ...sinNumero, numero: anterior?.numero ?? 1 }, limaDate(emitidaEl))].filter(
      (problema) => problema.severidad === 'error',
    );
    if (errores.length) {
      // The API's field errors ({ field, message } by the path the validation pipe writes, "conductores.0.licencia",
      // which the panel puts under each input), with SUNAT's code.
      const errors = errores.map(({ campo, mensaje, codigo }) => ({ field: campo.replace(/\[(\d+)\]/g, '.$1'), message: `${mensaje} (${codigo})`, codigo }));
      throw new BadRequestException({ statusCode: 400, message: errors.map((e) => e.message), error: 'Bad Request', errors });
    }

    const registro = (numero: number): Partial<GuiaElectronica> => ({
      companiaId,
      movimientoId,
      serie,
      numero,
      estado: 'pendiente',
      emitidaEl,
      fechaEmision: sinNumero.fechaEmision,
      emitidaPorId: user.userId,
      emitidaPor: user.nombre,
      datos: JSON.stringify({ ...sinNumero, numero }),
      xmlFirmado: null,
      zip: null,
      zipSha256: null,
      errorCodigo: null,
      errorMensaje: null,
      proximaConsulta: null,
      intentos: anterior?.intentos ?? '[]',
    });
    const guia = anterior
      ? await this.dataSource.transaction(async (manager) => {
          await manager.update(GuiaElectronica, { id: anterior.id, estado: 'error' }, registro(anterior.numero));
          return manager.findOneByOrFail(GuiaElectronica, { id: anterior.id });
        })
      : await this.numeracion.conNumero(companiaId, serie, ULTIMO_NUMERO, (manager, numero) => manager.save(manager.create(GuiaElectronica, registro(numero))));
    await this.recordarTransporte(companiaId, dto);

    try {
      const datos = JSON.parse(guia.datos) as GuiaRemitente;
      const generada = await generarGuia({ guia: datos, keyPem: credenciales.llavePem, certPem: credenciales.certificadoPem, algoritmo: credenciales.algoritmo }, solicitud);
      await this.guias.update({ id: guia.id }, { xmlFirmado: generada.xml, zip: generada.zip.toString('base64'), zipSha256: generada.sha256, proximaConsulta: new Date() });
    } catch (error) {
      // Numbered but not signed (a certificate SUNAT would refuse, a document outside the schema): fixed, it goes again with its number.
      const mensaje = `No se pudo firmar la guía: ${(error as Error).message}`;
      await this.guias.update({ id: guia.id }, { estado: 'error', errorCodigo: null, errorMensaje: mensaje.slice(0, 1000), intentos: anotarIntento(guia.intentos, 'envio', mensaje) });
      return this.guias.findOneByOrFail({ id: guia.id });
    }
    // The first send now, not at the job's next turn; a server that stops here leaves it to the job.
    await this.seguimiento.avanzar(guia.id);
    return this.guias.findOneByOrFail({ id: guia.id });
  }

  /** A page of the company's guides, as the "Guías electrónicas" list filters them. */
  list(companiaId: number, list: ListQuery): Promise<[GuiaElectronica[], number]> {
    return applyListQuery(porCompania(this.guias.createQueryBuilder('g'), 'g', companiaId), list).getManyAndCount();
  }

  /** The movement's latest guide; 404 when it has none. */
  async deMovimiento(companiaId: number, movimientoId: number): Promise<GuiaElectronica> {
    await this.movimientos.findVisible(companiaId, movimientoId);
    const guia = await this.guias.findOne({ where: deCompania(companiaId, { movimientoId }), order: { id: 'DESC' } });
    if (!guia) throw new NotFoundException('El movimiento no tiene guía electrónica');
    return guia;
  }

  /** The guide SUNAT accepted, for its printed representation; 409 before. */
  async aceptadaDe(companiaId: number, movimientoId: number): Promise<GuiaElectronica> {
    const guia = await this.deMovimiento(companiaId, movimientoId);
    if (!ESTADOS_ACEPTADOS.includes(guia.estado)) throw new ConflictException(`La guía ${idDeGuia(guia)} está ${textoDeEstado(guia.estado)}: se imprime cuando SUNAT la acepta`);
    return guia;
  }

  /**
   * The drivers and vehicles of the guide, kept for the company's next ones: after the guide is registered, in a
   * transaction of their own, so two emissions naming the same new driver at once do not refuse each other's guide
   * (the second finds the first's row; a convenience never stops a guide).
   */
  private async recordarTransporte(companiaId: number, dto: EmitirGreDto): Promise<void> {
    if (dto.modalidad !== '02' || dto.vehiculoM1L) return;
    const usado = { conductores: dto.conductores ?? [], vehiculos: (dto.vehiculos ?? []).map(({ placa }) => ({ placa })) };
    try {
      await this.dataSource.transaction((manager) => this.transporte.recordar(companiaId, usado, manager));
    } catch (error) {
      this.logger.warn({ message: 'No se recordaron los conductores o vehículos de una guía', companiaId, cause: (error as Error).message });
    }
  }

  /** The movement with its registered points (and the RUC whose establishment each is) and its assets. */
  private async paraGuia(companiaId: number, movimiento: MovimientoRespuesta, rucEmisor: string): Promise<MovimientoParaGuia> {
    const punto = async (direccionId: number | null): Promise<PuntoRegistrado | null> => {
      if (!direccionId) return null;
      const direccion = await this.direcciones.findVisible(companiaId, direccionId);
      // A client's address is that client's establishment; the company's own, the company's.
      const cliente = (await this.clientes.byDireccion(companiaId, direccionId)).find((c) => c.ruc);
      return { direccion, rucPropietario: cliente?.ruc ?? rucEmisor };
    };
    return {
      id: movimiento.id,
      destinatario: movimiento.destinatario,
      ruc: movimiento.ruc,
      detalle: movimiento.detalle,
      partida: await punto(movimiento.partidaDireccionId),
      llegada: await punto(movimiento.llegadaDireccionId),
      activos: movimiento.movimientoActivos.map(({ activo }) => ({ codigo: activo.codigo, descripcion: activo.descripcion })),
    };
  }
}
