import { Body, Controller, Get, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Audited, AuditedDownload } from '../audit/audit-target';
import { ApiArchivo } from '../common/api-archivo.decorator';
import { csvDownload, CSV_MIME, xlsxDownload, XLSX_MIME } from '../common/spreadsheet';
import { AreaService } from '../area/area.service';
import { COLUMNAS_ASIENTOS, renglonesDeAsientos } from './asientos-archivo';
import { AsientosService } from './asientos.service';
import { CentroCostoRespuestaDto, CentrosCostoDto } from './dto/centros-costo.dto';
import { Permiso } from '../common/permiso';
import { CompaniaActual } from '../common/tenancy';
import { ContabilidadService } from './contabilidad.service';
import { ConfiguracionContableDto, ConfiguracionContableRespuestaDto } from './dto/configuracion.dto';
import { CuentasDeCategoriaRespuestaDto, CuentasDto } from './dto/cuentas.dto';
import { AsientoDto, FechaInicioDto, FechaSaldosDto, PeriodoContableDto, SaldosDto } from './dto/libros.dto';

/**
 * The company's accounting (docs/contabilidad.md): its settings and accounts are for types 1-2 of their own company (a
 * Maestro may name one with ?companiaId=); the cut-over date and the balances are read by every user.
 */
@ApiTags('Contabilidad')
@ApiBearerAuth()
@Controller('contabilidad')
@Permiso('administracion')
@Audited({ table: 'contabilidad_configuracion', module: 'Contabilidad' })
@ApiQuery({ name: 'companiaId', required: false, type: Number })
export class ContabilidadController {
  constructor(
    private readonly contabilidad: ContabilidadService,
    private readonly asientosDelMes: AsientosService,
    private readonly areas: AreaService,
  ) {}

  @Get('configuracion')
  @ApiOperation({ summary: 'Fecha de inicio, tasa del impuesto diferido y asientos de destino de la compañía' })
  @ApiOkResponse({ type: ConfiguracionContableRespuestaDto })
  findConfiguracion(@CompaniaActual() companiaId: number): Promise<ConfiguracionContableRespuestaDto> {
    return this.contabilidad.findConfiguracion(companiaId);
  }

  @Put('configuracion')
  @ApiOperation({
    summary: 'Guarda la configuración contable',
    description: 'fechaInicio es el primer día de un mes: los saldos de arranque de los activos son al día anterior y nada anterior se recalcula.',
  })
  @ApiOkResponse({ type: ConfiguracionContableRespuestaDto })
  @ApiBadRequestResponse({ description: 'Fecha que no es primer día de mes o tasa fuera de 0 a 100' })
  @ApiConflictResponse({ description: 'La fecha de inicio cambia mientras hay activos con depreciación acumulada inicial' })
  updateConfiguracion(@CompaniaActual() companiaId: number, @Body() dto: ConfiguracionContableDto): Promise<ConfiguracionContableRespuestaDto> {
    return this.contabilidad.updateConfiguracion(companiaId, dto);
  }

  @Get('fecha-inicio')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Fecha de inicio de la contabilidad: los activos en uso antes de ella llevan saldo de arranque' })
  @ApiOkResponse({ type: FechaInicioDto })
  async fechaInicio(@CompaniaActual() companiaId: number): Promise<FechaInicioDto> {
    return { fechaInicio: (await this.contabilidad.findConfiguracion(companiaId)).fechaInicio };
  }

  @Get('cuentas')
  @ApiOperation({ summary: 'Cuentas del PCGE por categoría SUNAT: las de la compañía o las de PCGE 2019 por defecto' })
  @ApiOkResponse({ type: CuentasDeCategoriaRespuestaDto, isArray: true })
  findCuentas(@CompaniaActual() companiaId: number): Promise<CuentasDeCategoriaRespuestaDto[]> {
    return this.contabilidad.findCuentas(companiaId);
  }

  @Put('cuentas')
  @Audited({ table: 'cuenta_de_categoria' })
  @ApiOperation({ summary: 'Cambia las cuentas de las categorías enviadas (cada cuenta, de 2 a 8 dígitos); las demás conservan las suyas' })
  @ApiOkResponse({ type: CuentasDeCategoriaRespuestaDto, isArray: true })
  @ApiBadRequestResponse({ description: 'Categoría desconocida o cuenta que no es de 2 a 8 dígitos' })
  updateCuentas(@CompaniaActual() companiaId: number, @Body() dto: CuentasDto): Promise<CuentasDeCategoriaRespuestaDto[]> {
    return this.contabilidad.updateCuentas(companiaId, dto);
  }

  @Get('saldos')
  @Permiso('lectura')
  @ApiOperation({
    summary: 'Costo y depreciación acumulada por cuenta a una fecha, en ambos libros, para cuadrar con el balance de comprobación',
    description: 'La depreciación cuenta hasta el último mes cerrado a la fecha: el de la fecha si es su último día, el anterior si no.',
  })
  @ApiOkResponse({ type: SaldosDto })
  @ApiBadRequestResponse({ description: 'Fecha inválida' })
  saldos(@CompaniaActual() companiaId: number, @Query() { fecha }: FechaSaldosDto): Promise<SaldosDto> {
    return this.contabilidad.saldos(companiaId, fecha);
  }

  @Get('centros-costo')
  @ApiOperation({ summary: 'Las áreas de la compañía con su centro de costo, el que llevan las líneas de los asientos, y su cuenta de destino' })
  @ApiOkResponse({ type: CentroCostoRespuestaDto, isArray: true })
  centrosCosto(@CompaniaActual() companiaId: number): Promise<CentroCostoRespuestaDto[]> {
    return this.areas.centrosCosto(companiaId);
  }

  @Put('centros-costo')
  @Audited({ table: 'area' })
  @ApiOperation({ summary: 'Cambia el centro de costo de las áreas enviadas (de 1 a 10 letras o dígitos; vacío lo quita) y, si se envía, su cuenta de destino (clase 9); las demás conservan los suyos' })
  @ApiOkResponse({ type: CentroCostoRespuestaDto, isArray: true })
  @ApiBadRequestResponse({ description: 'Centro de costo con otros caracteres o de más de 10, o cuenta de destino que no es de clase 9' })
  @ApiNotFoundResponse({ description: 'Un área que no es de la compañía' })
  updateCentrosCosto(@CompaniaActual() companiaId: number, @Body() dto: CentrosCostoDto): Promise<CentroCostoRespuestaDto[]> {
    return this.areas.updateCentrosCosto(
      companiaId,
      dto.areas.map(({ areaId, centroCosto, cuentaDestino }) => ({ areaId, centroCosto: centroCosto || null, cuentaDestino: cuentaDestino === undefined ? undefined : cuentaDestino || null })),
    );
  }

  @Get('asientos')
  @Permiso('lectura')
  @ApiOperation({
    summary: 'Asientos del mes en el libro financiero: depreciación (y su destino), mejoras y bajas, cada uno cuadrado al céntimo, en soles',
    description: 'periodo=AAAA-MM, desde la fecha de inicio de la contabilidad hasta el mes actual (que queda provisional).',
  })
  @ApiOkResponse({ type: AsientoDto, isArray: true })
  @ApiBadRequestResponse({ description: 'Período inválido, futuro o anterior a la fecha de inicio' })
  asientos(@CompaniaActual() companiaId: number, @Query() { periodo }: PeriodoContableDto): Promise<AsientoDto[]> {
    return this.asientosDelMes.asientos(companiaId, periodo);
  }

  @Get('asientos/excel')
  @Permiso('lectura')
  @AuditedDownload('Asientos contables en Excel')
  @ApiOperation({ summary: 'Asientos del mes para importar en el sistema contable: Asientos_{AAAA-MM}.xlsx, una fila por línea' })
  @ApiArchivo(XLSX_MIME)
  @ApiBadRequestResponse({ description: 'Período inválido, futuro o anterior a la fecha de inicio' })
  async asientosExcel(@CompaniaActual() companiaId: number, @Query() { periodo }: PeriodoContableDto): Promise<StreamableFile> {
    const asientos = await this.asientosDelMes.asientos(companiaId, periodo);
    return xlsxDownload(`Asientos_${periodo}.xlsx`, COLUMNAS_ASIENTOS, renglonesDeAsientos(asientos), 'Asientos');
  }

  @Get('asientos/csv')
  @Permiso('lectura')
  @AuditedDownload('Asientos contables en CSV')
  @ApiOperation({ summary: 'Los mismos asientos en CSV (UTF-8, coma, punto decimal): Asientos_{AAAA-MM}.csv' })
  @ApiArchivo(CSV_MIME)
  @ApiBadRequestResponse({ description: 'Período inválido, futuro o anterior a la fecha de inicio' })
  async asientosCsv(@CompaniaActual() companiaId: number, @Query() { periodo }: PeriodoContableDto): Promise<StreamableFile> {
    return csvDownload(`Asientos_${periodo}.csv`, COLUMNAS_ASIENTOS, renglonesDeAsientos(await this.asientosDelMes.asientos(companiaId, periodo)));
  }
}
