import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { ReferenciasDeActivo } from '../../activo/referencias-de-activo';
import { deCompania, porCompania } from '../../common/tenancy';
import { enTenencia } from '../../dominio/custodia';
import { sqlTypesOf } from '../../database/column-types';
import { ActivoACargoDto, CustodiaDeActivoDto, MovimientoDeCustodiaDto } from '../dto/custodio-respuesta.dto';
import { ActaCustodiaActivo } from './acta-custodia-activo.entity';
import { Custodia } from './custodia.entity';

/** Who holds what, now and before: reads of the holdings the actas write. */
@Injectable()
export class CustodiaService {
  constructor(
    @InjectRepository(Custodia) private readonly custodias: Repository<Custodia>,
    referencias: ReferenciasDeActivo,
  ) {
    // An asset in an acta keeps its history: it is disposed of, never deleted.
    referencias.registrar('actas de custodia', (companiaId, activoId) => this.custodias.manager.existsBy(ActaCustodiaActivo, deCompania(companiaId, { activoId })), true);
    // A held asset comes back before it leaves the books: its return acta is the proof the custodian gave it back.
    referencias.registrarImpedimentoDeBaja(async (manager, companiaId, activo) => {
      const [tenencia] = await this.deActivos(companiaId, [activo.id], manager);
      return tenencia ? enTenencia(activo.codigo, tenencia.custodio) : null;
    });
  }

  /** What the custodian holds now, by asset code, as its hand-over acta describes it. */
  async activosDe(companiaId: number, custodioId: number): Promise<ActivoACargoDto[]> {
    const lineas = await this.lineas(companiaId)
      .innerJoin(Custodia, 'k', 'k.actaId = l.actaId AND k.activoId = l.activoId')
      .andWhere('k.custodioId = :custodioId', { custodioId })
      .orderBy('l.codigo')
      .getMany();
    return lineas.map((l) => ({
      activoId: l.activoId,
      codigo: l.codigo,
      descripcion: l.descripcion,
      marca: l.marca,
      modelo: l.modelo,
      serie: l.serie,
      desde: l.acta!.fecha,
      actaId: l.actaId,
      numeroActa: l.acta!.numero,
    }));
  }

  /** Every hand-over and return of the custodian, newest first. */
  historialDe(companiaId: number, custodioId: number): Promise<MovimientoDeCustodiaDto[]> {
    return this.movimientos(companiaId, 'a.custodioId', custodioId);
  }

  /** Who holds the asset now, and every hand-over and return of it, newest first. */
  async deActivo(companiaId: number, activoId: number): Promise<CustodiaDeActivoDto> {
    const actual = await this.custodias.findOne({ where: deCompania(companiaId, { activoId }), relations: { custodio: true } });
    return {
      custodio: actual?.custodio ? { id: actual.custodio.id, nombres: actual.custodio.nombres, apellidos: actual.custodio.apellidos } : null,
      desde: actual?.desde ?? null,
      historial: await this.movimientos(companiaId, 'l.activoId', activoId),
    };
  }

  /** The holdings of these assets, read in `manager` (a hand-over's or return's transaction), with the holder's name. */
  async deActivos(companiaId: number, activoIds: number[], manager: EntityManager = this.custodias.manager): Promise<Array<Custodia & { custodio: { nombres: string; apellidos: string; correo: string | null } }>> {
    const tamano = sqlTypesOf(manager.connection.options.type).maxParameters - 1;
    const filas: Array<Custodia & { custodio: { id: number; nombres: string; apellidos: string; correo: string | null } }> = [];
    for (let inicio = 0; inicio < activoIds.length; inicio += tamano) {
      const lote = activoIds.slice(inicio, inicio + tamano);
      filas.push(...((await manager.find(Custodia, { where: deCompania(companiaId, { activoId: In(lote) }), relations: { custodio: true } })) as typeof filas));
    }
    return filas;
  }

  /** The ids of what the custodian holds now. */
  async idsDe(companiaId: number, custodioId: number): Promise<number[]> {
    return (await this.custodias.find({ select: { activoId: true }, where: deCompania(companiaId, { custodioId }), order: { activoId: 'ASC' } })).map((k) => k.activoId);
  }

  private async movimientos(companiaId: number, columna: 'a.custodioId' | 'l.activoId', id: number): Promise<MovimientoDeCustodiaDto[]> {
    const lineas = await this.lineas(companiaId).andWhere(`${columna} = :id`, { id }).orderBy('a.fecha', 'DESC').addOrderBy('a.id', 'DESC').addOrderBy('l.codigo').getMany();
    return lineas.map(({ acta, ...l }) => ({
      actaId: l.actaId,
      numeroActa: acta!.numero,
      tipo: acta!.tipo,
      fecha: acta!.fecha,
      firmadaEl: acta!.firmadaEl,
      custodioId: acta!.custodioId,
      custodioNombre: acta!.custodioNombre,
      activoId: l.activoId,
      codigo: l.codigo,
      descripcion: l.descripcion,
      condicion: l.condicion,
      nota: l.nota,
    }));
  }

  /** The company's acta lines with their acta, without the signature's bytes. */
  private lineas(companiaId: number) {
    return porCompania(this.custodias.manager.createQueryBuilder(ActaCustodiaActivo, 'l'), 'l', companiaId)
      .innerJoin('l.acta', 'a')
      .addSelect(['a.id', 'a.numero', 'a.tipo', 'a.fecha', 'a.firmadaEl', 'a.custodioId', 'a.custodioNombre']);
  }
}
