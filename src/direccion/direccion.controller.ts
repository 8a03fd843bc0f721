import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audit-target';
import { IdParam } from '../common/id.pipe';
import { ApiListOkResponse, ListQuery, ListResourceSpec, PaginaDeLista } from '../common/list-query';
import { CompaniaActual } from '../common/tenancy';
import { DireccionRespuesta, DireccionService } from './direccion.service';
import { DireccionDto } from './dto/direccion.dto';
import { Permiso } from '../common/permiso';
import { CoincidenciaDireccionDto, CoincidenciaQueryDto, DireccionRespuestaDto, OpcionDireccionDto, PaginaDireccionesDto } from './dto/direccion-respuesta.dto';
import { ImportRoutes } from '../importacion/import-routes.decorator';
import type { Solicitud } from '../common/request-context';

const LIST: ListResourceSpec = {
  resource: 'direccion',
  sortable: { id: 'd.id', calle: 'd.calle', ciudad: 'd.ciudad', distrito: 'd.distrito', provincia: 'd.provincia', departamento: 'd.departamento', sede: 'd.sede' },
  filterable: {
    id: { column: 'd.id', type: 'number' },
    departamento: { column: 'd.departamento', type: 'string' },
    sede: { column: 'd.sede', type: 'string' },
  },
  searchColumns: ['d.busqueda'],
  defaultSort: { field: 'id', order: 'DESC' },
  defaultDialect: 'paged',
  defaultPageSize: 10,
};

@ApiTags('Direcciones')
@ApiBearerAuth()
@Controller('Direccion')
@Audited({ table: 'direccion', module: 'Direcciones' })
@ImportRoutes({
  servicio: DireccionService,
  analizar: 'Encabezados de la fila anterior a startRow de un Excel de direcciones',
  importar:
    'Importa direcciones desde Excel: { successCount, errorCount, totalProcessed, processedItems }; informa las filas cuya ubicación no coincide con el ubigeo del INEI y las filas repetidas del archivo',
  config: 'JSON: { startRow, calleColumn, ciudadColumn, distritoColumn, provinciaColumn, departamentoColumn, codigoPostalColumn, urbanizacionColumn, sedeColumn, codigoEstablecimientoColumn }',
  auditoria: ['direcciones', 'creadas'],
  antesDe: 'findOne',
})
export class DireccionController {
  constructor(private readonly direcciones: DireccionService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Direcciones de la compañía con clientesCount; búsqueda por calle, ciudad, distrito, provincia o departamento' })
  @ApiListOkResponse(DireccionRespuestaDto, PaginaDireccionesDto)
  list(@CompaniaActual() companiaId: number, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<DireccionRespuesta>> {
    return this.direcciones.list(companiaId, list);
  }

  @Get('dropdown')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Direcciones para selectores: [{ id, text }] con text = calle, distrito, provincia' })
  @ApiOkResponse({ type: OpcionDireccionDto, isArray: true })
  dropdown(@CompaniaActual() companiaId: number): Promise<Array<{ id: number; text: string }>> {
    return this.direcciones.dropdown(companiaId);
  }

  @Get('coincidencia')
  @Permiso('lectura')
  @ApiOperation({
    summary:
      'La dirección registrada que nombra un texto escrito a mano (su texto "calle, distrito, provincia" o su calle sola cuando ninguna otra la tiene, sin mayúsculas ni tildes) como { id, text }, o null: el formulario de movimiento advierte antes de guardar que un punto de llegada sin dirección no cambia la de los activos',
  })
  @ApiOkResponse({ type: CoincidenciaDireccionDto })
  async coincidencia(@CompaniaActual() companiaId: number, @Query() query: CoincidenciaQueryDto): Promise<CoincidenciaDireccionDto> {
    return { direccion: await this.direcciones.coincidencia(companiaId, query.texto ?? '') };
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Una dirección (404 si es de otra compañía)' })
  @ApiOkResponse({ type: DireccionRespuestaDto })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<DireccionRespuesta> {
    return this.direcciones.findVisible(companiaId, id);
  }

  @Post()
  @Permiso('escritura')
  @ApiOperation({ summary: 'Crea una dirección; departamento, provincia y distrito deben coincidir con el catálogo de ubigeo del INEI (sin distinguir mayúsculas ni tildes); guarda su ubigeo' })
  @ApiCreatedResponse({ type: DireccionRespuestaDto })
  @Audited({ id: 'result.id' })
  create(@CompaniaActual() companiaId: number, @Body() dto: DireccionDto): Promise<DireccionRespuesta> {
    return this.direcciones.create(companiaId, dto);
  }

  @Put(':id')
  @Permiso('escritura')
  @ApiOperation({ summary: 'Modifica una dirección' })
  @ApiOkResponse({ type: DireccionRespuestaDto })
  update(@CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: DireccionDto): Promise<DireccionRespuesta> {
    return this.direcciones.update(companiaId, id, dto);
  }

  @Delete(':id')
  @Permiso('escritura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina una dirección sin clientes asociados' })
  @ApiConflictResponse({ description: 'La dirección tiene clientes asociados' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<void> {
    return this.direcciones.remove(companiaId, id);
  }
}
