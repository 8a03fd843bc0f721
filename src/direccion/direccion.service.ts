import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { withOldValues } from '../audit/audit-target';
import { applyListQuery, ListQuery } from '../common/list-query';
import { normalizeSearch } from '../dominio/search-text';
import { NamedUpload } from '../common/spreadsheet';
import { importExcel, ImportResult } from '../importacion/excel-import';
import { direccionImportDefinition } from './importacion/direccion-import';
import { Direccion, direccionTexto } from './direccion.entity';
import { DireccionDto } from './dto/direccion.dto';
import { ubigeoDe } from './ubigeo/ubigeo';
import { deCompania, porCompania } from '../common/tenancy';
import type { Solicitud } from '../common/request-context';

export type DireccionRespuesta = Omit<Direccion, 'busqueda' | 'compania'> & { clientesCount: number };

/** How many clients each of these addresses has (only those with any). */
export type ContarClientes = (direccionIds: number[]) => Promise<Map<number, number>>;

@Injectable()
export class DireccionService {
  /**
   * The clients live in ClienteModule, which imports this one: it registers its count here on init (contarClientesCon)
   * instead of this module reading its table.
   */
  private contarClientes: ContarClientes = () => Promise.reject(new Error('ClienteService no registró el conteo de clientes por dirección'));
  private readonly usos: Array<(companiaId: number, direccionId: number) => Promise<string | null>> = [];

  constructor(
    @InjectRepository(Direccion) private readonly direcciones: Repository<Direccion>,
    private readonly audit: AuditService,
  ) {}

  contarClientesCon(contar: ContarClientes): void {
    this.contarClientes = contar;
  }

  async list(companiaId: number, list: ListQuery): Promise<[DireccionRespuesta[], number]> {
    const qb = porCompania(this.direcciones.createQueryBuilder('d'), 'd', companiaId);
    const [rows, total] = await applyListQuery(qb, list).getManyAndCount();
    return [await this.withCounts(rows), total];
  }

  /** The address a text typed by hand names (findByText), as a picker shows it; null when none does. */
  async coincidencia(companiaId: number, texto: string): Promise<{ id: number; text: string } | null> {
    const direccion = texto.trim() ? await this.findByText(companiaId, texto) : null;
    return direccion && { id: direccion.id, text: direccionTexto(direccion) };
  }

  /**
   * Another module's rows that name an address (a movement's departure and arrival points): each answers why the
   * address cannot be deleted, or null. The table's owner registers it; this service reads no table but its own.
   */
  registrarUso(uso: (companiaId: number, direccionId: number) => Promise<string | null>): void {
    this.usos.push(uso);
  }

  /** `[{ id, text }]` for pickers, text = street, district, province. */
  async dropdown(companiaId: number): Promise<Array<{ id: number; text: string }>> {
    const rows = await this.direcciones.find({ where: deCompania(companiaId), order: { calle: 'ASC', id: 'ASC' } });
    return rows.map((d) => ({ id: d.id, text: direccionTexto(d) }));
  }

  count(companiaId: number): Promise<number> {
    return this.direcciones.countBy(deCompania(companiaId));
  }

  /** The address if it is this company's, otherwise null. */
  /** `manager`: read in another operation's transaction, on its connection (never waiting for a second one of the pool). */
  findInCompania(companiaId: number, id: number, manager?: EntityManager): Promise<Direccion | null> {
    return (manager?.getRepository(Direccion) ?? this.direcciones).findOneBy(deCompania(companiaId, { id }));
  }

  async findVisible(companiaId: number, id: number): Promise<DireccionRespuesta> {
    const direccion = await this.findInCompania(companiaId, id);
    if (!direccion) throw new NotFoundException('Dirección no encontrada');
    return (await this.withCounts([direccion]))[0];
  }

  async create(companiaId: number, dto: DireccionDto): Promise<DireccionRespuesta> {
    const saved = await this.direcciones.save(this.direcciones.create({ ...nulls(dto), companiaId }));
    return this.findVisible(companiaId, saved.id);
  }

  update(companiaId: number, id: number, dto: DireccionDto): Promise<DireccionRespuesta> {
    return withOldValues(async (noteOld) => {
      const direccion = await this.findInCompania(companiaId, id);
      if (!direccion) throw new NotFoundException('Dirección no encontrada');
      noteOld({ ...direccion });
      await this.direcciones.save(Object.assign(direccion, nulls(dto)));
      return this.findVisible(companiaId, id);
    });
  }

  /** Refused while clients use the address; assets pointing to it are caught by the foreign key. */
  remove(companiaId: number, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      const direccion = await this.findVisible(companiaId, id);
      if (direccion.clientesCount > 0) {
        throw new ConflictException(`No se puede eliminar la dirección: tiene ${direccion.clientesCount} cliente(s) asociado(s)`);
      }
      for (const uso of this.usos) {
        const motivo = await uso(companiaId, id);
        if (motivo) throw new ConflictException(motivo);
      }
      noteOld(direccion);
      await this.direcciones.delete(deCompania(companiaId, { id }));
    });
  }

  /** Imports addresses from an Excel upload (docs/especificacion-operaciones.md §2 "Asistentes de importación (clientes y direcciones)"). */
  async importFile(companiaId: number, file: NamedUpload, config: unknown, solicitud: Solicitud): Promise<ImportResult> {
    return importExcel(file, config, direccionImportDefinition(companiaId), this.direcciones.manager, solicitud, this.audit);
  }

  /** The company's address ids by their normalised text ("calle, distrito, provincia") and by street alone, for imports. */
  async textIndex(companiaId: number): Promise<Map<string, number>> {
    const index = new Map<string, number>();
    for (const d of await this.direcciones.find({ where: deCompania(companiaId), order: { id: 'ASC' } })) {
      for (const key of clavesDeTexto(d)) if (!index.has(key)) index.set(key, d.id);
    }
    return index;
  }

  /**
   * The company's address a place typed by hand names, without case or accents: its one-line text, or its
   * street alone or followed by more of the address ("Av. Argentina 2450, Callao") when no other address has
   * that street; null otherwise, rather than a guess.
   */
  async findByText(companiaId: number, texto: string, manager = this.direcciones.manager): Promise<Direccion | null> {
    const clave = normalizeSearch(texto);
    const direcciones = await manager.find(Direccion, { where: deCompania(companiaId), order: { id: 'ASC' } });
    const exacta = direcciones.find((d) => normalizeSearch(direccionTexto(d)) === clave);
    if (exacta) return exacta;
    const porCalle = direcciones.filter((d) => {
      const calle = normalizeSearch(d.calle);
      return clave === calle || clave.startsWith(`${calle},`);
    });
    return porCalle.length === 1 ? porCalle[0] : null;
  }

  private async withCounts(rows: Direccion[]): Promise<DireccionRespuesta[]> {
    if (!rows.length) return [];
    const byId = await this.contarClientes(rows.map((r) => r.id));
    return rows.map(({ busqueda: _b, compania: _c, ...d }) => ({ ...d, clientesCount: byId.get(d.id) ?? 0 }));
  }
}

/** How a text may name an address: its one-line text or its street, normalised. */
const clavesDeTexto = (d: Direccion) => [normalizeSearch(direccionTexto(d)), normalizeSearch(d.calle)];

/** The columns a body sets: blanks as null, and the ubigeo of its district (the DTO has checked they match). */
const nulls = (dto: DireccionDto) => ({
  ...dto,
  codigoPostal: dto.codigoPostal ?? null,
  urbanizacion: dto.urbanizacion ?? null,
  sede: dto.sede ?? null,
  codigoEstablecimiento: dto.codigoEstablecimiento ?? null,
  ubigeo: ubigeoDe(dto),
});
