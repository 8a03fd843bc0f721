import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Activo } from '../activo.entity';
import { calcularDepreciacion, FilaDepreciacion } from '../../dominio/depreciacion';
import { tasaDelActivo } from '../../dominio/tasas-sunat';
import { deCompania } from '../../common/tenancy';

/**
 * The depreciation schedule of an asset, computed on every read and never stored: it depends on
 * the current month as much as on the asset, so a stored copy went stale each month and its GET
 * had to write. Computing it is cheap (one row per month, about 1,500 for an asset bought in 1900,
 * the oldest date accepted), so forceRecalculate has nothing left to force.
 */
@Injectable()
export class DepreciacionService {
  constructor(@InjectRepository(Activo) private readonly activos: Repository<Activo>) {}

  async schedule(companiaId: number, activoId: number, hoy = new Date()): Promise<FilaDepreciacion[]> {
    const activo = await this.activos.findOneBy(deCompania(companiaId, { id: activoId }));
    if (!activo) throw new NotFoundException('Activo no encontrado');
    return calcularDepreciacion(activo.total, tasaDelActivo(activo), activo.fechaAdquisicion, hoy);
  }
}
