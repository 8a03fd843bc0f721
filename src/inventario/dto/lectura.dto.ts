import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, ValidateBy, ValidateNested } from 'class-validator';
import { FechaOpcional, IdOpcional, TextoOpcional } from '../../common/dto-fields';
import { TrimToNull } from '../../common/transforms';
import { ESTADOS_FISICOS, EstadoFisico } from '../../dominio/inventario';

/** Phones' clocks run a little ahead: a reading up to this much in the future is taken as now's. */
const ADELANTO_TOLERADO_MS = 5 * 60_000;

/**
 * The text as read, not empty. What it names is decided against the app's address (LecturaService, codigoLeido): an
 * asset's code, or no code, kept as an unreadable reading.
 */
const TextoLeido = () =>
  ValidateBy({
    name: 'textoLeido',
    validator: {
      validate: (value) => typeof value === 'string' && value.trim() !== '',
      defaultMessage: (args) => (args?.value === undefined || args.value === null || typeof args.value === 'string' ? 'Código no válido: está vacío' : 'Código no válido: debe ser texto'),
    },
  });

/** Where a reading was made: the fields the phone knows (a field left out is no difference with the books). */
export class UbicacionLeidaDto {
  /** An address of the company. */
  @IdOpcional('La dirección') direccionId?: number | null;
  @TextoOpcional('El edificio', 100) edificio?: string | null;
  @TextoOpcional('El piso', 50) piso?: string | null;
  /** An area of the company. */
  @IdOpcional('El área') areaId?: number | null;
  @TextoOpcional('La sede', 100) sede?: string | null;
}

/** One reading of POST /api/inventarios/{id}/lecturas (alone, or in a list of up to 1,000). */
export class LecturaDto {
  /**
   * The asset's code, or its label's URL (`APP_URL/a/<codigo>`; without APP_URL, the address of this request). Any
   * other text (a label of another address, a URL that is not a label's, a code over 50 characters) is kept as an
   * unreadable reading (resultado ilegible) with what was read, and names no asset.
   */
  @TextoLeido() codigo: string;

  @IsDefined({ message: 'La ubicación de la lectura es obligatoria' })
  @IsObject({ message: 'La ubicación debe ser un objeto { direccionId, edificio, piso, areaId, sede }' })
  @ValidateNested()
  @Type(() => UbicacionLeidaDto)
  ubicacion: UbicacionLeidaDto;

  @TrimToNull()
  @IsOptional()
  @IsIn(ESTADOS_FISICOS, { message: 'El estado físico debe ser bueno, regular o malo' })
  estadoFisico?: EstadoFisico | null;

  @TextoOpcional('La observación', 500) observacion?: string | null;

  /** When the phone read it (readings without network arrive later); by default now; never in the future. */
  @FechaOpcional('La fecha de lectura')
  @ValidateBy({
    name: 'noFutura',
    validator: { validate: (value) => !(value instanceof Date) || value.getTime() <= Date.now() + ADELANTO_TOLERADO_MS, defaultMessage: () => 'La fecha de lectura no puede ser futura' },
  })
  leidoEl?: Date | null;
}
