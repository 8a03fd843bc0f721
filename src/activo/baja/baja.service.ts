import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, DataSource, Repository } from 'typeorm';
import { withAudit, withOldValues } from '../../audit/audit-target';
import { AuthUser } from '../../common/auth-user';
import { diaDe, formatDia, limaDate } from '../../common/lima-time';
import { deCompania, porCompania } from '../../common/tenancy';
import { CompaniaService } from '../../compania/compania.service';
import { mesDe } from '../../database/mes-sql';
import { scanRows } from '../../database/scan-rows';
import { EjercicioService } from '../../ejercicio/ejercicio.service';
import { Activo, activoSearchText } from '../activo.entity';
import { lockActivo } from '../bloqueo-de-activo';
import { ReferenciasDeActivo } from '../referencias-de-activo';
import { DepreciacionService } from '../depreciacion/depreciacion.service';
import { DocumentoService } from '../documento/documento.service';
import { ActivoBaja } from './activo-baja.entity';
import { ActaDeBaja } from './acta-baja-pdf';
import { cifrasDeBaja, ESTADO_DADO_DE_BAJA } from './baja-reglas';
import { BajaRespuesta, respuestaDe } from './baja-respuesta';
import { BajaDto } from './dto/baja.dto';

export const YA_DADO_DE_BAJA = 'El activo ya está dado de baja';
export const SIN_BAJA = 'El activo no está dado de baja';
const ACTIVO_NO_ENCONTRADO = 'Activo no encontrado';
const HORA_MS = 3_600_000;

/**
 * The disposal (baja) of an asset: an asset with history leaves the books this way and is never deleted
 * (docs/arquitectura.md, "Comportamiento transversal"). The disposal and the asset's estado are written in one transaction, with the figures written
 * off computed from the asset's schedule ending in the disposal's month; reversing it is allowed while its year is open.
 */
@Injectable()
export class BajaService {
  constructor(
    @InjectRepository(ActivoBaja) private readonly bajas: Repository<ActivoBaja>,
    @InjectRepository(Activo) private readonly activos: Repository<Activo>,
    private readonly dataSource: DataSource,
    private readonly depreciacion: DepreciacionService,
    private readonly ejercicios: EjercicioService,
    private readonly companias: CompaniaService,
    private readonly referencias: ReferenciasDeActivo,
    private readonly documentos: DocumentoService,
  ) {}

  async create(user: AuthUser, companiaId: number, activoId: number, dto: BajaDto): Promise<BajaRespuesta> {
    const fecha = diaDe(dto.fecha);
    const { id, codigo } = await this.dataSource.transaction(async (manager) => {
      // Locked first: an improvement, an edit or another disposal of the asset at the same moment waits for this one, or
      // this one reads what it wrote (the improvements in the cost written off, the disposal that took the asset).
      const activo = await lockActivo(manager, companiaId, activoId);
      if (activo.fechaBaja) throw new ConflictException(YA_DADO_DE_BAJA);
      await this.referencias.assertDeBajaPosible(manager, companiaId, activo);
      this.assertFecha(activo, fecha);
      await this.ejercicios.assertAbierto(companiaId, [fecha], `no se puede registrar una baja con fecha ${formatDia(fecha)}`, manager);
      const historia = this.depreciacion.historia(activo, await this.depreciacion.contexto(companiaId, activoId, manager));
      const estado = ESTADO_DADO_DE_BAJA;
      await manager.update(Activo, deCompania(companiaId, { id: activoId }), { estado, activoBool: false, fechaBaja: fecha, ...activoSearchText({ ...activo, estado }) });
      const baja = manager.create(ActivoBaja, {
        companiaId,
        activoId,
        fecha,
        motivo: dto.motivo,
        documento: dto.documento,
        valorVenta: dto.motivo === 'venta' ? (dto.valorVenta ?? null) : null,
        observaciones: dto.observaciones ?? null,
        profesional: dto.profesional ?? null,
        colegiatura: dto.colegiatura ?? null,
        ...cifrasDeBaja(historia, fecha, activo, dto),
        // The estado kept is the asset's as it leaves.
        estadoAnterior: activo.estado,
        usuarioId: user.userId,
        usuarioNombre: user.nombre,
      });
      await manager.save(baja);
      // Its evidence is kept with the asset's documents too, with the disposal: the asset's file shows it.
      await this.documentos.registrarEvidenciaDeBaja(manager, baja);
      return { id: baja.id, codigo: activo.codigo };
    });
    return withAudit(respuestaDe(await this.bajas.findOneByOrFail({ id })), { extra: { codigo } });
  }

  /** The asset's disposal: 404 when the asset is not the company's, or has none. */
  async find(companiaId: number, activoId: number): Promise<BajaRespuesta> {
    return respuestaDe(await this.filaDe(companiaId, activoId));
  }

  /** The company's disposals dated in [desde, hasta] (the journal of a month): few, read at once. */
  delPeriodo(companiaId: number, desde: Date, hasta: Date): Promise<Array<Pick<ActivoBaja, 'activoId' | 'fecha' | 'motivo' | 'documento' | 'valorVenta'>>> {
    return this.bajas.find({ select: { activoId: true, fecha: true, motivo: true, documento: true, valorVenta: true }, where: deCompania(companiaId, { fecha: Between(desde, hasta) }) });
  }

  /**
   * Reverses a disposal while its year is open: the asset takes back its estado, in service, without a disposal date.
   * Answers the asset's code for the audit row (the route sends nothing).
   */
  revert(companiaId: number, activoId: number): Promise<{ codigo: string }> {
    return withOldValues(async (noteOld) => {
      const codigo = await this.dataSource.transaction(async (manager) => {
        const activo = await lockActivo(manager, companiaId, activoId);
        const baja = await manager.findOneBy(ActivoBaja, deCompania(companiaId, { activoId }));
        if (!baja) throw new NotFoundException(SIN_BAJA);
        noteOld(respuestaDe(baja));
        await this.ejercicios.assertAbierto(companiaId, [baja.fecha], `no se puede revertir la baja con fecha ${formatDia(baja.fecha)}`, manager);
        await this.documentos.quitarEvidenciaDeBaja(manager, companiaId, baja.id);
        await manager.delete(ActivoBaja, deCompania(companiaId, { id: baja.id }));
        const estado = baja.estadoAnterior;
        // The disposal keeps the estado only: the asset comes back in service.
        await manager.update(Activo, deCompania(companiaId, { id: activoId }), { estado, activoBool: true, fechaBaja: null, ...activoSearchText({ ...activo, estado }) });
        return activo.codigo;
      });
      return withAudit({ codigo }, { extra: { codigo } });
    });
  }

  /** What the acta of the asset's disposal prints. */
  async actaOf(companiaId: number, activoId: number): Promise<ActaDeBaja> {
    const [baja, activo, compania] = await Promise.all([this.find(companiaId, activoId), this.activoDe(companiaId, activoId), this.companias.findById(companiaId)]);
    return { compania: { razonSocial: compania?.razonSocial ?? '', ruc: compania?.ruc ?? '' }, activo, baja };
  }

  /**
   * Disposals by month of their date since `desde` (an instant, read as its day on a clock `offsetHours` from UTC),
   * for the dashboard. A disposal's date is a calendar day stored at UTC midnight: its month is read as stored,
   * since moving it to Lima's clock would put the 1st in the month before.
   */
  countByMes(companiaId: number, desde: Date, offsetHours: number): Promise<Array<{ mes: string; cantidad: number | string }>> {
    const mes = mesDe(this.dataSource.options.type, 'b.fecha');
    const desdeDia = diaDe(new Date(desde.getTime() + offsetHours * HORA_MS));
    return scanRows(
      porCompania(this.bajas.createQueryBuilder('b'), 'b', companiaId)
        .select(mes, 'mes')
        .addSelect('COUNT(*)', 'cantidad')
        .andWhere('b.fecha >= :desdeDia', { desdeDia })
        .groupBy(mes),
    );
  }

  private async activoDe(companiaId: number, activoId: number): Promise<Activo> {
    const activo = await this.activos.findOneBy(deCompania(companiaId, { id: activoId }));
    if (!activo) throw new NotFoundException(ACTIVO_NO_ENCONTRADO);
    return activo;
  }

  private async filaDe(companiaId: number, activoId: number): Promise<ActivoBaja> {
    const baja = await this.bajas.findOneBy(deCompania(companiaId, { activoId }));
    if (baja) return baja;
    await this.activoDe(companiaId, activoId);
    throw new NotFoundException(SIN_BAJA);
  }

  /** Not after today (Lima), nor before the month the asset was first used: that month is depreciated whole. */
  private assertFecha(activo: Activo, fecha: Date): void {
    if (fecha.toISOString().slice(0, 10) > limaDate()) throw new BadRequestException('La fecha de baja no puede ser posterior a hoy');
    const inicio = activo.fechaInicioUso ?? activo.fechaAdquisicion;
    if (inicio && fecha.getTime() < Date.UTC(inicio.getUTCFullYear(), inicio.getUTCMonth(), 1)) {
      throw new BadRequestException(`La fecha de baja no puede ser anterior al inicio de uso (${formatDia(inicio)})`);
    }
  }
}
