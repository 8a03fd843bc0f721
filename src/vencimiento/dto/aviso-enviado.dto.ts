import { ApiProperty } from '@nestjs/swagger';
import { TIPOS_DOCUMENTO, type TipoDocumento } from '../../activo/documento/documento-de-activo.entity';

/** One e-mail the hourly job sent about a due date: one a recipient. */
export class AvisoEnviadoDto {
  id: number;
  @ApiProperty({ enum: TIPOS_DOCUMENTO }) tipoDocumento: TipoDocumento;
  @ApiProperty({ type: String, nullable: true }) numeroDocumento: string | null;
  codigoActivo: string;
  @ApiProperty({ type: String, format: 'date-time' }) vence: Date;
  /** Days before the due date it was sent at: 30, 7 or 1. */
  umbral: number;
  @ApiProperty({ type: String, format: 'date-time' }) enviadoEn: Date;
  destinatario: string;
}
