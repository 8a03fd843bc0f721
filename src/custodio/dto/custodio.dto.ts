import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, Matches, MaxLength, ValidateBy } from 'class-validator';
import { IdOpcional, TextoRequerido } from '../../common/dto-fields';
import { TrimToNull } from '../../common/transforms';
import { errorDeDocumentoCustodio, MENSAJE_TIPO_DOCUMENTO_CUSTODIO, TIPOS_DOCUMENTO_CUSTODIO } from '../../dominio/custodia';

const mayusculas = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** Body of POST and PUT /api/custodios. */
export class CustodioDto {
  @TextoRequerido('Los nombres son requeridos', 'Los nombres', 100) nombres: string;
  @TextoRequerido('Los apellidos son requeridos', 'Los apellidos', 100) apellidos: string;

  /** SUNAT's catálogo 06: 1 DNI, 4 carné de extranjería, 7 pasaporte. */
  @Transform(mayusculas)
  @ValidateBy({ name: 'tipoDocumentoCustodio', validator: { validate: (tipo) => typeof tipo === 'string' && Object.hasOwn(TIPOS_DOCUMENTO_CUSTODIO, tipo), defaultMessage: () => MENSAJE_TIPO_DOCUMENTO_CUSTODIO } })
  tipoDocumento: string;

  /** A DNI: exactly 8 digits, kept as text with its leading zeros; CE or passport: 6 to 15 letters or digits, in capitals. */
  @Transform(mayusculas)
  // The type's own message is the type field's: a number is only judged against a valid type.
  @ValidateBy({
    name: 'numeroDocumentoCustodio',
    validator: {
      validate: (numero, args) => typeof numero === 'string' && !errorDelNumero(numero, args?.object),
      defaultMessage: (args) => errorDelNumero(typeof args?.value === 'string' ? args.value : '', args?.object) ?? '',
    },
  })
  numeroDocumento: string;

  @TrimToNull()
  @IsOptional()
  @MaxLength(150, { message: 'El correo electrónico no puede exceder los 150 caracteres' })
  @IsEmail({}, { message: 'El correo electrónico no es válido' })
  correo?: string | null;

  @TrimToNull()
  @IsOptional()
  @Matches(/^\+?[0-9 ()-]{6,20}$/, { message: 'El teléfono debe tener de 6 a 20 dígitos (puede incluir +, espacios, guiones y paréntesis)' })
  telefono?: string | null;

  @IdOpcional('El área') areaId?: number | null;

  /** The login of a custodian who is also a user of the company. */
  @IdOpcional('El usuario') usuarioId?: number | null;
}

function errorDelNumero(numero: string, cuerpo: object | undefined): string | null {
  const tipo = String((cuerpo as { tipoDocumento?: unknown } | undefined)?.tipoDocumento ?? '');
  if (!Object.hasOwn(TIPOS_DOCUMENTO_CUSTODIO, tipo)) return numero ? null : 'El número de documento es requerido';
  return errorDeDocumentoCustodio(tipo, numero);
}
