import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CompaniaService } from '../../compania/compania.service';
import { ActivoDepreciable, BaseDepreciable, calcularDepreciacion, FilaDepreciacion, HistoriaDepreciable, historiaDelActivo } from '../../dominio/depreciacion';
import { deCompania } from '../../common/tenancy';
import { Activo } from '../activo.entity';
import { ActivoMejora } from '../mejora/activo-mejora.entity';

/** What the schedules of a company's assets read besides each asset: the company's depreciable base and the improvements by asset. */
export interface ContextoDepreciacion {
  base: BaseDepreciable;
  mejoras: Map<number, Array<{ fecha: Date; importe: number }>>;
}

/**
 * The depreciation schedule of an asset, computed on every read from its events and never stored: it depends on
 * the current month as much as on the asset, so a stored copy went stale each month and its GET had to write.
 * Computing it is cheap (one row per month, about 1,500 for an asset bought in 1900, the oldest date accepted),
 * so forceRecalculate has nothing left to force.
 */
@Injectable()
export class DepreciacionService {
  constructor(
    @InjectRepository(Activo) private readonly activos: Repository<Activo>,
    @InjectRepository(ActivoMejora) private readonly mejoras: Repository<ActivoMejora>,
    private readonly companias: CompaniaService,
  ) {}

  async schedule(companiaId: number, activoId: number, hoy = new Date()): Promise<FilaDepreciacion[]> {
    const activo = await this.activos.findOneBy(deCompania(companiaId, { id: activoId }));
    if (!activo) throw new NotFoundException('Activo no encontrado');
    return calcularDepreciacion(this.historia(activo, await this.contexto(companiaId, activoId)), hoy);
  }

  /**
   * The company's base and improvements (of one asset, or of all: a company records few, so a report over every
   * asset reads them once instead of once per asset); the improvements read in `manager` (a disposal's transaction).
   */
  async contexto(companiaId: number, activoId?: number, manager = this.mejoras.manager): Promise<ContextoDepreciacion> {
    const [compania, filas] = await Promise.all([
      this.companias.findById(companiaId),
      manager.find(ActivoMejora, { select: { activoId: true, fecha: true, importe: true }, where: deCompania(companiaId, activoId ? { activoId } : {}), order: { fecha: 'ASC', id: 'ASC' } }),
    ]);
    const mejoras = new Map<number, Array<{ fecha: Date; importe: number }>>();
    for (const { activoId: id, fecha, importe } of filas) mejoras.set(id, [...(mejoras.get(id) ?? []), { fecha, importe }]);
    return { base: compania?.baseDepreciable ?? 'total', mejoras };
  }

  /** The asset's history for its schedule, in the company's context. */
  historia(activo: ActivoDepreciable & { id: number }, contexto: ContextoDepreciacion): HistoriaDepreciable {
    return historiaDelActivo(activo, contexto.base, contexto.mejoras.get(activo.id));
  }
}
