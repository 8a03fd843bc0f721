import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches, registerDecorator } from 'class-validator';
import { TextoOpcional, TextoRequerido } from '../../common/dto-fields';
import { DEPARTAMENTOS, departamentoCanonico } from '../../common/peru-departamentos';
import { CODIGO_ESTABLECIMIENTO, CODIGO_ESTABLECIMIENTO_MESSAGE } from '../../common/peru';
import { TrimToNull } from '../../common/transforms';
import { esIncoherente, UbicacionIncoherente, ubicarDistrito } from '../ubigeo/ubigeo';

/** Where the body's department, province and district disagree with INEI's catalogue, if `campo` is the first field that does. */
const incoherencia = (body: object, campo: UbicacionIncoherente['campo']) => {
  const ubicado = ubicarDistrito(body);
  return esIncoherente(ubicado) && ubicado.campo === campo ? ubicado : null;
};

/** The province (or district) must be one of the department's (or province's) in the ubigeo catalogue; a blank one is left to the required check. */
const EnElUbigeo = (campo: 'provincia' | 'distrito') => (target: object, propertyName: string) =>
  registerDecorator({
    name: 'enElUbigeo',
    target: target.constructor,
    propertyName,
    options: { message: ({ object }) => incoherencia(object, campo)?.mensaje ?? '' },
    validator: { validate: (value: unknown, args) => typeof value !== 'string' || !value.trim() || !args || !incoherencia(args.object, campo) },
  });

/** Body of POST and PUT /api/Direccion. */
export class DireccionDto {
  @TextoRequerido('La calle es requerida', 'La calle', 255) calle: string;
  @TextoRequerido('La ciudad es requerida', 'La ciudad', 100) ciudad: string;
  /** A district of the province in INEI's ubigeo catalogue, with or without accents. */
  @TextoRequerido('El distrito es requerido', 'El distrito', 100)
  @EnElUbigeo('distrito')
  distrito: string;

  /** A province of the department in INEI's ubigeo catalogue, with or without accents. */
  @TextoRequerido('La provincia es requerida', 'La provincia', 100)
  @EnElUbigeo('provincia')
  provincia: string;

  /** One of Peru's 25 departments, with or without accents; stored with its canonical name. */
  @Transform(({ value }) => departamentoCanonico(value) ?? value)
  @IsIn(DEPARTAMENTOS, { message: 'El departamento es requerido y debe ser uno de los 25 departamentos del Perú' })
  departamento: string;

  /** 5 digits when given. */
  @TrimToNull()
  @IsOptional()
  @Matches(/^\d{5}$/, { message: 'El código postal debe tener 5 dígitos' })
  codigoPostal?: string | null;

  /** SUNAT's "código de establecimiento anexo" when the address is a registered establishment: 4 digits, 0000 the fiscal address. */
  @TrimToNull()
  @IsOptional()
  @Matches(CODIGO_ESTABLECIMIENTO, { message: CODIGO_ESTABLECIMIENTO_MESSAGE })
  codigoEstablecimiento?: string | null;

  @TextoOpcional('La urbanización', 150) urbanizacion?: string | null;
  @TextoOpcional('La sede', 100) sede?: string | null;
}
