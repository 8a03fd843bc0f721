import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, ValidateBy, ValidateNested } from 'class-validator';
import { FechaOpcional, IdOpcional, TextoOpcional } from '../../common/dto-fields';
import { TrimToNull } from '../../common/transforms';
import { codigoLeido, ESTADOS_FISICOS, EstadoFisico } from '../../dominio/inventario';

/** Phones' clocks run a little ahead: a reading up to this much in the future is taken as now's. */
const ADELANTO_TOLERADO_MS = 5 * 60_000;

const motivoDeCodigo = (value: unknown) => (value === undefined || value === null ? codigoLeido('') : typeof value === 'string' ? codigoLeido(value) : null);

/** The code as read: a label's URL gives its code; the reason of a refusal is codigoLeido's. */
const CodigoLeido = () =>
  applyDecorators(
    Transform(({ value }) => {
      const leido = typeof value === 'string' ? codigoLeido(value) : null;
      return leido?.ok ? leido.codigo : value;
    }),
    ValidateBy({
      name: 'codigoLeido',
      validator: {
        validate: (value) => motivoDeCodigo(value)?.ok === true,
        defaultMessage: (args) => {
          const leido = motivoDeCodigo(args?.value);
          return leido && !leido.ok ? leido.motivo : 'Código no válido: debe ser texto';
        },
      },
    }),
  );

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
  /** The asset's code, or its label's URL (`<any origin>/a/<codigo>`). */
  @CodigoLeido() codigo: string;

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
