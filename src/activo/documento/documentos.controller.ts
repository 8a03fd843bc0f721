import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { Audited, AuditedDownload } from '../../audit/audit-target';
import { ApiArchivo } from '../../common/api-archivo.decorator';
import { FileUpload, NamedUpload, UploadedNamedFile } from '../../common/file-upload';
import { IdParam } from '../../common/id.pipe';
import { Permiso } from '../../common/permiso';
import { contentDisposition } from '../../common/spreadsheet/content-disposition';
import { CompaniaActual } from '../../common/tenancy';
import { DOCUMENTO_MAX_BYTES, DocumentoService } from './documento.service';
import { TIPOS_DOCUMENTO } from './documento-de-activo.entity';
import { DocumentoDto, DocumentoRespuestaDto, VencimientoRespuestaDto, VencimientosQueryDto } from './dto/documento.dto';

const CAMPOS = {
  tipo: TIPOS_DOCUMENTO.join(', '),
  numero: 'N° del documento',
  fecha: 'Fecha de emisión (AAAA-MM-DD)',
  vence: 'Fecha de vencimiento (AAAA-MM-DD): el documento pasa a los vencimientos',
  monto: 'Importe en soles',
  descripcion: 'Descripción breve',
};

@ApiTags('Documentos de activos')
@ApiBearerAuth()
@Controller('activos/:activoId/documentos')
@Audited({ table: 'documento_de_activo', module: 'Documentos de activos', code: 'result.numero' })
export class DocumentosController {
  constructor(private readonly documentos: DocumentoService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Los documentos del activo, el más reciente primero (404 si el activo es de otra compañía)' })
  @ApiOkResponse({ type: DocumentoRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @IdParam('activoId') activoId: number): Promise<DocumentoRespuestaDto[]> {
    return this.documentos.list(companiaId, activoId);
  }

  @Post()
  @Permiso('escritura')
  @FileUpload({
    maxBytes: DOCUMENTO_MAX_BYTES,
    tooLargeMessage: 'El documento no debe superar los 20 MB',
    invalidMessage: 'Envíe un solo archivo en el campo "file" con los datos del documento',
    fields: CAMPOS,
    fileDescription: 'PDF, JPG, PNG, XLSX o DOCX de hasta 20 MB, reconocido por su contenido',
  })
  @ApiOperation({
    summary: 'Sube un documento del activo (factura, póliza, SOAT, garantía…)',
    description: 'El tipo de archivo se reconoce por su contenido, no por su nombre. Cuenta en el espacio de la compañía (UPLOAD_QUOTA_MB): 413 si no cabe.',
  })
  @ApiCreatedResponse({ type: DocumentoRespuestaDto })
  @ApiPayloadTooLargeResponse({ description: 'Más de 20 MB, o la compañía no tiene espacio' })
  @Audited({ id: 'result.id', describe: ({ result }) => result && `Documento ${result.tipo} ${result.numero ?? ''} del activo #${result.activoId}`.trim() })
  create(
    @CompaniaActual() companiaId: number,
    @IdParam('activoId') activoId: number,
    @Body() dto: DocumentoDto,
    @UploadedNamedFile('Seleccione el archivo del documento') archivo: NamedUpload,
  ): Promise<DocumentoRespuestaDto> {
    return this.documentos.create(companiaId, activoId, dto, archivo);
  }

  @Get(':id/archivo')
  @Permiso('lectura')
  @AuditedDownload('Descarga de un documento de activo')
  @ApiOperation({ summary: 'Descarga el archivo del documento, con el nombre con que se subió' })
  @ApiNotFoundResponse({ description: 'Documento no encontrado, o sin archivo' })
  @ApiArchivo('application/octet-stream')
  async archivo(@CompaniaActual() companiaId: number, @IdParam('activoId') activoId: number, @IdParam() id: number): Promise<StreamableFile> {
    const { nombre, mime, contenido } = await this.documentos.archivo(companiaId, activoId, id);
    return new StreamableFile(contenido, { type: mime, disposition: contentDisposition(nombre) });
  }

  @Delete(':id')
  @Permiso('escritura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un documento y su archivo' })
  @ApiConflictResponse({ description: 'Su fecha cae en un ejercicio cerrado, o es la evidencia de una baja' })
  @Audited({ code: 'old.numero' })
  remove(@CompaniaActual() companiaId: number, @IdParam('activoId') activoId: number, @IdParam() id: number): Promise<void> {
    return this.documentos.remove(companiaId, activoId, id);
  }
}

@ApiTags('Documentos de activos')
@ApiBearerAuth()
@Controller('vencimientos')
export class VencimientosController {
  constructor(private readonly documentos: DocumentoService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Documentos que vencen de hoy a `dias` días (30 por defecto), el más próximo primero' })
  @ApiOkResponse({ type: VencimientoRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @Query() { dias }: VencimientosQueryDto): Promise<VencimientoRespuestaDto[]> {
    return this.documentos.vencimientos(companiaId, dias ?? 30);
  }
}
