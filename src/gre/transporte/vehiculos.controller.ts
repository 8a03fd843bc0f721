import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../audit/audit-target';
import { IdParam } from '../../common/id.pipe';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../../common/list-query';
import { Permiso } from '../../common/permiso';
import { CompaniaActual } from '../../common/tenancy';
import { VehiculoRespuesta, VehiculoService } from './vehiculo.service';
import { VehiculoDto } from './dto/vehiculo.dto';
import { VehiculoRespuestaDto } from './dto/transporte-respuesta.dto';

const LIST: ListResourceSpec = {
  resource: 'vehiculos',
  sortable: { id: 'v.id', placa: 'v.placa', descripcion: 'v.descripcion', tuc: 'v.tuc', m1l: 'v.m1l', updatedAt: 'v.updatedAt' },
  filterable: {
    id: { column: 'v.id', type: 'number' },
    m1l: { column: 'v.m1l', type: 'boolean' },
  },
  searchColumns: ['v.busqueda'],
  defaultSort: { field: 'placa', order: 'ASC' },
  defaultDialect: 'simple-rest',
};

@ApiTags('Guía de remisión: vehículos')
@ApiBearerAuth()
@Controller('gre/vehiculos')
@Audited({ table: 'vehiculo', module: 'Vehículos', code: 'result.placa' })
export class VehiculosController {
  constructor(private readonly vehiculos: VehiculoService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Vehículos de la compañía; búsqueda por placa, descripción o TUC' })
  @ApiOkResponse({ type: VehiculoRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<VehiculoRespuesta>> {
    return this.vehiculos.list(companiaId, list);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un vehículo (404 si es de otra compañía)' })
  @ApiOkResponse({ type: VehiculoRespuestaDto })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<VehiculoRespuesta> {
    return this.vehiculos.findVisible(companiaId, id);
  }

  @Post()
  @Permiso('escritura')
  @ApiOperation({ summary: 'Registra un vehículo; la placa se guarda sin guiones ni espacios y en mayúsculas, única en la compañía' })
  @ApiCreatedResponse({ type: VehiculoRespuestaDto })
  @ApiConflictResponse({ description: 'Ya existe un vehículo con esa placa en esta compañía' })
  @Audited({ id: 'result.id' })
  create(@CompaniaActual() companiaId: number, @Body() dto: VehiculoDto): Promise<VehiculoRespuesta> {
    return this.vehiculos.create(companiaId, dto);
  }

  @Put(':id')
  @Permiso('escritura')
  @ApiOperation({ summary: 'Modifica un vehículo' })
  @ApiOkResponse({ type: VehiculoRespuestaDto })
  @ApiConflictResponse({ description: 'Ya existe un vehículo con esa placa en esta compañía' })
  update(@CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: VehiculoDto): Promise<VehiculoRespuesta> {
    return this.vehiculos.update(companiaId, id, dto);
  }

  @Delete(':id')
  @Permiso('escritura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un vehículo (las guías emitidas guardan sus propios datos)' })
  @Audited({ code: 'old.placa' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<void> {
    return this.vehiculos.remove(companiaId, id);
  }
}
