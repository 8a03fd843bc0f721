import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { TextoRequerido } from '../../../common/dto-fields';
import { Trim } from '../../../common/transforms';

/** A secret left out (or empty) keeps the stored one; any other text is taken exactly as sent. */
const SecretoOpcional = (label: string, max: number) =>
  applyDecorators(
    Transform(({ value }) => (value === '' || value === null ? undefined : value)),
    IsOptional(),
    IsString({ message: `${label} debe ser texto` }),
    MaxLength(max, { message: `${label} no puede exceder los ${max} caracteres` }),
  );

/** PUT /api/gre/configuracion: the series and the SUNAT credentials; each secret is optional once stored. */
export class GreConfiguracionDto {
  /** Series of the guías, T and three letters or digits (T001). */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString({ message: 'La serie es obligatoria' })
  @Matches(/^T[A-Z0-9]{3}$/, { message: 'La serie debe tener 4 caracteres y empezar con T, p. ej. T001' })
  serie: string;

  /** The client ID of the "Credenciales de API SUNAT" generated in SOL. */
  @TextoRequerido('El client ID es obligatorio', 'El client ID', 100)
  clientId: string;

  /** Its client secret; left out, the stored one is kept. */
  @SecretoOpcional('El client secret', 200)
  clientSecret?: string;

  /** The SOL secondary user with permission for the guía (without the RUC). */
  @Trim()
  @IsString({ message: 'El usuario SOL es obligatorio' })
  @Matches(/^[A-Za-z0-9]{1,30}$/, { message: 'El usuario SOL debe tener de 1 a 30 letras o dígitos, sin el RUC' })
  usuarioSol: string;

  /** The SOL user's password; left out, the stored one is kept. */
  @SecretoOpcional('La clave SOL', 100)
  claveSol?: string;
}

/** POST /api/gre/certificado: the PKCS#12 file's password, beside the file. */
export class CertificadoGreDto {
  /** The PKCS#12 file's password. */
  @IsOptional()
  @IsString({ message: 'La clave del certificado debe ser texto' })
  @MaxLength(200, { message: 'La clave del certificado no puede exceder los 200 caracteres' })
  clave?: string;
}
