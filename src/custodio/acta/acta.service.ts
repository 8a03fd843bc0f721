import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { ActivoService } from '../../activo/activo.service';
import { ESTADO_DADO_DE_BAJA } from '../../activo/baja/baja-reglas';
import { AuthUser } from '../../common/auth-user';
import { isUniqueViolation } from '../../common/error-body';
import { applyListQuery, ListQuery } from '../../common/list-query';
import { diaDe, formatDia, limaDate } from '../../common/lima-time';
import { deCompania, porCompania } from '../../common/tenancy';
import { Condicion, enTenencia, PREFIJO_ACTA, TipoActa, TIPOS_ACTA } from '../../dominio/custodia';
import { NumeracionService } from '../../numeracion/numeracion.service';
import { Custodio } from '../custodio.entity';
import { CustodioService } from '../custodio.service';
import { ActaConfiguracionService } from './acta-configuracion.service';
import { ActaCustodiaActivo } from './acta-custodia-activo.entity';
import { ActaCustodia } from './acta-custodia.entity';
import { Custodia } from './custodia.entity';
import { CustodiaService } from './custodia.service';
import { ActaDevolucionDto, ActaEntregaDto, DevolverTodoDto } from './dto/acta.dto';
import { ActaRespuestaDto } from './dto/acta-respuesta.dto';

/** Six digits a year: 999,999 actas of one kind a year and company. */
const MAXIMO_POR_ANIO = 999_999;

const nombreDe = (c: { nombres: string; apellidos: string }) => `${c.nombres} ${c.apellidos}`;

type ActivoDelActa = Pick<ActaCustodiaActivo, 'activoId' | 'codigo' | 'descripcion' | 'marca' | 'modelo' | 'serie'>;

/**
 * Hand-over and return actas (docs/custodios.md). Each is numbered in its kind's series of the year of its date
 * (NumeracionService: AE-2026-000001) in the transaction that writes it with its assets and the holdings it gives or
 * takes back, so a number exists only with its acta.
 */
@Injectable()
export class ActaService {
  constructor(
    @InjectRepository(ActaCustodia) private readonly actas: Repository<ActaCustodia>,
    private readonly numeracion: NumeracionService,
    private readonly custodios: CustodioService,
    private readonly custodia: CustodiaService,
    private readonly activos: ActivoService,
    private readonly configuracion: ActaConfiguracionService,
  ) {}

  async list(companiaId: number, tipo: TipoActa, list: ListQuery): Promise<[ActaRespuestaDto[], number]> {
    const qb = porCompania(this.actas.createQueryBuilder('a'), 'a', companiaId).andWhere('a.tipo = :tipo', { tipo });
    const [filas, total] = await applyListQuery(qb, list).getManyAndCount();
    const cantidades = await this.cantidades(companiaId, filas.map((a) => a.id));
    return [filas.map((a) => respuestaDe(a, [], cantidades.get(a.id) ?? 0)), total];
  }

  /** The company's acta of this kind with its assets; 404 for another's, or for one of the other kind. */
  async find(companiaId: number, tipo: TipoActa, id: number): Promise<ActaRespuestaDto> {
    return this.respuesta(await this.findActa(companiaId, tipo, id));
  }

  /** An acta read (findActa) as its answer, with its assets. */
  async respuesta(acta: ActaCustodia): Promise<ActaRespuestaDto> {
    const lineas = await this.actas.manager.find(ActaCustodiaActivo, { where: deCompania(acta.companiaId, { actaId: acta.id }), order: { codigo: 'ASC' } });
    return respuestaDe(acta, lineas, lineas.length);
  }

  /** The company's acta of this kind; with its drawn signature when `conFirma` (to print it). 404 for another's. */
  async findActa(companiaId: number, tipo: TipoActa, id: number, conFirma = false): Promise<ActaCustodia> {
    const qb = porCompania(this.actas.createQueryBuilder('a'), 'a', companiaId).andWhere('a.id = :id AND a.tipo = :tipo', { id, tipo });
    const acta = await (conFirma ? qb.addSelect('a.firmaImagen') : qb).getOne();
    if (!acta) throw new NotFoundException(`${TIPOS_ACTA[tipo]} no encontrada`);
    return acta;
  }

  /**
   * Hands the assets to the custodian. An asset held by anyone (a return first) or disposed of is refused with 409.
   * Two hand-overs of one asset at once: the assets are locked in the transaction, so the second reads the first's
   * holding and is refused by name; should it get past, the unique holding of each asset refuses its insert.
   */
  async entregar(user: AuthUser, companiaId: number, dto: ActaEntregaDto): Promise<ActaRespuestaDto> {
    const custodio = await this.custodios.findInCompania(companiaId, dto.custodioId);
    const fecha = this.fechaDelActa(dto.fecha);
    const activos = await this.activosDelActa(companiaId, dto.activoIds);
    try {
      const id = await this.registrar(user, companiaId, 'entrega', custodio, fecha, dto.observaciones, async (manager) => {
        await this.activos.lock(manager, companiaId, dto.activoIds);
        for (const activo of activos) {
          if ((await this.activos.estadoOf(companiaId, activo.activoId, manager))?.estado === ESTADO_DADO_DE_BAJA) {
            throw new ConflictException(`El activo ${activo.codigo} está dado de baja: no se puede entregar`);
          }
        }
        await this.assertLibres(companiaId, activos, manager);
        return activos.map((activo) => ({ ...activo, condicion: 'bueno' as Condicion, nota: null }));
      });
      return this.find(companiaId, 'entrega', id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.assertLibres(companiaId, activos);
      throw error;
    }
  }

  /** Takes the assets back from the custodian who holds them, each in the condition given (bueno when not given). */
  async devolver(user: AuthUser, companiaId: number, dto: ActaDevolucionDto): Promise<ActaRespuestaDto> {
    const custodio = await this.custodios.findInCompania(companiaId, dto.custodioId);
    const fecha = this.fechaDelActa(dto.fecha);
    const condiciones = new Map((dto.condiciones ?? []).map((c) => [c.activoId, c]));
    for (const activoId of condiciones.keys()) {
      if (!dto.activoIds.includes(activoId)) throw new BadRequestException(`La condición del activo ${activoId} no corresponde a ningún activo del acta`);
    }
    const activos = await this.activosDelActa(companiaId, dto.activoIds);
    const id = await this.registrar(user, companiaId, 'devolucion', custodio, fecha, dto.observaciones, async (manager) => {
      await this.activos.lock(manager, companiaId, dto.activoIds);
      const tenencias = new Map((await this.custodia.deActivos(companiaId, dto.activoIds, manager)).map((k) => [k.activoId, k]));
      for (const activo of activos) {
        const tenencia = tenencias.get(activo.activoId);
        if (tenencia?.custodioId !== custodio.id) {
          const quien = tenencia ? `está a cargo de ${nombreDe(tenencia.custodio)}` : 'no está a cargo de nadie';
          throw new ConflictException(`El activo ${activo.codigo} ${quien}, no de ${nombreDe(custodio)}`);
        }
        if (tenencia.desde.getTime() > fecha.getTime()) {
          throw new BadRequestException(`La fecha de devolución no puede ser anterior a la entrega del activo ${activo.codigo} (${formatDia(tenencia.desde)})`);
        }
      }
      await manager.delete(Custodia, deCompania(companiaId, { custodioId: custodio.id, activoId: In(dto.activoIds) }));
      return activos.map((activo) => ({ ...activo, condicion: condiciones.get(activo.activoId)?.condicion ?? 'bueno', nota: condiciones.get(activo.activoId)?.nota ?? null }));
    });
    return this.find(companiaId, 'devolucion', id);
  }

  /** A leaving employee: one return acta of everything the custodian holds, all in good condition (the observations say otherwise). */
  async devolverTodo(user: AuthUser, companiaId: number, custodioId: number, dto: DevolverTodoDto): Promise<ActaRespuestaDto> {
    const custodio = await this.custodios.findInCompania(companiaId, custodioId);
    const activoIds = await this.custodia.idsDe(companiaId, custodioId);
    if (!activoIds.length) throw new ConflictException(`${nombreDe(custodio)} no tiene activos a su cargo`);
    return this.devolver(user, companiaId, { custodioId, activoIds, fecha: dto.fecha, observaciones: dto.observaciones });
  }

  /** Assets per acta, for a page of actas. */
  private async cantidades(companiaId: number, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const filas = await this.actas.manager
      .createQueryBuilder(ActaCustodiaActivo, 'l')
      .select('l.actaId', 'actaId')
      .addSelect('COUNT(*)', 'cantidad')
      .where(deCompania(companiaId, { actaId: In(ids) }))
      .groupBy('l.actaId')
      .getRawMany<{ actaId: number | string; cantidad: number | string }>();
    return new Map(filas.map((f) => [Number(f.actaId), Number(f.cantidad)]));
  }

  /**
   * Numbers and writes the acta, its assets as `lineas` answers them and, for a hand-over, the holdings it gives.
   * `lineas` runs in the numbering transaction, after the counter moved: what it refuses rolls the number back.
   */
  private async registrar(
    user: AuthUser,
    companiaId: number,
    tipo: TipoActa,
    custodio: Custodio,
    fecha: Date,
    observaciones: string | null | undefined,
    lineas: (manager: EntityManager) => Promise<Array<ActivoDelActa & { condicion: Condicion; nota: string | null }>>,
  ): Promise<number> {
    const serie = `${PREFIJO_ACTA[tipo]}-${fecha.getUTCFullYear()}`;
    const textos = await this.configuracion.find(companiaId);
    return this.numeracion.conNumero(companiaId, serie, MAXIMO_POR_ANIO, async (manager, numero) => {
      const filas = await lineas(manager);
      const acta = await manager.save(
        manager.create(ActaCustodia, {
          companiaId,
          tipo,
          numero: `${serie}-${String(numero).padStart(6, '0')}`,
          custodioId: custodio.id,
          fecha,
          observaciones: observaciones ?? null,
          custodioNombre: nombreDe(custodio),
          tipoDocumento: custodio.tipoDocumento,
          numeroDocumento: custodio.numeroDocumento,
          areaNombre: custodio.area?.nombre ?? null,
          textoResponsabilidad: tipo === 'entrega' ? textos.textoEntrega : textos.textoDevolucion,
          usuarioNombre: user.nombre ?? null,
        }),
      );
      await manager.insert(
        ActaCustodiaActivo,
        filas.map((fila) => ({ ...fila, companiaId, actaId: acta.id })),
      );
      if (tipo === 'entrega') {
        await manager.insert(
          Custodia,
          filas.map((fila) => ({ companiaId, activoId: fila.activoId, custodioId: custodio.id, actaId: acta.id, desde: fecha })),
        );
      }
      return acta.id;
    });
  }

  /** 409 naming the holder of the first asset someone holds. */
  private async assertLibres(companiaId: number, activos: ActivoDelActa[], manager?: EntityManager): Promise<void> {
    const tenencias = new Map((await this.custodia.deActivos(companiaId, activos.map((a) => a.activoId), manager)).map((k) => [k.activoId, k]));
    for (const activo of activos) {
      const tenencia = tenencias.get(activo.activoId);
      if (tenencia) throw new ConflictException(enTenencia(activo.codigo, tenencia.custodio));
    }
  }

  /** The assets as the acta describes them; 404 for one that is not the company's, 400 for one named twice. */
  private async activosDelActa(companiaId: number, ids: number[]): Promise<ActivoDelActa[]> {
    if (new Set(ids).size !== ids.length) throw new BadRequestException('Un activo figura más de una vez en el acta');
    const activos: ActivoDelActa[] = [];
    for (const id of ids) {
      const a = await this.activos.findVisible(companiaId, id);
      activos.push({ activoId: a.id, codigo: a.codigo, descripcion: a.descripcion, marca: a.marca, modelo: a.modelo, serie: a.serie });
    }
    return activos;
  }

  /** The acta's day; not after today in Lima. */
  private fechaDelActa(fecha: Date): Date {
    const dia = diaDe(fecha);
    if (dia.toISOString().slice(0, 10) > limaDate()) throw new BadRequestException('La fecha del acta no puede ser posterior a hoy');
    return dia;
  }
}

export function respuestaDe(acta: ActaCustodia, lineas: ActaCustodiaActivo[], cantidadActivos: number): ActaRespuestaDto {
  return {
    id: acta.id,
    tipo: acta.tipo,
    numero: acta.numero,
    fecha: acta.fecha,
    custodioId: acta.custodioId,
    custodioNombre: acta.custodioNombre,
    tipoDocumento: acta.tipoDocumento,
    numeroDocumento: acta.numeroDocumento,
    areaNombre: acta.areaNombre,
    observaciones: acta.observaciones,
    usuarioNombre: acta.usuarioNombre,
    firmadaEl: acta.firmadaEl,
    // Signing sets firmadaEl with either the drawn image or the scan's file: the image itself is never read for this.
    firma: acta.firmadaEl ? (acta.firmaArchivo ? 'escaneada' : 'dibujada') : null,
    correoEnviadoEl: acta.correoEnviadoEl,
    cantidadActivos,
    activos: lineas.map((l) => ({ activoId: l.activoId, codigo: l.codigo, descripcion: l.descripcion, marca: l.marca, modelo: l.modelo, serie: l.serie, condicion: l.condicion, nota: l.nota })),
    createdAt: acta.createdAt,
  };
}
