import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Not, Repository } from 'typeorm';
import { withOldValues } from '../../audit/audit-target';
import { applyListQuery, ListQuery } from '../../common/list-query';
import { deCompania, porCompania } from '../../common/tenancy';
import { Conductor } from './conductor.entity';
import { ConductorDto } from './dto/conductor.dto';
import { errorDeDocumento, errorDeLicencia, normalizarCodigo } from './reglas';

export type ConductorRespuesta = Omit<Conductor, 'compania' | 'busqueda'>;

/** A driver as a guide names it; recordar normalises it as the API's body does. */
export type DatosDeConductor = Pick<Conductor, 'tipoDocumento' | 'numeroDocumento' | 'nombres' | 'apellidos' | 'licencia'>;

const DUPLICADO = 'Ya existe un conductor con ese documento en esta compañía';

@Injectable()
export class ConductorService {
  constructor(@InjectRepository(Conductor) private readonly conductores: Repository<Conductor>) {}

  list(companiaId: number, list: ListQuery): Promise<[ConductorRespuesta[], number]> {
    return applyListQuery(porCompania(this.conductores.createQueryBuilder('c'), 'c', companiaId), list).getManyAndCount();
  }

  async findVisible(companiaId: number, id: number): Promise<ConductorRespuesta> {
    const conductor = await this.conductores.findOneBy(deCompania(companiaId, { id }));
    if (!conductor) throw new NotFoundException('Conductor no encontrado');
    return conductor;
  }

  async create(companiaId: number, dto: ConductorDto): Promise<ConductorRespuesta> {
    await this.assertLibre(companiaId, dto);
    const saved = await this.conductores.save(this.conductores.create({ ...dto, companiaId }));
    return this.findVisible(companiaId, saved.id);
  }

  update(companiaId: number, id: number, dto: ConductorDto): Promise<ConductorRespuesta> {
    return withOldValues(async (noteOld) => {
      const conductor = await this.findVisible(companiaId, id);
      await this.assertLibre(companiaId, dto, id);
      noteOld({ ...conductor });
      await this.conductores.save(Object.assign(conductor, dto));
      return this.findVisible(companiaId, id);
    });
  }

  remove(companiaId: number, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      noteOld(await this.findVisible(companiaId, id));
      await this.conductores.delete(deCompania(companiaId, { id }));
    });
  }

  /** Adds the drivers the company did not know and brings the names and licence of the known ones up to date. */
  async recordar(manager: EntityManager, companiaId: number, conductores: DatosDeConductor[]): Promise<void> {
    const repositorio = manager.getRepository(Conductor);
    for (const datos of conductores) {
      const conductor = normalizar(datos);
      const conocido = await repositorio.findOneBy(deCompania(companiaId, { tipoDocumento: conductor.tipoDocumento, numeroDocumento: conductor.numeroDocumento }));
      await repositorio.save(conocido ? Object.assign(conocido, conductor) : repositorio.create({ ...conductor, companiaId }));
    }
  }

  private async assertLibre(companiaId: number, dto: ConductorDto, exceptoId?: number): Promise<void> {
    const where = { tipoDocumento: dto.tipoDocumento, numeroDocumento: dto.numeroDocumento, ...(exceptoId ? { id: Not(exceptoId) } : {}) };
    if (await this.conductores.existsBy(deCompania(companiaId, where))) throw new ConflictException(DUPLICADO);
  }
}

/** The driver in SUNAT's spelling, refused if a rule fails: the guide's validator should have said so first. */
function normalizar(datos: DatosDeConductor): DatosDeConductor {
  const conductor = {
    tipoDocumento: normalizarCodigo(datos.tipoDocumento),
    numeroDocumento: normalizarCodigo(datos.numeroDocumento),
    nombres: datos.nombres.trim(),
    apellidos: datos.apellidos.trim(),
    licencia: normalizarCodigo(datos.licencia),
  };
  const problema = errorDeDocumento(conductor.tipoDocumento, conductor.numeroDocumento) ?? errorDeLicencia(conductor.licencia);
  if (problema) throw new BadRequestException(problema);
  return conductor;
}
