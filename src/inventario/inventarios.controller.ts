import { join } from 'node:path';
import { BadRequestException, Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Audited, AuditedDownload } from '../audit/audit-target';
import { ApiArchivo } from '../common/api-archivo.decorator';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { direccionDeLaApp } from '../common/direccion-de-la-peticion';
import { IdParam } from '../common/id.pipe';
import { jsonConPausas } from '../common/json-stream';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../common/list-query';
import { PDF_MIME, pdfDownload, pdfInWorker } from '../common/pdf';
import { Permiso } from '../common/permiso';
import { XLSX_MIME, xlsxSheetsDownload } from '../common/spreadsheet';
import { CompaniaActual } from '../common/tenancy';
import { HeavyWork } from '../common/worker';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { LECTURAS_POR_LOTE } from '../dominio/inventario';
import { InventarioDto } from './dto/inventario.dto';
import {
  ActivoDeInventarioDto,
  ConciliacionDto,
  InventarioRespuestaDto,
  LecturaGuardadaDto,
  LecturaRechazadaDto,
  LecturaRespuestaDto,
  LoteDeLecturasDto,
  TrasladoRespuestaDto,
} from './dto/inventario-respuesta.dto';
import { LecturaDto } from './dto/lectura.dto';
import { TrasladarDto } from './dto/trasladar.dto';
import { pedidoDeActa } from './exportacion/acta-inventario-pdf';
import { hojasDeConciliacion } from './exportacion/conciliacion-excel';
import { InventarioRespuesta, LecturaRespuesta } from './inventario-reglas';
import { DocumentoDeInventario, InventarioService } from './inventario.service';
import { LecturaService, ResultadoDeLectura } from './lectura.service';
import { TrasladoYCierreService } from './traslado-y-cierre.service';
import { CuerpoDeLecturas, LecturasPipe } from './lecturas.pipe';
import { workerTask } from '../common/worker/worker-task';
import type { Solicitud } from '../common/request-context';

const ACTA_INVENTARIO_PDF = workerTask<typeof import('./exportacion/acta-inventario-pdf.tarea')>(join(__dirname, 'exportacion', 'acta-inventario-pdf.tarea'));

const LIST: ListResourceSpec = {
  resource: 'inventarios',
  sortable: { id: 'i.id', nombre: 'i.nombre', fechaCorte: 'i.fechaCorte', estado: 'i.estado' },
  filterable: {
    id: { column: 'i.id', type: 'number' },
    estado: { column: 'i.estado', type: 'string' },
  },
  searchColumns: ['i.busqueda'],
  defaultSort: { field: 'id', order: 'DESC' },
  defaultDialect: 'simple-rest',
  // The figures of each open campaign of a page are counted over its scope.
  maxPageSize: 100,
};

/** A document's file name: PROVISIONAL while the campaign is open. */
const archivo = (base: string, { conciliacion: { inventario } }: DocumentoDeInventario, extension: string) =>
  `${base}_${inventario.id}${inventario.estado === 'cerrado' ? '' : '_PROVISIONAL'}.${extension}`;

/** How the audit trail names a request's readings. */
const lecturasLeidas = (resultado: LecturaRespuesta | { guardadas: number; rechazadas: number } | undefined) => {
  if (!resultado) return undefined;
  return 'guardadas' in resultado
    ? `${resultado.guardadas} lecturas guardadas y ${resultado.rechazadas} rechazadas`
    : `lectura de ${resultado.textoLeido ?? resultado.codigo} (${resultado.resultado})`;
};

/** Physical count campaigns: the campaigns, their readings and their reconciliation. */
@ApiTags('Inventario físico')
@ApiBearerAuth()
@Controller('inventarios')
@Audited({ table: 'inventario', module: 'Inventario físico' })
export class InventariosController {
  constructor(
    private readonly inventarios: InventarioService,
    private readonly lecturas: LecturaService,
    private readonly trasladoYCierre: TrasladoYCierreService,
    @Inject(environmentConfig.KEY) private readonly env: Pick<EnvironmentConfig, 'APP_URL'>,
  ) {}

  @Post()
  @Permiso('gerencia')
  @ApiOperation({
    summary: 'Abre una campaña de inventario físico: { nombre, fechaCorte (YYYY-MM-DD), alcance: { areaIds?, sedes?, direccionIds? } }',
    description:
      'El alcance vacío son todos los activos en libros (no dados de baja antes de la fecha de corte); con varios criterios, un activo entra si cumple todos ' +
      '(área, sede sin distinguir mayúsculas ni espacios, dirección). Las áreas y direcciones deben ser de la compañía.',
  })
  @ApiCreatedResponse({ type: InventarioRespuestaDto })
  @ApiBadRequestResponse({ description: 'Nombre o fecha de corte faltantes, o áreas o direcciones que no son de la compañía' })
  @Audited({ id: 'result.id', describe: ({ result }) => result && `Apertura del inventario «${result.nombre}» con corte al ${result.fechaCorte}` })
  create(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @Body() dto: InventarioDto): Promise<InventarioRespuesta> {
    return this.inventarios.create(user, companiaId, dto);
  }

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Campañas de la compañía con sus cifras (esperados, leídos, sobrantes); filtro estado, búsqueda por nombre' })
  @ApiOkResponse({ type: InventarioRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<InventarioRespuesta>> {
    return this.inventarios.list(companiaId, list);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Una campaña con sus cifras' })
  @ApiNotFoundResponse({ description: 'Inventario no encontrado' })
  @ApiOkResponse({ type: InventarioRespuestaDto })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<InventarioRespuesta> {
    return this.inventarios.findVisible(companiaId, id);
  }

  @Get(':id/activos')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Todos los activos del alcance por código, con su ubicación en libros y si ya se leyeron: lo que el teléfono guarda para contar sin red' })
  @ApiNotFoundResponse({ description: 'Inventario no encontrado' })
  @ApiOkResponse({ type: ActivoDeInventarioDto, isArray: true })
  async activos(@CompaniaActual() companiaId: number, @IdParam() id: number) {
    return jsonConPausas(await this.inventarios.activosOf(companiaId, id));
  }

  @Get(':id/lecturas')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Todas las lecturas de la campaña, las más recientes primero, con lo que encontró cada una' })
  @ApiNotFoundResponse({ description: 'Inventario no encontrado' })
  @ApiOkResponse({ type: LecturaRespuestaDto, isArray: true })
  async listLecturas(@CompaniaActual() companiaId: number, @IdParam() id: number) {
    return jsonConPausas(await this.lecturas.list(companiaId, id));
  }

  @Post(':id/lecturas')
  @Permiso('escritura')
  @ApiOperation({
    summary: `Registra una lectura (201 LecturaRespuesta) o un lote de 1 a ${LECTURAS_POR_LOTE} lecturas sin red (200 { guardadas, rechazadas, resultados })`,
    description:
      'codigo: el código del activo o la URL de su etiqueta (APP_URL/a/<codigo>; sin APP_URL, la dirección de esta petición). Releer un activo ' +
      '(o el mismo código sobrante) actualiza su lectura, salvo que la guardada sea posterior (leidoEl). Un código que no está en libros queda como ' +
      'sobrante. Otro texto (la etiqueta de otra dirección, una URL que no es de etiqueta, un código de más de 50 caracteres) no nombra ningún ' +
      'activo: queda como lectura ilegible (resultado ilegible) con lo leído en textoLeido. En un lote, cada lectura con errores se informa en su ' +
      'fila y las demás se guardan.',
  })
  @ApiExtraModels(LecturaDto, LecturaGuardadaDto, LecturaRechazadaDto)
  @ApiBody({
    schema: {
      oneOf: [{ $ref: getSchemaPath(LecturaDto) }, { type: 'array', items: { $ref: getSchemaPath(LecturaDto) }, minItems: 1, maxItems: LECTURAS_POR_LOTE }],
    },
  })
  @ApiCreatedResponse({ type: LecturaRespuestaDto, description: 'Una lectura' })
  @ApiOkResponse({ type: LoteDeLecturasDto, description: 'Un lote' })
  @ApiBadRequestResponse({ description: 'Código vacío, ubicación de otra compañía, fecha futura, o un lote vacío o de más de 1000 lecturas; sin APP_URL, una cabecera Host no válida' })
  @ApiNotFoundResponse({ description: 'Inventario no encontrado' })
  @ApiConflictResponse({ description: 'El inventario «…» está cerrado (o se está cerrando): no admite lecturas' })
  @HttpCode(HttpStatus.CREATED)
  @Audited({ describe: ({ result, params }) => result && `Inventario #${params.id}: ${lecturasLeidas(result)}` })
  async registrarLecturas(
    @CurrentUser() user: AuthUser,
    @CompaniaActual() companiaId: number,
    @IdParam() id: number,
    @Body(LecturasPipe) cuerpo: CuerpoDeLecturas,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LecturaRespuesta | { guardadas: number; rechazadas: number; resultados: ResultadoDeLectura[] }> {
    // The labels taken for the company's are those of this app's address, the one they are printed with.
    const appUrl = direccionDeLaApp(req, this.env.APP_URL);
    if ('lectura' in cuerpo) {
      const [resultado] = await this.lecturas.record(user, companiaId, id, [{ indice: 0, codigo: cuerpo.lectura.codigo, dto: cuerpo.lectura }], appUrl);
      if (resultado.ok) return resultado.lectura;
      throw new BadRequestException({ message: resultado.errores.map((e) => e.message), errors: resultado.errores, error: 'Bad Request' });
    }
    const resultados = await this.lecturas.record(user, companiaId, id, cuerpo.lote, appUrl);
    res.status(HttpStatus.OK);
    const guardadas = resultados.filter((r) => r.ok).length;
    return { guardadas, rechazadas: resultados.length - guardadas, resultados };
  }

  @Get(':id/conciliacion')
  @Permiso('lectura')
  @ApiOperation({
    summary: 'Conciliación físico–contable: cifras y filas de encontrados, en otra ubicación (con el traslado propuesto), faltantes, sobrantes, dados de baja y fuera de alcance',
    description:
      'Un activo está donde dicen los libros si cada campo que trae la lectura (dirección, edificio, piso, área, sede) es igual al de libros, el texto sin ' +
      'distinguir mayúsculas ni espacios sobrantes; un campo que la lectura no trae no es diferencia. Abierta, se calcula con los libros de hoy; cerrada, ' +
      'con los libros guardados al cerrar.',
  })
  @ApiNotFoundResponse({ description: 'Inventario no encontrado' })
  @ApiOkResponse({ type: ConciliacionDto })
  async conciliacion(@CompaniaActual() companiaId: number, @IdParam() id: number) {
    return jsonConPausas(await this.inventarios.conciliacionOf(companiaId, id));
  }

  @Post(':id/trasladar')
  @Permiso('gerencia')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Traslada los activos leídos en otra ubicación (todos, o los de activoIds) a donde se leyeron: un movimiento por lugar de llegada, con su historial',
    description:
      'Solo cambian los campos que trajo la lectura. Los dados de baja no se trasladan (409). Solo con la campaña abierta, y un traslado a la vez: ' +
      'mientras dura, el cierre y otro traslado responden 409.',
  })
  @ApiOkResponse({ type: TrasladoRespuestaDto })
  @ApiBadRequestResponse({ description: 'Un activo indicado no está en otra ubicación en esta campaña' })
  @ApiNotFoundResponse({ description: 'Inventario no encontrado' })
  @ApiConflictResponse({ description: 'El inventario está cerrado, se está cerrando o ya está trasladando sus activos, o un activo indicado está dado de baja' })
  @Audited({
    describe: ({ result, params }) =>
      result && `Inventario #${params.id}: ${result.trasladados} activos trasladados a donde se encontraron (movimientos ${result.movimientoIds.map((m: number) => `#${m}`).join(', ') || 'ninguno'})`,
  })
  trasladar(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: TrasladarDto): Promise<{ trasladados: number; movimientoIds: number[] }> {
    return this.trasladoYCierre.trasladar(user, companiaId, id, dto);
  }

  @Post(':id/cerrar')
  @Permiso('gerencia')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Cierra la campaña: ya no admite lecturas ni traslados, y su conciliación y su acta quedan congeladas con los libros de este momento',
    description:
      'Mientras escribe los libros que guarda, la campaña está en estado cerrando: las lecturas, los traslados y otro cierre responden 409. ' +
      'Si el servidor se detiene a mitad, al iniciar vuelve a abierta sin lo escrito; el siguiente cierre también la retoma.',
  })
  @ApiOkResponse({ type: InventarioRespuestaDto })
  @ApiNotFoundResponse({ description: 'Inventario no encontrado' })
  @ApiConflictResponse({ description: 'El inventario «…» ya está cerrado, se está cerrando o está trasladando sus activos' })
  @Audited({
    describe: ({ result }) =>
      result && `Cierre del inventario «${result.nombre}»: ${result.esperados} esperados, ${result.leidos} leídos, ${result.sobrantes} sobrantes`,
  })
  close(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @IdParam() id: number): Promise<InventarioRespuesta> {
    return this.trasladoYCierre.close(user, companiaId, id);
  }

  @Get(':id/acta')
  @Permiso('lectura')
  @AuditedDownload('Impresión del acta de conciliación físico–contable')
  @HeavyWork()
  @ApiOperation({
    summary: 'Acta de conciliación físico–contable (PDF): Acta_Inventario_{id}.pdf, o Acta_Inventario_{id}_PROVISIONAL.pdf con la campaña abierta',
  })
  @ApiNotFoundResponse({ description: 'Inventario no encontrado' })
  @ApiArchivo(PDF_MIME)
  async acta(@CompaniaActual() companiaId: number, @IdParam() id: number, @Req() solicitud: Solicitud) {
    const documento = await this.inventarios.documentoOf(companiaId, id);
    const pedido = await pedidoDeActa(documento);
    return pdfDownload(archivo('Acta_Inventario', documento, 'pdf'), await pdfInWorker(ACTA_INVENTARIO_PDF, { ...pedido, pageFooter: 'Página {page} de {pages}' }, solicitud));
  }

  @Get(':id/conciliacion/excel')
  @Permiso('lectura')
  @AuditedDownload('Exportación de la conciliación físico–contable a Excel')
  @HeavyWork()
  @ApiOperation({
    summary: 'La conciliación en Excel: hoja Resumen y hoja Conciliación con cada fila y su Resultado; con la campaña abierta, marcada PROVISIONAL',
  })
  @ApiNotFoundResponse({ description: 'Inventario no encontrado' })
  @ApiArchivo(XLSX_MIME)
  async excel(@CompaniaActual() companiaId: number, @IdParam() id: number) {
    const documento = await this.inventarios.documentoOf(companiaId, id);
    return xlsxSheetsDownload(archivo('Conciliacion_Inventario', documento, 'xlsx'), hojasDeConciliacion(documento));
  }
}
