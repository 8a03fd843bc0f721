import { BadRequestException, ConflictException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { withOldValues } from '../audit/audit-target';
import { applyListQuery, ListQuery } from '../common/list-query';
import { NamedUpload } from '../common/spreadsheet';
import { importExcel, ImportResult } from '../importacion/excel-import';
import { DireccionService } from '../direccion/direccion.service';
import { clienteImportDefinition } from './importacion/cliente-import';
import { Cliente } from './cliente.entity';
import { ClienteDto } from './dto/cliente.dto';
import { deCompania, porCompania } from '../common/tenancy';
import type { Solicitud } from '../common/request-context';

export type ClienteRespuesta = Omit<Cliente, 'busqueda' | 'direccion'> & {
  direccion: { calle: string; distrito: string; provincia: string; sede: string | null } | null;
};

@Injectable()
export class ClienteService implements OnModuleInit {
  constructor(
    @InjectRepository(Cliente) private readonly clientes: Repository<Cliente>,
    private readonly direcciones: DireccionService,
    private readonly audit: AuditService,
  ) {}

  /** An address shows how many clients it has and is not deleted while it has any: the count is this module's. */
  onModuleInit(): void {
    this.direcciones.contarClientesCon((direccionIds) => this.countByDireccion(direccionIds));
  }

  private async countByDireccion(direccionIds: number[]): Promise<Map<number, number>> {
    const counts: Array<{ id: number; n: string | number }> = await this.clientes
      .createQueryBuilder('c')
      .select('c.direccionId', 'id')
      .addSelect('COUNT(*)', 'n')
      .where('c.direccionId IN (:...ids)', { ids: direccionIds })
      .groupBy('c.direccionId')
      .getRawMany();
    return new Map(counts.map((c) => [Number(c.id), Number(c.n)]));
  }

  async list(companiaId: number, list: ListQuery): Promise<[ClienteRespuesta[], number]> {
    const qb = porCompania(this.clientes.createQueryBuilder('c').leftJoinAndSelect('c.direccion', 'd'), 'c', companiaId);
    const [rows, total] = await applyListQuery(qb, list).getManyAndCount();
    return [rows.map(toRespuesta), total];
  }

  async byDireccion(companiaId: number, direccionId: number): Promise<ClienteRespuesta[]> {
    await this.direcciones.findVisible(companiaId, direccionId);
    const rows = await this.clientes.find({ where: deCompania(companiaId, { direccionId }), relations: { direccion: true }, order: { apellido: 'ASC', nombre: 'ASC' } });
    return rows.map(toRespuesta);
  }

  async findVisible(companiaId: number, id: number): Promise<ClienteRespuesta> {
    return toRespuesta(await this.findEntity(companiaId, id));
  }

  async create(companiaId: number, dto: ClienteDto): Promise<ClienteRespuesta> {
    await this.check(companiaId, dto);
    const saved = await this.clientes.save(this.clientes.create({ ...nulls(dto), companiaId }));
    return this.findVisible(companiaId, saved.id);
  }

  update(companiaId: number, id: number, dto: ClienteDto): Promise<ClienteRespuesta> {
    return withOldValues(async (noteOld) => {
      const cliente = await this.findEntity(companiaId, id);
      await this.check(companiaId, dto, id);
      noteOld(toRespuesta(cliente));
      delete cliente.direccion;
      await this.clientes.save(Object.assign(cliente, nulls(dto)));
      return this.findVisible(companiaId, id);
    });
  }

  remove(companiaId: number, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      const cliente = await this.findEntity(companiaId, id);
      noteOld(toRespuesta(cliente));
      await this.clientes.delete(deCompania(companiaId, { id }));
    });
  }

  /** Imports clients from an Excel upload; the address is matched by its text. */
  async importFile(companiaId: number, file: NamedUpload, config: unknown, solicitud: Solicitud): Promise<ImportResult> {
    const documentos = await this.clientes.find({ select: { ruc: true, dni: true }, where: deCompania(companiaId) });
    const definicion = clienteImportDefinition({
      companiaId,
      rucs: new Set(documentos.flatMap((c) => (c.ruc ? [c.ruc] : []))),
      dnis: new Set(documentos.flatMap((c) => (c.dni ? [c.dni] : []))),
      direcciones: await this.direcciones.textIndex(companiaId),
    });
    return importExcel(file, config, definicion, this.clientes.manager, solicitud, this.audit);
  }

  /** Whether a RUC or DNI is already taken in the company (for imports, which report it per row). */
  async documentTaken(companiaId: number, field: 'ruc' | 'dni', value: string, exceptId?: number): Promise<boolean> {
    return this.clientes.existsBy(deCompania(companiaId, { [field]: value, ...(exceptId ? { id: Not(exceptId) } : {}) }));
  }

  private async findEntity(companiaId: number, id: number): Promise<Cliente> {
    const cliente = await this.clientes.findOne({ where: deCompania(companiaId, { id }), relations: { direccion: true } });
    if (!cliente) throw new NotFoundException('Cliente no encontrado');
    return cliente;
  }

  private async check(companiaId: number, dto: ClienteDto, exceptId?: number): Promise<void> {
    if (!dto.ruc && !dto.dni && !dto.ce) throw new BadRequestException(['Debe proporcionar al menos un documento (RUC, DNI o CE)']);
    if (dto.direccionId && !(await this.direcciones.findInCompania(companiaId, dto.direccionId))) {
      throw new BadRequestException(['La dirección indicada no existe en su compañía']);
    }
    for (const [field, label] of [['ruc', 'RUC'], ['dni', 'DNI']] as const) {
      const value = dto[field];
      if (value && (await this.documentTaken(companiaId, field, value, exceptId))) {
        throw new ConflictException(`Ya existe un cliente con el ${label} ${value}`);
      }
    }
  }
}

function toRespuesta(cliente: Cliente): ClienteRespuesta {
  const { busqueda: _b, direccion, ...campos } = cliente;
  return {
    ...campos,
    direccion: direccion ? { calle: direccion.calle, distrito: direccion.distrito, provincia: direccion.provincia, sede: direccion.sede } : null,
  };
}

const nulls = (dto: ClienteDto) => ({
  ...dto,
  apellido: dto.apellido ?? '',
  ruc: dto.ruc ?? null,
  dni: dto.dni ?? null,
  ce: dto.ce ?? null,
  correoElectronico: dto.correoElectronico ?? null,
  telefono: dto.telefono ?? null,
  ingenieroResponsable: dto.ingenieroResponsable ?? null,
  representanteLegal: dto.representanteLegal ?? null,
  usuario: dto.usuario ?? null,
  tieneContrato: dto.tieneContrato ?? false,
  direccionId: dto.direccionId ?? null,
});
