import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository } from 'typeorm';
import { AreaService } from '../area/area.service';
import { withOldValues } from '../audit/audit-target';
import { applyListQuery, ListQuery } from '../common/list-query';
import { deCompania, porCompania } from '../common/tenancy';
import { UsuarioService } from '../usuario/usuario.service';
import { ActaCustodia } from './acta/acta-custodia.entity';
import { Custodia } from './acta/custodia.entity';
import { Custodio } from './custodio.entity';
import { CustodioDto } from './dto/custodio.dto';
import { CustodioRespuestaDto } from './dto/custodio-respuesta.dto';

export const CUSTODIO_NO_ENCONTRADO = 'Custodio no encontrado';
const DUPLICADO = 'Ya existe un custodio con ese documento en esta compañía';

/** The company's custodians: the people its assets are handed to (docs/custodios.md). */
@Injectable()
export class CustodioService {
  constructor(
    @InjectRepository(Custodio) private readonly custodios: Repository<Custodio>,
    private readonly areas: AreaService,
    private readonly usuarios: UsuarioService,
  ) {}

  async list(companiaId: number, list: ListQuery): Promise<[CustodioRespuestaDto[], number]> {
    const qb = porCompania(this.custodios.createQueryBuilder('c'), 'c', companiaId).leftJoinAndSelect('c.area', 'area');
    const [filas, total] = await applyListQuery(qb, list).getManyAndCount();
    const aCargo = await this.activosACargo(companiaId, filas.map((c) => c.id));
    return [filas.map((c) => respuestaDe(c, aCargo.get(c.id) ?? 0)), total];
  }

  async findVisible(companiaId: number, id: number): Promise<CustodioRespuestaDto> {
    const custodio = await this.findInCompania(companiaId, id);
    return respuestaDe(custodio, (await this.activosACargo(companiaId, [id])).get(id) ?? 0);
  }

  /** The company's custodian with its area; 404 for anyone else's. */
  async findInCompania(companiaId: number, id: number): Promise<Custodio> {
    const custodio = await this.custodios.findOne({ where: deCompania(companiaId, { id }), relations: { area: true } });
    if (!custodio) throw new NotFoundException(CUSTODIO_NO_ENCONTRADO);
    return custodio;
  }

  async create(companiaId: number, dto: CustodioDto): Promise<CustodioRespuestaDto> {
    await this.assertValido(companiaId, dto);
    const { id } = await this.custodios.save(this.custodios.create({ ...campos(dto), companiaId }));
    return this.findVisible(companiaId, id);
  }

  update(companiaId: number, id: number, dto: CustodioDto): Promise<CustodioRespuestaDto> {
    return withOldValues(async (noteOld) => {
      const custodio = await this.findInCompania(companiaId, id);
      await this.assertValido(companiaId, dto, id);
      noteOld(respuestaDe(custodio, 0));
      // The area relation loaded would win over the new areaId on save.
      delete custodio.area;
      await this.custodios.save(Object.assign(custodio, campos(dto)));
      return this.findVisible(companiaId, id);
    });
  }

  /** Only a custodian with no acta: one who signed any keeps their record, as the actas name them. */
  remove(companiaId: number, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      const custodio = await this.findInCompania(companiaId, id);
      noteOld(respuestaDe(custodio, 0));
      if (await this.custodios.manager.existsBy(ActaCustodia, deCompania(companiaId, { custodioId: id }))) {
        throw new ConflictException('El custodio tiene actas registradas: se conserva con su historial');
      }
      await this.custodios.delete(deCompania(companiaId, { id }));
    });
  }

  private async activosACargo(companiaId: number, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const filas = await this.custodios.manager
      .createQueryBuilder(Custodia, 'k')
      .select('k.custodioId', 'custodioId')
      .addSelect('COUNT(*)', 'cantidad')
      .where(deCompania(companiaId, { custodioId: In(ids) }))
      .groupBy('k.custodioId')
      .getRawMany<{ custodioId: number | string; cantidad: number | string }>();
    return new Map(filas.map((f) => [Number(f.custodioId), Number(f.cantidad)]));
  }

  private async assertValido(companiaId: number, dto: CustodioDto, exceptoId?: number): Promise<void> {
    if (dto.areaId && !(await this.areas.findInCompania(companiaId, dto.areaId))) throw new BadRequestException('El área indicada no existe en la compañía');
    if (dto.usuarioId && !(await this.usuarios.findInCompania(companiaId, dto.usuarioId))) throw new BadRequestException('El usuario indicado no existe en la compañía');
    const where = { tipoDocumento: dto.tipoDocumento, numeroDocumento: dto.numeroDocumento, ...(exceptoId ? { id: Not(exceptoId) } : {}) };
    if (await this.custodios.existsBy(deCompania(companiaId, where))) throw new ConflictException(DUPLICADO);
  }
}

const campos = (dto: CustodioDto) => ({
  nombres: dto.nombres,
  apellidos: dto.apellidos,
  tipoDocumento: dto.tipoDocumento,
  numeroDocumento: dto.numeroDocumento,
  correo: dto.correo ?? null,
  telefono: dto.telefono ?? null,
  areaId: dto.areaId ?? null,
  usuarioId: dto.usuarioId ?? null,
});

function respuestaDe(c: Custodio, activosACargo: number): CustodioRespuestaDto {
  return {
    id: c.id,
    companiaId: c.companiaId,
    nombres: c.nombres,
    apellidos: c.apellidos,
    tipoDocumento: c.tipoDocumento,
    numeroDocumento: c.numeroDocumento,
    correo: c.correo,
    telefono: c.telefono,
    areaId: c.areaId,
    area: c.area ? { nombre: c.area.nombre } : null,
    usuarioId: c.usuarioId,
    activosACargo,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}
