import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Not, Repository } from 'typeorm';
import { withOldValues } from '../../audit/audit-target';
import { applyListQuery, ListQuery } from '../../common/list-query';
import { deCompania, porCompania } from '../../common/tenancy';
import { VehiculoDto } from './dto/vehiculo.dto';
import { errorDePlaca, errorDeTuc, normalizarCodigo, normalizarPlaca } from './reglas';
import { Vehiculo } from './vehiculo.entity';

export type VehiculoRespuesta = Omit<Vehiculo, 'compania' | 'busqueda'>;

/** A vehicle as a guide names it; recordar normalises it as the API's body does. */
export type DatosDeVehiculo = Pick<Vehiculo, 'placa'> & Partial<Pick<Vehiculo, 'descripcion' | 'tuc' | 'm1l'>>;

const DUPLICADO = 'Ya existe un vehículo con esa placa en esta compañía';

@Injectable()
export class VehiculoService {
  constructor(@InjectRepository(Vehiculo) private readonly vehiculos: Repository<Vehiculo>) {}

  list(companiaId: number, list: ListQuery): Promise<[VehiculoRespuesta[], number]> {
    return applyListQuery(porCompania(this.vehiculos.createQueryBuilder('v'), 'v', companiaId), list).getManyAndCount();
  }

  async findVisible(companiaId: number, id: number): Promise<VehiculoRespuesta> {
    const vehiculo = await this.vehiculos.findOneBy(deCompania(companiaId, { id }));
    if (!vehiculo) throw new NotFoundException('Vehículo no encontrado');
    return vehiculo;
  }

  async create(companiaId: number, dto: VehiculoDto): Promise<VehiculoRespuesta> {
    await this.assertLibre(companiaId, dto.placa);
    const saved = await this.vehiculos.save(this.vehiculos.create({ ...columnas(dto), companiaId }));
    return this.findVisible(companiaId, saved.id);
  }

  update(companiaId: number, id: number, dto: VehiculoDto): Promise<VehiculoRespuesta> {
    return withOldValues(async (noteOld) => {
      const vehiculo = await this.findVisible(companiaId, id);
      await this.assertLibre(companiaId, dto.placa, id);
      noteOld({ ...vehiculo });
      await this.vehiculos.save(Object.assign(vehiculo, columnas(dto)));
      return this.findVisible(companiaId, id);
    });
  }

  remove(companiaId: number, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      noteOld(await this.findVisible(companiaId, id));
      await this.vehiculos.delete(deCompania(companiaId, { id }));
    });
  }

  /** Adds the vehicles the company did not know; of a known one, what the guide says about it replaces what was kept. */
  async recordar(manager: EntityManager, companiaId: number, vehiculos: DatosDeVehiculo[]): Promise<void> {
    const repositorio = manager.getRepository(Vehiculo);
    for (const datos of vehiculos) {
      const vehiculo = normalizar(datos);
      const conocido = await repositorio.findOneBy(deCompania(companiaId, { placa: vehiculo.placa }));
      await repositorio.save(conocido ? Object.assign(conocido, vehiculo) : repositorio.create({ ...vehiculo, companiaId }));
    }
  }

  private async assertLibre(companiaId: number, placa: string, exceptoId?: number): Promise<void> {
    if (await this.vehiculos.existsBy(deCompania(companiaId, { placa, ...(exceptoId ? { id: Not(exceptoId) } : {}) }))) {
      throw new ConflictException(DUPLICADO);
    }
  }
}

/** The columns a body sets: the whole vehicle, blanks as null (a PUT that leaves out the TUC clears it). */
const columnas = (dto: VehiculoDto) => ({ placa: dto.placa, descripcion: dto.descripcion ?? null, tuc: dto.tuc ?? null, m1l: dto.m1l ?? false });

/** The vehicle in SUNAT's spelling, refused if a rule fails: the guide's validator should have said so first. What it leaves out stays as kept. */
function normalizar(datos: DatosDeVehiculo): DatosDeVehiculo {
  const vehiculo: DatosDeVehiculo = { placa: normalizarPlaca(datos.placa) };
  if (datos.descripcion !== undefined) vehiculo.descripcion = datos.descripcion?.trim() || null;
  if (datos.tuc !== undefined) vehiculo.tuc = datos.tuc === null ? null : normalizarCodigo(datos.tuc) || null;
  if (datos.m1l !== undefined) vehiculo.m1l = datos.m1l;
  const problema = errorDePlaca(vehiculo.placa) ?? (vehiculo.tuc ? errorDeTuc(vehiculo.tuc) : null);
  if (problema) throw new BadRequestException(problema);
  return vehiculo;
}
