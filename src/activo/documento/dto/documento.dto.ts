import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { FechaOpcional, ImporteOpcional, NumeroOpcional, TextoOpcional } from '../../../common/dto-fields';
import { Trim } from '../../../common/transforms';
import { TIPOS_DOCUMENTO, TipoDocumento } from '../documento-de-activo.entity';

/** The text fields of POST /api/activos/{id}/documentos, sent with the file in the same multipart body. */
export class DocumentoDto {
  @ApiProperty({ enum: TIPOS_DOCUMENTO })
  @Trim()
  @IsIn(TIPOS_DOCUMENTO, { message: `El tipo de documento no es válido: use ${TIPOS_DOCUMENTO.join(', ')}` })
  tipo: TipoDocumento;

  /** N° of the invoice, policy, SOAT… */
  @TextoOpcional('El número', 100) numero?: string | null;
  /** Day of issue (ISO 8601). */
  @FechaOpcional('Fecha') fecha?: Date | null;
  /** Day it expires (ISO 8601): the document becomes a due date. */
  @FechaOpcional('Vence') vence?: Date | null;
  @ApiPropertyOptional({ type: Number, description: 'Importe en soles' })
  @ImporteOpcional('Monto') monto?: number | null;
  @TextoOpcional('La descripción', 200) descripcion?: string | null;
}

export class DocumentoRespuestaDto {
  id: number;
  activoId: number;
  @ApiProperty({ enum: TIPOS_DOCUMENTO }) tipo: TipoDocumento;
  @ApiProperty({ type: String, nullable: true }) numero: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) fecha: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) vence: Date | null;
  @ApiProperty({ type: Number, nullable: true }) monto: number | null;
  @ApiProperty({ type: String, nullable: true }) descripcion: string | null;
  /** Whether a file can be downloaded (…/archivo). */
  tieneArchivo: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Nombre con el que se subió el archivo' }) nombreArchivo: string | null;
  @ApiProperty({ type: String, nullable: true }) mime: string | null;
  bytes: number;
  @ApiProperty({ type: String, nullable: true, description: 'Ruta de la miniatura WebP de 160 px de una imagen' }) miniatura: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'La baja de la que es evidencia' }) bajaId: number | null;
  createdAt: Date;
}

export class VencimientoRespuestaDto {
  documentoId: number;
  activoId: number;
  codigo: string;
  descripcion: string;
  @ApiProperty({ enum: TIPOS_DOCUMENTO }) tipo: TipoDocumento;
  @ApiProperty({ type: String, nullable: true }) numero: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) vence: Date;
  /** Days from today (Lima) to the due date; negative once past. */
  diasRestantes: number;
}

/** GET /api/vencimientos?dias=30. */
export class VencimientosQueryDto {
  /** Days ahead from today (Lima), 0 to 366; 30 when not given. */
  @NumeroOpcional('Días', { min: 0, max: 366, entero: true, message: 'dias debe ser un número entero de 0 a 366' })
  dias?: number;
}
