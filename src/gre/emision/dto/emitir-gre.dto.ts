import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsNumber, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { TextoOpcional, TextoRequerido } from '../../../common/dto-fields';

/*
 * The shape of an emission only: types and lengths. SUNAT's rules (catalogues, formats, what each motivo and modalidad
 * asks) are validarGuia's, which answers with SUNAT's codes and the field's path (docs/gre.md, «Validación»).
 */

export class DestinatarioGreDto {
  /** Catálogo 06: 6 RUC, 1 DNI, 4 carné de extranjería, 7 pasaporte… */
  @TextoRequerido('Indique el tipo de documento del destinatario', 'El tipo de documento', 1) tipoDocumento: string;
  @TextoRequerido('Indique el número de documento del destinatario', 'El número de documento', 15) numeroDocumento: string;
  @TextoRequerido('Indique la razón social o el nombre del destinatario', 'La razón social del destinatario', 250) razonSocial: string;
}

export class TransportistaGreDto {
  @TextoRequerido('Indique el RUC del transportista', 'El RUC del transportista', 11) ruc: string;
  @TextoRequerido('Indique la razón social del transportista', 'La razón social del transportista', 250) razonSocial: string;
  /** Número de registro MTC de la empresa de transporte. */
  @TextoOpcional('El registro MTC', 20) registroMtc?: string | null;
}

export class ConductorGreDto {
  /** Catálogo 06 salvo RUC: 1 DNI, 4 carné de extranjería, 7 pasaporte… */
  @TextoRequerido('Indique el tipo de documento del conductor', 'El tipo de documento', 1) tipoDocumento: string;
  @TextoRequerido('Indique el número de documento del conductor', 'El número de documento', 15) numeroDocumento: string;
  @TextoRequerido('Indique los nombres del conductor', 'Los nombres del conductor', 250) nombres: string;
  @TextoRequerido('Indique los apellidos del conductor', 'Los apellidos del conductor', 250) apellidos: string;
  @TextoRequerido('Indique la licencia de conducir', 'La licencia de conducir', 10) licencia: string;
  /** Exactly one driver is the principal; without any flag, the first. */
  @IsOptional() @IsBoolean({ message: 'principal debe ser verdadero o falso' }) principal?: boolean;
}

export class VehiculoGreDto {
  /** As typed: `abc-123` is sent as `ABC123`. */
  @TextoRequerido('Indique la placa del vehículo', 'La placa', 10) placa: string;
}

export class EmitirGreDto {
  /** Catálogo 20; without it, the one suggested for the movement (04 between the company's establishments, else 13). */
  @TextoOpcional('El motivo de traslado', 2) motivo?: string | null;
  /** Required with motivo 13 (Otros): 3 to 100 characters. */
  @TextoOpcional('La descripción del motivo', 100) descripcionMotivo?: string | null;
  /** Catálogo 18: 01 transporte público, 02 transporte privado. */
  @TextoRequerido('Indique la modalidad de traslado', 'La modalidad', 2) modalidad: string;
  /** A vehicle of category M1 or L: no drivers or vehicles are sent. */
  @IsOptional() @IsBoolean({ message: 'vehiculoM1L debe ser verdadero o falso' }) vehiculoM1L?: boolean;
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'El peso bruto debe ser un número' })
  pesoBruto: number;
  /** KGM (kilogramos) or TNE (toneladas). */
  @TextoRequerido('Indique la unidad del peso bruto', 'La unidad del peso', 3) unidadPeso: string;
  @IsOptional() @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'El número de bultos debe ser un número' }) bultos?: number | null;
  /** 'YYYY-MM-DD': the day the goods start moving; not before today. */
  @TextoRequerido('Indique la fecha de inicio del traslado', 'La fecha de inicio del traslado', 10) fechaInicioTraslado: string;
  /** 'YYYY-MM-DD': the day the goods are handed to the carrier (public transport). */
  @TextoOpcional('La fecha de entrega al transportista', 10) fechaEntregaTransportista?: string | null;
  /** Without it, the movement's recipient with its RUC. */
  @IsOptional() @ValidateNested({ message: 'El destinatario debe ser un objeto' }) @Type(() => DestinatarioGreDto) destinatario?: DestinatarioGreDto;
  /** Public transport (01). */
  @IsOptional() @ValidateNested({ message: 'El transportista debe ser un objeto' }) @Type(() => TransportistaGreDto) transportista?: TransportistaGreDto;
  /** Private transport (02): one principal and up to two more. */
  @IsOptional()
  @IsArray({ message: 'Los conductores deben enviarse como una lista' })
  @ArrayMaxSize(3, { message: 'Una guía lleva como máximo tres conductores' })
  @ValidateNested({ each: true, message: 'Cada conductor debe ser un objeto' })
  @Type(() => ConductorGreDto)
  conductores?: ConductorGreDto[];
  /** Private transport (02): the main vehicle first, then up to two secondary ones. */
  @IsOptional()
  @IsArray({ message: 'Los vehículos deben enviarse como una lista' })
  @ArrayMaxSize(3, { message: 'Una guía lleva como máximo tres vehículos' })
  @ValidateNested({ each: true, message: 'Cada vehículo debe ser un objeto' })
  @Type(() => VehiculoGreDto)
  vehiculos?: VehiculoGreDto[];
  /** Observaciones printed on the guide (cbc:Note, up to 250 characters). */
  @IsOptional() @IsString({ message: 'La nota debe ser texto' }) @MaxLength(250, { message: 'La nota no puede exceder los 250 caracteres' }) nota?: string | null;
}
