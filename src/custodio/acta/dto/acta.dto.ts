import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { FechaRequerida, TextoOpcional, TextoRequerido } from '../../../common/dto-fields';
import { CONDICIONES, Condicion } from '../../../dominio/custodia';
import { MAX_ID } from '../../../dominio/number-bounds';

/** Assets in one acta at most: a department's hand-over fits, and one SQL list of them stays under every engine's cap. */
export const MAX_ACTIVOS_POR_ACTA = 500;
const ID_INVALIDO = 'activoIds debe ser una lista de ids de activos';

/** Body of POST /api/actas-entrega. */
export class ActaEntregaDto {
  @IsInt({ message: 'El custodio es requerido' })
  @Min(1, { message: 'El custodio es requerido' })
  @Max(MAX_ID, { message: 'El custodio es requerido' })
  custodioId: number;

  @IsArray({ message: ID_INVALIDO })
  @ArrayMinSize(1, { message: 'Indique al menos un activo' })
  @ArrayMaxSize(MAX_ACTIVOS_POR_ACTA, { message: `Un acta lleva hasta ${MAX_ACTIVOS_POR_ACTA} activos` })
  @IsInt({ each: true, message: ID_INVALIDO })
  @Min(1, { each: true, message: ID_INVALIDO })
  @Max(MAX_ID, { each: true, message: ID_INVALIDO })
  activoIds: number[];

  /** The acta's day (not after today in Lima). */
  @FechaRequerida('La fecha', 'La fecha es requerida') fecha: Date;

  @TextoOpcional('Las observaciones', 1000) observaciones?: string | null;
}

/** The condition an asset comes back in; an asset not listed comes back "bueno". */
export class CondicionDeActivoDto {
  @IsInt({ message: 'activoId debe ser el id de un activo del acta' })
  @Min(1, { message: 'activoId debe ser el id de un activo del acta' })
  @Max(MAX_ID, { message: 'activoId debe ser el id de un activo del acta' })
  activoId: number;

  /** bueno, regular o malo. */
  @IsIn(Object.keys(CONDICIONES), { message: 'La condición debe ser bueno, regular o malo' })
  condicion: Condicion;

  @TextoOpcional('La nota', 500) nota?: string | null;
}

/** Body of POST /api/actas-devolucion. */
export class ActaDevolucionDto extends ActaEntregaDto {
  @IsOptional()
  @IsArray({ message: 'condiciones debe ser una lista' })
  @ArrayMaxSize(MAX_ACTIVOS_POR_ACTA, { message: `Un acta lleva hasta ${MAX_ACTIVOS_POR_ACTA} activos` })
  @ValidateNested({ each: true })
  @Type(() => CondicionDeActivoDto)
  condiciones?: CondicionDeActivoDto[];
}

/** Body of POST /api/custodios/{id}/devolver-todo: one return acta of everything the custodian holds. */
export class DevolverTodoDto {
  @FechaRequerida('La fecha', 'La fecha es requerida') fecha: Date;
  @TextoOpcional('Las observaciones', 1000) observaciones?: string | null;
}

/** A drawn signature's data URL: up to about 1 MB of PNG. */
export const MAX_FIRMA_CARACTERES = 1_400_000;
const FIRMA_INVALIDA = 'La firma debe ser una imagen PNG (data:image/png;base64,…)';

/** Body of POST /api/actas-entrega/{id}/firma. */
export class FirmaDto {
  /** The signature drawn on screen: a PNG data URL (data:image/png;base64,…), up to 1 MB. */
  @IsString({ message: FIRMA_INVALIDA })
  @MaxLength(MAX_FIRMA_CARACTERES, { message: 'La imagen de la firma no debe superar 1 MB' })
  @Matches(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { message: FIRMA_INVALIDA })
  imagen: string;
}

/** Body of PUT /api/actas-configuracion: the company's texts of responsibility. */
export class ActaConfiguracionDto {
  @TextoRequerido('El texto del acta de entrega es requerido', 'El texto del acta de entrega', 2000) textoEntrega: string;
  @TextoRequerido('El texto del acta de devolución es requerido', 'El texto del acta de devolución', 2000) textoDevolucion: string;
}
