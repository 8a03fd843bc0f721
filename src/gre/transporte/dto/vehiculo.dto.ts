import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { BooleanoOpcional, TextoOpcional } from '../../../common/dto-fields';
import { errorDePlaca, errorDeTuc, normalizarCodigo, normalizarPlaca } from '../reglas';
import { normalizado, Regla } from './regla';

/** Body of POST and PUT /api/gre/vehiculos (docs/gre-transporte.md, "Vehículo"). */
export class VehiculoDto {
  /** Saved without hyphens or spaces and in capitals (`abc-123` is ABC123): 6 to 8 letters or digits, not all zeros. */
  @Transform(normalizado(normalizarPlaca))
  @Regla(errorDePlaca)
  placa: string;

  @TextoOpcional('La descripción', 100) descripcion?: string | null;

  /** Tarjeta única de circulación or certificado de habilitación: 9 to 15 letters or digits once in capitals. */
  @Transform(({ value }) => (typeof value === 'string' ? normalizarCodigo(value) || null : value))
  @IsOptional()
  @Regla(errorDeTuc)
  tuc?: string | null;

  /** Category M1 or L (cars of up to 8 seats, motorcycles); false when omitted. */
  @BooleanoOpcional('La categoría M1 o L') m1l?: boolean;
}
