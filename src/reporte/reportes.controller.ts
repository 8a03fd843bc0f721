import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PDF_MIME, pdfDownload, pdfInWorker, renderPdf } from '../common/pdf';
import { Audited, AuditedDownload } from '../audit/audit-target';
import { limaStamp } from '../common/lima-time';
import { Permiso } from '../common/permiso';
import { HeavyWork } from '../common/worker';
import { contentDisposition, XLSX_MIME, xlsxDownload, xlsxSheetsDownload } from '../common/spreadsheet';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { jsonWithPauses } from '../common/event-loop';
import { workerTask } from '../common/worker/worker-task';
import { EjercicioService } from '../ejercicio/ejercicio.service';
import { ContabilidadService } from '../contabilidad/contabilidad.service';
import { COLUMNAS_DIFERENCIAS, renglonesDeDiferencias } from '../contabilidad/diferencias-excel';
import { AnioContableDto, DiferenciasTemporalesDto } from '../contabilidad/dto/libros.dto';
import { Advertencias71Dto, CierreEjercicioDto } from './dto/cierre.dto';
import { CompaniaActual } from '../common/tenancy';
import { COLUMNAS_REPORTE_ACTIVOS } from './activos/reporte-activos';
import { asignacionPdf } from './asignacion/asignacion-pdf';
import { AsignacionService, MAX_ASIGNADOS } from './asignacion/asignacion.service';
import { COLUMNAS_DEPRECIACION } from './depreciacion/depreciacion-excel';
import { depreciacionPdf } from './depreciacion/depreciacion-pdf';
import { periodoDe } from './depreciacion/periodo';
import { ReporteAsignacionDto } from './dto/asignacion.dto';
import { AnioDto, AsignacionQueryDto, PeriodoDto } from './dto/reporte.dto';
import { PLE_MIME } from './formato-71/ple-71';
import { PIE_DE_PAGINA } from './reporte-pdf';
import { MAX_FILAS_71_PDF, ReporteService } from './reporte.service';
import { ApiArchivo } from '../common/api-archivo.decorator';
import type { Solicitud } from '../common/request-context';

/** The printed book 7.1, built and rendered in a thread of the pool. */
const FORMATO_71_PDF = workerTask<typeof import('./formato-71/pdf-71.tarea')>(join(__dirname, 'formato-71', 'pdf-71.tarea'));

/** The reports screen (/reportes) and the assignment report (/reportedeasignacion): reads only, of the caller's company. */
@ApiTags('Reportes')
@ApiBearerAuth()
@Controller('reportes')
@Permiso('lectura')
@Audited({ table: 'activo', module: 'Reportes' })
@HeavyWork()
export class ReportesController {
  constructor(
    private readonly reportes: ReporteService,
    private readonly asignacion: AsignacionService,
    private readonly ejercicios: EjercicioService,
    private readonly contabilidad: ContabilidadService,
  ) {}

  @Get('activos/excel')
  @AuditedDownload('Reporte de Activos en Excel')
  @ApiOperation({ summary: 'Reporte de Activos: Reporte_Activos_{fecha}.xlsx con todos los activos y sus totales por área, por estado y general' })
  @ApiArchivo(XLSX_MIME)
  reporteActivos(@CompaniaActual() companiaId: number): StreamableFile {
    return xlsxDownload(`Reporte_Activos_${limaStamp()}.xlsx`, COLUMNAS_REPORTE_ACTIVOS, this.reportes.buildReporteActivos(companiaId), 'Activos');
  }

  @Get('formato-71/ple')
  @AuditedDownload('Formato 7.1 para el PLE de SUNAT')
  @ApiOperation({
    summary: 'Formato 7.1 del año para el PLE de SUNAT: LE{RUC}{AAAA}0000070100001{1|0}11.TXT',
    description: 'Texto ISO-8859-1, una línea de 37 campos por activo adquirido hasta el cierre del año; el indicador 1|0 dice si tiene líneas.',
  })
  @ApiArchivo(PLE_MIME)
  @ApiBadRequestResponse({ description: 'Año inválido o posterior al actual' })
  async ple71(@CompaniaActual() companiaId: number, @Query() { anio }: AnioDto): Promise<StreamableFile> {
    const { nombre, contenido } = await this.reportes.ple71(companiaId, anio);
    return new StreamableFile(Readable.from(contenido), { type: PLE_MIME, disposition: contentDisposition(nombre) });
  }

  @Get('formato-71/excel')
  @AuditedDownload('Formato 7.1 en Excel')
  @ApiOperation({ summary: 'Formato 7.1 del año como hoja de cálculo: Formato_7_1_{AAAA}.xlsx, con fila de totales' })
  @ApiArchivo(XLSX_MIME)
  @ApiBadRequestResponse({ description: 'Año inválido o posterior al actual' })
  async excel71(@CompaniaActual() companiaId: number, @Query() { anio }: AnioDto): Promise<StreamableFile> {
    return xlsxSheetsDownload(`Formato_7_1_${anio}.xlsx`, await this.reportes.excel71(companiaId, anio));
  }

  @Get('formato-71/advertencias')
  @ApiOperation({
    summary: 'Advertencias del Formato 7.1 del año: provisional o cerrado, activos sin fecha de adquisición (no figuran) y sin categoría SUNAT de depreciación',
  })
  @ApiOkResponse({ type: Advertencias71Dto })
  @ApiBadRequestResponse({ description: 'Año inválido o posterior al actual' })
  advertencias71(@CompaniaActual() companiaId: number, @Query() { anio }: AnioDto): Promise<Advertencias71Dto> {
    return this.reportes.advertencias71(companiaId, anio);
  }

  @Get('cierres')
  @ApiOperation({ summary: 'Ejercicios cerrados de la compañía, del último al primero' })
  @ApiOkResponse({ type: [CierreEjercicioDto] })
  async cierres(@CompaniaActual() companiaId: number): Promise<CierreEjercicioDto[]> {
    return (await this.ejercicios.list(companiaId)).map(({ anio, createdAt, usuarioNombre }) => ({ anio, createdAt, usuarioNombre }));
  }

  @Post('cierre/:anio')
  @Permiso('administracion')
  @Audited({ table: 'cierre_ejercicio', id: 'params.anio', code: 'params.anio', describe: ({ params }) => `Cierre del ejercicio ${params.anio}` })
  @ApiOperation({
    summary: 'Cierra el ejercicio: congela costo, fechas, mejoras y bajas de ese año y anteriores, y guarda su Formato 7.1 tal como está',
    description:
      'Solo un año terminado y posterior al último cerrado. Los cambios en un año cerrado responden 409 hasta que un Maestro lo reabra; ' +
      'también mientras se cierra, cuando la copia se escribe por lotes (otro cierre del mismo año responde 409).',
  })
  @ApiCreatedResponse({ type: CierreEjercicioDto })
  @ApiBadRequestResponse({ description: 'Año inválido o en curso' })
  @ApiConflictResponse({ description: 'El año ya está cerrado o se está cerrando, o uno posterior lo está' })
  closeEjercicio(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @Param() { anio }: AnioDto): Promise<CierreEjercicioDto> {
    return this.reportes.closeEjercicio(companiaId, anio, user);
  }

  @Delete('cierre/:anio')
  @Permiso('maestro')
  @HttpCode(204)
  @Audited({ table: 'cierre_ejercicio', id: 'params.anio', code: 'params.anio', describe: ({ params }) => `Reapertura del ejercicio ${params.anio}` })
  @ApiOperation({ summary: 'Reabre el último ejercicio cerrado (solo Maestro): su copia del Formato 7.1 se descarta y sus fechas vuelven a poder cambiar' })
  @ApiNoContentResponse({ description: 'Reabierto' })
  @ApiNotFoundResponse({ description: 'El año no está cerrado' })
  @ApiConflictResponse({ description: 'Hay un año posterior cerrado, o el año se está cerrando' })
  async reopenEjercicio(@CompaniaActual() companiaId: number, @Param() { anio }: AnioDto): Promise<void> {
    await this.ejercicios.reopen(companiaId, anio);
  }

  @Get('formato-71/pdf')
  @AuditedDownload('Formato 7.1 en PDF')
  @ApiOperation({ summary: `Formato 7.1 del año para imprimir (hasta ${MAX_FILAS_71_PDF} activos): Formato_7_1_{AAAA}.pdf` })
  @ApiArchivo(PDF_MIME)
  @ApiBadRequestResponse({ description: 'Año inválido, posterior al actual o con demasiados activos para un PDF' })
  async pdf71(@CompaniaActual() companiaId: number, @Query() { anio }: AnioDto, @Req() solicitud: Solicitud): Promise<StreamableFile> {
    const [compania, { filas, totales, advertencias }] = await Promise.all([this.reportes.findCompania(companiaId), this.reportes.formato71ParaImprimir(companiaId, anio)]);
    const pdf = await pdfInWorker(
      FORMATO_71_PDF,
      { compania, anio, filasJson: await jsonWithPauses(filas), totales, advertencias, ahora: new Date(), pageFooter: PIE_DE_PAGINA },
      solicitud,
    );
    return pdfDownload(`Formato_7_1_${anio}.pdf`, pdf);
  }

  @Get('depreciacion/excel')
  @AuditedDownload('Depreciación mensual en Excel')
  @ApiOperation({ summary: 'Depreciación, Exportar Data: una fila por activo y mes del período: Depreciacion_{desde}_{hasta}.xlsx' })
  @ApiArchivo(XLSX_MIME)
  @ApiBadRequestResponse({ description: 'Período inválido, posterior al mes actual o con más filas de las que admite una hoja' })
  async depreciacionExcel(@CompaniaActual() companiaId: number, @Query() { desde, hasta }: PeriodoDto): Promise<StreamableFile> {
    const periodo = periodoDe(desde, hasta);
    const filas = await this.reportes.buildDepreciacionMensual(companiaId, periodo);
    return xlsxDownload(`Depreciacion_${desde}_${hasta}.xlsx`, COLUMNAS_DEPRECIACION, filas, 'Depreciación');
  }

  @Get('depreciacion/pdf')
  @AuditedDownload('Resumen de depreciación en PDF')
  @ApiOperation({ summary: 'Depreciación, Reporte: resumen del período por categoría: Depreciacion_Resumen_{desde}_{hasta}.pdf' })
  @ApiArchivo(PDF_MIME)
  @ApiBadRequestResponse({ description: 'Período inválido o posterior al mes actual' })
  async depreciacionPdf(@CompaniaActual() companiaId: number, @Query() { desde, hasta }: PeriodoDto, @Req() solicitud: Solicitud): Promise<StreamableFile> {
    const periodo = periodoDe(desde, hasta);
    const [compania, resumen] = await Promise.all([this.reportes.findCompania(companiaId), this.reportes.summarizeDepreciacion(companiaId, periodo)]);
    const pdf = await renderPdf(depreciacionPdf(compania, periodo, resumen), { pageFooter: PIE_DE_PAGINA }, solicitud);
    return pdfDownload(`Depreciacion_Resumen_${desde}_${hasta}.pdf`, pdf);
  }

  @Get('diferencias-temporales')
  @ApiOperation({
    summary: 'Diferencias temporales del año entre la depreciación tributaria y la financiera (NIC 12), con su impuesto diferido',
    description: 'Por activo: codigo, tributaria, financiera, diferencia (tributaria − financiera) e impuestoDiferido (diferencia × la tasa de la compañía), y sus totales.',
  })
  @ApiOkResponse({ type: DiferenciasTemporalesDto })
  @ApiBadRequestResponse({ description: 'Año inválido' })
  diferenciasTemporales(@CompaniaActual() companiaId: number, @Query() { anio }: AnioContableDto): Promise<DiferenciasTemporalesDto> {
    return this.contabilidad.diferenciasTemporales(companiaId, anio);
  }

  @Get('diferencias-temporales/excel')
  @AuditedDownload('Diferencias temporales en Excel')
  @ApiOperation({ summary: 'Diferencias temporales del año como hoja de cálculo: Diferencias_Temporales_{AAAA}.xlsx, con fila de totales' })
  @ApiArchivo(XLSX_MIME)
  @ApiBadRequestResponse({ description: 'Año inválido' })
  async diferenciasTemporalesExcel(@CompaniaActual() companiaId: number, @Query() { anio }: AnioContableDto): Promise<StreamableFile> {
    const reporte = await this.contabilidad.diferenciasTemporales(companiaId, anio);
    return xlsxDownload(`Diferencias_Temporales_${anio}.xlsx`, COLUMNAS_DIFERENCIAS, renglonesDeDiferencias(reporte), 'Diferencias temporales');
  }

  @Get('asignacion')
  @ApiOperation({ summary: `Reporte de Asignación: los activos agrupados por usuario asignado, con totales (hasta ${MAX_ASIGNADOS} activos)` })
  @ApiOkResponse({ type: ReporteAsignacionDto })
  @ApiBadRequestResponse({ description: 'Demasiados activos para un reporte: elija un usuario' })
  @ApiNotFoundResponse({ description: 'El usuario no es de la compañía' })
  asignacionReporte(@CompaniaActual() companiaId: number, @Query() { usuarioId }: AsignacionQueryDto): Promise<ReporteAsignacionDto> {
    return this.asignacion.buildReporte(companiaId, usuarioId);
  }

  @Get('asignacion/pdf')
  @AuditedDownload('Reporte de Asignación en PDF')
  @ApiOperation({ summary: 'Reporte de Asignación para imprimir: Reporte_Asignacion_{timestamp}.pdf' })
  @ApiArchivo(PDF_MIME)
  @ApiBadRequestResponse({ description: 'Demasiados activos para un reporte: elija un usuario' })
  @ApiNotFoundResponse({ description: 'El usuario no es de la compañía' })
  async asignacionPdf(@CompaniaActual() companiaId: number, @Query() { usuarioId }: AsignacionQueryDto, @Req() solicitud: Solicitud): Promise<StreamableFile> {
    const [compania, reporte] = await Promise.all([this.reportes.findCompania(companiaId), this.asignacion.buildReporte(companiaId, usuarioId)]);
    const documento = asignacionPdf(compania, reporte, usuarioId ? reporte.grupos[0].usuario : null);
    return pdfDownload(`Reporte_Asignacion_${limaStamp()}.pdf`, await renderPdf(documento, { pageFooter: PIE_DE_PAGINA }, solicitud));
  }
}
