import { Body, Controller, Get, Injectable, Post, Req, UploadedFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Audited, AuditedDownload } from '../../audit/audit-target';
import { ApiArchivo } from '../../common/api-archivo.decorator';
import { AuthUser } from '../../common/auth-user';
import { CurrentUser } from '../../common/current-user.decorator';
import { FileUpload } from '../../common/file-upload';
import { IdParam } from '../../common/id.pipe';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../../common/list-query';
import { PDF_MIME, pdfDownload } from '../../common/pdf';
import { Permiso } from '../../common/permiso';
import type { Solicitud } from '../../common/request-context';
import { CompaniaActual } from '../../common/tenancy';
import { HeavyWork } from '../../common/worker';
import type { TipoActa } from '../../dominio/custodia';
import { ActaFirmaService, archivoDeActa } from './acta-firma.service';
import { ActaService } from './acta.service';
import { ActaDevolucionDto, ActaEntregaDto, FirmaDto } from './dto/acta.dto';
import { ActaRespuestaDto } from './dto/acta-respuesta.dto';

/** A scanned or photographed signed acta: a phone's photo fits. */
export const ESCANEO_MAX_BYTES = 10 * 1024 * 1024;

const LIST: ListResourceSpec = {
  resource: 'actas',
  sortable: { id: 'a.id', numero: 'a.numero', fecha: 'a.fecha', custodioNombre: 'a.custodioNombre', firmadaEl: 'a.firmadaEl', createdAt: 'a.createdAt' },
  filterable: {
    id: { column: 'a.id', type: 'number' },
    custodioId: { column: 'a.custodioId', type: 'number' },
    numero: { column: 'a.numero', type: 'string', match: 'contains' },
  },
  searchColumns: ['a.numero', 'a.custodioNombre'],
  defaultSort: { field: 'id', order: 'DESC' },
  defaultDialect: 'simple-rest',
};

const AUDITORIA = { table: 'acta_custodia', module: 'Actas de custodia', code: 'result.numero' } as const;

/** What both kinds of acta answer the same way; each kind's controller adds its own creation. Injectable for its constructor's types. */
@Injectable()
abstract class ActasController {
  protected abstract readonly tipo: TipoActa;

  constructor(
    protected readonly actas: ActaService,
    private readonly firmas: ActaFirmaService,
  ) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Actas de la compañía, la más reciente primero; firmadaEl null: pendiente de firma. Filtros: custodioId, numero' })
  @ApiOkResponse({ type: ActaRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<ActaRespuestaDto>> {
    return this.actas.list(companiaId, this.tipo, list);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un acta con sus activos (404 si es de otra compañía)' })
  @ApiOkResponse({ type: ActaRespuestaDto })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<ActaRespuestaDto> {
    return this.actas.find(companiaId, this.tipo, id);
  }

  @Get(':id/pdf')
  @Permiso('lectura')
  @AuditedDownload('Impresión de un acta de custodia')
  @HeavyWork()
  @ApiOperation({ summary: 'El acta en PDF (A4), con la firma y su fecha si está firmada: Acta_{numero}.pdf' })
  @ApiNotFoundResponse({ description: 'Acta no encontrada' })
  @ApiArchivo(PDF_MIME)
  async pdf(@CompaniaActual() companiaId: number, @IdParam() id: number, @Req() solicitud: Solicitud) {
    const { numero } = await this.actas.findActa(companiaId, this.tipo, id);
    return pdfDownload(archivoDeActa(numero), await this.firmas.pdf(companiaId, this.tipo, id, solicitud));
  }

  @Post(':id/firma')
  @Permiso('escritura')
  @ApiOperation({ summary: 'Registra la firma dibujada del custodio (imagen PNG como data URL); una vez firmada, el acta no cambia' })
  @ApiCreatedResponse({ type: ActaRespuestaDto })
  @ApiConflictResponse({ description: 'El acta ya está firmada' })
  @Audited({ describe: ({ result }) => result && `Firma del acta ${result.numero}` })
  firmar(@CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: FirmaDto): Promise<ActaRespuestaDto> {
    return this.firmas.firmar(companiaId, this.tipo, id, dto.imagen);
  }

  @Post(':id/firma-escaneada')
  @Permiso('escritura')
  @FileUpload({
    maxBytes: ESCANEO_MAX_BYTES,
    tooLargeMessage: 'El acta escaneada no debe superar los 10MB',
    invalidMessage: 'Envíe una sola imagen en el campo "file"',
    fileDescription: 'Imagen JPG o PNG del acta firmada, escaneada o fotografiada, hasta 10 MB',
  })
  @ApiOperation({ summary: 'Registra el acta en papel firmada, escaneada o fotografiada; una vez firmada, el acta no cambia' })
  @ApiCreatedResponse({ type: ActaRespuestaDto })
  @ApiConflictResponse({ description: 'El acta ya está firmada' })
  @Audited({ describe: ({ result }) => result && `Acta ${result.numero} firmada en papel (escaneada)` })
  // The file is checked after the acta: another company's acta is a 404 whatever was sent.
  firmarConEscaneo(@CompaniaActual() companiaId: number, @IdParam() id: number, @UploadedFile() archivo?: { buffer?: Buffer }): Promise<ActaRespuestaDto> {
    return this.firmas.firmarConEscaneo(companiaId, this.tipo, id, archivo?.buffer);
  }

  @Post(':id/correo')
  @Permiso('escritura')
  @HeavyWork()
  @ApiOperation({ summary: 'Envía el acta en PDF al correo del custodio, una sola vez' })
  @ApiCreatedResponse({ type: ActaRespuestaDto })
  @ApiBadRequestResponse({ description: 'El custodio no tiene correo electrónico registrado' })
  @ApiConflictResponse({ description: 'El acta ya se envió por correo, o el correo no está configurado (SMTP_URL)' })
  @ApiServiceUnavailableResponse({ description: 'El servidor de correo no respondió' })
  @Audited({ describe: ({ result }) => result && `Envío por correo del acta ${result.numero}` })
  enviarCorreo(@CompaniaActual() companiaId: number, @IdParam() id: number, @Req() solicitud: Solicitud): Promise<ActaRespuestaDto> {
    return this.firmas.enviarCorreo(companiaId, this.tipo, id, solicitud);
  }
}

@ApiTags('Actas de custodia')
@ApiBearerAuth()
@Controller('actas-entrega')
@Audited(AUDITORIA)
export class ActasEntregaController extends ActasController {
  protected readonly tipo = 'entrega';

  @Post()
  @Permiso('escritura')
  @ApiOperation({
    summary: 'Entrega activos a un custodio: { custodioId, activoIds, fecha, observaciones? }; numerada AE-{año}-{000001}',
    description: 'Un activo tiene a lo sumo un custodio: uno a cargo de otro responde 409 con su nombre (primero su devolución). Un activo dado de baja no se entrega (409).',
  })
  @ApiCreatedResponse({ type: ActaRespuestaDto })
  @ApiNotFoundResponse({ description: 'Custodio o activo no encontrado (o de otra compañía)' })
  @ApiConflictResponse({ description: 'El activo está a cargo de otro custodio, o dado de baja' })
  @Audited({ id: 'result.id', describe: ({ result }) => result && `Acta de entrega ${result.numero} a ${result.custodioNombre}: ${result.cantidadActivos} activo(s)` })
  create(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @Body() dto: ActaEntregaDto): Promise<ActaRespuestaDto> {
    return this.actas.entregar(user, companiaId, dto);
  }
}

@ApiTags('Actas de custodia')
@ApiBearerAuth()
@Controller('actas-devolucion')
@Audited(AUDITORIA)
export class ActasDevolucionController extends ActasController {
  protected readonly tipo = 'devolucion';

  @Post()
  @Permiso('escritura')
  @ApiOperation({
    summary: 'Recibe de vuelta activos de su custodio: { custodioId, activoIds, fecha, observaciones?, condiciones?: [{ activoId, condicion, nota? }] }',
    description: 'condicion: bueno (por defecto), regular o malo. Numerada AD-{año}-{000001}. Un activo que no está a cargo del custodio responde 409.',
  })
  @ApiCreatedResponse({ type: ActaRespuestaDto })
  @ApiNotFoundResponse({ description: 'Custodio o activo no encontrado (o de otra compañía)' })
  @ApiConflictResponse({ description: 'El activo no está a cargo del custodio' })
  @Audited({ id: 'result.id', describe: ({ result }) => result && `Acta de devolución ${result.numero} de ${result.custodioNombre}: ${result.cantidadActivos} activo(s)` })
  create(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @Body() dto: ActaDevolucionDto): Promise<ActaRespuestaDto> {
    return this.actas.devolver(user, companiaId, dto);
  }
}
