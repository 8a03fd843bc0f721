import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull, Not, Or } from 'typeorm';
import { ActivoDepreciacion } from '../activo-depreciacion.entity';
import { Activo } from '../activo.entity';
import { calcularDepreciacion, FilaDepreciacion } from './depreciacion';
import { tasaDelActivo } from './tasas-sunat';

const CHUNK = 100;

/**
 * The stored depreciation schedule of an asset. It is recomputed when the asset's
 * total, rate or acquisition date change, when a new month starts, or on demand.
 */
@Injectable()
export class DepreciacionService {
  constructor(private readonly dataSource: DataSource) {}

  async schedule(companiaId: number, activoId: number, forceRecalculate = false, hoy = new Date()): Promise<FilaDepreciacion[]> {
    const activo = await this.dataSource
      .getRepository(Activo)
      .createQueryBuilder('a')
      .addSelect('a.depreciacionBase')
      .where('a.id = :activoId AND a.companiaId = :companiaId', { activoId, companiaId })
      .getOne();
    if (!activo) throw new NotFoundException('Activo no encontrado');

    const tasa = tasaDelActivo(activo);
    const mes = (date: Date) => `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    const base = [activo.total, tasa, activo.fechaAdquisicion ? mes(activo.fechaAdquisicion) : '-', mes(hoy)].join('|');
    const repo = this.dataSource.getRepository(ActivoDepreciacion);

    if (!forceRecalculate && activo.depreciacionBase === base) {
      return (await repo.find({ where: { activoId }, order: { numeroMes: 'ASC' } })).map(toFila);
    }
    const filas = calcularDepreciacion(activo.total, tasa, activo.fechaAdquisicion, hoy);
    await this.dataSource.transaction(async (manager) => {
      // Claiming the asset's row first makes concurrent recomputes of one asset take turns (the second waits
      // for the first's commit); one that then finds this base already stored keeps that schedule.
      const claim = forceRecalculate ? { id: activoId } : { id: activoId, depreciacionBase: Or(IsNull(), Not(base)) };
      const { affected } = await manager.update(Activo, claim, { depreciacionBase: base });
      if (!affected) return;
      await manager.delete(ActivoDepreciacion, { activoId });
      for (let i = 0; i < filas.length; i += CHUNK) {
        await manager.insert(ActivoDepreciacion, filas.slice(i, i + CHUNK).map((fila) => ({ ...fila, activoId, companiaId })));
      }
    });
    return filas;
  }
}

function toFila(row: ActivoDepreciacion): FilaDepreciacion {
  const { numeroMes, periodo, depreciacionMensual, depreciacionAcumulada, saldoActual, fechaMes } = row;
  return { numeroMes, periodo, depreciacionMensual, depreciacionAcumulada, saldoActual, fechaMes };
}
