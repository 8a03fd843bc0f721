import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CompaniaService } from '../../compania/compania.service';
import { ActivoDepreciable, BaseDepreciable, calcularDepreciacion, FilaDepreciacion, HistoriaDepreciable, historiaDelActivo } from '../../dominio/depreciacion';
import { historiaDelLibro, Libro, revisarAperturas, RevisionDeAperturas } from '../../dominio/libros';
import { deCompania } from '../../common/tenancy';
import { Activo } from '../activo.entity';
import { ActivoMejora } from '../mejora/activo-mejora.entity';

/** What the schedules of a company's assets read besides each asset: the company's depreciable base, the improvements by asset and the cut-over. */
export interface ContextoDepreciacion {
  base: BaseDepreciable;
  mejoras: Map<number, Array<{ fecha: Date; importe: number }>>;
  /** The first day the product keeps the company's books (docs/contabilidad.md); null when not set. */
  corte: Date | null;
}

/** No asset has this id: a new asset has no improvements yet. */
const SIN_ACTIVO = 0;

/** The columns of an asset its schedule reads (ActivoDepreciable), not the 60 of its entity. */
const COLUMNAS_DEPRECIABLES = {
  id: true,
  total: true,
  precio: true,
  fechaAdquisicion: true,
  fechaInicioUso: true,
  fechaBaja: true,
  tasaDepreciacion: true,
  categoriaDepreciacion: true,
  depreciacionAcumuladaInicial: true,
  depreciacionAcumuladaInicialFinanciera: true,
  vidaUtilMeses: true,
  valorResidual: true,
} as const;

/** A company's cut-over date, as the accounting module keeps it. */
export type FechaDeCorte = (companiaId: number) => Promise<Date | null>;

/**
 * The depreciation schedule of an asset, computed on every read from its events and never stored: it depends on
 * the current month as much as on the asset, so a stored copy went stale each month and its GET had to write.
 * Computing it is cheap (one row per month, about 1,500 for an asset bought in 1900, the oldest date accepted),
 * so forceRecalculate has nothing left to force.
 */
@Injectable()
export class DepreciacionService {
  // The accounting module imports this one, so it registers where its cut-over is read (as ReferenciasDeActivo does).
  private fechaDeCorte: FechaDeCorte = async () => null;

  constructor(
    @InjectRepository(Activo) private readonly activos: Repository<Activo>,
    @InjectRepository(ActivoMejora) private readonly mejoras: Repository<ActivoMejora>,
    private readonly companias: CompaniaService,
  ) {}

  usarFechaDeCorte(fechaDeCorte: FechaDeCorte): void {
    this.fechaDeCorte = fechaDeCorte;
  }

  /** The company's cut-over date, null when not set. */
  fechaDeInicio(companiaId: number): Promise<Date | null> {
    return this.fechaDeCorte(companiaId);
  }

  async schedule(companiaId: number, activoId: number, hoy = new Date(), libro: Libro = 'tributario'): Promise<FilaDepreciacion[]> {
    // The asset's columns of its books, read beside the company's context: an open asset's tab asks for it every time.
    const [activo, contexto] = await Promise.all([
      this.activos.findOne({ select: COLUMNAS_DEPRECIABLES, where: deCompania(companiaId, { id: activoId }) }),
      this.contexto(companiaId, activoId),
    ]);
    if (!activo) throw new NotFoundException('Activo no encontrado');
    return calcularDepreciacion(this.historia(activo, contexto, libro), hoy);
  }

  /**
   * The company's base, cut-over and improvements (of one asset, or of all: a company records few, so a report over every
   * asset reads them once instead of once per asset); the improvements read in `manager` (a disposal's transaction).
   */
  async contexto(companiaId: number, activoId?: number, manager = this.mejoras.manager): Promise<ContextoDepreciacion> {
    const [base, filas, corte] = await Promise.all([
      this.companias.baseDepreciable(companiaId),
      manager.find(ActivoMejora, { select: { activoId: true, fecha: true, importe: true }, where: deCompania(companiaId, activoId ? { activoId } : {}), order: { fecha: 'ASC', id: 'ASC' } }),
      this.fechaDeCorte(companiaId),
    ]);
    const mejoras = new Map<number, Array<{ fecha: Date; importe: number }>>();
    for (const { activoId: id, fecha, importe } of filas) mejoras.set(id, [...(mejoras.get(id) ?? []), { fecha, importe }]);
    return { base: base ?? 'total', mejoras, corte };
  }

  /** The asset's history for its schedule in `libro` (the tax book unless said), in the company's context. */
  historia(activo: ActivoDepreciable & { id: number }, contexto: ContextoDepreciacion, libro: Libro = 'tributario'): HistoriaDepreciable {
    return historiaDelLibro(libro, historiaDelActivo(activo, contexto.base, contexto.mejoras.get(activo.id)), activo, contexto.corte);
  }

  /** The check of opening balances (revisarAperturas) with the company's base and cut-over read once: an import's rows, or one asset with its improvements. */
  async revisorDeAperturas(companiaId: number, activoId?: number, manager = this.mejoras.manager): Promise<(activo: ActivoDepreciable) => RevisionDeAperturas> {
    const contexto = await this.contexto(companiaId, activoId ?? SIN_ACTIVO, manager);
    return (activo) => revisarAperturas(historiaDelActivo(activo, contexto.base, contexto.mejoras.get(activoId ?? SIN_ACTIVO)), activo, contexto.corte);
  }

  /**
   * The opening balances of an asset about to be saved (`id` when it exists, for its improvements): refused with a 400
   * naming each rule broken; the warnings (a figure far from what the rate gives) are answered.
   */
  async assertAperturas(companiaId: number, activo: ActivoDepreciable, id?: number, manager = this.mejoras.manager): Promise<string[]> {
    if (activo.depreciacionAcumuladaInicial == null && activo.depreciacionAcumuladaInicialFinanciera == null) return [];
    const { errores, advertencias } = (await this.revisorDeAperturas(companiaId, id, manager))(activo);
    if (errores.length) throw new BadRequestException(errores);
    return advertencias;
  }
}
