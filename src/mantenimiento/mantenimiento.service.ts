import { BadRequestException, ConflictException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Not, Repository } from 'typeorm';
import { ActivoEstado, ActivoResumen, ActivoService } from '../activo/activo.service';
import { ReferenciasDeActivo } from '../activo/referencias-de-activo';
import { withAudit, withOldValues } from '../audit/audit-target';
import { applyListQuery, ListQuery } from '../common/list-query';
import { keysetRows } from '../database/keyset-rows';
import { scanRows } from '../database/scan-rows';
import { NotificacionService, NotificacionRespuesta } from './notificacion/notificacion.service';
import { Usuario } from '../usuario/usuario.entity';
import { UsuarioService } from '../usuario/usuario.service';
import { MantenimientoDto } from './dto/mantenimiento.dto';
import { MantenimientoUsuario } from './mantenimiento-usuario.entity';
import { CERRADOS, EN_PROCESO, EstadoMantenimiento, Mantenimiento } from './mantenimiento.entity';
import { deCompania, porCompania } from '../common/tenancy';

/** Maintenances per keyset page of the export: each page also reads its assets and assignments, all synchronous on SQLite. */
const EXPORT_BATCH = 200;
/** The asset estado while a maintenance of it is En Proceso. */
export const EN_MANTENIMIENTO = 'En mantenimiento';
/**
 * Newest scheduled date first; one without a date by when it was created. The same
 * expression on every database (PostgreSQL and SQLite place NULLs differently).
 */
export const ORDEN_FECHA = 'COALESCE(m.fecha, m.createdAt)';
const NO_ENCONTRADO = 'Mantenimiento no encontrado';
const YA_ASIGNADO = 'El usuario ya está asignado a este mantenimiento';

type UsuarioBreve = Pick<Usuario, 'id' | 'nombre' | 'apellido' | 'codigo'>;

/** A user of a maintenance as GET /api/mantenimiento/{id}/usuarios lists it. */
export type UsuarioAsignado = UsuarioBreve & Pick<MantenimientoUsuario, 'rol' | 'fechaAsignacion'>;

/** A maintenance as every answer shows it. */
export type MantenimientoRespuesta = Pick<
  Mantenimiento,
  'id' | 'activoId' | 'codigo' | 'descripcion' | 'descripcionServicio' | 'estado' | 'nro' | 'opcion' | 'fecha' | 'fechaNotificacion' | 'createdAt' | 'updatedAt'
> & {
  activo: ActivoResumen;
  mantenimientoUsuarios: Array<Pick<MantenimientoUsuario, 'usuarioId' | 'rol' | 'fechaAsignacion'> & { usuario: UsuarioBreve }>;
};

const usuarioBreve = (u: Usuario): UsuarioBreve => ({ id: u.id, nombre: u.nombre, apellido: u.apellido, codigo: u.codigo });
const asignado = (a: MantenimientoUsuario): UsuarioAsignado => ({ ...usuarioBreve(a.usuario!), rol: a.rol, fechaAsignacion: a.fechaAsignacion });

@Injectable()
export class MantenimientoService implements OnModuleInit {
  constructor(
    @InjectRepository(Mantenimiento) private readonly mantenimientos: Repository<Mantenimiento>,
    @InjectRepository(MantenimientoUsuario) private readonly asignaciones: Repository<MantenimientoUsuario>,
    private readonly dataSource: DataSource,
    private readonly activos: ActivoService,
    private readonly usuarios: UsuarioService,
    private readonly notificaciones: NotificacionService,
    private readonly referencias: ReferenciasDeActivo,
  ) {}

  onModuleInit(): void {
    this.usuarios.onCompaniaChange((manager, usuarioId, companiaAnterior) => this.desasignarDeCompania(manager, usuarioId, companiaAnterior));
    // A maintained asset keeps its history: it is disposed of, never deleted.
    this.referencias.registrar('mantenimientos', (companiaId, activoId) => this.mantenimientos.existsBy(deCompania(companiaId, { activoId })));
  }

  /** A user who moves to another company leaves the maintenances of the old one, with their pending notices. */
  private async desasignarDeCompania(manager: EntityManager, usuarioId: number, companiaId: number): Promise<string | null> {
    const asignaciones = await manager.find(MantenimientoUsuario, { where: deCompania(companiaId, { usuarioId }), order: { mantenimientoId: 'ASC' } });
    if (!asignaciones.length) return null;
    await manager.delete(MantenimientoUsuario, { id: In(asignaciones.map((a) => a.id)) });
    for (const { mantenimientoId } of asignaciones) await this.notificaciones.discardPending(manager, mantenimientoId, usuarioId);
    return `desasignado de los mantenimientos ${asignaciones.map((a) => `#${a.mantenimientoId}`).join(', ')} de la compañía #${companiaId}`;
  }

  countByEstado(companiaId: number): Promise<Array<{ status: string; count: number | string }>> {
    return scanRows(porCompania(this.mantenimientos.createQueryBuilder('m'), 'm', companiaId).select('m.estado', 'status').addSelect('COUNT(*)', 'count').groupBy('m.estado'));
  }

  /** Open maintenances due before `finSemana`: overdue (before `ahora`), due today (before `manana`) and due later that week. */
  async countVencimientos(companiaId: number, { ahora, manana, finSemana }: { ahora: Date; manana: Date; finSemana: Date }) {
    const contar = (condicion: string) => `COALESCE(SUM(CASE WHEN ${condicion} THEN 1 ELSE 0 END), 0)`;
    const [fila] = await scanRows<{ overdue: number | string; dueToday: number | string; dueThisWeek: number | string }>(
      porCompania(this.mantenimientos.createQueryBuilder('m'), 'm', companiaId)
        .select(contar('m.fecha < :ahora'), 'overdue')
        .addSelect(contar('m.fecha >= :ahora AND m.fecha < :manana'), 'dueToday')
        .addSelect(contar('m.fecha >= :manana'), 'dueThisWeek')
        .andWhere('m.fecha < :finSemana AND m.estado NOT IN (:...cerrados)', { finSemana, cerrados: CERRADOS })
        .setParameters({ ahora, manana }),
    );
    return { overdue: Number(fila.overdue), dueToday: Number(fila.dueToday), dueThisWeek: Number(fila.dueThisWeek) };
  }

  /** One page of the company's maintenances; their assets and users are read for the page's ids only. */
  async list(companiaId: number, list: ListQuery): Promise<[MantenimientoRespuesta[], number]> {
    const qb = porCompania(this.mantenimientos.createQueryBuilder('m'), 'm', companiaId);
    const [page, total] = await applyListQuery(qb, list).getManyAndCount();
    return [await this.conDetalle(companiaId, page), total];
  }

  async findVisible(companiaId: number, id: number): Promise<MantenimientoRespuesta> {
    return (await this.conDetalle(companiaId, [await this.entidadVisible(companiaId, id)]))[0];
  }

  create(companiaId: number, dto: MantenimientoDto): Promise<MantenimientoRespuesta> {
    return this.guardar(companiaId, dto);
  }

  update(companiaId: number, id: number, dto: MantenimientoDto): Promise<MantenimientoRespuesta> {
    return withOldValues(async (noteOld) => {
      noteOld(await this.findVisible(companiaId, id));
      return this.guardar(companiaId, dto, id);
    });
  }

  /** The maintenance goes with its assignments and notices; an asset it kept En mantenimiento gets its estado back. */
  remove(companiaId: number, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      noteOld(await this.findVisible(companiaId, id));
      await this.dataSource.transaction(async (manager) => {
        const mantenimiento = await this.entidadVisible(companiaId, id, manager);
        await manager.delete(Mantenimiento, deCompania(companiaId, { id }));
        if (mantenimiento.estado === EN_PROCESO) await this.liberarActivo(manager, mantenimiento);
      });
    });
  }

  async usuariosOf(companiaId: number, id: number): Promise<UsuarioAsignado[]> {
    await this.entidadVisible(companiaId, id);
    return (await this.asignacionesDe([id])).map(asignado);
  }

  /** Assigns a user of the company, once, with an optional role. */
  async assign(companiaId: number, id: number, usuarioId: number, rol: string | null): Promise<UsuarioAsignado> {
    const mantenimiento = await this.entidadVisible(companiaId, id);
    const usuario = await this.usuarios.findInCompania(companiaId, usuarioId);
    if (!usuario) throw new NotFoundException('El usuario indicado no existe en su compañía');
    const yaAsignado = () => this.asignaciones.existsBy({ mantenimientoId: id, usuarioId });
    if (await yaAsignado()) throw new ConflictException(YA_ASIGNADO);
    try {
      await this.asignaciones.insert({ companiaId, mantenimientoId: id, usuarioId, rol, fechaAsignacion: new Date() });
    } catch (error) {
      // A simultaneous request assigned the same user first: the unique key refused this one.
      if (await yaAsignado()) throw new ConflictException(YA_ASIGNADO);
      throw error;
    }
    // The answer's code is the user's: the audit row's is the maintenance's.
    return withAudit((await this.usuariosOf(companiaId, id)).find((u) => u.id === usuarioId)!, { extra: { codigo: mantenimiento.codigo } });
  }

  /** Answers the maintenance's code for the audit row; a 204 sends nothing. */
  unassign(companiaId: number, id: number, usuarioId: number): Promise<{ codigo: string | null }> {
    return withOldValues(async (noteOld) => {
      const mantenimiento = await this.entidadVisible(companiaId, id);
      const [asignacion] = (await this.asignacionesDe([id])).filter((a) => a.usuarioId === usuarioId);
      if (!asignacion) throw new NotFoundException('El usuario no está asignado a este mantenimiento');
      noteOld(asignado(asignacion));
      await this.dataSource.transaction(async (manager) => {
        await manager.delete(MantenimientoUsuario, { id: asignacion.id });
        await this.notificaciones.discardPending(manager, id, usuarioId);
      });
      return { codigo: mantenimiento.codigo };
    });
  }

  async notificacionesOf(companiaId: number, id: number): Promise<NotificacionRespuesta[]> {
    await this.entidadVisible(companiaId, id);
    return this.notificaciones.findByMantenimiento(companiaId, id);
  }

  /** Every maintenance of the company in the list's order, read in keyset pages (keysetRows) so memory stays flat and the loop is shared. */
  exportRows(companiaId: number): AsyncGenerator<MantenimientoRespuesta> {
    const pagina = async (ultimo: number | undefined) => {
      const qb = porCompania(this.mantenimientos.createQueryBuilder('m'), 'm', companiaId);
      if (ultimo !== undefined) {
        // Keyset on (ORDEN_FECHA, id), compared with the stored values of the page's last row.
        const suya = qb.subQuery().select('COALESCE(p.fecha, p.createdAt)').from(Mantenimiento, 'p').where('p.id = :ultimo').getQuery();
        qb.andWhere(`(${ORDEN_FECHA} < ${suya} OR (${ORDEN_FECHA} = ${suya} AND m.id < :ultimo))`, { ultimo });
      }
      return this.conDetalle(companiaId, await qb.orderBy(ORDEN_FECHA, 'DESC').addOrderBy('m.id', 'DESC').limit(EXPORT_BATCH).getMany());
    };
    return keysetRows(EXPORT_BATCH, pagina, (m) => m.id);
  }

  /**
   * Creates a maintenance, or updates maintenance `id`, in one transaction with the
   * estado of its asset: while a maintenance is En Proceso its asset is En
   * mantenimiento, and it gets its previous estado back when none is any longer.
   * Closing it or changing its notification date drops the notices not yet sent.
   */
  private async guardar(companiaId: number, dto: MantenimientoDto, id?: number): Promise<MantenimientoRespuesta> {
    const guardado = await this.dataSource.transaction(async (manager) => {
      const anterior = id ? await this.entidadVisible(companiaId, id, manager) : null;
      const activo = await this.activos.estadoOf(companiaId, dto.activoId, manager);
      if (!activo) throw new BadRequestException(['El activo indicado no existe en su compañía']);
      const mantenimiento = manager.create(Mantenimiento, {
        id: anterior?.id,
        companiaId,
        activoId: activo.id,
        codigo: activo.codigo,
        descripcion: activo.descripcion,
        descripcionServicio: dto.descripcionServicio ?? null,
        estado: dto.estado ?? anterior?.estado ?? 'Pendiente',
        nro: dto.nro ?? null,
        opcion: dto.opcion ?? (anterior ? 'U' : 'I'),
        fecha: dto.fecha ?? null,
        fechaNotificacion: dto.fechaNotificacion ?? null,
        estadoAnteriorActivo: anterior?.estadoAnteriorActivo ?? null,
      });
      const retenia = anterior?.estado === EN_PROCESO;
      const retiene = mantenimiento.estado === EN_PROCESO;
      const mismoActivo = anterior?.activoId === activo.id;
      if (retenia && !(retiene && mismoActivo)) {
        await this.liberarActivo(manager, anterior);
        mantenimiento.estadoAnteriorActivo = null;
      }
      if (retiene && !(retenia && mismoActivo)) mantenimiento.estadoAnteriorActivo = await this.retenerActivo(manager, companiaId, activo, anterior?.id);
      const reprogramado = anterior && anterior.fechaNotificacion?.getTime() !== mantenimiento.fechaNotificacion?.getTime();
      if (anterior && (reprogramado || CERRADOS.includes(mantenimiento.estado as EstadoMantenimiento))) {
        await this.notificaciones.discardPending(manager, anterior.id);
      }
      return manager.save(mantenimiento);
    });
    return this.findVisible(companiaId, guardado.id);
  }

  /** Puts the asset En mantenimiento; answers the estado to give back later (the one an earlier maintenance in progress keeps, if any). */
  private async retenerActivo(manager: EntityManager, companiaId: number, activo: ActivoEstado, propio?: number): Promise<string | null> {
    if (activo.estado !== EN_MANTENIMIENTO) {
      await this.activos.changeEstado(manager, companiaId, activo.id, EN_MANTENIMIENTO);
      return activo.estado;
    }
    const otro = await this.otroEnProceso(manager, activo.id, propio);
    return otro ? otro.estadoAnteriorActivo : activo.estado;
  }

  /**
   * This maintenance no longer keeps its asset En mantenimiento: the asset gets back
   * its previous estado, unless another maintenance of it is still En Proceso or
   * someone has set another estado meanwhile (that one stands).
   */
  private async liberarActivo(manager: EntityManager, mantenimiento: Mantenimiento): Promise<void> {
    const { companiaId, activoId, id } = mantenimiento;
    if (await this.otroEnProceso(manager, activoId, id)) return;
    const activo = await this.activos.estadoOf(companiaId, activoId, manager);
    if (activo?.estado === EN_MANTENIMIENTO) await this.activos.changeEstado(manager, companiaId, activoId, mantenimiento.estadoAnteriorActivo);
  }

  private otroEnProceso(manager: EntityManager, activoId: number, excepto?: number): Promise<Mantenimiento | null> {
    return manager.findOne(Mantenimiento, {
      where: { activoId, estado: EN_PROCESO, ...(excepto ? { id: Not(excepto) } : {}) },
      order: { id: 'ASC' },
    });
  }

  private async entidadVisible(companiaId: number, id: number, manager = this.dataSource.manager): Promise<Mantenimiento> {
    const mantenimiento = await manager.findOneBy(Mantenimiento, deCompania(companiaId, { id }));
    if (!mantenimiento) throw new NotFoundException(NO_ENCONTRADO);
    return mantenimiento;
  }

  private asignacionesDe(ids: number[]): Promise<MantenimientoUsuario[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.asignaciones.find({
      select: { id: true, mantenimientoId: true, usuarioId: true, rol: true, fechaAsignacion: true, usuario: { id: true, nombre: true, apellido: true, codigo: true } },
      where: { mantenimientoId: In(ids) },
      relations: { usuario: true },
      order: { id: 'ASC' },
    });
  }

  /** The maintenances with their asset and users: two queries for all of them, never one per maintenance. */
  private async conDetalle(companiaId: number, pagina: Mantenimiento[]): Promise<MantenimientoRespuesta[]> {
    if (!pagina.length) return [];
    const [activos, asignaciones] = await Promise.all([
      this.activos.summary(companiaId, [...new Set(pagina.map((m) => m.activoId))]),
      this.asignacionesDe(pagina.map((m) => m.id)),
    ]);
    const activoPorId = new Map(activos.map((a) => [a.id, a]));
    const usuariosDe = new Map<number, MantenimientoRespuesta['mantenimientoUsuarios']>(pagina.map((m) => [m.id, []]));
    for (const a of asignaciones) {
      usuariosDe.get(a.mantenimientoId)!.push({ usuarioId: a.usuarioId, rol: a.rol, fechaAsignacion: a.fechaAsignacion, usuario: usuarioBreve(a.usuario!) });
    }
    return pagina.map((m) => ({
      id: m.id,
      activoId: m.activoId,
      codigo: m.codigo,
      descripcion: m.descripcion,
      descripcionServicio: m.descripcionServicio,
      estado: m.estado,
      nro: m.nro,
      opcion: m.opcion,
      fecha: m.fecha,
      fechaNotificacion: m.fechaNotificacion,
      activo: activoPorId.get(m.activoId) ?? { id: m.activoId, codigo: m.codigo ?? '', descripcion: m.descripcion ?? '' },
      mantenimientoUsuarios: usuariosDe.get(m.id)!,
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
    }));
  }
}
