import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Activo } from '../../activos/activo.entity';
import { scanRows } from '../../database/scan-rows';
import { keysetRows } from '../../database/keyset-rows';
import { UsuarioService } from '../../usuario/usuario.service';
import { ActivoAsignadoDto, GrupoAsignacionDto, ReporteAsignacionDto } from '../dto/asignacion.dto';
import { porCompania } from '../../common/tenancy';

/** The most assets one report lists, on screen or printed; more asks for one user. */
export const MAX_ASIGNADOS = 10_000;
/** Assets per keyset page of the report. */
const LOTE = 500;

/** A row of the grouped query; PostgreSQL answers counts and sums as text. */
interface TotalUsuario {
  usuarioId: number;
  nombre: string;
  apellido: string | null;
  codigo: string | null;
  cantidad: number | string;
  valorTotal: number | string;
}

const redondear = (valor: unknown) => Math.round(Number(valor ?? 0) * 100) / 100;

/**
 * Reporte de Asignación: the company's assets grouped by their assigned user. Counts
 * and values come from one grouped query; the listing is read only when it fits in a
 * report. It reads the asset table directly, read-only, because the grouping by user
 * is the report's own question.
 */
@Injectable()
export class AsignacionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly usuarios: UsuarioService,
  ) {}

  async reporte(companiaId: number, usuarioId?: number): Promise<ReporteAsignacionDto> {
    const usuario = usuarioId ? await this.usuarios.findInCompania(companiaId, usuarioId) : null;
    if (usuarioId && !usuario) throw new NotFoundException('Usuario no encontrado');

    const [porUsuario, sinAsignar] = await Promise.all([this.totalesPorUsuario(companiaId, usuarioId), usuarioId ? null : this.sinAsignar(companiaId)]);
    const grupos: GrupoAsignacionDto[] = porUsuario.map((r) => ({
      usuario: { id: Number(r.usuarioId), nombre: r.nombre, apellido: r.apellido ?? null, codigo: r.codigo ?? null },
      cantidad: Number(r.cantidad),
      valorTotal: redondear(r.valorTotal),
      activos: [],
    }));
    // A chosen user without assets still has its (empty) group.
    if (usuario && grupos.length === 0) {
      const { id, nombre, apellido, codigo } = usuario;
      grupos.push({ usuario: { id, nombre, apellido, codigo }, cantidad: 0, valorTotal: 0, activos: [] });
    }
    const cantidad = grupos.reduce((suma, g) => suma + g.cantidad, 0);
    if (cantidad > MAX_ASIGNADOS) {
      const maximo = MAX_ASIGNADOS.toLocaleString('es-PE');
      throw new BadRequestException(
        `El reporte admite hasta ${maximo} activos y la selección incluye ${cantidad.toLocaleString('es-PE')}${usuarioId ? '' : ': elija un usuario'}`,
      );
    }
    const porId = new Map(grupos.map((g) => [g.usuario.id, g]));
    for (const activo of await this.asignados(companiaId, usuarioId)) porId.get(activo.usuarioId)?.activos.push(activo.fila);
    return {
      grupos,
      cantidad,
      valorTotal: redondear(grupos.reduce((suma, g) => suma + g.valorTotal, 0)),
      sinAsignar,
    };
  }

  private base(companiaId: number, usuarioId?: number) {
    const qb = porCompania(this.dataSource.getRepository(Activo).createQueryBuilder('a').innerJoin('a.usuario', 'u'), 'a', companiaId);
    return usuarioId ? qb.andWhere('a.usuarioId = :usuarioId', { usuarioId }) : qb;
  }

  /** Each total scans the company's assets: scanRows keeps that off the event loop. */
  private totalesPorUsuario(companiaId: number, usuarioId?: number) {
    const totales = this.base(companiaId, usuarioId)
      .select('a.usuarioId', 'usuarioId')
      .addSelect('u.nombre', 'nombre')
      .addSelect('u.apellido', 'apellido')
      .addSelect('u.codigo', 'codigo')
      .addSelect('COUNT(*)', 'cantidad')
      .addSelect('COALESCE(SUM(a.total), 0)', 'valorTotal')
      .groupBy('a.usuarioId')
      .addGroupBy('u.nombre')
      .addGroupBy('u.apellido')
      .addGroupBy('u.codigo')
      .orderBy('u.nombre', 'ASC')
      .addOrderBy('u.apellido', 'ASC')
      .addOrderBy('a.usuarioId', 'ASC');
    return scanRows<TotalUsuario>(totales);
  }

  private async sinAsignar(companiaId: number) {
    const [fila] = await scanRows<{ cantidad: number | string; valorTotal: number | string }>(
      porCompania(this.dataSource.getRepository(Activo).createQueryBuilder('a'), 'a', companiaId)
        .select('COUNT(*)', 'cantidad')
        .addSelect('COALESCE(SUM(a.total), 0)', 'valorTotal')
        .andWhere('a.usuarioId IS NULL'),
    );
    return { cantidad: Number(fila?.cantidad ?? 0), valorTotal: redondear(fila?.valorTotal) };
  }

  private async asignados(companiaId: number, usuarioId?: number): Promise<Array<{ usuarioId: number; fila: ActivoAsignadoDto }>> {
    // Up to MAX_ASIGNADOS assets: read in keyset pages by code so the synchronous SQLite driver shares the loop.
    const pagina = (ultimo: string | undefined) => {
      const qb = this.base(companiaId, usuarioId)
        .leftJoin('a.area', 'ar')
        .select(['a.id', 'a.codigo', 'a.descripcion', 'a.marca', 'a.modelo', 'a.serie', 'a.estado', 'a.fechaAdquisicion', 'a.total', 'a.usuarioId'])
        .addSelect(['ar.id', 'ar.nombre']);
      if (ultimo !== undefined) qb.andWhere('a.codigo > :ultimo', { ultimo });
      return qb.orderBy('a.codigo', 'ASC').take(LOTE).getMany();
    };
    const activos: Activo[] = [];
    for await (const activo of keysetRows(LOTE, pagina, (a) => a.codigo)) activos.push(activo);
    return activos.map((a) => ({
      usuarioId: a.usuarioId!,
      fila: {
        id: a.id,
        codigo: a.codigo,
        descripcion: a.descripcion,
        marca: a.marca,
        modelo: a.modelo,
        serie: a.serie,
        estado: a.estado,
        area: a.area?.nombre ?? null,
        fechaAdquisicion: a.fechaAdquisicion,
        total: a.total,
      },
    }));
  }
}
