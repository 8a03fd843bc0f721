import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, AuditedDownload } from '../../audit/audit-target';
import { ApiArchivo } from '../../common/api-archivo.decorator';
import { AuthUser } from '../../common/auth-user';
import { CurrentUser } from '../../common/current-user.decorator';
import { IdParam } from '../../common/id.pipe';
import { formatDia } from '../../common/lima-time';
import { PDF_MIME, pdfDownload, renderPdf } from '../../common/pdf';
import { Permiso } from '../../common/permiso';
import { CompaniaActual } from '../../common/tenancy';
import { HeavyWork } from '../../common/worker';
import { MOTIVOS_BAJA } from './activo-baja.entity';
import { actaBajaPdf } from './acta-baja-pdf';
import { MOTIVO_BAJA_TEXTO } from './baja-reglas';
import { BajaService } from './baja.service';
import { BajaRespuesta } from './baja-respuesta';
import { BajaDto } from './dto/baja.dto';
import { BajaRespuestaDto } from './dto/baja-respuesta.dto';
import type { Solicitud } from '../../common/request-context';

/** The disposal (baja) of an asset, a sub-resource of /api/activos/{id}; its audit rows are the asset's. */
@ApiTags('Activos')
@ApiBearerAuth()
@Controller('activos')
@Audited({ table: 'activo', module: 'Activos', code: 'extra.codigo' })
export class BajasController {
  constructor(private readonly bajas: BajaService) {}

  @Post(':id/baja')
  @Permiso('escritura')
  @ApiOperation({
    summary: 'Da de baja un activo (en lugar de eliminarlo): { fecha, motivo, documento, valorVenta?, observaciones?, profesional?, colegiatura? }',
    description: [
      `motivo: ${MOTIVOS_BAJA.join(', ')}. documento (N° del documento que la sustenta) siempre; venta: valorVenta (sin IGV, ≥ 0) y documento = factura de venta;`,
      'obsolescencia: profesional y colegiatura del informe técnico (RLIR art. 22 i); robo_perdida: documento = denuncia policial; otro: observaciones.',
      'valorVenta solo en una venta. fecha: no posterior a hoy ni anterior al mes de inicio de uso; un ejercicio cerrado responde 409.',
      'Calcula con el cronograma del activo (el mes de la baja es el último depreciado) costo, depreciacionAcumulada, valorNeto y, en una venta, resultadoVenta;',
      'reintegroIgv y advertencias según la Ley del IGV art. 22. El activo queda en estado "Dado de baja", fuera de servicio, y sale de listas y exportaciones.',
    ].join(' '),
  })
  @ApiCreatedResponse({ type: BajaRespuestaDto })
  @ApiBadRequestResponse({ description: 'Falta la evidencia del motivo (el mensaje nombra el campo) o la fecha está fuera de rango' })
  @ApiNotFoundResponse({ description: 'Activo no encontrado' })
  @ApiConflictResponse({ description: 'El activo ya está dado de baja, o la fecha está en un ejercicio cerrado' })
  @Audited({
    describe: ({ result, extra }) => result && `Baja del activo ${extra?.codigo} por ${MOTIVO_BAJA_TEXTO[result.motivo as keyof typeof MOTIVO_BAJA_TEXTO].toLowerCase()} con fecha ${formatDia(new Date(result.fecha))}`,
  })
  create(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: BajaDto): Promise<BajaRespuesta> {
    return this.bajas.create(user, companiaId, id, dto);
  }

  @Get(':id/baja')
  @Permiso('lectura')
  @ApiOperation({ summary: 'La baja del activo, con sus cifras y advertencias' })
  @ApiNotFoundResponse({ description: 'Activo no encontrado, o "El activo no está dado de baja"' })
  @ApiOkResponse({ type: BajaRespuestaDto })
  find(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<BajaRespuesta> {
    return this.bajas.find(companiaId, id);
  }

  @Delete(':id/baja')
  // Undoing a write-off of the books is the administration's (types 1-2), not everyone's who writes.
  @Permiso('administracion')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Revierte la baja: el activo recupera su estado anterior y vuelve a estar en servicio, mientras el ejercicio de la baja esté abierto' })
  @ApiForbiddenResponse({ description: 'Solo los usuarios de tipo 1 (Maestro) y 2 (Administrador) revierten una baja' })
  @ApiNotFoundResponse({ description: 'Activo no encontrado, o "El activo no está dado de baja"' })
  @ApiConflictResponse({ description: 'La baja es de un ejercicio cerrado' })
  @Audited({ describe: ({ extra }) => `Reversión de la baja del activo ${extra?.codigo}` })
  revert(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<{ codigo: string }> {
    return this.bajas.revert(companiaId, id);
  }

  @Get(':id/baja/acta')
  @Permiso('lectura')
  @AuditedDownload('Impresión del acta de baja del activo')
  @HeavyWork()
  @ApiOperation({ summary: 'Acta de baja imprimible: Acta_Baja_{codigo}.pdf' })
  @ApiNotFoundResponse({ description: 'Activo no encontrado, o "El activo no está dado de baja"' })
  @ApiArchivo(PDF_MIME)
  async acta(@CompaniaActual() companiaId: number, @IdParam() id: number, @Req() solicitud: Solicitud) {
    const acta = await this.bajas.actaOf(companiaId, id);
    return pdfDownload(`Acta_Baja_${acta.activo.codigo}.pdf`, await renderPdf(actaBajaPdf(acta), { pageFooter: 'Página {page} de {pages}' }, solicitud));
  }
}
