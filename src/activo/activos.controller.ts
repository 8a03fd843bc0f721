import { join } from 'node:path';
import { applyDecorators, Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import { JsonEscrito, JsonEscritoInterceptor } from '../common/json-escrito';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Audited, AuditedDownload } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { limaDate, limaStamp } from '../common/lima-time';
import { FileUpload, UploadedBytes } from '../common/file-upload';
import { PDF_MIME, pdfDownload, pdfInWorker } from '../common/pdf';
import { jsonWithPauses } from '../common/event-loop';
import { XLSX_MIME, xlsxDownload } from '../common/spreadsheet';
import { IdParam } from '../common/id.pipe';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../common/list-query';
import { CompaniaActual } from '../common/tenancy';
import { HeavyWork } from '../common/worker';
import { CompaniaService } from '../compania/compania.service';
import { ActivoRespuesta } from './activo-respuesta';
import { ActivoUbicacion } from './activo-ubicacion.entity';
import { ActivoService } from './activo.service';
import { ActivoCifrasService, EstadisticasActivos } from './activo-cifras.service';
import { ActivoUbicacionesService } from './ubicacion/activo-ubicaciones.service';
import { DepreciacionService } from './depreciacion/depreciacion.service';
import { IMAGE_MAX_BYTES, ImagenesService } from './imagenes.service';
import { FilaDepreciacion } from '../dominio/depreciacion';
import { CATEGORIAS_DEPRECIACION, CategoriaDepreciacion } from '../dominio/tasas-sunat';
import { ActivoDto } from './dto/activo.dto';
import { LibroDto } from './dto/libro.dto';
import { ACTIVO_EXCEL_COLUMNS, columnasDeCampos } from './exportacion/activo-excel';
import { CamposDelActivo } from './campos-del-activo';
import { PREFIJO_CAMPO } from './filtros-propios';
import { filtroBajas, FILTROS_BAJAS, filtrosDe } from './exportacion/activo-filtros';
import { Permiso } from '../common/permiso';
import { ActivoExisteDto, ActivoRespuestaDto, CategoriaDepreciacionDto, ActivoUbicacionDto, EstadisticasActivosDto, FilaDepreciacionDto, ImagenSubidaDto, SiguienteCodigoDto } from './dto/activo-respuesta.dto';
import { ImportRoutes } from '../importacion/import-routes.decorator';
import { ApiArchivo } from '../common/api-archivo.decorator';
import { EtiquetasService } from './etiquetas/etiquetas.service';
import { workerTask } from '../common/worker/worker-task';
import { direccionDeLaApp } from '../common/direccion-de-la-peticion';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { FORMATOS_ETIQUETA, MAX_ETIQUETAS, SIMBOLOGIAS_ETIQUETA } from './etiquetas/etiquetas-parametros';
import type { Solicitud } from '../common/request-context';

/** The catalogue's document, built and rendered in a thread of the pool. */
const CATALOGO_PDF = workerTask<typeof import('./exportacion/catalogo-pdf.tarea')>(join(__dirname, 'exportacion', 'catalogo-pdf.tarea'));
const MAX_ROWS = 1000;
const MAX_CATALOGO = 10_000;

/** The `bajas` query parameter of the search, by-company, statistics and export routes. */
const BAJAS_QUERY = {
  name: 'bajas',
  required: false,
  enum: FILTROS_BAJAS,
  description: 'Activos dados de baja: excluir (por defecto, no se muestran), incluir (todos) o solo (únicamente los dados de baja)',
};

/** The filters of the printed exports (catalogue, labels) in the query string. */
const FILTROS_PDF_QUERY = applyDecorators(
  ...['codigo', 'descripcion', 'marca', 'modelo', 'serie'].map((name) => ApiQuery({ name, required: false, type: String })),
  ApiQuery(BAJAS_QUERY),
);

export const ACTIVOS_LIST: ListResourceSpec = {
  resource: 'activos',
  sortable: {
    id: 'a.id',
    codigo: 'a.codigo',
    descripcion: 'a.descripcion',
    marca: 'a.marca',
    modelo: 'a.modelo',
    estado: 'a.estado',
    categoria: 'a.categoria',
    precio: 'a.precio',
    total: 'a.total',
    fechaAdquisicion: 'a.fechaAdquisicion',
    createdAt: 'a.createdAt',
  },
  filterable: {
    id: { column: 'a.id', type: 'number' },
    codigo: { column: 'a.codigo', type: 'string', match: 'contains' },
    descripcion: { column: 'a.descripcionBusqueda', type: 'string', match: 'normalized' },
    marca: { column: 'a.marca', type: 'string', match: 'contains' },
    modelo: { column: 'a.modelo', type: 'string', match: 'contains' },
    serie: { column: 'a.serie', type: 'string', match: 'contains' },
    estado: { column: 'a.estado', type: 'string' },
    categoria: { column: 'a.categoria', type: 'string' },
    areaId: { column: 'a.areaId', type: 'number' },
    usuarioId: { column: 'a.usuarioId', type: 'number' },
    // excluir (default), incluir or solo: ActivoService.list applies it (filtrarBajas), never as a comparison.
    bajas: { column: 'a.fechaBaja', type: 'string' },
    // A custodian's id or "ninguno", and the company's fields (campo.<clave>): ActivoService.list applies them (filtros-propios.ts).
    custodioId: { column: 'custodia.custodioId', type: 'string' },
  },
  prefixFilters: {
    [PREFIJO_CAMPO]: { column: 'a.camposPersonalizados', type: 'string' },
  },
  // campo.<clave>: by the field's typed value (CamposDelActivo.orden).
  prefixSorts: [PREFIJO_CAMPO],
  searchColumns: ['a.busqueda'],
  defaultSort: { field: 'codigo', order: 'ASC' },
  defaultDialect: 'simple-rest',
  defaultPageSize: 25,
  maxPageSize: MAX_ROWS,
};

@ApiTags('Activos')
@ApiBearerAuth()
@Controller('activos')
@Audited({ table: 'activo', module: 'Activos' })
@ImportRoutes({
  servicio: ActivoService,
  analizar: 'Encabezados de la fila anterior a startRow de un Excel (.xlsx o .xls, máx. 10 MB)',
  importar: 'Importa activos desde Excel: { successCount, errorCount, totalProcessed, processedItems }',
  config: 'JSON: { startRow, CodigoColumn, DescripcionColumn, … } con números de columna desde 1 (o null)',
  auditoria: ['activos', 'creados'],
  antesDe: 'uploadImage',
})
export class ActivosController {
  constructor(
    private readonly activos: ActivoService,
    private readonly cifras: ActivoCifrasService,
    private readonly ubicaciones: ActivoUbicacionesService,
    private readonly depreciacion: DepreciacionService,
    private readonly companias: CompaniaService,
    private readonly imagenes: ImagenesService,
    private readonly etiquetas: EtiquetasService,
    private readonly campos: CamposDelActivo,
    @Inject(environmentConfig.KEY) private readonly env: Pick<EnvironmentConfig, 'APP_URL'>,
  ) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({
    summary: 'Activos de la compañía (filtros codigo, descripcion, marca, modelo, serie, estado, areaId, usuarioId, categoria, bajas, custodioId, campo.<clave>)',
    description:
      'Sin los dados de baja salvo el filtro bajas: "incluir" (todos) o "solo" (únicamente los dados de baja). custodioId: los que tiene ese custodio, o "ninguno" (sin custodio). ' +
      'campo.<clave>: igual a ese valor de un campo personalizado (GET /api/campos-personalizados). ' +
      'sort=["campo.<clave>","ASC"|"DESC"]: por el valor del campo según su tipo, los activos sin valor al final.',
  })
  @ApiQuery({ name: 'companiaId', required: false, type: Number, description: 'Un Maestro: la compañía cuyos activos lista (la suya sin él); los demás listan siempre la suya' })
  @ApiOkResponse({ type: ActivoRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @ListQuery(ACTIVOS_LIST) list: ListQuery): Promise<PaginaDeLista<ActivoRespuesta>> {
    return this.activos.list(companiaId, list);
  }

  @Get('search')
  @Permiso('lectura')
  @ApiOperation({ summary: `Búsqueda por código y descripción (sin distinguir mayúsculas ni tildes); ambos vacíos = todos (máx. ${MAX_ROWS})` })
  @ApiQuery({ name: 'codigo', required: false })
  @ApiQuery({ name: 'descripcion', required: false })
  @ApiQuery(BAJAS_QUERY)
  @ApiOkResponse({ type: ActivoRespuestaDto, isArray: true })
  search(
    @CompaniaActual() companiaId: number,
    @Query('codigo') codigo?: string,
    @Query('descripcion') descripcion?: string,
    @Query('bajas') bajas?: string,
  ): Promise<ActivoRespuesta[]> {
    const filtros = filtrosDe({ codigo, descripcion, bajas });
    return this.activos.search(companiaId, filtros.codigo, filtros.descripcion, MAX_ROWS, filtros.bajas);
  }

  @Get('next-codigo')
  @Permiso('lectura')
  @ApiOperation({ summary: 'El código que recibirá el próximo activo creado sin código: { codigo }' })
  @ApiOkResponse({ type: SiguienteCodigoDto })
  async nextCodigo(@CompaniaActual() companiaId: number): Promise<{ codigo: string }> {
    return { codigo: await this.activos.nextCodigo(companiaId) };
  }

  // Declared before ':id', like the other fixed paths, so it is not read as an asset id.
  @Get('categorias-depreciacion')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Categorías SUNAT de depreciación (RLIR art. 22 b) y edificios) con su tasa anual máxima: [{ clave, nombre, maximo, base }]' })
  @ApiOkResponse({ type: CategoriaDepreciacionDto, isArray: true })
  categoriasDepreciacion(): readonly CategoriaDepreciacion[] {
    return CATEGORIAS_DEPRECIACION;
  }

  @Get('statistics')
  @Permiso('lectura')
  @ApiOperation({
    summary: 'Totales de la compañía',
    description:
      '{ totalActivos, valorTotal (suma de total, con IGV), valorSinIgv (suma de precio), igvTotal, porEstado[{estado,cantidad,valorTotal}], porArea[{areaId,area,cantidad,valorTotal}], porCategoria[{categoria,cantidad,valorTotal}] }; importes en S/.',
  })
  @ApiQuery(BAJAS_QUERY)
  @ApiOkResponse({ type: EstadisticasActivosDto })
  statistics(@CompaniaActual() companiaId: number, @Query('bajas') bajas?: string): Promise<EstadisticasActivos> {
    return this.cifras.statistics(companiaId, filtroBajas(bajas));
  }

  @Get('export/excel')
  @Permiso('lectura')
  @AuditedDownload('Exportación de activos a Excel')
  @HeavyWork()
  @ApiOperation({ summary: 'Exporta los activos (filtros codigo, descripcion, bajas) a Activos_{yyyy-MM-dd}.xlsx con todos sus campos' })
  @ApiQuery({ name: 'codigo', required: false })
  @ApiQuery({ name: 'descripcion', required: false })
  @ApiQuery(BAJAS_QUERY)
  @ApiArchivo(XLSX_MIME)
  async exportExcel(@CompaniaActual() companiaId: number, @Query() query: Record<string, unknown>) {
    const { codigo, descripcion, bajas } = filtrosDe(query);
    const columnas = [...ACTIVO_EXCEL_COLUMNS, ...columnasDeCampos(await this.campos.definiciones(companiaId))];
    return xlsxDownload(`Activos_${limaDate()}.xlsx`, columnas, this.activos.exportRows(companiaId, { codigo, descripcion, bajas }), 'Activos');
  }

  @Get('export/pdf')
  @Permiso('lectura')
  @AuditedDownload('Exportación del catálogo de activos a PDF')
  @HeavyWork()
  @ApiOperation({ summary: `Catálogo PDF (filtros codigo, descripcion, marca, modelo, serie, bajas; hasta ${MAX_CATALOGO} activos): Catalogo_Activos_{timestamp}.pdf` })
  @FILTROS_PDF_QUERY
  @ApiArchivo(PDF_MIME)
  async exportPdf(@CompaniaActual() companiaId: number, @Query() query: Record<string, unknown>, @Req() solicitud: Solicitud) {
    const filtros = filtrosDe(query);
    const [compania, activos, definiciones] = await Promise.all([
      this.companias.findById(companiaId),
      this.activos.buildCatalogo(companiaId, filtros, MAX_CATALOGO),
      this.campos.definiciones(companiaId),
    ]);
    const miniaturas = await this.imagenes.thumbnailsForPdf(activos.map((a) => a.imagen));
    const pdf = await pdfInWorker(
      CATALOGO_PDF,
      {
        compania: { razonSocial: compania?.razonSocial ?? '', ruc: compania?.ruc ?? '' },
        filtros,
        activosJson: await jsonWithPauses(activos),
        campos: definiciones.map(({ clave, etiqueta, tipo }) => ({ clave, etiqueta, tipo })),
        miniaturas: [...miniaturas],
        ahora: new Date(),
        pageFooter: 'Página {page} de {pages}',
      },
      solicitud,
    );
    return pdfDownload(`Catalogo_Activos_${limaStamp()}.pdf`, pdf);
  }

  @Get('etiquetas/pdf')
  @Permiso('lectura')
  @AuditedDownload('Impresión de etiquetas de activos')
  @HeavyWork()
  @ApiOperation({
    summary: `Etiquetas para pegar en los activos (ids, o los filtros del catálogo; hasta ${MAX_ETIQUETAS}): Etiquetas_Activos_{timestamp}.pdf`,
    description: [
      'Cada etiqueta lleva un código QR, el código del activo, su descripción (recortada) y la compañía.',
      'formato: a4 (hojas de 3 × 8 etiquetas de 70 × 37 mm) o termica (una etiqueta de 50 × 25 mm por página).',
      'simbologia: qr (abre APP_URL/a/{codigo} en el panel; sin APP_URL, la dirección de esta petición, que debe ser http(s)://host[:puerto]) o code128 (el código, para lectores láser).',
      'Con ids se imprimen esos activos en ese orden, dados de baja o no, y no se leen los filtros; un id que no es de la compañía responde 404.',
    ].join(' '),
  })
  @ApiQuery({ name: 'ids', required: false, type: String, description: 'Ids de activos separados por comas, p. ej. 1,2,3' })
  @ApiQuery({ name: 'formato', required: false, enum: FORMATOS_ETIQUETA, description: 'Por defecto a4' })
  @ApiQuery({ name: 'simbologia', required: false, enum: SIMBOLOGIAS_ETIQUETA, description: 'Por defecto qr' })
  @FILTROS_PDF_QUERY
  @ApiBadRequestResponse({ description: 'Formato, simbología o ids no válidos; ningún activo que imprimir, o más de los que admite un PDF; sin APP_URL, una cabecera Host no válida' })
  @ApiNotFoundResponse({ description: 'Alguno de los ids no es un activo de la compañía' })
  @ApiArchivo(PDF_MIME)
  async etiquetasPdf(@CompaniaActual() companiaId: number, @Query() query: Record<string, unknown>, @Req() solicitud: Solicitud) {
    const pdf = await this.etiquetas.pdf(companiaId, query, direccionDeLaApp(solicitud, this.env.APP_URL), solicitud);
    return pdfDownload(`Etiquetas_Activos_${limaStamp()}.pdf`, pdf);
  }

  @Get('codigo/:codigo')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un activo por su código' })
  @ApiNotFoundResponse({ description: 'No existe un activo con ese código' })
  @ApiOkResponse({ type: ActivoRespuestaDto })
  byCodigo(@CompaniaActual() companiaId: number, @Param('codigo') codigo: string): Promise<ActivoRespuesta> {
    return this.activos.findByCodigo(companiaId, codigo);
  }

  @Get('by-company/:companiaId')
  @Permiso('lectura')
  @ApiOperation({ summary: `Activos de una compañía (404 si no es la propia, salvo Maestro); máx. ${MAX_ROWS}` })
  @ApiQuery(BAJAS_QUERY)
  @ApiOkResponse({ type: ActivoRespuestaDto, isArray: true })
  async byCompany(@CurrentUser() user: AuthUser, @IdParam('companiaId') companiaId: number, @Query('bajas') bajas?: string): Promise<ActivoRespuesta[]> {
    const filtro = filtroBajas(bajas);
    await this.companias.findVisible(user, companiaId);
    return this.activos.search(companiaId, undefined, undefined, MAX_ROWS, filtro);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un activo, con usuario { nombre, apellido } y area { nombre }' })
  @ApiNotFoundResponse({ description: 'Activo no encontrado' })
  @ApiOkResponse({ type: ActivoRespuestaDto })
  @UseInterceptors(JsonEscritoInterceptor)
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<JsonEscrito> {
    return this.activos.abrir(companiaId, id);
  }

  @Get(':id/exists')
  @Permiso('lectura')
  @ApiOperation({ summary: '{ exists: boolean } para un activo de la compañía' })
  @ApiOkResponse({ type: ActivoExisteDto })
  async exists(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<{ exists: boolean }> {
    return { exists: await this.activos.exists(companiaId, id) };
  }

  @Get(':id/location-history')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Historial de ubicaciones, del más reciente al más antiguo' })
  @ApiOkResponse({ type: ActivoUbicacionDto, isArray: true })
  async locationHistory(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<ActivoUbicacion[]> {
    await this.activos.findVisible(companiaId, id);
    return this.ubicaciones.locationHistory(companiaId, id);
  }

  // The spec's client calls depreciation; the accounting screens, depreciacion with its book.
  @Get([':id/depreciation', ':id/depreciacion'])
  @Permiso('lectura')
  @ApiOperation({
    summary: 'Depreciación mensual en línea recta desde el mes de inicio de uso hasta el mes actual, en el libro tributario (por defecto) o el financiero',
    description: 'Con saldo de arranque, el cronograma empieza en el mes de la fecha de inicio de la contabilidad y sigue desde ese saldo.',
  })
  // The spec's client sends forceRecalculate; the schedule is computed on every read, so it changes nothing.
  @ApiQuery({ name: 'forceRecalculate', required: false, type: Boolean, description: 'Aceptado por compatibilidad: el cálculo siempre es actual' })
  @ApiOkResponse({ type: FilaDepreciacionDto, isArray: true })
  depreciation(@CompaniaActual() companiaId: number, @IdParam() id: number, @Query() { libro }: LibroDto): Promise<FilaDepreciacion[]> {
    return this.depreciacion.schedule(companiaId, id, new Date(), libro);
  }

  @Post('upload-image')
  @Permiso('escritura')
  @FileUpload({
    maxBytes: IMAGE_MAX_BYTES,
    tooLargeMessage: 'La imagen no debe superar los 5MB',
    invalidMessage: 'Envíe una sola imagen en el campo "file"',
    fileDescription: 'Imagen JPG, PNG o GIF, hasta 5 MB',
  })
  @ApiOperation({
    summary: 'Sube la imagen de un activo (JPG, PNG o GIF, máx. 5 MB); responde { imagePath }, servida en esa ruta',
    description:
      'Se guarda con una miniatura WebP de 160 px (imagenMiniatura en las respuestas del activo). 413 si la compañía superaría UPLOAD_QUOTA_MB; una imagen que ningún activo usa en 24 h se elimina.',
  })
  @ApiCreatedResponse({ type: ImagenSubidaDto })
  uploadImage(@CompaniaActual() companiaId: number, @UploadedBytes('Seleccione una imagen') file: Buffer): Promise<{ imagePath: string }> {
    return this.imagenes.save(companiaId, file);
  }

  @Post()
  @Permiso('escritura')
  @ApiOperation({ summary: 'Crea un activo (cuerpo en PascalCase o camelCase); el servidor calcula importeMn, igv, precio y total' })
  @ApiConflictResponse({ description: 'Ya existe un activo con ese código en la compañía' })
  @ApiCreatedResponse({ type: ActivoRespuestaDto })
  @Audited({ id: 'result.id' })
  create(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @Body() dto: ActivoDto): Promise<ActivoRespuesta> {
    return this.activos.create(user, companiaId, dto);
  }

  @Put(':id')
  @Permiso('escritura')
  @ApiOperation({
    summary: 'Reemplaza un activo; un cambio de edificio, piso, dirección, área o sede queda en el historial de ubicaciones (motivo y observacionesCambio opcionales)',
  })
  @ApiOkResponse({ type: ActivoRespuestaDto })
  @Audited({ code: 'old.codigo' })
  update(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: ActivoDto): Promise<ActivoRespuesta> {
    return this.activos.update(user, companiaId, id, dto);
  }

  @Delete(':id')
  @Permiso('escritura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un activo' })
  @Audited({ code: 'old.codigo' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<void> {
    return this.activos.remove(companiaId, id);
  }
}
