import { TextoOpcional } from '../../common/dto-fields';
import { PaginationDto } from '../../common/list-query/pagination.dto';
import type { DireccionRespuesta } from '../direccion.service';

/** Una dirección con la cantidad de clientes que la usan. */
export class DireccionRespuestaDto implements DireccionRespuesta {
  id: number;
  companiaId: number;
  sede: string | null;
  createdAt: Date;
  updatedAt: Date;
  calle: string;
  ciudad: string;
  codigoPostal: string | null;
  urbanizacion: string | null;
  distrito: string;
  provincia: string;
  departamento: string;
  /** INEI's 6-digit code of the district; null for an address saved before it was checked whose names match no district. */
  ubigeo: string | null;
  /** SUNAT's 4-digit annex code (0000 the fiscal address); null when the address is no registered establishment. */
  codigoEstablecimiento: string | null;
  clientesCount: number;
}

/** A page of addresses, as GET /api/Direccion answers the paged dialect (page, size, search, or none of the lists' parameters). */
export class PaginaDireccionesDto {
  data: DireccionRespuestaDto[];
  pagination: PaginationDto;
}

/** Una dirección en los selectores: su id y el texto que se muestra. */
export class OpcionDireccionDto {
  id: number;
  text: string;
}

/** The query of GET /api/Direccion/coincidencia: the point as it was typed. */
export class CoincidenciaQueryDto {
  @TextoOpcional('El texto', 255) texto?: string | null;
}

/** The registered address a typed text names, or null. */
export class CoincidenciaDireccionDto {
  direccion: OpcionDireccionDto | null;
}
