import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, DataSource, Repository } from 'typeorm';
import { withAudit, withOldValues } from '../../audit/audit-target';
import { AuthUser } from '../../common/auth-user';
import { deCompania } from '../../common/tenancy';
import { EjercicioService } from '../../ejercicio/ejercicio.service';
import { Activo } from '../activo.entity';
import { lockActivo } from '../bloqueo-de-activo';
import { MejoraDto } from './dto/mejora.dto';
import { ActivoMejora } from './activo-mejora.entity';

/** An improvement as the API answers it. */
export type MejoraRespuesta = Pick<ActivoMejora, 'id' | 'activoId' | 'fecha' | 'descripcion' | 'importe' | 'documento' | 'createdAt'>;

const respuesta = ({ id, activoId, fecha, descripcion, importe, documento, createdAt }: ActivoMejora): MejoraRespuesta => ({
  id,
  activoId,
  fecha,
  descripcion,
  importe,
  documento,
  createdAt,
});

/**
 * The improvements (mejoras) of an asset (docs/reglas-peru.md: they add to its cost and depreciate with it). The schedule
 * reads them from activo_mejora (DepreciacionService); here they are recorded and removed, never in a closed year.
 */
@Injectable()
export class MejoraService {
  constructor(
    @InjectRepository(ActivoMejora) private readonly mejoras: Repository<ActivoMejora>,
    private readonly dataSource: DataSource,
    private readonly ejercicios: EjercicioService,
  ) {}

  /** The asset's improvements by date. */
  async list(companiaId: number, activoId: number): Promise<MejoraRespuesta[]> {
    if (!(await this.dataSource.manager.existsBy(Activo, deCompania(companiaId, { id: activoId })))) throw new NotFoundException('Activo no encontrado');
    const mejoras = await this.mejoras.find({ where: deCompania(companiaId, { activoId }), order: { fecha: 'ASC', id: 'ASC' } });
    return mejoras.map(respuesta);
  }

  /** The company's improvements dated in [desde, hasta] (the journal of a month): few, read at once. */
  delPeriodo(companiaId: number, desde: Date, hasta: Date): Promise<Array<Pick<ActivoMejora, 'activoId' | 'fecha' | 'descripcion' | 'importe' | 'documento'>>> {
    return this.mejoras.find({
      select: { activoId: true, fecha: true, descripcion: true, importe: true, documento: true },
      where: deCompania(companiaId, { fecha: Between(desde, hasta) }),
      order: { fecha: 'ASC', id: 'ASC' },
    });
  }

  /** Records an improvement; the answer carries the asset's code for the audit row. */
  async create(user: AuthUser, companiaId: number, activoId: number, dto: MejoraDto): Promise<MejoraRespuesta> {
    return this.dataSource.transaction(async (manager) => {
      // A disposal of the same asset waits for this one and counts it, or this one reads the disposal it waited for.
      const activo = await lockActivo(manager, companiaId, activoId);
      if (activo.fechaBaja) throw new ConflictException('No se puede registrar una mejora en un activo dado de baja');
      if (!activo.fechaAdquisicion) throw new ConflictException('Registre la fecha de adquisición del activo antes de registrar una mejora');
      if (dto.fecha.getTime() < activo.fechaAdquisicion.getTime()) {
        throw new BadRequestException(['La fecha de la mejora no puede ser anterior a la fecha de adquisición del activo']);
      }
      await this.ejercicios.assertAbierto(companiaId, [dto.fecha], 'no se puede registrar una mejora fechada en ese ejercicio o antes', manager);
      const { identifiers } = await manager.insert(ActivoMejora, { ...dto, companiaId, activoId, usuarioId: user.userId });
      const creada = await manager.findOneByOrFail(ActivoMejora, { id: identifiers[0].id as number });
      return withAudit(respuesta(creada), { extra: { codigo: activo.codigo } });
    });
  }

  /** Removes an improvement of the asset while its year is open; answers the asset's code for the audit row (a 204 sends nothing). */
  remove(companiaId: number, activoId: number, mejoraId: number): Promise<{ codigo: string }> {
    return withOldValues((noteOld) =>
      this.dataSource.transaction(async (manager) => {
        const activo = await lockActivo(manager, companiaId, activoId);
        const mejora = await manager.findOneBy(ActivoMejora, deCompania(companiaId, { id: mejoraId, activoId }));
        if (!mejora) throw new NotFoundException('Mejora no encontrada');
        // The disposal wrote off the cost with this improvement in it.
        if (activo.fechaBaja) throw new ConflictException('No se puede eliminar una mejora de un activo dado de baja');
        await this.ejercicios.assertAbierto(companiaId, [mejora.fecha], 'no se puede eliminar una mejora fechada en ese ejercicio o antes', manager);
        noteOld(respuesta(mejora));
        await manager.delete(ActivoMejora, deCompania(companiaId, { id: mejoraId }));
        return { codigo: activo.codigo };
      }),
    );
  }
}
