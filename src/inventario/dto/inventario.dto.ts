import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { FechaRequerida, TextoRequerido } from '../../common/dto-fields';
import { MAX_ID } from '../../dominio/number-bounds';

/** Ids or sedes one criterion of a scope may list: their bound parameters stay far under SQL Server's 2,100. */
export const MAX_CRITERIOS = 300;

/** A list of ids of the company's records, each once. */
export const ListaDeIds = (etiqueta: string, max: number) =>
  applyDecorators(
    Transform(({ value }) => (Array.isArray(value) ? [...new Set(value)] : value)),
    IsOptional(),
    IsArray({ message: `${etiqueta} deben enviarse como una lista de ids` }),
    ArrayMaxSize(max, { message: `${etiqueta}: se admiten como máximo ${max}` }),
    IsInt({ each: true, message: `${etiqueta} deben indicarse por su id` }),
    Min(1, { each: true, message: `${etiqueta} deben indicarse por su id` }),
    Max(MAX_ID, { each: true, message: `${etiqueta} deben indicarse por su id` }),
  );

/** Which assets a campaign counts: those of these areas, sedes and addresses (each criterion given must hold); empty, every asset in the books. */
export class AlcanceDto {
  @ListaDeIds('Las áreas del alcance', MAX_CRITERIOS) areaIds?: number[];

  @Transform(({ value }) => (Array.isArray(value) ? [...new Set(value.map((sede) => (typeof sede === 'string' ? sede.trim() : sede)))] : value))
  @IsOptional()
  @IsArray({ message: 'Las sedes del alcance deben enviarse como una lista' })
  @ArrayMaxSize(MAX_CRITERIOS, { message: `Las sedes del alcance: se admiten como máximo ${MAX_CRITERIOS}` })
  @IsString({ each: true, message: 'Cada sede del alcance debe ser texto' })
  @IsNotEmpty({ each: true, message: 'Las sedes del alcance no pueden estar vacías' })
  @MaxLength(100, { each: true, message: 'Cada sede del alcance puede tener hasta 100 caracteres' })
  sedes?: string[];

  @ListaDeIds('Las direcciones del alcance', MAX_CRITERIOS) direccionIds?: number[];
}

/** Body of POST /api/inventarios (camelCase or PascalCase). */
export class InventarioDto {
  @TextoRequerido('El nombre del inventario es obligatorio', 'El nombre del inventario', 200) nombre: string;

  /** The day the count is as of (YYYY-MM-DD): assets disposed of before it are not expected. */
  @FechaRequerida('Fecha de corte', 'La fecha de corte es obligatoria') fechaCorte: Date;

  /** Left out: every asset in the books. */
  @IsOptional()
  @IsObject({ message: 'El alcance debe ser un objeto { areaIds, sedes, direccionIds }' })
  @ValidateNested()
  @Type(() => AlcanceDto)
  alcance?: AlcanceDto;
}
