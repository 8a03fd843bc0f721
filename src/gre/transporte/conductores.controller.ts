import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../audit/audit-target';
import { IdParam } from '../../common/id.pipe';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../../common/list-query';
import { Permiso } from '../../common/permiso';
import { CompaniaActual } from '../../common/tenancy';
import { ConductorRespuesta, ConductorService } from './conductor.service';
import { ConductorDto } from './dto/conductor.dto';
import { ConductorRespuestaDto } from './dto/transporte-respuesta.dto';

const LIST: ListResourceSpec = {
  resource: 'conductores',
  sortable: {
    id: 'c.id',
    tipoDocumento: 'c.tipoDocumento',
    numeroDocumento: 'c.numeroDocumento',
    nombres: 'c.nombres',
    apellidos: 'c.apellidos',
    licencia: 'c.licencia',
    updatedAt: 'c.updatedAt',
  },
  filterable: {
    id: { column: 'c.id', type: 'number' },
    tipoDocumento: { column: 'c.tipoDocumento', type: 'string' },
  },
  searchColumns: ['c.busqueda'],
  defaultSort: { field: 'apellidos', order: 'ASC' },
  defaultDialect: 'simple-rest',
};

@ApiTags('Guía de remisión: conductores')
@ApiBearerAuth()
@Controller('gre/conductores')
@Audited({ table: 'conductor', module: 'Conductores', code: 'result.numeroDocumento' })
export class ConductoresController {
  constructor(private readonly conductores: ConductorService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Conductores de la compañía; búsqueda por documento, nombres, apellidos o licencia' })
  @ApiOkResponse({ type: ConductorRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<ConductorRespuesta>> {
    return this.conductores.list(companiaId, list);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un conductor (404 si es de otra compañía)' })
  @ApiOkResponse({ type: ConductorRespuestaDto })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<ConductorRespuesta> {
    return this.conductores.findVisible(companiaId, id);
  }

  @Post()
  @Permiso('escritura')
  @ApiOperation({ summary: 'Registra un conductor; tipo y número de documento únicos en la compañía' })
  @ApiCreatedResponse({ type: ConductorRespuestaDto })
  @ApiConflictResponse({ description: 'Ya existe un conductor con ese documento en esta compañía' })
  @Audited({ id: 'result.id' })
  create(@CompaniaActual() companiaId: number, @Body() dto: ConductorDto): Promise<ConductorRespuesta> {
    return this.conductores.create(companiaId, dto);
  }

  @Put(':id')
  @Permiso('escritura')
  @ApiOperation({ summary: 'Modifica un conductor' })
  @ApiOkResponse({ type: ConductorRespuestaDto })
  @ApiConflictResponse({ description: 'Ya existe un conductor con ese documento en esta compañía' })
  update(@CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: ConductorDto): Promise<ConductorRespuesta> {
    return this.conductores.update(companiaId, id, dto);
  }

  @Delete(':id')
  @Permiso('escritura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un conductor (las guías emitidas guardan sus propios datos)' })
  @Audited({ code: 'old.numeroDocumento' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<void> {
    return this.conductores.remove(companiaId, id);
  }
}
