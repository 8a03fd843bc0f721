import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { ActivoCifrasService } from '../../activo/activo-cifras.service';
import { Activo } from '../../activo/activo.entity';
import { keysetRows } from '../../database/keyset-rows';
import { UsuarioService } from '../../usuario/usuario.service';
import { ActivoAsignadoDto, GrupoAsignacionDto, ReporteAsignacionDto } from '../dto/asignacion.dto';

/** The most assets one report lists, on screen or printed; more asks for one user. */
export const MAX_ASIGNADOS = 10_000;
/** Assets per keyset page of the report. */
const LOTE = 500;

const redondear = (valor: unknown) => Math.round(Number(valor ?? 0) * 100) / 100;

/**
 * Reporte de Asignación: the company's assets grouped by their assigned user. Counts
 * and values come from one grouped query; the listing is read only when it fits in a
 * report. The asset module's ActivoCifrasService answers each query.
 */
@Injectable()
export class AsignacionService {
  constructor(
    private readonly cifras: ActivoCifrasService,
    private readonly usuarios: UsuarioService,
  ) {}

  async buildReporte(companiaId: number, usuarioId?: number): Promise<ReporteAsignacionDto> {
    const usuario = usuarioId ? await this.usuarios.findInCompania(companiaId, usuarioId) : null;
    if (usuarioId && !usuario) throw new NotFoundException('Usuario no encontrado');

    const [porUsuario, sinAsignar] = await Promise.all([this.cifras.totalesPorUsuario(companiaId, usuarioId), usuarioId ? null : this.sinAsignar(companiaId)]);
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

  private async sinAsignar(companiaId: number) {
    const fila = await this.cifras.totalSinUsuario(companiaId);
    return { cantidad: Number(fila?.cantidad ?? 0), valorTotal: redondear(fila?.valorTotal) };
  }

  private async asignados(companiaId: number, usuarioId?: number): Promise<Array<{ usuarioId: number; fila: ActivoAsignadoDto }>> {
    // Up to MAX_ASIGNADOS assets: read in keyset pages by code so the synchronous SQLite driver shares the loop.
    const pagina = (ultimo: string | undefined) => this.cifras.pageAsignados(companiaId, usuarioId, ultimo, LOTE);
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
