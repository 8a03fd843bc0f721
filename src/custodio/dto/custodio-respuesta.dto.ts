import type { TipoActa, Condicion } from '../../dominio/custodia';

/** Un custodio de la compañía, con el nombre de su área. */
export class CustodioRespuestaDto {
  id: number;
  companiaId: number;
  nombres: string;
  apellidos: string;
  /** SUNAT's catálogo 06: 1 DNI, 4 carné de extranjería, 7 pasaporte. */
  tipoDocumento: string;
  numeroDocumento: string;
  correo: string | null;
  telefono: string | null;
  areaId: number | null;
  area: { nombre: string } | null;
  usuarioId: number | null;
  /** Activos que tiene a su cargo hoy. */
  activosACargo: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Un activo a cargo de un custodio, desde su acta de entrega. */
export class ActivoACargoDto {
  activoId: number;
  codigo: string;
  descripcion: string;
  marca: string | null;
  modelo: string | null;
  serie: string | null;
  desde: Date;
  actaId: number;
  numeroActa: string;
}

/** Una entrega o devolución de un activo, con su acta. */
export class MovimientoDeCustodiaDto {
  actaId: number;
  numeroActa: string;
  tipo: TipoActa;
  fecha: Date;
  firmadaEl: Date | null;
  custodioId: number;
  custodioNombre: string;
  activoId: number;
  codigo: string;
  descripcion: string;
  condicion: Condicion;
  nota: string | null;
}

/** Quién tiene el activo hoy (o nadie) y cada entrega y devolución del activo, de la más reciente a la más antigua. */
export class CustodiaDeActivoDto {
  custodio: { id: number; nombres: string; apellidos: string } | null;
  desde: Date | null;
  historial: MovimientoDeCustodiaDto[];
}
