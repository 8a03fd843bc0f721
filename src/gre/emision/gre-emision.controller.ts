import { Body, ConflictException, Controller, Get, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, AuditedDownload } from '../../audit/audit-target';
import { AuthUser } from '../../common/auth-user';
import { CurrentUser } from '../../common/current-user.decorator';
import { IdParam } from '../../common/id.pipe';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../../common/list-query';
import { Permiso } from '../../common/permiso';
import type { Solicitud } from '../../common/request-context';
import { contentDisposition } from '../../common/spreadsheet/content-disposition';
import { CompaniaActual } from '../../common/tenancy';
import { ApiArchivo } from '../../common/api-archivo.decorator';
import { pdfDownload, PDF_MIME, renderPdf } from '../../common/pdf';
import { HeavyWork } from '../../common/worker';
import type { GuiaRemitente } from '../documento/guia-remitente';
import { EmitirGreDto } from './dto/emitir-gre.dto';
import { guiaElectronicaPdf } from './guia-electronica-pdf';
import { GuiaElectronicaRespuestaDto, respuestaDeGuia } from './dto/guia-electronica-respuesta.dto';
import { GreEmisionService, idDeGuia } from './gre-emision.service';

const GUIAS_LIST: ListResourceSpec = {
  resource: 'guias',
  sortable: { id: 'g.id', numero: 'g.numero', fechaEmision: 'g.fechaEmision', estado: 'g.estado' },
  filterable: {
    estado: { column: 'g.estado', type: 'string' },
    movimientoId: { column: 'g.movimientoId', type: 'number' },
    serie: { column: 'g.serie', type: 'string' },
    desde: { column: 'g.fechaEmision', type: 'string', compare: '>=' },
    hasta: { column: 'g.fechaEmision', type: 'string', compare: '<=' },
  },
  defaultSort: { field: 'id', order: 'DESC' },
  defaultDialect: 'simple-rest',
};

/** The electronic transport guide of a movement (docs/gre-emision.md): issue it, follow SUNAT's answer, download what it made. */
@ApiTags('Guía electrónica')
@ApiBearerAuth()
@Controller()
@Audited({ table: 'guia_electronica', module: 'Guía electrónica' })
export class GreEmisionController {
  constructor(private readonly emision: GreEmisionService) {}

  @Post('Movimiento/:id/gre')
  @Permiso('escritura')
  @ApiOperation({
    summary: 'Emite la guía de remisión electrónica remitente del movimiento y la envía a SUNAT',
    description:
      'Valida con las reglas de SUNAT (400 con errors[]: codigo, campo, mensaje), numera la guía en su serie, la firma y la envía. La respuesta llega enseguida; SUNAT contesta después: siga GET …/gre hasta aceptado, observado, rechazado o error. Tras un error se emite otra vez con el mismo número; tras un rechazo, con uno nuevo.',
  })
  @ApiCreatedResponse({ type: GuiaElectronicaRespuestaDto })
  @ApiBadRequestResponse({ description: 'La guía no cumple las reglas de SUNAT: errors[] con el código de SUNAT y el campo' })
  @ApiConflictResponse({ description: 'El movimiento ya tiene una guía en curso o aceptada, o la compañía no configuró la guía electrónica' })
  @Audited({ id: 'params.id', code: 'result.documento', describe: ({ result }) => result && `Emisión de la guía electrónica ${result.documento}` })
  async emitir(
    @CurrentUser() user: AuthUser,
    @CompaniaActual() companiaId: number,
    @IdParam() id: number,
    @Body() dto: EmitirGreDto,
    @Req() solicitud: Solicitud,
  ): Promise<GuiaElectronicaRespuestaDto> {
    return respuestaDeGuia(await this.emision.emitir(user, companiaId, id, dto, solicitud));
  }

  @Get('Movimiento/:id/gre')
  @Permiso('lectura')
  @ApiOperation({ summary: 'La guía electrónica del movimiento: estado, número, ticket, CDR de SUNAT e intentos' })
  @ApiOkResponse({ type: GuiaElectronicaRespuestaDto })
  async estado(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<GuiaElectronicaRespuestaDto> {
    return respuestaDeGuia(await this.emision.deMovimiento(companiaId, id));
  }

  @Get('Movimiento/:id/gre/xml')
  @Permiso('lectura')
  @AuditedDownload('Descarga del XML firmado de la guía electrónica')
  @ApiOperation({ summary: 'El XML firmado de la guía, como se envió a SUNAT: {RUC}-09-{serie}-{numero}.xml' })
  @ApiArchivo('application/xml')
  async xml(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<StreamableFile> {
    const guia = await this.emision.deMovimiento(companiaId, id);
    const datos = JSON.parse(guia.datos) as { emisor: { ruc: string } };
    if (!guia.xmlFirmado) throw new ConflictException(`La guía ${idDeGuia(guia)} aún no está firmada`);
    return new StreamableFile(Buffer.from(guia.xmlFirmado, 'utf8'), {
      type: 'application/xml; charset=utf-8',
      disposition: contentDisposition(`${datos.emisor.ruc}-09-${idDeGuia(guia)}.xml`),
    });
  }

  @Get('Movimiento/:id/gre/cdr')
  @Permiso('lectura')
  @AuditedDownload('Descarga de la constancia de recepción (CDR) de SUNAT')
  @ApiOperation({ summary: 'La constancia de recepción (CDR) tal como la envió SUNAT: R-{RUC}-09-{serie}-{numero}.zip' })
  @ApiArchivo('application/zip')
  async cdr(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<StreamableFile> {
    const guia = await this.emision.deMovimiento(companiaId, id);
    const datos = JSON.parse(guia.datos) as { emisor: { ruc: string } };
    if (!guia.cdrZip) throw new ConflictException(`SUNAT aún no entregó la constancia de recepción de la guía ${idDeGuia(guia)}`);
    return new StreamableFile(Buffer.from(guia.cdrZip, 'base64'), { type: 'application/zip', disposition: contentDisposition(`R-${datos.emisor.ruc}-09-${idDeGuia(guia)}.zip`) });
  }

  @Get('Movimiento/:id/gre/pdf')
  @Permiso('lectura')
  @AuditedDownload('Impresión de la guía de remisión electrónica')
  @HeavyWork()
  @ApiOperation({ summary: 'Representación impresa de la guía aceptada por SUNAT, con el QR de su constancia: GRE_{serie}-{numero}.pdf' })
  @ApiArchivo(PDF_MIME)
  @ApiConflictResponse({ description: 'La guía aún no fue aceptada por SUNAT' })
  async pdf(@CompaniaActual() companiaId: number, @IdParam() id: number, @Req() solicitud: Solicitud): Promise<StreamableFile> {
    const guia = await this.emision.aceptadaDe(companiaId, id);
    const documento = guiaElectronicaPdf(JSON.parse(guia.datos) as GuiaRemitente, guia.enlaceQr ?? '', guia.updatedAt);
    return pdfDownload(`GRE_${idDeGuia(guia)}.pdf`, await renderPdf(documento, { pageFooter: 'Página {page} de {pages}' }, solicitud));
  }

  @Get('gre/guias')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Guías electrónicas de la compañía (filtros estado, desde, hasta en AAAA-MM-DD, serie, movimientoId)' })
  @ApiOkResponse({ type: GuiaElectronicaRespuestaDto, isArray: true })
  async list(@CompaniaActual() companiaId: number, @ListQuery(GUIAS_LIST) list: ListQuery): Promise<PaginaDeLista<GuiaElectronicaRespuestaDto>> {
    const [filas, total] = await this.emision.list(companiaId, list);
    return [filas.map(respuestaDeGuia), total];
  }
}
