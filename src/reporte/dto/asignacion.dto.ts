/** A user of the assignment report. */
export class UsuarioAsignadoDto {
  id: number;
  nombre: string;
  apellido: string | null;
  codigo: string | null;
}

/** An asset of the assignment report; total in S/. */
export class ActivoAsignadoDto {
  id: number;
  codigo: string;
  descripcion: string;
  marca: string | null;
  modelo: string | null;
  serie: string | null;
  estado: string | null;
  area: string | null;
  fechaAdquisicion: Date | null;
  total: number;
}

/** The assets of one user, by code, with their count and value (S/). */
export class GrupoAsignacionDto {
  usuario: UsuarioAsignadoDto;
  cantidad: number;
  valorTotal: number;
  activos: ActivoAsignadoDto[];
}

/** Assets without a user: counted, not listed. */
export class SinAsignarDto {
  cantidad: number;
  valorTotal: number;
}

/** GET /api/reportes/asignacion: the assets grouped by assigned user (by name), with totals in S/. */
export class ReporteAsignacionDto {
  grupos: GrupoAsignacionDto[];
  cantidad: number;
  valorTotal: number;
  /** Only in the report of every user. */
  sinAsignar: SinAsignarDto | null;
}
